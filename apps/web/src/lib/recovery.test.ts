import { describe, expect, it } from 'vitest';
import { storageKeysToClear } from './recovery';

describe('storageKeysToClear', () => {
  it('clears everything except the theme keys', () => {
    expect(storageKeysToClear(['dark-mode', 'posCompany', 'theme-preference', 'locationHistory'])).toEqual([
      'posCompany',
      'locationHistory',
    ]);
  });
});
