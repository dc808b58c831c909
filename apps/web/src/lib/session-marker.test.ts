import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSessionMarker, markedRole, maySessionExist } from './session-marker';

/** A document whose cookie jar behaves like a browser's for name=value pairs (Max-Age=0 deletes). */
function fakeDocument(initial: string) {
  const jar = new Map(initial ? initial.split('; ').map((pair) => pair.split('=') as [string, string]) : []);
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair, ...attributes] = text.split(';');
      const [name, value] = (pair ?? '').split('=') as [string, string];
      if (attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the session marker', () => {
  it('says a session may exist only when the marker cookie is there', () => {
    vi.stubGlobal('document', fakeDocument('theme=dark'));
    expect(maySessionExist()).toBe(false);
    vi.stubGlobal('document', fakeDocument('theme=dark; jornada_has_session=1'));
    expect(maySessionExist()).toBe(true);
    // Another cookie whose name merely ends the same way is not the marker.
    vi.stubGlobal('document', fakeDocument('x_jornada_has_session=1'));
    expect(maySessionExist()).toBe(false);
  });

  it('forgets the marker after a 401, keeping the other cookies', () => {
    const doc = fakeDocument('theme=dark; jornada_has_session=1');
    vi.stubGlobal('document', doc);
    forgetSessionMarker();
    expect(maySessionExist()).toBe(false);
    expect(doc.cookie).toBe('theme=dark');
  });

  it("names the session user's role once the server wrote it, and nothing for any other value", () => {
    vi.stubGlobal('document', fakeDocument('jornada_has_session=worker'));
    expect(markedRole()).toBe('worker');
    expect(maySessionExist()).toBe(true);
    vi.stubGlobal('document', fakeDocument('jornada_has_session=1'));
    expect(markedRole()).toBeNull();
    vi.stubGlobal('document', fakeDocument('jornada_has_session=superuser'));
    expect(markedRole()).toBeNull();
  });

  it('is false where there is no document (the build-time prerender)', () => {
    expect(maySessionExist()).toBe(false);
  });
});
