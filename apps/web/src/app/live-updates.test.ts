import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveEvent, LiveTopic } from '../lib/live-events/live-event-types';
import { refreshForEvent } from './live-updates';

const keys = {
  myCurrent: ['workshift', 'current'],
  myHistory: ['workshift', 'history', '2026-03'],
  status: ['workshift-status'],
  employeeCurrent12: ['employees', 'current-workshift', 12],
  employeeCurrent13: ['employees', 'current-workshift', 13],
  employeeList: ['employees', 'list', 'active'],
  pendingCount: ['petitions', 'pending-count'],
  notifications: ['notifications', 'recent'],
  config: ['company-config'],
  user: ['user'],
} as const;

function refreshed(topic: LiveTopic, userId: number | null, viewerId = 7): string[] {
  const queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, 1);
  const event: LiveEvent = { id: '1', topic, type: `${topic}.x`, userId, eventTime: null, receivedAt: 0, data: {} };
  refreshForEvent(queryClient, event, viewerId);
  return Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('refreshForEvent', () => {
  it("refetches my shifts for my own workshift events, only that employee's for another's", () => {
    expect(refreshed('workshift', 7)).toEqual(['myCurrent', 'myHistory']);
    expect(refreshed('workshift', 12)).toEqual(['employeeCurrent12']);
  });

  it('refetches the queries of each topic', () => {
    expect(refreshed('petitions', 3)).toEqual(['pendingCount']);
    expect(refreshed('notifications', 7)).toEqual(['notifications']);
    expect(refreshed('employees', 12)).toEqual(['employeeCurrent12', 'employeeCurrent13', 'employeeList']);
    expect(refreshed('config', null)).toEqual(['config']);
    expect(refreshed('test', 7)).toEqual([]);
  });

  it('refetches everything after a reset (too long away to replay)', () => {
    expect(refreshed('reset', null)).toEqual(Object.keys(keys));
  });
});
