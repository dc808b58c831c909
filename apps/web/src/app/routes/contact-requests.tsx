/** Stub: filled in by issue 14's web work. */
export default function ContactRequestsRoute() {
  return <h1>contact-requests</h1>;
}
