import type { ClockAction, ClockActor, ClockInput, ClockPerson } from './clock-action.service';

/**
 * The terminal a worker clocks at with a scanned kiosk QR's token, or an AppError in Spanish (400 or
 * 403). The terminals module answers it; the app passes it in, as terminals depend on workshift.
 */
export type AdmitKioskToken = (user: ClockPerson, token: string) => Promise<{ terminalId: number }>;

/**
 * A web clock action's actor and input: as sent, or, with a scanned QR's kiosk_token, clocked at that
 * terminal: source 'kiosk-qr', the terminal sealed in the event's details, and a start on site.
 */
export async function webClockActor(
  admitKioskToken: AdmitKioskToken,
  actor: ClockActor,
  action: ClockAction,
  input: ClockInput,
  kioskToken: string | undefined,
): Promise<{ actor: ClockActor; input: ClockInput }> {
  if (kioskToken === undefined) return { actor, input };
  const { terminalId } = await admitKioskToken(actor.user, kioskToken);
  return {
    actor: { ...actor, source: 'kiosk-qr' },
    input: {
      ...input,
      workMode: action === 'start' ? 'presencial' : input.workMode,
      auditDetails: { ...input.auditDetails, pos_terminal_id: terminalId },
    },
  };
}
