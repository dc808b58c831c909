import { describe, expect, it } from 'vitest';
import { summarizeCompanyAction, trialLastDay } from './platform-log-wording';

const line = (action: string, details: Record<string, unknown>, gestorias?: Record<string, string>) =>
  summarizeCompanyAction(action, details, { gestorias }).join(' · ');

describe('trialLastDay', () => {
  it('is the Madrid day before the instant the trial ends', () => {
    // Set to a day: it ends at the next Madrid midnight, winter and summer.
    expect(trialLastDay('2026-12-31T23:00:00.000Z')).toBe('2026-12-31');
    expect(trialLastDay('2026-03-31T22:00:00.000Z')).toBe('2026-03-31');
    // Fourteen days from a sign-up at 23:30 Madrid: still that day.
    expect(trialLastDay('2026-12-10T22:30:00.000Z')).toBe('2026-12-10');
    expect(trialLastDay(null)).toBeNull();
    expect(trialLastDay('pronto')).toBeNull();
  });
});

describe('summarizeCompanyAction', () => {
  it('words what the platform changed in a company', () => {
    expect(line('company.registered', { plan: 'professional', schema_name: 'panaderia' })).toBe(
      'Plan: Profesional · Identificador: panaderia',
    );
    expect(line('company.renamed', { from: 'Panadería', to: 'Panadería Ejemplo S.L.' })).toBe(
      '«Panadería» → «Panadería Ejemplo S.L.»',
    );
    expect(line('company.plan_changed', { from: { id: 1, type: 'free' }, to: { id: 9, type: 'custom' } })).toBe(
      'Plan: Gratis → custom',
    );
    expect(line('company.trial_changed', { from: null, to: '2026-03-31T22:00:00.000Z' })).toBe(
      'Prueba hasta: — → 31/03/2026',
    );
  });

  it('says how the company stood before its subscription was activated', () => {
    expect(line('company.subscription_activated', { from: 'trial', trial_ends_at: '2026-12-31T23:00:00.000Z' })).toBe(
      'Antes: en prueba hasta el 31/12/2026',
    );
    expect(
      line('company.subscription_activated', {
        from: 'expired',
        trial_ends_at: '2026-01-01T23:00:00.000Z',
        subscription_ends_at: '2026-06-30T22:00:00.000Z',
      }),
    ).toBe('Antes: suscripción terminada el 30/06/2026');
  });

  it('names a gestoría only when its name is known', () => {
    expect(line('company.gestoria_unlinked', { gestoria_id: 3 }, { '3': 'Asesoría Norte' })).toBe(
      'Gestoría: Asesoría Norte',
    );
    expect(line('company.gestoria_unlinked', { gestoria_id: 3 })).toBe('');
  });

  it('adds nothing to a suspension nor to an action it does not know', () => {
    expect(line('company.suspended', {})).toBe('');
    expect(line('company.whatever', { secret_key: 'x' })).toBe('');
  });
});
