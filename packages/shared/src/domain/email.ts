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

/** Known free mail providers (SPEC §5: an employee's email domain is one of these or contains a dot). */
export const FREE_EMAIL_PROVIDERS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.es',
  'outlook.com',
  'outlook.es',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.es',
  'icloud.com',
  'me.com',
  'aol.com',
  'gmx.com',
  'gmx.es',
  'protonmail.com',
  'proton.me',
  'telefonica.net',
] as const;

/**
 * The address pattern: a local part of the characters RFC 5322 allows unquoted, one @, and a
 * domain of letters, digits and hyphens in dot-separated labels (no empty label).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;

export const EMPLOYEE_EMAIL_MESSAGES = {
  required: 'El email es requerido',
  tooLong: `El email no puede superar ${EMAIL_MAX_LENGTH} caracteres`,
  invalid: 'Correo electrónico inválido',
  domain: 'Dominio de email no válido',
} as const;

/** SPEC §5: a known free provider, or a domain with a dot whose last label has at least 2 letters. */
export function isValidEmailDomain(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if ((FREE_EMAIL_PROVIDERS as readonly string[]).includes(domain)) return true;
  const labels = domain.split('.');
  return labels.length >= 2 && /^[a-z]{2,}$/.test(labels.at(-1) ?? '');
}

/**
 * An employee's email (SPEC §5 "Employee edit" and "Create employee"): required, at most 254
 * characters, the pattern, then the domain rule. `invalidMessage` is the form's own wording of
 * "not an email" ('Email inválido' when creating, 'Correo electrónico inválido' when editing).
 */
export function employeeEmailSchema(invalidMessage: string = EMPLOYEE_EMAIL_MESSAGES.invalid) {
  return z
    .string({ error: EMPLOYEE_EMAIL_MESSAGES.required })
    .trim()
    .min(1, EMPLOYEE_EMAIL_MESSAGES.required)
    .max(EMAIL_MAX_LENGTH, EMPLOYEE_EMAIL_MESSAGES.tooLong)
    .superRefine((value, ctx) => {
      if (value === '' || value.length > EMAIL_MAX_LENGTH) return; // already reported above
      if (!EMAIL_PATTERN.test(value)) ctx.addIssue({ code: 'custom', message: invalidMessage });
      else if (!isValidEmailDomain(value)) ctx.addIssue({ code: 'custom', message: EMPLOYEE_EMAIL_MESSAGES.domain });
    });
}
