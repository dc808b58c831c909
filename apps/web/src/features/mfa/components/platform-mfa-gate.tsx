import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useIsPlatformMfaMissing } from '../api/get-platform-mfa-gate';

/** Where the platform admin turns it on: the one page the gate lets through. */
const SETTINGS_PATH = '/settings';

function SetupRequiredScreen() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col py-8">
      <Card aria-labelledby="mfa-required-title">
        <CardHeader>
          <ShieldAlert aria-hidden="true" className="size-8 text-amber-600 dark:text-amber-400" />
          <CardTitle as="h1" id="mfa-required-title">
            Activa la verificación en dos pasos
          </CardTitle>
          <CardDescription>
            La consola de la plataforma da acceso a los datos de todas las empresas, así que tu cuenta necesita, además
            de la contraseña, un código de una aplicación de autenticación en tu móvil.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link to={SETTINGS_PATH} className={buttonClasses('primary', 'lg')}>
            Configurar la verificación
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * The platform admin's console with PLATFORM_MFA_REQUIRED (ADR 015): until the account has two-step
 * verification on, every page but /settings shows the way to set it up instead (the API would answer
 * 403 mfa_setup_required to the console's calls anyway).
 */
export function PlatformMfaGate({ isPlatformAdmin, children }: { isPlatformAdmin: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const isMissing = useIsPlatformMfaMissing({ isEnabled: isPlatformAdmin });
  if (!isPlatformAdmin || pathname.replace(/\/+$/, '') === SETTINGS_PATH) return children;
  // Briefly nothing rather than console pages whose calls would be refused.
  if (isMissing === undefined) return null;
  return isMissing ? <SetupRequiredScreen /> : children;
}
