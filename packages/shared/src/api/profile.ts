import { z } from 'zod';
import { phoneSchema } from '../domain/phone';
import { roleSchema } from '../roles';

export const PROFILE_NAME_MAX_LENGTH = 120;
export const PROFILE_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  nameTooLong: `El nombre no puede superar ${PROFILE_NAME_MAX_LENGTH} caracteres`,
  nothingToUpdate: 'Indica el nombre o el teléfono',
} as const;

/**
 * GET /api/profile: the logged-in company user's own data for /settings. Email and identification
 * are shown but changed by the company admin (the email is the login; the DNI/NIE is the record's).
 */
export const getProfileResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  phone: z.string().nullable(),
  identification: z.string().nullable(),
  company_name: z.string(),
});
export type Profile = z.infer<typeof getProfileResponse>;

/** PATCH /api/profile: name and/or phone (normalised to +34 when it carries no prefix, SPEC §5). */
export const updateProfileRequest = z
  .object({
    name: z
      .string({ error: PROFILE_MESSAGES.nameRequired })
      .trim()
      .min(1, PROFILE_MESSAGES.nameRequired)
      .max(PROFILE_NAME_MAX_LENGTH, PROFILE_MESSAGES.nameTooLong)
      .optional(),
    phone: phoneSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.phone !== undefined, { message: PROFILE_MESSAGES.nothingToUpdate });
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;
export const updateProfileResponse = getProfileResponse;
