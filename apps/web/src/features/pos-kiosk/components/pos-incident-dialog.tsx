import { POS_MESSAGES, type PosEmployee } from '@jornada/shared/api/pos';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast/toast-store';
import { usePosIncidentKinds } from '../api/get-pos-incident-kinds';
import { usePosIncident } from '../hooks/use-pos-incident';
import { clockErrorOutcome } from '../utils/clock-error';
import type { SavedPosCompany } from '../utils/pos-storage';
import { IncidentKindPicker } from './incident-kind-picker';
import { PinKeypad } from './pin-keypad';

/** The kiosk's incident report (SPEC §3 Incident (POS), §5): a kind, a description, the PIN if asked. */
export function PosIncidentDialog({
  employee,
  company,
  workshiftId,
  requiresPin,
  onClose,
}: {
  employee: PosEmployee;
  company: SavedPosCompany;
  workshiftId: number | null;
  requiresPin: boolean;
  onClose: () => void;
}) {
  const kinds = usePosIncidentKinds();
  const incident = usePosIncident(employee.id, company);
  const [kindId, setKindId] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const [kindError, setKindError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pinStep, setPinStep] = useState<{ error: string | null; waitUntil?: number } | null>(null);

  const send = (chosen: number, pin?: string) =>
    incident.mutate(
      { kindId: chosen, description, workshiftId, pin },
      {
        onSuccess: ({ message }) => {
          toast({
            title: 'Incidencia registrada',
            description: message === 'Incidencia registrada' ? undefined : message,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          const outcome = clockErrorOutcome('incident', error, requiresPin);
          if (outcome.kind === 'pin') {
            const wait = outcome.retryAfterSeconds;
            return setPinStep({ error: outcome.message, ...(wait ? { waitUntil: Date.now() + wait * 1000 } : {}) });
          }
          setPinStep(null);
          setFailure(outcome.kind === 'toast' ? (outcome.toast.description ?? null) : null);
        },
      },
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (kindId === null) return setKindError(POS_MESSAGES.kindRequired);
    if (requiresPin) setPinStep({ error: null });
    else send(kindId);
  };

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="flex max-h-[calc(100dvh-1rem)] max-w-xl flex-col gap-4 overflow-y-auto">
        <div className="flex flex-col gap-1 pr-8">
          <DialogTitle>Reportar incidencia</DialogTitle>
          <DialogDescription>Queda en el registro de {employee.name} y se avisa a la empresa.</DialogDescription>
        </div>
        {pinStep && kindId !== null ? (
          <PinKeypad
            purpose="Reportar incidencia"
            error={pinStep.error}
            waitUntil={pinStep.waitUntil}
            isBusy={incident.isPending}
            onSubmit={(pin) => send(kindId, pin)}
            onCancel={() => setPinStep(null)}
          />
        ) : (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <IncidentKindPicker
              kinds={kinds.data ?? []}
              value={kindId}
              error={kindError}
              onChange={(id) => {
                setKindId(id);
                setKindError(null);
              }}
            />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="pos-incident-description">Descripción (opcional)</Label>
              <Textarea
                id="pos-incident-description"
                maxLength={4000}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
              />
            </div>
            {failure && (
              <Alert variant="error" title="Error al crear la incidencia">
                {failure === 'Error al crear la incidencia' ? null : failure}
              </Alert>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" size="lg" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" size="lg" isLoading={incident.isPending}>
                Enviar incidencia
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
