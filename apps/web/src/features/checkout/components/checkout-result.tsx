import { CircleAlert, CircleCheck, CircleX, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { CheckoutOutcome, CheckoutReturn, CheckoutStatus } from '../utils/checkout-return';

interface Copy {
  icon: typeof CircleCheck;
  tone: string;
  title: string;
  body: ReactNode;
}

function copyFor(outcome: CheckoutOutcome, status: CheckoutStatus): Copy {
  if (outcome === 'cancel') {
    return {
      icon: CircleX,
      tone: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
      title: 'Pago cancelado',
      body: (
        <>
          No se ha completado el pago y no se ha hecho ningún cargo. Tu cuenta sigue como estaba: si estás en el periodo
          de prueba, puedes seguir usando Jornada hasta que termine y elegir un plan cuando quieras.
        </>
      ),
    };
  }
  switch (status) {
    case 'paid':
      return {
        icon: CircleCheck,
        tone: 'bg-teal-50 text-teal-700 dark:bg-teal-950 dark:text-teal-300',
        title: 'Pago completado',
        body: <>Tu plan ya está activo. Gracias por confiar en Jornada.</>,
      };
    case 'pending':
      return {
        icon: Clock,
        tone: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
        title: 'Pago en proceso',
        body: <>La entidad de pago aún lo está procesando. Activaremos tu plan en cuanto lo confirme.</>,
      };
    case 'failed':
      return {
        icon: CircleAlert,
        tone: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300',
        title: 'El pago no se ha completado',
        body: <>La entidad de pago lo ha rechazado y no se ha hecho ningún cargo. Puedes intentarlo de nuevo.</>,
      };
    case 'unverified':
      return {
        icon: CircleCheck,
        tone: 'bg-teal-50 text-teal-700 dark:bg-teal-950 dark:text-teal-300',
        title: 'Gracias por elegir Jornada',
        body: (
          <>
            Desde esta página no podemos comprobar el estado del pago. Tu plan se activa solo cuando el pago queda
            confirmado; si pasado un rato no ves el cambio en la configuración de tu empresa, escríbenos y lo revisamos.
          </>
        ),
      };
  }
}

/**
 * /success-page and /cancel-page: the state after a subscription checkout and where to go next.
 * `status` comes from the payment provider once there is one (see utils/checkout-return.ts).
 */
export function CheckoutResult({
  outcome,
  status,
  checkout,
  isLoggedIn,
}: {
  outcome: CheckoutOutcome;
  status: CheckoutStatus;
  checkout: CheckoutReturn;
  isLoggedIn: boolean;
}) {
  const { icon: Icon, tone, title, body } = copyFor(outcome, status);
  const canRetry = outcome === 'cancel' || status === 'failed';
  return (
    <div className="mx-auto w-full max-w-2xl">
      <Card className="flex flex-col items-center gap-5 px-6 py-10 text-center sm:px-10">
        <span className={`flex size-14 items-center justify-center rounded-full ${tone}`}>
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p className="max-w-lg text-slate-600 dark:text-slate-400">{body}</p>
        {checkout.reference && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Referencia de la operación:{' '}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900 dark:bg-slate-800 dark:text-slate-100">
              {checkout.reference}
            </code>
          </p>
        )}
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          {isLoggedIn ? (
            <Link to="/" className={buttonClasses('primary', 'lg')}>
              Ir a Jornada
            </Link>
          ) : (
            <Link to="/login" className={buttonClasses('primary', 'lg')}>
              Iniciar sesión
            </Link>
          )}
          {canRetry && !isLoggedIn && (
            <Link to={{ pathname: '/', hash: '#pricing' }} className={buttonClasses('outline', 'lg')}>
              Ver planes
            </Link>
          )}
          <Link to="/contacto" className={buttonClasses('ghost', 'lg')}>
            Contactar
          </Link>
        </div>
      </Card>
    </div>
  );
}
