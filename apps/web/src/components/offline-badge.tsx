import { WifiOff } from 'lucide-react';
import { OFFLINE_BADGE_LABEL, OFFLINE_BADGE_TITLE } from '../lib/clock-queue/clock-queue';
import { cn } from '../lib/cn';
import { Badge } from './ui/badge';

/**
 * A shift one of whose clock actions was sent from a device's offline queue: its time is
 * the one the device declared. The title says so on hover; the hidden text, to a screen reader.
 */
export function OfflineBadge({ className }: { className?: string }) {
  return (
    <Badge
      data-testid="offline-badge"
      title={OFFLINE_BADGE_TITLE}
      className={cn('gap-1 bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100', className)}
    >
      <WifiOff aria-hidden="true" className="size-3" />
      <span aria-hidden="true">{OFFLINE_BADGE_LABEL}</span>
      <span className="sr-only">{OFFLINE_BADGE_TITLE}</span>
    </Badge>
  );
}
