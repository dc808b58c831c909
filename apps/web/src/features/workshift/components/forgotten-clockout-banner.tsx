import type { Workshift } from '@jornada/shared/api/workshift';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { formatFecha } from '../utils/history-rows';

export const WORKSHIFT_CORRECTION_PATH = '/petitions/create/workshift-correction';

/** The correction form with this shift already chosen (the same link the forgotten clock-out email has). */
export function correctionLink(workshiftId: number): string {
  return `${WORKSHIFT_CORRECTION_PATH}?workshift_id=${workshiftId}`;
}

/**
 * A shift still open long after it should have ended. The app never guesses when the worker left: it
 * asks them to end it now or to request a correction with the real time.
 */
export function ForgottenClockoutBanner({ shift, isInFrame = false }: { shift: Workshift; isInFrame?: boolean }) {
  const linkClasses =
    'mt-2 inline-block font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-current';
  return (
    <Alert variant="warning" title="Olvido de fichar salida">
      <p>
        La jornada que iniciaste el {formatFecha(shift.fecha)} a las {shift.hora_inicio.slice(0, 5)} sigue abierta.
        Finalízala ahora o, si terminaste antes, solicita una corrección con la hora real de salida.
      </p>
      {isInFrame ? (
        // Inside another site's frame the app's pages cannot open (they refuse framing): a new tab.
        <a href={correctionLink(shift.id)} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          Solicitar corrección de jornada (se abre en Jornada)
        </a>
      ) : (
        <Link to={correctionLink(shift.id)} className={linkClasses}>
          Solicitar corrección de jornada
        </Link>
      )}
    </Alert>
  );
}
