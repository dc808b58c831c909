import type { Petition } from '@jornada/shared/api/petitions';
import { afterAll, beforeAll, expect } from 'vitest';
import type { LoggedIn } from '../../../test/clock-helpers';
import { panaderiaPeople, send, sessionsFor, talleresPeople } from '../../../test/petition-helpers';
import { createTestContext, demoUsers, type TestContext } from '../../../test/test-app';

/**
 * What the petition and correction tests share. Each test file calls `usePetitionsContext()` once and
 * gets its own database with every demo company user logged in; Vitest loads this module afresh for
 * every file, so `ctx`, `as` and `panaderia` are that file's alone.
 */
export let ctx: TestContext;
export let as: (email: string) => LoggedIn;
export let panaderia = 0;

export function usePetitionsContext() {
  beforeAll(async () => {
    ctx = await createTestContext();
    as = await sessionsFor(ctx, [...panaderiaPeople, ...talleresPeople]);
    panaderia = as(demoUsers.company).user.company_id as number;
  });
  afterAll(() => ctx?.close());
}

export const id = (email: string) => as(email).user.id;
export const pending = async (email: string) =>
  ((await send(ctx, as(email), 'GET', '/api/petitions/pending-count')).json() as { count: number }).count;
export const decide = (email: string, petitionId: number, body: Record<string, unknown>) =>
  send(ctx, as(email), 'POST', `/api/petitions/${petitionId}/decision`, body);
export const cancel = (email: string, petitionId: number) =>
  send(ctx, as(email), 'POST', `/api/petitions/${petitionId}/cancel`);
export const list = async (email: string, query: string) => {
  const response = await send(ctx, as(email), 'GET', `/api/petitions?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Petition[]; total: number };
};
