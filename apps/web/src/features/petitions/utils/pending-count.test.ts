import type { PetitionRecord } from '@jornada/shared/api/petitions';
import { describe, expect, it } from 'vitest';
import { countPendingForUser, isPending } from './pending-count';

const ME = 5;

function record(overrides: Partial<PetitionRecord> = {}): PetitionRecord {
  return {
    id: 1,
    table_name: 'vacations',
    status: 'pending',
    assigned_to: [ME],
    requester_id: 9,
    requester_name: 'Lucía',
    employee_id: 9,
    employee_name: 'Lucía',
    summary: 'Vacaciones',
    created_at: '2025-07-24T06:00:00.000Z',
    ...overrides,
  };
}

describe('isPending (SPEC §4.6)', () => {
  it("counts only 'pending'", () => {
    expect(isPending('pending')).toBe(true);
    for (const status of ['approved', 'rejected', 'cancelled', 'Pending', '']) expect(isPending(status)).toBe(false);
  });
});

describe('countPendingForUser (SPEC §6)', () => {
  it('counts pending tickets, vacations and corrections assigned to me', () => {
    const records = [
      record({ id: 1, table_name: 'tickets' }),
      record({ id: 2, table_name: 'vacations' }),
      record({ id: 3, table_name: 'wscorrections', assigned_to: [3, ME] }),
    ];
    expect(countPendingForUser(records, ME)).toBe(3);
  });

  it('leaves out decided or cancelled ones, other people’s and my own requests', () => {
    const records = [
      record({ id: 1, status: 'approved' }),
      record({ id: 2, status: 'rejected' }),
      record({ id: 3, status: 'cancelled' }),
      record({ id: 4, assigned_to: [3] }),
      record({ id: 5, requester_id: ME }),
      record({ id: 6, table_name: 'otra' as PetitionRecord['table_name'] }),
      record({ id: 7 }),
    ];
    expect(countPendingForUser(records, ME)).toBe(1);
  });

  it('is zero for an empty inbox', () => {
    expect(countPendingForUser([], ME)).toBe(0);
  });
});
