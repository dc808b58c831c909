import { defaultPetitionsView, petitionsViewsFor } from '@jornada/shared/navigation';
import type { Role } from '@jornada/shared/roles';
import { useSearchParams } from 'react-router';
import {
  type StatusFilter as Filter,
  parsePage,
  parsePetitionId,
  parseStatusFilter,
  parseView,
  petitionsSearch,
} from '../utils/petition-search';
import { CreateOptions } from './create-options';
import { PetitionBox } from './petition-box';
import { PetitionDetailDialog } from './petition-detail-dialog';
import { ViewTabs } from './view-tabs';

/**
 * /petitions?view=inbox|outbox|create (SPEC §2.3). The inbox holds what is assigned to me, the outbox
 * what I sent; ?id= opens one petition over either (the emails link there). Without a view it opens
 * on the role's default: a worker's own requests, the others' inbox.
 */
export function PetitionsPage({ role, pendingCount }: { role: Role; pendingCount?: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseView(searchParams.get('view'), defaultPetitionsView(role));
  const status = parseStatusFilter(searchParams.get('status'), view);
  const page = parsePage(searchParams.get('page'));
  const openId = parsePetitionId(searchParams.get('id'));
  const searchFor = (next: { status?: Filter; page?: number; id?: number | null }) =>
    petitionsSearch({
      view,
      status: next.status ?? status,
      page: next.page ?? page,
      id: next.id === undefined ? openId : next.id,
    });

  return (
    <div className="flex flex-col gap-6">
      <ViewTabs views={petitionsViewsFor(role)} current={view} status={status} />
      {view === 'create' ? (
        <CreateOptions />
      ) : (
        <PetitionBox
          key={view}
          view={view}
          status={status}
          page={page}
          pendingCount={pendingCount}
          onOpen={(id) => setSearchParams(searchFor({ id }), { preventScrollReset: true })}
          hrefFor={(next) => searchFor({ ...next, id: null })}
        />
      )}
      <PetitionDetailDialog
        id={openId}
        onClose={() => setSearchParams(searchFor({ id: null }), { preventScrollReset: true, replace: true })}
      />
    </div>
  );
}
