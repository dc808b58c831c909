import { TENANT_TABLES } from './migrations/001-foundation';
import { CLOCK_TENANT_TABLES } from './migrations/002-clock-record';
import { PETITION_TENANT_TABLES } from './migrations/004-petitions';
import { RECORD_DIGEST_TENANT_TABLES } from './migrations/010-record-digests';
import { CONTRACT_TENANT_TABLES } from './migrations/012-employee-contracts';
import { INSPECTOR_LINK_TENANT_TABLES } from './migrations/013-inspector-links';
import { MONTHLY_SUMMARY_TENANT_TABLES } from './migrations/014-monthly-summaries';
import { OVERTIME_TENANT_TABLES } from './migrations/015-overtime-settlements';
import { POS_TENANT_TABLES } from './migrations/016-pos-terminals';
import { WORK_CENTRE_TENANT_TABLES } from './migrations/017-work-centres';
import { IDEMPOTENCY_TENANT_TABLES } from './migrations/021-offline-idempotent-clock';
import { DOMAIN_EVENT_TENANT_TABLES } from './migrations/023-domain-events';
import { WEBHOOK_TENANT_TABLES } from './migrations/024-webhooks';
import { API_KEY_TENANT_TABLES } from './migrations/025-api-keys';
import { KIOSK_LOCKOUT_TENANT_TABLES } from './migrations/029-kiosk-lockouts';

/** Every table under row-level security, across migrations: the isolation suite iterates it. */
export const ALL_TENANT_TABLES = [
  ...TENANT_TABLES,
  ...CLOCK_TENANT_TABLES,
  ...PETITION_TENANT_TABLES,
  ...RECORD_DIGEST_TENANT_TABLES,
  ...CONTRACT_TENANT_TABLES,
  ...OVERTIME_TENANT_TABLES,
  ...INSPECTOR_LINK_TENANT_TABLES,
  ...MONTHLY_SUMMARY_TENANT_TABLES,
  ...POS_TENANT_TABLES,
  ...WORK_CENTRE_TENANT_TABLES,
  ...IDEMPOTENCY_TENANT_TABLES,
  ...DOMAIN_EVENT_TENANT_TABLES,
  ...WEBHOOK_TENANT_TABLES,
  ...API_KEY_TENANT_TABLES,
  ...KIOSK_LOCKOUT_TENANT_TABLES,
] as const;
