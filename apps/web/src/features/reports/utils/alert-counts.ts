import { type AlertType, alertTypes, type ComplianceAlert } from '@jornada/shared/api/reports';
import type { ReportPeriod } from './period';

/** The alerts dated inside the period (the alerts API answers whole months). */
export function alertsInPeriod(alerts: readonly ComplianceAlert[], period: ReportPeriod): ComplianceAlert[] {
  return alerts.filter((alert) => alert.date >= period.from && alert.date <= period.to);
}

export function countByEmployee(alerts: readonly ComplianceAlert[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const alert of alerts) counts.set(alert.employee_id, (counts.get(alert.employee_id) ?? 0) + 1);
  return counts;
}

/** Each type with at least one alert, the most frequent first (ties in the legal order of alertTypes). */
export function countByType(alerts: readonly ComplianceAlert[]): { type: AlertType; count: number }[] {
  return alertTypes
    .map((type) => ({ type, count: alerts.filter((alert) => alert.type === type).length }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** Newest first, then by name: what a reader looks at first. */
export function sortAlerts(alerts: readonly ComplianceAlert[]): ComplianceAlert[] {
  return [...alerts].sort(
    (a, b) => b.date.localeCompare(a.date) || a.employee_name.localeCompare(b.employee_name, 'es'),
  );
}
