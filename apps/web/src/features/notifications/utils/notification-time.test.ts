import { describe, expect, it } from 'vitest';
import { formatNotificationTime, fullNotificationTime } from './notification-time';

const now = new Date('2025-07-24T10:00:00.000Z');

describe('formatNotificationTime', () => {
  it('is relative within a day', () => {
    expect(formatNotificationTime('2025-07-24T09:59:30.000Z', now)).toBe('ahora mismo');
    expect(formatNotificationTime('2025-07-24T09:55:00.000Z', now)).toBe('hace 5 minutos');
    expect(formatNotificationTime('2025-07-24T07:00:00.000Z', now)).toBe('hace 3 horas');
  });

  it('is a Madrid date and time after that', () => {
    expect(formatNotificationTime('2025-07-22T06:30:00.000Z', now)).toBe('22/07/2025 08:30');
    expect(fullNotificationTime('2025-07-22T06:30:00.000Z')).toBe('22/07/2025 08:30:00');
    expect(formatNotificationTime('x', now)).toBe('—');
  });
});
