import { describe, expect, it } from 'vitest';
import { clearPosData, POS_STORAGE_KEYS, readPosData, savePosData } from './pos-storage';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

const company = {
  id: 1,
  schema_name: 'panaderia_ejemplo',
  nombre: 'Panadería Ejemplo S.L.',
  id_acceso: 'POS-0001',
  terminal: { id: 3, name: 'Mostrador', require_employee_pin: true, centre: { id: 2, name: 'Tienda Centro' } },
};

describe('saved POS data (SPEC §3, §4.4)', () => {
  it('still reads a terminal saved before terminals had a centre (no re-activation after an update)', () => {
    const local = memoryStorage();
    const { centre: _centre, ...oldTerminal } = company.terminal;
    local.setItem(POS_STORAGE_KEYS.company, JSON.stringify({ ...company, terminal: oldTerminal }));
    local.setItem(POS_STORAGE_KEYS.isAuthenticated, 'true');
    local.setItem(POS_STORAGE_KEYS.authTime, '1');
    expect(readPosData([local])?.company.terminal).toEqual(oldTerminal);
  });

  it('keeps the company, the flag and the time in both storages, and never a PIN', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    savePosData(company, new Date(1_700_000_000_000), [local, session]);
    for (const storage of [local, session]) {
      expect(storage.getItem(POS_STORAGE_KEYS.isAuthenticated)).toBe('true');
      expect(storage.getItem(POS_STORAGE_KEYS.authTime)).toBe('1700000000000');
      const stored = Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').map((key) => [
          key,
          storage.getItem(key),
        ]),
      );
      expect(JSON.stringify(stored)).not.toMatch(/pin"\s*:\s*"/i);
    }
    expect(readPosData([local, session])).toEqual({ company, authTime: 1_700_000_000_000 });
  });

  it('reads the tab storage when local storage holds nothing', () => {
    const session = memoryStorage();
    savePosData(company, new Date(5), [session]);
    expect(readPosData([memoryStorage(), session])?.company.nombre).toBe('Panadería Ejemplo S.L.');
  });

  it('ignores data without the flag, malformed JSON or a foreign shape', () => {
    const storage = memoryStorage();
    storage.setItem(POS_STORAGE_KEYS.company, JSON.stringify(company));
    expect(readPosData([storage])).toBeNull();
    storage.setItem(POS_STORAGE_KEYS.isAuthenticated, 'true');
    storage.setItem(POS_STORAGE_KEYS.company, '{no es json');
    expect(readPosData([storage])).toBeNull();
    storage.setItem(POS_STORAGE_KEYS.company, JSON.stringify({ nombre: 'x' }));
    expect(readPosData([storage])).toBeNull();
  });

  it('clearing removes every POS key from every storage', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    savePosData(company, new Date(0), [local, session]);
    local.setItem(POS_STORAGE_KEYS.employee, '7');
    local.setItem('dark-mode', 'true');
    clearPosData([local, session]);
    expect(readPosData([local, session])).toBeNull();
    expect(local.length).toBe(1);
    expect(session.length).toBe(0);
  });

  it('survives storages that throw', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => savePosData(company, new Date(0), [broken])).not.toThrow();
    expect(readPosData([broken])).toBeNull();
    expect(() => clearPosData([broken])).not.toThrow();
  });
});
