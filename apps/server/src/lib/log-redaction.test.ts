import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it("hides an inspector link's token, in the page and in the API", () => {
    const token = 'Abc_-123'.repeat(5);
    expect(redactUrl(`/inspeccion/${token}`)).toBe('/inspeccion/[token]');
    expect(redactUrl(`/api/inspeccion/${token}/register?format=pdf`)).toBe(
      '/api/inspeccion/[token]/register?format=pdf',
    );
    expect(redactUrl('/api/inspector-links/4')).toBe('/api/inspector-links/4');
  });
});
