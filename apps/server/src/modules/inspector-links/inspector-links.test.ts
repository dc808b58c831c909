import { createHash } from 'node:crypto';
import { INSPECTOR_LINK_MESSAGES } from '@jornada/shared/api/inspector-links';
import { REPORT_MESSAGES, registerResponse } from '@jornada/shared/api/reports';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../test/test-app';
import {
  ADMIN,
  ADMIN_B,
  api,
  ctx,
  FORBIDDEN,
  LUCIA,
  MANAGER,
  useEmployeesContext,
} from '../employees/employees.test-helpers';
import {
  INSPECTOR_TOKEN_RATE_LIMIT,
  INSPECTOR_TOO_MANY_MESSAGE,
  outsidePeriodMessage,
} from './inspector-access.service';

useEmployeesContext();
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const body = (overrides: Record<string, unknown> = {}) => ({
  label: 'ITSS Madrid, expediente 123',
  from: '2026-01-01',
  to: '2026-02-28',
  expires_at: inDays(7),
  ...overrides,
});

async function createLink(as = ADMIN, overrides: Record<string, unknown> = {}) {
  const response = await api(as, 'POST', '/api/inspector-links', body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; token: string; url: string; expires_at: string; label: string };
}

/** Anonymous, without the X-Requested-With header, as a browser opening the link. */
const anonymous = (url: string, ip = '10.90.0.1') =>
  call(ctx.app, {
    method: 'GET',
    url,
    skipCsrfHeader: true,
    remoteAddress: ip,
    headers: { 'user-agent': 'Firefox ITSS' },
  });

const accessRows = (linkId: number) =>
  ctx.superuserQuery<{
    details: Record<string, unknown>;
    ip: string;
    actor_user_id: number | null;
    company_id: number;
  }>(
    `select details, ip, actor_user_id, company_id from audit_log
      where action = 'inspector.access' and entity_id = $1 order by id`,
    [String(linkId)],
  );

describe('POST /api/inspector-links', () => {
  it('201 with a url carrying a 256-bit token; only its SHA-256 is stored; audited', async () => {
    const created = await createLink();
    expect(created).toEqual({
      id: expect.any(Number),
      label: 'ITSS Madrid, expediente 123',
      from: '2026-01-01',
      to: '2026-02-28',
      expires_at: expect.any(String),
      url: `http://localhost:3000/inspeccion/${created.token}`,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const rows = await ctx.superuserQuery<{ row: string; token_hash: string }>(
      'select row_to_json(l)::text as row, token_hash from inspector_links l where id = $1',
      [created.id],
    );
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(rows[0]?.row).not.toContain(created.token);
    const [audit] = await ctx.superuserQuery<{ actor_user_id: number; details: Record<string, unknown> }>(
      `select actor_user_id, details from audit_log where action = 'inspector_link.create' and entity_id = $1`,
      [String(created.id)],
    );
    expect(audit?.details).toMatchObject({ link_id: created.id, label: created.label, from: '2026-01-01' });
    expect(JSON.stringify(audit?.details)).not.toContain(created.token);
  });

  it.each([
    ['an expiry in the past', { expires_at: inDays(-1) }, INSPECTOR_LINK_MESSAGES.expiresInPast],
    ['an expiry more than 30 days ahead', { expires_at: inDays(31) }, INSPECTOR_LINK_MESSAGES.expiresTooFar],
    ['no label', { label: '   ' }, INSPECTOR_LINK_MESSAGES.labelRequired],
    ['no expiry', { expires_at: undefined }, INSPECTOR_LINK_MESSAGES.expiresRequired],
    ['an expiry that is no date', { expires_at: 'mañana' }, INSPECTOR_LINK_MESSAGES.expiresInvalid],
    ['an end before the start', { from: '2026-03-01', to: '2026-02-01' }, REPORT_MESSAGES.toBeforeFrom],
    ['a period over 366 days', { from: '2025-01-01', to: '2026-01-02' }, REPORT_MESSAGES.tooLong],
  ])('400 in Spanish for %s, and nothing written', async (_, overrides, message) => {
    const [before] = await ctx.superuserQuery<{ n: number }>('select count(*)::int as n from inspector_links');
    const response = await api(ADMIN, 'POST', '/api/inspector-links', body(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    const [after] = await ctx.superuserQuery<{ n: number }>('select count(*)::int as n from inspector_links');
    expect(after?.n).toBe(before?.n);
  });

  it('accepts exactly 30 days ahead', async () => {
    await createLink(ADMIN, { expires_at: inDays(30) });
  });

  it('only the company admin: 403 for the manager and the worker', async () => {
    for (const as of [MANAGER, LUCIA]) {
      const response = await api(as, 'POST', '/api/inspector-links', body());
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(FORBIDDEN);
    }
  });
});

describe('GET and DELETE /api/inspector-links', () => {
  it('lists the company’s links without any token, with their use', async () => {
    const created = await createLink(ADMIN, { label: 'Para listar' });
    await anonymous(`/api/inspeccion/${created.token}`);
    const response = await api(ADMIN, 'GET', '/api/inspector-links');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(created.token);
    const listed = response.json().data.find((link: { id: number }) => link.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      label: 'Para listar',
      from: '2026-01-01',
      to: '2026-02-28',
      expires_at: created.expires_at,
      created_at: expect.any(String),
      created_by: { id: expect.any(Number), name: 'Ana García' },
      revoked_at: null,
      last_accessed_at: expect.any(String),
      access_count: 1,
    });
    for (const link of response.json().data) expect(Object.keys(link)).not.toContain('token');
  });

  it("another company's admin neither lists nor revokes it (404), and it keeps working", async () => {
    const created = await createLink(ADMIN, { label: 'De la panadería' });
    const listedByB = await api(ADMIN_B, 'GET', '/api/inspector-links');
    expect(listedByB.statusCode).toBe(200);
    expect(listedByB.json().data.map((link: { id: number }) => link.id)).not.toContain(created.id);
    const revokedByB = await api(ADMIN_B, 'DELETE', `/api/inspector-links/${created.id}`);
    expect(revokedByB.statusCode).toBe(404);
    expect(revokedByB.json().message).toBe(INSPECTOR_LINK_MESSAGES.notFound);
    expect((await anonymous(`/api/inspeccion/${created.token}`)).statusCode).toBe(200);
  });

  it('revoking makes the token answer 404 at once; revoking twice is 409; both audited once', async () => {
    const created = await createLink(ADMIN, { label: 'A revocar' });
    const revoked = await api(ADMIN, 'DELETE', `/api/inspector-links/${created.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ id: created.id, revoked_at: expect.any(String) });
    const again = await api(ADMIN, 'DELETE', `/api/inspector-links/${created.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INSPECTOR_LINK_MESSAGES.alreadyRevoked);
    const use = await anonymous(`/api/inspeccion/${created.token}`);
    expect(use.statusCode).toBe(404);
    expect(use.json().message).toBe(INSPECTOR_LINK_MESSAGES.notFound);
    const audits = await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'inspector_link.revoke' and entity_id = $1`,
      [String(created.id)],
    );
    expect(audits[0]?.n).toBe(1);
  });

  it('404 for an unknown id', async () => {
    const response = await api(ADMIN, 'DELETE', '/api/inspector-links/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(INSPECTOR_LINK_MESSAGES.notFound);
  });
});

describe('GET /api/inspeccion/{token} (anonymous)', () => {
  it('shows the company, the period and its months without a session or CSRF header; the visit is logged', async () => {
    const created = await createLink(ADMIN, { label: 'Visita', from: '2025-12-15', to: '2026-02-03' });
    const response = await anonymous(`/api/inspeccion/${created.token}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      company: { name: expect.any(String), cif: expect.any(String) },
      label: 'Visita',
      from: '2025-12-15',
      to: '2026-02-03',
      expires_at: created.expires_at,
      months: ['2025-12', '2026-01', '2026-02'],
    });
    const [row] = await accessRows(created.id);
    expect(row).toMatchObject({
      ip: '10.90.0.1',
      actor_user_id: null,
      details: { link_id: created.id, label: 'Visita', download: 'page', user_agent: 'Firefox ITSS' },
    });
  });

  it('the access shows in the company log (/api/logs) with its Spanish label', async () => {
    const created = await createLink(ADMIN, { label: 'En el registro de actividad' });
    await anonymous(`/api/inspeccion/${created.token}`);
    const response = await api(ADMIN, 'GET', '/api/logs?action=inspector.access');
    expect(response.statusCode, response.body).toBe(200);
    const entry = response.json().data.find((e: { entityId: string }) => e.entityId === String(created.id));
    expect(entry).toMatchObject({ actionLabel: 'Acceso de la Inspección', actor: null, ip: '10.90.0.1' });
  });

  it('410 in Spanish once expired (faked clock), and still 404 for an unknown token', async () => {
    const created = await createLink(ADMIN, { label: 'Caduca', expires_at: inDays(2) });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(created.expires_at) + 60_000));
    const expired = await anonymous(`/api/inspeccion/${created.token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(INSPECTOR_LINK_MESSAGES.expired);
    vi.useRealTimers();
    expect((await anonymous(`/api/inspeccion/${created.token}`)).statusCode).toBe(200);
    const unknown = await anonymous(`/api/inspeccion/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(INSPECTOR_LINK_MESSAGES.notFound);
  });

  it(`after ${INSPECTOR_TOKEN_RATE_LIMIT.perIp} unknown tokens an IP gets 429, even with a valid one; other IPs do not`, async () => {
    const created = await createLink(ADMIN, { label: 'Adivinanzas' });
    const ip = '10.91.0.1';
    for (let i = 0; i < INSPECTOR_TOKEN_RATE_LIMIT.perIp; i++) {
      const guess = await anonymous(`/api/inspeccion/${String(i).padStart(43, 'b')}`, ip);
      expect(guess.statusCode, `intento ${i + 1}`).toBe(404);
    }
    const blocked = await anonymous(`/api/inspeccion/${created.token}`, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(INSPECTOR_TOO_MANY_MESSAGE);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await anonymous(`/api/inspeccion/${created.token}`, '10.91.0.2')).statusCode).toBe(200);
  });

  it('valid uses do not count against the limit', async () => {
    const created = await createLink(ADMIN, { label: 'Muchas visitas' });
    for (let i = 0; i < INSPECTOR_TOKEN_RATE_LIMIT.perIp + 2; i++) {
      expect((await anonymous(`/api/inspeccion/${created.token}`, '10.92.0.1')).statusCode).toBe(200);
    }
  });
});

describe('GET /api/inspeccion/{token}/register (anonymous)', () => {
  it.each([
    ['json', 'application/json', (body: Buffer) => registerResponse.parse(JSON.parse(body.toString('utf8'))).from],
    ['csv', 'text/csv', (body: Buffer) => body.toString('utf8').charCodeAt(0) === 0xfeff],
    [
      'xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      (body: Buffer) => body.subarray(0, 2).toString(),
    ],
    ['pdf', 'application/pdf', (body: Buffer) => body.subarray(0, 5).toString()],
  ] as const)(
    '%s: the whole company in the period, as a download; the use is logged with its format',
    async (format, type, probe) => {
      const created = await createLink(ADMIN, { label: `Formato ${format}`, from: '2025-03-01', to: '2025-03-31' });
      const response = await anonymous(`/api/inspeccion/${created.token}/register?format=${format}`);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers['content-type']).toContain(type);
      const expected = { json: '2025-03-01', csv: true, xlsx: 'PK', pdf: '%PDF-' }[format];
      expect(probe(response.rawPayload)).toBe(expected);
      if (format !== 'json')
        expect(response.headers['content-disposition']).toMatch(/^attachment; filename="registro-jornada-/);
      const [row] = await accessRows(created.id);
      expect(row?.details).toMatchObject({ download: 'register', format, from: '2025-03-01', to: '2025-03-31' });
    },
  );

  it('lists every worker of the company, and narrows to from/to inside the period', async () => {
    const created = await createLink(ADMIN, { label: 'Acotado', from: '2025-03-01', to: '2025-03-31' });
    const whole = registerResponse.parse((await anonymous(`/api/inspeccion/${created.token}/register`)).json());
    const [{ n }] = (await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from employees e join companies c on c.id = e.company_id
        where c.schema_name = 'panaderia_ejemplo'`,
    )) as [{ n: number }];
    expect(whole.employees.length).toBe(n);
    const part = await anonymous(`/api/inspeccion/${created.token}/register?from=2025-03-10&to=2025-03-12`);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ from: '2025-03-10', to: '2025-03-12' });
    expect(part.json().employees[0].days).toHaveLength(3);
  });

  it('400 in Spanish for dates outside the period, a bad format or an end before the start', async () => {
    const created = await createLink(ADMIN, { label: 'Límites', from: '2025-03-01', to: '2025-03-31' });
    for (const [query, message] of [
      ['from=2025-02-28', outsidePeriodMessage('2025-03-01', '2025-03-31')],
      ['to=2025-04-01', outsidePeriodMessage('2025-03-01', '2025-03-31')],
      ['format=docx', REPORT_MESSAGES.format],
      ['from=2025-03-20&to=2025-03-10', REPORT_MESSAGES.toBeforeFrom],
    ] as const) {
      const response = await anonymous(`/api/inspeccion/${created.token}/register?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });

  it('404 once revoked and 410 once expired, for the register and the bundle alike', async () => {
    const revoked = await createLink(ADMIN, { label: 'Revocado', from: '2025-03-01', to: '2025-03-31' });
    await api(ADMIN, 'DELETE', `/api/inspector-links/${revoked.id}`);
    for (const path of ['register?format=pdf', 'bundle?month=2025-03']) {
      expect((await anonymous(`/api/inspeccion/${revoked.token}/${path}`)).statusCode).toBe(404);
    }
    const expiring = await createLink(ADMIN, { label: 'Caducado', from: '2025-03-01', to: '2025-03-31' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(expiring.expires_at) + 1000));
    for (const path of ['register?format=xlsx', 'bundle?month=2025-03']) {
      const response = await anonymous(`/api/inspeccion/${expiring.token}/${path}`);
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe(INSPECTOR_LINK_MESSAGES.expired);
    }
  });
});
