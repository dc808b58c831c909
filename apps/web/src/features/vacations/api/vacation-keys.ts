/** Every vacations query starts with 'vacations', so a decision on a request refreshes them all. */
export const vacationKeys = {
  all: ['vacations'] as const,
  days: (from: string, to: string) => [...vacationKeys.all, 'days', from, to] as const,
  today: () => [...vacationKeys.all, 'today'] as const,
};
