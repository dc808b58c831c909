import { useEffect, useMemo, useRef, useState } from 'react';
import { useEmbedConfig } from '../api/get-embed-config';
import { createHostChannel, currentFrameContext, type HostChannel, type HostWindow } from '../utils/host-channel';
import {
  isSameState,
  readyMessage,
  stateMessage,
  WIDGET_MESSAGE_TYPES,
  type WidgetState,
} from '../utils/host-messages';

export interface HostCommandHandlers {
  onLogin: (credentials: { email: string; password: string }) => void;
  onLogout: () => void;
}

/**
 * Speaks SPEC §7's protocol with the host: WEBAPP_READY once the allow-list is known,
 * WEBAPP_STATE_CHANGED on every change of `state`, WEBAPP_STATUS in answer to MAUI_GET_STATUS, and
 * MAUI_LOGIN / MAUI_LOGOUT handed to the session. Without the allow-list (its call failed) only the page
 * itself and the native bridges are trusted.
 */
export function useHostBridge(state: WidgetState, handlers: HostCommandHandlers) {
  const config = useEmbedConfig();
  const allowedKey = config.data ? JSON.stringify(config.data.allowed_origins) : config.isError ? '[]' : null;
  const allowedOrigins = useMemo(() => (allowedKey ? (JSON.parse(allowedKey) as string[]) : null), [allowedKey]);
  const [channel, setChannel] = useState<HostChannel | null>(null);
  const latest = useRef({ state, handlers });
  latest.current = { state, handlers };
  const lastSent = useRef<WidgetState | null>(null);

  useEffect(() => {
    if (!allowedOrigins) return;
    const created = createHostChannel(window as unknown as HostWindow, currentFrameContext(), {
      selfOrigin: window.location.origin,
      allowedOrigins,
    });
    lastSent.current = null;
    setChannel(created);
    created.post(readyMessage(new Date()));
    return created.listen((command) => {
      const current = latest.current;
      if (command.kind === 'login') current.handlers.onLogin({ email: command.email, password: command.password });
      else if (command.kind === 'logout') current.handlers.onLogout();
      else if (command.kind === 'get-status') created.post(stateMessage(WIDGET_MESSAGE_TYPES.status, current.state));
    });
  }, [allowedOrigins]);

  useEffect(() => {
    if (!channel || (lastSent.current && isSameState(lastSent.current, state))) return;
    lastSent.current = state;
    channel.post(stateMessage(WIDGET_MESSAGE_TYPES.stateChanged, state));
  });
}
