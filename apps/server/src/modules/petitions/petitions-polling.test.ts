import { describe, expect, it } from 'vitest';
import { file, JAVIER, send, ticket } from '../../../test/petition-helpers';
import { demoUsers } from '../../../test/test-app';
import { as, ctx, decide, usePetitionsContext } from './petitions.test-helpers';

usePetitionsContext();

describe('polling cursors', () => {
  it('new-petitions and recent-updates flip when something newer than the cursor arrives', async () => {
    const first = await send(ctx, as(demoUsers.manager), 'GET', '/api/petitions/new-petitions');
    const { cursor } = first.json() as { cursor: string };
    const quiet = await send(ctx, as(demoUsers.manager), 'GET', `/api/petitions/new-petitions?since=${cursor}`);
    expect(quiet.json()).toEqual({ hasNewPetitions: false, cursor });

    const petition = await file(ctx, as(JAVIER), ticket('Para el cursor'));
    const news = (await send(ctx, as(demoUsers.manager), 'GET', `/api/petitions/new-petitions?since=${cursor}`)).json();
    expect(news.hasNewPetitions).toBe(true);
    expect(BigInt(news.cursor)).toBeGreaterThan(BigInt(cursor));

    const updates = (await send(ctx, as(JAVIER), 'GET', '/api/petitions/recent-updates')).json() as {
      cursor: string;
    };
    await decide(demoUsers.manager, petition.id, { decision: 'rejected', comment: 'Repetida' });
    const after = (await send(ctx, as(JAVIER), 'GET', `/api/petitions/recent-updates?since=${updates.cursor}`)).json();
    expect(after.hasUpdates).toBe(true);
    // Without a cursor: whether an unread one exists; read-all clears it.
    expect((await send(ctx, as(JAVIER), 'GET', '/api/petitions/recent-updates')).json().hasUpdates).toBe(true);
    expect((await send(ctx, as(JAVIER), 'POST', '/api/petitions/notifications/read-all')).statusCode).toBe(200);
    expect((await send(ctx, as(JAVIER), 'GET', '/api/petitions/recent-updates')).json().hasUpdates).toBe(false);
    expect((await send(ctx, as(JAVIER), 'GET', '/api/petitions/recent-updates?since=abc')).statusCode).toBe(400);
  });
});
