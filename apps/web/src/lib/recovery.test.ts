import { describe, expect, it } from 'vitest';
import { storageKeysToClear, unregisterMessage } from './recovery';

describe('storageKeysToClear', () => {
  it('clears everything except the theme keys', () => {
    expect(storageKeysToClear(['dark-mode', 'posCompany', 'theme-preference', 'locationHistory'])).toEqual([
      'posCompany',
      'locationHistory',
    ]);
  });
});

describe('unregisterMessage', () => {
  it('tells an unsupported browser apart from none registered', () => {
    expect(unregisterMessage({ isSupported: false })).toBe('Este navegador no admite service workers.');
    expect(unregisterMessage({ isSupported: true, count: 0 })).toBe('No hay ningún service worker registrado.');
  });

  it('says how many were unregistered', () => {
    expect(unregisterMessage({ isSupported: true, count: 1 })).toMatch(/^Se ha desregistrado 1 service worker\./);
    expect(unregisterMessage({ isSupported: true, count: 2 })).toMatch(/^Se han desregistrado 2 service workers\./);
  });
});
