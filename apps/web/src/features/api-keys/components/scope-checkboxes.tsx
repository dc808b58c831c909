import { type ApiKeyScope, apiKeyScopeDescriptions, apiKeyScopes } from '@jornada/shared/api/api-keys';
import { Checkbox } from '../../../components/ui/checkbox';

/** The scopes a key may have, each with what it allows in Spanish; `error` when none is chosen. */
export function ScopeCheckboxes({
  value,
  error,
  onChange,
}: {
  value: readonly ApiKeyScope[];
  error?: string;
  onChange: (scopes: ApiKeyScope[]) => void;
}) {
  const toggle = (scope: ApiKeyScope, isChecked: boolean) =>
    onChange(apiKeyScopes.filter((s) => (s === scope ? isChecked : value.includes(s))));
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? 'api-key-scopes-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Permisos</legend>
      {apiKeyScopes.map((scope) => {
        const { label, description } = apiKeyScopeDescriptions[scope];
        const id = `api-key-scope-${scope.replace(':', '-')}`;
        return (
          <div key={scope} className="flex items-start gap-3">
            <Checkbox
              id={id}
              aria-describedby={`${id}-description`}
              checked={value.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />
            <div className="flex min-w-0 flex-col gap-0.5">
              <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
                {label}{' '}
                <span className="font-mono text-xs font-normal text-slate-500 dark:text-slate-400">{scope}</span>
              </label>
              <p id={`${id}-description`} className="text-xs text-slate-600 dark:text-slate-400">
                {description}
              </p>
            </div>
          </div>
        );
      })}
      {error && (
        <p id="api-key-scopes-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
