import type { AdminCompany, AdminGestoriaDetails } from '@jornada/shared/api/admin';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { SearchField } from '../../../components/ui/search-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminCompanies } from '../api/get-admin-companies';
import { useUpdateAdminCompany } from '../api/update-admin-company';
import { companyLinkState, replaceWarning } from '../utils/gestoria-format';
import { GestoriaLinkResults } from './gestoria-link-results';

const RESULTS_SHOWN = 8;

function GestoriaLinkForm({ gestoria, onDone }: { gestoria: AdminGestoriaDetails; onDone: () => void }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const companies = useAdminCompanies({ search: debounced || undefined, pageSize: RESULTS_SHOWN });
  const [selected, setSelected] = useState<AdminCompany | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateAdminCompany();
  const linkState = selected ? companyLinkState(selected, gestoria.id) : null;

  const onLink = () => {
    if (!selected) return;
    setError(null);
    update.mutate(
      { id: selected.id, body: { gestoria_id: gestoria.id } },
      {
        onSuccess: () => {
          toast({
            title: 'Empresa vinculada',
            description: `«${selected.name}» ya es cliente de «${gestoria.name}».`,
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) => {
          if (!isNetworkError(failure)) setError(errorMessage(failure, 'No se pudo vincular la empresa.'));
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <SearchField
        id="link-company-search"
        label="Buscar empresas"
        placeholder="Buscar por nombre o CIF"
        value={search}
        onChange={setSearch}
      />
      <GestoriaLinkResults
        query={companies}
        gestoriaId={gestoria.id}
        selectedId={selected?.id ?? null}
        onSelect={setSelected}
      />
      {selected && linkState?.kind === 'replaces' && (
        <Alert variant="warning" title="Se sustituirá su gestoría actual">
          {replaceWarning(selected.name, linkState.gestoriaName, gestoria.name)}
        </Alert>
      )}
      {error && <Alert variant="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={update.isPending}>
            Cancelar
          </Button>
        </DialogClose>
        <Button disabled={!selected || linkState?.kind === 'linked'} isLoading={update.isPending} onClick={onLink}>
          {linkState?.kind === 'replaces' ? 'Sustituir y vincular' : 'Vincular empresa'}
        </Button>
      </div>
    </div>
  );
}

/** 'Vincular empresa': find a company and make it a client of this gestoría (a company has at most one). */
export function GestoriaLinkDialog({
  gestoria,
  isOpen,
  onOpenChange,
}: {
  gestoria: AdminGestoriaDetails;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>Vincular empresa</DialogTitle>
            <DialogDescription>
              Elige la empresa que será cliente de «{gestoria.name}». Si ya tiene otra gestoría, esta la sustituye.
            </DialogDescription>
          </div>
          <GestoriaLinkForm gestoria={gestoria} onDone={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
