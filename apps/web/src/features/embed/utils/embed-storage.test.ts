import { describe, expect, it } from 'vitest';
import {
  EMBED_STORAGE_KEYS,
  readEmbedPosSession,
  readEmbedToken,
  saveEmbedPosSession,
  saveEmbedToken,
} from './embed-storage';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const company = {
  id: 1,
  schema_name: 'panaderia_ejemplo',
  nombre: 'Panadería Ejemplo S.L.',
  id_acceso: 'POS-0001',
  terminal: { id: 3, name: 'Mostrador', require_employee_pin: true, centre: { id: 2, name: 'Tienda Centro' } },
};

describe('embed session storage (ADR 013)', () => {
  it('keeps the user token under jornada.embed.token and forgets it', () => {
    const storage = memoryStorage();
    expect(readEmbedToken(storage)).toBeNull();
    saveEmbedToken('tok', storage);
    expect(storage.data.get(EMBED_STORAGE_KEYS.token)).toBe('tok');
    expect(readEmbedToken(storage)).toBe('tok');
    saveEmbedToken(null, storage);
    expect(readEmbedToken(storage)).toBeNull();
  });

  it('keeps the POS token under jornada.embed.posToken with its company, and needs both', () => {
    const storage = memoryStorage();
    saveEmbedPosSession({ token: 'pos-tok', company }, storage);
    expect(storage.data.get(EMBED_STORAGE_KEYS.posToken)).toBe('pos-tok');
    expect(readEmbedPosSession(storage)).toEqual({ token: 'pos-tok', company });
    storage.data.set(EMBED_STORAGE_KEYS.posCompany, '{roto');
    expect(readEmbedPosSession(storage)).toBeNull();
    saveEmbedPosSession(null, storage);
    expect(storage.data.size).toBe(0);
  });

  it('reads nothing from a storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    saveEmbedToken('tok', blocked);
    expect(readEmbedToken(blocked)).toBeNull();
    expect(readEmbedPosSession(blocked)).toBeNull();
  });
});
