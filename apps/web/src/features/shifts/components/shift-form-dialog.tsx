import {
  type CreateShiftRequest,
  createShiftRequest,
  crossesMidnight,
  DEFAULT_SHIFT_WEEKDAYS,
  isoWeekdays,
  SHIFT_NAME_MAX_LENGTH,
  type Shift,
} from '@jornada/shared/api/shifts';
import { Moon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TimeField } from '../../../components/ui/date-time-fields';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { applyServerErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useCreateShift } from '../api/create-shift';
import { useUpdateShift } from '../api/update-shift';
import { weekdayMarks } from '../utils/format-shift';

type FormInput = z.input<typeof createShiftRequest>;
const fieldNames = ['name', 'startTime', 'endTime', 'weekdays'] as const;

const WORKWEEK = [1, 2, 3, 4, 5];
const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().every((day, i) => day === [...b].sort()[i]);

function WeekdayToggles({
  value,
  onChange,
  error,
}: {
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string;
}) {
  const toggle = (day: number) =>
    onChange(value.includes(day) ? value.filter((d) => d !== day) : [...value, day].sort((a, b) => a - b));
  const preset = (days: readonly number[], label: string) => (
    <button
      type="button"
      onClick={() => onChange([...days])}
      aria-pressed={sameDays(value, days)}
      className="cursor-pointer rounded text-xs font-medium text-teal-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600 aria-pressed:text-slate-500 aria-pressed:no-underline dark:text-teal-400 dark:aria-pressed:text-slate-400"
    >
      {label}
    </button>
  );
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span id="shift-weekdays-label" className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Días de la semana
        </span>
        <span className="flex gap-3">
          {preset(WORKWEEK, 'Lunes a viernes')}
          {preset(isoWeekdays, 'Todos')}
        </span>
      </div>
      <fieldset
        aria-labelledby="shift-weekdays-label"
        aria-describedby={error ? 'shift-weekdays-error' : undefined}
        className="grid grid-cols-7 gap-1.5"
      >
        {weekdayMarks(value).map((mark) => (
          <button
            key={mark.day}
            type="button"
            aria-pressed={mark.isActive}
            aria-label={mark.label}
            title={mark.label}
            onClick={() => toggle(mark.day)}
            className={cn(
              'flex h-10 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600',
              mark.isActive
                ? 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800 dark:border-teal-500 dark:bg-teal-500 dark:text-slate-950 dark:hover:bg-teal-400'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            {mark.short}
          </button>
        ))}
      </fieldset>
      {error && (
        <p id="shift-weekdays-error" role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

function ShiftForm({ shift, onDone }: { shift: Shift | null; onDone: () => void }) {
  const isEdit = shift !== null;
  const form = useForm<FormInput, unknown, CreateShiftRequest>({
    resolver: zodResolver(createShiftRequest),
    defaultValues: shift
      ? { name: shift.name, startTime: shift.startTime, endTime: shift.endTime, weekdays: [...shift.weekdays] }
      : { name: '', startTime: '', endTime: '', weekdays: [...DEFAULT_SHIFT_WEEKDAYS] },
  });
  const create = useCreateShift();
  const update = useUpdateShift();
  const [formError, setFormError] = useState<string | null>(null);
  const { errors } = form.formState;
  const [startTime, endTime] = useWatch({ control: form.control, name: ['startTime', 'endTime'] });
  const isNight = Boolean(startTime && endTime) && crossesMidnight(startTime, endTime);
  const isPending = create.isPending || update.isPending;

  const onError = (error: unknown) => {
    if (applyServerErrors(error, form.setError, fieldNames)) return;
    // A lost connection already showed its own toast.
    if (!isNetworkError(error)) setFormError(errorMessage(error));
  };

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    if (shift) {
      update.mutate(
        { id: shift.id, ...values },
        {
          onSuccess: (saved) => {
            toast({ title: 'Turno actualizado', description: `Se ha guardado «${saved.name}».`, variant: 'success' });
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: (saved) => {
          toast({
            title: 'Turno creado',
            description: `«${saved.name}» ya se puede asignar a tus empleados.`,
            variant: 'success',
          });
          onDone();
        },
        onError,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {formError && <Alert variant="error">{formError}</Alert>}
      <InputField
        id="shift-name"
        label="Nombre"
        placeholder="Mañana"
        autoComplete="off"
        maxLength={SHIFT_NAME_MAX_LENGTH}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="grid grid-cols-2 gap-3">
        <Controller
          control={form.control}
          name="startTime"
          render={({ field }) => (
            <TimeField id="shift-start" label="Hora de entrada" error={errors.startTime?.message} {...field} />
          )}
        />
        <Controller
          control={form.control}
          name="endTime"
          render={({ field }) => (
            <TimeField id="shift-end" label="Hora de salida" error={errors.endTime?.message} {...field} />
          )}
        />
      </div>
      {isNight && !errors.endTime && (
        <p className="-mt-1 flex items-center gap-1.5 text-sm text-indigo-700 dark:text-indigo-300">
          <Moon aria-hidden="true" className="size-4 shrink-0" />
          Turno de noche: termina al día siguiente.
        </p>
      )}
      <Controller
        control={form.control}
        name="weekdays"
        render={({ field, fieldState }) => (
          <WeekdayToggles
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message ?? fieldState.error?.root?.message}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button type="submit" isLoading={isPending}>
          {isPending ? 'Guardando...' : isEdit ? 'Guardar cambios' : 'Crear turno'}
        </Button>
      </div>
    </form>
  );
}

/** Create a shift (shift = null) or edit one: name, entry and exit time, working days. */
export function ShiftFormDialog({
  shift,
  isOpen,
  onOpenChange,
}: {
  shift: Shift | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>{shift ? 'Editar turno' : 'Nuevo turno'}</DialogTitle>
            <DialogDescription>
              {shift
                ? 'Los cambios se aplican a todos los empleados que tienen este turno.'
                : 'Si la hora de salida es anterior a la de entrada, el turno termina al día siguiente.'}
            </DialogDescription>
          </div>
          {/* Keyed so every opening starts from the shift's current values. */}
          <ShiftForm key={shift?.id ?? 'new'} shift={shift} onDone={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
