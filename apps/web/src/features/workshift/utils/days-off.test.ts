import { describe, expect, it } from 'vitest';
import { approvedDayOffOn, type DayOff, groupDaysOff, notExpectedDays } from './days-off';

const day = (date: string, requestId: number, overrides: Partial<DayOff> = {}): DayOff => ({
  date,
  requestId,
  label: 'Vacaciones',
  isApproved: true,
  isWorkingDay: true,
  ...overrides,
});

describe('groupDaysOff', () => {
  it('makes one range per request with its working days, by date', () => {
    const days = [
      day('2025-07-28', 4, { label: 'Permiso', isApproved: false }),
      day('2025-07-21', 3),
      day('2025-07-26', 3, { isWorkingDay: false }),
      day('2025-07-25', 3),
      day('2025-07-22', 3),
    ];
    expect(groupDaysOff(days)).toEqual([
      { requestId: 3, label: 'Vacaciones', isApproved: true, from: '2025-07-21', to: '2025-07-26', workingDays: 3 },
      { requestId: 4, label: 'Permiso', isApproved: false, from: '2025-07-28', to: '2025-07-28', workingDays: 1 },
    ]);
    expect(groupDaysOff([])).toEqual([]);
  });

  it('finds an approved day off on a date', () => {
    const days = [day('2025-07-21', 3), day('2025-07-22', 4, { isApproved: false, label: 'Permiso' })];
    expect(approvedDayOffOn(days, '2025-07-21')).toBe('Vacaciones');
    expect(approvedDayOffOn(days, '2025-07-22')).toBeNull();
    expect(approvedDayOffOn(days, '2025-07-23')).toBeNull();
  });
});

describe('notExpectedDays', () => {
  it('joins the holidays and the approved days off; a pending request still expects work', () => {
    const days = [day('2025-07-21', 3), day('2025-07-22', 4, { isApproved: false })];
    expect([...notExpectedDays(['2025-07-25'], days)].sort()).toEqual(['2025-07-21', '2025-07-25']);
  });
});
