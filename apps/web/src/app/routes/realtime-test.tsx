import { RealtimeTestPage } from '../../features/realtime-test/components/realtime-test-page';

/** /realtime-test (SPEC §2.3): the company admin's; route-decision keeps every other role out. */
export default function RealtimeTestRoute() {
  return <RealtimeTestPage />;
}
