import { z } from 'zod';
import { spainRegionCodes } from '../domain/spain-regions';
import { companyTaxIdSchema } from '../domain/tax-id';
import { planTypeSchema } from './plans';

export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);

/** How the settings page names each subscription status. */
export const subscriptionStatusLabels: Record<(typeof subscriptionStatuses)[number], string> = {
  trialing: 'Periodo de prueba',
  active: 'Activa',
  past_due: 'Pago pendiente',
  canceled: 'Cancelada',
};

export const COMPANY_NAME_MAX_LENGTH = 120;
export const COMPANY_MESSAGES = {
  nameRequired: 'El nombre de la empresa es requerido',
  nameTooLong: `El nombre de la empresa no puede superar ${COMPANY_NAME_MAX_LENGTH} caracteres`,
  nothingToUpdate: 'Indica el nombre, el CIF/NIF o la comunidad autónoma de la empresa',
  regionInvalid: 'Elige una comunidad autónoma de la lista',
} as const;

/** The company's autonomous community (ISO 3166-2, e.g. ES-MD): its regional holidays apply. */
export const companyRegionSchema = z.enum(spainRegionCodes, { error: COMPANY_MESSAGES.regionInvalid });

/**
 * GET /api/company: the company's own data for its /settings page. schema_name, plan and
 * subscription are read-only here (the plan is changed through the subscription, not this form).
 */
export const getCompanyResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  cif: z.string(),
  schema_name: z.string(),
  /** ISO 3166-2 code of the autonomous community (domain/spain-regions.ts). */
  region: companyRegionSchema,
  plan: z.object({
    id: z.number().int(),
    name: z.string(),
    type: planTypeSchema,
    user_limit: z.number().int(),
    /** How many work centres (not archived) the plan allows. */
    max_work_centres: z.number().int(),
    /** How many live (not revoked) POS terminals the plan allows; 0 below Profesional. */
    max_pos_terminals: z.number().int(),
  }),
  subscription_status: subscriptionStatusSchema,
  /** ISO instants, or null. */
  trial_ends_at: z.string().nullable(),
  subscription_ends_at: z.string().nullable(),
  created_at: z.string(),
});
export type CompanyDetails = z.infer<typeof getCompanyResponse>;

/**
 * PATCH /api/company: any of the name, the CIF/NIF (normalised to upper case without separators) and
 * the autonomous community.
 */
export const updateCompanyRequest = z
  .object({
    name: z
      .string({ error: COMPANY_MESSAGES.nameRequired })
      .trim()
      .min(2, COMPANY_MESSAGES.nameRequired)
      .max(COMPANY_NAME_MAX_LENGTH, COMPANY_MESSAGES.nameTooLong)
      .optional(),
    cif: companyTaxIdSchema.optional(),
    region: companyRegionSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.cif !== undefined || body.region !== undefined, {
    message: COMPANY_MESSAGES.nothingToUpdate,
  });
export type UpdateCompanyRequest = z.input<typeof updateCompanyRequest>;
export const updateCompanyResponse = getCompanyResponse;
