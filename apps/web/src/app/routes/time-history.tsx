import { useCompanyConfig } from '../../features/company-config/api/get-company-config';
import { TimeHistory } from '../../features/workshift/components/time-history';

/** /time-history (worker and manager): the user's own shifts, month by month. */
export default function TimeHistoryRoute() {
  const config = useCompanyConfig();
  return <TimeHistory config={config.data} />;
}
