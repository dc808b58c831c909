import { describe, expect, it } from 'vitest';
import { describeBackupSettings, formatBackupSize } from './backup-format';

describe('formatBackupSize', () => {
  it('reads as bytes, kB, MB or GB with a decimal comma', () => {
    expect(formatBackupSize(820)).toBe('820 bytes');
    expect(formatBackupSize(12_698)).toBe('12,4 kB');
    expect(formatBackupSize(5_344_105)).toBe('5,1 MB');
    expect(formatBackupSize(3 * 1024 ** 3)).toBe('3 GB');
  });
});

describe('describeBackupSettings', () => {
  const settings = { is_available: true, message: null, dir: '/copias', is_nightly: true, keep: 14, backups: [] };

  it('says where they go, whether there is a nightly one and how many are kept', () => {
    expect(describeBackupSettings(settings)).toBe(
      'Copias de la base de datos embebida, en /copias. Se hace una cada noche; se conservan las 14 más recientes. Se restauran con «npm run cli -- restore».',
    );
    expect(describeBackupSettings({ ...settings, is_nightly: false })).toContain('. Se conservan las 14');
  });

  it('passes on why there are none (PostgreSQL)', () => {
    expect(describeBackupSettings({ ...settings, is_available: false, message: 'Con PostgreSQL…' })).toBe(
      'Con PostgreSQL…',
    );
  });
});
