/**
 * A searchable back-office list's search and page, kept in the address (?q=&page=): a new search
 * replaces the history entry and starts again at page 1; another page is a step Back undoes.
 */
import { useSearchParams } from 'react-router';
import { readListParams, writeListParams } from './list-params';

/** The address's other parameters (a list's own filters), kept through a search or a page. */
function otherParams(): URLSearchParams {
  const search = new URLSearchParams(window.location.search);
  search.delete('q');
  search.delete('page');
  return search;
}

export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);

  // The search box reports after a pause, so the address is read then, not at this render.
  function searchFor(text: string) {
    const current = readListParams(new URLSearchParams(window.location.search));
    if (text.trim() !== current.q) {
      setSearchParams(writeListParams({ q: text, page: 1 }, otherParams()), { replace: true });
    }
  }

  function showPage(page: number) {
    setSearchParams(writeListParams({ ...params, page }, otherParams()));
  }

  return { params, searchFor, showPage };
}
