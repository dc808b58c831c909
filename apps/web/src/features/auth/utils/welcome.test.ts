import { describe, expect, it } from 'vitest';
import { welcomeToast } from './welcome';

describe('welcome toast', () => {
  it('greets by name with words that fit every person', () => {
    expect(welcomeToast('Lucía Fernández')).toEqual({
      title: 'Hola, Lucía Fernández',
      description: 'Te damos la bienvenida a Jornada.',
      variant: 'success',
    });
    for (const name of ['Carlos Ruiz', 'Ana García']) {
      const { title, description } = welcomeToast(name);
      // No 'Bienvenido' / 'Bienvenida' that picks a gender for the person.
      expect(`${title} ${description}`).not.toMatch(/\bBienvenid[oa]s?\b/);
    }
  });

  it('without a name, just the greeting', () => {
    expect(welcomeToast('  ').title).toBe('Hola');
  });
});
