import { describe, expect, it } from 'vitest';
import { createdText, lastUsedText, scopesSummary, shownPrefix } from './api-key-text';

describe('api key texts', () => {
  it('names the scopes in Spanish, in the order given', () => {
    expect(scopesSummary(['register:read', 'clock:write'])).toBe(
      'Leer el registro de jornada · Fichar por un empleado',
    );
    expect(scopesSummary(['employees:read'])).toBe('Leer los empleados');
  });

  it('says when a key was last used, in Madrid time, or that it never was', () => {
    expect(lastUsedText({ last_used_at: null })).toBe('Sin usar todavía');
    // 08:30 UTC in winter is 09:30 in Madrid; in summer, 10:30.
    expect(lastUsedText({ last_used_at: '2026-01-15T08:30:00.000Z' })).toBe('Último uso: 15/01/2026 09:30');
    expect(lastUsedText({ last_used_at: '2026-07-15T08:30:00.000Z' })).toBe('Último uso: 15/07/2026 10:30');
  });

  it('who created it and when; an account removed since is left out', () => {
    expect(createdText({ created_at: '2026-03-05T09:15:00.000Z', created_by: { id: 1, name: 'Ana García' } })).toBe(
      'Creada el 05/03/2026 10:15 por Ana García',
    );
    expect(createdText({ created_at: '2026-03-05T09:15:00.000Z', created_by: null })).toBe(
      'Creada el 05/03/2026 10:15',
    );
  });

  it('shows only the first characters of a key', () => {
    expect(shownPrefix({ prefix: 'jk_live_Ab3d' })).toBe('jk_live_Ab3d…');
  });
});
