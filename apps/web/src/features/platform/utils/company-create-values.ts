import { createAdminCompanyRequest } from '@jornada/shared/api/admin';
import { TRIAL_DAYS } from '@jornada/shared/api/plans';
import { z } from 'zod';

const { plan_id: planId, gestoria_id: gestoriaId } = createAdminCompanyRequest.shape;

/**
 * The create form as it is filled: the request's own schema, with the selects' empty choice read
 * for what it means (no plan chosen yet; 'Sin gestoría' is no gestoría).
 */
export const companyCreateFormSchema = createAdminCompanyRequest.extend({
  plan_id: z
    .string()
    .min(1, 'Elige un plan')
    .transform((value, ctx) => {
      const parsed = planId.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Elige un plan' });
      return z.NEVER;
    }),
  gestoria_id: z.preprocess((value) => (value === '' ? null : value), gestoriaId),
});

export type CompanyCreateFormInput = z.input<typeof companyCreateFormSchema>;

export const companyCreateDefaults: CompanyCreateFormInput = {
  name: '',
  cif: '',
  plan_id: '',
  admin: { name: '', email: '' },
  gestoria_id: '',
  trial_days: String(TRIAL_DAYS),
};

/** The fields the server may name in a 400 (`fields`), as the form calls them. */
export const companyCreateFields = [
  'name',
  'cif',
  'plan_id',
  'admin.name',
  'admin.email',
  'gestoria_id',
  'trial_days',
] as const;
