import type { WorkCentre } from '@jornada/shared/api/work-centres';
import { createWorkCentreRequest } from '@jornada/shared/api/work-centres';
import { describe, expect, it } from 'vitest';
import {
  employeeCountLabel,
  hasRoomForCentre,
  locationLabel,
  mapLink,
  planUsageLabel,
  toFormValues,
  updateBody,
} from './work-centre-values';

const obrador: WorkCentre = {
  id: 3,
  name: 'Obrador',
  address: 'Calle de Postas 8',
  latitude: 40.4168,
  longitude: -3.7038,
  radius_meters: 1500,
  is_default: true,
  archived_at: null,
  employee_count: 4,
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('work centre values', () => {
  it('fills the form from a centre (coordinates as text) or empty for a new one', () => {
    expect(toFormValues(obrador)).toEqual({
      name: 'Obrador',
      address: 'Calle de Postas 8',
      latitude: '40.4168',
      longitude: '-3.7038',
      radius_meters: '1500',
    });
    expect(toFormValues({ ...obrador, latitude: null, longitude: null, radius_meters: null })).toMatchObject({
      latitude: '',
      longitude: '',
      radius_meters: '',
    });
    expect(toFormValues(null)).toEqual({ name: '', address: '', latitude: '', longitude: '', radius_meters: '' });
  });

  it('the empty form parses as a centre without coordinates; a decimal comma is read', () => {
    expect(createWorkCentreRequest.parse({ ...toFormValues(null), name: 'Tienda' })).toEqual({
      name: 'Tienda',
      address: '',
      latitude: null,
      longitude: null,
      radius_meters: null,
    });
    expect(createWorkCentreRequest.parse({ ...toFormValues(obrador), latitude: '40,5' }).latitude).toBe(40.5);
  });

  it('adds is_default only when asked', () => {
    const values = { name: 'Tienda', address: '', latitude: null, longitude: null, radius_meters: null };
    expect(updateBody(values, false)).toEqual(values);
    expect(updateBody(values, true)).toEqual({ ...values, is_default: true });
  });

  it('describes the place in Spanish, and links a map only with coordinates', () => {
    expect(locationLabel(obrador)).toBe('40,4168, -3,7038 · radio de 1500 m');
    expect(locationLabel({ ...obrador, radius_meters: null })).toBe('40,4168, -3,7038');
    expect(locationLabel({ latitude: null, longitude: null, radius_meters: null })).toBe('Sin coordenadas');
    expect(mapLink(obrador)).toBe('https://www.openstreetmap.org/?mlat=40.4168&mlon=-3.7038#map=17/40.4168/-3.7038');
    expect(mapLink({ latitude: null, longitude: null })).toBeNull();
  });

  it('counts employees and the plan', () => {
    expect(employeeCountLabel(0)).toBe('Sin empleados');
    expect(employeeCountLabel(1)).toBe('1 empleado');
    expect(employeeCountLabel(12)).toBe('12 empleados');
    expect(hasRoomForCentre(1, 1)).toBe(false);
    expect(hasRoomForCentre(9, 10)).toBe(true);
    expect(hasRoomForCentre(3, undefined)).toBe(true);
    expect(planUsageLabel(1, 1)).toBe('1 de 1 centro de tu plan');
    expect(planUsageLabel(2, 10)).toBe('2 de 10 centros de tu plan');
  });
});
