/** A worker's personal kiosk PIN: 4 to 6 digits. */
export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 6;

export const digitKeys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;
export type DigitKey = (typeof digitKeys)[number];
export type KeypadKey = DigitKey | 'backspace' | 'clear';

/** The PIN after a key press: digits are added up to the maximum; backspace drops one, clear all. */
export function pressKey(pin: string, key: KeypadKey): string {
  if (key === 'backspace') return pin.slice(0, -1);
  if (key === 'clear') return '';
  return pin.length >= PIN_MAX_LENGTH ? pin : pin + key;
}

/** Whether the PIN can be sent: 4 to 6 digits and nothing else. */
export function isPinComplete(pin: string): boolean {
  return new RegExp(`^\\d{${PIN_MIN_LENGTH},${PIN_MAX_LENGTH}}$`).test(pin);
}

/** A physical keyboard's key as a keypad key (a tablet with a keyboard, or a desktop), else null. */
export function keypadKeyOf(key: string): KeypadKey | null {
  if (/^\d$/.test(key)) return key as DigitKey;
  if (key === 'Backspace') return 'backspace';
  if (key === 'Delete') return 'clear';
  return null;
}

/** One dot per digit typed: the PIN itself is never shown. */
export function maskPin(pin: string): string {
  return '•'.repeat(pin.length);
}

/** Whether a refused clock call is about the personal PIN (the keypad stays open and shows it). */
export function isPinRefusal(status: number): boolean {
  return status === 401 || status === 429;
}
