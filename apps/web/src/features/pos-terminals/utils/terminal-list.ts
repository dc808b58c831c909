import type { PosTerminal } from '@jornada/shared/api/pos-terminals';

export function isRevoked(terminal: Pick<PosTerminal, 'revoked_at'>): boolean {
  return terminal.revoked_at !== null;
}

/** Live terminals first, then the revoked ones kept for the record; the server's order within each. */
export function orderTerminals<T extends Pick<PosTerminal, 'revoked_at'>>(terminals: readonly T[]): T[] {
  return [...terminals.filter((t) => !isRevoked(t)), ...terminals.filter(isRevoked)];
}
