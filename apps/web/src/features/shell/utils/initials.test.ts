import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('María López García')).toBe('ML');
    expect(initialsOf('  gestoría   norte ')).toBe('GN');
    expect(initialsOf('Ana')).toBe('A');
    expect(initialsOf('álvaro ñúñez')).toBe('ÁÑ');
  });

  it('falls back to ? for an empty name', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});
