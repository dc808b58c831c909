import { describe, expect, it } from 'vitest';
import { hasNationalHolidayData, holidayDates, nationalHolidays, publicHolidays } from './holidays';
import { spainRegionCodes } from './spain-regions';
import { countWorkingDays, countWorkingDaysInYear, workingDaysBetween } from './working-days';

const datesOf = (days: { date: string }[]) => days.map((d) => d.date);
const regionalOf = (year: number, region: Parameters<typeof publicHolidays>[1]) =>
  publicHolidays(year, region)
    .filter((h) => h.scope === 'regional')
    .map((h) => `${h.date} ${h.name}`);

describe('national holidays (date-holidays)', () => {
  it('lists the ten national days of 2025–2027 with the right Viernes Santo and the BOE names', () => {
    for (const [year, goodFriday] of [
      [2025, '2025-04-18'],
      [2026, '2026-04-03'],
      [2027, '2027-03-26'],
    ] as const) {
      const days = nationalHolidays(year);
      expect(days.map((d) => d.date.slice(5))).toEqual([
        '01-01',
        '01-06',
        goodFriday.slice(5),
        '05-01',
        '08-15',
        '10-12',
        '11-01',
        '12-06',
        '12-08',
        '12-25',
      ]);
      expect(days.find((d) => d.date === goodFriday)?.name).toBe('Viernes Santo');
      expect(days.every((d) => d.scope === 'national')).toBe(true);
      expect(hasNationalHolidayData(year)).toBe(true);
    }
    expect(nationalHolidays(2026).map((d) => d.name)).toEqual([
      'Año Nuevo',
      'Epifanía del Señor',
      'Viernes Santo',
      'Fiesta del Trabajo',
      'Asunción de la Virgen',
      'Fiesta Nacional de España',
      'Todos los Santos',
      'Día de la Constitución Española',
      'Inmaculada Concepción',
      'Natividad del Señor',
    ]);
  });

  it('marks a national holiday on a Sunday and does not move it nationally', () => {
    const sundays = [2025, 2026, 2027].flatMap((year) =>
      datesOf(nationalHolidays(year).filter((d) => d.fallsOnSunday)),
    );
    expect(sundays).toEqual(['2025-10-12', '2026-11-01', '2026-12-06', '2027-08-15']);
    expect(datesOf(nationalHolidays(2026))).not.toContain('2026-11-02');
  });

  it('goes on after 2027 (the old hand-made list stopped there): 2031 and 2040', () => {
    expect(hasNationalHolidayData(2031)).toBe(true);
    expect(datesOf(nationalHolidays(2031))).toContain('2031-04-11'); // Viernes Santo 2031
    expect(datesOf(nationalHolidays(2040))).toContain('2040-03-30'); // Viernes Santo 2040
    expect(nationalHolidays(2031)).toHaveLength(10);
  });
});

describe("a community's public holidays", () => {
  it('Comunidad de Madrid 2026: Jueves Santo, 2 May and the Mondays after the Sunday holidays', () => {
    expect(regionalOf(2026, 'ES-MD')).toEqual([
      '2026-04-02 Jueves Santo',
      '2026-05-02 Día de la Comunidad de Madrid',
      '2026-11-02 Todos los Santos (día sustituto)',
      '2026-12-07 Día de la Constitución Española (día sustituto)',
    ]);
    // San Isidro (15 May) and La Almudena are Madrid city's local holidays, not the community's.
    expect(datesOf(publicHolidays(2026, 'ES-MD'))).not.toContain('2026-05-15');
  });

  it('Comunidad de Madrid 2027: 2 May falls on a Sunday and moves to Monday 3 May', () => {
    expect(regionalOf(2027, 'ES-MD')).toEqual(['2027-03-25 Jueves Santo', '2027-05-03 Día de la Comunidad de Madrid']);
  });

  it('País Vasco 2026 and 2027: San José, Jueves Santo, Lunes de Pascua, Santiago', () => {
    expect(regionalOf(2026, 'ES-PV')).toEqual([
      '2026-03-19 San José',
      '2026-04-02 Jueves Santo',
      '2026-04-06 Lunes de Pascua',
      '2026-07-25 Santiago Apóstol',
    ]);
    expect(datesOf(publicHolidays(2027, 'ES-PV').filter((h) => h.scope === 'regional'))).toEqual([
      '2027-03-19',
      '2027-03-25',
      '2027-03-29',
      '2027-07-25',
    ]);
  });

  it('Cataluña 2026: Lunes de Pascua, Sant Joan, la Diada and Sant Esteve; no Jueves Santo', () => {
    expect(regionalOf(2026, 'ES-CT')).toEqual([
      '2026-04-06 Lunes de Pascua',
      '2026-06-24 San Juan',
      '2026-09-11 Diada Nacional de Cataluña',
      '2026-12-26 San Esteban',
    ]);
  });

  it('keeps the national days in every community, each date once', () => {
    const national = datesOf(nationalHolidays(2026));
    for (const region of spainRegionCodes) {
      const days = datesOf(publicHolidays(2026, region));
      expect(
        days.filter((d) => national.includes(d)),
        region,
      ).toEqual(national);
      expect(new Set(days).size, region).toBe(days.length);
    }
  });

  it('works beyond 2027: Madrid 2030 has its Jueves Santo (18 April) and 2 May', () => {
    expect(regionalOf(2030, 'ES-MD')).toEqual(['2030-04-18 Jueves Santo', '2030-05-02 Día de la Comunidad de Madrid']);
  });
});

describe('holidayDates and the working days they leave', () => {
  it('skips the national and the regional days: Semana Santa 2026 in Madrid and in Cataluña', () => {
    // Mon 30 Mar – Fri 10 Apr: 10 weekdays.
    const madrid = holidayDates('2026-03-30', '2026-04-10', 'ES-MD');
    expect(countWorkingDays('2026-03-30', '2026-04-10', madrid)).toBe(8); // Jueves and Viernes Santo
    const catalonia = holidayDates('2026-03-30', '2026-04-10', 'ES-CT');
    expect(countWorkingDays('2026-03-30', '2026-04-10', catalonia)).toBe(8); // Viernes Santo, Lunes de Pascua
    const basque = holidayDates('2026-03-30', '2026-04-10', 'ES-PV');
    expect(countWorkingDays('2026-03-30', '2026-04-10', basque)).toBe(7);
  });

  it('the December bridge of 2026 in Madrid: Monday 7 replaces Sunday 6', () => {
    const december = holidayDates('2026-12-01', '2026-12-11', 'ES-MD');
    expect(workingDaysBetween('2026-12-01', '2026-12-11', december)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
    ]);
  });

  it("adds the company's own holidays", () => {
    // San Isidro (Madrid, local) on Friday 15 May 2026.
    const holidays = holidayDates('2026-05-11', '2026-05-15', 'ES-MD', ['2026-05-15']);
    expect(countWorkingDays('2026-05-11', '2026-05-15', holidays)).toBe(4);
  });

  it('covers every year a range touches', () => {
    const holidays = holidayDates('2026-12-28', '2027-01-08', 'ES-MD');
    // 28–31 Dec 2026: Mon–Thu = 4; 1–8 Jan 2027: Fri 1 (holiday), Mon 4, Tue 5, Wed 6 (holiday), Thu 7, Fri 8 = 4.
    expect(countWorkingDaysInYear('2026-12-28', '2027-01-08', 2026, holidays)).toBe(4);
    expect(countWorkingDaysInYear('2026-12-28', '2027-01-08', 2027, holidays)).toBe(4);
    expect(countWorkingDays('2026-12-28', '2027-01-08', holidays)).toBe(8);
  });
});
