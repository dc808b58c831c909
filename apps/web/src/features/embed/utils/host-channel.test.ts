import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHostChannel, type HostWindow } from './host-channel';
import { readyMessage } from './host-messages';

type Listener = (event: { data: unknown; origin: string }) => void;

function fakeWindow(extra: Partial<HostWindow> = {}) {
  const listeners = new Set<Listener>();
  const parent = { postMessage: vi.fn() };
  const win: HostWindow = {
    parent,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    ...extra,
  };
  const deliver = (data: unknown, origin: string) => {
    for (const listener of listeners) listener({ data, origin });
  };
  return { win, parent, deliver, listeners };
}

const policy = { selfOrigin: 'http://localhost:3000', allowedOrigins: ['http://127.0.0.1:5050'] };
const framedByHost = { isFramed: true, ancestorOrigins: ['http://127.0.0.1:5050'], referrer: '' };
const ready = readyMessage(new Date('2025-07-24T08:00:00Z'));

afterEach(() => vi.restoreAllMocks());

describe('createHostChannel', () => {
  it('posts to an allow-listed parent with its origin as targetOrigin', () => {
    const { win, parent } = fakeWindow();
    createHostChannel(win, framedByHost, policy).post(ready);
    expect(parent.postMessage).toHaveBeenCalledWith(ready, 'http://127.0.0.1:5050');
  });

  it('posts nothing to a parent outside the list', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win, parent } = fakeWindow();
    const frame = { isFramed: true, ancestorOrigins: ['http://127.0.0.2:5050'], referrer: '' };
    createHostChannel(win, frame, policy).post(ready);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('also posts to every native bridge present, as JSON text where the bridge takes text', () => {
    const webview = { postMessage: vi.fn() };
    const reactNative = { postMessage: vi.fn() };
    const jsBridge = { invokeAction: vi.fn() };
    const { win, parent } = fakeWindow({ chrome: { webview }, ReactNativeWebView: reactNative, jsBridge });
    createHostChannel(win, { isFramed: false, referrer: '' }, policy).post(ready);
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(webview.postMessage).toHaveBeenCalledWith(ready);
    expect(reactNative.postMessage).toHaveBeenCalledWith(JSON.stringify(ready));
    expect(jsBridge.invokeAction).toHaveBeenCalledWith(JSON.stringify(ready));
  });

  it('acts on messages from the allow-list and from the page itself, and stops when told', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { win, deliver, listeners } = fakeWindow();
    const onCommand = vi.fn();
    const stop = createHostChannel(win, framedByHost, policy).listen(onCommand);
    deliver({ type: 'MAUI_GET_STATUS' }, 'http://127.0.0.1:5050');
    deliver('{"type":"MAUI_LOGOUT"}', 'http://localhost:3000');
    expect(onCommand.mock.calls).toEqual([[{ kind: 'get-status' }], [{ kind: 'logout' }]]);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('refuses messages from other origins and only logs unknown types, never a password', () => {
    const logged: string[] = [];
    const log = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    vi.spyOn(console, 'info').mockImplementation(log);
    vi.spyOn(console, 'warn').mockImplementation(log);
    const { win, deliver } = fakeWindow();
    const onCommand = vi.fn();
    createHostChannel(win, framedByHost, policy).listen(onCommand);
    const login = { type: 'MAUI_LOGIN', data: { email: 'ana@empresa.es', password: 'S3creta!' } };
    deliver(login, 'http://127.0.0.2:5050');
    deliver({ type: 'PING' }, 'http://127.0.0.1:5050');
    deliver(login, 'http://127.0.0.1:5050');
    expect(onCommand.mock.calls).toEqual([[{ kind: 'login', email: 'ana@empresa.es', password: 'S3creta!' }]]);
    expect(logged.join('\n')).not.toContain('S3creta!');
    expect(logged.join('\n')).toContain('origen no permitido');
    expect(logged.join('\n')).toContain('PING');
  });

  it("listens on WebView2's own channel, which only the native host can post to", () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    let webviewListener: Listener | undefined;
    const webview = {
      postMessage: vi.fn(),
      addEventListener: (_type: 'message', listener: Listener) => {
        webviewListener = listener;
      },
      removeEventListener: vi.fn(),
    };
    const { win } = fakeWindow({ chrome: { webview } });
    const onCommand = vi.fn();
    createHostChannel(win, { isFramed: false, referrer: '' }, policy).listen(onCommand);
    webviewListener?.({ data: { type: 'MAUI_GET_STATUS' }, origin: '' });
    expect(onCommand).toHaveBeenCalledWith({ kind: 'get-status' });
  });
});
