import { errorResponse } from '@jornada/shared/api/error';
import {
  createInspectorLinkRequest,
  createInspectorLinkResponse,
  inspectorBundleQuery,
  inspectorLinkInfoResponse,
  inspectorLinkParams,
  inspectorLinkSchema,
  inspectorRegisterQuery,
  inspectorTokenParams,
  listInspectorLinksResponse,
} from '@jornada/shared/api/inspector-links';
import { registerResponse } from '@jornada/shared/api/reports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { clientInfo } from '../../lib/request-info';
import { currentUser } from '../../plugins/auth';
import type { RecordSigningKey } from '../record/signing-key';
import { sendBundle } from '../reports/bundle/send-bundle';
import { renderRegister } from '../reports/render-register';
import { getInspectorBundle, getInspectorLinkInfo, getInspectorRegister } from './inspector-access.service';
import { createInspectorLink, listLinks, revokeLink } from './inspector-links.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const publicErrors = { 400: errorResponse, 404: errorResponse, 410: errorResponse, 429: errorResponse };

/**
 * Time-limited read-only access for the Labour Inspectorate: the company admin manages the links;
 * whoever holds one reads the register of its period without a session (GET only, so no CSRF
 * header either: the csrf plugin lets safe methods through).
 */
export const inspectorLinksRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** config.publicOrigin: the base of the links it creates. */
  publicOrigin: string;
  /** The record key, which signs the bundles' manifests. */
  signingKey: () => RecordSigningKey;
}> = async (app, { db, publicOrigin, signingKey }) => {
  app.post(
    '/api/inspector-links',
    {
      config: { permission: 'manage:inspector-link' },
      schema: {
        tags: ['informes'],
        summary:
          'Crear un enlace de acceso de solo lectura para la Inspección de Trabajo (el token se muestra solo esta vez)',
        body: createInspectorLinkRequest,
        response: { 201: createInspectorLinkResponse, ...errors },
      },
    },
    async (request, reply) => {
      // Like the links in e-mails: the configured origin, never the request's Host.
      const baseUrl = publicOrigin;
      const created = await createInspectorLink(
        db,
        { user: currentUser(request), ip: request.ip },
        request.body,
        baseUrl,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/inspector-links',
    {
      config: { permission: 'manage:inspector-link' },
      schema: {
        tags: ['informes'],
        summary: 'Enlaces de acceso para la Inspección de la empresa (sin el token), el más reciente primero',
        response: { 200: listInspectorLinksResponse, ...errors },
      },
    },
    async (request) => listLinks(db, currentUser(request)),
  );

  app.delete(
    '/api/inspector-links/:id',
    {
      config: { permission: 'manage:inspector-link' },
      schema: {
        tags: ['informes'],
        summary: 'Revocar un enlace de acceso para la Inspección (deja de funcionar al momento)',
        params: inspectorLinkParams,
        response: { 200: inspectorLinkSchema, ...errors },
      },
    },
    async (request) => revokeLink(db, { user: currentUser(request), ip: request.ip }, request.params.id),
  );

  app.get(
    '/api/inspeccion/:token',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['inspección'],
        summary: 'Datos del enlace de acceso para la Inspección: empresa, periodo, caducidad y meses',
        params: inspectorTokenParams,
        response: { 200: inspectorLinkInfoResponse, ...publicErrors },
      },
    },
    async (request) => getInspectorLinkInfo(db, request.params.token, clientInfo(request)),
  );

  app.get(
    '/api/inspeccion/:token/register',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['inspección'],
        summary:
          'Registro de jornada de toda la empresa en el periodo del enlace (o una parte: from/to): JSON, CSV, XLSX o PDF',
        params: inspectorTokenParams,
        querystring: inspectorRegisterQuery,
        response: { 200: registerResponse, ...publicErrors },
      },
    },
    async (request, reply) => {
      const register = await getInspectorRegister(db, request.params.token, clientInfo(request), request.query);
      if (request.query.format === 'json') return register;
      const file = await renderRegister(register, request.query.format);
      // A file, not JSON: sent through the untyped reply so the response schema does not apply.
      const raw = reply as FastifyReply;
      raw.header('content-disposition', `attachment; filename="${file.filename}"`);
      raw.header('cache-control', 'no-store');
      return raw.type(file.contentType).send(file.body);
    },
  );

  app.get(
    '/api/inspeccion/:token/bundle',
    {
      config: {
        permission: 'public',
        fileResponse: { description: 'El paquete mensual (ZIP)', contentTypes: ['application/zip'] },
      },
      schema: {
        tags: ['inspección'],
        summary: 'Paquete mensual verificable (ZIP) de un mes del periodo del enlace, limitado a ese periodo',
        params: inspectorTokenParams,
        querystring: inspectorBundleQuery,
        response: publicErrors,
      },
    },
    async (request, reply) => {
      const contents = await getInspectorBundle(db, request.params.token, clientInfo(request), request.query.month);
      return sendBundle(reply as FastifyReply, contents, signingKey(), request.log);
    },
  );
};
