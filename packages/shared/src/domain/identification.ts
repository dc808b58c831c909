import { z } from 'zod';

/** SPEC §9: identification at most 20 characters (as typed, before whitespace is removed). */
export const IDENTIFICATION_MAX_LENGTH = 20;

/** The DNI/NIE control letter is this table indexed by the number modulo 23. */
export const DNI_CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export const IDENTIFICATION_MESSAGES = {
  required: 'La identificación es requerida',
  tooLong: `La identificación no puede superar ${IDENTIFICATION_MAX_LENGTH} caracteres`,
  shape:
    'Identificación no válida: escribe un DNI (8 números y letra), un NIE (X, Y o Z, 7 números y letra) o un pasaporte (letra y 8 números)',
  controlLetter: 'La letra del DNI/NIE no es correcta',
} as const;

export type IdentificationKind = 'dni' | 'nie' | 'passport';

export type IdentificationCheck =
  | { isValid: true; kind: IdentificationKind; value: string }
  | { isValid: false; message: string };

/** SPEC §5: whitespace removed and case ignored; stored in upper case. */
export function normalizeIdentification(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The control letter of an 8-digit number (a DNI, or a NIE once its X/Y/Z is replaced by 0/1/2). */
export function controlLetterOf(digits: string): string {
  return DNI_CONTROL_LETTERS.charAt(Number(digits) % 23);
}

const DNI = /^(\d{8})([A-Z])$/;
const NIE = /^([XYZ])(\d{7})([A-Z])$/;
const PASSPORT = /^[A-Z]\d{8}$/;

/** What an identification is, or why it is not one. Accepts the value as typed. */
export function checkIdentification(raw: string): IdentificationCheck {
  const trimmed = raw.trim();
  if (trimmed === '') return { isValid: false, message: IDENTIFICATION_MESSAGES.required };
  if (trimmed.length > IDENTIFICATION_MAX_LENGTH) return { isValid: false, message: IDENTIFICATION_MESSAGES.tooLong };
  const value = normalizeIdentification(trimmed);

  const dni = DNI.exec(value);
  if (dni) {
    return controlLetterOf(dni[1] as string) === dni[2]
      ? { isValid: true, kind: 'dni', value }
      : { isValid: false, message: IDENTIFICATION_MESSAGES.controlLetter };
  }
  const nie = NIE.exec(value);
  if (nie) {
    const prefix = String('XYZ'.indexOf(nie[1] as string));
    return controlLetterOf(`${prefix}${nie[2]}`) === nie[3]
      ? { isValid: true, kind: 'nie', value }
      : { isValid: false, message: IDENTIFICATION_MESSAGES.controlLetter };
  }
  if (PASSPORT.test(value)) return { isValid: true, kind: 'passport', value };
  return { isValid: false, message: IDENTIFICATION_MESSAGES.shape };
}

/**
 * A required DNI, NIE or passport. The parsed value is normalised (no whitespace, upper case), so
 * a react-hook-form resolver and the server store the same string.
 */
export const identificationSchema = z
  .string({ error: IDENTIFICATION_MESSAGES.required })
  .trim()
  .min(1, IDENTIFICATION_MESSAGES.required)
  .max(IDENTIFICATION_MAX_LENGTH, IDENTIFICATION_MESSAGES.tooLong)
  .superRefine((value, ctx) => {
    if (value === '' || value.length > IDENTIFICATION_MAX_LENGTH) return; // already reported above
    const check = checkIdentification(value);
    if (!check.isValid) ctx.addIssue({ code: 'custom', message: check.message });
  })
  .overwrite(normalizeIdentification);
