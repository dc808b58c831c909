import type { WorkshiftStatus } from '@jornada/shared/api/workshift';
import type { WorkMode } from '@jornada/shared/domain/employee-contract';
import type { StoredBreak, StoredCorrection, StoredLocation } from '../../db/schema';

/** A shift of the projection (`workshifts`) as read back: what the record's events make of one working day. */
export interface WorkshiftRow {
  company_id: number;
  id: string;
  user_id: number;
  fecha: string;
  started_at: Date;
  ended_at: Date | null;
  status: WorkshiftStatus;
  breaks: StoredBreak[];
  locations: StoredLocation[];
  observaciones: string | null;
  last_event_id: string;
  /** Applied corrections, oldest first (ADR 006). */
  corrections: StoredCorrection[];
  /** From the start event's details (ADR 010). */
  work_mode: WorkMode;
  /** One of its events came from a device's offline queue (migration 021). */
  offline: boolean;
}
