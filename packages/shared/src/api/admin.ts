import { z } from 'zod';
import { emailSchema } from '../domain/email';
import { companyStates } from '../domain/subscription';
import { companyTaxIdSchema } from '../domain/tax-id';
import { idSchema, pathIdSchema } from './id';
import { planTypeSchema, TRIAL_DAYS } from './plans';

/**
 * The platform admin's console (role navegatel): every tenant through the `platform`
 * reach. Paths and field names are a fixed contract.
 */

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_MAX_TRIAL_DAYS = 365;
export const ADMIN_NAME_MAX_LENGTH = 120;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

export const ADMIN_MESSAGES = {
  companyNotFound: 'Empresa no encontrada',
  companyIdInvalid: 'Identificador de empresa no válido',
  gestoriaNotFound: 'Gestoría no encontrada',
  gestoriaIdInvalid: 'Identificador de gestoría no válido',
  page: 'La página debe ser un número entero mayor que 0',
  pageSize: `El tamaño de página debe estar entre 1 y ${ADMIN_MAX_PAGE_SIZE}`,
  search: `La búsqueda no puede superar ${ADMIN_SEARCH_MAX_LENGTH} caracteres`,
  state: 'El estado debe ser trial, active, expired o suspended',
  patchState: 'El estado solo puede cambiarse a active o suspended',
  companyName: 'El nombre de la empresa es requerido',
  companyNameTooLong: `El nombre de la empresa no puede superar ${ADMIN_NAME_MAX_LENGTH} caracteres`,
  gestoriaName: 'El nombre de la gestoría es requerido',
  gestoriaNameTooLong: `El nombre de la gestoría no puede superar ${ADMIN_NAME_MAX_LENGTH} caracteres`,
  personName: 'El nombre es requerido',
  personNameTooLong: `El nombre no puede superar ${ADMIN_NAME_MAX_LENGTH} caracteres`,
  admin: 'Indica el nombre y el email del administrador de la empresa',
  user: 'Indica el nombre y el email del usuario de la gestoría',
  planInvalid: 'El plan seleccionado no existe',
  gestoriaInvalid: 'La gestoría seleccionada no existe',
  trialDays: `Los días de prueba deben ser un número entero entre 1 y ${ADMIN_MAX_TRIAL_DAYS}`,
  trialEndsAt: 'La fecha de fin de prueba no es válida (AAAA-MM-DD o fecha y hora ISO)',
  trialEndsWithinDays: `Los días hasta el fin de la prueba deben ser un número entero entre 1 y ${ADMIN_MAX_TRIAL_DAYS}`,
  nothingToUpdate: 'Indica al menos un cambio',
} as const;

const pageField = z.coerce
  .number({ error: ADMIN_MESSAGES.page })
  .int(ADMIN_MESSAGES.page)
  .min(1, ADMIN_MESSAGES.page)
  .default(1);
const pageSizeField = z.coerce
  .number({ error: ADMIN_MESSAGES.pageSize })
  .int(ADMIN_MESSAGES.pageSize)
  .min(1, ADMIN_MESSAGES.pageSize)
  .max(ADMIN_MAX_PAGE_SIZE, ADMIN_MESSAGES.pageSize)
  .default(ADMIN_PAGE_SIZE);
/** An empty search (the form's blank box) is no search. */
const searchField = z
  .string({ error: ADMIN_MESSAGES.search })
  .trim()
  .max(ADMIN_SEARCH_MAX_LENGTH, ADMIN_MESSAGES.search)
  .optional()
  .transform((value) => (value === '' ? undefined : value));

export const companyStateSchema = z.enum(companyStates, { error: ADMIN_MESSAGES.state });

const companyNameSchema = z
  .string({ error: ADMIN_MESSAGES.companyName })
  .trim()
  .min(2, ADMIN_MESSAGES.companyName)
  .max(ADMIN_NAME_MAX_LENGTH, ADMIN_MESSAGES.companyNameTooLong);
const gestoriaNameSchema = z
  .string({ error: ADMIN_MESSAGES.gestoriaName })
  .trim()
  .min(2, ADMIN_MESSAGES.gestoriaName)
  .max(ADMIN_NAME_MAX_LENGTH, ADMIN_MESSAGES.gestoriaNameTooLong);
const personNameSchema = z
  .string({ error: ADMIN_MESSAGES.personName })
  .trim()
  .min(1, ADMIN_MESSAGES.personName)
  .max(ADMIN_NAME_MAX_LENGTH, ADMIN_MESSAGES.personNameTooLong);
const personSchema = (message: string) => z.object({ name: personNameSchema, email: emailSchema }, { error: message });

export const adminCompanyIdParams = z.object({
  id: pathIdSchema(ADMIN_MESSAGES.companyNotFound, ADMIN_MESSAGES.companyIdInvalid),
});
export const adminGestoriaIdParams = z.object({
  id: pathIdSchema(ADMIN_MESSAGES.gestoriaNotFound, ADMIN_MESSAGES.gestoriaIdInvalid),
});

// ---- GET /api/admin/stats ----------------------------------------------------------------------
export const adminStatsResponse = z.object({
  companies: z.object({
    total: z.number().int(),
    trial: z.number().int(),
    active: z.number().int(),
    expired: z.number().int(),
    suspended: z.number().int(),
  }),
  /** Companies in trial whose trial ends within the next 7 days. */
  trials_ending_in_7_days: z.number().int(),
  /** Active accounts of company users (admins, managers and workers), every tenant. */
  active_users: z.number().int(),
  /** Clock events recorded today (Madrid), every tenant. */
  clock_events_today: z.number().int(),
  /** Contact and custom-plan requests (not spam) nobody has marked «atendida» yet. */
  open_contact_requests: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsResponse>;

// ---- companies ---------------------------------------------------------------------------------
/** The stats' "trials ending in 7 days", as a filter of the list. */
export const TRIALS_ENDING_SOON_DAYS = 7;

export const listAdminCompaniesQuery = z.object({
  search: searchField,
  state: z.preprocess((value) => (value === '' ? undefined : value), companyStateSchema.optional()),
  /** Only companies in trial whose trial ends within this many days, the soonest first. */
  trial_ends_within_days: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: ADMIN_MESSAGES.trialEndsWithinDays })
      .int(ADMIN_MESSAGES.trialEndsWithinDays)
      .min(1, ADMIN_MESSAGES.trialEndsWithinDays)
      .max(ADMIN_MAX_TRIAL_DAYS, ADMIN_MESSAGES.trialEndsWithinDays)
      .optional(),
  ),
  page: pageField,
  pageSize: pageSizeField,
});
export type ListAdminCompaniesQuery = z.infer<typeof listAdminCompaniesQuery>;

export const adminCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cif: z.string(),
  schema_name: z.string(),
  plan: z.object({ id: z.number().int(), name: z.string(), type: planTypeSchema }),
  state: companyStateSchema,
  /** ISO instants, or null. */
  trial_ends_at: z.string().nullable(),
  /** Active accounts of the company. */
  users: z.number().int(),
  /** The plan's user limit (999999 = unlimited). */
  user_limit: z.number().int(),
  gestoria: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  /** The last time one of its users was seen (their sessions), or null. */
  last_activity_at: z.string().nullable(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const listAdminCompaniesResponse = z.object({ data: z.array(adminCompanySchema), total: z.number().int() });

export const adminCompanyDetailsSchema = adminCompanySchema.extend({
  region: z.string(),
  subscription_status: z.enum(['trialing', 'active', 'past_due', 'canceled']),
  subscription_ends_at: z.string().nullable(),
  suspended_at: z.string().nullable(),
  admins: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      active: z.boolean(),
      activated: z.boolean(),
    }),
  ),
});
export type AdminCompanyDetails = z.infer<typeof adminCompanyDetailsSchema>;

/**
 * A trial end: a date (the trial runs through that day, Madrid) or an ISO instant. Parsed to the
 * instant it ends.
 */
export const trialEndsAtSchema = z
  .string({ error: ADMIN_MESSAGES.trialEndsAt })
  .trim()
  .refine((value) => {
    const isDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
    if (!isDate && !z.iso.datetime({ offset: true }).safeParse(value).success) return false;
    const instant = new Date(isDate ? `${value}T00:00:00Z` : value);
    if (Number.isNaN(instant.getTime())) return false;
    // 2026-02-31 would roll over to March: a date must name a real day. Years far off are typos.
    if (isDate && instant.toISOString().slice(0, 10) !== value) return false;
    return instant.getUTCFullYear() >= 2000 && instant.getUTCFullYear() <= 2100;
  }, ADMIN_MESSAGES.trialEndsAt);

export const createAdminCompanyRequest = z.object({
  name: companyNameSchema,
  cif: companyTaxIdSchema,
  plan_id: idSchema(ADMIN_MESSAGES.planInvalid),
  admin: personSchema(ADMIN_MESSAGES.admin),
  gestoria_id: idSchema(ADMIN_MESSAGES.gestoriaInvalid).nullable().optional(),
  trial_days: z.coerce
    .number({ error: ADMIN_MESSAGES.trialDays })
    .int(ADMIN_MESSAGES.trialDays)
    .min(1, ADMIN_MESSAGES.trialDays)
    .max(ADMIN_MAX_TRIAL_DAYS, ADMIN_MESSAGES.trialDays)
    .default(TRIAL_DAYS),
});
export type CreateAdminCompanyRequest = z.infer<typeof createAdminCompanyRequest>;

/** Who was given access and how: an emailed activation link, or a temporary password shown once. */
const accessFields = {
  message: z.string(),
  invitation_sent: z.boolean(),
  temporary_password: z.string().optional(),
};

export const createAdminCompanyResponse = adminCompanyDetailsSchema.extend(accessFields);

export const updateAdminCompanyRequest = z
  .object({
    name: companyNameSchema.optional(),
    plan_id: idSchema(ADMIN_MESSAGES.planInvalid).optional(),
    trial_ends_at: trialEndsAtSchema.optional(),
    state: z.enum(['active', 'suspended'], { error: ADMIN_MESSAGES.patchState }).optional(),
    /** null unlinks the company's gestoría. */
    gestoria_id: idSchema(ADMIN_MESSAGES.gestoriaInvalid).nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: ADMIN_MESSAGES.nothingToUpdate,
  });
export type UpdateAdminCompanyRequest = z.infer<typeof updateAdminCompanyRequest>;

export const listAdminPageQuery = z.object({ page: pageField, pageSize: pageSizeField });
export type ListAdminPageQuery = z.infer<typeof listAdminPageQuery>;

/** GET /api/admin/companies/{id}/employees: no DNI, phone or email: the platform needs no more. */
export const listAdminCompanyEmployeesQuery = z.object({
  search: searchField,
  page: pageField,
  pageSize: pageSizeField,
});
export type ListAdminCompanyEmployeesQuery = z.infer<typeof listAdminCompanyEmployeesQuery>;
export const listAdminCompanyEmployeesResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      role: z.enum(['company', 'manager', 'worker']),
      active: z.boolean(),
      /** yyyy-MM-dd (Madrid) of the last day with a shift, or null. */
      last_clock_day: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
});

/** GET /api/admin/companies/{id}/history: plan, state, trial and gestoría changes, newest first. */
export const adminCompanyHistoryResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      action: z.string(),
      actor: z.object({ id: z.number().int(), name: z.string(), role: z.string() }).nullable(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
  total: z.number().int(),
});

// ---- gestorías ---------------------------------------------------------------------------------
export const listAdminGestoriasQuery = z.object({ search: searchField, page: pageField, pageSize: pageSizeField });
export type ListAdminGestoriasQuery = z.infer<typeof listAdminGestoriasQuery>;

export const adminGestoriaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cif: z.string().nullable(),
  contact_email: z.string().nullable(),
  companies: z.number().int(),
  users: z.number().int(),
  created_at: z.string(),
});
export const listAdminGestoriasResponse = z.object({ data: z.array(adminGestoriaSchema), total: z.number().int() });

/** GET /api/admin/gestorias/{id}: the list's fields, with its companies and users listed instead of counted. */
export const adminGestoriaDetailsSchema = adminGestoriaSchema.omit({ companies: true, users: true }).extend({
  companies: z.array(
    z.object({ id: z.number().int(), name: z.string(), schema_name: z.string(), state: companyStateSchema }),
  ),
  users: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      active: z.boolean(),
      activated: z.boolean(),
    }),
  ),
});
export type AdminGestoriaDetails = z.infer<typeof adminGestoriaDetailsSchema>;

export const createAdminGestoriaRequest = z.object({
  name: gestoriaNameSchema,
  cif: companyTaxIdSchema,
  contact_email: emailSchema,
  user: personSchema(ADMIN_MESSAGES.user),
});
export type CreateAdminGestoriaRequest = z.infer<typeof createAdminGestoriaRequest>;
export const createAdminGestoriaResponse = adminGestoriaDetailsSchema.extend(accessFields);

export const updateAdminGestoriaRequest = z
  .object({
    name: gestoriaNameSchema.optional(),
    cif: companyTaxIdSchema.optional(),
    contact_email: emailSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: ADMIN_MESSAGES.nothingToUpdate,
  });
export type UpdateAdminGestoriaRequest = z.infer<typeof updateAdminGestoriaRequest>;
