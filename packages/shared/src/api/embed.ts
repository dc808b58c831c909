import { z } from 'zod';
import { posLoginRequest, posLoginResponse } from './pos';
import { loginRequest, loginResponse } from './session';

/**
 * Embeddable widgets (ADR 013). A widget framed by another site cannot rely on cookies (a
 * third-party context, or a WebView with third-party cookies off), so its logins answer a token the
 * widget keeps and sends as `Authorization: Bearer <token>`; no cookie is set.
 */

/**
 * The pages another site may frame (Content-Security-Policy `frame-ancestors 'self'` plus
 * EMBED_ALLOWED_ORIGINS). Every other page, /embed-employee-widget included, refuses any frame.
 */
export const EMBED_PAGE_PATHS = [
  '/embed/employee-widget/iframe',
  '/embed/employee-widget/timetracking',
  '/embed/pos-widget',
  '/embed/pos-widget/iframe',
] as const;

/** Where the embed pages keep their tokens (sessionStorage: gone with the frame's tab). */
export const EMBED_STORAGE_KEYS = { token: 'jornada.embed.token', posToken: 'jornada.embed.posToken' } as const;

/** GET /api/embed/config: the origins from EMBED_ALLOWED_ORIGINS as `scheme://host[:port]` (none when unset). */
export const embedConfigResponse = z.object({ allowed_origins: z.array(z.string()) });
export type EmbedConfigResponse = z.infer<typeof embedConfigResponse>;

/** POST /api/embed/login: the same body and rules as POST /api/login. */
export const embedLoginRequest = loginRequest;
export type EmbedLoginRequest = z.infer<typeof embedLoginRequest>;
/** POST /api/login's body plus the session's token (no cookie is set). */
export const embedLoginResponse = loginResponse.extend({ token: z.string() });
export type EmbedLoginResponse = z.infer<typeof embedLoginResponse>;

/** POST /api/embed/pos/login: the same body and rules as POST /api/pos/login. */
export const embedPosLoginRequest = posLoginRequest;
export type EmbedPosLoginRequest = z.input<typeof embedPosLoginRequest>;
/** POST /api/pos/login's body plus the POS session's token (no cookie is set). */
export const embedPosLoginResponse = posLoginResponse.extend({ token: z.string() });
export type EmbedPosLoginResponse = z.infer<typeof embedPosLoginResponse>;
