/** Stub: filled in by issue 14's web work. */
export default function AdminCompaniesRoute() {
  return <h1>admin-companies</h1>;
}
