import { can } from '@jornada/shared/permissions';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ApiKeysCard } from '../../features/api-keys/components/api-keys-card';
import { userQueryKey, useUser } from '../../features/auth/api/get-user';
import { AccountCard } from '../../features/auth/components/account-card';
import { PasswordCard } from '../../features/auth/components/password-card';
import { useCompany } from '../../features/company/api/get-company';
import { CompanyDataCard } from '../../features/company/components/company-data-card';
import { TimeRulesCard } from '../../features/company-config/components/time-rules-form';
import { CompanyGestoriaCard } from '../../features/company-gestoria/components/company-gestoria-card';
import { MfaCard } from '../../features/mfa/components/mfa-card';
import { PlansCard } from '../../features/plans/components/plans-card';
import { BackupsCard } from '../../features/platform/components/backups-card';
import { ProfileCard } from '../../features/profile/components/profile-card';
import { OpenSessionsCard } from '../../features/sessions/components/open-sessions-card';
import { WebhooksCard } from '../../features/webhooks/components/webhooks-card';
import { WorkCentresCard } from '../../features/work-centres/components/work-centres-card';
import { normalizePath } from '../route-decision';

/** The company's work centres, with the plan's number of centres from the company's data. */
function WorkCentresSection() {
  const company = useCompany();
  return <WorkCentresCard limit={company.data?.plan.max_work_centres} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{title}</h2>
      {children}
    </section>
  );
}

/**
 * /settings (every role but gestoría, whose page is /gestoria/configuracion) and the company admin's
 * /configuration. What each role sees follows the shared permissions: the company admin edits the
 * company's data, work centres and time rules (on /configuration, only those); company users edit their
 * profile; the platform admin sees the plans it assigns and its account; everyone changes their password.
 */
export default function SettingsRoute() {
  const { data: user } = useUser();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  if (!user) return null;

  const role = user.role;
  const isCompanyOnly = normalizePath(pathname) === '/configuration';
  const canEditCompany = can(role, 'update:company');
  const canEditRules = can(role, 'update:company-config');
  const canManageCentres = can(role, 'manage:work-centre');
  const canSeeGestoria = can(role, 'read:gestoria-link');
  const hasProfile = can(role, 'read:own-profile');
  // The header shows the user's and the company's name from the session.
  const refreshSession = () => void queryClient.invalidateQueries({ queryKey: userQueryKey });

  const companySection = (canEditCompany || canEditRules) && (
    <Section title="Empresa">
      {canEditCompany && <CompanyDataCard onSaved={refreshSession} />}
      {canManageCentres && <WorkCentresSection />}
      {canEditRules && <TimeRulesCard />}
      {canSeeGestoria && <CompanyGestoriaCard />}
    </Section>
  );

  if (isCompanyOnly) {
    return (
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          Configuración de la empresa
        </h1>
        {companySection}
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Configuración</h1>
      {companySection}
      {(can(role, 'manage:api-key') || can(role, 'manage:webhook')) && (
        <Section title="Integraciones">
          {can(role, 'manage:api-key') && <ApiKeysCard />}
          {can(role, 'manage:webhook') && <WebhooksCard />}
        </Section>
      )}
      {can(role, 'manage:platform-company') && (
        <Section title="Plataforma">
          <PlansCard />
          {can(role, 'read:platform-backup') && <BackupsCard />}
        </Section>
      )}
      <Section title="Tu cuenta">
        {hasProfile ? <ProfileCard onSaved={refreshSession} /> : <AccountCard user={user} />}
        <PasswordCard />
        {can(role, 'manage:own-mfa') && <MfaCard account={user.email} />}
        <OpenSessionsCard />
      </Section>
    </div>
  );
}
