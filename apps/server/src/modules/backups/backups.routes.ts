import { createBackupResponse, listBackupsResponse } from '@jornada/shared/api/backups';
import { errorResponse } from '@jornada/shared/api/error';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlatformActor } from '../../access/platform';
import { currentUser } from '../../plugins/auth';
import { type BackupDeps, createBackup, listBackupsOf } from './backups.service';

const errors = { 401: errorResponse, 403: errorResponse, 409: errorResponse };
const tags = ['plataforma'];

/** Backups of the embedded database from the platform console (the nightly one is a job: src/jobs). */
export const backupsRoutes: FastifyPluginAsyncZod<BackupDeps> = async (app, deps) => {
  const actorOf = (request: FastifyRequest): PlatformActor => ({ user: currentUser(request), ip: request.ip });

  app.get(
    '/api/admin/backups',
    {
      config: { permission: 'read:platform-backup' },
      schema: {
        tags,
        summary:
          'Copias de seguridad de la base de datos embebida: dónde se guardan, si hay una nocturna y las que hay',
        response: { 200: listBackupsResponse, ...errors },
      },
    },
    async (request) => listBackupsOf(deps, actorOf(request)),
  );

  app.post(
    '/api/admin/backups',
    {
      config: { permission: 'manage:platform-backup' },
      schema: {
        tags,
        summary:
          'Hacer ahora una copia de seguridad de la base de datos embebida (coherente aunque el servidor esté en uso); con PostgreSQL, 409',
        response: { 201: createBackupResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createBackup(deps, actorOf(request))),
  );

  if (deps.config.isNightly && deps.kind === 'postgres') {
    app.log.warn('BACKUP_DIR no se usa con PostgreSQL: haz las copias con pg_dump o las del proveedor');
  }
};
