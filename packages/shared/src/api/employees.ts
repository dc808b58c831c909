import { z } from 'zod';
import { employeeEmailSchema } from '../domain/email';
import { identificationSchema } from '../domain/identification';
import { optionalPayrollCodeSchema, payrollCodeSchema } from '../domain/payroll-code';
import { optionalPhoneSchema, phoneSchema } from '../domain/phone';
import { canHaveManagers } from '../roles';
import { idSchema, pathIdSchema } from './id';
import { UNLIMITED_USERS } from './plans';

export const EMPLOYEE_NAME_MAX_LENGTH = 120;

/** Roles an employee can be given (SPEC §6); 'company' (Administrador) is never assignable. */
export const assignableEmployeeRoles = ['worker', 'manager'] as const;
export const employeeRoles = ['worker', 'manager', 'company'] as const;
export type EmployeeRole = (typeof employeeRoles)[number];

export const EMPLOYEE_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  nameTooLong: `El nombre no puede superar ${EMPLOYEE_NAME_MAX_LENGTH} caracteres`,
  createEmailInvalid: 'Email inválido',
  roleInvalid: 'El rol debe ser Trabajador o Manager',
  editRoleInvalid: 'El rol debe ser Trabajador, Manager o Administrador',
  idInvalid: 'Identificador no válido',
  managerOnlyForWorkers: 'Solo los trabajadores pueden tener un manager asignado',
  oneField: 'Indica un único campo a actualizar junto con auth_user_id',
  actionInvalid: "La acción debe ser 'add' o 'remove'",
  notFound: 'Empleado no encontrado',
  userLimitTitle: 'Límite de usuarios alcanzado',
  centreInvalid: 'Centro de trabajo no válido',
} as const;

/** SPEC §8: the description under 'Límite de usuarios alcanzado'; the server's `message` on 409. */
export function userLimitMessage(limit: number): string {
  return `Has alcanzado el límite de ${limit} usuarios para tu plan`;
}

/**
 * SPEC §5: creation is blocked when the plan has a limit (999999 = none) and the count of active
 * employees, the company admins included, is at or above it. The same rule runs on the server.
 */
export function isUserLimitReached(activeEmployees: number, userLimit: number): boolean {
  return userLimit !== UNLIMITED_USERS && activeEmployees >= userLimit;
}

const nameSchema = z
  .string({ error: EMPLOYEE_MESSAGES.nameRequired })
  .trim()
  .min(1, EMPLOYEE_MESSAGES.nameRequired)
  .max(EMPLOYEE_NAME_MAX_LENGTH, EMPLOYEE_MESSAGES.nameTooLong);

/** A user id in a body, also as the string a select gives. */
const userIdSchema = idSchema(EMPLOYEE_MESSAGES.idInvalid);

/**
 * A reference chosen in a select (manager, shift): a number or its digits as a string; '' or null
 * is "none" (parsed as null).
 */
const nullableReference = z
  .union([z.number(), z.string().trim(), z.null()], { error: EMPLOYEE_MESSAGES.idInvalid })
  .transform((value) => (value === null || value === '' ? null : Number(value)))
  .pipe(idSchema<number | null>(EMPLOYEE_MESSAGES.idInvalid).nullable());

/** The same, where leaving it out also means "none". */
const optionalReference = nullableReference.optional().transform((value) => value ?? null);

/** SPEC §3 Shift, as listed with an employee ('HH:mm'). */
export const employeeShiftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

/** The work centre an employee belongs to (its id and name). */
export const employeeCentreSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * SPEC §3 Employee. `id` and `auth_user_id` are both the user's id (an employee is a user of the
 * company). `managers` are the names of the active managers assigned, in assignment order, with
 * their ids in `manager_ids`; `managerId` is the first of them (workers only), null otherwise.
 * `active` is false for a former employee (deactivated, `deactivated_at` says since when).
 * `pending_activation`: invited by email and has not chosen a password yet.
 * `payroll_code`: «Código de nómina», the employee's code in the payroll program (null: none).
 */
export const employeeSchema = z.object({
  id: z.number().int(),
  auth_user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(employeeRoles),
  identification: z.string().nullable(),
  phone: z.string().nullable(),
  payroll_code: z.string().nullable(),
  active: z.boolean(),
  deactivated_at: z.string().nullable(),
  pending_activation: z.boolean(),
  managers: z.array(z.string()),
  manager_ids: z.array(z.number().int()),
  managerId: z.number().int().nullable(),
  shift_id: z.number().int().nullable(),
  shift: employeeShiftSchema.nullable(),
  /** The work centre (every employee belongs to one: the company's default unless another was chosen). */
  centre_id: z.number().int(),
  centre: employeeCentreSchema,
  created_at: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

/**
 * GET /api/employees. Active employees by default; `status=inactive` (or `include_inactive=true`
 * for both) lists former ones. A company admin gets the whole company, a manager their workers.
 */
export const listEmployeesQuery = z.object({
  status: z
    .enum(['active', 'inactive', 'all'], { error: "El estado debe ser 'active', 'inactive' o 'all'" })
    .optional(),
  include_inactive: z.enum(['true', 'false'], { error: "include_inactive debe ser 'true' o 'false'" }).optional(),
  /** A gestoría names the client company it reads; a company user's own company only. */
  company_id: z.preprocess((value) => (value === '' ? undefined : value), idSchema('Empresa no encontrada').optional()),
});
export type ListEmployeesQuery = z.infer<typeof listEmployeesQuery>;
export const listEmployeesResponse = z.array(employeeSchema);

/** GET /api/employees/{id}: one employee within the reach (also an API key's read). */
export const getEmployeeQuery = listEmployeesQuery.pick({ company_id: true });
export const getEmployeeResponse = employeeSchema;

/**
 * POST /api/employees (SPEC §5 'Create employee'). `password`: SPEC's client sends a fixed
 * default password; it is accepted and ignored (the employee chooses their own, see the response).
 */
export const createEmployeeRequest = z
  .object({
    name: nameSchema,
    email: employeeEmailSchema(EMPLOYEE_MESSAGES.createEmailInvalid),
    phone: optionalPhoneSchema,
    identification: identificationSchema,
    role: z.enum(assignableEmployeeRoles, { error: EMPLOYEE_MESSAGES.roleInvalid }),
    managerId: optionalReference,
    shiftId: optionalReference,
    /** The work centre; none: the company's default. */
    centreId: optionalReference,
    /** «Código de nómina» (optional; unique in the company). */
    payroll_code: optionalPayrollCodeSchema,
    password: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    if (!canHaveManagers(body.role) && body.managerId !== null) {
      ctx.addIssue({ code: 'custom', path: ['managerId'], message: EMPLOYEE_MESSAGES.managerOnlyForWorkers });
    }
  });
export type CreateEmployeeInput = z.input<typeof createEmployeeRequest>;
export type CreateEmployeeRequest = z.output<typeof createEmployeeRequest>;

/**
 * With SMTP configured the employee gets an email to choose a password (`invitation_sent`).
 * Otherwise — or if that email could not be sent — `temporary_password` is returned, this once
 * only: the employee logs in with it and must replace it at once.
 */
export const createEmployeeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  employee: employeeSchema,
  invitation_sent: z.boolean(),
  temporary_password: z.string().optional(),
});
export type CreateEmployeeResponse = z.infer<typeof createEmployeeResponse>;

/** Each editable field on its own (the edit dialog saves one field on blur, SPEC §2.6). */
export const employeeFieldSchemas = {
  name: nameSchema,
  email: employeeEmailSchema(),
  role: z.enum(employeeRoles, { error: EMPLOYEE_MESSAGES.editRoleInvalid }),
  identification: identificationSchema,
  phone: phoneSchema,
  manager_id: nullableReference,
  shift_id: nullableReference,
  centre_id: idSchema(EMPLOYEE_MESSAGES.centreInvalid),
  /** '' or null clears it. */
  payroll_code: payrollCodeSchema,
};
export type EmployeeField = keyof typeof employeeFieldSchemas;
export const employeeFields = Object.keys(employeeFieldSchemas) as EmployeeField[];

/**
 * The employee in a path: their user id (SPEC names it {authUserId} on PATCH and {id} elsewhere;
 * both are the same number here, and one name keeps the router's siblings unambiguous).
 */
export const employeeIdParams = z.object({ id: pathIdSchema(EMPLOYEE_MESSAGES.notFound, EMPLOYEE_MESSAGES.idInvalid) });

/** PATCH /api/employees/{id}: `auth_user_id` (the same as the path) and exactly one field. */
export const updateEmployeeParams = employeeIdParams;
export const updateEmployeeRequest = z
  .object({
    auth_user_id: userIdSchema,
    name: employeeFieldSchemas.name.optional(),
    email: employeeFieldSchemas.email.optional(),
    role: employeeFieldSchemas.role.optional(),
    identification: employeeFieldSchemas.identification.optional(),
    phone: employeeFieldSchemas.phone.optional(),
    manager_id: employeeFieldSchemas.manager_id.optional(),
    shift_id: employeeFieldSchemas.shift_id.optional(),
    centre_id: employeeFieldSchemas.centre_id.optional(),
    payroll_code: employeeFieldSchemas.payroll_code.optional(),
  })
  .superRefine((body, ctx) => {
    if (updatedFieldsOf(body as Record<string, unknown>).length !== 1) {
      ctx.addIssue({ code: 'custom', message: EMPLOYEE_MESSAGES.oneField });
    }
  });
export type UpdateEmployeeInput = z.input<typeof updateEmployeeRequest>;
export type UpdateEmployeeRequest = z.output<typeof updateEmployeeRequest>;

/** Fields whose null means something ("no manager", "no shift", "no payroll code"). */
const NULLABLE_FIELDS: ReadonlySet<EmployeeField> = new Set(['manager_id', 'shift_id', 'payroll_code']);

/**
 * The fields a PATCH body carries. manager_id, shift_id and payroll_code count when the key is sent,
 * even as null, so the check reads the raw body's keys.
 */
export function updatedFieldsOf(body: Record<string, unknown>): EmployeeField[] {
  return employeeFields.filter((field) => (NULLABLE_FIELDS.has(field) ? field in body : body[field] !== undefined));
}

export const updateEmployeeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  employee: employeeSchema,
});

/** PATCH /api/employees/{id}/managers (SPEC §7). */
export const updateEmployeeManagersRequest = z.object({
  id: userIdSchema,
  manager_id: userIdSchema,
  action: z.enum(['add', 'remove'], { error: EMPLOYEE_MESSAGES.actionInvalid }),
});
export type UpdateEmployeeManagersRequest = z.infer<typeof updateEmployeeManagersRequest>;
export const updateEmployeeManagersResponse = z.object({
  managers: z.array(z.string()),
  manager_ids: z.array(z.number().int()),
});

/** DELETE /api/employees/{id}: a deactivation (the record is kept); the client shows 'Se ha eliminado a {name}'. */
export const deleteEmployeeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int(),
  name: z.string(),
});

/** POST /api/employees/{id}/reactivate: undoes a deletion, within the plan's user limit. */
export const reactivateEmployeeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  employee: employeeSchema,
});

/** POST /api/employees/{id}/invitation: a new activation link, or a temporary password shown once. */
export const resendInvitationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  invitation_sent: z.boolean(),
  temporary_password: z.string().optional(),
});
export type ResendInvitationResponse = z.infer<typeof resendInvitationResponse>;

/** GET /api/managers: the company's active managers (SPEC §3 Manager). */
export const managerSchema = z.object({ id: z.number().int(), name: z.string() });
export const listManagersResponse = z.array(managerSchema);
