import { z } from 'zod';

export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 15;
/** SPEC §5: a number typed without an international prefix is Spanish. */
export const DEFAULT_PHONE_PREFIX = '+34';

export const PHONE_MESSAGES = {
  required: 'El teléfono es requerido',
  invalid: `El teléfono debe tener entre ${PHONE_MIN_DIGITS} y ${PHONE_MAX_DIGITS} dígitos y puede empezar por +`,
} as const;

/**
 * Separators people type and that carry no meaning: spaces, hyphens, dots and parentheses
 * ("600 12 34 56", "(91) 123.45.67"). They are removed before counting the digits.
 */
const SEPARATORS = /[\s\-.()]/g;
const SHAPE = /^\+?\d+$/;

/**
 * The number as stored: `+` and its digits, separators removed; null when what remains is not an
 * optional `+` and 9–15 digits. Without a prefix it is Spanish (+34), except that
 * - 00 is the international access code dialled from Spain: 0033… is +33…;
 * - 11 digits starting with 34 already carry Spain's code (34 600 000 001 is +34 600 000 001).
 */
export function normalizePhone(raw: string): string | null {
  let compact = raw.trim().replace(SEPARATORS, '');
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;
  if (!SHAPE.test(compact)) return null;
  const digits = compact.replace('+', '');
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return null;
  if (compact.startsWith('+')) return compact;
  if (digits.length === 11 && digits.startsWith('34')) return `+${digits}`;
  return `${DEFAULT_PHONE_PREFIX}${digits}`;
}

export function isValidPhone(raw: string): boolean {
  return normalizePhone(raw) !== null;
}

const checkedPhone = z
  .string()
  .refine(isValidPhone, PHONE_MESSAGES.invalid)
  .overwrite((value) => normalizePhone(value) ?? value);

/** Required (employee edit, profile): the parsed value is normalised (+34 when no prefix was typed). */
export const phoneSchema = z
  .string({ error: PHONE_MESSAGES.required })
  .trim()
  .min(1, PHONE_MESSAGES.required)
  .pipe(checkedPhone);

/** Optional (new employee, SPEC §5): an empty field, null or no field at all is no phone (null). */
export const optionalPhoneSchema = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim()))
  .pipe(z.union([z.null(), checkedPhone]));
