import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { backupFileName, listBackups, pruneBackups, writeBackup } from './backup-files';

const dir = mkdtempSync(join(tmpdir(), 'jornada-backup-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('backup files', () => {
  it('writes gzipped archives readable by their owner only, lists them newest first and keeps the newest N', async () => {
    const backupDir = join(dir, 'nested', 'backups');
    const archive = new TextEncoder().encode('tar contents '.repeat(100));
    const written = [];
    for (const day of ['2026-01-13', '2026-01-14', '2026-01-15']) {
      written.push(await writeBackup(archive, backupDir, new Date(`${day}T02:00:00.250Z`)));
    }
    writeFileSync(join(backupDir, 'notes.txt'), 'not a backup');
    expect(written[2]).toEqual({
      file: join(backupDir, 'jornada-2026-01-15T02-00-00-250Z.tar.gz'),
      size: statSync(join(backupDir, 'jornada-2026-01-15T02-00-00-250Z.tar.gz')).size,
      created_at: '2026-01-15T02:00:00.250Z',
    });
    expect(gunzipSync(readFileSync(written[0]?.file as string))).toEqual(Buffer.from(archive));
    expect(statSync(written[0]?.file as string).mode & 0o777).toBe(0o600);
    expect(await listBackups(backupDir)).toEqual([...written].reverse());

    expect(await pruneBackups(backupDir, 2)).toBe(1);
    expect(readdirSync(backupDir).sort()).toEqual([
      'jornada-2026-01-14T02-00-00-250Z.tar.gz',
      'jornada-2026-01-15T02-00-00-250Z.tar.gz',
      'notes.txt',
    ]);
  });

  it('lists nothing for a directory not made yet, and names sort as time does', async () => {
    expect(await listBackups(join(dir, 'missing'))).toEqual([]);
    expect(backupFileName(new Date('2026-12-31T23:59:59.999Z'))).toBe('jornada-2026-12-31T23-59-59-999Z.tar.gz');
  });
});
