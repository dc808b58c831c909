import { holidayDates } from '@jornada/shared/domain/holidays';
import { madridToInstant } from '@jornada/shared/domain/madrid-time';
import { isWeekend } from '@jornada/shared/domain/working-days';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function javierDayOff(today: string): Promise<string> {
  ctx = await createTestContext({ demo: { history: 'light', now: madridToInstant(today, '10:00') as Date } });
  const rows = await ctx.superuserQuery<{ start_date: string; end_date: string }>(
    `select p.start_date::text as start_date, p.end_date::text as end_date
       from petitions p join users u on u.id = p.employee_id
      where u.email = 'javier.moreno@jornada.test' and p.status = 'approved' and p.table_name = 'vacations'`,
  );
  expect(rows).toHaveLength(1);
  const [row] = rows as [{ start_date: string; end_date: string }];
  expect(row.end_date).toBe(row.start_date);
  return row.start_date;
}

describe("the demo's approved day off of Javier", () => {
  // Five weeks on from 2 December 2026 the Wednesday is 6 January, Epifanía: the next working day.
  it('moves off a holiday to the next working day (seeded on 2 December 2026)', async () => {
    expect(await javierDayOff('2026-12-02')).toBe('2027-01-07');
  });

  it.each(['2026-03-11', '2026-04-01', '2027-03-28', '2028-02-29'])(
    'is a working day of Madrid when seeded on %s',
    async (today) => {
      const day = await javierDayOff(today);
      expect(isWeekend(day)).toBe(false);
      expect(holidayDates(day, day, 'ES-MD').has(day)).toBe(false);
      // San Isidro, the demo company's own holiday.
      expect(day.slice(5)).not.toBe('05-15');
    },
  );
});
