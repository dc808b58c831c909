import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useKioskPin } from '../api/get-kiosk-pin';
import { formatInstant } from '../utils/last-seen';
import { KioskPinForm } from './kiosk-pin-form';

/** The worker's personal kiosk PIN: whether there is one (never the PIN itself) and the form to set it. */
export function KioskPinCard() {
  const state = useKioskPin();
  let status = 'Elígelo para fichar en los terminales que piden PIN personal.';
  if (state.data?.has_pin) {
    const since = formatInstant(state.data.updated_at);
    status = since
      ? `Ya tienes un PIN personal (desde el ${since}). Puedes cambiarlo cuando quieras.`
      : 'Ya tienes un PIN personal. Puedes cambiarlo cuando quieras.';
  }
  return (
    <Card aria-labelledby="kiosk-pin-title">
      <CardHeader>
        <CardTitle id="kiosk-pin-title">PIN personal</CardTitle>
        <CardDescription>
          Lo escribes en el terminal después de tocar tu nombre, para que nadie fiche por ti. No lo compartas.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="kiosk-pin-status">
          {status}
        </p>
        <KioskPinForm hasPin={state.data?.has_pin ?? false} />
      </CardContent>
    </Card>
  );
}
