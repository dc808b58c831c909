import type { RegisterEmployee } from '@jornada/shared/api/reports';
import { describe, expect, it } from 'vitest';
import { contractLabel, formatDayLabel, sumTotals, toRegisterRow } from './register-rows';

const employee = (over: Partial<RegisterEmployee['totals']> = {}): RegisterEmployee => ({
  id: 4,
  name: 'Marta Sánchez',
  identification: 'X1234567L',
  part_time_percent: 50,
  weekly_hours: 20,
  days: [],
  totals: { worked: 5_430, ordinary: 4_800, complementary: 630, overtime: 0, days_worked: 20, ...over },
});

describe('register rows', () => {
  it('shows a worker’s totals as H:MM with their contract', () => {
    expect(toRegisterRow(employee(), 2)).toEqual({
      id: 4,
      name: 'Marta Sánchez',
      identification: 'X1234567L',
      contract: 'Parcial 50 %',
      daysWorked: 20,
      worked: '90:30',
      ordinary: '80:00',
      complementary: '10:30',
      overtime: '0:00',
      alerts: 2,
    });
    expect(contractLabel(100)).toBe('Jornada completa');
  });

  it('adds everyone up', () => {
    expect(sumTotals([employee(), employee({ overtime: 45 })])).toEqual({
      worked: 10_860,
      ordinary: 9_600,
      complementary: 1_260,
      overtime: 45,
      days_worked: 40,
    });
  });

  it('names the weekday in Spanish', () => {
    expect(formatDayLabel('2026-03-02')).toBe('lun 02/03/2026');
  });
});
