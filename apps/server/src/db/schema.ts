import type { WorkshiftStatus } from '@jornada/shared/api/workshift';
import type { WorkMode } from '@jornada/shared/domain/employee-contract';
import type { Role } from '@jornada/shared/roles';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface PlansTable {
  id: Generated<number>;
  name: string;
  type: 'free' | 'autonomo' | 'professional' | 'premium' | 'enterprise';
  user_limit: number;
  price_monthly_cents: number;
  features: ColumnType<string[], string, string>;
  sort_order: number;
  /** How many work centres (not archived) the plan allows; migration 017. */
  max_work_centres: ColumnType<number, number | undefined, number>;
  /** How many live (not revoked) POS terminals the plan allows; migration 019. */
  max_pos_terminals: ColumnType<number, number | undefined, number>;
  /** Whether the plan includes the integration API (API keys); migration 025. */
  api_access: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface GestoriasTable {
  id: Generated<number>;
  name: string;
  cif: string | null;
  email: string | null;
  created_at: Timestamp;
}

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled';

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  cif: string;
  schema_name: string;
  plan_id: number;
  trial_ends_at: NullableTimestamp;
  subscription_status: ColumnType<SubscriptionStatus, SubscriptionStatus | undefined, SubscriptionStatus>;
  subscription_ends_at: NullableTimestamp;
  gestoria_id: number | null;
  /** ISO 3166-2 code of the autonomous community (its regional holidays apply); migration 011. */
  region: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  /** Set while the platform admin has suspended the company (migration 020). */
  suspended_at: NullableTimestamp;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: Role;
  company_id: number | null;
  gestoria_id: number | null;
  password_hash: string | null;
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  email_verified_at: NullableTimestamp;
  password_changed_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Two-step verification (migration 022, ADR 015): the sealed TOTP secret; enabled_at NULL while pending. */
export interface UserMfaTable {
  user_id: number;
  secret: string;
  recovery_salt: string;
  enabled_at: NullableTimestamp;
  last_time_step: ColumnType<string | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

/** The single-use recovery codes of an enabled user (migration 022), hashed. */
export interface MfaRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

export type OneTimeTokenKind = 'activation' | 'password_reset';

export interface OneTimeTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  kind: OneTimeTokenKind;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  ip: string;
  email: string;
  failed_at: Timestamp;
}

export interface CompanyConfigTable {
  company_id: number;
  user_limit: ColumnType<number, number | undefined, number>;
  break_included: ColumnType<boolean, boolean | undefined, boolean>;
  break_obligatory: ColumnType<boolean, boolean | undefined, boolean>;
  break_time_min: ColumnType<number, number | undefined, number>;
  break_time_max: ColumnType<number, number | undefined, number>;
  max_breaks_per_day: ColumnType<number, number | undefined, number>;
  min_break_interval: ColumnType<number, number | undefined, number>;
  /** numeric: read as a string by both drivers. */
  workday_hours: ColumnType<string, number | string | undefined, number | string>;
  forgotten_clockout_hours: ColumnType<string, number | string | undefined, number | string>;
  vacation_days_per_year: ColumnType<number, number | undefined, number>;
  /** numeric: read as a string by both drivers. */
  full_time_weekly_hours: ColumnType<string, number | string | undefined, number | string>;
  allows_remote_work: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

export interface ShiftsTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  start_time: string;
  end_time: string;
  /** ISO weekdays (1 = lunes); integer[]: written as a '{1,2}' literal, read through to_json. */
  weekdays: ColumnType<number[], string | undefined, string>;
  created_at: Timestamp;
}

export interface EmployeesTable {
  company_id: number;
  user_id: number;
  identification: string | null;
  phone: string | null;
  shift_id: number | null;
  /** The employee's work centre; an insert without one gets the company's default (migration 017's trigger). */
  centre_id: ColumnType<number, number | undefined, number>;
  deactivated_at: NullableTimestamp;
  created_at: Timestamp;
  /** The employee's own yearly vacation allowance; null = the company's. */
  vacation_days_per_year: ColumnType<number | null, number | null | undefined, number | null>;
  notify_new_petition: ColumnType<boolean, boolean | undefined, boolean>;
  notify_decision: ColumnType<boolean, boolean | undefined, boolean>;
  notify_forgotten_clockout: ColumnType<boolean, boolean | undefined, boolean>;
  notify_monthly_summary: ColumnType<boolean, boolean | undefined, boolean>;
  /** Migration 028: a company admin gets the day's signed digest by email. */
  notify_record_digest: ColumnType<boolean, boolean | undefined, boolean>;
  /** Migration 030: the code in the company's payroll program; unique in the company, case aside. */
  payroll_code: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 017: a company's work centres; archived, never deleted. */
export interface WorkCentresTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  address: ColumnType<string, string | undefined, string>;
  latitude: number | null;
  longitude: number | null;
  radius_meters: number | null;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  archived_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface EmployeeManagersTable {
  company_id: number;
  employee_id: number;
  manager_id: number;
  created_at: Timestamp;
}

export interface AuditLogTable {
  company_id: number;
  id: Generated<string>;
  actor_user_id: number | null;
  action: string;
  entity: string | null;
  entity_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  ip: string | null;
  created_at: Timestamp;
}

export interface PlatformAuditLogTable {
  id: Generated<string>;
  actor_user_id: number | null;
  action: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  ip: string | null;
  created_at: Timestamp;
}

export type ClockEventKind = 'start' | 'break_start' | 'break_end' | 'resume' | 'end' | 'incident' | 'correction';
export type ClockSource = 'web' | 'pos' | 'widget' | 'api' | 'kiosk-qr';

export interface ClockEventsTable {
  company_id: number;
  id: Generated<string>;
  user_id: number;
  workshift_id: string | null;
  kind: ClockEventKind;
  occurred_at: ColumnType<Date, Date, never>;
  client_time: string | null;
  client_timezone: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  source: ClockSource;
  actor_user_id: number;
  session_id: number | null;
  details: ColumnType<Record<string, unknown>, string, never>;
  prev_hash: string | null;
  hash: string;
}

export interface ClockChainHeadsTable {
  company_id: number;
  user_id: number;
  last_event_id: string | null;
  last_hash: string | null;
  event_count: ColumnType<number, number | undefined, number>;
}

export interface StoredBreak {
  start: string;
  end: string | null;
}

export interface StoredLocation {
  action: 'start' | 'pause' | 'resume' | 'end' | 'incident';
  latitude: number;
  longitude: number;
  accuracy: number | null;
  timestamp: string;
}

/** A shift's times at one moment (before or after a correction), instants as ISO strings. */
export interface StoredShiftTimes {
  started_at: string;
  ended_at: string | null;
  status: WorkshiftStatus;
  breaks: StoredBreak[];
}

export type CorrectionChange = 'start' | 'end' | 'breaks';

/** One applied correction in workshifts.corrections: derived from its event, so a rebuild repeats it. */
export interface StoredCorrection {
  event_id: string;
  petition_id: number;
  changes: CorrectionChange[];
  supersedes: string[];
  original: StoredShiftTimes;
  corrected: StoredShiftTimes;
  reason: string;
  comment: string | null;
  requested_by: number;
  approved_by: number;
  requested_at: string;
  decided_at: string;
}

export interface WorkshiftsTable {
  company_id: number;
  id: string;
  user_id: number;
  /** date: always selected as text (yyyy-MM-dd) so no driver turns it into a local midnight. */
  fecha: string;
  started_at: Date;
  ended_at: Date | null;
  status: WorkshiftStatus;
  breaks: ColumnType<StoredBreak[], string, string>;
  locations: ColumnType<StoredLocation[], string, string>;
  observaciones: string | null;
  last_event_id: string;
  corrections: ColumnType<StoredCorrection[], string | undefined, string>;
  work_mode: ColumnType<WorkMode, WorkMode | undefined, WorkMode>;
  /** Holds an event replayed from a device's offline queue (migration 021). */
  offline: ColumnType<boolean, boolean | undefined, boolean>;
}

/** The first answer to a clock action sent with an Idempotency-Key (migration 021), kept ≥ 24 h. */
export interface IdempotencyKeysTable {
  company_id: number;
  key: string;
  user_id: number;
  fingerprint: string;
  response: ColumnType<unknown, string, never>;
  created_at: Generated<Date>;
}

/** A contract period (migration 012, ADR 010): appended, never changed. */
export interface EmployeeContractsTable {
  company_id: number;
  id: Generated<number>;
  user_id: number;
  /** date: selected as text. */
  effective_from: string;
  weekly_minutes: number;
  work_mode: WorkMode;
  created_by: number | null;
  created_at: Timestamp;
}

export interface OvertimeSettlementsTable {
  company_id: number;
  id: Generated<number>;
  user_id: number;
  /** date, the month's first day: selected as text. */
  month: string;
  mode: 'paid' | 'compensated';
  /** The overtime minutes it settled (migration 027); null on an older row until filled once. */
  settled_minutes: number | null;
  created_by: number | null;
  created_at: Timestamp;
}

export type PetitionKindValue = 'tickets' | 'vacations' | 'wscorrections';
export type PetitionStatusValue = 'pending' | 'approved' | 'rejected' | 'cancelled';

export interface PetitionsTable {
  company_id: number;
  id: Generated<string>;
  table_name: PetitionKindValue;
  status: ColumnType<PetitionStatusValue, PetitionStatusValue | undefined, PetitionStatusValue>;
  requester_id: number;
  employee_id: number;
  /** integer[]: written as a '{1,2}' literal. */
  assigned_to: ColumnType<number[], string, never>;
  payload: ColumnType<Record<string, unknown>, string, never>;
  workshift_id: string | null;
  /** date: selected as text. */
  start_date: string | null;
  end_date: string | null;
  created_at: Timestamp;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  decision_comment: string | null;
  cancelled_at: NullableTimestamp;
}

export type NotificationTypeValue = 'ticket' | 'vacation' | 'workshift' | 'general';
export type NotificationEventValue =
  | 'petition_created'
  | 'petition_decided'
  | 'petition_cancelled'
  | 'forgotten_clockout'
  | 'monthly_summary'
  | 'overtime_unsettled';

export interface NotificationsTable {
  company_id: number;
  id: Generated<string>;
  user_id: number;
  type: NotificationTypeValue;
  event: NotificationEventValue;
  petition_id: string | null;
  workshift_id: string | null;
  title: string;
  message: string;
  link: string | null;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

/** The worker's monthly summary of hours, handed over and acknowledged (migration 014). */
export interface MonthlySummariesTable {
  company_id: number;
  id: Generated<string>;
  user_id: number;
  /** yyyy-MM (Madrid month). */
  month: string;
  sent_at: Timestamp;
  emailed: boolean;
  /** date: selected as text. */
  digest_day: string | null;
  digest_root: string | null;
  acknowledged_at: NullableTimestamp;
  acknowledged_ip: string | null;
  acknowledged_user_agent: string | null;
}

export interface HolidaysTable {
  company_id: number;
  id: Generated<number>;
  /** date: selected as text. */
  date: string;
  name: string;
  created_by: number | null;
  created_at: Timestamp;
}

/** Contact and custom-plan requests from the public pages (platform data, no tenant). */
export interface ContactRequestsTable {
  id: Generated<number>;
  kind: 'contact' | 'custom_plan';
  source: 'dialog' | 'page' | null;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string | null;
  num_workers: string | null;
  workers: number | null;
  plan: string | null;
  consent: boolean;
  ip: string;
  user_agent: string | null;
  is_spam: ColumnType<boolean, boolean | undefined, never>;
  created_at: ColumnType<Date, never, never>;
  emailed_at: ColumnType<Date | null, never, Date | string>;
  /** Migration 030: when the platform admin marked it «atendida» (null: open), and who. */
  handled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  handled_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One attempt at a per-IP limited public endpoint (access/ip-rate-limit.repository.ts). */
export interface RateLimitHitsTable {
  id: Generated<number>;
  bucket: string;
  ip: string;
  created_at: ColumnType<Date, never, never>;
}

/** A recurring job's lease and last period run (jobs/job-lease.ts, ADR 028). */
export interface JobRunsTable {
  name: string;
  lease_holder: string | null;
  lease_until: Date | null;
  last_period: ColumnType<string | null, number | null | undefined, number | null>;
  last_finished_at: Date | null;
}

/** One chain head as a digest records it (ADR 008). */
export interface DigestLeaf {
  employee_id: number;
  events: number;
  head_hash: string;
}

/** A signed daily digest of a company's chain heads (append-only, ADR 008). */
export interface RecordDigestsTable {
  company_id: number;
  id: Generated<string>;
  /** date: selected as text. */
  day: string;
  created_at: ColumnType<Date, Date, never>;
  root: string;
  leaf_count: number;
  leaves: ColumnType<DigestLeaf[], string, never>;
  key_id: string;
  signature: string;
  /** Migration 028: the daily digest (sent out, one a day) or a checkpoint taken while the record changes. */
  kind: ColumnType<DigestKind, DigestKind | undefined, never>;
  /** Place in the company's chain of digests, 1 = starts it; null = written before chaining (028). */
  sequence: ColumnType<number | null, number | null | undefined, never>;
  /** SHA-256 of the previous digest's signed message; null for the first of the chain and unchained ones. */
  previous_hash: ColumnType<string | null, string | null | undefined, never>;
  /** date, as text: a daily digest's first day covered (earlier than `day` when published late). */
  covers_from: ColumnType<string | null, string | null | undefined, never>;
}

export type DigestKind = 'daily' | 'checkpoint';

/** Read-only access for the Labour Inspectorate to a period of the register (migration 013). */
export interface InspectorLinksTable {
  company_id: number;
  id: Generated<number>;
  label: string;
  /** date: selected as text. */
  period_from: string;
  period_to: string;
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  expires_at: Timestamp;
  created_by: number | null;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_by: number | null;
  last_accessed_at: NullableTimestamp;
  access_count: ColumnType<number, number | undefined, number>;
}

/** A shared clocking device of a company (migration 016, ADR 012). */
export interface PosTerminalsTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  /** POS- and 4–6 characters, unique across every company: what the kiosk's login asks for. */
  id_acceso: string;
  /** argon2id hash of the terminal's 6-digit PIN. */
  pin_hash: string;
  /** Goes up with every new PIN: a POS session opened with an older one is over. */
  pin_generation: ColumnType<number, number | undefined, number>;
  /** null = every active employee who clocks. */
  employee_ids: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
  require_employee_pin: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: number | null;
  created_at: Timestamp;
  last_seen_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  revoked_by: number | null;
  /** The work centre the kiosk stands in (migration 019); the company's default when left out. */
  centre_id: ColumnType<number, number | undefined, number>;
}

/** The POS cookie's session (separate from the user's `sessions`): only its token's SHA-256 is kept. */
export interface PosSessionsTable {
  company_id: number;
  id: Generated<number>;
  terminal_id: number;
  token_hash: string;
  /** The terminal's pin_generation when the session was opened. */
  pin_generation: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

/** An employee's personal PIN for terminals that require one (argon2id hash). */
export interface KioskPinsTable {
  company_id: number;
  user_id: number;
  pin_hash: string;
  updated_at: Timestamp;
}

/** A counter of wrong personal PINs (migration 029, ADR 025); terminal_id null = at every terminal. */
export interface KioskPinLockoutsTable {
  company_id: number;
  user_id: number;
  terminal_id: number | null;
  failures: number;
  window_started_at: Timestamp;
  locked_until: NullableTimestamp;
}

/** A counter of wrong terminal activations (migration 029, ADR 025); '' = any identifier / any address. */
export interface PosLoginLockoutsTable {
  id_acceso: string;
  address: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: NullableTimestamp;
}

/** A domain event (migration 023, ADR 016): written by emit_domain_event, swept after 7 days. */
export interface DomainEventsTable {
  /** bigint, as a string (like every bigint here). */
  id: Generated<string>;
  company_id: number;
  type: string;
  topic: string;
  user_id: number | null;
  data: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: Generated<Date>;
}

/** A company's webhook (migration 024, ADR 017): `secret` is sealed (webhook-secret-box.ts). */
export interface WebhooksTable {
  company_id: number;
  id: Generated<number>;
  url: string;
  events: ColumnType<string[], string[], string[]>;
  secret: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: number | null;
  created_at: Generated<Date>;
  disabled_at: NullableTimestamp;
  disabled_by: number | null;
}

export type WebhookDeliveryStatusValue = 'pending' | 'delivered' | 'failed';

/** One event for one webhook (migration 024): queued by the domain_events trigger, the log too. */
export interface WebhookDeliveriesTable {
  company_id: number;
  /** uuid: the delivery id receivers dedupe on. */
  id: Generated<string>;
  webhook_id: number;
  domain_event_id: string;
  event_type: string;
  payload: ColumnType<Record<string, unknown>, string, never>;
  status: ColumnType<WebhookDeliveryStatusValue, WebhookDeliveryStatusValue | undefined, WebhookDeliveryStatusValue>;
  attempts: ColumnType<number, number | undefined, number>;
  attempts_before_queue: ColumnType<number, number | undefined, number>;
  next_attempt_at: Date;
  locked_until: NullableTimestamp;
  retry_until: Date;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** An integration's API key (migration 025): only the SHA-256 of the key is kept. */
export interface ApiKeysTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  scopes: ColumnType<string[], string[], string[]>;
  key_prefix: string;
  key_hash: string;
  created_by: number | null;
  created_at: Generated<Date>;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  revoked_by: number | null;
}

export interface Database {
  plans: PlansTable;
  gestorias: GestoriasTable;
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  user_mfa: UserMfaTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  one_time_tokens: OneTimeTokensTable;
  login_failures: LoginFailuresTable;
  company_config: CompanyConfigTable;
  shifts: ShiftsTable;
  employees: EmployeesTable;
  employee_managers: EmployeeManagersTable;
  audit_log: AuditLogTable;
  platform_audit_log: PlatformAuditLogTable;
  clock_events: ClockEventsTable;
  clock_chain_heads: ClockChainHeadsTable;
  workshifts: WorkshiftsTable;
  idempotency_keys: IdempotencyKeysTable;
  domain_events: DomainEventsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  petitions: PetitionsTable;
  notifications: NotificationsTable;
  holidays: HolidaysTable;
  employee_contracts: EmployeeContractsTable;
  overtime_settlements: OvertimeSettlementsTable;
  contact_requests: ContactRequestsTable;
  rate_limit_hits: RateLimitHitsTable;
  job_runs: JobRunsTable;
  record_digests: RecordDigestsTable;
  inspector_links: InspectorLinksTable;
  monthly_summaries: MonthlySummariesTable;
  pos_terminals: PosTerminalsTable;
  pos_sessions: PosSessionsTable;
  kiosk_pins: KioskPinsTable;
  kiosk_pin_lockouts: KioskPinLockoutsTable;
  pos_login_lockouts: PosLoginLockoutsTable;
  api_keys: ApiKeysTable;
  work_centres: WorkCentresTable;
}

export type User = Selectable<UsersTable>;
export type Company = Selectable<CompaniesTable>;
export type NewUser = Insertable<UsersTable>;
