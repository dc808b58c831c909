import { z } from 'zod';
import { pathIdSchema } from './id';

/**
 * A company's work centres (a shop, the bakery, a warehouse). Every company has one default centre;
 * every employee belongs to one (the default unless the admin chose another), and a start records
 * the worker's centre in the clock record. A centre is archived, never deleted: employees and the
 * record name it.
 */

export const WORK_CENTRE_NAME_MAX_LENGTH = 80;
export const WORK_CENTRE_ADDRESS_MAX_LENGTH = 200;
/** The radius around the coordinates that counts as "at the centre", in metres. */
export const MIN_WORK_CENTRE_RADIUS = 10;
export const MAX_WORK_CENTRE_RADIUS = 10_000;

export const WORK_CENTRE_MESSAGES = {
  nameRequired: 'El nombre del centro es requerido',
  nameTooLong: `El nombre del centro no puede superar ${WORK_CENTRE_NAME_MAX_LENGTH} caracteres`,
  addressTooLong: `La dirección no puede superar ${WORK_CENTRE_ADDRESS_MAX_LENGTH} caracteres`,
  latitudeInvalid: 'La latitud debe ser un número entre -90 y 90',
  longitudeInvalid: 'La longitud debe ser un número entre -180 y 180',
  coordinatesTogether: 'Indica la latitud y la longitud juntas (o ninguna de las dos)',
  radiusInvalid: 'El radio debe ser un número entero de metros entre 10 y 10.000',
  radiusNeedsCoordinates: 'Para indicar un radio, indica también la latitud y la longitud del centro',
  defaultOnlyTrue: 'Para cambiar el centro principal, marca otro centro como principal',
  nothingToUpdate: 'Indica al menos un dato del centro a modificar',
  notFound: 'Centro de trabajo no encontrado',
  duplicateName: 'Ya existe un centro de trabajo con ese nombre',
  archiveDefault: 'No se puede archivar el centro principal. Marca otro centro como principal antes de archivarlo.',
  includeArchived: "include_archived debe ser 'true' o 'false'",
} as const;

/** 403 on creating one more centre than the plan allows. */
export function workCentreLimitMessage(limit: number): string {
  return limit === 1
    ? 'Tu plan permite 1 centro de trabajo. Cambia al plan Premium para añadir más centros.'
    : `Tu plan permite ${limit} centros de trabajo. Archiva alguno o cambia de plan para añadir más.`;
}

/** 409 on archiving a centre active employees still belong to. */
export function workCentreInUseMessage(employeeCount: number): string {
  return employeeCount === 1
    ? 'No se puede archivar el centro: 1 empleado activo pertenece a él. Asígnale otro centro antes de archivarlo.'
    : `No se puede archivar el centro: ${employeeCount} empleados activos pertenecen a él. Asígnales otro centro antes de archivarlo.`;
}

/** 409 on archiving a centre where live POS terminals stand. */
export function workCentreHasTerminalsMessage(terminalCount: number): string {
  return terminalCount === 1
    ? 'No se puede archivar el centro: tiene 1 terminal POS activo. Muévelo a otro centro o revócalo antes de archivarlo.'
    : `No se puede archivar el centro: tiene ${terminalCount} terminales POS activos. Muévelos a otro centro o revócalos antes de archivarlo.`;
}

/** '' is "none" (an emptied form field); a string is read as a number, with a decimal comma too. */
const numberInput = (value: unknown) => {
  if (value === '' || value === null) return null;
  if (typeof value === 'string') return Number(value.trim().replace(',', '.'));
  return value;
};

const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(numberInput, z.number({ error: message }).min(min, message).max(max, message).nullable());

const latitudeSchema = coordinate(-90, 90, WORK_CENTRE_MESSAGES.latitudeInvalid);
const longitudeSchema = coordinate(-180, 180, WORK_CENTRE_MESSAGES.longitudeInvalid);
const radiusSchema = z.preprocess(
  numberInput,
  z
    .number({ error: WORK_CENTRE_MESSAGES.radiusInvalid })
    .int(WORK_CENTRE_MESSAGES.radiusInvalid)
    .min(MIN_WORK_CENTRE_RADIUS, WORK_CENTRE_MESSAGES.radiusInvalid)
    .max(MAX_WORK_CENTRE_RADIUS, WORK_CENTRE_MESSAGES.radiusInvalid)
    .nullable(),
);
const nameSchema = z
  .string({ error: WORK_CENTRE_MESSAGES.nameRequired })
  .trim()
  .min(1, WORK_CENTRE_MESSAGES.nameRequired)
  .max(WORK_CENTRE_NAME_MAX_LENGTH, WORK_CENTRE_MESSAGES.nameTooLong);
const addressSchema = z
  .string({ error: WORK_CENTRE_MESSAGES.addressTooLong })
  .trim()
  .max(WORK_CENTRE_ADDRESS_MAX_LENGTH, WORK_CENTRE_MESSAGES.addressTooLong);

export const workCentreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radius_meters: z.number().int().nullable(),
  /** The company's default centre: new employees belong to it; it cannot be archived. */
  is_default: z.boolean(),
  /** ISO instant; null while in use. */
  archived_at: z.string().nullable(),
  /** Active employees who belong to it. */
  employee_count: z.number().int(),
  created_at: z.string(),
});
export type WorkCentre = z.infer<typeof workCentreSchema>;

/** The location of a centre, as stored: both coordinates or none; a radius only with coordinates. */
export interface WorkCentreLocation {
  latitude: number | null;
  longitude: number | null;
  radius_meters: number | null;
}

/** The message for a location that breaks the rules above; null when it is fine. */
export function workCentreLocationError(location: WorkCentreLocation): { field: string; message: string } | null {
  if ((location.latitude === null) !== (location.longitude === null)) {
    return {
      field: location.latitude === null ? 'latitude' : 'longitude',
      message: WORK_CENTRE_MESSAGES.coordinatesTogether,
    };
  }
  if (location.radius_meters !== null && location.latitude === null) {
    return { field: 'radius_meters', message: WORK_CENTRE_MESSAGES.radiusNeedsCoordinates };
  }
  return null;
}

/** GET /api/work-centres: the centres in use, default first, then by name; `include_archived=true` adds the archived ones. */
export const listWorkCentresQuery = z.object({
  include_archived: z.enum(['true', 'false'], { error: WORK_CENTRE_MESSAGES.includeArchived }).optional(),
});
export type ListWorkCentresQuery = z.infer<typeof listWorkCentresQuery>;
export const listWorkCentresResponse = z.array(workCentreSchema);

/** POST /api/work-centres (company admin), within the plan's number of centres. */
export const createWorkCentreRequest = z
  .object({
    name: nameSchema,
    address: addressSchema.optional().default(''),
    latitude: latitudeSchema.optional().default(null),
    longitude: longitudeSchema.optional().default(null),
    radius_meters: radiusSchema.optional().default(null),
  })
  .superRefine((body, ctx) => {
    const error = workCentreLocationError(body);
    if (error) ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  });
export type CreateWorkCentreInput = z.input<typeof createWorkCentreRequest>;
export type CreateWorkCentreRequest = z.output<typeof createWorkCentreRequest>;
export const createWorkCentreResponse = workCentreSchema;

export const workCentreParams = z.object({ centreId: pathIdSchema(WORK_CENTRE_MESSAGES.notFound) });

/**
 * PATCH /api/work-centres/{id}: any of the fields (null clears the coordinates or the radius);
 * `is_default: true` makes it the company's default centre (the previous one stops being it).
 * The location rules apply to the centre as it ends up.
 */
export const updateWorkCentreRequest = z
  .object({
    name: nameSchema.optional(),
    address: addressSchema.optional(),
    latitude: latitudeSchema.optional(),
    longitude: longitudeSchema.optional(),
    radius_meters: radiusSchema.optional(),
    is_default: z.literal(true, { error: WORK_CENTRE_MESSAGES.defaultOnlyTrue }).optional(),
  })
  .superRefine((body, ctx) => {
    if (Object.values(body).every((value) => value === undefined)) {
      ctx.addIssue({ code: 'custom', message: WORK_CENTRE_MESSAGES.nothingToUpdate });
    }
  });
export type UpdateWorkCentreInput = z.input<typeof updateWorkCentreRequest>;
export type UpdateWorkCentreRequest = z.output<typeof updateWorkCentreRequest>;
export const updateWorkCentreResponse = workCentreSchema;

/**
 * DELETE /api/work-centres/{id}: archives the centre (kept for the record: employees and clock
 * events name it). Refused with 409 for the default centre and while active employees belong to it.
 */
export const archiveWorkCentreResponse = z.object({ success: z.literal(true), message: z.string() });
