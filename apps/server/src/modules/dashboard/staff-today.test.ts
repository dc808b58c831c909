import { describe, expect, it } from 'vitest';
import type { StaffRow, TodayShiftRow } from './dashboard.repository';
import { describeStaffDay, type StaffDay } from './staff-today';

// Wednesday 11 March 2026, 10:30 in Madrid (UTC+1).
const day: StaffDay = {
  today: '2026-03-11',
  now: new Date('2026-03-11T09:30:00Z'),
  holiday: null,
  breakIncluded: false,
};
const person: StaffRow = { user_id: 7, name: 'Lucía', weekdays: [1, 2, 3, 4, 5], shift_start: '08:00' };
const shift = (over: Partial<TodayShiftRow>): TodayShiftRow => ({
  user_id: 7,
  fecha: '2026-03-11',
  started_at: new Date('2026-03-11T07:00:00Z'),
  ended_at: null,
  status: 'in_progress',
  breaks: [],
  ...over,
});

describe('describeStaffDay', () => {
  it('a shift in progress: its start in Madrid and the minutes worked so far', () => {
    expect(describeStaffDay(person, [shift({})], undefined, day)).toMatchObject({
      status: 'in_progress',
      start: '08:00',
      end: null,
      worked_minutes: 150,
    });
  });

  it('on a break: since when, and the break is not worked time', () => {
    const onBreak = shift({ status: 'on_break', breaks: [{ start: '2026-03-11T09:00:00Z', end: null }] });
    expect(describeStaffDay(person, [onBreak], undefined, day)).toMatchObject({
      status: 'on_break',
      break_start: '10:00',
      worked_minutes: 120,
    });
  });

  it('finished: the first start and the last end of the day', () => {
    const morning = shift({ status: 'completed', ended_at: new Date('2026-03-11T08:00:00Z') });
    const later = shift({
      status: 'completed',
      started_at: new Date('2026-03-11T08:15:00Z'),
      ended_at: new Date('2026-03-11T09:00:00Z'),
    });
    expect(describeStaffDay(person, [morning, later], undefined, day)).toMatchObject({
      status: 'completed',
      start: '08:00',
      end: '10:00',
      worked_minutes: 105,
    });
  });

  it('a night shift still open from yesterday shows with the day it began', () => {
    const night = shift({ fecha: '2026-03-10', started_at: new Date('2026-03-10T21:00:00Z') });
    expect(describeStaffDay(person, [night], undefined, day)).toMatchObject({
      status: 'in_progress',
      start: '22:00',
      start_date: '2026-03-10',
    });
  });

  it('without a shift: absence, then holiday, then day off, else not started yet', () => {
    expect(describeStaffDay(person, [], 'vacaciones', { ...day, holiday: 'San José' })).toMatchObject({
      status: 'absent',
      detail: 'Vacaciones',
    });
    expect(describeStaffDay(person, [], undefined, { ...day, holiday: 'San José' })).toMatchObject({
      status: 'holiday',
      detail: 'San José',
    });
    expect(describeStaffDay({ ...person, weekdays: [1, 2] }, [], undefined, day).status).toBe('day_off');
    expect(describeStaffDay(person, [], undefined, day)).toMatchObject({
      status: 'not_started',
      expected_start: '08:00',
    });
  });

  it('without a turno, Saturday and Sunday are days off', () => {
    const saturday = { ...day, today: '2026-03-14', now: new Date('2026-03-14T09:30:00Z') };
    expect(describeStaffDay({ ...person, weekdays: null }, [], undefined, saturday).status).toBe('day_off');
    expect(describeStaffDay({ ...person, weekdays: null }, [], undefined, day).status).toBe('not_started');
  });

  it('someone working on a holiday shows as working', () => {
    expect(describeStaffDay(person, [shift({})], undefined, { ...day, holiday: 'San José' }).status).toBe(
      'in_progress',
    );
  });
});
