import { setKioskPinRequest } from '@jornada/shared/api/pos-terminals';
import { z } from 'zod';

export const PINS_DO_NOT_MATCH = 'Los PIN no coinciden';
export const CONFIRM_PIN_REQUIRED = 'Repite el PIN';

/** The personal kiosk PIN typed twice; the PIN itself follows the shared request's rule (4–6 digits). */
export const kioskPinFormSchema = setKioskPinRequest
  .extend({ confirm_pin: z.string().min(1, CONFIRM_PIN_REQUIRED) })
  .refine((values) => values.confirm_pin === '' || values.pin === values.confirm_pin, {
    message: PINS_DO_NOT_MATCH,
    path: ['confirm_pin'],
  });

export type KioskPinFormValues = z.infer<typeof kioskPinFormSchema>;

/** What a PIN field keeps of what is typed or pasted: digits only, at most six. */
export function pinDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}
