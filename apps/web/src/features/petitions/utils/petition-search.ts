import { type PetitionStatus, petitionStatuses } from '@jornada/shared/api/petitions';
import { type PetitionsView, petitionsViews } from '@jornada/shared/navigation';

export type { PetitionsView };

export type StatusFilter = PetitionStatus | 'all';

export const PETITIONS_PAGE_SIZE = 20;

/** No view or an unknown one: the role's default (defaultPetitionsView), SPEC's inbox unless told. */
export function parseView(value: string | null, fallback: PetitionsView = 'inbox'): PetitionsView {
  return (petitionsViews as readonly string[]).includes(value ?? '') ? (value as PetitionsView) : fallback;
}

/** The inbox opens on what is waiting for me; the outbox on everything I sent. */
export function defaultStatusFilter(view: PetitionsView): StatusFilter {
  return view === 'inbox' ? 'pending' : 'all';
}

export function parseStatusFilter(value: string | null, view: PetitionsView): StatusFilter {
  if (value === 'all') return 'all';
  return (petitionStatuses as readonly string[]).includes(value ?? '')
    ? (value as PetitionStatus)
    : defaultStatusFilter(view);
}

/** The petition opened in the detail dialog (?id=, as the emails link it). */
export function parsePetitionId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function pageCount(total: number, pageSize: number = PETITIONS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * The search string for a view, keeping only what differs from the defaults, so the sidebar's links
 * (/petitions?view=inbox) stay the canonical URLs.
 */
export function petitionsSearch({
  view,
  status,
  page = 1,
  id = null,
}: {
  view: PetitionsView;
  status?: StatusFilter;
  page?: number;
  id?: number | null;
}): string {
  const params = new URLSearchParams({ view });
  if (view !== 'create' && status && status !== defaultStatusFilter(view)) params.set('status', status);
  if (view !== 'create' && page > 1) params.set('page', String(page));
  if (id !== null) params.set('id', String(id));
  return `?${params.toString()}`;
}
