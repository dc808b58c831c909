import type { PosEmployee } from '@jornada/shared/api/pos';
import { describe, expect, it } from 'vitest';
import { centresOf, inCentre } from './kiosk-centres';

const person = (id: number, centre_id: number, centre_name: string): PosEmployee => ({
  id,
  name: `Persona ${id}`,
  centre_id,
  centre_name,
  status: null,
  hora_inicio: null,
  started_at: null,
  has_kiosk_pin: true,
});

const people = [
  person(1, 1, 'Obrador'),
  person(2, 2, 'Tienda Centro'),
  person(3, 1, 'Obrador'),
  person(4, 3, 'Almacén'),
];

describe('kiosk centres', () => {
  it('offers no filter when everyone is of one centre', () => {
    expect(centresOf([people[0] as PosEmployee, people[2] as PosEmployee], 1)).toEqual([]);
  });

  it("lists the terminal's centre first, then the rest by name", () => {
    expect(centresOf(people, 2).map((centre) => centre.name)).toEqual(['Tienda Centro', 'Almacén', 'Obrador']);
    expect(centresOf(people, undefined).map((centre) => centre.name)).toEqual(['Almacén', 'Obrador', 'Tienda Centro']);
  });

  it('keeps one centre, or everyone', () => {
    expect(inCentre(people, 1).map((employee) => employee.id)).toEqual([1, 3]);
    expect(inCentre(people, null)).toHaveLength(4);
  });
});
