import type { WorkCentre } from '@jornada/shared/api/work-centres';
import { ArchiveX, MapPin, Pencil, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { employeeCountLabel, locationLabel, mapLink } from '../utils/work-centre-values';

interface WorkCentreListProps {
  centres: readonly WorkCentre[];
  onEdit: (centre: WorkCentre) => void;
  onArchive: (centre: WorkCentre) => void;
}

function Place({ centre }: { centre: WorkCentre }) {
  const link = mapLink(centre);
  const label = locationLabel(centre);
  return (
    <span className="inline-flex items-center gap-1.5">
      <MapPin aria-hidden="true" className="size-4 shrink-0" />
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="tabular-nums text-teal-700 underline-offset-2 hover:underline dark:text-teal-400"
        >
          {label}
        </a>
      ) : (
        label
      )}
    </span>
  );
}

/** One row per centre, the same on phones and desktops: name, address, place, employees, actions. */
export function WorkCentreList({ centres, onEdit, onArchive }: WorkCentreListProps) {
  return (
    <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800" aria-label="Centros de trabajo">
      {centres.map((centre) => (
        <li key={centre.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900 dark:text-white">
              {centre.name}
              {centre.is_default && <Badge variant="brand">Principal</Badge>}
            </p>
            {centre.address && (
              <p className="text-sm break-words text-slate-700 dark:text-slate-300">{centre.address}</p>
            )}
            <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              <Place centre={centre} />
              <span className="inline-flex items-center gap-1.5">
                <Users aria-hidden="true" className="size-4" />
                {employeeCountLabel(centre.employee_count)}
              </span>
            </div>
          </div>
          <div className="flex shrink-0 gap-1">
            <Button variant="ghost" size="icon" aria-label={`Editar ${centre.name}`} onClick={() => onEdit(centre)}>
              <Pencil aria-hidden="true" />
            </Button>
            {!centre.is_default && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Archivar ${centre.name}`}
                className="text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-950/60"
                onClick={() => onArchive(centre)}
              >
                <ArchiveX aria-hidden="true" />
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
