/** Stub: filled in by issue 14's web work. */
export default function AdminGestoriaRoute() {
  return <h1>admin-gestoria</h1>;
}
