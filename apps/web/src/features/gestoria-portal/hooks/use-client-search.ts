import { useSearchParams } from 'react-router';

/**
 * The home's search lives in ?q= so a reload and the back button keep it; typing replaces the entry
 * instead of adding one per key.
 */
export function useClientSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const setSearch = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete('q');
        else next.set('q', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { search, setSearch };
}
