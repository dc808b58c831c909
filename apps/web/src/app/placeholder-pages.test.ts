import { describe, expect, it } from 'vitest';
import { placeholderDescriptions } from './placeholder-descriptions';
import { placeholderPages } from './placeholder-pages';

describe('placeholder pages', () => {
  it('each says what it will do', () => {
    for (const { path } of placeholderPages) expect(placeholderDescriptions[path], path).toBeTruthy();
  });

  it('no longer include the pages already built', () => {
    const paths = placeholderPages.map((page) => page.path);
    for (const built of ['/pos-terminals', '/mis-terminales-pos']) {
      expect(paths).not.toContain(built);
      expect(placeholderDescriptions[built]).toBeUndefined();
    }
  });
});
