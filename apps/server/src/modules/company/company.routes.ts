import { companyConfigSchema, DEFAULT_COMPANY_CONFIG } from '@jornada/shared/api/company-config';
import { errorResponse } from '@jornada/shared/api/error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { findCompanyConfigRow } from './company.repository';

export const companyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/company/config',
    {
      config: { permission: 'read:company-config' },
      schema: {
        tags: ['empresa'],
        summary: 'Configuración horaria de la empresa del usuario',
        response: { 200: companyConfigSchema, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const companyId = currentUser(request).company_id;
      if (companyId === null) throw new AppError('NOT_FOUND', 'No perteneces a ninguna empresa');
      const row = await withTenant(db, companyId, (trx) => findCompanyConfigRow(trx, companyId));
      if (!row) return { company_id: companyId, ...DEFAULT_COMPANY_CONFIG };
      return {
        company_id: row.company_id,
        user_limit: row.user_limit,
        break_included: row.break_included,
        break_obligatory: row.break_obligatory,
        break_time_min: row.break_time_min,
        break_time_max: row.break_time_max,
        max_breaks_per_day: row.max_breaks_per_day,
        min_break_interval: row.min_break_interval,
        workday_hours: Number(row.workday_hours),
        forgotten_clockout_hours: Number(row.forgotten_clockout_hours),
      };
    },
  );
};
