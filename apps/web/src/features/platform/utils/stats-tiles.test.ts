import type { AdminStats } from '@jornada/shared/api/admin';
import { describe, expect, it } from 'vitest';
import { activityTiles, companyStateTiles } from './stats-tiles';

const stats: AdminStats = {
  companies: { total: 7, trial: 2, active: 4, expired: 1, suspended: 0 },
  trials_ending_in_7_days: 1,
  active_users: 40,
  clock_events_today: 12,
  open_contact_requests: 0,
};

describe('dashboard tiles', () => {
  it('links each company state to the list filtered by it', () => {
    expect(companyStateTiles(stats).map((tile) => [tile.label, tile.value, tile.to])).toEqual([
      ['Total', 7, '/companies'],
      ['En prueba', 2, '/companies?state=trial'],
      ['Activas', 4, '/companies?state=active'],
      ['Caducadas', 1, '/companies?state=expired'],
      ['Suspendidas', 0, '/companies?state=suspended'],
    ]);
  });

  it('colours a state only when some company is in it', () => {
    const tones = Object.fromEntries(companyStateTiles(stats).map((tile) => [tile.id, tile.tone]));
    expect(tones.expired).toBe('warning');
    expect(tones.suspended).toBe('neutral');
  });

  it('links the open requests to the list of open ones and marks trials about to end', () => {
    const tiles = Object.fromEntries(activityTiles(stats).map((tile) => [tile.id, tile]));
    expect(tiles['contact-requests']).toMatchObject({
      label: 'Solicitudes abiertas',
      value: 0,
      to: '/contact-requests?status=open',
      tone: 'neutral',
    });
    expect(tiles['trials-ending']).toMatchObject({
      value: 1,
      tone: 'warning',
      to: '/companies?trial_ends_within_days=7',
    });
    expect(tiles['active-users']?.to).toBeUndefined();
  });
});
