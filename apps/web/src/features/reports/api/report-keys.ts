/** Every reports query starts with 'reports'. */
export const reportKeys = {
  all: ['reports'] as const,
  register: (from: string, to: string, employeeId: number | null) =>
    [...reportKeys.all, 'register', from, to, employeeId] as const,
  alerts: (month: string) => [...reportKeys.all, 'alerts', month] as const,
  inspectorLinks: () => [...reportKeys.all, 'inspector-links'] as const,
};
