import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app';
import { issueToken } from './auth.service';
import { useAuthTestContext } from './auth.test-helpers';

const { ctx, login } = useAuthTestContext();

describe('invitation (an account without a password yet)', () => {
  const email = 'invitada@jornada.test';
  let token: string;

  beforeAll(async () => {
    const company = await ctx.database.ownerDb
      .selectFrom('companies')
      .select('id')
      .where('schema_name', '=', 'panaderia_ejemplo')
      .executeTakeFirstOrThrow();
    const user = await ctx.database.ownerDb
      .insertInto('users')
      .values({ email, name: 'Invitada', role: 'worker', company_id: company.id, password_hash: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    token = await issueToken(ctx.database.db, user.id, 'activation');
  });

  it('asks for a password, refuses to activate without one, and activates with one', async () => {
    const info = await call(ctx.app, { method: 'GET', url: `/api/auth/token?token=${token}` });
    expect(info.json()).toEqual({ kind: 'activation', email, needsPassword: true });

    const without = await call(ctx.app, { method: 'POST', url: '/api/auth/activate', payload: { token } });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe('Elige una contraseña para activar tu cuenta');

    const weak = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/activate',
      payload: { token, password: 'corta' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('La contraseña debe tener al menos 8 caracteres');

    const activated = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/activate',
      payload: { token, password: 'Elegida#2025' },
    });
    expect(activated.statusCode).toBe(200);
    const response = await login(email, 'Elegida#2025', '10.44.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'worker', must_change_password: false });
  });
});
