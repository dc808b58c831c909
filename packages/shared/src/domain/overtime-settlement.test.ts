import { describe, expect, it } from 'vitest';
import { splitMonthOvertime } from './overtime-settlement';

describe("a month's overtime against its settlements", () => {
  it('hours that appeared after a paid settlement are an unsettled remainder', () => {
    expect(splitMonthOvertime(200, [{ mode: 'paid', settledMinutes: 91 }])).toEqual({
      overtimeMinutes: 200,
      paidMinutes: 91,
      compensatedMinutes: 0,
      settledMinutes: 91,
      unsettledMinutes: 109,
      status: 'partly_settled',
    });
  });

  it('two settlements of a month add up', () => {
    const split = splitMonthOvertime(200, [
      { mode: 'paid', settledMinutes: 91 },
      { mode: 'compensated', settledMinutes: 109 },
    ]);
    expect(split).toMatchObject({ paidMinutes: 91, compensatedMinutes: 109, unsettledMinutes: 0, status: 'settled' });
  });

  it('settlements beyond the overtime now are their own state, a negative remainder', () => {
    expect(splitMonthOvertime(60, [{ mode: 'paid', settledMinutes: 91 }])).toMatchObject({
      unsettledMinutes: -31,
      status: 'over_settled',
    });
  });

  it('without settlements: unsettled, or nothing at all', () => {
    expect(splitMonthOvertime(45, []).status).toBe('unsettled');
    expect(splitMonthOvertime(0, []).status).toBe('none');
  });
});
