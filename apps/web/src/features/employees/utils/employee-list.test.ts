import { describe, expect, it } from 'vitest';
import {
  filterEmployees,
  groupByManager,
  groupCaption,
  groupHeading,
  groupRows,
  NO_MANAGER_GROUP_TITLE,
} from './employee-list';
import { makeEmployee } from './test-employee';

const admin = makeEmployee({ id: 1, name: 'Elena Admin', email: 'empresa@jornada.test', role: 'company' });
const ana = makeEmployee({ id: 2, name: 'Ana Manager', email: 'ana@jornada.test', role: 'manager' });
const bruno = makeEmployee({ id: 3, name: 'Bruno Manager', email: 'bruno@jornada.test', role: 'manager' });
const zoe = makeEmployee({
  id: 4,
  name: 'Zoe',
  email: 'zoe@jornada.test',
  managers: ['Ana Manager'],
  manager_ids: [2],
  managerId: 2,
});
const carlos = makeEmployee({
  id: 5,
  name: 'Carlos',
  email: 'CARLOS@Example.com',
  managers: ['Ana Manager', 'Bruno Manager'],
  manager_ids: [2, 3],
  managerId: 2,
});
const pablo = makeEmployee({ id: 6, name: 'Pablo Díaz', email: 'pablo@jornada.test' });
const all = [zoe, pablo, bruno, admin, carlos, ana];

describe('filterEmployees', () => {
  it('searches a case-insensitive substring of the name or the email', () => {
    expect(filterEmployees(all, { search: 'carl', role: 'all' })).toEqual([carlos]);
    expect(filterEmployees(all, { search: 'example.COM', role: 'all' })).toEqual([carlos]);
    expect(filterEmployees(all, { search: 'MANAGER', role: 'all' })).toEqual([bruno, ana]);
    expect(filterEmployees(all, { search: '  díaz ', role: 'all' })).toEqual([pablo]);
  });

  it('an empty search keeps everyone; the role filter is an exact match', () => {
    expect(filterEmployees(all, { search: '', role: 'all' })).toHaveLength(6);
    expect(filterEmployees(all, { search: '', role: 'manager' })).toEqual([bruno, ana]);
    expect(filterEmployees(all, { search: '', role: 'worker' })).toEqual([zoe, pablo, carlos]);
  });

  it('combines search and role', () => {
    expect(filterEmployees(all, { search: 'ana@', role: 'worker' })).toEqual([]);
    expect(filterEmployees(all, { search: 'ana@', role: 'manager' })).toEqual([ana]);
  });
});

describe('groupByManager', () => {
  it('administrators first, each manager heading their workers (by name), then Sin manager', () => {
    const groups = groupByManager(all);
    expect(groups.map((group) => [group.kind, group.title])).toEqual([
      ['admins', 'Administración'],
      ['manager', 'Ana Manager'],
      ['manager', 'Bruno Manager'],
      ['no-manager', NO_MANAGER_GROUP_TITLE],
    ]);
    expect(groupRows(groups[1]!).map((e) => e.name)).toEqual(['Ana Manager', 'Carlos', 'Zoe']);
    // A manager with no workers still heads an (empty) group.
    expect(groupRows(groups[2]!).map((e) => e.name)).toEqual(['Bruno Manager']);
    expect(groupRows(groups[3]!)).toEqual([pablo]);
  });

  it('a worker is listed once, under the first manager assigned', () => {
    const rows = groupByManager(all).flatMap(groupRows);
    expect(rows.filter((e) => e.id === carlos.id)).toHaveLength(1);
    expect(rows).toHaveLength(all.length);
  });

  it("a manager who is not in the list (filtered out, or the viewer's own team) still names the group", () => {
    const groups = groupByManager([zoe, carlos]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ title: 'Ana Manager', lead: null });
    expect(groups[0]!.members.map((e) => e.name)).toEqual(['Carlos', 'Zoe']);
  });

  it('no employees, no groups; only unassigned workers, only Sin manager', () => {
    expect(groupByManager([])).toEqual([]);
    expect(groupByManager([pablo]).map((group) => group.title)).toEqual([NO_MANAGER_GROUP_TITLE]);
  });
});

describe('group headings', () => {
  it("names a manager's team and counts its workers", () => {
    const [admins, anaTeam, brunoTeam, unassigned] = groupByManager(all);
    expect([groupHeading(anaTeam!), groupCaption(anaTeam!)]).toEqual(['Equipo de Ana Manager', '2 trabajadores']);
    expect([groupHeading(brunoTeam!), groupCaption(brunoTeam!)]).toEqual(['Equipo de Bruno Manager', '0 trabajadores']);
    expect([groupHeading(unassigned!), groupCaption(unassigned!)]).toEqual(['Sin manager', '1 trabajador']);
    expect(groupCaption(admins!)).toBe('1 administrador');
  });
});
