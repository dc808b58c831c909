import {
  contractParams,
  contractsQuery,
  createContractRequest,
  createContractResponse,
  listContractsResponse,
  ownWorkModeResponse,
} from '@jornada/shared/api/contracts';
import { errorResponse } from '@jornada/shared/api/error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import { addContract, getOwnWorkMode, listContracts } from './contracts.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** An employee's contract periods (ADR 010): read with the employee, recorded by the company admin. */
export const contractsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/employees/:id/contracts',
    {
      config: { permission: 'read:employee' },
      schema: {
        tags: ['empleados'],
        summary: 'Periodos de contrato de un empleado (el más reciente primero) y el contrato en vigor hoy',
        params: contractParams,
        querystring: contractsQuery,
        response: { 200: listContractsResponse, ...errors },
      },
    },
    async (request) =>
      listContracts(db, currentUser(request), request.params.id, new Date(), {
        companyId: request.query.company_id,
        ip: request.ip,
      }),
  );

  app.get(
    '/api/workshift/work-mode',
    {
      config: { permission: 'clock:workshift' },
      schema: {
        tags: ['jornada'],
        summary:
          'Modalidad con la que se iniciaría la jornada sin elegirla (la habitual del contrato) y si la empresa permite el teletrabajo',
        response: { 200: ownWorkModeResponse, ...errors },
      },
    },
    async (request) => getOwnWorkMode(db, currentUser(request)),
  );

  app.post(
    '/api/employees/:id/contracts',
    {
      config: { permission: 'manage:employee-contract' },
      schema: {
        tags: ['empleados'],
        summary:
          'Registrar un periodo de contrato desde una fecha (horas semanales y modalidad habitual); no se edita ninguno anterior',
        params: contractParams,
        body: createContractRequest,
        response: { 201: createContractResponse, ...errors },
      },
    },
    async (request, reply) => {
      const created = await addContract(
        db,
        { user: currentUser(request), ip: request.ip },
        request.params.id,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );
};
