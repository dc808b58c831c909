/**
 * An integration as its developer would write it from the OpenAPI document alone: types generated
 * with openapi-typescript (`./api`, written beside a copy of this file by openapi-client.test.ts),
 * calls made with openapi-fetch, the company's API key sent as the document's scheme says.
 *
 * Type-checked and run by that test only: `./api` exists only there (tsconfig.json leaves this file
 * out). A path, an operationId, a parameter or a response field this file uses that the document lost
 * is a type error.
 */
import createClient from 'openapi-fetch';
import type { operations, paths } from './api';

/** The employee as `getEmployeesById` answers it: generated clients name types by their operationId. */
type Employee = operations['getEmployeesById']['responses'][200]['content']['application/json'];

function summaryOf(employee: Employee) {
  return { id: employee.id, email: employee.email, name: employee.name, role: employee.role };
}

export interface IntegrationOptions {
  baseUrl: string;
  /** The credential headers for the API-key scheme, as the document declares it. */
  headers: Record<string, string>;
  email: string;
  idempotencyKey: string;
}

/** A turnstile's day: find the employee by email, read their record, clock them in. */
export async function clockInByEmail(options: IntegrationOptions) {
  const client = createClient<paths>({ baseUrl: options.baseUrl, headers: options.headers });

  const listed = await client.GET('/api/employees', { params: { query: { status: 'active' } } });
  if (!listed.data) throw new Error(`GET /api/employees: ${listed.response.status} ${listed.error?.message}`);
  const match = listed.data.find((employee) => employee.email === options.email);
  if (!match) throw new Error(`GET /api/employees: no está ${options.email}`);

  const read = await client.GET('/api/employees/{id}', { params: { path: { id: match.id } } });
  if (!read.data) throw new Error(`GET /api/employees/{id}: ${read.response.status} ${read.error?.message}`);
  const employee: Employee = read.data;

  const started = await client.POST('/api/integrations/workshift/start', {
    params: { header: { 'idempotency-key': options.idempotencyKey } },
    body: { user_id: employee.id, work_mode: 'presencial' },
  });
  if (!started.data) {
    throw new Error(`POST /api/integrations/workshift/start: ${started.response.status} ${started.error?.message}`);
  }
  const shift = started.data;

  return {
    listedCount: listed.data.length,
    employee: summaryOf(employee),
    shift: { id: shift.id, userId: shift.user_id, status: shift.status },
  };
}
