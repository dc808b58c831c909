import { spanishDate } from '@jornada/shared/domain/calendar';
import { madridDate } from '@jornada/shared/domain/madrid-time';

/** dd/MM/yyyy (Madrid) of the day a user was added. */
export function joinedOn(createdAt: string): string {
  const instant = new Date(createdAt);
  return Number.isNaN(instant.getTime()) ? '' : spanishDate(madridDate(instant));
}

/** Active colleagues can be deactivated; nobody deactivates themself (the server refuses it too). */
export function canDeactivate(user: { id: number; active: boolean }, selfId: number): boolean {
  return user.active && user.id !== selfId;
}

export const activeLabel = (active: boolean) => (active ? 'Activo' : 'Inactivo');
