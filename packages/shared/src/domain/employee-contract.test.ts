import { describe, expect, it } from 'vitest';
import {
  type ContractPeriod,
  contractInForce,
  contractTypeLabel,
  periodInForce,
  usualStartMode,
  weeklyHoursLabel,
} from './employee-contract';

const FULL = 40 * 60;
const period = (id: number, effective_from: string, hours: number, work_mode: ContractPeriod['work_mode']) => ({
  id,
  effective_from,
  weekly_minutes: hours * 60,
  work_mode,
});

describe('contractInForce', () => {
  const periods = [
    period(1, '2026-01-01', 40, 'presencial'),
    period(3, '2026-04-01', 20, 'teletrabajo'),
    period(2, '2026-03-01', 30, 'presencial'),
  ];

  it('without periods: full time at the company week, on site', () => {
    expect(contractInForce([], '2026-05-01', 37.5 * 60)).toEqual({
      effective_from: null,
      period_id: null,
      weekly_minutes: 2250,
      work_mode: 'presencial',
      is_part_time: false,
      part_time_percent: 100,
    });
  });

  it('before the first period: the default contract', () => {
    expect(contractInForce(periods, '2025-12-31', FULL)).toMatchObject({ effective_from: null, weekly_minutes: FULL });
  });

  it('each date reads the period started last by then, whatever the list order', () => {
    expect(contractInForce(periods, '2026-02-28', FULL)).toMatchObject({ period_id: 1, is_part_time: false });
    expect(contractInForce(periods, '2026-03-01', FULL)).toMatchObject({
      period_id: 2,
      is_part_time: true,
      part_time_percent: 75,
    });
    expect(contractInForce(periods, '2026-03-31', FULL)).toMatchObject({ period_id: 2 });
    expect(contractInForce(periods, '2026-04-01', FULL)).toMatchObject({
      period_id: 3,
      work_mode: 'teletrabajo',
      part_time_percent: 50,
    });
    expect(contractInForce(periods, '2030-01-01', FULL)).toMatchObject({ period_id: 3 });
  });

  it('two periods from the same day: the one recorded later applies', () => {
    const sameDay = [period(8, '2026-06-01', 25, 'presencial'), period(5, '2026-06-01', 20, 'teletrabajo')];
    expect(periodInForce(sameDay, '2026-06-01')?.id).toBe(8);
    expect(periodInForce([...sameDay].reverse(), '2026-06-15')?.id).toBe(8);
  });

  it('a week above a since-lowered full time counts as full time (100 %, not more)', () => {
    expect(contractInForce([period(1, '2026-01-01', 40, 'presencial')], '2026-02-01', 37.5 * 60)).toMatchObject({
      is_part_time: false,
      part_time_percent: 100,
    });
  });

  it('percentages keep one decimal', () => {
    expect(contractInForce([period(1, '2026-01-01', 37.5, 'presencial')], '2026-02-01', FULL).part_time_percent).toBe(
      93.8,
    );
  });
});

describe('labels', () => {
  it('says Parcial with the percentage, or Completa', () => {
    expect(contractTypeLabel({ is_part_time: true, part_time_percent: 50 })).toBe('Parcial 50\u00a0%');
    expect(contractTypeLabel({ is_part_time: true, part_time_percent: 93.8 })).toBe('Parcial 93,8\u00a0%');
    expect(contractTypeLabel({ is_part_time: false, part_time_percent: 100 })).toBe('Completa');
  });

  it('writes weekly hours with a decimal comma', () => {
    expect(weeklyHoursLabel(2250)).toBe('37,5\u00a0h');
    expect(weeklyHoursLabel(1200)).toBe('20\u00a0h');
  });
});

describe('usualStartMode', () => {
  it("the contract's mode, but remote only where the company allows it", () => {
    expect(usualStartMode({ contractWorkMode: 'teletrabajo', allowsRemoteWork: true })).toBe('teletrabajo');
    expect(usualStartMode({ contractWorkMode: 'teletrabajo', allowsRemoteWork: false })).toBe('presencial');
    expect(usualStartMode({ contractWorkMode: null, allowsRemoteWork: true })).toBe('presencial');
  });
});
