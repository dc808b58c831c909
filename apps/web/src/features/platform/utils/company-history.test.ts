import { describe, expect, it } from 'vitest';
import { describeHistoryEntry, historyActorName } from './company-history';

describe('company history', () => {
  it('says who, or Sistema when nobody did it', () => {
    expect(historyActorName({ actor: { id: 1, name: 'Plataforma Jornada', role: 'navegatel' } })).toBe(
      'Plataforma Jornada',
    );
    expect(historyActorName({ actor: null })).toBe('Sistema');
  });

  it('words a plan change with both plans', () => {
    const entry = {
      action: 'company.plan_changed',
      details: { from: { id: 1, type: 'free' }, to: { id: 4, type: 'premium' } },
    };
    expect(describeHistoryEntry(entry)).toEqual({
      title: 'Plan cambiado por la plataforma',
      details: 'Plan: Gratis → Premium',
    });
  });

  it('names the gestoría linked when the page knows it', () => {
    const entry = { action: 'company.gestoria_linked', details: { gestoria_id: 1 } };
    expect(describeHistoryEntry(entry, { gestorias: { '1': 'Asesoría Demo' } }).details).toBe(
      'Gestoría: Asesoría Demo',
    );
    expect(describeHistoryEntry(entry).details).toBe('');
  });

  it('words the creation with its trial and admin', () => {
    const entry = {
      action: 'company.created',
      details: { plan: 'professional', trial_ends_at: '2026-12-11T09:00:00.000Z', admin_email: 'a@b.es' },
    };
    expect(describeHistoryEntry(entry).details).toBe(
      'Plan: Profesional · Prueba hasta el 11/12/2026 · Administrador: a@b.es',
    );
  });

  it('never shows an unknown action’s key', () => {
    expect(describeHistoryEntry({ action: 'company.teleported', details: {} })).toEqual({
      title: 'Cambio en la empresa',
      details: '',
    });
  });
});
