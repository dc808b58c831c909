import { useAdminGestorias } from '../api/get-admin-gestorias';

/** The largest page the server gives: a picker lists every firm (there are few). */
const PICKER_QUERY = { pageSize: 100 } as const;

/** Every gestoría, for a picker (one query shared by every picker and name lookup on the page). */
export function useCompanyGestorias() {
  return useAdminGestorias(PICKER_QUERY);
}

/** The gestorías' names by id, for the history's sentences (empty until they load). */
export function useCompanyGestoriaNames(): Record<string, string> {
  const gestorias = useCompanyGestorias();
  return Object.fromEntries((gestorias.data?.data ?? []).map((gestoria) => [String(gestoria.id), gestoria.name]));
}
