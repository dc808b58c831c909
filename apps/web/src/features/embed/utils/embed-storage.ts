import { EMBED_STORAGE_KEYS as SHARED_KEYS } from '@jornada/shared/api/embed';
import { type PosLoginResponse, posLoginResponse } from '@jornada/shared/api/pos';

/**
 * Where the embed widgets keep their sessions (ADR 013): this tab's session storage, never a cookie and
 * never local storage, so closing the host's view ends them. A frame inside another site may be refused
 * storage altogether: then every read is null and the session lives in the page's memory only. The tokens are the server's session
 * tokens; the POS company is kept beside its token for the kiosk's header and clock calls.
 */
export const EMBED_STORAGE_KEYS = { ...SHARED_KEYS, posCompany: 'jornada.embed.posCompany' } as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): KeyValueStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage blocked (privacy settings): the session then lasts as long as the page.
    return null;
  }
}

function read(storage: KeyValueStorage | null, key: string): string | null {
  try {
    const value = storage?.getItem(key) ?? null;
    return value && value.trim() !== '' ? value : null;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota or blocked storage: the next load asks for the login again.
  }
}

export function readEmbedToken(storage = sessionStore()): string | null {
  return read(storage, EMBED_STORAGE_KEYS.token);
}

export function saveEmbedToken(token: string | null, storage = sessionStore()): void {
  write(storage, EMBED_STORAGE_KEYS.token, token);
}

export interface EmbedPosSession {
  token: string;
  company: PosLoginResponse;
}

/** The POS widget's session, or null when either half is missing or unreadable. */
export function readEmbedPosSession(storage = sessionStore()): EmbedPosSession | null {
  const token = read(storage, EMBED_STORAGE_KEYS.posToken);
  const raw = read(storage, EMBED_STORAGE_KEYS.posCompany);
  if (!token || !raw) return null;
  try {
    const company = posLoginResponse.safeParse(JSON.parse(raw));
    return company.success ? { token, company: company.data } : null;
  } catch {
    return null;
  }
}

export function saveEmbedPosSession(session: EmbedPosSession | null, storage = sessionStore()): void {
  write(storage, EMBED_STORAGE_KEYS.posToken, session?.token ?? null);
  write(storage, EMBED_STORAGE_KEYS.posCompany, session ? JSON.stringify(session.company) : null);
}
