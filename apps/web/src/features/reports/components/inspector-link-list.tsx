import type { InspectorLink } from '@jornada/shared/api/inspector-links';
import { spanishDate } from '@jornada/shared/domain/calendar';
import { Button } from '../../../components/ui/button';
import { StatusPill } from '../../../components/ui/status-pill';
import type { StatusTone } from '../../../lib/status-tones';
import { formatInstant, type LinkState, linkState, linkStateLabels } from '../utils/inspector-link-values';

const stateTones: Record<LinkState, StatusTone> = { active: 'success', expired: 'neutral', revoked: 'danger' };

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1 sm:flex-col sm:gap-0">
      <dt className="text-slate-500 dark:text-slate-400">{label}:</dt>
      <dd className="text-slate-800 tabular-nums dark:text-slate-200">{value}</dd>
    </div>
  );
}

/** Every link of the company with its period, expiry and use; the active ones can be revoked. */
export function InspectorLinkList({
  links,
  onRevoke,
}: {
  links: readonly InspectorLink[];
  onRevoke: (link: InspectorLink) => void;
}) {
  const now = new Date();
  if (links.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">Todavía no has creado ningún enlace.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="inspector-links">
      {links.map((link) => {
        const state = linkState(link, now);
        return (
          <li key={link.id} className="flex flex-col gap-2 py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-slate-900 dark:text-white">{link.label}</p>
              <div className="flex items-center gap-2">
                <StatusPill tone={stateTones[state]}>{linkStateLabels[state]}</StatusPill>
                {state === 'active' && (
                  <Button variant="outline" size="sm" onClick={() => onRevoke(link)}>
                    Revocar
                  </Button>
                )}
              </div>
            </div>
            <dl className="grid gap-1 text-xs sm:grid-cols-4 sm:gap-3">
              <Fact label="Periodo" value={`${spanishDate(link.from)} – ${spanishDate(link.to)}`} />
              <Fact
                label={state === 'revoked' ? 'Revocado' : state === 'expired' ? 'Caducó' : 'Caduca'}
                value={formatInstant(state === 'revoked' ? link.revoked_at : link.expires_at)}
              />
              <Fact label="Último acceso" value={formatInstant(link.last_accessed_at)} />
              <Fact label="Accesos" value={String(link.access_count)} />
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
