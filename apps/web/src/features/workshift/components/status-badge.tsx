import type { ComponentProps } from 'react';
import { StatusPill } from '../../../components/ui/status-pill';
import { workshiftStatusTones } from '../../../lib/status-tones';
import type { CardStatus } from '../utils/describe-card';

/** The home card's state, with a dot that pulses while the shift runs. */
export function StatusBadge({ status, ...props }: ComponentProps<'span'> & { status: CardStatus }) {
  return <StatusPill tone={workshiftStatusTones[status]} hasDot isPulsing={status === 'in_progress'} {...props} />;
}
