import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type GestoriaListParams, gestoriaListSearch, parseGestoriaListParams } from '../utils/gestoria-list-params';

/**
 * The gestorías list's state, kept in the URL so reload and back work. The search box is typed
 * freely and reaches the URL (and the server) once typing pauses; a new search starts at page 1.
 */
export function useGestoriaListUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  // The dialog was opened from this page (a step pushed), not by arriving at ?nueva=1 (the dashboard's link).
  const hasPushedDialog = useRef(false);
  const params = parseGestoriaListParams(searchParams);
  const [searchText, setSearchText] = useState(params.search);
  const debounced = useDebouncedValue(searchText.trim(), 300);
  // The search the URL holds, as last seen: tells a back/forward (follow the URL) from typing (lead it).
  const urlSearch = useRef(params.search);

  const update = (change: Partial<GestoriaListParams>, options: { replace?: boolean } = {}) =>
    setSearchParams((current) => gestoriaListSearch({ ...parseGestoriaListParams(current), ...change }), {
      preventScrollReset: true,
      ...options,
    });

  useEffect(() => {
    if (params.search === urlSearch.current) return;
    urlSearch.current = params.search;
    setSearchText(params.search);
  }, [params.search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause in typing writes the URL.
  useEffect(() => {
    if (debounced === urlSearch.current) return;
    urlSearch.current = debounced;
    update({ search: debounced, page: 1 }, { replace: true });
  }, [debounced]);

  return {
    params,
    searchText,
    setSearchText,
    setPage: (page: number) => update({ page }),
    // Opening is a step back can undo; closing takes that step back, so back never reopens a finished
    // dialog. Arrived at with ?nueva=1, closing just drops it.
    setCreating: (isCreating: boolean) => {
      if (!isCreating && hasPushedDialog.current) {
        hasPushedDialog.current = false;
        navigate(-1);
        return;
      }
      hasPushedDialog.current = isCreating;
      update({ isCreating }, { replace: !isCreating });
    },
  };
}
