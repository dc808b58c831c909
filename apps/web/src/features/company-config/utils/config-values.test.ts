import { DEFAULT_COMPANY_CONFIG, updateCompanyConfigRequest } from '@jornada/shared/api/company-config';
import { describe, expect, it } from 'vitest';
import { editableValuesOf, userLimitLabel } from './config-values';

const config = { ...DEFAULT_COMPANY_CONFIG, company_id: 7, user_limit: 25 };

describe('editableValuesOf', () => {
  it('keeps exactly the values the PUT accepts, so a loaded config validates as is', () => {
    const values = editableValuesOf(config);
    expect(values).not.toHaveProperty('user_limit');
    expect(values).not.toHaveProperty('company_id');
    // SPEC's eight, plus the full-time week and remote work (ADR 010).
    expect(Object.keys(values)).toHaveLength(10);
    expect(updateCompanyConfigRequest.safeParse(values).success).toBe(true);
  });
});

describe('the time rules form validation (shared schema)', () => {
  const valid = editableValuesOf(config);
  const messageFor = (patch: Record<string, unknown>) => {
    const result = updateCompanyConfigRequest.safeParse({ ...valid, ...patch });
    return result.success ? null : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('answers in Spanish for the field at fault', () => {
    expect(messageFor({ break_time_min: 30, break_time_max: 15 })).toEqual([
      'break_time_min: La pausa mínima no puede ser mayor que la máxima',
    ]);
    expect(messageFor({ max_breaks_per_day: 11 })?.[0]).toMatch(/^max_breaks_per_day: El máximo de pausas/);
    expect(messageFor({ workday_hours: 9, forgotten_clockout_hours: 8 })).toEqual([
      'forgotten_clockout_hours: El límite de fichaje olvidado no puede ser menor que la jornada laboral',
    ]);
  });

  it('reads an emptied number field (NaN from valueAsNumber) as that field’s message', () => {
    expect(messageFor({ min_break_interval: Number.NaN })?.[0]).toMatch(/^min_break_interval: El intervalo mínimo/);
  });
});

describe('userLimitLabel', () => {
  it('shows the plan limit, or Ilimitados for 999999', () => {
    expect(userLimitLabel(80)).toBe('80');
    expect(userLimitLabel(999999)).toBe('Ilimitados');
  });
});
