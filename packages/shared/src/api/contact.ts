import { z } from 'zod';
import { emailSchema } from '../domain/email';
import { optionalPhoneSchema, phoneSchema } from '../domain/phone';
import { pathIdSchema } from './id';

/**
 * Contact and custom-plan requests from the public pages (SPEC §3, §5, §7 'Messages', §8, §9).
 *
 * - POST /api/sendemail takes either form, told apart by `source`:
 *   `contactDialogRequest` (the landing's contact dialog: name, email, empresa, tlf and the privacy
 *   checkbox required) or `contactPageRequest` (/contacto: name, email, mensaje and consent required,
 *   empresa and tlf optional). A body without `source` (SPEC's bare field list) is read as the page
 *   form when it carries a mensaje, otherwise as the dialog.
 * - POST /sendemail/customplan takes `customPlanRequest` (no /api prefix, as in SPEC).
 *
 * Both forms carry the honeypot field `website`: render it hidden from people (off-screen, tabindex
 * -1, autocomplete off) and leave it empty. A filled one gets the normal success answer but is never
 * emailed.
 */

export const CONTACT_LIMITS = { name: 120, company: 160, message: 5000, plan: 60 } as const;

/** The honeypot input's name (and the schemas' key). */
export const HONEYPOT_FIELD = 'website';

/** SPEC §9: the custom plan's employee ranges, in the order the select shows them. */
export const CUSTOM_PLAN_WORKER_RANGES = ['3-10', '11-50', '51-100', '101-250', '251-500', '501-1000'] as const;
export type CustomPlanWorkerRange = (typeof CUSTOM_PLAN_WORKER_RANGES)[number];

/** The select's options: value is what the API takes. */
export const customPlanWorkerRangeOptions = CUSTOM_PLAN_WORKER_RANGES.map((value) => ({
  value,
  label: `${value.replace('-', ' a ')} trabajadores`,
}));

export const CONTACT_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  nameTooLong: `El nombre no puede superar ${CONTACT_LIMITS.name} caracteres`,
  companyRequired: 'El nombre de la empresa es requerido',
  companyTooLong: `El nombre de la empresa no puede superar ${CONTACT_LIMITS.company} caracteres`,
  messageRequired: 'El mensaje es requerido',
  messageTooLong: `El mensaje no puede superar ${CONTACT_LIMITS.message} caracteres`,
  /** The dialog's and the custom plan's privacy checkbox. */
  privacyRequired: 'Debes aceptar la política de privacidad.',
  /** SPEC §5: the contact page requires accepting the terms and conditions. */
  termsRequired: 'Debes aceptar los términos y condiciones.',
  sourceInvalid: 'Formulario de contacto no válido',
  numWorkersRequired: 'Selecciona el número de trabajadores',
  workersInvalid: 'Indica un número de trabajadores válido',
  workersOutOfRange: 'El número de trabajadores no está dentro del rango elegido',
  planTooLong: `El plan no puede superar ${CONTACT_LIMITS.plan} caracteres`,
  /** 429: the per-IP limit of each endpoint. */
  tooManyRequests: 'Has enviado demasiadas solicitudes. Inténtalo de nuevo más tarde.',
  /** SPEC §8 success texts. */
  sentDialog: 'Mensaje enviado correctamente',
  sentPage: '¡Te contactaremos en breve!',
  sentCustomPlan: 'Solicitud enviada correctamente. Te contactaremos en breve.',
} as const;

const nameSchema = z
  .string({ error: CONTACT_MESSAGES.nameRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.nameRequired)
  .max(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong);

const requiredCompany = z
  .string({ error: CONTACT_MESSAGES.companyRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.companyRequired)
  .max(CONTACT_LIMITS.company, CONTACT_MESSAGES.companyTooLong);

/** An empty field, null or no field at all is "not given" (parsed as null). */
function optionalText(max: number, tooLong: string) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim()))
    .pipe(z.string().max(max, tooLong).nullable());
}

const optionalCompany = optionalText(CONTACT_LIMITS.company, CONTACT_MESSAGES.companyTooLong);
const optionalMessage = optionalText(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong);

const requiredMessage = z
  .string({ error: CONTACT_MESSAGES.messageRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.messageRequired)
  .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong);

/** A checkbox that must be ticked: false, a missing field or anything else gives `message`. */
function acceptedCheckbox(message: string) {
  return z.boolean({ error: message }).refine((value) => value, message);
}

/** Hidden from people; anything typed into it marks the request as spam (it is never refused for it). */
const honeypot = z.string().optional();

export const contactDialogRequest = z.object({
  source: z.literal('dialog', { error: CONTACT_MESSAGES.sourceInvalid }),
  name: nameSchema,
  email: emailSchema,
  empresa: requiredCompany,
  tlf: phoneSchema,
  /** The dialog may offer a message box; optional there. */
  mensaje: optionalMessage,
  check: acceptedCheckbox(CONTACT_MESSAGES.privacyRequired),
  website: honeypot,
});
export type ContactDialogRequest = z.infer<typeof contactDialogRequest>;
/** What the dialog's form holds before parsing (react-hook-form values). */
export type ContactDialogFormValues = z.input<typeof contactDialogRequest>;

export const contactPageRequest = z.object({
  source: z.literal('page', { error: CONTACT_MESSAGES.sourceInvalid }),
  name: nameSchema,
  email: emailSchema,
  empresa: optionalCompany,
  tlf: optionalPhoneSchema,
  mensaje: requiredMessage,
  check: acceptedCheckbox(CONTACT_MESSAGES.termsRequired),
  website: honeypot,
});
export type ContactPageRequest = z.infer<typeof contactPageRequest>;
export type ContactPageFormValues = z.input<typeof contactPageRequest>;

export const contactSources = ['dialog', 'page'] as const;
export type ContactSource = (typeof contactSources)[number];

/** POST /api/sendemail: either form. */
export const sendEmailRequest = z.discriminatedUnion('source', [contactDialogRequest, contactPageRequest], {
  error: CONTACT_MESSAGES.sourceInvalid,
});
export type SendEmailRequest = z.infer<typeof sendEmailRequest>;

/**
 * The form a body without `source` comes from (SPEC's client sends only the six fields): the page
 * form when it carries a message, otherwise the dialog.
 */
export function inferContactSource(body: { mensaje?: unknown }): ContactSource {
  return typeof body.mensaje === 'string' && body.mensaje.trim() !== '' ? 'page' : 'dialog';
}

/** The success text SPEC §8 shows for each form (also the answer to a honeypot submission). */
export function contactSentMessage(source: ContactSource): string {
  return source === 'page' ? CONTACT_MESSAGES.sentPage : CONTACT_MESSAGES.sentDialog;
}

/** Both endpoints answer 200 with this. */
export const contactResponse = z.object({ success: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;

/** The inclusive bounds of a range ('51-100' → [51, 100]). */
export function workerRangeBounds(range: CustomPlanWorkerRange): [number, number] {
  const [low, high] = range.split('-').map(Number) as [number, number];
  return [low, high];
}

/** An exact headcount, if the visitor knows it: a number or its digits as a string; '' or null is none. */
const optionalWorkers = z
  .union([z.number(), z.string().trim(), z.null()], { error: CONTACT_MESSAGES.workersInvalid })
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? null : Number(value)))
  .pipe(
    z
      .number({ error: CONTACT_MESSAGES.workersInvalid })
      .int(CONTACT_MESSAGES.workersInvalid)
      .min(1, CONTACT_MESSAGES.workersInvalid)
      .max(1_000_000, CONTACT_MESSAGES.workersInvalid)
      .nullable(),
  );

/** The plan the visitor was looking at (its id, type or name); stored as text. */
const optionalPlan = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) =>
    value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim(),
  )
  .pipe(z.string().max(CONTACT_LIMITS.plan, CONTACT_MESSAGES.planTooLong).nullable());

/**
 * POST /sendemail/customplan (SPEC §3 Custom plan request). numWorkers is one of §9's ranges;
 * workers, the exact headcount, is optional and, when given, must fall inside that range.
 */
export const customPlanRequest = z
  .object({
    name: nameSchema,
    email: emailSchema,
    company: requiredCompany,
    phone: phoneSchema,
    check: acceptedCheckbox(CONTACT_MESSAGES.privacyRequired),
    numWorkers: z.enum(CUSTOM_PLAN_WORKER_RANGES, { error: CONTACT_MESSAGES.numWorkersRequired }),
    workers: optionalWorkers,
    plan: optionalPlan,
    website: honeypot,
  })
  .superRefine((request, ctx) => {
    if (request.workers === null) return;
    const [low, high] = workerRangeBounds(request.numWorkers);
    if (request.workers < low || request.workers > high) {
      ctx.addIssue({ code: 'custom', path: ['workers'], message: CONTACT_MESSAGES.workersOutOfRange });
    }
  });
export type CustomPlanRequest = z.infer<typeof customPlanRequest>;
export type CustomPlanFormValues = z.input<typeof customPlanRequest>;

/** The error body of /sendemail/customplan: SPEC's client reads `error` there (same text as message). */
export const customPlanErrorResponse = z.object({
  message: z.string(),
  error: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

// ---- platform admin: GET /api/admin/contact-requests ------------------------------------------

export const contactRequestKinds = ['contact', 'custom_plan'] as const;
export type ContactRequestKind = (typeof contactRequestKinds)[number];

/**
 * A request is open until the platform admin marks it «atendida» (handled); it can be reopened.
 * «Solicitudes abiertas» on the platform dashboard counts the open ones that are not spam.
 */
export const contactRequestStatuses = ['open', 'handled'] as const;
export type ContactRequestStatus = (typeof contactRequestStatuses)[number];

export const CONTACT_REQUESTS_MAX_PAGE_SIZE = 100;
export const CONTACT_REQUESTS_MESSAGES = {
  kind: "El tipo debe ser 'contact' o 'custom_plan'",
  spam: "El filtro de spam debe ser 'exclude', 'include' u 'only'",
  page: 'La página debe ser un número entero mayor que 0',
  pageSize: `El tamaño de página debe estar entre 1 y ${CONTACT_REQUESTS_MAX_PAGE_SIZE}`,
  status: "El estado debe ser 'open', 'handled' o 'all'",
  handled: 'Indica si la solicitud queda atendida (handled: true) o abierta (handled: false)',
  notFound: 'Solicitud no encontrada',
  idInvalid: 'Identificador de solicitud no válido',
} as const;

export const listContactRequestsQuery = z.object({
  kind: z.enum(contactRequestKinds, { error: CONTACT_REQUESTS_MESSAGES.kind }).optional(),
  /** exclude (default): without honeypot submissions; include: all; only: just those. */
  spam: z.enum(['exclude', 'include', 'only'], { error: CONTACT_REQUESTS_MESSAGES.spam }).default('exclude'),
  /** all (default), open (not handled yet) or handled («atendidas»). */
  status: z.enum([...contactRequestStatuses, 'all'], { error: CONTACT_REQUESTS_MESSAGES.status }).default('all'),
  page: z.coerce
    .number({ error: CONTACT_REQUESTS_MESSAGES.page })
    .int(CONTACT_REQUESTS_MESSAGES.page)
    .min(1, CONTACT_REQUESTS_MESSAGES.page)
    .default(1),
  pageSize: z.coerce
    .number({ error: CONTACT_REQUESTS_MESSAGES.pageSize })
    .int(CONTACT_REQUESTS_MESSAGES.pageSize)
    .min(1, CONTACT_REQUESTS_MESSAGES.pageSize)
    .max(CONTACT_REQUESTS_MAX_PAGE_SIZE, CONTACT_REQUESTS_MESSAGES.pageSize)
    .default(50),
});
export type ListContactRequestsQuery = z.infer<typeof listContactRequestsQuery>;

export const contactRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contactRequestKinds),
  /** Which contact form (contact requests only). */
  source: z.enum(contactSources).nullable(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  numWorkers: z.enum(CUSTOM_PLAN_WORKER_RANGES).nullable(),
  workers: z.number().int().nullable(),
  plan: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  isSpam: z.boolean(),
  /** ISO instants; emailedAt null = not (yet) delivered to sales. */
  createdAt: z.string(),
  emailedAt: z.string().nullable(),
  /** When the platform admin marked it «atendida»; null while open. */
  handledAt: z.string().nullable(),
  /** Who did (null while open, or once that account is gone). */
  handledBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ContactRequestEntry = z.infer<typeof contactRequestSchema>;

export const listContactRequestsResponse = z.object({
  data: z.array(contactRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListContactRequestsResponse = z.infer<typeof listContactRequestsResponse>;

// ---- platform admin: PATCH /api/admin/contact-requests/{id} -----------------------------------

export const contactRequestIdParams = z.object({
  id: pathIdSchema(CONTACT_REQUESTS_MESSAGES.notFound, CONTACT_REQUESTS_MESSAGES.idInvalid),
});

/** handled: true marks it «atendida» (now, by the admin); false reopens it. */
export const updateContactRequestRequest = z.object({
  handled: z.boolean({ error: CONTACT_REQUESTS_MESSAGES.handled }),
});
export type UpdateContactRequestRequest = z.infer<typeof updateContactRequestRequest>;
export const updateContactRequestResponse = contactRequestSchema;
