import type { PosTerminal } from '@jornada/shared/api/pos-terminals';

/** Where a terminal is activated (SPEC §2.7: /pos and /pos-login lead there too). */
export const POS_LOGIN_PATH = '/login?mode=pos';

export function posLoginUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${POS_LOGIN_PATH}`;
}

/** '123 456': a PIN in groups of three, easier to read aloud and to copy by hand. */
export function formatPinForReading(pin: string): string {
  return pin.replace(/(\d{3})(?=\d)/g, '$1 ');
}

/** The steps printed on a terminal's setup sheet, in order. */
export function setupSteps(
  terminal: Pick<PosTerminal, 'id_acceso' | 'require_employee_pin'>,
  loginUrl: string,
): string[] {
  return [
    'Abre el navegador en la tableta, el móvil o el ordenador que quedará en la entrada.',
    `Entra en ${loginUrl}`,
    `En «Identificador del POS» escribe ${terminal.id_acceso} y en «Pin», el PIN de esta hoja.`,
    'Pulsa «Activar»: el terminal queda conectado y muestra la lista de empleados.',
    terminal.require_employee_pin
      ? 'Cada empleado ficha tocando su nombre y escribiendo su PIN personal, que elige en «Mis terminales POS».'
      : 'Cada empleado ficha tocando su nombre.',
    'Guarda esta hoja en un lugar seguro: con el PIN se puede activar el terminal. Si se pierde, genera un PIN nuevo en «Terminales POS».',
  ];
}
