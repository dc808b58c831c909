import { z } from 'zod';
import { controlLetterOf } from './identification';

/**
 * A company's tax id as Spain issues them, with its control character checked (one rule for the
 * sign-up, the company's settings and the platform console):
 * - CIF of a legal entity: organisation letter, 7 digits, control digit or letter (B12345674);
 * - NIF of a self-employed person (autónomo): DNI, 8 digits and a letter (12345678Z);
 * - NIE of a foreign self-employed person: X, Y or Z, 7 digits and a letter (X1234567L).
 * A mistyped CIF would stand on every register and export the company hands the Labour Inspectorate.
 */
const CIF = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;
const DNI = /^(\d{8})([A-Z])$/;
const NIE = /^([XYZ])(\d{7})([A-Z])$/;

/** The CIF's control as a letter, in the order of its digit 0–9. */
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
/** Organisations whose CIF ends in a letter (public bodies, non-resident entities…) or in a digit. */
const CIF_LETTER_CONTROL = new Set('NPQRSW');
const CIF_DIGIT_CONTROL = new Set('ABEH');

export const TAX_ID_MESSAGES = {
  required: 'El CIF/NIF es requerido',
  invalid: 'El CIF/NIF no es válido (p. ej. B12345674, 12345678Z o X1234567L)',
  control: 'El CIF/NIF no es válido: revisa el último carácter, el de control',
} as const;

/** Upper case, without the spaces, dots and dashes people type in it. */
export function normalizeTaxId(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, '');
}

/** The control digit of a CIF's 7 digits: odd places doubled (digits summed), even ones as they are. */
export function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const n = Number(digits[i]);
    sum += i % 2 === 0 ? Math.floor((2 * n) / 10) + ((2 * n) % 10) : n;
  }
  return (10 - (sum % 10)) % 10;
}

function isCifControlRight(kind: string, digits: string, control: string): boolean {
  const digit = cifControlDigit(digits);
  const isDigitRight = control === String(digit);
  const isLetterRight = control === CIF_CONTROL_LETTERS[digit];
  if (CIF_LETTER_CONTROL.has(kind)) return isLetterRight;
  if (CIF_DIGIT_CONTROL.has(kind)) return isDigitRight;
  return isDigitRight || isLetterRight;
}

/** Why a tax id (as typed) is refused, or null when it is a CIF, DNI or NIE with the right control character. */
export function taxIdProblem(value: string): string | null {
  const id = normalizeTaxId(value);
  if (id === '') return TAX_ID_MESSAGES.required;
  const cif = CIF.exec(id);
  if (cif) {
    const [, kind, digits, control] = cif as unknown as [string, string, string, string];
    return isCifControlRight(kind, digits, control) ? null : TAX_ID_MESSAGES.control;
  }
  const dni = DNI.exec(id);
  if (dni) return controlLetterOf(dni[1] as string) === dni[2] ? null : TAX_ID_MESSAGES.control;
  const nie = NIE.exec(id);
  if (nie) {
    const number = `${'XYZ'.indexOf(nie[1] as string)}${nie[2]}`;
    return controlLetterOf(number) === nie[3] ? null : TAX_ID_MESSAGES.control;
  }
  return TAX_ID_MESSAGES.invalid;
}

export function isValidCompanyTaxId(value: string): boolean {
  return taxIdProblem(value) === null;
}

/** The parsed value is the normalised tax id. */
export const companyTaxIdSchema = z
  .string({ error: TAX_ID_MESSAGES.required })
  .trim()
  .min(1, TAX_ID_MESSAGES.required)
  .superRefine((value, ctx) => {
    const problem = taxIdProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeTaxId);
