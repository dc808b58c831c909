import { describe, expect, it } from 'vitest';
import { compareToLimits, formatValue, minimumOf, suggestLimits, sumBlockingTime } from './budget.mjs';

describe('sumBlockingTime', () => {
  it('adds what each long task lasted over 50 ms', () => {
    expect(
      sumBlockingTime([
        { startTime: 10, duration: 120 },
        { startTime: 400, duration: 62.5 },
      ]),
    ).toBe(82.5);
  });

  it('counts nothing for tasks of 50 ms or less, and only those that started in the window', () => {
    const tasks = [
      { startTime: 0, duration: 50 },
      { startTime: 100, duration: 150 },
      { startTime: 900, duration: 300 },
    ];
    expect(sumBlockingTime(tasks, { from: 50, to: 900 })).toBe(100);
    expect(sumBlockingTime([])).toBe(0);
  });
});

describe('compareToLimits', () => {
  const js = { id: 'home.jsBytes', label: 'JavaScript', unit: 'bytes' as const, value: 0 };

  it('says by how much and what percentage a measure is over, in Spanish', () => {
    const [row] = compareToLimits([{ ...js, value: 320 * 1024 + 12.3 * 1024 }], { 'home.jsBytes': 320 * 1024 });
    expect(row.isOver).toBe(true);
    expect(row.message).toBe('332,3 KiB: supera el presupuesto (320,0 KiB) en 12,3 KiB (+4 %)');
  });

  it('passes a measure equal to its limit and gives the margin of one under it', () => {
    const limits = { 'home.requests': 24, 'home.blockingMs': 1000 };
    const rows = compareToLimits(
      [
        { id: 'home.requests', label: 'peticiones', unit: 'requests', value: 24 },
        { id: 'home.blockingMs', label: 'bloqueo', unit: 'ms', value: 750 },
      ],
      limits,
    );
    expect(rows.map((row) => row.isOver)).toEqual([false, false]);
    expect(rows[0].message).toBe('24 peticiones; límite 24 peticiones, margen 0 peticiones (0 %)');
    expect(rows[1].message).toBe('750 ms; límite 1000 ms, margen 250 ms (25 %)');
  });

  it('fails a measure the limits file has no number for', () => {
    const [row] = compareToLimits([{ ...js, value: 1 }], { 'home.jsBytes': '200' });
    expect(row.isOver).toBe(true);
    expect(row.message).toContain('sin límite válido en limits.json (home.jsBytes)');
  });
});

describe('suggestLimits and minimumOf', () => {
  it('takes each measure at its smallest across runs', () => {
    const run = (ms: number, requests: number) => [
      { id: 'b', label: 'b', unit: 'ms' as const, value: ms },
      { id: 'r', label: 'r', unit: 'requests' as const, value: requests },
    ];
    expect(minimumOf([run(900, 21), run(610, 22), run(700, 21)]).map((m) => m.value)).toEqual([610, 21]);
  });

  it('leaves twice the time and 7 % over counts and bytes, rounded up', () => {
    const suggested = suggestLimits([
      { id: 't', label: 't', unit: 'ms', value: 601 },
      { id: 'q', label: 'q', unit: 'requests', value: 20 },
      { id: 'k', label: 'k', unit: 'bytes', value: 100 * 1024 },
    ]);
    expect(suggested).toEqual({ t: 1210, q: 22, k: 107 * 1024 });
    expect(formatValue(1, 'requests')).toBe('1 petición');
  });

  it('leaves at least one request over a small count', () => {
    expect(suggestLimits([{ id: 'q', label: 'q', unit: 'requests', value: 11 }])).toEqual({ q: 12 });
  });
});
