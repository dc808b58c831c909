/** Stub: filled in by issue 14's web work. */
export default function AdminCompanyEmployeesRoute() {
  return <h1>admin-company-employees</h1>;
}
