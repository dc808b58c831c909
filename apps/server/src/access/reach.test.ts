import type { SessionUser } from '@jornada/shared/api/session';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { reachFor, tenantReachFor } from './reach';

const user = (role: SessionUser['role'], extra: Partial<SessionUser> = {}): SessionUser => ({
  id: 7,
  name: 'Ana',
  email: 'ana@example.test',
  role,
  schema_name: role === 'navegatel' || role === 'gestoria' ? null : 'empresa',
  company_id: role === 'navegatel' || role === 'gestoria' ? null : 3,
  company_name: null,
  gestoria_id: role === 'gestoria' ? 11 : null,
  must_change_password: false,
  company_state: null,
  ...extra,
});

describe('reachFor', () => {
  it('turns the grants table into what each role reaches', () => {
    expect(reachFor(user('worker'), 'read:petition')).toEqual({ kind: 'own', companyId: 3, userId: 7 });
    expect(reachFor(user('manager'), 'read:employee')).toEqual({ kind: 'team', companyId: 3, managerId: 7 });
    expect(reachFor(user('company'), 'read:employee')).toEqual({ kind: 'company', companyId: 3 });
    expect(reachFor(user('navegatel'), 'read:contact-request')).toEqual({ kind: 'platform' });
  });

  it('refuses a permission the role lacks, whoever calls', () => {
    expect(() => reachFor(user('worker'), 'read:employee')).toThrowError(AppError);
    expect(() => reachFor(user('gestoria'), 'create:employee')).toThrowError('No tienes permiso');
    expect(reachFor(user('gestoria'), 'read:employee')).toEqual({ kind: 'client', gestoriaId: 11 });
  });

  it('a tenant reach needs a company: a platform reach is refused where only a company makes sense', () => {
    expect(() => tenantReachFor(user('navegatel'), 'read:contact-request')).toThrowError(AppError);
    expect(tenantReachFor(user('manager'), 'read:vacation-balance')).toEqual({
      kind: 'team',
      companyId: 3,
      managerId: 7,
    });
  });
});
