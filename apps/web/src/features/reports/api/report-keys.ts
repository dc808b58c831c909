/** Every reports query starts with 'reports'. */
export const reportKeys = {
  all: ['reports'] as const,
  register: (from: string, to: string, employeeId: number | null, centreId: number | null = null) =>
    [...reportKeys.all, 'register', from, to, employeeId, centreId] as const,
  alerts: (month: string, centreId: number | null = null) => [...reportKeys.all, 'alerts', month, centreId] as const,
  inspectorLinks: () => [...reportKeys.all, 'inspector-links'] as const,
};
