/** Stub: filled in by issue 14's web work. */
export default function AdminGestoriasRoute() {
  return <h1>admin-gestorias</h1>;
}
