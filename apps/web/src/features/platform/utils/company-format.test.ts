import { describe, expect, it } from 'vitest';
import {
  extendedTrialDay,
  formatIsoDay,
  formatTrialEnd,
  formatUsers,
  listTrialEnd,
  trialDayInputValue,
  trialSentence,
  usersSentence,
} from './company-format';

describe('dates in Madrid', () => {
  it('shows a dash for no date or an unreadable one', () => {
    expect(formatIsoDay(null)).toBe('—');
    expect(formatTrialEnd(null)).toBe('—');
  });

  it('shows a last clock day as dd/MM/yyyy', () => {
    expect(formatIsoDay('2026-11-26')).toBe('26/11/2026');
  });

  it('shows a trial set to a day as that day, not the midnight after it', () => {
    // Set to 31/03/2026: it ends at 01/04 00:00 Madrid (summer time).
    expect(formatTrialEnd('2026-03-31T22:00:00.000Z')).toBe('31/03/2026');
    // Created with 14 days at 10:00: it ends at 10:00 of its last day.
    expect(formatTrialEnd('2026-12-11T09:00:00.000Z')).toBe('11/12/2026');
  });
});

describe('users of the plan', () => {
  it('shows the plan limit, or Ilimitados for 999999', () => {
    expect(formatUsers(6, 250)).toBe('6 / 250');
    expect(formatUsers(6, 999999)).toBe('6 / Ilimitados');
    expect(usersSentence(1, 5)).toBe('1 usuario activo de 5');
    expect(usersSentence(3, 999999)).toBe('3 usuarios activos, sin límite');
  });
});

describe('extending a trial', () => {
  const now = new Date('2026-11-27T10:00:00.000Z');

  it('adds the days to the trial still running', () => {
    expect(extendedTrialDay({ trial_ends_at: '2026-12-04T23:00:00.000Z' }, 14, now)).toBe('2026-12-18');
  });

  it('counts from today when the trial has ended or has no end', () => {
    expect(extendedTrialDay({ trial_ends_at: '2026-10-01T22:00:00.000Z' }, 30, now)).toBe('2026-12-27');
    expect(extendedTrialDay({ trial_ends_at: null }, 14, now)).toBe('2026-12-11');
  });

  it('starts the date field at the last day, or today', () => {
    expect(trialDayInputValue({ trial_ends_at: '2026-12-04T23:00:00.000Z' }, now)).toBe('2026-12-04');
    expect(trialDayInputValue({ trial_ends_at: null }, now)).toBe('2026-11-27');
  });
});

describe('trialSentence', () => {
  const now = new Date('2026-11-27T10:00:00.000Z');
  it('says whether the trial is still running', () => {
    expect(trialSentence({ trial_ends_at: '2026-12-04T23:00:00.000Z' }, now)).toBe('Termina el 04/12/2026.');
    expect(trialSentence({ trial_ends_at: '2026-11-20T23:00:00.000Z' }, now)).toBe('Terminó el 20/11/2026.');
    expect(trialSentence({ trial_ends_at: null }, now)).toBe('Sin fecha de fin.');
  });
});

describe('listTrialEnd', () => {
  it('shows the trial end except for a company with its subscription active', () => {
    const endsAt = '2026-12-04T23:00:00.000Z';
    expect(listTrialEnd({ state: 'trial', trial_ends_at: endsAt })).toBe('04/12/2026');
    expect(listTrialEnd({ state: 'expired', trial_ends_at: endsAt })).toBe('04/12/2026');
    expect(listTrialEnd({ state: 'active', trial_ends_at: endsAt })).toBe('—');
  });
});
