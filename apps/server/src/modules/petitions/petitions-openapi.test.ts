import { describe, expect, it } from 'vitest';
import { send } from '../../../test/petition-helpers';
import { ctx, usePetitionsContext } from './petitions.test-helpers';

usePetitionsContext();

describe('OpenAPI', () => {
  it('documents every petition, notification and vacation call', async () => {
    const response = await send(ctx, undefined, 'GET', '/api/docs/json');
    expect(response.statusCode, response.body).toBe(200);
    const { paths } = response.json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths['/api/petitions'] ?? {}).sort()).toEqual(['get', 'post']);
    for (const path of [
      '/api/petitions/{id}',
      '/api/petitions/tickets',
      '/api/petitions/pending-count',
      '/api/petitions/recent-updates',
      '/api/petitions/new-petitions',
      '/api/petitions/notifications/recent',
      '/api/petitions/registros',
      '/api/vacations/balance',
      '/api/vacations/today',
    ]) {
      expect(Object.keys(paths[path] ?? {}), path).toEqual(['get']);
    }
    expect(Object.keys(paths['/api/petitions/{id}/decision'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/petitions/{id}/cancel'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/notification-preferences'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(paths['/api/holidays'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/vacations/allowance'] ?? {}).sort()).toEqual(['get', 'put']);
  });
});
