import { clockContext } from './clock-context';
import { clockWrite } from './clock-write';
import { emitDomainEvent } from './emit-domain-event';
import { employeeDefaultCentre } from './employee-default-centre';
import { guardMonthlySummaryChange } from './guard-monthly-summary-change';
import { guardPetitionChange } from './guard-petition-change';
import { notificationDomainEvent } from './notification-domain-event';
import { queueWebhookDeliveries } from './queue-webhook-deliveries';
import { refuseContractChange } from './refuse-contract-change';
import { refuseDigestChange } from './refuse-digest-change';
import { refuseOvertimeSettlementChange } from './refuse-overtime-settlement-change';
import { refuseRecordChange } from './refuse-record-change';
import type { SqlFunction } from './sql-function';
import { storeWorkshifts } from './store-workshifts';
import { webhookEventData } from './webhook-event-data';
import { webhookIso } from './webhook-iso';

/**
 * Every SQL function of the schema, as it is today (ADR 027). Bundled as modules, like the migrations,
 * so the built server carries them. A SQL-language function's body is checked when it is created, so
 * one that calls another comes after it (plpgsql bodies are only checked when they run).
 */
export const SQL_FUNCTIONS: readonly SqlFunction[] = [
  refuseRecordChange,
  guardPetitionChange,
  refuseDigestChange,
  refuseContractChange,
  guardMonthlySummaryChange,
  refuseOvertimeSettlementChange,
  employeeDefaultCentre,
  clockContext,
  clockWrite,
  storeWorkshifts,
  emitDomainEvent,
  notificationDomainEvent,
  webhookIso,
  webhookEventData,
  queueWebhookDeliveries,
];
