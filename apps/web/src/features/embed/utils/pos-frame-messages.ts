import { type PosLoginResponse, posLoginResponse } from '@jornada/shared/api/pos';
import { z } from 'zod';

/**
 * Between the POS widget (/embed/pos-widget) and the kiosk it frames (/embed/pos-widget/iframe), both
 * pages of the app. A frame inside another site may not use storage at all (ADR 013), so the kiosk
 * asks its parent for the terminal session instead of reading it, and tells it when the session ended.
 * Same origin only, both ways: the token never goes to another window.
 */
export const POS_FRAME_MESSAGES = {
  request: 'JORNADA_POS_SESSION_REQUEST',
  session: 'JORNADA_POS_SESSION',
  ended: 'JORNADA_POS_SESSION_ENDED',
} as const;

const sessionMessage = z.object({
  type: z.literal(POS_FRAME_MESSAGES.session),
  token: z.string().min(1),
  company: posLoginResponse,
});

export type PosFrameMessage =
  | { kind: 'request' }
  | { kind: 'session'; token: string; company: PosLoginResponse }
  | { kind: 'ended' };

/** A message between the POS widget and its kiosk frame; null for anything else or from another origin. */
export function parsePosFrameMessage(data: unknown, origin: string, selfOrigin: string): PosFrameMessage | null {
  if (origin !== selfOrigin || typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  if (type === POS_FRAME_MESSAGES.request) return { kind: 'request' };
  if (type === POS_FRAME_MESSAGES.ended) return { kind: 'ended' };
  const session = sessionMessage.safeParse(data);
  return session.success ? { kind: 'session', token: session.data.token, company: session.data.company } : null;
}

/** The parent window when it is a page of this app (the POS widget); null otherwise. */
export function sameOriginParent(win: Window = window): Window | null {
  if (win.parent === win) return null;
  try {
    return win.parent.location.origin === win.location.origin ? win.parent : null;
  } catch {
    // Reading a foreign parent's location throws: not ours.
    return null;
  }
}
