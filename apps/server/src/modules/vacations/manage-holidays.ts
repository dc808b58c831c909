import type { SessionUser } from '@jornada/shared/api/session';
import type { HolidayEntry } from '@jornada/shared/api/vacations';
import { spanishDate } from '@jornada/shared/domain/calendar';
import { hasNationalHolidayData, publicHolidays } from '@jornada/shared/domain/holidays';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { regionName } from '@jornada/shared/domain/spain-regions';
import { companyOf } from '../../access/company-of';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { companyRegion, publicHolidayOn, yearOf } from './holiday-calendar';
import { VACATION_ERRORS, type VacationActor } from './vacation-errors';
import { deleteHoliday as deleteHolidayRow, insertHoliday, listCompanyHolidays } from './vacations.repository';

/**
 * A year's holidays: Spain's national ones, those of the company's autonomous community (both from
 * date-holidays, packages/shared) and the company's own local ones.
 */
export function getHolidays(db: Db, actor: SessionUser, year: number | undefined, now = new Date()) {
  const companyId = companyOf(actor);
  const theYear = year ?? yearOf(madridDate(now));
  return withTenant(db, companyId, async (trx) => {
    const region = await companyRegion(trx, companyId);
    const own = await listCompanyHolidays(trx, companyId, `${theYear}-01-01`, `${theYear}-12-31`);
    const data: HolidayEntry[] = [
      ...publicHolidays(theYear, region).map((h) => ({
        id: null,
        date: h.date,
        name: h.name,
        scope: h.scope,
        falls_on_sunday: h.fallsOnSunday,
      })),
      ...own.map((h) => ({ id: h.id, date: h.date, name: h.name, scope: 'company' as const, falls_on_sunday: false })),
    ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return { year: theYear, region, has_national_data: hasNationalHolidayData(theYear), data };
  });
}

export async function createHoliday(db: Db, actor: VacationActor, input: { date: string; name: string }) {
  const companyId = companyOf(actor.user);
  try {
    return await withTenant(db, companyId, async (trx) => {
      const official = await publicHolidayOn(trx, companyId, input.date);
      if (official?.scope === 'national') {
        throw new AppError('CONFLICT', VACATION_ERRORS.nationalHoliday(official.name));
      }
      if (official) {
        const region = regionName(await companyRegion(trx, companyId));
        throw new AppError('CONFLICT', VACATION_ERRORS.regionalHoliday(region, official.name));
      }
      const row = await insertHoliday(trx, companyId, { ...input, createdBy: actor.user.id });
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'holiday.created',
        entity: 'holiday',
        entityId: row.id,
        details: { date: row.date, name: row.name },
        ip: actor.ip,
      });
      return { id: row.id, date: row.date, name: row.name, scope: 'company' as const, falls_on_sunday: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', VACATION_ERRORS.holidayTaken);
    throw error;
  }
}

export function deleteHoliday(db: Db, actor: VacationActor, id: number) {
  const companyId = companyOf(actor.user);
  return withTenant(db, companyId, async (trx) => {
    const row = await deleteHolidayRow(trx, companyId, id);
    if (!row) throw new AppError('NOT_FOUND', VACATION_ERRORS.holidayNotFound);
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'holiday.deleted',
      entity: 'holiday',
      entityId: row.id,
      details: { date: row.date, name: row.name },
      ip: actor.ip,
    });
    return { success: true as const, message: `Festivo eliminado: ${row.name} (${spanishDate(row.date)})` };
  });
}
