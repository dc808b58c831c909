import { updateProfileRequest } from '@jornada/shared/api/profile';
import { isValidPhone, PHONE_MESSAGES } from '@jornada/shared/domain/phone';
import { z } from 'zod';

const nameSchema = updateProfileRequest.shape.name.unwrap();
const requiredPhone = updateProfileRequest.shape.phone.unwrap();

/**
 * The profile form. The phone is required once there is one (PATCH cannot remove it); someone who
 * never had one may leave it empty and still change their name.
 */
export function profileFormSchema(hasPhone: boolean) {
  const phone = hasPhone
    ? requiredPhone
    : z
        .string()
        .trim()
        .refine((value) => value === '' || isValidPhone(value), PHONE_MESSAGES.invalid)
        .pipe(z.union([z.literal('').transform(() => undefined), requiredPhone]));
  return z.object({ name: nameSchema, phone });
}

export type ProfileFormInput = { name: string; phone: string };
export type ProfileFormOutput = { name: string; phone: string | undefined };
