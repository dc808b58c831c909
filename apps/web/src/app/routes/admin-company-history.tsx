/** Stub: filled in by issue 14's web work. */
export default function AdminCompanyHistoryRoute() {
  return <h1>admin-company-history</h1>;
}
