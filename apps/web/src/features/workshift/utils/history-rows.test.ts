import { describe, expect, it } from 'vitest';
import { makeShift } from '../../../testing/make-shift';
import { describeHistoryRow, formatFecha, formatSignedDuration, remainingPages, summarizeMonth } from './history-rows';
import { addMonths, formatMonthLabel, isMonth, madridMonth } from './month';

const config = { break_included: false };
const now = new Date('2025-07-24T08:00:00.000Z');

describe('describeHistoryRow', () => {
  it('a shift with a tap sent from the offline queue is flagged', () => {
    expect(describeHistoryRow(makeShift({ offline: true }), config, now).isOffline).toBe(true);
    expect(describeHistoryRow(makeShift(), config, now).isOffline).toBe(false);
  });

  it('a completed shift: dd/MM/yyyy, times, breaks count and total, the recorded worked time', () => {
    const row = describeHistoryRow(
      makeShift({
        status: 'completed',
        hora_fin: '16:30:00',
        ended_at: '2025-07-24T14:30:00.000Z',
        horas_totales: '08:00:00',
        horas_pausa: '00:30:00',
        worked_seconds: 8 * 3600,
        observaciones: 'Jornada Regular',
        break_spans: [{ start: '2025-07-24T10:00:00.000Z', end: '2025-07-24T10:30:00.000Z' }],
        locations: [
          { action: 'start', latitude: 1, longitude: 2, accuracy: null, timestamp: 'x' },
          { action: 'end', latitude: 1, longitude: 2, accuracy: 5, timestamp: 'y' },
        ],
      }),
      config,
      now,
    );
    expect(row).toMatchObject({
      fecha: '24/07/2025',
      inicio: '08:00:00',
      fin: '16:30:00',
      isEndNextDay: false,
      breakCount: 1,
      breakTotal: '00:30:00',
      workedTime: '08:00:00',
      workedSeconds: 28_800,
      observaciones: 'Jornada Regular',
      locationCount: 2,
      isOpen: false,
    });
  });

  it('a corrected shift keeps the first recorded times and its notes; a day off is labelled', () => {
    const times = {
      started_at: '2025-07-24T06:00:00.000Z',
      hora_inicio: '08:00:00',
      status: 'completed' as const,
      break_spans: [],
    };
    const row = describeHistoryRow(
      makeShift({
        status: 'completed',
        hora_fin: '14:00:00',
        ended_at: '2025-07-24T12:00:00.000Z',
        corrections: [
          {
            event_id: 9,
            petition_id: 4,
            changes: ['end'],
            supersedes: [8],
            original: { ...times, ended_at: '2025-07-24T13:05:00.000Z', hora_fin: '15:05:00' },
            corrected: { ...times, ended_at: '2025-07-24T12:00:00.000Z', hora_fin: '14:00:00' },
            reason: 'Cita médica',
            comment: null,
            requested_by: { id: 7, name: 'Lucía' },
            approved_by: { id: 3, name: 'Carlos' },
            requested_at: '2025-07-25T07:00:00.000Z',
            decided_at: '2025-07-25T08:00:00.000Z',
          },
        ],
      }),
      config,
      now,
      [{ date: '2025-07-24', requestId: 2, label: 'Vacaciones', isApproved: true, isWorkingDay: true }],
    );
    expect(row.fin).toBe('14:00:00');
    expect(row.original).toEqual({ inicio: '08:00', fin: '15:05' });
    expect(row.corrections).toHaveLength(1);
    expect(row.corrections[0]).toMatchObject({ changed: 'Salida', requestedBy: 'Lucía', approvedBy: 'Carlos' });
    expect(row.dayOff).toBe('Vacaciones');
  });

  it('an uncorrected shift has no notes', () => {
    const row = describeHistoryRow(makeShift(), config, now);
    expect(row.corrections).toEqual([]);
    expect(row.original).toBeNull();
    expect(row.dayOff).toBeNull();
  });

  it('an open shift is counted live; no end shows --:--', () => {
    const row = describeHistoryRow(
      makeShift({ status: 'on_break', break_spans: [{ start: '2025-07-24T07:30:00.000Z', end: null }] }),
      config,
      now,
    );
    expect(row).toMatchObject({ fin: '--:--', workedTime: '01:30:00', breakTotal: '00:30:00', isOpen: true });
    expect(row.statusLabel).toBe('En pausa');
  });

  it('an open shift counts from the minutes it prints, as the register does (ADR 021)', () => {
    const row = describeHistoryRow(
      makeShift({
        status: 'on_break',
        started_at: '2025-07-24T06:00:40.000Z',
        break_spans: [{ start: '2025-07-24T07:30:50.000Z', end: null }],
      }),
      config,
      new Date('2025-07-24T08:00:10.000Z'),
    );
    // 10:00 − 08:00 − (10:00 − 09:30), Madrid: not the 01:30:10 the seconds would give.
    expect(row).toMatchObject({ workedSeconds: 90 * 60, workedTime: '01:30:00', breakTotal: '00:30:00' });
  });

  it('a night shift ending the next Madrid day is marked', () => {
    const row = describeHistoryRow(
      makeShift({
        status: 'completed',
        hora_inicio: '22:00:00',
        started_at: '2025-07-24T20:00:00.000Z',
        hora_fin: '06:00:00',
        ended_at: '2025-07-25T04:00:00.000Z',
        horas_totales: '08:00:00',
        worked_seconds: 28_800,
      }),
      config,
      now,
    );
    expect(row.isEndNextDay).toBe(true);
    expect(row.fecha).toBe('24/07/2025');
  });

  it('formats fechas that arrive with a time part', () => {
    expect(formatFecha('2025-07-01T00:00:00.000Z')).toBe('01/07/2025');
  });
});

describe('summarizeMonth', () => {
  it('sums worked seconds against workday_hours × weekdays, with a signed difference', () => {
    // July 2025 has 23 weekdays: 184 h expected at 8 h/day.
    const rows = [
      describeHistoryRow(makeShift({ status: 'completed', worked_seconds: 9 * 3600 }), config, now),
      describeHistoryRow(makeShift({ id: 2, status: 'completed', worked_seconds: 7.5 * 3600 }), config, now),
    ];
    const summary = summarizeMonth(rows, '2025-07', 8, '2025-08-14');
    expect(summary.workedSeconds).toBe(16.5 * 3600);
    expect(summary.expectedSeconds).toBe(184 * 3600);
    expect(summary.worked).toBe('16:30:00');
    expect(summary.expected).toBe('184:00:00');
    expect(summary.difference).toBe('-167:30:00');
    expect(summarizeMonth(rows, '2025-02', 0.825, '2025-03-01').difference).toBe('00:00:00');
  });

  it('expects nothing on holidays and days off: 25 July 2025 (a Friday) off leaves 22 weekdays', () => {
    const rows = [describeHistoryRow(makeShift({ status: 'completed', worked_seconds: 8 * 3600 }), config, now)];
    const summary = summarizeMonth(rows, '2025-07', 8, '2025-07-31', new Set(['2025-07-25', '2025-07-26']));
    expect(summary.expectedSeconds).toBe(22 * 8 * 3600);
    expect(summary.difference).toBe('-168:00:00');
  });

  describe("'Diferencia' compares with what was due by today, not with the whole month", () => {
    const rows = [
      describeHistoryRow(makeShift({ status: 'completed', worked_seconds: 9 * 3600 }), config, now),
      describeHistoryRow(makeShift({ id: 2, status: 'completed', worked_seconds: 7.5 * 3600 }), config, now),
    ];

    it('mid-month: the working days so far, today included (1–10 July 2025: 8 weekdays, 64 h)', () => {
      const summary = summarizeMonth(rows, '2025-07', 8, '2025-07-10');
      expect(summary.expectedSeconds).toBe(184 * 3600);
      expect(summary.expected).toBe('184:00:00');
      expect(summary.expectedSoFarSeconds).toBe(64 * 3600);
      expect(summary.expectedSoFar).toBe('64:00:00');
      expect(summary.difference).toBe('-47:30:00');
    });

    it('a weekend day adds nothing: Saturday 12 July expects the same as Friday 11', () => {
      expect(summarizeMonth(rows, '2025-07', 8, '2025-07-12').expectedSoFarSeconds).toBe(9 * 8 * 3600);
      expect(summarizeMonth(rows, '2025-07', 8, '2025-07-11').expectedSoFarSeconds).toBe(9 * 8 * 3600);
    });

    it('the first day of the month: only that day is due (Tuesday 1 July: 8 h)', () => {
      expect(summarizeMonth([], '2025-07', 8, '2025-07-01').difference).toBe('-08:00:00');
    });

    it('days off and holidays before today are not due', () => {
      const summary = summarizeMonth(rows, '2025-07', 8, '2025-07-10', new Set(['2025-07-07', '2025-07-08']));
      expect(summary.expectedSoFarSeconds).toBe(6 * 8 * 3600);
      expect(summary.difference).toBe('-31:30:00');
    });

    it('a past month compares with the whole month; a future one with nothing', () => {
      expect(summarizeMonth(rows, '2025-06', 8, '2025-07-10').expectedSoFarSeconds).toBe(
        summarizeMonth(rows, '2025-06', 8, '2025-07-10').expectedSeconds,
      );
      const future = summarizeMonth(rows, '2025-08', 8, '2025-07-10');
      expect(future.expectedSoFarSeconds).toBe(0);
      expect(future.difference).toBe('+16:30:00');
    });
  });

  it('formats signed durations', () => {
    expect(formatSignedDuration(5400)).toBe('+01:30:00');
    expect(formatSignedDuration(-60)).toBe('-00:01:00');
    expect(formatSignedDuration(0)).toBe('00:00:00');
  });
});

describe('remainingPages', () => {
  it('fetches the pages after the first when the month has more than one page', () => {
    expect(remainingPages(0, 100)).toEqual([]);
    expect(remainingPages(100, 100)).toEqual([]);
    expect(remainingPages(101, 100)).toEqual([2]);
    expect(remainingPages(250, 100)).toEqual([2, 3]);
  });
});

describe('months', () => {
  it('the current month is Madrid’s, even late on the last day in UTC', () => {
    // 31 July 23:30 UTC is already 1 August in Madrid.
    expect(madridMonth(new Date('2025-07-31T23:30:00.000Z'))).toBe('2025-08');
  });

  it('moves across years and validates yyyy-MM', () => {
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2024-12', 1)).toBe('2025-01');
    expect(addMonths('2025-07', -19)).toBe('2023-12');
    expect(isMonth('2025-07')).toBe(true);
    expect(isMonth('2025-13')).toBe(false);
    expect(isMonth('2025-7')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it('labels months in Spanish', () => {
    expect(formatMonthLabel('2025-07')).toBe('Julio de 2025');
  });
});
