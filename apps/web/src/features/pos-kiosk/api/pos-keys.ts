/** Every POS query lives under 'pos': logging the terminal out drops them all at once. */
export const posKeys = {
  all: ['pos'] as const,
  verify: () => ['pos', 'verify'] as const,
  employees: () => ['pos', 'employees'] as const,
  current: (userId: number) => ['pos', 'current', userId] as const,
  today: (userId: number) => ['pos', 'today', userId] as const,
  config: () => ['pos', 'config'] as const,
  incidentKinds: () => ['pos', 'incident-kinds'] as const,
  qr: () => ['pos', 'qr'] as const,
};
