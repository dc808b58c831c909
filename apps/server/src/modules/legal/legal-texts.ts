import { readFile } from 'node:fs/promises';
import { TRIAL_DAYS, UNLIMITED_USERS } from '@jornada/shared/api/plans';
import { lastUpdateLong } from '@jornada/shared/last-update';
import type { LegalOperator } from '../../config';
import { escapeHtml } from '../../lib/html';

/** SPEC §2.1: the documents the footer links load from /texts/<name>.html. */
export const LEGAL_DOCUMENTS = ['AvisoLegal', 'PoliticaPrivacidad', 'TerminosCondiciones', 'PoliticaCookies'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** Shown at the top of every text: the same day as the app footer's 'Última actualización'. */
export const LEGAL_TEXTS_UPDATED = lastUpdateLong();

/**
 * Where the templates are. In the sources this is src/modules/legal/texts/; the build (build.mjs)
 * bundles this module into dist/server.js and copies the templates to dist/texts/, the same path
 * relative to the running module.
 */
const TEXTS_DIR = new URL('./texts/', import.meta.url);

export interface LegalPlan {
  name: string;
  user_limit: number;
  price_monthly_cents: number;
}

export interface LegalTextValues {
  operator: LegalOperator;
  /** PUBLIC_URL, when set. */
  siteUrl?: string;
  /** How long a session cookie lives at most. */
  sessionAbsoluteMinutes: number;
  plans: LegalPlan[];
}

const euros = (cents: number) =>
  new Intl.NumberFormat('es-ES', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

function plansListHtml(plans: LegalPlan[]): string {
  const items = plans.map((plan) => {
    const users = plan.user_limit === UNLIMITED_USERS ? 'usuarios ilimitados' : `hasta ${plan.user_limit} usuarios`;
    const price = plan.price_monthly_cents === 0 ? 'sin coste' : `${euros(plan.price_monthly_cents)} al mes`;
    return `  <li><strong>${escapeHtml(plan.name)}</strong>: ${escapeHtml(users)}, ${escapeHtml(price)}.</li>`;
  });
  return `<ul>\n${items.join('\n')}\n</ul>`;
}

function durationText(minutes: number): string {
  if (minutes % (24 * 60) === 0) {
    const days = minutes / (24 * 60);
    return days === 1 ? '1 día' : `${days} días`;
  }
  if (minutes % 60 === 0) return minutes === 60 ? '1 hora' : `${minutes / 60} horas`;
  return `${minutes} minutos`;
}

/**
 * `{{name}}` placeholders: text values are HTML-escaped here; `html` values are markup this module
 * builds itself from escaped parts. A placeholder without a value is an error (found at start-up).
 */
export function renderTemplate(
  template: string,
  values: { text: Record<string, string>; html: Record<string, string> },
) {
  return template.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (_, key: string) => {
    const text = values.text[key];
    if (text !== undefined) return escapeHtml(text);
    const html = values.html[key];
    if (html !== undefined) return html;
    throw new Error(`Texto legal: no hay valor para {{${key}}}`);
  });
}

/** Every document rendered once (the values only change with the configuration). */
export async function renderLegalTexts(input: LegalTextValues): Promise<Map<LegalDocument, string>> {
  const text = {
    operatorName: input.operator.name,
    operatorNif: input.operator.nif,
    operatorAddress: input.operator.address,
    operatorEmail: input.operator.email,
    operatorRegistry: input.operator.registry,
    siteUrl: input.siteUrl?.replace(/\/$/, '') ?? '[dirección del sitio web]',
    lastUpdated: LEGAL_TEXTS_UPDATED,
    trialDays: String(TRIAL_DAYS),
    sessionDuration: durationText(input.sessionAbsoluteMinutes),
  };
  const html = { plansList: plansListHtml(input.plans) };
  const rendered = new Map<LegalDocument, string>();
  for (const name of LEGAL_DOCUMENTS) {
    const template = await readFile(new URL(`${name}.html`, TEXTS_DIR), 'utf8');
    rendered.set(name, renderTemplate(template, { text, html }));
  }
  return rendered;
}

/** Whether any operator detail is still its placeholder (the defaults are written in square brackets). */
export function hasPlaceholderOperator(operator: LegalOperator): boolean {
  return Object.values(operator).some((value) => /^\[.*\]$/.test(value));
}
