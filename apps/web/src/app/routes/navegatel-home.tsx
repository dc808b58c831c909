/** Stub: filled in by issue 14's web work. */
export default function NavegatelHomeRoute() {
  return <h1>navegatel-home</h1>;
}
