/** Every reports query starts with 'reports'. */
export const reportKeys = {
  all: ['reports'] as const,
  register: (from: string, to: string, employeeId: number | null, centreId: number | null = null) =>
    [...reportKeys.all, 'register', from, to, employeeId, centreId] as const,
  /** Every month's alerts: a settlement changes the yearly 80 h alert of the months after it. */
  allAlerts: () => [...reportKeys.all, 'alerts'] as const,
  alerts: (month: string, centreId: number | null = null) => [...reportKeys.allAlerts(), month, centreId] as const,
  allOvertime: () => [...reportKeys.all, 'overtime'] as const,
  overtime: (year: number, employeeId: number | null) => [...reportKeys.allOvertime(), year, employeeId] as const,
  inspectorLinks: () => [...reportKeys.all, 'inspector-links'] as const,
};
