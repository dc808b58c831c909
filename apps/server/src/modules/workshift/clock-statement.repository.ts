import { clockWriteStatement } from './clock-write.repository';
import type { ClockWrite } from './clock-write-arguments';
import { rememberAnswerStatement } from './idempotency.repository';

export interface ClockClosing {
  write: ClockWrite;
  /** The Idempotency-Key's answer to keep, when the request sent one. */
  answer?: Parameters<typeof rememberAnswerStatement>[0];
  /** The domain event as parameterless SQL (emitDomainEventStatement). */
  announce: string;
}

/**
 * A clock action's closing write as one parameterless SQL text, sent in its COMMIT's message (ADR
 * 005): clock_write, then the key's answer, then the domain event (ADR 016). One message, so the
 * action stays two round trips.
 */
export function clockClosingStatement({ write, answer, announce }: ClockClosing): string {
  const statements = [clockWriteStatement(write)];
  if (answer) statements.push(rememberAnswerStatement(answer));
  statements.push(announce);
  return statements.join('; ');
}
