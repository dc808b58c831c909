import type { InstallOutcome } from '../../../lib/install-prompt';
import { isRunningStandalone } from '../../../lib/standalone';

export interface BrowserTraits {
  userAgent: string;
  /** navigator.userAgentData?.mobile, where the browser has it. */
  isMobileHint?: boolean;
  maxTouchPoints: number;
  /** matchMedia('(pointer: fine)'): a mouse or trackpad. */
  hasFinePointer: boolean;
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Silk|Kindle|BlackBerry|Opera Mini|IEMobile/i;

/** A desktop browser: not a phone or tablet (an iPad reports itself as a Mac, but with touch points). */
export function isDesktopBrowser(traits: BrowserTraits): boolean {
  if (traits.isMobileHint === true) return false;
  if (MOBILE_AGENT.test(traits.userAgent)) return false;
  if (/Macintosh/.test(traits.userAgent) && traits.maxTouchPoints > 1) return false;
  return traits.hasFinePointer;
}

export function currentBrowserTraits(): BrowserTraits {
  const nav = window.navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  return {
    userAgent: nav.userAgent,
    isMobileHint: nav.userAgentData?.mobile,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    hasFinePointer: window.matchMedia?.('(pointer: fine)').matches ?? false,
  };
}

/** Whether this browser gets the install offer at all: desktop, and not already running installed. */
export function isInstallOfferedHere(): boolean {
  if (typeof window === 'undefined' || isRunningStandalone()) return false;
  return isDesktopBrowser(currentBrowserTraits());
}

/** SPEC §8: the messages after an install attempt. */
export const installMessages: Record<InstallOutcome, { title: string; description: string }> = {
  installed: {
    title: 'Aplicación instalada',
    description: 'Jornada ya está en este ordenador: ábrela desde el escritorio o el menú de aplicaciones.',
  },
  cancelled: {
    title: 'Instalación cancelada',
    description: 'Puedes instalar Jornada más adelante desde esta página.',
  },
  unavailable: {
    title: 'Instalación no disponible',
    description:
      'Este navegador no ofrece instalar Jornada desde aquí. Si ya la tienes instalada, ábrela desde el escritorio; si no, prueba con Chrome o Edge.',
  },
};
