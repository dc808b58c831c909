import type { Db } from '../../db/tenant';
import { createAdminCompany, updateAdminCompany } from '../admin/admin-companies.service';
import { markContactRequest } from '../contact/contact.service';
import { findPlanByType, findPlatformUserByEmail, insertDemoContactRequest, setDemoPassword } from './demo.repository';

/** The demo company the platform admin signed up from the console, on a trial that ends within the week. */
export const DEMO_TRIAL_COMPANY = {
  name: 'Ferretería Sol S.L.',
  cif: 'B76543214',
  admin: { name: 'Tomás Sol', email: 'empresa3@jornada.test' },
  trialDays: 5,
} as const;

/** Mails nothing: the demo's accounts get the demo password afterwards. */
const silentMail = {
  mailer: {
    isConfigured: false,
    async send() {},
  },
  baseUrl: 'http://localhost',
  log: { error() {}, warn() {} },
};

/**
 * What the platform console and the gestoría portal show on a first start, made through the console's
 * own services so it reads as real use: a company created by the platform admin on a short trial and
 * linked to the demo gestoría (its history says who did it), the contact and custom-plan requests
 * sales has still to answer (no SMTP: none reached them by email), and one already «atendida».
 */
export async function seedConsoleDemo(db: Db, gestoriaId: number, passwordHash: string, now: Date): Promise<void> {
  const platform = await findPlatformUserByEmail(db, 'plataforma@jornada.test');
  const actor = {
    user: {
      ...platform,
      role: 'navegatel' as const,
      company_id: null,
      company_name: null,
      schema_name: null,
      gestoria_id: null,
      must_change_password: false,
      company_state: null,
    },
    ip: null,
  };
  const plan = await db.transaction().execute((trx) => findPlanByType(trx, 'autonomo'));
  const company = await createAdminCompany(
    db,
    silentMail,
    actor,
    {
      name: DEMO_TRIAL_COMPANY.name,
      cif: DEMO_TRIAL_COMPANY.cif,
      plan_id: plan.id,
      admin: DEMO_TRIAL_COMPANY.admin,
      trial_days: DEMO_TRIAL_COMPANY.trialDays,
    },
    now,
  );
  await updateAdminCompany(db, actor, company.id, { gestoria_id: gestoriaId }, now);
  await setDemoPassword(db, DEMO_TRIAL_COMPANY.admin.email, passwordHash);

  await insertDemoContactRequest(db, {
    kind: 'contact',
    source: 'page',
    name: 'Marisa Campos',
    email: 'marisa@bodegascampos.test',
    company: 'Bodegas Campos',
    phone: '+34611223344',
    message: 'Tenemos 14 personas entre la bodega y la tienda. ¿Se puede fichar desde una tablet a la entrada?',
    num_workers: null,
    workers: null,
    plan: null,
  });
  await insertDemoContactRequest(db, {
    kind: 'custom_plan',
    source: null,
    name: 'Jorge Ibáñez',
    email: 'rrhh@transportesibanez.test',
    company: 'Transportes Ibáñez S.A.',
    phone: '+34944556677',
    message: 'Conductores en ruta: necesitamos fichar desde el móvil y exportar a nuestra gestoría.',
    num_workers: '101-250',
    workers: 180,
    plan: 'Empresa',
  });
  // Answered by phone: the platform admin marked it «atendida» from the console.
  const answered = await insertDemoContactRequest(db, {
    kind: 'contact',
    source: 'dialog',
    name: 'Raúl Ortega',
    email: 'raul@clinicaortega.test',
    company: 'Clínica Dental Ortega',
    phone: '+34655443322',
    message: null,
    num_workers: null,
    workers: null,
    plan: null,
  });
  await markContactRequest(db, actor, answered.id, { handled: true }, now);
}
