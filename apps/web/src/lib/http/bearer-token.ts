/**
 * The embed widgets' session (docs/decisions/013): a token held by the page and sent as
 * `Authorization: Bearer`, because a widget framed by another site, or in a WebView without third-party
 * cookies, gets no cookie. While one is set the app's cookie is neither sent nor set (credentials
 * 'omit'): an embed page never touches the app's own session. Null (the app) leaves every call as before.
 */
let bearerToken: string | null = null;

export function setApiBearerToken(token: string | null): void {
  bearerToken = token && token.trim() !== '' ? token : null;
}

export function getApiBearerToken(): string | null {
  return bearerToken;
}
