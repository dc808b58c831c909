import { errorResponse } from '@jornada/shared/api/error';
import {
  createWebhookRequest,
  createWebhookResponse,
  listWebhookDeliveriesResponse,
  listWebhooksResponse,
  redeliverWebhookResponse,
  webhookDeliveryParams,
  webhookEventTypes,
  webhookParams,
  webhookSchema,
} from '@jornada/shared/api/webhooks';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import { createWebhookDispatcher } from './webhook-dispatcher';
import type { WebhookSecretBox } from './webhook-secret-box';
import type { AddressLookup } from './webhook-target';
import {
  createWebhook,
  deleteWebhook,
  listCompanyWebhooks,
  listWebhookDeliveries,
  redeliverWebhookDelivery,
  type WebhookDeps,
} from './webhooks.service';

export interface WebhooksRoutesOptions {
  db: Db;
  secretBox: WebhookSecretBox;
  /** https only (production); private addresses allowed (WEBHOOK_ALLOW_PRIVATE_TARGETS, dev and tests). */
  requireHttps: boolean;
  allowPrivateTargets: boolean;
  /** Seconds between the regular passes over the queue (the `dispatch-webhooks` job); 0: no dispatcher here. */
  dispatchSeconds: number;
  /** DNS, replaceable in tests (a name that resolves to loopback). */
  lookup?: AddressLookup;
}

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['webhooks'];
const subscribable = new Set<string>(webhookEventTypes);

const actorOf = (request: FastifyRequest) => ({ user: currentUser(request), ip: request.ip });

/**
 * The company admin's webhooks and their delivery log (ADR 017), and the dispatcher that
 * sends the queued deliveries while the server runs (every instance runs one; the queue's leases keep
 * them from sending one delivery twice).
 */
export const webhooksRoutes: FastifyPluginAsyncZod<WebhooksRoutesOptions> = async (app, options) => {
  const policy = { requireHttps: options.requireHttps, allowPrivate: options.allowPrivateTargets };
  const dispatcher = createWebhookDispatcher({
    db: options.db,
    secretBox: options.secretBox,
    policy,
    log: app.log,
    lookup: options.lookup,
  });
  if (options.dispatchSeconds > 0) {
    // Besides the job's regular passes, an event that may have queued deliveries wakes it for that company.
    const unsubscribe = app.eventBus.subscribe((event) => {
      if (subscribable.has(event.type)) dispatcher.wake(event.companyId);
    });
    app.addHook('onReady', async () => dispatcher.start());
    app.addHook('onClose', async () => {
      unsubscribe();
      await dispatcher.stop();
    });
  }
  const deps: WebhookDeps = {
    db: options.db,
    secretBox: options.secretBox,
    policy,
    lookup: options.lookup,
    onQueued: (companyId) => dispatcher.wake(companyId),
  };

  app.get(
    '/api/webhooks',
    {
      config: { permission: 'manage:webhook' },
      schema: {
        tags,
        summary: 'Webhooks de la empresa (y si su plan incluye la API)',
        response: { 200: listWebhooksResponse, ...errors },
      },
    },
    async (request) => listCompanyWebhooks(deps, actorOf(request)),
  );

  app.post(
    '/api/webhooks',
    {
      config: { permission: 'manage:webhook' },
      schema: {
        tags,
        summary: 'Crear un webhook (el secreto de firma se muestra solo esta vez)',
        body: createWebhookRequest,
        response: { 201: createWebhookResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createWebhook(deps, actorOf(request), request.body)),
  );

  app.delete(
    '/api/webhooks/:id',
    {
      config: { permission: 'manage:webhook' },
      schema: {
        tags,
        summary: 'Eliminar un webhook (sus envíos pendientes no se harán)',
        params: webhookParams,
        response: { 200: webhookSchema, ...errors },
      },
    },
    async (request) => deleteWebhook(deps, actorOf(request), request.params.id),
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      config: { permission: 'manage:webhook' },
      schema: {
        tags,
        summary: 'Últimos envíos de un webhook (estado, código HTTP, intentos)',
        params: webhookParams,
        response: { 200: listWebhookDeliveriesResponse, ...errors },
      },
    },
    async (request) => listWebhookDeliveries(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/api/webhooks/deliveries/:id/redeliver',
    {
      config: { permission: 'manage:webhook' },
      schema: {
        tags,
        summary: 'Reenviar un envío (el mismo id de envío, ahora)',
        params: webhookDeliveryParams,
        response: { 200: redeliverWebhookResponse, ...errors },
      },
    },
    async (request) => redeliverWebhookDelivery(deps, actorOf(request), request.params.id),
  );
};
