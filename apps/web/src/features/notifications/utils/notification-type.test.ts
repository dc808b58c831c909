import type { Notification } from '@jornada/shared/api/notifications';
import { describe, expect, it } from 'vitest';
import { DESKTOP_NOTIFICATION_CLOSE_MS, notificationsToAnnounce, unreadCount } from './desktop-notifications';
import { notificationTypeOf } from './notification-type';

describe('notificationTypeOf (SPEC §3)', () => {
  it('reads the type from the prefix before the underscore', () => {
    expect(notificationTypeOf('ticket_12')).toBe('ticket');
    expect(notificationTypeOf('vacation_3')).toBe('vacation');
    expect(notificationTypeOf('workshift_40')).toBe('workshift');
    expect(notificationTypeOf('general_1')).toBe('general');
  });

  it('anything else is general', () => {
    expect(notificationTypeOf('12')).toBe('general');
    expect(notificationTypeOf('_12')).toBe('general');
    expect(notificationTypeOf('otro_12')).toBe('general');
    expect(notificationTypeOf('Ticket_12')).toBe('general');
    expect(notificationTypeOf('')).toBe('general');
  });
});

function item(id: string, read = false): Notification {
  return {
    id,
    timestamp: '2025-07-24T06:00:00.000Z',
    title: 'Nueva petición',
    message: 'Lucía: vacaciones',
    type: notificationTypeOf(id),
    link: '/petitions?view=inbox&id=1',
    petition_id: 1,
    read,
  };
}

describe('notificationsToAnnounce', () => {
  it('shows nothing from the first list, only what arrives later', () => {
    const first = [item('vacation_2'), item('ticket_1')];
    expect(notificationsToAnnounce(null, first)).toEqual([]);
    const seen = new Set(first.map((n) => n.id));
    const next = [item('workshift_4'), item('ticket_3'), ...first];
    expect(notificationsToAnnounce(seen, next).map((n) => n.id)).toEqual(['ticket_3', 'workshift_4']);
  });

  it('skips the ones already read', () => {
    expect(notificationsToAnnounce(new Set(), [item('ticket_3', true)])).toEqual([]);
  });

  it('counts unread ones and closes after 5 s', () => {
    expect(unreadCount([item('a_1'), item('b_2', true)])).toBe(1);
    expect(unreadCount(undefined)).toBe(0);
    expect(DESKTOP_NOTIFICATION_CLOSE_MS).toBe(5000);
  });
});
