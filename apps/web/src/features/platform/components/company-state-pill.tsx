import type { CompanyState } from '@jornada/shared/domain/subscription';
import { StatusPill } from '../../../components/ui/status-pill';
import { companyStateLabels, companyStateTones } from '../../../lib/status-tones';

/** A company's state in its colour, the same word wherever it is shown. */
export function CompanyStatePill({ state }: { state: CompanyState }) {
  return (
    <StatusPill tone={companyStateTones[state]} hasDot>
      {companyStateLabels[state]}
    </StatusPill>
  );
}
