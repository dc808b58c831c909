import { createHash } from 'node:crypto';
import { errorResponse } from '@jornada/shared/api/error';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LegalOperator } from '../../config';
import type { Db } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { listPlansOnOffer } from '../plans/plans.service';
import { hasPlaceholderOperator, LEGAL_DOCUMENTS, type LegalDocument, renderLegalTexts } from './legal-texts';

const documentParams = z.object({ name: z.string() });

/**
 * SPEC §2.1/§7: the legal documents as static HTML under /texts/ (outside /api: no session, no
 * permission). They are HTML fragments (h2, h3, p, ul, a) the web places inside its own layout,
 * rendered once at start-up with the operator's details from the configuration.
 */
export const legalRoutes: FastifyPluginAsyncZod<{
  db: Db;
  operator: LegalOperator;
  siteUrl?: string;
  sessionAbsoluteMinutes: number;
}> = async (app, options) => {
  const plans = await listPlansOnOffer(options.db);
  const texts = await renderLegalTexts({
    operator: options.operator,
    siteUrl: options.siteUrl,
    sessionAbsoluteMinutes: options.sessionAbsoluteMinutes,
    plans,
  });
  const etags = new Map(
    [...texts].map(([name, html]) => [name, `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`]),
  );
  if (hasPlaceholderOperator(options.operator)) {
    app.log.warn(
      'Los textos legales muestran datos de ejemplo del titular: define LEGAL_OPERATOR_NAME, LEGAL_OPERATOR_NIF, LEGAL_OPERATOR_ADDRESS, LEGAL_OPERATOR_EMAIL y LEGAL_OPERATOR_REGISTRY',
    );
  }

  app.get(
    '/texts/:name',
    {
      config: {
        permission: 'public',
        fileResponse: { description: 'El documento (HTML)', contentTypes: ['text/html'] },
      },
      schema: {
        tags: ['público'],
        summary: `Texto legal en HTML (${LEGAL_DOCUMENTS.map((name) => `${name}.html`).join(', ')})`,
        params: documentParams,
        response: { 404: errorResponse },
      },
    },
    async (request, typedReply) => {
      // HTML, not JSON: sent through the untyped reply so no response schema applies.
      const reply = typedReply as FastifyReply;
      const name = request.params.name.replace(/\.html$/, '') as LegalDocument;
      const html = request.params.name.endsWith('.html') ? texts.get(name) : undefined;
      const etag = etags.get(name);
      if (html === undefined || etag === undefined) throw new AppError('NOT_FOUND', 'Documento no encontrado');
      reply
        .header('cache-control', 'public, max-age=3600, must-revalidate')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        // Opened on its own, the fragment can load and run nothing.
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'");
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};
