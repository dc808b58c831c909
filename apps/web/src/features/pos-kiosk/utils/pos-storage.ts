import { type PosLoginResponse, posLoginResponse } from '@jornada/shared/api/pos';
import type { z } from 'zod';

/**
 * What was saved: the login's answer. A kiosk activated before terminals had a centre saved none;
 * it still opens (the 10-second verification brings the centre).
 */
const savedCompanySchema = posLoginResponse.extend({
  terminal: posLoginResponse.shape.terminal.extend({ centre: posLoginResponse.shape.terminal.shape.centre.optional() }),
});
export type SavedPosCompany = z.infer<typeof savedCompanySchema>;

/**
 * SPEC §3, §7: the POS company is kept in session and local storage with a POS-authenticated flag and
 * the time of the login. The terminal's PIN is not (docs/spec-deviations.md): the server's long-lived
 * POS cookie is what logs the kiosk back in.
 */
export const POS_STORAGE_KEYS = {
  company: 'posCompany',
  isAuthenticated: 'posAuthenticated',
  authTime: 'posAuthTime',
  employee: 'posEmployee',
} as const;

export interface SavedPosData {
  company: SavedPosCompany;
  /** When the terminal was activated (ms since the epoch). */
  authTime: number;
}

type PosStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorages(): PosStorage[] {
  const storages: PosStorage[] = [];
  for (const pick of [() => globalThis.localStorage, () => globalThis.sessionStorage]) {
    try {
      const storage = pick();
      if (storage) storages.push(storage);
    } catch {
      // Blocked storage (privacy settings): the kiosk then works for this page only.
    }
  }
  return storages;
}

export function savePosData(company: PosLoginResponse, now: Date, storages = browserStorages()): void {
  for (const storage of storages) {
    try {
      storage.setItem(POS_STORAGE_KEYS.company, JSON.stringify(company));
      storage.setItem(POS_STORAGE_KEYS.isAuthenticated, 'true');
      storage.setItem(POS_STORAGE_KEYS.authTime, String(now.getTime()));
    } catch {
      // Quota or blocked storage: nothing is saved, and the next visit asks for the PIN again.
    }
  }
}

function readFrom(storage: PosStorage): SavedPosData | null {
  try {
    if (storage.getItem(POS_STORAGE_KEYS.isAuthenticated) !== 'true') return null;
    const company = savedCompanySchema.safeParse(JSON.parse(storage.getItem(POS_STORAGE_KEYS.company) ?? 'null'));
    if (!company.success) return null;
    const authTime = Number(storage.getItem(POS_STORAGE_KEYS.authTime));
    return { company: company.data, authTime: Number.isFinite(authTime) ? authTime : 0 };
  } catch {
    return null;
  }
}

/** The saved POS data (local storage first, then this tab's), or null when there is none or it is unreadable. */
export function readPosData(storages = browserStorages()): SavedPosData | null {
  for (const storage of storages) {
    const data = readFrom(storage);
    if (data) return data;
  }
  return null;
}

/** SPEC §4.4: an invalid session clears the POS data. */
export function clearPosData(storages = browserStorages()): void {
  for (const storage of storages) {
    for (const key of Object.values(POS_STORAGE_KEYS)) {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing of ours can be in a storage we cannot touch.
      }
    }
  }
}
