import { describe, expect, it } from 'vitest';
import { isPinComplete, isPinRefusal, keypadKeyOf, maskPin, pressKey } from './pin-input';

describe('keypad', () => {
  it('adds digits up to six and ignores the seventh', () => {
    let pin = '';
    for (const key of ['1', '2', '3', '4', '5', '6', '7'] as const) pin = pressKey(pin, key);
    expect(pin).toBe('123456');
  });

  it('backspace drops the last digit, clear drops them all, both are harmless on an empty PIN', () => {
    expect(pressKey('123', 'backspace')).toBe('12');
    expect(pressKey('123', 'clear')).toBe('');
    expect(pressKey('', 'backspace')).toBe('');
  });

  it('a PIN can be sent with 4 to 6 digits only', () => {
    expect(isPinComplete('123')).toBe(false);
    expect(isPinComplete('1234')).toBe(true);
    expect(isPinComplete('123456')).toBe(true);
    expect(isPinComplete('1234567')).toBe(false);
    expect(isPinComplete('12a4')).toBe(false);
  });

  it('reads a physical keyboard', () => {
    expect(keypadKeyOf('7')).toBe('7');
    expect(keypadKeyOf('Backspace')).toBe('backspace');
    expect(keypadKeyOf('Delete')).toBe('clear');
    expect(keypadKeyOf('a')).toBeNull();
    expect(keypadKeyOf('Enter')).toBeNull();
  });

  it('never shows the digits', () => {
    expect(maskPin('1234')).toBe('••••');
    expect(maskPin('')).toBe('');
  });

  it('401 and 429 are about the PIN; other refusals are not', () => {
    expect(isPinRefusal(401)).toBe(true);
    expect(isPinRefusal(429)).toBe(true);
    expect(isPinRefusal(409)).toBe(false);
    expect(isPinRefusal(0)).toBe(false);
  });
});
