import { MonitorDown, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useInstallPrompt } from '../hooks/use-install-prompt';

const DISMISSED_KEY = 'install-prompt-dismissed-at';
/** After 'Ahora no' the banner stays away for 30 days. */
const QUIET_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

function wasDismissedRecently(now = Date.now()): boolean {
  try {
    const at = Number(window.localStorage.getItem(DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < QUIET_DAYS_MS;
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {
    // Private mode: it simply shows again next time.
  }
}

/**
 * SPEC §2.1's install-app prompt: a small card on desktop browsers once the browser says Jornada can be
 * installed. 'Instalar' opens the browser's dialog; 'Ahora no' hides it for 30 days.
 */
export function InstallPromptBanner() {
  const { isOffered, canPrompt, isPrompting, install } = useInstallPrompt();
  const [isHidden, setIsHidden] = useState(wasDismissedRecently);
  if (!isOffered || !canPrompt || isHidden) return null;

  const dismiss = () => {
    rememberDismissal();
    setIsHidden(true);
  };

  return (
    <aside
      aria-labelledby="install-prompt-title"
      className="fixed right-4 bottom-4 z-40 w-[22rem] max-w-[calc(100vw-2rem)] rounded-2xl border border-slate-200 bg-white p-4 shadow-xl"
    >
      <div className="flex gap-3">
        <MonitorDown aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700" />
        <div className="flex flex-col gap-1">
          <h2 id="install-prompt-title" className="font-semibold text-slate-900">
            Instala Jornada en tu ordenador
          </h2>
          <p className="text-sm text-slate-600">
            Ábrela desde el escritorio y ficha con un clic, sin buscar la pestaña.
          </p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" isLoading={isPrompting} onClick={() => void install().then(() => setIsHidden(true))}>
              Instalar
            </Button>
            <Button size="sm" variant="ghost" onClick={dismiss}>
              Ahora no
            </Button>
          </div>
        </div>
        <button
          type="button"
          onClick={dismiss}
          className="-mt-1 -mr-1 self-start rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Cerrar</span>
        </button>
      </div>
    </aside>
  );
}
