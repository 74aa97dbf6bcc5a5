/**
 * The back office's list search: a labelled search field that reports what was typed once the
 * admin pauses, so the server is asked once per search rather than once per key.
 */
import { useState } from 'react';
import { Search } from 'lucide-react';
import { inputClasses } from '@/components/ui/text-field';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';

const SEARCH_DELAY_MS = 300;

export function AdminSearchBox({
  id,
  label,
  placeholder,
  initial,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  /** What the list is searched for now (from the address), shown when the page opens. */
  initial: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(initial);
  const searchFor = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          searchFor(event.target.value);
        }}
        placeholder={placeholder}
        className={`${inputClasses} pl-9`}
      />
    </div>
  );
}
