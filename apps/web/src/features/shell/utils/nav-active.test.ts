import { describe, expect, it } from 'vitest';
import { isLinkActive } from './nav-active';

describe('isLinkActive', () => {
  it('matches the petitions views by the view parameter, the inbox being the default', () => {
    expect(isLinkActive('/petitions?view=inbox', '/petitions', '')).toBe(true);
    expect(isLinkActive('/petitions?view=inbox', '/petitions', '?view=outbox')).toBe(false);
    expect(isLinkActive('/petitions?view=outbox', '/petitions', '?view=outbox')).toBe(true);
    expect(isLinkActive('/petitions?view=create', '/petitions/create/ticket', '')).toBe(false);
  });

  it("without a view, the role's default view is the active one (a worker's outbox)", () => {
    expect(isLinkActive('/petitions?view=outbox', '/petitions', '', 'outbox')).toBe(true);
    expect(isLinkActive('/petitions?view=inbox', '/petitions', '', 'outbox')).toBe(false);
  });

  it("matches plain links on their path or sub-paths, and '/' only on itself", () => {
    expect(isLinkActive('/companies', '/companies/7/history', '')).toBe(true);
    expect(isLinkActive('/companies', '/companies-extra', '')).toBe(false);
    expect(isLinkActive('/', '/', '')).toBe(true);
    expect(isLinkActive('/', '/employees', '')).toBe(false);
    expect(isLinkActive('/settings', '/settings/', '')).toBe(true);
  });
});
