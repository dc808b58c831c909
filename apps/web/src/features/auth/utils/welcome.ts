import type { ToastInput } from '../../../components/ui/toast/toast-store';

export const WELCOME_DESCRIPTION = 'Te damos la bienvenida a Jornada.';

/** The login's success toast, the same for every person: SPEC's 'Bienvenido' is masculine. */
export function welcomeToast(name: string): ToastInput {
  const trimmed = name.trim();
  return { title: trimmed ? `Hola, ${trimmed}` : 'Hola', description: WELCOME_DESCRIPTION, variant: 'success' };
}
