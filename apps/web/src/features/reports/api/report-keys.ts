/**
 * Every reports query starts with 'reports'. `companyId`: the client company a gestoría reads (null
 * for a company's own users, whose company the session already names).
 */
export const reportKeys = {
  all: ['reports'] as const,
  register: (
    from: string,
    to: string,
    employeeId: number | null,
    centreId: number | null = null,
    companyId: number | null = null,
  ) => [...reportKeys.all, 'register', from, to, employeeId, centreId, companyId] as const,
  /** Every month's alerts: a settlement changes the yearly 80 h alert of the months after it. */
  allAlerts: () => [...reportKeys.all, 'alerts'] as const,
  alerts: (month: string, centreId: number | null = null, companyId: number | null = null) =>
    [...reportKeys.allAlerts(), month, centreId, companyId] as const,
  allOvertime: () => [...reportKeys.all, 'overtime'] as const,
  overtime: (year: number, employeeId: number | null, companyId: number | null = null) =>
    [...reportKeys.allOvertime(), year, employeeId, companyId] as const,
  inspectorLinks: () => [...reportKeys.all, 'inspector-links'] as const,
};
