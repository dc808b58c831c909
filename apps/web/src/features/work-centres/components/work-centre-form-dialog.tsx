import {
  type CreateWorkCentreRequest,
  createWorkCentreRequest,
  WORK_CENTRE_ADDRESS_MAX_LENGTH,
  WORK_CENTRE_NAME_MAX_LENGTH,
  type WorkCentre,
} from '@jornada/shared/api/work-centres';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useCreateWorkCentre } from '../api/create-work-centre';
import { useUpdateWorkCentre } from '../api/update-work-centre';
import { toFormValues, updateBody } from '../utils/work-centre-values';

type FormInput = z.input<typeof createWorkCentreRequest>;
const fieldNames = ['name', 'address', 'latitude', 'longitude', 'radius_meters'] as const;

function WorkCentreForm({ centre, onDone }: { centre: WorkCentre | null; onDone: () => void }) {
  const form = useForm<FormInput, unknown, CreateWorkCentreRequest>({
    resolver: zodResolver(createWorkCentreRequest),
    defaultValues: toFormValues(centre),
  });
  const create = useCreateWorkCentre();
  const update = useUpdateWorkCentre();
  const [makeDefault, setMakeDefault] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors } = form.formState;
  const isPending = create.isPending || update.isPending;
  const handlers = {
    onSuccess: (saved: WorkCentre) => {
      toast({
        title: centre ? 'Centro actualizado' : 'Centro creado',
        description: `«${saved.name}»`,
        variant: 'success',
      });
      onDone();
    },
    onError: (error: unknown) => {
      if (applyServerErrors(error, form.setError, fieldNames)) return;
      if (!isNetworkError(error)) setFormError(errorMessage(error));
    },
  };
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    if (centre) update.mutate({ id: centre.id, ...updateBody(values, makeDefault) }, handlers);
    else create.mutate(values, handlers);
  });
  const text = (name: (typeof fieldNames)[number]) => form.register(name);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {formError && <Alert variant="error">{formError}</Alert>}
      <InputField
        id="centre-name"
        label="Nombre"
        placeholder="Tienda Centro"
        autoComplete="off"
        maxLength={WORK_CENTRE_NAME_MAX_LENGTH}
        error={errors.name?.message}
        {...text('name')}
      />
      <InputField
        id="centre-address"
        label="Dirección"
        autoComplete="street-address"
        maxLength={WORK_CENTRE_ADDRESS_MAX_LENGTH}
        error={errors.address?.message}
        {...text('address')}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <InputField
          id="centre-latitude"
          label="Latitud"
          inputMode="decimal"
          placeholder="40,4168"
          error={errors.latitude?.message}
          {...text('latitude')}
        />
        <InputField
          id="centre-longitude"
          label="Longitud"
          inputMode="decimal"
          placeholder="-3,7038"
          error={errors.longitude?.message}
          {...text('longitude')}
        />
        <InputField
          id="centre-radius"
          label="Radio (m)"
          inputMode="numeric"
          placeholder="150"
          error={errors.radius_meters?.message}
          {...text('radius_meters')}
        />
      </div>
      <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">
        Opcional. Las coordenadas y el radio (10–10.000 m) delimitan el centro.
      </p>
      {centre && !centre.is_default && (
        <div className="flex items-start gap-2">
          <Checkbox
            id="centre-default"
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.target.checked)}
          />
          <label htmlFor="centre-default" className="text-sm text-slate-800 dark:text-slate-200">
            Hacerlo el centro principal (los empleados nuevos se asignan a él)
          </label>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button type="submit" isLoading={isPending}>
          {isPending ? 'Guardando...' : centre ? 'Guardar cambios' : 'Crear centro'}
        </Button>
      </div>
    </form>
  );
}

/** Create a work centre (centre = null) or edit one: name, address, optional coordinates and radius. */
export function WorkCentreFormDialog({
  centre,
  isOpen,
  onOpenChange,
}: {
  centre: WorkCentre | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>{centre ? 'Editar centro de trabajo' : 'Nuevo centro de trabajo'}</DialogTitle>
            <DialogDescription>
              {centre
                ? 'Los cambios se aplican a los fichajes que se hagan a partir de ahora.'
                : 'Un local, un obrador o un almacén donde trabaja parte de tu plantilla.'}
            </DialogDescription>
          </div>
          {/* Keyed so every opening starts from the centre's current values. */}
          <WorkCentreForm key={centre?.id ?? 'new'} centre={centre} onDone={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
