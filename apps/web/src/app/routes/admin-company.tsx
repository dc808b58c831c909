/** Stub: filled in by issue 14's web work. */
export default function AdminCompanyRoute() {
  return <h1>admin-company</h1>;
}
