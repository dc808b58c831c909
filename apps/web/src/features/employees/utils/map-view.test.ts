import { describe, expect, it } from 'vitest';
import { mapViewFor } from './map-view';

const bakery = { latitude: 40.4168, longitude: -3.7038 };
const shop = { latitude: 40.4153, longitude: -3.7074 };

describe('where the location map opens', () => {
  it('on Spain at zoom 6 with no points', () => {
    expect(mapViewFor([])).toEqual({ kind: 'centre', centre: [40.42, -3.7], zoom: 6 });
  });

  it('at zoom 15 on a single place, however many actions were recorded there', () => {
    expect(mapViewFor([bakery])).toEqual({ kind: 'centre', centre: [40.4168, -3.7038], zoom: 15 });
    expect(mapViewFor([bakery, bakery, { ...bakery }])).toEqual({
      kind: 'centre',
      centre: [40.4168, -3.7038],
      zoom: 15,
    });
  });

  it("fits the points of one town with 30 px padding, never closer than a single place's zoom", () => {
    expect(mapViewFor([bakery, shop, { latitude: 40.4161, longitude: -3.705 }])).toEqual({
      kind: 'bounds',
      southWest: [40.4153, -3.7074],
      northEast: [40.4168, -3.7038],
      padding: 30,
      maxZoom: 15,
    });
  });

  it('leaves out coordinates no map can place', () => {
    const view = mapViewFor([bakery, { latitude: Number.NaN, longitude: 2 }, { latitude: 404168, longitude: -3.7 }]);
    expect(view).toEqual({ kind: 'centre', centre: [40.4168, -3.7038], zoom: 15 });
  });
});
