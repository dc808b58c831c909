import type { Db } from '../../db/tenant';

export function findUserForLogin(db: Db, email: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.role',
      'u.company_id',
      'u.gestoria_id',
      'u.password_hash',
      'u.must_change_password',
      'u.is_active',
      'u.email_verified_at',
      'c.schema_name',
      'c.name as company_name',
      'c.subscription_status',
      'c.trial_ends_at',
      'c.subscription_ends_at',
      'c.suspended_at',
    ])
    .where('u.email', '=', email)
    .executeTakeFirst();
}
