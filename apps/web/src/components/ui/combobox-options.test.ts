import { describe, expect, it } from 'vitest';
import { filterGroups, flatOptions, moveActive } from './combobox-options';

const groups = [
  {
    label: 'Jornada',
    options: [
      { value: 'workshift.start', label: 'Jornada iniciada' },
      { value: 'workshift.break_start', label: 'Pausa iniciada' },
      { value: 'workshift.break_end', label: 'Pausa finalizada' },
    ],
  },
  {
    label: 'Sesión y cuenta',
    options: [
      { value: 'session.login', label: 'Inicio de sesión' },
      { value: 'user.password_changed', label: 'Contraseña cambiada' },
    ],
  },
];

const values = (query: string) => flatOptions(filterGroups(groups, query)).map((option) => option.value);

describe('typing in a grouped combobox', () => {
  it('keeps the options whose label has every word, ignoring case and accents', () => {
    expect(values('pausa')).toEqual(['workshift.break_start', 'workshift.break_end']);
    expect(values('PAUSA  fin')).toEqual(['workshift.break_end']);
    expect(values('sesion')).toEqual(['session.login', 'user.password_changed']);
    expect(values('contrasena')).toEqual(['user.password_changed']);
  });

  it("a group's name finds all of it, and groups left empty are not shown", () => {
    expect(filterGroups(groups, 'cuenta')).toEqual([groups[1]]);
    expect(filterGroups(groups, 'iniciada').map((group) => group.label)).toEqual(['Jornada']);
  });

  it('nothing typed lists everything; nothing matching lists nothing', () => {
    expect(filterGroups(groups, '  ')).toEqual(groups);
    expect(filterGroups(groups, 'webhook')).toEqual([]);
  });
});

describe('the arrow keys', () => {
  const options = flatOptions(groups);

  it('step through the list without wrapping', () => {
    expect(moveActive(options, undefined, 'next')).toBe('workshift.start');
    expect(moveActive(options, undefined, 'previous')).toBe('user.password_changed');
    expect(moveActive(options, 'workshift.break_end', 'next')).toBe('session.login');
    expect(moveActive(options, 'user.password_changed', 'next')).toBe('user.password_changed');
    expect(moveActive(options, 'workshift.start', 'previous')).toBe('workshift.start');
    expect(moveActive(options, 'session.login', 'first')).toBe('workshift.start');
    expect(moveActive(options, 'workshift.start', 'last')).toBe('user.password_changed');
  });

  it('land nowhere in an empty list', () => {
    expect(moveActive([], undefined, 'next')).toBeUndefined();
  });
});
