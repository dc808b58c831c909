import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from '../../../test/test-app';
import { hasPlaceholderOperator, LEGAL_DOCUMENTS, renderTemplate } from './legal-texts';

const operatorEnv = {
  LEGAL_OPERATOR_NAME: 'Soluciones <Jornada> & "Cía", S.L.',
  LEGAL_OPERATOR_NIF: 'B12345674',
  LEGAL_OPERATOR_ADDRESS: "Calle Mayor 1, 28013 Madrid <script>alert('x')</script>",
  LEGAL_OPERATOR_EMAIL: 'legal@jornada.test',
  LEGAL_OPERATOR_REGISTRY: 'Registro Mercantil de Madrid, tomo 1, folio 2, hoja M-3',
  PUBLIC_URL: 'https://jornada.example.es/',
};
const escapedName = 'Soluciones &#60;Jornada&#62; &#38; &#34;Cía&#34;, S.L.';

let ctx: TestContext;
let defaults: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: operatorEnv });
  defaults = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx.close();
  await defaults.close();
});

const get = (app: TestContext['app'], url: string, headers: Record<string, string> = {}) =>
  call(app, { method: 'GET', url, headers });

/** Only clean, semantic fragment markup: the web injects it inside its own layout. */
const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'li', 'a', 'strong', 'em', 'code']);

describe('GET /texts/<document>.html (SPEC §2.1, §7)', () => {
  it.each(LEGAL_DOCUMENTS)('%s.html: an HTML fragment with the operator details, escaped', async (name) => {
    const response = await get(ctx.app, `/texts/${name}.html`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600, must-revalidate');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const html = response.body;
    expect(html).toContain(escapedName);
    expect(html).not.toContain('<Jornada>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('{{');
    expect(html).not.toContain('[Razón social del titular]');
    expect(html).not.toMatch(/\sstyle=|\son\w+=|<html|<body|<head/i);
    const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => (m[1] ?? '').toLowerCase()));
    expect([...tags].filter((tag) => !ALLOWED_TAGS.has(tag))).toEqual([]);
    expect(html).toContain('Última actualización');
  });

  it('the legal notice carries every LSSI-CE art. 10 detail from the configuration', async () => {
    const html = (await get(ctx.app, '/texts/AvisoLegal.html')).body;
    for (const detail of [
      escapedName,
      'NIF: B12345674',
      'Calle Mayor 1, 28013 Madrid &#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;',
      'legal@jornada.test',
      'Registro Mercantil de Madrid, tomo 1, folio 2, hoja M-3',
      'https://jornada.example.es',
      'artículo 10 de la Ley 34/2002',
    ]) {
      expect(html).toContain(detail);
    }
  });

  it('the privacy policy: controller and processor roles, legal bases, the 4-year register, the rights and the AEPD', async () => {
    const html = (await get(ctx.app, '/texts/PoliticaPrivacidad.html')).body;
    for (const text of [
      'encargado del tratamiento',
      'la empresa cliente es la responsable del tratamiento',
      'artículo 28 del RGPD',
      'artículo 6.1.c',
      'artículo 34.9 del Estatuto de los Trabajadores',
      '<strong>cuatro años</strong>',
      'artículo 90 de la LOPDGDD',
      'Acceso',
      'Rectificación',
      'Supresión',
      'Oposición',
      'Limitación del tratamiento',
      'Portabilidad',
      'Agencia Española de Protección de Datos',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('the terms: the 14-day trial, the plans as seeded, cancellation and the company’s duty over its register', async () => {
    const html = (await get(ctx.app, '/texts/TerminosCondiciones.html')).body;
    expect(html).toContain('Prueba gratuita de 14 días');
    expect(html).toContain('<strong>Gratis</strong>: hasta 5 usuarios, sin coste.');
    expect(html).toMatch(/<strong>Profesional<\/strong>: hasta 50 usuarios, 29\s€ al mes\./);
    expect(html).toMatch(/<strong>Empresa<\/strong>: usuarios ilimitados, 199\s€ al mes\./);
    expect(html).toContain('cancelar su suscripción en cualquier momento');
    expect(html).toContain('Responsabilidad del Cliente sobre su registro de jornada');
    expect(html).toContain('encargado del tratamiento');
  });

  it('the cookie policy names the one session cookie, the local storage keys and OpenStreetMap', async () => {
    const html = (await get(ctx.app, '/texts/PoliticaCookies.html')).body;
    for (const text of [
      '<code>__Host-jornada_session</code>',
      '<code>jornada_session</code>',
      'HttpOnly',
      'como máximo, 14 días',
      'No usamos cookies de analítica, de publicidad',
      '<code>dark-mode</code>',
      'OpenStreetMap',
      'artículo 22.2',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('without configuration, the operator fields read as obvious placeholders', async () => {
    const html = (await get(defaults.app, '/texts/AvisoLegal.html')).body;
    for (const placeholder of [
      '[Razón social del titular]',
      '[NIF del titular]',
      '[Domicilio social del titular]',
      '[Email de contacto del titular]',
      '[Datos de inscripción en el Registro Mercantil del titular]',
      '[dirección del sitio web]',
    ]) {
      expect(html).toContain(placeholder);
    }
    expect(hasPlaceholderOperator(defaults.config.legalOperator)).toBe(true);
    expect(hasPlaceholderOperator(ctx.config.legalOperator)).toBe(false);
  });

  it('answers 304 to a matching If-None-Match, and HEAD like GET', async () => {
    const first = await get(ctx.app, '/texts/PoliticaCookies.html');
    const again = await get(ctx.app, '/texts/PoliticaCookies.html', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await call(ctx.app, { method: 'HEAD', url: '/texts/PoliticaCookies.html' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('404 (JSON) for any other name', async () => {
    for (const url of [
      '/texts/Otro.html',
      '/texts/AvisoLegal',
      '/texts/avisolegal.html',
      '/texts/AvisoLegal.html.bak',
      '/texts/..%2Fpackage.json',
      '/texts/%2e%2e%2f%2e%2e%2fconfig.ts',
    ]) {
      const response = await get(ctx.app, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ message: expect.any(String) });
    }
    expect((await get(ctx.app, '/texts/Otro.html')).json().message).toBe('Documento no encontrado');
  });

  it('needs no session and no X-Requested-With header (a plain static GET)', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/texts/AvisoLegal.html', skipCsrfHeader: true });
    expect(response.statusCode).toBe(200);
  });
});

describe('the templates', () => {
  const dir = join(import.meta.dirname, 'texts');

  it('are exactly the four documents, with only known placeholders', () => {
    expect(readdirSync(dir).sort()).toEqual(LEGAL_DOCUMENTS.map((name) => `${name}.html`).sort());
    const known = new Set([
      'operatorName',
      'operatorNif',
      'operatorAddress',
      'operatorEmail',
      'operatorRegistry',
      'siteUrl',
      'lastUpdated',
      'trialDays',
      'sessionDuration',
      'plansList',
    ]);
    for (const file of readdirSync(dir)) {
      const used = [...readFileSync(join(dir, file), 'utf8').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
      expect(
        used.filter((key) => !known.has(key ?? '')),
        file,
      ).toEqual([]);
    }
  });

  it('renderTemplate escapes text values, keeps html values and refuses an unknown placeholder', () => {
    const values = { text: { a: '<b>&"\'' }, html: { list: '<ul><li>x</li></ul>' } };
    expect(renderTemplate('<p>{{a}}</p>{{ list }}', values)).toBe(
      '<p>&#60;b&#62;&#38;&#34;&#39;</p><ul><li>x</li></ul>',
    );
    expect(() => renderTemplate('{{nope}}', values)).toThrow('Texto legal: no hay valor para {{nope}}');
  });
});
