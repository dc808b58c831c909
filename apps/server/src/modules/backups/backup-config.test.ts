import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('backup settings', () => {
  it('go beside DATA_DIR by default, nightly only with BACKUP_DIR, 14 kept', () => {
    expect(loadConfig({ DATA_DIR: '/srv/jornada/data' }).backups).toEqual({
      dir: '/srv/jornada/data-backups',
      isNightly: false,
      keep: 14,
    });
    expect(loadConfig({ DATA_DIR: '/srv/jornada/data', BACKUP_DIR: '/copias', BACKUP_KEEP: '30' }).backups).toEqual({
      dir: '/copias',
      isNightly: true,
      keep: 30,
    });
    // The parent of DATA_DIR holds it, but is not inside it.
    expect(loadConfig({ DATA_DIR: '/srv/jornada/data', BACKUP_DIR: '/srv/jornada' }).backups.dir).toBe('/srv/jornada');
  });

  it('refuses a BACKUP_DIR inside DATA_DIR, where each copy would carry the previous ones', () => {
    for (const dir of ['/srv/jornada/data', '/srv/jornada/data/backups']) {
      expect(() => loadConfig({ DATA_DIR: '/srv/jornada/data', BACKUP_DIR: dir })).toThrow(
        'BACKUP_DIR no puede estar dentro de DATA_DIR',
      );
    }
  });
});
