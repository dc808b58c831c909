import { errorResponse } from '@jornada/shared/api/error';
import { getProfileResponse, updateProfileRequest, updateProfileResponse } from '@jornada/shared/api/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import { getProfile, updateProfile } from './profile.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** /settings of workers, managers and company admins (the password has its own call in auth). */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/profile',
    {
      config: { permission: 'read:own-profile' },
      schema: {
        tags: ['perfil'],
        summary: 'Mi perfil: nombre, email, teléfono, identificación y empresa',
        response: { 200: getProfileResponse, ...errors },
      },
    },
    async (request) => getProfile(db, currentUser(request)),
  );

  app.patch(
    '/api/profile',
    {
      config: { permission: 'update:own-profile' },
      schema: {
        tags: ['perfil'],
        summary: 'Cambiar mi nombre o mi teléfono (se normaliza a +34 si no lleva prefijo)',
        body: updateProfileRequest,
        response: { 200: updateProfileResponse, ...errors },
      },
    },
    async (request) => updateProfile(db, { user: currentUser(request), ip: request.ip }, request.body),
  );
};
