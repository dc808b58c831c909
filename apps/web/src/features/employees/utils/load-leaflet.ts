/**
 * Leaflet and its stylesheet, loaded only when a map is opened: most visits to the employee list
 * never show one, and Leaflet is the heaviest thing on the page.
 */
export async function loadLeaflet(): Promise<typeof import('leaflet')> {
  const [leaflet] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  return (leaflet as { default?: typeof import('leaflet') }).default ?? leaflet;
}
