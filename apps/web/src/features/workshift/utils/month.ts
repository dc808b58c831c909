import { isMonth, madridMonth } from '../../../lib/month';

export { addMonths, formatMonthLabel, isMonth, madridMonth } from '../../../lib/month';

/** The month /time-history shows: ?month= when valid and not in the future, else the current one. */
export function resolveHistoryMonth(requested: string | null, now: Date): { month: string; latestMonth: string } {
  const latestMonth = madridMonth(now);
  return { month: isMonth(requested) && requested <= latestMonth ? requested : latestMonth, latestMonth };
}
