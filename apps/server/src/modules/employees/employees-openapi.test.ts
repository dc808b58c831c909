import { describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app';
import { ctx, useEmployeesContext } from './employees.test-helpers';

useEmployeesContext();

describe('OpenAPI', () => {
  it('documents every employee route with its request schema', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode, response.body).toBe(200);
    const { paths } = response.json() as {
      paths: Record<string, Record<string, { summary?: string; requestBody?: unknown }>>;
    };
    expect(Object.keys(paths['/api/employees'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/employees/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(paths['/api/employees/{id}/managers'] ?? {})).toEqual(['patch']);
    expect(Object.keys(paths['/api/employees/{id}/reactivate'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/managers'] ?? {})).toEqual(['get']);
    expect(paths['/api/employees']?.post?.requestBody).toBeDefined();
    expect(paths['/api/employees/{id}/reactivate']?.post?.summary).toContain('Deshacer la baja');
  });
});
