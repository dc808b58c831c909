import type { Role } from '@jornada/shared/roles';

/**
 * The message protocol with a host app (SPEC §7 "Host-app window messaging"), kept pure: what a
 * message from the host means, and what the widget answers. Where messages travel is host-channel.ts.
 */
export const HOST_MESSAGE_TYPES = {
  login: 'MAUI_LOGIN',
  logout: 'MAUI_LOGOUT',
  getStatus: 'MAUI_GET_STATUS',
} as const;

export const WIDGET_MESSAGE_TYPES = {
  ready: 'WEBAPP_READY',
  stateChanged: 'WEBAPP_STATE_CHANGED',
  status: 'WEBAPP_STATUS',
} as const;

export type HostCommand =
  /** Either field may be empty: the login's own validation answers in Spanish. */
  | { kind: 'login'; email: string; password: string }
  | { kind: 'logout' }
  | { kind: 'get-status' }
  /** Only logged (SPEC §7), by its type alone. */
  | { kind: 'unknown'; type: string };

export interface HostUser {
  id: number;
  name: string;
  email: string;
  role: Role;
}

/** What the host is told on every change and asked for with MAUI_GET_STATUS. */
export interface WidgetState {
  isAuthenticated: boolean;
  isLoading: boolean;
  isLoggingOut: boolean;
  user: HostUser | null;
  /** The last login's failure, in Spanish. */
  error?: string;
}

export interface ReadyMessage {
  type: typeof WIDGET_MESSAGE_TYPES.ready;
  /** ISO 8601, when the widget loaded. */
  timestamp: string;
}

export type StateMessage = {
  type: typeof WIDGET_MESSAGE_TYPES.stateChanged | typeof WIDGET_MESSAGE_TYPES.status;
} & WidgetState;

export type WidgetMessage = ReadyMessage | StateMessage;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** At most this much of an unknown type reaches the console: it is the host's text, not ours. */
const MAX_LOGGED_TYPE_LENGTH = 60;

/**
 * A message from the host, as an object or as its JSON text (hosts differ: a WebView's
 * EvaluateJavaScript usually sends a string). Null when it is not a message at all: no `type`, or
 * text that is not JSON (other scripts on the page post such things too).
 */
export function parseHostMessage(raw: unknown): HostCommand | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isRecord(value) || typeof value.type !== 'string' || value.type === '') return null;
  switch (value.type) {
    case HOST_MESSAGE_TYPES.login: {
      const data = isRecord(value.data) ? value.data : {};
      return { kind: 'login', email: text(data.email).trim(), password: text(data.password) };
    }
    case HOST_MESSAGE_TYPES.logout:
      return { kind: 'logout' };
    case HOST_MESSAGE_TYPES.getStatus:
      return { kind: 'get-status' };
    default:
      return { kind: 'unknown', type: value.type.slice(0, MAX_LOGGED_TYPE_LENGTH) };
  }
}

/** The console line for a received command: its type, never its data (the password travels in it). */
export function describeForLog(command: HostCommand): string {
  switch (command.kind) {
    case 'login':
      return HOST_MESSAGE_TYPES.login;
    case 'logout':
      return HOST_MESSAGE_TYPES.logout;
    case 'get-status':
      return HOST_MESSAGE_TYPES.getStatus;
    case 'unknown':
      return `tipo desconocido «${command.type}»`;
  }
}

export function readyMessage(now: Date): ReadyMessage {
  return { type: WIDGET_MESSAGE_TYPES.ready, timestamp: now.toISOString() };
}

/** Only the four fields SPEC names leave the widget: no company, no tenant, no token. */
export function toHostUser(user: { id: number; name: string; email: string; role: Role } | null): HostUser | null {
  return user ? { id: user.id, name: user.name, email: user.email, role: user.role } : null;
}

export function stateMessage(
  type: typeof WIDGET_MESSAGE_TYPES.stateChanged | typeof WIDGET_MESSAGE_TYPES.status,
  state: WidgetState,
): StateMessage {
  return {
    type,
    isAuthenticated: state.isAuthenticated,
    isLoading: state.isLoading,
    isLoggingOut: state.isLoggingOut,
    user: state.user,
    ...(state.error ? { error: state.error } : {}),
  };
}

/** Whether two states would tell the host the same thing (a re-render is not a change). */
export function isSameState(a: WidgetState, b: WidgetState): boolean {
  return (
    JSON.stringify(stateMessage(WIDGET_MESSAGE_TYPES.stateChanged, a)) ===
    JSON.stringify(stateMessage(WIDGET_MESSAGE_TYPES.stateChanged, b))
  );
}
