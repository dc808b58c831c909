import type { ContactRequestKind, ContactRequestStatus } from '@jornada/shared/api/contact';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import type { ContactRequestFilters } from '../utils/contact-request-filters';
import { SegmentedFilter, type SegmentedOption } from './segmented-filter';

const statusOptions: SegmentedOption<ContactRequestStatus | undefined>[] = [
  { value: undefined, label: 'Todas' },
  { value: 'open', label: 'Abiertas' },
  { value: 'handled', label: 'Atendidas' },
];

const kindOptions: SegmentedOption<ContactRequestKind | undefined>[] = [
  { value: undefined, label: 'Todos los tipos' },
  { value: 'contact', label: 'Contacto' },
  { value: 'custom_plan', label: 'Plan a medida' },
];

/**
 * State (Todas / Abiertas / Atendidas), kind (Todos los tipos / Contacto / Plan a medida) and
 * 'Ver spam'; any change starts again at page 1.
 */
export function ContactRequestFiltersBar({
  filters,
  onChange,
}: {
  filters: ContactRequestFilters;
  onChange: (filters: ContactRequestFilters) => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <SegmentedFilter
          legend="Estado de la solicitud"
          options={statusOptions}
          value={filters.status}
          onChange={(status) => onChange({ ...filters, status, page: 1 })}
        />
        <SegmentedFilter
          legend="Tipo de solicitud"
          options={kindOptions}
          value={filters.kind}
          onChange={(kind) => onChange({ ...filters, kind, page: 1 })}
        />
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id="contact-requests-spam"
          checked={filters.isShowingSpam}
          onCheckedChange={(isChecked) => onChange({ ...filters, isShowingSpam: isChecked, page: 1 })}
        />
        <Label htmlFor="contact-requests-spam">Ver spam</Label>
      </div>
    </div>
  );
}
