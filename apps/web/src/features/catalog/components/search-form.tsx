/** The header search box: a labelled input whose form goes to /search?q=... */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';

export function SearchForm({
  className = '',
  onSearched,
}: {
  className?: string;
  onSearched?: () => void;
}) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState(() => searchParams.get('q') ?? '');
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/search?${new URLSearchParams({ q })}` : '/search');
    onSearched?.();
  }

  return (
    <form role="search" onSubmit={handleSubmit} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search components..."
        autoComplete="off"
        className="block min-h-11 w-full rounded-full border border-slate-300 bg-slate-50 py-2.5 pr-12 pl-4 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-500/30"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-0 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
