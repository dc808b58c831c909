import { describe, expect, it } from 'vitest';
import { companyLinkState, countText, formatGestoriaDay, gestoriaUserStatus, replaceWarning } from './gestoria-format';

describe('formatGestoriaDay', () => {
  it('shows the Madrid day, dd/MM/yyyy', () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    expect(formatGestoriaDay('2025-12-31T23:30:00Z')).toBe('01/01/2026');
    expect(formatGestoriaDay('2025-07-24T10:00:00Z')).toBe('24/07/2025');
  });

  it('shows a dash for a missing or unreadable instant', () => {
    expect(formatGestoriaDay(null)).toBe('—');
    expect(formatGestoriaDay('ayer')).toBe('—');
  });
});

describe('countText', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(countText(1, 'empresa', 'empresas')).toBe('1 empresa');
    expect(countText(0, 'empresa', 'empresas')).toBe('0 empresas');
    expect(countText(1200, 'usuario', 'usuarios')).toBe('1200 usuarios');
  });
});

describe('gestoriaUserStatus', () => {
  it('says Activo for an active, activated user', () => {
    expect(gestoriaUserStatus({ active: true, activated: true })).toEqual([{ label: 'Activo', tone: 'success' }]);
  });

  it('adds Pendiente de activar until the user chose a password', () => {
    expect(gestoriaUserStatus({ active: true, activated: false }).map((pill) => pill.label)).toEqual([
      'Activo',
      'Pendiente de activar',
    ]);
  });

  it('says Inactivo for a deactivated user', () => {
    expect(gestoriaUserStatus({ active: false, activated: true }).map((pill) => pill.label)).toEqual(['Inactivo']);
  });
});

describe('companyLinkState', () => {
  it('tells a free company, one already linked here and one advised by another gestoría', () => {
    expect(companyLinkState({ gestoria: null }, 1)).toEqual({ kind: 'free' });
    expect(companyLinkState({ gestoria: { id: 1, name: 'Asesoría Demo' } }, 1)).toEqual({ kind: 'linked' });
    expect(companyLinkState({ gestoria: { id: 2, name: 'Otra' } }, 1)).toEqual({
      kind: 'replaces',
      gestoriaName: 'Otra',
    });
  });

  it('warns that the other gestoría loses access', () => {
    expect(replaceWarning('Panadería', 'Otra', 'Asesoría Demo')).toContain('«Otra» dejará de tener acceso');
  });
});
