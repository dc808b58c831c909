import { useCallback, useState, useSyncExternalStore } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import {
  getInitialInstallState,
  getInstallState,
  type InstallOutcome,
  promptInstall,
  subscribeInstallState,
} from '../../../lib/install-prompt';
import { installMessages, isInstallOfferedHere } from '../utils/install-offer';

const neverChanges = () => () => undefined;
const notOfferedWithoutBrowser = () => false;

/**
 * The install offer for this page (SPEC §2.1, §8): whether to show it (desktop browsers, not already
 * installed), whether the browser can prompt right now, and `install`, which prompts and shows the
 * success / cancelled / unavailable message.
 */
export function useInstallPrompt() {
  const state = useSyncExternalStore(subscribeInstallState, getInstallState, getInitialInstallState);
  // Read after hydration: the landing prerendered at build time was made without a
  // browser, so its first render in one must say "not offered" too, then ask.
  const isOffered = useSyncExternalStore(neverChanges, isInstallOfferedHere, notOfferedWithoutBrowser);
  const [isPrompting, setIsPrompting] = useState(false);

  const install = useCallback(async (): Promise<InstallOutcome> => {
    setIsPrompting(true);
    const outcome = await promptInstall();
    setIsPrompting(false);
    const message = installMessages[outcome];
    toast({
      title: message.title,
      description: message.description,
      variant: outcome === 'installed' ? 'success' : outcome === 'cancelled' ? 'info' : 'error',
    });
    return outcome;
  }, []);

  return { isOffered: isOffered && !state.isInstalled, canPrompt: state.canPrompt, isPrompting, install };
}
