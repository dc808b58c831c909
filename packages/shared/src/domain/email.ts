import { z } from 'zod';

export const EMAIL_MAX_LENGTH = 254;

/** Emails are compared and stored in lower case: one account per address, whatever the casing. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailSchema = z
  .string({ error: 'El email es requerido' })
  .trim()
  .min(1, 'El email es requerido')
  .max(EMAIL_MAX_LENGTH, `El email no puede superar ${EMAIL_MAX_LENGTH} caracteres`)
  .pipe(z.email({ error: 'Correo electrónico inválido' }));
