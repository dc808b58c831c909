import {
  INSPECTOR_LINK_MESSAGES,
  type InspectorLinkInfo,
  type InspectorRegisterQuery,
} from '@jornada/shared/api/inspector-links';
import { REPORT_MESSAGES, type RegisterResponse } from '@jornada/shared/api/reports';
import { findIpRefusal, type IpRateLimit, takeIpAttempt } from '../../access/ip-rate-limit.repository';
import { recordAudit } from '../../access/record-audit';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import { buildRegister, type RegisterScope } from '../register/build-register';
import { type BundleContents, bundlePeriod, readBundleContents } from '../reports/bundle/build-bundle';
import {
  findCompanyIdentity,
  findInspectorLinkByTokenHash,
  type InspectorLinkRow,
  recordInspectorLinkAccess,
} from './inspector-links.repository';

/**
 * Unknown tokens per IP: a guesser gets 429 after these, even for a token that would have been
 * valid (or the limit would not stop the guessing). An inspector's page makes two calls per visit.
 */
export const INSPECTOR_TOKEN_RATE_LIMIT: IpRateLimit = { bucket: 'inspector-token', windowMinutes: 15, perIp: 20 };
export const INSPECTOR_TOO_MANY_MESSAGE =
  'Demasiados intentos con enlaces no válidos desde tu conexión. Inténtalo de nuevo más tarde.';

/** What generateToken makes: 32 bytes as base64url. Anything else names no link. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface InspectorClient {
  ip: string;
  userAgent: string | null;
}

/** What a use of the link fetched, as written to the activity log. */
export type InspectorUse =
  | { download: 'page' }
  | { download: 'register'; format: string; from: string; to: string }
  | { download: 'bundle'; month: string; from: string; to: string };

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', INSPECTOR_TOO_MANY_MESSAGE, { retryAfterSeconds });
}

/**
 * The link a token names, if it may be used now: unknown or revoked → 404, expired → 410. Unknown
 * tokens count against the IP's limit.
 */
export async function openInspectorLink(
  db: Db,
  token: string,
  client: InspectorClient,
  now = new Date(),
): Promise<InspectorLinkRow> {
  const refused = await findIpRefusal(db, client.ip, INSPECTOR_TOKEN_RATE_LIMIT);
  if (refused) throw tooMany(refused.retryAfterSeconds);
  const link = TOKEN_PATTERN.test(token) ? await findInspectorLinkByTokenHash(db, hashToken(token)) : undefined;
  if (!link) {
    const limited = await takeIpAttempt(db, client.ip, INSPECTOR_TOKEN_RATE_LIMIT);
    if (limited) throw tooMany(limited.retryAfterSeconds);
    throw new AppError('NOT_FOUND', INSPECTOR_LINK_MESSAGES.notFound);
  }
  if (link.revoked_at !== null) throw new AppError('NOT_FOUND', INSPECTOR_LINK_MESSAGES.notFound);
  if (new Date(link.expires_at).getTime() <= now.getTime()) {
    throw new AppError('GONE', INSPECTOR_LINK_MESSAGES.expired);
  }
  return link;
}

/** Counts the use on the link and writes it to the company's activity log (`inspector.access`). */
export async function recordInspectorUse(trx: Trx, link: InspectorLinkRow, client: InspectorClient, use: InspectorUse) {
  await recordInspectorLinkAccess(trx, link.company_id, link.id);
  await recordAudit(trx, link.company_id, {
    actorUserId: null,
    action: 'inspector.access',
    entity: 'inspector_link',
    entityId: link.id,
    details: { link_id: link.id, label: link.label, ...use, user_agent: client.userAgent?.slice(0, 300) ?? null },
    ip: client.ip,
  });
}

/** yyyy-MM of every month the period touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) return months;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
}

/** GET /api/inspeccion/{token}: what the public page shows first. */
export async function getInspectorLinkInfo(
  db: Db,
  token: string,
  client: InspectorClient,
  now = new Date(),
): Promise<InspectorLinkInfo> {
  const link = await openInspectorLink(db, token, client, now);
  const company = await withTenant(db, link.company_id, async (trx) => {
    await recordInspectorUse(trx, link, client, { download: 'page' });
    return findCompanyIdentity(trx, link.company_id);
  });
  return {
    company: { name: company.name, cif: company.cif },
    label: link.label,
    from: link.period_from,
    to: link.period_to,
    expires_at: new Date(link.expires_at).toISOString(),
    months: monthsOf(link.period_from, link.period_to),
  };
}

const spanishDay = (date: string) => date.split('-').reverse().join('/');

export const outsidePeriodMessage = (from: string, to: string) =>
  `Las fechas deben estar dentro del periodo del enlace (${spanishDay(from)} – ${spanishDay(to)})`;

/** The whole company, whatever the link's creator could see: the register an inspector asks for. */
const companyScope = (link: InspectorLinkRow): RegisterScope => ({
  companyId: link.company_id,
  reach: { kind: 'company', companyId: link.company_id },
});

/**
 * GET /api/inspeccion/{token}/register: the company's register of the link's period, or of a part of
 * it (from/to inside the period). The route renders the format.
 */
export async function getInspectorRegister(
  db: Db,
  token: string,
  client: InspectorClient,
  query: InspectorRegisterQuery,
  now = new Date(),
): Promise<RegisterResponse> {
  const link = await openInspectorLink(db, token, client, now);
  const from = query.from ?? link.period_from;
  const to = query.to ?? link.period_to;
  if (from < link.period_from || to > link.period_to) {
    throw new AppError('BAD_REQUEST', outsidePeriodMessage(link.period_from, link.period_to));
  }
  if (to < from) throw new AppError('BAD_REQUEST', REPORT_MESSAGES.toBeforeFrom);
  return withTenant(db, link.company_id, async (trx) => {
    const register = await buildRegister(trx, companyScope(link), { from, to }, now);
    await recordInspectorUse(trx, link, client, { download: 'register', format: query.format, from, to });
    return register;
  });
}

/** GET /api/inspeccion/{token}/bundle: a month's bundle, limited to the days of the link's period. */
export async function getInspectorBundle(
  db: Db,
  token: string,
  client: InspectorClient,
  month: string,
  now = new Date(),
): Promise<BundleContents> {
  const link = await openInspectorLink(db, token, client, now);
  const period = bundlePeriod(month, { from: link.period_from, to: link.period_to });
  if (!period) throw new AppError('BAD_REQUEST', INSPECTOR_LINK_MESSAGES.outsidePeriod);
  return withTenant(db, link.company_id, async (trx) => {
    const contents = await readBundleContents(trx, companyScope(link), month, period, now);
    await recordInspectorUse(trx, link, client, { download: 'bundle', month, ...period });
    return contents;
  });
}
