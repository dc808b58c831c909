import { platformActions, summarizeCompanyAction } from '../../../lib/platform-log-wording';
import { describeChanges, type LogNames } from './log-values';

export { platformActions };

/**
 * What the platform admin did to a company (its history, also in the company's own log),
 * a gestoría, or read through the console. The company's changes are worded in lib/, where the
 * console's company history reads them too; a gestoría's changes name fields only this log knows.
 */
export function summarizePlatform(action: string, d: Record<string, unknown>, names: LogNames): string[] {
  if (action === 'gestoria.updated') return describeChanges(d.changes, names);
  return summarizeCompanyAction(action, d);
}
