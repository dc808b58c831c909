import { TRIAL_DAYS } from '@jornada/shared/api/plans';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { usePlans } from '../../../features/plans/api/get-plans';
import { PlanSummary } from '../../../features/plans/components/plan-summary';
import { parsePlanId } from '../../../features/plans/utils/format-plan';

/** /register?plan=ID: company sign-up with a 14-day trial. */
export default function RegisterRoute() {
  const [searchParams] = useSearchParams();
  const planId = parsePlanId(searchParams.get('plan'));
  const plans = usePlans();
  const plan = planId === undefined ? undefined : plans.data?.find((candidate) => candidate.id === planId);
  const [result, setResult] = useState<{ email: string; message: string } | null>(null);

  if (result) {
    return (
      <AuthLayout>
        <Card>
          <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
            <MailCheck aria-hidden="true" className="size-12 text-teal-700" />
            <h1 className="text-xl font-semibold text-slate-900">Revisa tu correo</h1>
            <p className="text-sm text-slate-600">{result.message}</p>
            <p className="text-sm text-slate-600">
              Hemos enviado el enlace de activación a <strong className="text-slate-900">{result.email}</strong>. Ábrelo
              para activar la cuenta y empezar tus {TRIAL_DAYS} días de prueba gratis.
            </p>
            <Link to="/login" className={buttonClasses('outline', 'md')}>
              Ir a iniciar sesión
            </Link>
          </CardContent>
        </Card>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout isWide>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Crea la cuenta de tu empresa</CardTitle>
          <CardDescription>Empieza con {TRIAL_DAYS} días de prueba gratis.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {plan && <PlanSummary plan={plan} />}
          {planId !== undefined && !plan && plans.isSuccess && (
            <p className="text-sm text-slate-600">
              No encontramos el plan elegido; podrás elegir plan durante la prueba.
            </p>
          )}
          <RegisterForm planId={plan?.id} onSuccess={setResult} />
          <p className="text-center text-sm text-slate-600">
            ¿Ya tienes cuenta?{' '}
            <Link to="/login" className="font-semibold text-teal-700 hover:underline">
              Iniciar sesión
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
