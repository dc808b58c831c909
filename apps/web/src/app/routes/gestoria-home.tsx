/** Stub: filled in by issue 14's web work. */
export default function GestoriaHomeRoute() {
  return <h1>gestoria-home</h1>;
}
