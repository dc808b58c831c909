import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/**
 * A search box whose value lives in the URL: typed freely, written to the URL (and so sent to the
 * server) once typing pauses; a back or forward that changes the URL's search refills the box.
 */
export function useCompanySearchBox(urlSearch: string, onSearch: (search: string) => void) {
  const [text, setText] = useState(urlSearch);
  const debounced = useDebouncedValue(text.trim(), 300);
  // The search the URL holds, as last seen: tells a back/forward (follow the URL) from typing (lead it).
  const lastUrlSearch = useRef(urlSearch);

  useEffect(() => {
    if (urlSearch === lastUrlSearch.current) return;
    lastUrlSearch.current = urlSearch;
    setText(urlSearch);
  }, [urlSearch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause in typing writes the URL.
  useEffect(() => {
    if (debounced === lastUrlSearch.current) return;
    lastUrlSearch.current = debounced;
    onSearch(debounced);
  }, [debounced]);

  return { text, setText };
}
