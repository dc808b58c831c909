/**
 * Which window the widget may talk to: only origins in the server's allow-list
 * (GET /api/embed/config) or the page's own. Pure, so every case is tested.
 */

/** `scheme://host[:port]` of an http(s) URL or origin; null for anything else ('null', file:, junk). */
export function normalizeOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export interface FrameContext {
  /** window.self !== window.top (or reading it threw: a cross-origin top). */
  isFramed: boolean;
  /** location.ancestorOrigins where the browser has it (Chromium, WebKit): the parent first. */
  ancestorOrigins?: ArrayLike<string> | null;
  /** document.referrer: the parent's URL, or its origin, when the frame was first loaded. */
  referrer: string;
}

/** The origin of the window that frames this page, as far as the browser tells; null when not framed. */
export function parentOriginOf(frame: FrameContext): string | null {
  if (!frame.isFramed) return null;
  const fromAncestors = frame.ancestorOrigins && frame.ancestorOrigins.length > 0 ? frame.ancestorOrigins[0] : null;
  return normalizeOrigin(fromAncestors ?? frame.referrer);
}

export interface OriginPolicy {
  /** The page's own origin (location.origin). */
  selfOrigin: string;
  /** EMBED_ALLOWED_ORIGINS as the server sends them. */
  allowedOrigins: readonly string[];
}

/** Whether a message from `origin` may be acted on: the allow-list, or the page itself (native WebViews). */
export function isTrustedOrigin(origin: string | null | undefined, policy: OriginPolicy): boolean {
  const normalized = normalizeOrigin(origin);
  if (!normalized) return false;
  if (normalized === normalizeOrigin(policy.selfOrigin)) return true;
  return policy.allowedOrigins.some((allowed) => normalizeOrigin(allowed) === normalized);
}

/**
 * The targetOrigin for posting to the parent window: the parent's own origin, and only when it is
 * trusted. Null means post nothing to the parent — never '*', which would hand the user's name and
 * email to whichever site framed the page.
 */
export function parentTargetOrigin(frame: FrameContext, policy: OriginPolicy): string | null {
  const parent = parentOriginOf(frame);
  return parent && isTrustedOrigin(parent, policy) ? parent : null;
}
