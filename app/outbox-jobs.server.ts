import { LEAD_RETRY_JOB } from "~/features/leads/index.server";
import { MAIL_SEND_JOB } from "~/server/mail.server";
import { outboxHandlers } from "~/server/outbox.server";

/** Every kind of outbox job and what does it, in one place; the worker is started with this table. */
export const OUTBOX_JOBS = outboxHandlers(MAIL_SEND_JOB, LEAD_RETRY_JOB);
