export const embedKeys = {
  all: ['embed'] as const,
  config: () => [...embedKeys.all, 'config'] as const,
  user: () => [...embedKeys.all, 'user'] as const,
};
