import {
  type CreateInspectorLinkRequest,
  type CreateInspectorLinkResponse,
  INSPECTOR_LINK_MAX_DAYS,
  INSPECTOR_LINK_MESSAGES,
  type InspectorLink,
  type ListInspectorLinksResponse,
} from '@jornada/shared/api/inspector-links';
import { MAX_REPORT_DAYS, periodDays, REPORT_MESSAGES } from '@jornada/shared/api/reports';
import type { SessionUser } from '@jornada/shared/api/session';
import { tenantReachFor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { generateToken, hashToken } from '../../lib/tokens';
import {
  findInspectorLink,
  type InspectorLinkRow,
  insertInspectorLink,
  listInspectorLinks,
  revokeInspectorLink,
} from './inspector-links.repository';

export interface InspectorLinkActor {
  user: SessionUser;
  ip: string | null;
}

/** The public page's path; the token follows it. */
export const INSPECTOR_PAGE_PATH = '/inspeccion/';

const DAY_MS = 86_400_000;
/** A client's "30 days from now" reaches the server a moment later than it was computed. */
const EXPIRY_GRACE_MS = 5 * 60_000;

export function toInspectorLink(row: InspectorLinkRow): InspectorLink {
  return {
    id: row.id,
    label: row.label,
    from: row.period_from,
    to: row.period_to,
    expires_at: new Date(row.expires_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
    created_by: row.created_by === null ? null : { id: row.created_by, name: row.created_by_name ?? '' },
    revoked_at: row.revoked_at === null ? null : new Date(row.revoked_at).toISOString(),
    last_accessed_at: row.last_accessed_at === null ? null : new Date(row.last_accessed_at).toISOString(),
    access_count: row.access_count,
  };
}

function checkLinkInput(input: CreateInspectorLinkRequest, now: Date): Date {
  if (periodDays(input.from, input.to) > MAX_REPORT_DAYS) {
    throw new AppError('BAD_REQUEST', REPORT_MESSAGES.tooLong, { fields: { to: REPORT_MESSAGES.tooLong } });
  }
  const expiresAt = new Date(input.expires_at);
  if (expiresAt.getTime() <= now.getTime()) {
    throw new AppError('BAD_REQUEST', INSPECTOR_LINK_MESSAGES.expiresInPast, {
      fields: { expires_at: INSPECTOR_LINK_MESSAGES.expiresInPast },
    });
  }
  if (expiresAt.getTime() > now.getTime() + INSPECTOR_LINK_MAX_DAYS * DAY_MS + EXPIRY_GRACE_MS) {
    throw new AppError('BAD_REQUEST', INSPECTOR_LINK_MESSAGES.expiresTooFar, {
      fields: { expires_at: INSPECTOR_LINK_MESSAGES.expiresTooFar },
    });
  }
  return expiresAt;
}

/**
 * POST /api/inspector-links: a new link for the actor's company, audited. The token is returned
 * this once (in the url too); only its SHA-256 is kept.
 */
export function createInspectorLink(
  db: Db,
  actor: InspectorLinkActor,
  input: CreateInspectorLinkRequest,
  baseUrl: string,
  now = new Date(),
): Promise<CreateInspectorLinkResponse> {
  const { companyId } = tenantReachFor(actor.user, 'manage:inspector-link');
  const expiresAt = checkLinkInput(input, now);
  const token = generateToken();
  return withTenant(db, companyId, async (trx) => {
    const id = await insertInspectorLink(trx, companyId, {
      label: input.label,
      from: input.from,
      to: input.to,
      tokenHash: hashToken(token),
      expiresAt,
      createdBy: actor.user.id,
    });
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'inspector_link.create',
      entity: 'inspector_link',
      entityId: id,
      details: { link_id: id, label: input.label, from: input.from, to: input.to, expires_at: expiresAt.toISOString() },
      ip: actor.ip,
    });
    return {
      id,
      label: input.label,
      from: input.from,
      to: input.to,
      expires_at: expiresAt.toISOString(),
      url: `${baseUrl}${INSPECTOR_PAGE_PATH}${token}`,
      token,
    };
  });
}

/** GET /api/inspector-links: the company's links, newest first, without their tokens. */
export function listLinks(db: Db, user: SessionUser): Promise<ListInspectorLinksResponse> {
  const { companyId } = tenantReachFor(user, 'manage:inspector-link');
  return withTenant(db, companyId, async (trx) => ({
    data: (await listInspectorLinks(trx, companyId)).map(toInspectorLink),
  }));
}

/** DELETE /api/inspector-links/{id}: revokes the link at once (its token answers 404), audited. */
export function revokeLink(db: Db, actor: InspectorLinkActor, id: number): Promise<InspectorLink> {
  const { companyId } = tenantReachFor(actor.user, 'manage:inspector-link');
  return withTenant(db, companyId, async (trx) => {
    const link = await findInspectorLink(trx, companyId, id);
    if (!link) throw new AppError('NOT_FOUND', INSPECTOR_LINK_MESSAGES.notFound);
    if (!(await revokeInspectorLink(trx, companyId, id, actor.user.id))) {
      throw new AppError('CONFLICT', INSPECTOR_LINK_MESSAGES.alreadyRevoked);
    }
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'inspector_link.revoke',
      entity: 'inspector_link',
      entityId: id,
      details: { link_id: id, label: link.label, from: link.period_from, to: link.period_to },
      ip: actor.ip,
    });
    return toInspectorLink((await findInspectorLink(trx, companyId, id)) as InspectorLinkRow);
  });
}
