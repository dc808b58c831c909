import type { WidgetMessage } from './host-messages';

/**
 * The native bridges a host app may inject into its WebView, besides window.parent for a web host
 * (docs/embed-widgets.md lists them for host developers):
 * - `window.chrome.webview.postMessage(object)`: WebView2 (Windows: .NET MAUI, WPF, WinForms); the
 *   host reads it with WebMessageReceived / WebMessageAsJson.
 * - `window.ReactNativeWebView.postMessage(json)`: react-native-webview's onMessage.
 * - `window.HybridWebView.SendRawMessage(json)`: .NET MAUI 9's HybridWebView (RawMessageReceived).
 * - `window.jsBridge.invokeAction(json)`: the usual .NET MAUI WebView handler on Android
 *   (addJavascriptInterface named jsBridge).
 * - `window.webkit.messageHandlers.jsBridge.postMessage(json)`: the same handler on iOS and macOS
 *   (WKScriptMessageHandler named jsBridge).
 * Every bridge present gets the message; none present is the ordinary browser case.
 */
export interface NativeBridgeWindow {
  chrome?: { webview?: { postMessage?: (message: unknown) => void } };
  ReactNativeWebView?: { postMessage?: (message: string) => void };
  HybridWebView?: { SendRawMessage?: (message: string) => void };
  jsBridge?: { invokeAction?: (message: string) => void };
  webkit?: { messageHandlers?: { jsBridge?: { postMessage?: (message: string) => void } } };
}

export type NativeBridgeName = 'webview2' | 'react-native' | 'maui-hybrid' | 'maui-android' | 'maui-apple';

/** Posts `message` to every bridge present; answers which ones took it (a throwing bridge is skipped). */
export function postToNativeBridges(win: NativeBridgeWindow, message: WidgetMessage): NativeBridgeName[] {
  const json = JSON.stringify(message);
  const targets: [NativeBridgeName, (() => void) | undefined][] = [
    ['webview2', win.chrome?.webview?.postMessage && (() => win.chrome?.webview?.postMessage?.(message))],
    ['react-native', win.ReactNativeWebView?.postMessage && (() => win.ReactNativeWebView?.postMessage?.(json))],
    ['maui-hybrid', win.HybridWebView?.SendRawMessage && (() => win.HybridWebView?.SendRawMessage?.(json))],
    ['maui-android', win.jsBridge?.invokeAction && (() => win.jsBridge?.invokeAction?.(json))],
    [
      'maui-apple',
      win.webkit?.messageHandlers?.jsBridge?.postMessage &&
        (() => win.webkit?.messageHandlers?.jsBridge?.postMessage?.(json)),
    ],
  ];
  const delivered: NativeBridgeName[] = [];
  for (const [name, post] of targets) {
    if (!post) continue;
    try {
      post();
      delivered.push(name);
    } catch (error) {
      console.warn(`[embed] el puente nativo ${name} rechazó el mensaje`, error);
    }
  }
  return delivered;
}
