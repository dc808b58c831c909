import { describe, expect, it } from 'vitest';
import { isNightlyBackupDue } from './nightly-backup';

// Madrid is UTC+1 in January: 03:00 in Madrid is 02:00Z.
const at = (iso: string) => new Date(iso);

describe('isNightlyBackupDue', () => {
  it('takes the first backup from 03:00 (Madrid) on', () => {
    expect(isNightlyBackupDue(undefined, at('2026-01-15T01:59:00Z'))).toBe(false);
    expect(isNightlyBackupDue(undefined, at('2026-01-15T02:00:00Z'))).toBe(true);
    expect(isNightlyBackupDue(undefined, at('2026-01-15T13:00:00Z'))).toBe(true);
  });

  it('takes one per Madrid day: not again the same day, and catches up after a night switched off', () => {
    const tonight = at('2026-01-15T02:00:30Z');
    expect(isNightlyBackupDue(tonight, at('2026-01-15T22:59:00Z'))).toBe(false);
    // 23:30Z is already the 16th in Madrid, but before 03:00.
    expect(isNightlyBackupDue(tonight, at('2026-01-15T23:30:00Z'))).toBe(false);
    expect(isNightlyBackupDue(tonight, at('2026-01-16T02:00:00Z'))).toBe(true);
    expect(isNightlyBackupDue(tonight, at('2026-01-19T11:00:00Z'))).toBe(true);
  });
});
