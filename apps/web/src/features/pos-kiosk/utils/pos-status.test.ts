import { describe, expect, it } from 'vitest';
import { posActionsFor, posStatusLabel, posStatusTone } from './pos-status';

describe('POS card labels and colours (SPEC §4.1)', () => {
  it.each([
    ['in_progress', 'En progreso', 'success'],
    ['on_break', 'En pausa', 'warning'],
    ['completed', 'Completada', 'neutral'],
    [null, 'Sin jornada', 'neutral'],
    [undefined, 'Sin jornada', 'neutral'],
    ['', 'Sin jornada', 'neutral'],
    ['paused', 'No iniciada', 'neutral'],
  ])('%s reads %s in the %s tone', (status, label, tone) => {
    expect(posStatusLabel(status)).toBe(label);
    expect(posStatusTone(status)).toBe(tone);
  });
});

describe('the actions of the POS card', () => {
  it('start with no open shift, whatever the status says', () => {
    expect(posActionsFor(null)).toEqual({ main: 'start', secondary: null });
    expect(posActionsFor('completed')).toEqual({ main: 'start', secondary: null });
    expect(posActionsFor('something-new')).toEqual({ main: 'start', secondary: null });
  });

  it('end (or a break) while working, end the break (or the day) while on a break', () => {
    expect(posActionsFor('in_progress')).toEqual({ main: 'end', secondary: 'breakStart' });
    expect(posActionsFor('on_break')).toEqual({ main: 'breakEnd', secondary: 'end' });
  });
});
