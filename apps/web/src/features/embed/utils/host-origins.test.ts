import { describe, expect, it } from 'vitest';
import { isTrustedOrigin, normalizeOrigin, parentOriginOf, parentTargetOrigin } from './host-origins';

const policy = {
  selfOrigin: 'http://localhost:3000',
  allowedOrigins: ['https://intranet.empresa.es', 'http://127.0.0.1:5050'],
};

describe('normalizeOrigin', () => {
  it('reduces http(s) URLs to scheme://host[:port] and refuses anything else', () => {
    expect(normalizeOrigin('https://intranet.empresa.es/portal/fichar?x=1')).toBe('https://intranet.empresa.es');
    expect(normalizeOrigin('https://INTRANET.empresa.es:443/')).toBe('https://intranet.empresa.es');
    expect(normalizeOrigin('http://127.0.0.1:5050')).toBe('http://127.0.0.1:5050');
    for (const bad of ['null', '', null, undefined, 'file:///tmp/a.html', 'javascript:alert(1)', 'no es una url']) {
      expect(normalizeOrigin(bad)).toBeNull();
    }
  });
});

describe('parentOriginOf', () => {
  it('is null when the page is not framed', () => {
    expect(
      parentOriginOf({ isFramed: false, ancestorOrigins: ['https://x.es'], referrer: 'https://x.es/' }),
    ).toBeNull();
  });

  it('prefers ancestorOrigins, then the referrer', () => {
    expect(
      parentOriginOf({ isFramed: true, ancestorOrigins: ['https://a.es', 'https://b.es'], referrer: 'https://c.es/' }),
    ).toBe('https://a.es');
    expect(parentOriginOf({ isFramed: true, ancestorOrigins: [], referrer: 'https://c.es/page' })).toBe('https://c.es');
    expect(parentOriginOf({ isFramed: true, referrer: '' })).toBeNull();
  });
});

describe('isTrustedOrigin', () => {
  it('trusts the allow-list and the page itself, by exact origin', () => {
    expect(isTrustedOrigin('https://intranet.empresa.es', policy)).toBe(true);
    expect(isTrustedOrigin('http://127.0.0.1:5050', policy)).toBe(true);
    expect(isTrustedOrigin('http://localhost:3000', policy)).toBe(true);
  });

  it('refuses other ports, schemes, subdomains, look-alikes and opaque origins', () => {
    for (const origin of [
      'http://127.0.0.1:5051',
      'http://intranet.empresa.es',
      'https://evil.intranet.empresa.es',
      'https://intranet.empresa.es.evil.com',
      'null',
      '',
      undefined,
    ]) {
      expect(isTrustedOrigin(origin, policy)).toBe(false);
    }
  });
});

describe('parentTargetOrigin', () => {
  it("is the allow-listed parent's own origin, never '*'", () => {
    const frame = { isFramed: true, ancestorOrigins: ['http://127.0.0.1:5050'], referrer: '' };
    expect(parentTargetOrigin(frame, policy)).toBe('http://127.0.0.1:5050');
  });

  it('is null (post nothing) for a parent outside the list, or when not framed', () => {
    expect(
      parentTargetOrigin({ isFramed: true, ancestorOrigins: ['http://127.0.0.2:5050'], referrer: '' }, policy),
    ).toBeNull();
    expect(parentTargetOrigin({ isFramed: false, referrer: '' }, policy)).toBeNull();
  });

  it('allows the app framing itself when the list is empty (EMBED_ALLOWED_ORIGINS unset)', () => {
    const own = { selfOrigin: 'http://localhost:3000', allowedOrigins: [] };
    expect(parentTargetOrigin({ isFramed: true, referrer: 'http://localhost:3000/embed/pos-widget' }, own)).toBe(
      'http://localhost:3000',
    );
    expect(parentTargetOrigin({ isFramed: true, referrer: 'https://otra.es/' }, own)).toBeNull();
  });
});
