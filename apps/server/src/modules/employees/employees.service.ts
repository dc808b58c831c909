import {
  type CreateEmployeeRequest,
  EMPLOYEE_MESSAGES,
  type Employee,
  type EmployeeField,
  isUserLimitReached,
  type ListEmployeesQuery,
  type UpdateEmployeeManagersRequest,
  type UpdateEmployeeRequest,
  updatedFieldsOf,
  userLimitMessage,
} from '@jornada/shared/api/employees';
import type { SessionUser } from '@jornada/shared/api/session';
import { normalizeEmail } from '@jornada/shared/domain/email';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { companyOf, NO_COMPANY_MESSAGE } from '../../access/company-of';
import { composeMail } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit } from '../audit/record-audit';
import { expireUnusedTokens } from '../auth/auth.repository';
import { DUPLICATE_EMAIL_MESSAGE, issueToken, type MailContext } from '../auth/auth.service';
import { findCompanyWithPlan } from '../company/company.repository';
import { revokeUserSessions } from '../session/session.repository';
import { forgetSessionsOfUser } from '../session/session-cache';
import {
  countActiveEmployees,
  deleteManagerLink,
  deleteManagersOf,
  deleteTeamOf,
  type EmployeeRow,
  type EmployeeStatus,
  findUserIdByEmail,
  insertEmployee,
  insertEmployeeUser,
  insertManagerLink,
  isActiveManager,
  isCompanyShift,
  listActiveManagers,
  listEmployeeRows,
  listManagerLinks,
  lockEmployee,
  setTemporaryPassword,
  updateEmployeeColumns,
  updateUserColumns,
} from './employees.repository';
import { generateTemporaryPassword } from './temporary-password';

/**
 * Who may do what (the server's rule; SPEC shows none): a company admin acts on every employee of
 * the company; a manager reads and edits only the workers assigned to them, and cannot change a
 * role, an email (the login) or a manager assignment; workers have no access. Creating, deleting,
 * reactivating and assigning managers are the admin's (permissions.ts). Someone out of reach is
 * "not found" (404), never "forbidden", so ids of other teams and companies reveal nothing.
 */

export const EMPLOYEE_ERRORS = {
  notFound: EMPLOYEE_MESSAGES.notFound,
  noCompany: NO_COMPANY_MESSAGE,
  pathMismatch: 'El auth_user_id del cuerpo no coincide con el empleado de la ruta',
  inactive: 'El empleado está dado de baja. Reactívalo para poder modificarlo.',
  alreadyInactive: 'El empleado ya está dado de baja',
  alreadyActive: 'El empleado ya está activo',
  alreadyActivated: 'El empleado ya ha activado su cuenta: no hace falta otra invitación',
  deleteSelf: 'No puedes eliminar tu propia cuenta',
  managerCannotChangeRole: 'Un manager no puede cambiar el rol de un empleado',
  managerCannotChangeEmail: 'Solo el administrador de la empresa puede cambiar el email de un empleado',
  managerCannotAssign: 'Solo el administrador de la empresa puede asignar managers',
  cannotMakeAdmin: 'No se puede asignar el rol de Administrador',
  adminRoleFixed: 'No se puede cambiar el rol de un Administrador',
  managerOnlyForWorkers: EMPLOYEE_MESSAGES.managerOnlyForWorkers,
  notAssignable: 'Solo se pueden asignar como manager empleados activos con rol Manager',
  selfManager: 'Un empleado no puede ser su propio manager',
  shiftNotFound: 'El turno seleccionado no existe',
} as const;

export interface EmployeeActor {
  user: SessionUser;
  ip: string | null;
}

/** A manager's reach is their team; a company admin's, the whole company. */
const teamManagerOf = (user: SessionUser): number | null => (user.role === 'manager' ? user.id : null);

// ---- reading ---------------------------------------------------------------------------------

async function toEmployees(trx: Trx, companyId: number, rows: EmployeeRow[]): Promise<Employee[]> {
  const links = await listManagerLinks(
    trx,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = links.filter((link) => link.employee_id === row.id);
    const managerIds = own.map((link) => link.manager_id);
    return {
      id: row.id,
      auth_user_id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      identification: row.identification,
      phone: row.phone,
      active: row.deactivated_at === null && row.is_active,
      deactivated_at: row.deactivated_at ? new Date(row.deactivated_at).toISOString() : null,
      pending_activation: row.email_verified_at === null,
      managers: own.map((link) => link.manager_name),
      manager_ids: managerIds,
      managerId: row.role === 'worker' ? (managerIds[0] ?? null) : null,
      shift_id: row.shift_id,
      shift:
        row.shift_id !== null && row.shift_name !== null
          ? { id: row.shift_id, name: row.shift_name, startTime: row.shift_start ?? '', endTime: row.shift_end ?? '' }
          : null,
      created_at: new Date(row.created_at).toISOString(),
    };
  });
}

async function loadEmployee(trx: Trx, companyId: number, userId: number): Promise<Employee> {
  const rows = await listEmployeeRows(trx, companyId, { status: 'all', managerId: null, userId });
  const [employee] = await toEmployees(trx, companyId, rows);
  if (!employee) throw new AppError('NOT_FOUND', EMPLOYEE_ERRORS.notFound);
  return employee;
}

function statusOf(query: ListEmployeesQuery): EmployeeStatus {
  if (query.status) return query.status;
  return query.include_inactive === 'true' ? 'all' : 'active';
}

/** GET /api/employees: the company's employees (a manager: their workers), active ones by default. */
export function listEmployees(db: Db, user: SessionUser, query: ListEmployeesQuery): Promise<Employee[]> {
  const companyId = companyOf(user);
  return withTenant(db, companyId, async (trx) => {
    const rows = await listEmployeeRows(trx, companyId, { status: statusOf(query), managerId: teamManagerOf(user) });
    return toEmployees(trx, companyId, rows);
  });
}

/** GET /api/managers */
export function listManagers(db: Db, user: SessionUser) {
  const companyId = companyOf(user);
  return withTenant(db, companyId, (trx) => listActiveManagers(trx, companyId));
}

// ---- seats -----------------------------------------------------------------------------------

/**
 * The plan's limit, checked under a lock on the company row: two admins creating (or reactivating)
 * at the same moment are counted one after the other, so the limit cannot be overshot.
 * Every active employee takes a seat, the company admins included (they are listed and counted
 * as employees, SPEC's 'current/limit' counter shows the same number).
 */
async function assertSeatFree(trx: Trx, companyId: number): Promise<void> {
  const company = await findCompanyWithPlan(trx, companyId, { lock: true });
  if (!company) throw new AppError('NOT_FOUND', EMPLOYEE_ERRORS.noCompany);
  const taken = await countActiveEmployees(trx, companyId);
  if (isUserLimitReached(taken, company.plan_user_limit)) {
    throw new AppError('CONFLICT', userLimitMessage(company.plan_user_limit), {
      fields: { user_limit: String(company.plan_user_limit) },
    });
  }
}

async function assertAssignableManager(trx: Trx, companyId: number, employeeId: number | null, managerId: number) {
  if (employeeId === managerId) {
    throw new AppError('BAD_REQUEST', EMPLOYEE_ERRORS.selfManager, { fields: { manager_id: 'propio' } });
  }
  if (!(await isActiveManager(trx, companyId, managerId))) {
    throw new AppError('BAD_REQUEST', EMPLOYEE_ERRORS.notAssignable, { fields: { manager_id: 'no asignable' } });
  }
}

async function assertCompanyShift(trx: Trx, companyId: number, shiftId: number, field: string) {
  if (!(await isCompanyShift(trx, companyId, shiftId))) {
    throw new AppError('BAD_REQUEST', EMPLOYEE_ERRORS.shiftNotFound, { fields: { [field]: 'no existe' } });
  }
}

// ---- creating --------------------------------------------------------------------------------

function invitationMail(ctx: MailContext, input: { to: string; name: string; company: string; token: string }) {
  return composeMail({
    to: input.to,
    subject: `${input.company} te ha dado de alta en Jornada`,
    greeting: `Hola ${input.name}:`,
    paragraphs: [
      `${input.company} te ha dado de alta en Jornada, su registro de jornada laboral.`,
      'Elige tu contraseña para empezar. El enlace caduca en 7 días y solo se puede usar una vez.',
    ],
    action: { label: 'Elegir mi contraseña', url: `${ctx.baseUrl}/activate?token=${input.token}` },
    footer: 'Si no trabajas en esta empresa, puedes ignorar este correo.',
  });
}

/**
 * Mails an invitation after its transaction committed. If the mail fails, the employee must still
 * be able to get in: the link is withdrawn and a temporary password is returned instead, once.
 */
async function deliverInvitation(
  db: Db,
  mail: MailContext,
  actor: EmployeeActor,
  invitation: { userId: number; email: string; name: string; token: string },
): Promise<{ invitationSent: boolean; temporaryPassword: string | undefined }> {
  const companyId = companyOf(actor.user);
  try {
    await mail.mailer.send(
      invitationMail(mail, {
        to: invitation.email,
        name: invitation.name,
        company: actor.user.company_name ?? 'Tu empresa',
        token: invitation.token,
      }),
    );
    return { invitationSent: true, temporaryPassword: undefined };
  } catch (error) {
    mail.log.error({ err: error, to: invitation.email }, 'no se pudo enviar la invitación del empleado');
    const temporaryPassword = generateTemporaryPassword();
    const fallbackHash = await hashPassword(temporaryPassword);
    await withTenant(db, companyId, async (trx) => {
      await expireUnusedTokens(trx, invitation.userId, 'activation');
      await setTemporaryPassword(trx, companyId, invitation.userId, fallbackHash);
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'employee.invitation_failed',
        entity: 'employee',
        entityId: invitation.userId,
        details: { access: 'temporary_password' },
        ip: actor.ip,
      });
    });
    return { invitationSent: false, temporaryPassword };
  }
}

/**
 * POST /api/employees. One transaction writes the user, the employee, the manager link and the
 * audit row, within the plan's seat limit. Access: with SMTP, an activation email where the
 * employee chooses a password; without it (or if that email fails), a temporary password that is
 * returned once and must be replaced at first login.
 */
export async function createEmployee(db: Db, mail: MailContext, actor: EmployeeActor, input: CreateEmployeeRequest) {
  const companyId = companyOf(actor.user);
  const email = normalizeEmail(input.email);
  if (await findUserIdByEmail(db, email)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);

  let temporaryPassword = mail.mailer.isConfigured ? undefined : generateTemporaryPassword();
  const passwordHash = temporaryPassword ? await hashPassword(temporaryPassword) : null;

  let created: { userId: number; token: string | null };
  try {
    created = await withTenant(db, companyId, async (trx) => {
      await assertSeatFree(trx, companyId);
      if (input.managerId !== null) await assertAssignableManager(trx, companyId, null, input.managerId);
      if (input.shiftId !== null) await assertCompanyShift(trx, companyId, input.shiftId, 'shiftId');
      const user = await insertEmployeeUser(trx, {
        companyId,
        email,
        name: input.name,
        role: input.role,
        passwordHash,
      });
      await insertEmployee(trx, {
        companyId,
        userId: user.id,
        identification: input.identification,
        phone: input.phone,
        shiftId: input.shiftId,
      });
      if (input.managerId !== null) await insertManagerLink(trx, companyId, user.id, input.managerId);
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'employee.created',
        entity: 'employee',
        entityId: user.id,
        details: {
          name: input.name,
          email,
          role: input.role,
          manager_id: input.managerId,
          shift_id: input.shiftId,
          access: passwordHash ? 'temporary_password' : 'invitation',
        },
        ip: actor.ip,
      });
      return { userId: user.id, token: passwordHash ? null : await issueToken(trx, user.id, 'activation') };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }

  const delivery = created.token
    ? await deliverInvitation(db, mail, actor, {
        userId: created.userId,
        email,
        name: input.name,
        token: created.token,
      })
    : { invitationSent: false, temporaryPassword };
  const invitationSent = delivery.invitationSent;
  temporaryPassword = delivery.temporaryPassword;

  const employee = await withTenant(db, companyId, (trx) => loadEmployee(trx, companyId, created.userId));
  return {
    success: true as const,
    message: invitationSent
      ? `Empleado creado. Hemos enviado a ${email} un enlace para que elija su contraseña.`
      : 'Empleado creado. Entrégale la contraseña temporal: solo se muestra esta vez y deberá cambiarla al iniciar sesión.',
    employee,
    invitation_sent: invitationSent,
    ...(temporaryPassword ? { temporary_password: temporaryPassword } : {}),
  };
}

/**
 * POST /api/employees/{id}/invitation: a new activation link for an employee who never used theirs
 * (lost, expired, sent to a typo fixed since). The previous link stops working. Without SMTP, or
 * if the mail fails, a temporary password instead, returned once, as at creation.
 */
export async function resendInvitation(db: Db, mail: MailContext, actor: EmployeeActor, employeeId: number) {
  const companyId = companyOf(actor.user);
  const temporary = mail.mailer.isConfigured ? undefined : generateTemporaryPassword();
  const passwordHash = temporary ? await hashPassword(temporary) : null;
  const { target, token } = await withTenant(db, companyId, async (trx) => {
    const target = await lockReachable(trx, actor.user, companyId, employeeId);
    assertActive(target);
    if (target.email_verified_at !== null) throw new AppError('CONFLICT', EMPLOYEE_ERRORS.alreadyActivated);
    if (passwordHash) {
      await expireUnusedTokens(trx, target.id, 'activation');
      await setTemporaryPassword(trx, companyId, target.id, passwordHash);
    }
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'employee.invitation_resent',
      entity: 'employee',
      entityId: target.id,
      details: { name: target.name, email: target.email, access: passwordHash ? 'temporary_password' : 'invitation' },
      ip: actor.ip,
    });
    // issueToken withdraws the previous link.
    return { target, token: passwordHash ? null : await issueToken(trx, target.id, 'activation') };
  });
  const delivery = token
    ? await deliverInvitation(db, mail, actor, { userId: target.id, email: target.email, name: target.name, token })
    : { invitationSent: false, temporaryPassword: temporary };
  return {
    success: true as const,
    message: delivery.invitationSent
      ? `Invitación reenviada a ${target.email}. El enlace anterior ya no sirve.`
      : 'Entrégale la contraseña temporal: solo se muestra esta vez y deberá cambiarla al iniciar sesión.',
    invitation_sent: delivery.invitationSent,
    ...(delivery.temporaryPassword ? { temporary_password: delivery.temporaryPassword } : {}),
  };
}

// ---- editing ---------------------------------------------------------------------------------

async function lockReachable(trx: Trx, actor: SessionUser, companyId: number, userId: number): Promise<EmployeeRow> {
  const target = await lockEmployee(trx, companyId, userId, teamManagerOf(actor));
  if (!target) throw new AppError('NOT_FOUND', EMPLOYEE_ERRORS.notFound);
  return target;
}

function assertActive(target: EmployeeRow) {
  if (target.deactivated_at !== null) throw new AppError('CONFLICT', EMPLOYEE_ERRORS.inactive);
}

/** The managers of a worker, as the managers route answers them. */
async function managersOf(trx: Trx, companyId: number, employeeId: number) {
  const links = await listManagerLinks(trx, companyId, [employeeId]);
  return { managers: links.map((link) => link.manager_name), manager_ids: links.map((link) => link.manager_id) };
}

type Change = { from: unknown; to: unknown; [detail: string]: unknown };

/** Applies one field; returns what changed (undefined when the value was already that). */
async function applyField(
  trx: Trx,
  companyId: number,
  target: EmployeeRow,
  field: EmployeeField,
  body: UpdateEmployeeRequest,
): Promise<Change | undefined> {
  switch (field) {
    case 'name': {
      const name = body.name as string;
      if (name === target.name) return undefined;
      await updateUserColumns(trx, companyId, target.id, { name });
      return { from: target.name, to: name };
    }
    case 'email': {
      const email = normalizeEmail(body.email as string);
      if (email === target.email) return undefined;
      const owner = await findUserIdByEmail(trx, email);
      if (owner) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
      await updateUserColumns(trx, companyId, target.id, { email });
      return { from: target.email, to: email };
    }
    case 'role': {
      const role = body.role as 'worker' | 'manager' | 'company';
      if (target.role === 'company') throw new AppError('FORBIDDEN', EMPLOYEE_ERRORS.adminRoleFixed);
      if (role === 'company') throw new AppError('FORBIDDEN', EMPLOYEE_ERRORS.cannotMakeAdmin);
      if (role === target.role) return undefined;
      // Only workers have managers, only managers have a team: what no longer fits is unlinked.
      const unlinked =
        role === 'manager'
          ? { removed_managers: await deleteManagersOf(trx, companyId, target.id) }
          : { removed_team: await deleteTeamOf(trx, companyId, target.id) };
      await updateUserColumns(trx, companyId, target.id, { role });
      return { from: target.role, to: role, ...unlinked };
    }
    case 'identification': {
      const identification = body.identification as string;
      if (identification === target.identification) return undefined;
      await updateEmployeeColumns(trx, companyId, target.id, { identification });
      return { from: target.identification, to: identification };
    }
    case 'phone': {
      const phone = body.phone as string;
      if (phone === target.phone) return undefined;
      await updateEmployeeColumns(trx, companyId, target.id, { phone });
      return { from: target.phone, to: phone };
    }
    case 'manager_id': {
      const managerId = body.manager_id ?? null;
      if (target.role !== 'worker') {
        throw new AppError('BAD_REQUEST', EMPLOYEE_ERRORS.managerOnlyForWorkers, { fields: { manager_id: 'rol' } });
      }
      const before = (await managersOf(trx, companyId, target.id)).manager_ids;
      if (managerId !== null) await assertAssignableManager(trx, companyId, target.id, managerId);
      // One field, one value: the worker ends up with exactly this manager (or none).
      const previous = await deleteManagersOf(trx, companyId, target.id);
      if (managerId !== null) await insertManagerLink(trx, companyId, target.id, managerId);
      const after = managerId === null ? [] : [managerId];
      if (previous.length === after.length && previous.every((id) => after.includes(id))) return undefined;
      return { from: before, to: after };
    }
    case 'shift_id': {
      const shiftId = body.shift_id ?? null;
      if (shiftId === target.shift_id) return undefined;
      if (shiftId !== null) await assertCompanyShift(trx, companyId, shiftId, 'shift_id');
      await updateEmployeeColumns(trx, companyId, target.id, { shift_id: shiftId });
      return { from: target.shift_id, to: shiftId };
    }
  }
}

/** PATCH /api/employees/{id} (SPEC's {authUserId}): one field of one employee (SPEC §5 'Employee edit'). */
export async function updateEmployee(
  db: Db,
  actor: EmployeeActor,
  authUserId: number,
  body: UpdateEmployeeRequest,
): Promise<{ success: true; message: string; employee: Employee }> {
  const companyId = companyOf(actor.user);
  if (body.auth_user_id !== authUserId) {
    throw new AppError('BAD_REQUEST', EMPLOYEE_ERRORS.pathMismatch, { fields: { auth_user_id: 'no coincide' } });
  }
  const [field] = updatedFieldsOf(body);
  if (!field) throw new AppError('BAD_REQUEST', EMPLOYEE_MESSAGES.oneField);

  let employee: Employee;
  try {
    employee = await withTenant(db, companyId, async (trx) => {
      const target = await lockReachable(trx, actor.user, companyId, authUserId);
      if (actor.user.role === 'manager') {
        if (field === 'role') throw new AppError('FORBIDDEN', EMPLOYEE_ERRORS.managerCannotChangeRole);
        if (field === 'email') throw new AppError('FORBIDDEN', EMPLOYEE_ERRORS.managerCannotChangeEmail);
        if (field === 'manager_id') throw new AppError('FORBIDDEN', EMPLOYEE_ERRORS.managerCannotAssign);
      }
      assertActive(target);
      const change = await applyField(trx, companyId, target, field, body);
      if (change) {
        await recordAudit(trx, companyId, {
          actorUserId: actor.user.id,
          action: 'employee.updated',
          entity: 'employee',
          entityId: target.id,
          details: { field, ...change },
          ip: actor.ip,
        });
      }
      return loadEmployee(trx, companyId, target.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
  // A cached session carries the user's name, email and role: the next request must see the new ones.
  forgetSessionsOfUser(authUserId);
  return { success: true as const, message: 'Actualización exitosa', employee };
}

/** PATCH /api/employees/{id}/managers: add or remove one manager of a worker (company admin). */
export async function updateEmployeeManagers(
  db: Db,
  actor: EmployeeActor,
  employeeId: number,
  body: UpdateEmployeeManagersRequest,
) {
  const companyId = companyOf(actor.user);
  if (body.id !== employeeId) {
    throw new AppError('BAD_REQUEST', 'El id del cuerpo no coincide con el empleado de la ruta', {
      fields: { id: 'no coincide' },
    });
  }
  return withTenant(db, companyId, async (trx) => {
    const target = await lockReachable(trx, actor.user, companyId, employeeId);
    assertActive(target);
    if (target.role !== 'worker') {
      throw new AppError('BAD_REQUEST', EMPLOYEE_ERRORS.managerOnlyForWorkers, { fields: { id: 'rol' } });
    }
    let changed = false;
    if (body.action === 'add') {
      await assertAssignableManager(trx, companyId, target.id, body.manager_id);
      const before = await managersOf(trx, companyId, target.id);
      await insertManagerLink(trx, companyId, target.id, body.manager_id);
      changed = !before.manager_ids.includes(body.manager_id);
    } else {
      changed = (await deleteManagerLink(trx, companyId, target.id, body.manager_id)) > 0;
    }
    if (changed) {
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: body.action === 'add' ? 'employee.manager_added' : 'employee.manager_removed',
        entity: 'employee',
        entityId: target.id,
        details: { manager_id: body.manager_id },
        ip: actor.ip,
      });
    }
    return managersOf(trx, companyId, target.id);
  });
}

// ---- leaving and coming back -----------------------------------------------------------------

/**
 * DELETE /api/employees/{id}: never deletes. The employee is deactivated (deactivated_at, users
 * is_active false), every session ends, unused email links stop working, and the seat is freed.
 * Clock events, shifts and manager links stay: the record must be kept (4 years) and a
 * reactivation puts everything back as it was.
 */
export async function deactivateEmployee(db: Db, actor: EmployeeActor, employeeId: number) {
  const companyId = companyOf(actor.user);
  if (employeeId === actor.user.id) throw new AppError('BAD_REQUEST', EMPLOYEE_ERRORS.deleteSelf);
  const name = await withTenant(db, companyId, async (trx) => {
    const target = await lockReachable(trx, actor.user, companyId, employeeId);
    if (target.deactivated_at !== null) throw new AppError('CONFLICT', EMPLOYEE_ERRORS.alreadyInactive);
    await updateEmployeeColumns(trx, companyId, target.id, { deactivated_at: new Date() });
    await updateUserColumns(trx, companyId, target.id, { is_active: false });
    await revokeUserSessions(trx, target.id);
    await expireUnusedTokens(trx, target.id, 'activation');
    await expireUnusedTokens(trx, target.id, 'password_reset');
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'employee.deactivated',
      entity: 'employee',
      entityId: target.id,
      details: { name: target.name, email: target.email, role: target.role },
      ip: actor.ip,
    });
    return target.name;
  });
  // Again after commit: a request between the revoke and the commit may have cached the old row.
  forgetSessionsOfUser(employeeId);
  return { success: true as const, message: `Se ha eliminado a ${name}`, id: employeeId, name };
}

/** POST /api/employees/{id}/reactivate: undoes a deletion if the plan has a free seat. */
export async function reactivateEmployee(db: Db, actor: EmployeeActor, employeeId: number) {
  const companyId = companyOf(actor.user);
  const employee = await withTenant(db, companyId, async (trx) => {
    const target = await lockReachable(trx, actor.user, companyId, employeeId);
    if (target.deactivated_at === null && target.is_active) {
      throw new AppError('CONFLICT', EMPLOYEE_ERRORS.alreadyActive);
    }
    await assertSeatFree(trx, companyId);
    await updateEmployeeColumns(trx, companyId, target.id, { deactivated_at: null });
    await updateUserColumns(trx, companyId, target.id, { is_active: true });
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'employee.reactivated',
      entity: 'employee',
      entityId: target.id,
      details: {
        name: target.name,
        deactivated_at: target.deactivated_at ? new Date(target.deactivated_at).toISOString() : null,
      },
      ip: actor.ip,
    });
    return loadEmployee(trx, companyId, target.id);
  });
  return { success: true as const, message: `${employee.name} vuelve a estar activo`, employee };
}
