import { lastUpdateShort } from '@jornada/shared/last-update';

/** Shown in the authenticated footer (SPEC §2.4). */
export const APP_VERSION = '1.6';
/** The same day the legal texts give as their last update. */
export const APP_LAST_UPDATE = lastUpdateShort();
export const APP_NAME = 'Jornada';

/** App-store links (SPEC §2.4). Real store URLs are not known yet, so they stay '#'. */
export const appStoreLinks = [
  { id: 'ios', label: 'App para iOS', href: '#' },
  { id: 'android-employee', label: 'App Android para empleados', href: '#' },
  { id: 'android-pos', label: 'App Android para terminal POS', href: '#' },
] as const;

/** SPEC §2.1 / §2.4: the legal documents; `label` is the short footer text, `title` the page's heading. */
export const legalLinks = [
  { label: 'Aviso legal', title: 'Aviso legal', to: '/legal/aviso-legal', file: 'AvisoLegal.html' },
  {
    label: 'Privacidad',
    title: 'Política de privacidad',
    to: '/legal/politica-privacidad',
    file: 'PoliticaPrivacidad.html',
  },
  {
    label: 'Términos',
    title: 'Términos y condiciones',
    to: '/legal/terminos-condiciones',
    file: 'TerminosCondiciones.html',
  },
  { label: 'Cookies', title: 'Política de cookies', to: '/legal/politica-cookies', file: 'PoliticaCookies.html' },
] as const;
export type LegalLink = (typeof legalLinks)[number];

/** The landing's sections, in page order, with their top-bar labels (SPEC §2.1). */
export const landingSections = [
  { id: 'inicio', label: 'Inicio' },
  { id: 'normativa', label: 'Normativa' },
  { id: 'features', label: 'Funcionalidades' },
  { id: 'benefits', label: 'Beneficios' },
  { id: 'pricing', label: 'Planes' },
  { id: 'contact', label: 'Contacto' },
] as const;
export type LandingSectionId = (typeof landingSections)[number]['id'] | 'faq';
