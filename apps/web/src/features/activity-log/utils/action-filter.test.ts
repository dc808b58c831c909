import { activityActionGroupOf, activityActionGroups, activityActionLabels } from '@jornada/shared/api/logs';
import { describe, expect, it } from 'vitest';
import { filterGroups, flatOptions } from '../../../components/ui/combobox-options';
import { logFiltersToSearch, parseLogFilters, toLogsQuery } from './log-filters';

describe("the log's action filter", () => {
  it('is grouped by area, in Spanish, every action in exactly one group', () => {
    const offered = activityActionGroups.flatMap((group) => group.options.map((option) => option.value));
    expect(offered.sort()).toEqual(Object.keys(activityActionLabels).sort());
    expect(activityActionGroups.map((group) => group.label)).toEqual(
      expect.arrayContaining(['Jornada', 'Empleados', 'Peticiones', 'Sesión y cuenta', 'Terminales POS']),
    );
    const jornada = activityActionGroups.find((group) => group.label === 'Jornada');
    expect(jornada?.options.map((option) => option.label)).toEqual(
      expect.arrayContaining(['Jornada iniciada', 'Pausa iniciada', 'Resumen mensual recibido']),
    );
  });

  it("takes the group from the code's area, so a new action of a known area needs no entry of its own", () => {
    expect(activityActionGroupOf('employee.something_new')).toBe('employees');
    expect(activityActionGroupOf('session.login')).toBe('account');
    expect(activityActionGroupOf('kiosk_pin.set')).toBe('pos');
    expect(activityActionGroupOf('unknown_area.thing')).toBeNull();
    expect(activityActionGroupOf('nodot')).toBeNull();
  });

  it('typing filters the ~90 options down to the matching ones, accents aside', () => {
    const all = flatOptions(activityActionGroups);
    expect(all.length).toBeGreaterThan(80);
    const pausa = flatOptions(filterGroups(activityActionGroups, 'pausa'));
    expect(pausa.map((option) => option.label)).toEqual(['Pausa iniciada', 'Pausa finalizada']);
    const pin = filterGroups(activityActionGroups, 'pin fichaje');
    expect(pin.map((group) => group.label)).toEqual(['Terminales POS']);
    expect(flatOptions(filterGroups(activityActionGroups, 'contrasena')).map((option) => option.value)).toEqual([
      'user.password_changed',
      'user.password_reset',
    ]);
  });

  it('choosing an option filters the GET /api/logs query by its code, from the first page', () => {
    const [chosen] = flatOptions(filterGroups(activityActionGroups, 'pausa iniciada'));
    expect(chosen?.value).toBe('workshift.break_start');
    // What the page does with a choice: the filters go to the URL, and the query is read from it.
    const search = logFiltersToSearch({ person: 3, action: chosen?.value, page: 1 });
    expect(toLogsQuery(parseLogFilters(search), 25)).toEqual({
      actor_user_id: 3,
      action: 'workshift.break_start',
      from: undefined,
      to: undefined,
      page: 1,
      pageSize: 25,
    });
  });
});
