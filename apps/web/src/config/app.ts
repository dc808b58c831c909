/** Shown in the authenticated footer (SPEC §2.4). */
export const APP_VERSION = '1.6';
export const APP_LAST_UPDATE = '24/07/2025';
export const APP_NAME = 'Jornada';

/** App-store links (SPEC §2.4). Real store URLs are not known yet, so they stay '#'. */
export const appStoreLinks = [
  { id: 'ios', label: 'App para iOS', href: '#' },
  { id: 'android-employee', label: 'App Android para empleados', href: '#' },
  { id: 'android-pos', label: 'App Android para terminal POS', href: '#' },
] as const;

export const legalLinks = [
  { label: 'Aviso legal', to: '/legal/aviso-legal' },
  { label: 'Privacidad', to: '/legal/politica-privacidad' },
  { label: 'Términos', to: '/legal/terminos-condiciones' },
  { label: 'Cookies', to: '/legal/politica-cookies' },
] as const;
