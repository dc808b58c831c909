import { describeForLog, type HostCommand, parseHostMessage, type WidgetMessage } from './host-messages';
import { type FrameContext, isTrustedOrigin, type OriginPolicy, parentTargetOrigin } from './host-origins';
import { type NativeBridgeWindow, postToNativeBridges } from './native-bridges';

interface MessageEventLike {
  data: unknown;
  origin: string;
}

type Listener = (event: MessageEventLike) => void;

interface EventTargetLike {
  addEventListener(type: 'message', listener: Listener): void;
  removeEventListener(type: 'message', listener: Listener): void;
}

/** The parts of `window` the channel uses, so tests can hand it a fake one. */
export interface HostWindow extends EventTargetLike {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  chrome?: NativeBridgeWindow['chrome'] & { webview?: Partial<EventTargetLike> };
  ReactNativeWebView?: NativeBridgeWindow['ReactNativeWebView'];
  HybridWebView?: NativeBridgeWindow['HybridWebView'];
  jsBridge?: NativeBridgeWindow['jsBridge'];
  webkit?: NativeBridgeWindow['webkit'];
}

export interface HostChannel {
  /** To the parent window (only when it is allow-listed) and to every native bridge present. */
  post(message: WidgetMessage): void;
  /** Calls `onCommand` for each trusted message; answers the function that stops listening. */
  listen(onCommand: (command: HostCommand) => void): () => void;
}

const LOG_PREFIX = '[embed]';

/**
 * Where the protocol's messages go and come from. Out: window.parent with its own origin
 * as targetOrigin when that origin is trusted (never '*'), plus the native bridges. In: window
 * 'message' events from trusted origins (the allow-list, or the page itself: a WebView that runs
 * `window.postMessage(...)` inside the page), and WebView2's own channel, which only its host can use.
 * The console hears message types, never their data.
 */
export function createHostChannel(win: HostWindow, frame: FrameContext, policy: OriginPolicy): HostChannel {
  const targetOrigin = parentTargetOrigin(frame, policy);
  if (frame.isFramed && !targetOrigin) {
    console.warn(`${LOG_PREFIX} la página que inserta el widget no está en EMBED_ALLOWED_ORIGINS: no se le envía nada`);
  }

  return {
    post(message) {
      if (targetOrigin) win.parent?.postMessage(message, targetOrigin);
      postToNativeBridges(win, message);
    },
    listen(onCommand) {
      const handle = (data: unknown) => {
        const command = parseHostMessage(data);
        if (!command) return;
        if (command.kind === 'unknown') {
          console.info(`${LOG_PREFIX} mensaje ignorado: ${describeForLog(command)}`);
          return;
        }
        console.info(`${LOG_PREFIX} mensaje recibido: ${describeForLog(command)}`);
        onCommand(command);
      };
      const onWindowMessage: Listener = (event) => {
        if (!isTrustedOrigin(event.origin, policy)) {
          if (parseHostMessage(event.data)) {
            console.warn(`${LOG_PREFIX} mensaje rechazado de un origen no permitido: ${String(event.origin)}`);
          }
          return;
        }
        handle(event.data);
      };
      const onWebViewMessage: Listener = (event) => handle(event.data);
      win.addEventListener('message', onWindowMessage);
      win.chrome?.webview?.addEventListener?.('message', onWebViewMessage);
      return () => {
        win.removeEventListener('message', onWindowMessage);
        win.chrome?.webview?.removeEventListener?.('message', onWebViewMessage);
      };
    },
  };
}

/** The frame facts of the real page. */
export function currentFrameContext(): FrameContext {
  let isFramed: boolean;
  try {
    isFramed = window.self !== window.top;
  } catch {
    isFramed = true;
  }
  return { isFramed, ancestorOrigins: window.location.ancestorOrigins ?? null, referrer: document.referrer };
}
