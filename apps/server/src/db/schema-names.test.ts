import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_ROLE as APP_ROLE_001 } from './migrations/001-foundation';
import { INSPECTOR_TOKEN_SETTING as INSPECTOR_TOKEN_SETTING_013 } from './migrations/013-inspector-links';
import {
  POS_ID_ACCESO_SETTING as POS_ID_ACCESO_SETTING_016,
  POS_TOKEN_SETTING as POS_TOKEN_SETTING_016,
} from './migrations/016-pos-terminals';
import { DOMAIN_EVENTS_CHANNEL as DOMAIN_EVENTS_CHANNEL_023 } from './migrations/023-domain-events';
import { API_KEY_HASH_SETTING as API_KEY_HASH_SETTING_025 } from './migrations/025-api-keys';
import { RECORD_WRITER_ROLE as RECORD_WRITER_ROLE_026 } from './migrations/026-projection-writer';
import * as names from './schema-names';

const srcDir = fileURLToPath(new URL('../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [relative(srcDir, path)] : [];
  });
}

describe('the names the server shares with the database', () => {
  it('are the ones the migrations created', () => {
    expect({ ...names }).toEqual({
      APP_ROLE: APP_ROLE_001,
      RECORD_WRITER_ROLE: RECORD_WRITER_ROLE_026,
      DOMAIN_EVENTS_CHANNEL: DOMAIN_EVENTS_CHANNEL_023,
      INSPECTOR_TOKEN_SETTING: INSPECTOR_TOKEN_SETTING_013,
      POS_ID_ACCESO_SETTING: POS_ID_ACCESO_SETTING_016,
      POS_TOKEN_SETTING: POS_TOKEN_SETTING_016,
      API_KEY_HASH_SETTING: API_KEY_HASH_SETTING_025,
    });
  });

  it('running code takes them from here, never from a migration (migrations are history)', () => {
    // The migrator runs the migrations; tenant-tables.ts gathers their tenant tables for the isolation test.
    const allowed = new Set(['db/migrate.ts', 'db/tenant-tables.ts']);
    const importers = sourceFiles(srcDir).filter(
      (file) =>
        !file.startsWith('db/migrations/') &&
        !allowed.has(file) &&
        /from '[./]*(db\/)?migrations\//.test(readFileSync(join(srcDir, file), 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});
