/**
 * The personal PINs of taps waiting in the kiosk's offline queue, by Idempotency-Key, in this page's
 * memory only: a shared device never writes a worker's PIN to its storage (docs/spec-deviations.md).
 * A reload before the connection is back loses them, and those taps are shown as not recorded.
 */
const pins = new Map<string, string>();

export function rememberPin(key: string, pin: string): void {
  pins.set(key, pin);
}

export function rememberedPin(key: string): string | undefined {
  return pins.get(key);
}

export function forgetPin(key: string): void {
  pins.delete(key);
}

export const PIN_LOST_MESSAGE =
  'El terminal se reinició antes de enviarlo y el PIN no se guarda en el dispositivo: vuelve a fichar';
