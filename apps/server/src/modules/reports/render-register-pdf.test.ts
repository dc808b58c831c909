import type { RegisterEmployee, RegisterResponse } from '@jornada/shared/api/reports';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/pdf-text';
import { renderRegisterPdf } from './render-register-pdf';
import { craftedRegister, LONG_NAME } from './render-register-pdf.test-helpers';

const TABLE_HEADER =
  'Fecha Entrada – salida Pausas Modalidad Trabajado Ordinarias Complementarias Extraordinarias Observaciones';
const COMPANY_HEADER = 'Panadería Ejemplo S.L. CIF: B87654323 Registro de jornada (art. 34.9 ET)';

const count = (text: string, piece: string) => text.split(piece).length - 1;

describe('renderRegisterPdf', () => {
  it('a month of two workers: each in their own pages, with the header, the days, the totals and the signatures', async () => {
    const pdf = await renderRegisterPdf(craftedRegister());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    // 31 days do not fit one landscape page: each worker takes two.
    expect(pages).toHaveLength(4);
    pages.forEach((page, index) => {
      expect(page.startsWith(COMPANY_HEADER), `página ${index + 1}`).toBe(true);
      expect(page).toContain('Periodo: marzo de 2026 (01/03/2026 – 31/03/2026)');
      expect(page).toContain(`Página ${index + 1} de 4`);
      expect(page).toContain('Generado el 01/04/2026 a las 10:15 (hora de Madrid)');
      // The table's header row is repeated on the page the table runs onto.
      expect(count(page, TABLE_HEADER), `página ${index + 1}`).toBe(1);
    });
    const [first, second, third, fourth] = pages as [string, string, string, string];

    expect(first).toContain(`Trabajador/a: ${LONG_NAME} DNI/NIE: 12345678Z`);
    expect(first).toContain('Jornada contratada: 40 h semanales (tiempo completo)');
    expect(first).toContain('lun 02/03/2026 08:00 – 16:30 13:00–13:30 (0:30) Presencial 8:00 8:00 0:00 0:00');
    // The night shift ends the next day; the corrected and offline marks; the holiday and vacation labels.
    expect(first).toContain('jue 12/03/2026 22:00 – 06:30 (13/03) 02:00–02:30 (0:30) Presencial 8:00');
    expect(first).toContain(
      'mar 10/03/2026 08:00 – 16:30 13:00–13:30 (0:30) Presencial 8:00 8:00 0:00 0:00 Corregido (fichado 08:40–16:30)',
    );
    expect(first).toContain(
      'jue 05/03/2026 07:30 – 14:00 15:00 – 19:30 13:00–13:30 (0:30) 16:30–16:45, 18:00–18:15 (0:30) Presencial Presencial 10:00 8:00 0:00 2:00 Corregido · Sin conexión',
    );
    expect(first).toContain('lun 16/03/2026 08:05 – 16:35 13:00–13:30 (0:30) Teletrabajo');
    expect(first).toContain('jue 19/03/2026 — Festivo: San José (Comunidad de Madrid)');
    expect(first).toContain('vie 13/03/2026 — Sin registro');
    expect(first).toContain('dom 01/03/2026 — Fin de semana');
    expect(first).not.toContain('Marta');

    expect(second).toContain(`${LONG_NAME} · DNI/NIE: 12345678Z (continuación)`);
    expect(second).toContain('Total de marzo de 2026 19 154:00 152:00 0:00 2:00');
    expect(second).toContain('Firma de la empresa Panadería Ejemplo S.L. (CIF B87654323) Fecha:');
    expect(second).toContain(`Firma del trabajador/a ${LONG_NAME} (DNI/NIE 12345678Z) Fecha:`);

    expect(third).toContain('Trabajador/a: Marta Ruiz Ortega DNI/NIE: X1234567L');
    expect(third).toContain('Jornada contratada: 20 h semanales (tiempo parcial, 50 % de la jornada completa)');
    expect(third).toContain('lun 02/03/2026 09:00 – 14:00 — Presencial 5:00 4:00 1:00 0:00');
    expect(third).not.toContain('María');
    // 21 working days: 4 h each and an hour more on the five Mondays (the 19th a holiday).
    expect(fourth).toContain('Total de marzo de 2026 21 89:00 84:00 5:00 0:00');
    expect(fourth).toContain('Firma del trabajador/a Marta Ruiz Ortega (DNI/NIE X1234567L)');
  });

  it("a longer period: a row per month and the period's total; pages numbered to the end", async () => {
    const register = craftedRegister('2026-02-15', '2026-04-15');
    const pages = await pdfPages(await renderRegisterPdf(register));
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(pages.length).toBeLessThanOrEqual(8);
    const all = pages.join(' ');
    expect(all).toContain('Periodo: 15/02/2026 – 15/04/2026');
    expect(all).toContain(`Página ${pages.length} de ${pages.length}`);
    const [marta] = register.employees.slice(1);
    expect(all).toContain(
      `Total del periodo ${marta?.totals.days_worked} ${Math.floor((marta?.totals.worked ?? 0) / 60)}:00`,
    );
    for (const month of ['Febrero de 2026', 'Marzo de 2026', 'Abril de 2026']) expect(count(all, month)).toBe(2);
    expect(count(all, 'Firma del trabajador/a')).toBe(2);
  });

  it("one worker's register holds that worker alone; text outside WinAnsi prints as '?'", async () => {
    const register = craftedRegister();
    const alone: RegisterResponse = {
      ...register,
      employees: [{ ...(register.employees[1] as RegisterResponse['employees'][number]), name: 'Marta 😀 Ruiz' }],
    };
    const pages = await pdfPages(await renderRegisterPdf(alone));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Trabajador/a: Marta ? Ruiz');
    expect(pages.join(' ')).not.toContain('María');
  });

  it('someone with nothing to record is listed once on a last page, not given pages of empty days', async () => {
    const register = craftedRegister();
    const quiet = (id: number, name: string): RegisterEmployee => ({
      ...(register.employees[0] as RegisterEmployee),
      id,
      name,
      identification: id === 21 ? '' : '87654321X',
      // Weekends and a holiday are the company's: still nothing of their own to record.
      days: (register.employees[0] as RegisterEmployee).days.map((day) => ({
        ...day,
        shifts: [],
        worked_minutes: 0,
        ordinary_minutes: 0,
        complementary_minutes: 0,
        overtime_minutes: 0,
        absence: day.absence?.kind === 'vacation' ? null : day.absence,
      })),
      totals: { worked: 0, ordinary: 0, complementary: 0, overtime: 0, days_worked: 0 },
    });
    const withAdmins = {
      ...register,
      employees: [quiet(20, 'Ana Administradora'), ...register.employees, quiet(21, 'Zoe Gerente')],
    };
    const pages = await pdfPages(await renderRegisterPdf(withAdmins));
    expect(pages).toHaveLength(5);
    const last = pages[4] as string;
    expect(last).toContain('Sin registros en el periodo');
    expect(last).toContain('Ana Administradora 87654321X Sin registros en el periodo');
    expect(last).toContain('Zoe Gerente no consta Sin registros en el periodo');
    expect(pages.join(' ')).not.toContain('Trabajador/a: Ana Administradora');
    expect(count(pages.join(' '), 'Firma del trabajador/a')).toBe(2);

    // Alone (their own register, or a bundle's worker file): one page.
    const alone = await pdfPages(
      await renderRegisterPdf({ ...register, employees: [quiet(20, 'Ana Administradora')] }),
    );
    expect(alone).toHaveLength(1);
    expect(alone[0]).toContain('Ana Administradora 87654321X Sin registros en el periodo');
  });

  it('a shift without an end shows its start, no duration, and the footnote says it is not counted', async () => {
    const register = craftedRegister();
    const worker = register.employees[0] as RegisterEmployee;
    const open: RegisterEmployee = {
      ...worker,
      days: worker.days.map((day) =>
        day.date === '2026-03-13'
          ? {
              ...day,
              shifts: [
                {
                  id: 999,
                  start: '08:02',
                  end: null,
                  end_date: null,
                  pauses: [],
                  status: 'incomplete',
                  worked_minutes: null,
                  pause_minutes: 0,
                  work_mode: 'presencial',
                  corrected: false,
                  original: null,
                  offline: false,
                },
              ],
            }
          : day,
      ),
    };
    const all = (await pdfPages(await renderRegisterPdf({ ...register, employees: [open] }))).join(' ');
    expect(all).toContain('vie 13/03/2026 08:02 – sin salida — Presencial Incompleta — — — Incompleta: no computa');
    expect(all).toContain('no computa en el tiempo trabajado ni en las horas ordinarias');
    // The totals are the closed shifts' alone.
    expect(all).toContain('Total de marzo de 2026 19 154:00 152:00 0:00 2:00');
  });

  it('an empty register still gives a one-page file', async () => {
    const pages = await pdfPages(await renderRegisterPdf({ ...craftedRegister(), employees: [] }));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('No hay trabajadores en el periodo');
    expect(pages[0]).toContain('Página 1 de 1');
  });
});
