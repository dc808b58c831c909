import type { Employee, EmployeeRole } from '@jornada/shared/api/employees';
import { canHaveManagers, isCompanyAdminRole, leadsTeam } from '@jornada/shared/roles';

/** SPEC §3 role names as the list shows them ('company' is the company's Administrador, SPEC §6). */
export const roleLabels: Record<EmployeeRole, string> = {
  worker: 'Trabajador',
  manager: 'Manager',
  company: 'Administrador',
};

/** SPEC §2.6: all roles, Manager or Trabajador (an exact match on the role, SPEC §5). */
export const roleFilters = ['all', 'manager', 'worker'] as const;
export type RoleFilter = (typeof roleFilters)[number];
export const roleFilterLabels: Record<RoleFilter, string> = {
  all: 'Todos los roles',
  manager: 'Manager',
  worker: 'Trabajador',
};

export function isRoleFilter(value: string): value is RoleFilter {
  return (roleFilters as readonly string[]).includes(value);
}

/** Active employees (the default), former ones (deactivated), or both. */
export const statusFilters = ['active', 'inactive', 'all'] as const;
export type StatusFilter = (typeof statusFilters)[number];
export const statusFilterLabels: Record<StatusFilter, string> = {
  active: 'Empleados actuales',
  inactive: 'Antiguos empleados',
  all: 'Todos',
};

export function isStatusFilter(value: string): value is StatusFilter {
  return (statusFilters as readonly string[]).includes(value);
}

export interface EmployeeFilters {
  search: string;
  role: RoleFilter;
}

const fold = (value: string) => value.toLocaleLowerCase('es');

/** SPEC §5: the search is a case-insensitive substring of the name or the email; the role is exact. */
export function filterEmployees<T extends Pick<Employee, 'name' | 'email' | 'role'>>(
  employees: readonly T[],
  { search, role }: EmployeeFilters,
): T[] {
  const needle = fold(search.trim());
  return employees.filter(
    (employee) =>
      (role === 'all' || employee.role === role) &&
      (needle === '' || fold(employee.name).includes(needle) || fold(employee.email).includes(needle)),
  );
}

export const NO_MANAGER_GROUP_TITLE = 'Sin manager';
export const ADMINS_GROUP_TITLE = 'Administración';

export type GroupKind = 'admins' | 'manager' | 'no-manager';

export interface EmployeeGroup<T> {
  key: string;
  kind: GroupKind;
  title: string;
  /** The manager heading the group, when they are in the (filtered) list. */
  lead: T | null;
  /** Workers of the group, or the administrators, by name. */
  members: T[];
}

type Groupable = Pick<Employee, 'id' | 'name' | 'role' | 'managerId' | 'managers'>;

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'es', { sensitivity: 'base' });

/**
 * SPEC §2.6: workers under their manager (the first one assigned, `managerId`), workers without one
 * under 'Sin manager'. Each manager heads their own group, even with no workers; administrators go
 * first. A worker whose manager is not in the list (filtered out, or a manager viewing their team)
 * still gets a group named after that manager.
 */
export function groupByManager<T extends Groupable>(employees: readonly T[]): EmployeeGroup<T>[] {
  const admins: T[] = [];
  const managerGroups = new Map<number, EmployeeGroup<T>>();
  const withoutManager: T[] = [];

  const groupOf = (managerId: number, title: string) => {
    let group = managerGroups.get(managerId);
    if (!group) {
      group = { key: `manager-${managerId}`, kind: 'manager', title, lead: null, members: [] };
      managerGroups.set(managerId, group);
    }
    return group;
  };

  for (const employee of employees) {
    if (leadsTeam(employee.role)) {
      const group = groupOf(employee.id, employee.name);
      group.lead = employee;
      group.title = employee.name;
    }
  }
  for (const employee of employees) {
    if (isCompanyAdminRole(employee.role)) admins.push(employee);
    else if (canHaveManagers(employee.role)) {
      if (employee.managerId === null) withoutManager.push(employee);
      else groupOf(employee.managerId, employee.managers[0] ?? 'Manager').members.push(employee);
    }
  }

  const groups: EmployeeGroup<T>[] = [];
  if (admins.length > 0) {
    groups.push({ key: 'admins', kind: 'admins', title: ADMINS_GROUP_TITLE, lead: null, members: admins.sort(byName) });
  }
  const managers = [...managerGroups.values()].sort((a, b) => byName({ name: a.title }, { name: b.title }));
  for (const group of managers) {
    group.members.sort(byName);
    groups.push(group);
  }
  if (withoutManager.length > 0) {
    groups.push({
      key: 'no-manager',
      kind: 'no-manager',
      title: NO_MANAGER_GROUP_TITLE,
      lead: null,
      members: withoutManager.sort(byName),
    });
  }
  return groups;
}

/** The rows of a group in display order: its manager first, then the members. */
export function groupRows<T>(group: EmployeeGroup<T>): T[] {
  return group.lead ? [group.lead, ...group.members] : group.members;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** 'Equipo de Ana' for a manager's group; the title otherwise. */
export function groupHeading(group: Pick<EmployeeGroup<unknown>, 'kind' | 'title'>): string {
  return group.kind === 'manager' ? `Equipo de ${group.title}` : group.title;
}

/** How many people the group lists besides its manager. */
export function groupCaption(group: Pick<EmployeeGroup<unknown>, 'kind' | 'members'>): string {
  const count = group.members.length;
  return group.kind === 'admins'
    ? plural(count, 'administrador', 'administradores')
    : plural(count, 'trabajador', 'trabajadores');
}
