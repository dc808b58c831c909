import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { notifyApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useSetKioskPin } from '../api/set-kiosk-pin';
import { type KioskPinFormValues, kioskPinFormSchema } from '../utils/kiosk-pin-form';
import { PinField } from './pin-field';

/** The worker's personal kiosk PIN, typed twice: PUT /api/profile/kiosk-pin. */
export function KioskPinForm({ hasPin }: { hasPin: boolean }) {
  const form = useForm<KioskPinFormValues>({
    resolver: zodResolver(kioskPinFormSchema),
    defaultValues: { pin: '', confirm_pin: '' },
  });
  const setPin = useSetKioskPin();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ pin }) => {
    setPin.mutate(
      { pin },
      {
        onSuccess: (result) => {
          form.reset();
          toast({
            title: result.message,
            description: 'Úsalo al fichar en los terminales de tu empresa que lo piden.',
            variant: 'success',
          });
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError, ['pin'])) return;
          notifyApiError('No se pudo guardar el PIN personal', error);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="PIN personal" className="flex max-w-sm flex-col gap-4">
      <PinField
        id="kiosk-pin"
        label={hasPin ? 'Nuevo PIN' : 'PIN'}
        hint="De 4 a 6 cifras. Evita fechas u otros números fáciles de adivinar."
        error={errors.pin?.message}
        {...form.register('pin')}
      />
      <PinField
        id="kiosk-pin-confirm"
        label="Repite el PIN"
        error={errors.confirm_pin?.message}
        {...form.register('confirm_pin')}
      />
      <Button type="submit" className="self-start" isLoading={setPin.isPending}>
        {setPin.isPending ? 'Guardando...' : hasPin ? 'Cambiar PIN' : 'Guardar PIN'}
      </Button>
    </form>
  );
}
