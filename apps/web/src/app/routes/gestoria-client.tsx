/** Stub: filled in by issue 14's web work. */
export default function GestoriaClientRoute() {
  return <h1>gestoria-client</h1>;
}
