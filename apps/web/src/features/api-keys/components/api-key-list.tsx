import type { ApiKey } from '@jornada/shared/api/api-keys';
import { Ban } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { createdText, lastUsedText, scopesSummary, shownPrefix } from '../utils/api-key-text';

/** The live keys: name, first characters, permissions, who made it and when it was last used; 'Revocar'. */
export function ApiKeyList({ keys, onRevoke }: { keys: readonly ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {keys.map((key) => (
        <li key={key.id} data-testid="api-key" className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:gap-4">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h3 className="font-semibold break-words text-slate-900 dark:text-white">{key.name}</h3>
              <span className="font-mono text-sm text-slate-600 dark:text-slate-400">{shownPrefix(key)}</span>
            </div>
            <p className="text-sm text-slate-700 dark:text-slate-300">{scopesSummary(key.scopes)}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {createdText(key)} · {lastUsedText(key)}
            </p>
          </div>
          <div>
            <Button variant="outline" size="sm" onClick={() => onRevoke(key)}>
              <Ban aria-hidden="true" />
              Revocar
              <span className="sr-only"> {key.name}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
