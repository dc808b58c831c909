import { describe, expect, it } from 'vitest';
import { planAppShellCache } from './app-shell-cache';

describe('planAppShellCache', () => {
  const list = {
    shell: ['assets/index-new.js', 'assets/role-home-new.js', 'assets/index-new.css'],
    build: ['assets/index-new.js', 'assets/role-home-new.js', 'assets/index-new.css', 'assets/settings-new.js'],
  };

  it('adds the shell files not cached yet, and drops assets of older builds only', () => {
    const plan = planAppShellCache(list, ['/assets/index-new.js', '/assets/settings-new.js', '/assets/index-old.js']);
    expect(plan.toAdd).toEqual(['/assets/role-home-new.js', '/assets/index-new.css']);
    expect(plan.toDrop).toEqual(['/assets/index-old.js']);
  });

  it('everything cached: nothing to do', () => {
    const plan = planAppShellCache(list, ['/assets/index-new.js', '/assets/role-home-new.js', '/assets/index-new.css']);
    expect(plan).toEqual({ toAdd: [], toDrop: [] });
  });
});
