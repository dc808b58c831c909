import { it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs } from './test-app';

it('probe', async () => {
  const ctx = await createTestContext();
  console.log(JSON.stringify(ctx.app.apiRoutes));
  console.log(ctx.app.printRoutes({ commonPrefix: false }));
  const c = await loginAs(ctx.app, demoUsers.company);
  const r = await call(ctx.app, {
    method: 'POST',
    url: '/api/logout',
    headers: { origin: 'http://localhost:80' },
    cookie: c,
  });
  console.log(r.statusCode, r.body);
  const r2 = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    payload: '{bad',
  });
  console.log(r2.statusCode, r2.body);
  await ctx.close();
});
