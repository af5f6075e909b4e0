import {
  ACTIVITY_PAYMENT_JOB,
  BOOKING_DECLINED_JOB,
  BOOKING_RECONCILE_TASK,
  BOOKING_REQUEST_JOB,
  RECONCILE_JOB,
  VOUCHER_JOB,
} from "~/features/activities/index.server";
import {
  FOLLOW_UP_CADENCE_TASK,
  PAYMENT_REMIND_JOB,
  PAYMENT_REMINDERS_TASK,
  RESCORE_JOB,
  RETENTION_NOTICE_JOB,
  RETENTION_TASK,
  TASK_DIGEST_TASK,
} from "~/features/crm/index.server";
import { LEAD_RETRY_JOB } from "~/features/leads/index.server";
import { PAYMENT_JOBS, PAYMENTS_RECONCILE_TASK } from "~/features/payments/index.server";
import { PAYMENT_SETTLED_JOB, PROPOSAL_MAIL_JOB } from "~/features/quotes/index.server";
import { SCREENSHOT_DIGEST_JOB } from "~/features/screenshot-alerts/index.server";
import { VERIFICATION_PURGE_TASK } from "~/features/verification/index.server";
import {
  EARLY_STATUS_PURGE_TASK,
  PAYMENT_REMIND_WHATSAPP_JOB,
  REMINDER_OUTCOME_TASK,
} from "~/features/whatsapp/index.server";
import { MAIL_SEND_JOB } from "~/server/mail.server";
import { COUNTERS_PURGE_TASK, type MaintenanceTask } from "~/server/maintenance.server";
import { outboxHandlers } from "~/server/outbox.server";

/** Every kind of outbox job and what does it, in one place; the worker is started with this table. */
export const OUTBOX_JOBS = outboxHandlers(
  MAIL_SEND_JOB,
  LEAD_RETRY_JOB,
  SCREENSHOT_DIGEST_JOB,
  RESCORE_JOB,
  VOUCHER_JOB,
  RECONCILE_JOB,
  BOOKING_REQUEST_JOB,
  BOOKING_DECLINED_JOB,
  PROPOSAL_MAIL_JOB,
  ...PAYMENT_JOBS,
  PAYMENT_REMIND_JOB,
  PAYMENT_REMIND_WHATSAPP_JOB,
  PAYMENT_SETTLED_JOB,
  ACTIVITY_PAYMENT_JOB,
  RETENTION_NOTICE_JOB,
);

/** What the worker does every few minutes: clean-up (expired codes, limit counters, WhatsApp statuses nobody claimed, WhatsApp reminders no status settled), the CRM's timed tasks, settling activity bookings the supplier has not answered, asking Razorpay about open payment links, queuing payment reminders, and the daily privacy retention round. */
export const MAINTENANCE_TASKS: readonly MaintenanceTask[] = [
  VERIFICATION_PURGE_TASK,
  COUNTERS_PURGE_TASK,
  EARLY_STATUS_PURGE_TASK,
  REMINDER_OUTCOME_TASK,
  FOLLOW_UP_CADENCE_TASK,
  TASK_DIGEST_TASK,
  BOOKING_RECONCILE_TASK,
  PAYMENTS_RECONCILE_TASK,
  PAYMENT_REMINDERS_TASK,
  RETENTION_TASK,
];
