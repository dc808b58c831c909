import { describe, expect, it } from 'vitest';
import { formatPinForReading, posLoginUrl, setupSteps } from './setup-sheet';

describe('setup sheet', () => {
  it('points to the POS login of this site', () => {
    expect(posLoginUrl('https://jornada.example')).toBe('https://jornada.example/login?mode=pos');
    expect(posLoginUrl('http://localhost:3000/')).toBe('http://localhost:3000/login?mode=pos');
  });

  it('groups a PIN in threes', () => {
    expect(formatPinForReading('123456')).toBe('123 456');
    expect(formatPinForReading('1234')).toBe('123 4');
  });

  it('gives the steps with the id and the URL, and the personal PIN only when required', () => {
    const url = 'https://jornada.example/login?mode=pos';
    const withPin = setupSteps({ id_acceso: 'POS-7KQ2', require_employee_pin: true }, url);
    expect(withPin).toContain(`Entra en ${url}`);
    expect(withPin.join('\n')).toContain('POS-7KQ2');
    expect(withPin.join('\n')).toContain('PIN personal');
    const withoutPin = setupSteps({ id_acceso: 'POS-7KQ2', require_employee_pin: false }, url);
    expect(withoutPin.join('\n')).not.toContain('PIN personal');
  });
});
