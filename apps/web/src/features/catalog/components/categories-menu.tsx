/**
 * The header's Categories dropdown: a disclosure button and a list of
 * links. ArrowDown/ArrowUp/Home/End move between links, Escape closes and returns to the button,
 * Tab moves on and closes the menu once focus leaves it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { categoryPath } from '@shop/shared/catalog/paths';
import { categoryLinkState } from '../category-navigation';
import { useCategoryList } from '../hooks/use-category-list';

export function CategoriesMenu() {
  const categories = useCategoryList();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function links(): HTMLAnchorElement[] {
    return Array.from(listRef.current?.querySelectorAll('a') ?? []);
  }

  function focusLink(index: number) {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  }

  function openAndFocus(index: number) {
    setOpen(true);
    // The list renders on the next frame when it was closed.
    requestAnimationFrame(() => focusLink(index));
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (current === -1) return;
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: all.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusLink(target);
    }
  }

  return (
    <div
      ref={containerRef}
      className="relative"
      onKeyDown={onMenuKeyDown}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-700"
      >
        Categories
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute left-0 z-40 mt-2 w-72 overflow-hidden rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
      >
        {categories.length === 0 ? (
          <p className="px-4 py-2 text-sm text-slate-500">No categories yet.</p>
        ) : (
          <ul ref={listRef} className="max-h-[70vh] overflow-y-auto">
            {categories.map((category) => (
              <li key={category._id}>
                <Link
                  to={categoryPath(category)}
                  state={categoryLinkState(category)}
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-2 px-4 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus:bg-brand-50 focus:text-brand-700 focus:outline-none"
                >
                  {category.emoji && <span aria-hidden="true">{category.emoji}</span>}
                  <span className="flex-1">{category.CategoryName}</span>
                  {category.isNew && (
                    <span className="rounded bg-brand-100 px-1.5 py-0.5 text-[10px] font-bold text-brand-700 uppercase">
                      New
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
