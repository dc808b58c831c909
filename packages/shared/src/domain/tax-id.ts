import { z } from 'zod';

/**
 * A company's tax id as Spain issues them, by shape:
 * - CIF of a legal entity: organisation letter, 7 digits, control digit or letter (B12345674);
 * - NIF of a self-employed person (autónomo): DNI, 8 digits and a letter (12345678Z);
 * - NIE of a foreign self-employed person: X, Y or Z, 7 digits and a letter (X1234567L).
 * The control character is not recomputed: a tax id copied from an official document may be one
 * the checksum rules of another era do not cover, and the tax agency is the authority, not us.
 */
const CIF = /^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/;
const DNI = /^\d{8}[A-Z]$/;
const NIE = /^[XYZ]\d{7}[A-Z]$/;

export const TAX_ID_MESSAGES = {
  required: 'El CIF/NIF es requerido',
  invalid: 'El CIF/NIF no es válido (p. ej. B12345674, 12345678Z o X1234567L)',
} as const;

/** Upper case, without the spaces, dots and dashes people type in it. */
export function normalizeTaxId(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, '');
}

export function isValidCompanyTaxId(value: string): boolean {
  const id = normalizeTaxId(value);
  return CIF.test(id) || DNI.test(id) || NIE.test(id);
}

/** The parsed value is the normalised tax id. */
export const companyTaxIdSchema = z
  .string({ error: TAX_ID_MESSAGES.required })
  .trim()
  .min(1, TAX_ID_MESSAGES.required)
  .refine(isValidCompanyTaxId, TAX_ID_MESSAGES.invalid)
  .transform(normalizeTaxId);
