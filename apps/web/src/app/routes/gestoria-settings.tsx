/** Stub: filled in by issue 14's web work. */
export default function GestoriaSettingsRoute() {
  return <h1>gestoria-settings</h1>;
}
