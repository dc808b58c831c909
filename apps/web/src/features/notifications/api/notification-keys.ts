export const notificationKeys = {
  all: ['notifications'] as const,
  recent: () => [...notificationKeys.all, 'recent'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};
