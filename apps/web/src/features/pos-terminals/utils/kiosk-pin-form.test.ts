import { describe, expect, it } from 'vitest';
import { CONFIRM_PIN_REQUIRED, kioskPinFormSchema, PINS_DO_NOT_MATCH, pinDigits } from './kiosk-pin-form';

const messages = (pin: string, confirm_pin: string) =>
  kioskPinFormSchema.safeParse({ pin, confirm_pin }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('kioskPinFormSchema', () => {
  it('takes 4 to 6 digits typed twice', () => {
    expect(messages('1234', '1234')).toEqual([]);
    expect(messages('123456', '123456')).toEqual([]);
  });

  it('refuses anything but 4–6 digits with the shared Spanish message', () => {
    const invalid = 'El PIN personal debe tener entre 4 y 6 cifras';
    for (const pin of ['', '123', '1234567', '12a4', ' 1234']) {
      expect(messages(pin, pin)[0], pin).toEqual(['pin', invalid]);
    }
  });

  it('asks for the confirmation, and for it to match', () => {
    expect(messages('1234', '')).toEqual([['confirm_pin', CONFIRM_PIN_REQUIRED]]);
    expect(messages('1234', '1243')).toEqual([['confirm_pin', PINS_DO_NOT_MATCH]]);
  });
});

describe('pinDigits', () => {
  it('keeps up to six digits of what is typed or pasted', () => {
    expect(pinDigits('12 34')).toBe('1234');
    expect(pinDigits('1234567')).toBe('123456');
    expect(pinDigits('abc')).toBe('');
  });
});
