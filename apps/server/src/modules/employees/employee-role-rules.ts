import type { EmployeeRole } from '@jornada/shared/api/employees';

/**
 * Rules that really are about an employee's role (what the person is), not about whom the actor
 * reaches: reach comes from `tenantReachFor` (apps/server/src/access). These are the only role
 * comparisons of the employees module.
 */

/**
 * The company admin role: an admin's role is fixed (the account comes with the company), and nobody
 * is made an admin through an edit, not even by another admin.
 */
export const isCompanyAdminRole = (role: EmployeeRole): role is 'company' => role === 'company';

/** Only workers have managers (SPEC §6): a manager or an admin answers to nobody in the app. */
export const canHaveManagers = (role: EmployeeRole): boolean => role === 'worker';

/** Only managers have a team: someone who becomes a manager drops their own managers, and vice versa. */
export const leadsTeam = (role: EmployeeRole): boolean => role === 'manager';
