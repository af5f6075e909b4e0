import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Side effects nobody waits for (staff e-mails, vouchers, alerts) are written here in the same
 * transaction as their data and drained by the outbox worker. See docs/decisions/003-outbox.md.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What to do, e.g. "mail.send". A handler is registered per kind. */
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** pending -> (processing) -> done | dead; a failed attempt goes back to pending with a later run_at. */
    status: text("status", { enum: ["pending", "processing", "done", "dead"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_due_idx")
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index("outbox_status_idx").on(t.status, t.createdAt),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * The current one-time code per (purpose, phone): a resend overwrites it, which is what kills the
 * old code. Only an HMAC of the code is stored. See app/features/verification/verification.server.ts.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose").notNull(),
    /** E.164, e.g. +919812345678 */
    phone: text("phone").notNull(),
    /** The flow record the code was sent for (e.g. a quiz submission id); a check may insist on it. */
    subjectId: text("subject_id"),
    codeHash: text("code_hash").notNull(),
    /** Every check counts, right or wrong; checks stop at max_attempts. */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    /** active -> verified | exhausted; send_failed when the provider refused it (no resend cooldown then). */
    status: text("status", { enum: ["active", "verified", "exhausted", "send_failed"] })
      .notNull()
      .default("active"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    provider: text("provider"),
    providerMessageId: text("provider_message_id"),
    /** What the provider's delivery report said of this code's SMS; null until one arrives. */
    deliveryStatus: text("delivery_status", { enum: ["delivered", "failed"] }),
    /** The provider's reason for a failed delivery, as it gave it (an error code or a status). */
    deliveryReason: text("delivery_reason"),
    deliveryReportedAt: timestamp("delivery_reported_at", { withTimezone: true }),
    requestIp: text("request_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("verification_codes_purpose_phone_key").on(t.purpose, t.phone),
    // A delivery report names the message by the provider's id.
    index("verification_codes_provider_message_idx").on(t.provider, t.providerMessageId),
    index("verification_codes_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Codes e-mailed to prove an address (an activity booking without a phone), kept like the SMS codes:
 * only an HMAC, tries counted, one live code per (purpose, address) — a new one replaces the old.
 * The subject is the browser's id for the form fill, by which the code step resends and checks.
 */
export const emailCodes = pgTable(
  "email_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose").notNull(),
    /** Lower case, as the form's schema leaves it. */
    email: text("email").notNull(),
    subjectId: uuid("subject_id").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    /** active -> verified | exhausted; send_failed when the mail could not be sent (no cooldown then). */
    status: text("status", { enum: ["active", "verified", "exhausted", "send_failed"] })
      .notNull()
      .default("active"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    requestIp: text("request_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("email_codes_purpose_email_key").on(t.purpose, t.email),
    index("email_codes_subject_idx").on(t.subjectId),
    index("email_codes_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Counters for SMS pumping protection and the HTTP limits: a fixed window, or one bucket of a rolling
 * window (the SMS budget, the hourly caps), per row; also a spent proof of work (`pow:…`, until its
 * challenge expires). Kept in the database so every app process shares them.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "rate_limit_counters_pkey", columns: [t.key, t.windowStart] }),
    index("rate_limit_counters_expires_idx").on(t.expiresAt),
  ],
);

/** A person the agency knows, deduplicated by E.164 phone (or, without one, matched by e-mail). */
export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    phone: text("phone"),
    name: text("name"),
    email: text("email"),
    /** Set once a code sent to this phone was entered correctly; verified details are not overwritten by unverified leads. */
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    city: text("city"),
    /** Staff's standing notes about the person (not the timeline's dated notes). */
    notes: text("notes"),
    /** The staff member who looks after this person; "only my records" shows a partner their own. */
    ownerId: text("owner_id").references(() => authUser.id, { onDelete: "set null" }),
    /** Soft delete by an admin: hidden everywhere in the console, kept for the record. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: text("deleted_by"),
    /**
     * When the retention job told the person their data would be erased for want of activity; set
     * once so a rerun does not tell them again, cleared when they turn up again before the erasure.
     */
    retentionNoticedAt: timestamp("retention_noticed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("contacts_phone_key").on(t.phone),
    index("contacts_email_idx").on(sql`lower(${t.email})`),
    index("contacts_last_activity_idx").on(t.lastActivityAt),
    index("contacts_created_idx").on(t.createdAt),
    index("contacts_owner_idx").on(t.ownerId),
    // The few deleted contacts, so "not deleted" is an anti-join against a handful of rows.
    index("contacts_deleted_idx")
      .on(t.id)
      .where(sql`${t.deletedAt} IS NOT NULL`),
    // Search by any part of a name, e-mail or number stays an index scan on 100,000 contacts.
    index("contacts_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("contacts_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("contacts_phone_trgm_idx").using("gin", sql`${t.phone} gin_trgm_ops`),
  ],
);

/** The CRM's inbox: every lead of every flow, scored, on one contact. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** quiz, booking_request, priority_access, callback, itinerary_unlock, deal_booking, activity_booking, … */
    type: text("type").notNull(),
    /** Where on the site it came from (support_callback, quiz_page, …). */
    source: text("source"),
    /** The id of the record the lead came from (e.g. the quiz submission); (type, source_id) is unique. */
    sourceId: text("source_id").notNull(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    /** Only an address the visitor gave; never a made-up one. */
    email: text("email"),
    phone: text("phone"),
    phoneVerified: boolean("phone_verified").notNull().default(false),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    sourceData: jsonb("source_data").$type<Record<string, unknown>>().notNull().default({}),
    score: integer("score").notNull(),
    scoreReason: text("score_reason"),
    stage: text("stage").notNull().default("New Lead"),
    /** A per-lead code the visitor quotes to the concierge (the quiz's results). */
    promoCode: text("promo_code"),
    consentText: text("consent_text"),
    consentVersion: text("consent_version"),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who works this lead. */
    ownerId: text("owner_id").references(() => authUser.id, { onDelete: "set null" }),
    /** The deal's value in whole rupees: a quote while open, the agreed amount once Closed Won. */
    valueInr: bigint("value_inr", { mode: "number" }),
    /** Why it was lost, asked for when a lead moves to Closed Lost. */
    lostReason: text("lost_reason"),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }),
    /** What an agent needs to quote, as staff edited it; null until then (the visitor's answers pre-fill it). */
    trip: jsonb("trip").$type<Record<string, unknown>>(),
    /**
     * Facts the reports count by, kept by the database so a year of leads is read as narrow rows
     * instead of re-deriving each lead from its timeline on every request. `moved_rank`: the
     * furthest pipeline stage (1-based, Closed Lost aside) a recorded stage move went to or came
     * from; `first_staff_at`: the first call, note, e-mail or stage move a staff member recorded.
     * Both are written only by triggers on `contact_timeline` (migration `lead_report_facts`).
     */
    movedRank: smallint("moved_rank"),
    firstStaffAt: timestamp("first_staff_at", { withTimezone: true }),
    /** The India day (Asia/Kolkata) the lead arrived on: the reports' day. */
    indiaDay: date("india_day", { mode: "string" }).generatedAlwaysAs(
      sql`((created_at AT TIME ZONE 'Asia/Kolkata')::date)`,
    ),
    /** Where the trip is to, as staff edited it or else as the visitor gave it. */
    reportDestination: text("report_destination").generatedAlwaysAs(
      sql`coalesce(nullif(trim(trip->>'destination'), ''), nullif(trim(source_data->>'destination'), ''))`,
    ),
  },
  (t) => [
    unique("leads_type_source_key").on(t.type, t.sourceId),
    index("leads_owner_idx").on(t.ownerId),
    index("leads_type_idx").on(t.type, t.createdAt),
    check("leads_value_non_negative", sql`${t.valueInr} IS NULL OR ${t.valueInr} >= 0`),
    uniqueIndex("leads_promo_code_key").on(t.promoCode),
    index("leads_contact_idx").on(t.contactId),
    index("leads_stage_created_idx").on(t.stage, t.createdAt),
    index("leads_created_idx").on(t.createdAt),
    index("leads_india_day_idx").on(t.indiaDay),
    check("leads_score_range", sql`${t.score} BETWEEN 0 AND 100`),
  ],
);

/**
 * One row per purpose a person agreed to, kept with the notice they saw: the trip purpose with
 * every lead, marketing (offers) only when they chose it, WhatsApp when they opted in. A changed
 * notice is a new version, so each row keeps the version and the exact words it was given under.
 * Withdrawal stamps `withdrawn_at`; the row stays as the record of what was agreed and when.
 */
export const consents = pgTable(
  "consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    /** The E.164 number (or, without one, the e-mail) the consent was given for. */
    phone: text("phone"),
    email: text("email"),
    purpose: text("purpose").$type<"trip" | "marketing" | "whatsapp">().notNull(),
    noticeVersion: text("notice_version").notNull(),
    noticeText: text("notice_text").notNull(),
    /** How it was given: "web" for the site's forms. */
    channel: text("channel").notNull(),
    /** The form it came from (the lead's type, e.g. quiz, callback). */
    sourceForm: text("source_form"),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    index("consents_contact_idx").on(t.contactId),
    index("consents_lead_idx").on(t.leadId),
    index("consents_phone_idx").on(t.phone),
  ],
);

/** What happened with a contact, newest first: SMS sent or failed, e-mails, lead events. Rows render by `kind`. */
export const contactTimeline = pgTable(
  "contact_timeline",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** sms_sent, sms_failed, email, lead_created, phone_verified, task_created, call, note, stage_changed, … */
    kind: text("kind").notNull(),
    summary: text("summary").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who wrote it (a logged call, a note, a stage move); null for the site's own events. */
    actorId: text("actor_id"),
  },
  (t) => [
    index("contact_timeline_kind_idx").on(t.kind, t.occurredAt),
    // The communication log reads the newest lines first across every contact.
    index("contact_timeline_occurred_idx").on(t.occurredAt),
    index("contact_timeline_contact_idx").on(t.contactId, t.occurredAt),
    index("contact_timeline_lead_idx").on(t.leadId),
  ],
);

/**
 * Every WhatsApp message to or from a traveller except the verification codes (those live on
 * verification_codes): staff templates and replies, and the traveller's own messages. Meta's message
 * id is unique, so a webhook delivered twice applies once; a status only moves forward
 * (sent → delivered → read, or failed), and the timeline line of the message follows it.
 */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    direction: text("direction", { enum: ["in", "out"] }).notNull(),
    /** Meta's id (wamid.…). */
    waMessageId: text("wa_message_id").notNull(),
    /** E.164 of the traveller. */
    phone: text("phone").notNull(),
    /** text, or template (with its name). */
    kind: text("kind").notNull(),
    template: text("template"),
    body: text("body").notNull(),
    /** received (inbound), sent, delivered, read, failed. */
    status: text("status", { enum: ["received", "sent", "delivered", "read", "failed"] }).notNull(),
    error: text("error"),
    /** The staff member who sent it. */
    actorId: text("actor_id"),
    /** The contact-timeline line that shows it (its status follows the message's). */
    timelineId: uuid("timeline_id").references(() => contactTimeline.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    statusAt: timestamp("status_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("whatsapp_messages_wa_id_key").on(t.waMessageId),
    // The customer-service window reads the traveller's last message.
    index("whatsapp_messages_contact_idx").on(t.contactId, t.direction, t.createdAt),
    index("whatsapp_messages_inbound_idx").on(t.direction, t.createdAt),
  ],
);

export type WhatsAppMessageRow = typeof whatsappMessages.$inferSelect;

/**
 * A status Meta reported for a message id no staff message or verification code carries yet. Meta
 * answers the send and may report "delivered" or "failed" at once, before the send has committed the
 * id; the status waits here and the send applies it when it writes the id. Rows nobody claims (a send
 * that failed to write its id, an id nobody here sent) are purged after a day.
 */
export const whatsappEarlyStatuses = pgTable("whatsapp_early_statuses", {
  waMessageId: text("wa_message_id").primaryKey(),
  status: text("status", { enum: ["sent", "delivered", "read", "failed"] }).notNull(),
  error: text("error"),
  reportedAt: timestamp("reported_at", { withTimezone: true }).notNull(),
});

/**
 * The automatic WhatsApp payment reminder's claim, written in its own transaction before Meta is
 * called: a retry that finds it does not send again. Its id goes to Meta as biz_opaque_callback_data,
 * so a status webhook settles a claim whose write was lost after Meta accepted the message; one no
 * status settles in time is marked `unknown` for staff (ADR 078).
 */
export const whatsappReminderSends = pgTable("whatsapp_reminder_sends", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The outbox job of the reminder: one claim (one message at most) per reminder. */
  jobId: text("job_id").notNull().unique(),
  contactId: uuid("contact_id")
    .notNull()
    .references(() => contacts.id, { onDelete: "cascade" }),
  requestId: uuid("request_id"),
  phone: text("phone").notNull(),
  /** What was sent, so a status webhook can write the message's row the send did not. */
  body: text("body").notNull(),
  status: text("status", { enum: ["sending", "sent", "failed", "unknown"] }).notNull(),
  waMessageId: text("wa_message_id"),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
  settledAt: timestamp("settled_at", { withTimezone: true }),
});

/** Staff to-dos, e.g. the urgent call a lead scoring 80+ opens. */
export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    priority: text("priority", { enum: ["urgent", "high", "normal", "low"] })
      .notNull()
      .default("normal"),
    status: text("status", { enum: ["open", "done", "cancelled"] })
      .notNull()
      .default("open"),
    dueAt: timestamp("due_at", { withTimezone: true }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "cascade" }),
    assigneeId: text("assignee_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    notes: text("notes"),
    createdBy: text("created_by"),
    completedBy: text("completed_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** For the follow-up cadence of an unreached lead: the day after the lead this task is for (3, 7, 14…). */
    cadenceDay: integer("cadence_day"),
  },
  (t) => [
    uniqueIndex("tasks_cadence_key")
      .on(t.leadId, t.cadenceDay)
      .where(sql`${t.cadenceDay} IS NOT NULL`),
    index("tasks_assignee_idx").on(t.assigneeId, t.status, t.dueAt),
    index("tasks_status_due_idx").on(t.status, t.dueAt),
    index("tasks_lead_idx").on(t.leadId),
    index("tasks_contact_idx").on(t.contactId),
  ],
);

/**
 * What a visitor submitted in a lead flow, kept while their code is pending and after: the purpose,
 * who (phone as E.164), and the flow's own validated data (the quiz's answers, a booking's dates…).
 * Verified once a code sent for it was entered; then it names the lead it became.
 */
export const leadSubmissions = pgTable(
  "lead_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose").notNull(),
    name: text("name").notNull(),
    /** +91 and 10 digits */
    phone: text("phone").notNull(),
    email: text("email"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** Made on verification for purposes that grant one (the quiz's concierge code). */
    promoCode: text("promo_code"),
    /** The lead's id, fixed when the phone is verified (a lead created later by a retry gets the same id). */
    leadId: uuid("lead_id"),
    requestIp: text("request_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lead_submissions_phone_idx").on(t.phone, t.createdAt),
    index("lead_submissions_purpose_created_idx").on(t.purpose, t.createdAt),
    uniqueIndex("lead_submissions_promo_code_key").on(t.promoCode),
  ],
);

/*
 * Staff accounts, as better-auth's Drizzle adapter expects them (model keys user, session, account,
 * verification, twoFactor, rateLimit; see authSchema below). Visitors never have an account: the
 * site's leads are phone-verified without one.
 */
const authTime = (name: string) => timestamp(name, { withTimezone: true });

export const authUser = pgTable("auth_user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").default(false).notNull(),
  image: text("image"),
  createdAt: authTime("created_at").defaultNow().notNull(),
  updatedAt: authTime("updated_at")
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  /** admin or partner (the admin plugin's role field); anything else is let in nowhere. */
  role: text("role"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: authTime("ban_expires"),
  /** A partner may download CSV exports only once an admin allows it; admins always may. */
  canExport: boolean("can_export").default(false).notNull(),
});

export const authSession = pgTable(
  "auth_session",
  {
    id: text("id").primaryKey(),
    expiresAt: authTime("expires_at").notNull(),
    /** The cookie's token; better-auth signs the cookie, and a row deleted here ends the session everywhere. */
    token: text("token").notNull().unique(),
    createdAt: authTime("created_at").defaultNow().notNull(),
    updatedAt: authTime("updated_at")
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("auth_session_user_idx").on(t.userId)],
);

export const authAccount = pgTable(
  "auth_account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: authTime("access_token_expires_at"),
    refreshTokenExpiresAt: authTime("refresh_token_expires_at"),
    scope: text("scope"),
    /** A scrypt hash (better-auth's default), never the password. */
    password: text("password"),
    createdAt: authTime("created_at").defaultNow().notNull(),
    updatedAt: authTime("updated_at")
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index("auth_account_user_idx").on(t.userId)],
);

export const authVerification = pgTable(
  "auth_verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    /** For e-mailed sign-in codes: the code's hash and the tries spent, never the code. */
    value: text("value").notNull(),
    expiresAt: authTime("expires_at").notNull(),
    createdAt: authTime("created_at").defaultNow().notNull(),
    updatedAt: authTime("updated_at")
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index("auth_verification_identifier_idx").on(t.identifier)],
);

export const authTwoFactor = pgTable(
  "auth_two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    /** Wrong codes in a row across sign-ins; reaching the limit locks the second step for a fixed time. */
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: authTime("locked_until"),
  },
  (t) => [index("auth_two_factor_secret_idx").on(t.secret), index("auth_two_factor_user_idx").on(t.userId)],
);

/** better-auth's rate limiter in the database, so its limits hold across app processes. */
export const authRateLimit = pgTable("auth_rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** The tables better-auth works on, under the model names it asks for. */
export const authSchema = {
  user: authUser,
  session: authSession,
  account: authAccount,
  verification: authVerification,
  twoFactor: authTwoFactor,
  rateLimit: authRateLimit,
};

/**
 * Append-only record of security events (sign-ins, failures, lockouts, sign-outs, role changes,
 * password resets, deletions, screenshot alerts). A trigger refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    action: text("action").notNull(),
    /** The staff member who acted (null for a failed sign-in by an unknown address). */
    actorUserId: text("actor_user_id"),
    actorEmail: text("actor_email"),
    /** What the action was about: a user id, a contact id, … */
    targetType: text("target_type"),
    targetId: text("target_id"),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("audit_log_occurred_idx").on(t.occurredAt),
    index("audit_log_action_idx").on(t.action, t.occurredAt),
    index("audit_log_actor_idx").on(t.actorUserId, t.occurredAt),
  ],
);

/**
 * One-time links that let the first admin set up a brand-new installation. The token is checked by
 * its hash; `sealed_token` is the token encrypted with a key from the session secret (which every
 * app process shares), so whichever process starts prints the installation's one link.
 */
export const staffSetupTokens = pgTable("staff_setup_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  sealedToken: text("sealed_token"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time links that let a staff member choose their own password: sent when an admin invites
 * them or resets their password. Only a hash of the token is kept; using a link, or sending a newer
 * one, ends it.
 */
export const staffPasswordLinks = pgTable(
  "staff_password_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_password_links_user_idx").on(t.userId)],
);

/** The CRM's switches, one JSON value per key (only my records, the follow-up cadence), set by admins. */
export const crmSettings = pgTable("crm_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/**
 * The public pages' content version: one row whose number goes up, in the same transaction, with
 * every write that changes what a public page shows (an exchange rate). Every server process reads
 * it before it sends a page from its page cache (server/page-cache.ts), so no process sends a page
 * made before such a change once the change is committed.
 */
export const publicContentVersion = pgTable("public_content_version", {
  id: smallint("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * The round robin's ticket counter: each new lead handed out in turn draws the next number, and the
 * number picks the partner (see lead-assignment.server.ts). A sequence, not a row, so that leads
 * made at the same moment never wait for one another to take their turn.
 */
export const leadAssignTurn = pgSequence("lead_assign_turn", { startWith: 1, minValue: 1 });

/** Labels staff put on contacts (VIP, Corporate, Honeymoon…). */
export const tags = pgTable(
  "tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    color: text("color").notNull().default("gold"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tags_name_key").on(sql`lower(${t.name})`)],
);

export const contactTags = pgTable(
  "contact_tags",
  {
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.tagId] }), index("contact_tags_tag_idx").on(t.tagId)],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
export type ContactTimelineRow = typeof contactTimeline.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;
export type LeadSubmissionRow = typeof leadSubmissions.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type StaffUserRow = typeof authUser.$inferSelect;

/**
 * Activity bookings made on the site. A row is claimed (pending) under the dialog's idempotency key
 * before the provider is called, so a double click or a retried request finds it instead of booking
 * twice; it becomes confirmed with the provider's reference, or failed (a later retry may claim it
 * again). Money is kept in US cents as the providers quote it, with the rupee rate of that day.
 */
export const activityBookings = pgTable(
  "activity_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    idempotencyKey: uuid("idempotency_key").notNull(),
    /** catalogue or hotelbeds */
    provider: text("provider").notNull(),
    /** pending, unconfirmed (the supplier never answered: see booking-outcome.server.ts), confirmed, failed or cancelled */
    status: text("status").notNull(),
    /** The provider's booking reference (ours: ACT-XXXXXX); null until confirmed. */
    reference: text("reference"),
    activityCode: text("activity_code").notNull(),
    /** Our experience page, when the activity is one of ours. */
    activitySlug: text("activity_slug"),
    activityTitle: text("activity_title").notNull(),
    location: text("location").notNull(),
    /** The day of the activity (YYYY-MM-DD). */
    activityDate: text("activity_date").notNull(),
    adults: integer("adults").notNull(),
    children: integer("children").notNull(),
    /** The currency every amount of the booking is in: the supplier's own, or the catalogue's. */
    currency: text("currency").notNull().default("USD"),
    /** Price per adult in the currency's minor unit, as the supplier quoted it. */
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** Price per child in minor units, as the supplier quoted it; null when none was quoted. */
    childPriceMinor: integer("child_price_minor"),
    /** The supplier's total in minor units (never recomputed by us for a supplier product). */
    totalCents: integer("total_cents").notNull(),
    /**
     * The exchange rate the booking's rupee figures use (rupees per unit of `rate_currency` in
     * millionths, and the rate's date), copied at booking so past figures never move. Null when the
     * agency had no rate for the currency: no rupee figure is shown then.
     */
    rateCurrency: text("rate_currency"),
    rateInrPerUnitMicros: integer("rate_inr_per_unit_micros"),
    rateAsOf: text("rate_as_of"),
    holderFirstName: text("holder_first_name").notNull(),
    holderLastName: text("holder_last_name").notNull(),
    holderEmail: text("holder_email").notNull(),
    holderPhone: text("holder_phone"),
    leadId: uuid("lead_id"),
    /** What the provider said worth keeping (modality, its status) or why it failed. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    cancellationFeeCents: integer("cancellation_fee_cents"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by"),
    requestIp: text("request_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("activity_bookings_idempotency_key").on(t.idempotencyKey),
    uniqueIndex("activity_bookings_reference_key").on(t.provider, t.reference),
    index("activity_bookings_lead_idx").on(t.leadId),
    index("activity_bookings_email_idx").on(t.holderEmail),
    check("activity_bookings_paxes", sql`${t.adults} >= 1 AND ${t.children} >= 0`),
  ],
);

export type ActivityBookingRow = typeof activityBookings.$inferSelect;

/**
 * Rupees per unit of a foreign currency as admins set them, each with the day it holds for. Rows are
 * never changed: a new rate is a new row, the newest per currency is the one in force, and the rest
 * is its history. The first USD row may be the seed taken from USD_INR_RATE (set_by null).
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    currency: text("currency").notNull(),
    /** Rupees for one unit, in millionths of a rupee (90.5 is 90,500,000). */
    inrPerUnitMicros: integer("inr_per_unit_micros").notNull(),
    /** The day the rate holds for (YYYY-MM-DD). */
    asOf: text("as_of").notNull(),
    /** The staff user who set it; null for the seed from configuration. */
    setBy: text("set_by"),
    setByEmail: text("set_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("exchange_rates_currency_idx").on(t.currency, t.createdAt),
    // One seed per currency, however many processes start at once.
    uniqueIndex("exchange_rates_seed_key")
      .on(t.currency)
      .where(sql`${t.setBy} IS NULL`),
    check("exchange_rates_positive", sql`${t.inrPerUnitMicros} > 0`),
  ],
);

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

/**
 * How many times each settled India day's leads have changed (a lead written, its timeline facts
 * moved, its contact deleted or restored), bumped by triggers on `leads` and `contacts` for days
 * before yesterday. Days from yesterday on are always counted live, so the writes of a busy day
 * never touch this table.
 */
export const reportDayVersions = pgTable("report_day_versions", {
  day: date("day", { mode: "string" }).primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

/**
 * The Analytics tab's figures for one settled India day (every lead, contacts deleted aside), as
 * counted at `version` of that day: valid while the day's version is still that one. A year of
 * figures is then 366 small rows instead of 100,000 leads.
 */
export const reportDayFigures = pgTable("report_day_figures", {
  day: date("day", { mode: "string" }).primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
  figures: jsonb("figures").$type<Record<string, unknown>>().notNull(),
  /** Minutes from arrival to the first staff contact, one per contacted lead (a median needs them all). */
  firstContactMinutes: doublePrecision("first_contact_minutes").array().notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes (a PDF), as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Numbers quotes as Q-<year>-<n>, one series for all years so two processes never give one number twice. */
export const quoteNumberSeq = pgSequence("quote_number_seq", { startWith: 1, minValue: 1 });

/**
 * A quote on a lead: its number, owner and where it stands. Its content is in its versions; this row
 * holds what lists and reports read (status, the accepted version, option and value).
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Q-2026-0042 */
    number: text("number").notNull(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "restrict" }),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "restrict" }),
    ownerUserId: text("owner_user_id").references(() => authUser.id, { onDelete: "set null" }),
    /** draft, sent, viewed, accepted, declined or expired */
    status: text("status").notNull().default("draft"),
    /** The title of the latest version, for lists. */
    title: text("title").notNull(),
    /** The latest version's first option's total in paise, for lists (a draft's as last saved). */
    latestTotalMinor: bigint("latest_total_minor", { mode: "number" }),
    /** The current sent version's last valid day: past it the quote reads as expired. */
    validUntil: date("valid_until", { mode: "string" }),
    acceptedVersion: integer("accepted_version"),
    acceptedOptionId: text("accepted_option_id"),
    acceptedTotalMinor: bigint("accepted_total_minor", { mode: "number" }),
    /** What the agency keeps of the accepted option (staff reports only). */
    acceptedMarginMinor: bigint("accepted_margin_minor", { mode: "number" }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quotes_number_key").on(t.number),
    index("quotes_lead_idx").on(t.leadId),
    index("quotes_contact_idx").on(t.contactId),
    index("quotes_owner_idx").on(t.ownerUserId, t.updatedAt),
    index("quotes_accepted_idx").on(t.acceptedAt),
    check(
      "quotes_status",
      sql`${t.status} IN ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired')`,
    ),
  ],
);

export type QuoteRow = typeof quotes.$inferSelect;

/**
 * The versions of a quote: at most one draft, which sending freezes (its figures, rates and PDF
 * kept); an edit after that starts a new draft, and sending it supersedes the earlier sent version.
 * Only a hash of the link's token is stored, and only an HMAC of the payer's PAN.
 */
export const quoteVersions = pgTable(
  "quote_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** draft, sent, superseded, accepted or declined */
    state: text("state").notNull().default("draft"),
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    /** The figures as frozen at sending (a draft's are recomputed on every read). */
    totals: jsonb("totals").$type<Record<string, unknown>>(),
    /** The exchange rates the frozen figures used. */
    rates: jsonb("rates").$type<unknown[]>(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    sentBy: text("sent_by"),
    validUntil: date("valid_until", { mode: "string" }),
    linkTokenHash: text("link_token_hash"),
    pdf: bytea("pdf"),
    firstViewedAt: timestamp("first_viewed_at", { withTimezone: true }),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
    viewCount: integer("view_count").notNull().default(0),
    panHmac: text("pan_hmac"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedOptionId: text("accepted_option_id"),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by the application on every write (to the millisecond): the draft's edit check compares it. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (t) => [
    uniqueIndex("quote_versions_version_key").on(t.quoteId, t.version),
    uniqueIndex("quote_versions_one_draft")
      .on(t.quoteId)
      .where(sql`${t.state} = 'draft'`),
    uniqueIndex("quote_versions_token_key").on(t.linkTokenHash),
    index("quote_versions_pan_idx").on(t.panHmac, t.acceptedAt),
    check("quote_versions_state", sql`${t.state} IN ('draft', 'sent', 'superseded', 'accepted', 'declined')`),
  ],
);

export type QuoteVersionRow = typeof quoteVersions.$inferSelect;

/**
 * GST and TCS as a dated table: a quote uses the rows in force on its date, so a new budget's rates
 * are a new row (added by an admin, confirmed by the agency's accountant) and old quotes keep theirs.
 */
export const taxRules = pgTable(
  "tax_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** gst or tcs */
    kind: text("kind").notNull(),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    params: jsonb("params").$type<Record<string, unknown>>().notNull(),
    note: text("note").notNull().default(""),
    /** The seed rows' own key, so each is added once whatever the processes; null for an admin's row. */
    seedKey: text("seed_key"),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tax_rules_kind_idx").on(t.kind, t.effectiveFrom),
    uniqueIndex("tax_rules_seed_key").on(t.seedKey),
    check("tax_rules_kind", sql`${t.kind} IN ('gst', 'tcs')`),
  ],
);

export type TaxRuleRow = typeof taxRules.$inferSelect;

/** The quote settings (markup defaults per line kind, terms templates): one row, set by admins. */
export const quoteSettings = pgTable("quote_settings", {
  id: smallint("id").primaryKey().default(1),
  value: jsonb("value").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/**
 * What the agency asks a traveller to pay: a quote's schedule step, an activity booking, a deal's
 * deposit or any amount staff raise. The amount always comes from here, never from a browser. Only
 * the SHA-256 of the pay page's token is kept; `reference` ("PAY-…") is what people read out.
 */
export const paymentRequests = pgTable(
  "payment_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /**
     * Null once the payer was erased: a request with money on it is an accounting record the
     * agency must keep, so it stays (amounts, references, receipts) with the person taken out.
     */
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "restrict" }),
    /** quote_step, activity_booking, deal_deposit or staff */
    purpose: text("purpose").notNull(),
    /** What the request is for in its owner's terms: {quoteId, versionId, stepId}, {activityBookingId}, {dealId}, {}. */
    subject: jsonb("subject").$type<Record<string, unknown>>().notNull().default({}),
    /** The outbox job kind told when the request is paid, partly paid, refunded, expired or cancelled. */
    onPaidJob: text("on_paid_job"),
    label: text("label").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("INR"),
    /** The India day it is due by; null = on receipt. */
    dueOn: date("due_on", { mode: "string" }),
    /** requested, partly_paid, paid, expired, cancelled or refunded */
    status: text("status").notNull().default("requested"),
    paidMinor: bigint("paid_minor", { mode: "number" }).notNull().default(0),
    refundedMinor: bigint("refunded_minor", { mode: "number" }).notNull().default(0),
    /** razorpay (a Payment Link is made for it) or manual (the agency's bank/UPI details, recorded by staff) */
    provider: text("provider").notNull(),
    linkId: text("link_id"),
    linkUrl: text("link_url"),
    /** creating, created or unknown: an unknown create is looked up by reference_id, never blindly repeated. */
    linkState: text("link_state"),
    /**
     * Which Payment Link of the request is current: 1 for the first; staff sending a fresh link for
     * a part-paid balance makes the next. Razorpay wants a reference_id per link, so link n > 1 is
     * "<request id>.<n>" and every link still names its request.
     */
    linkSerial: integer("link_serial").notNull().default(1),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /**
     * When the reconciliation last asked Razorpay about the link. A check that finds nothing new
     * changes nothing else, so each round takes the links asked about longest ago (never asked
     * first) and every open link is reached in turn however many there are.
     */
    linkCheckedAt: timestamp("link_checked_at", { withTimezone: true }),
    tokenHash: text("token_hash").notNull(),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Which reminders went out, e.g. {"before": "2026-12-01", "overdue": "2026-12-05"}. */
    reminders: jsonb("reminders").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex("payment_requests_reference_key").on(t.reference),
    uniqueIndex("payment_requests_link_key").on(t.linkId),
    uniqueIndex("payment_requests_token_key").on(t.tokenHash),
    index("payment_requests_contact_idx").on(t.contactId, t.createdAt),
    index("payment_requests_lead_idx").on(t.leadId),
    index("payment_requests_status_idx").on(t.status, t.dueOn),
    check(
      "payment_requests_status",
      sql`${t.status} IN ('requested', 'partly_paid', 'paid', 'expired', 'cancelled', 'refunded')`,
    ),
    check(
      "payment_requests_purpose",
      sql`${t.purpose} IN ('quote_step', 'activity_booking', 'deal_deposit', 'staff')`,
    ),
    check("payment_requests_provider", sql`${t.provider} IN ('razorpay', 'manual')`),
    check("payment_requests_amount", sql`${t.amountMinor} > 0`),
  ],
);

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;

/** Money received against a request: through Razorpay (by its payment id, once) or recorded by staff. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => paymentRequests.id, { onDelete: "restrict" }),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("INR"),
    /** upi, card, netbanking, wallet, bank_transfer, cash, cheque or other */
    method: text("method").notNull(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id"),
    /** The bank's UTR, a cheque number: what the agency's accountant matches it by. */
    reference: text("reference"),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    recordedBy: text("recorded_by"),
    /** RCPT-2026-000123 */
    receiptNumber: text("receipt_number").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_provider_payment_key").on(t.providerPaymentId),
    uniqueIndex("payments_receipt_key").on(t.receiptNumber),
    index("payments_request_idx").on(t.requestId),
    index("payments_received_idx").on(t.receivedOn),
    check("payments_amount", sql`${t.amountMinor} > 0`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/** Numbers receipts as RCPT-<year>-<n>, one series so two processes never give one number twice. */
export const receiptNumberSeq = pgSequence("receipt_number_seq", { startWith: 1, minValue: 1 });

/** Money given back on a payment; `kept_minor` is what the agency keeps (a supplier's cancellation fee). */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    keptMinor: bigint("kept_minor", { mode: "number" }).notNull().default(0),
    providerRefundId: text("provider_refund_id"),
    /** pending, processed or failed */
    status: text("status").notNull().default("pending"),
    reason: text("reason").notNull().default(""),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_refunds_provider_key").on(t.providerRefundId),
    index("payment_refunds_payment_idx").on(t.paymentId),
    check("payment_refunds_status", sql`${t.status} IN ('pending', 'processed', 'failed')`),
    check("payment_refunds_amount", sql`${t.amountMinor} > 0`),
  ],
);

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

/** Each provider event applied once: the insert is in the transaction that applies the event. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    kind: text("kind").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The agency's payment details (bank, UPI, GSTIN for receipts) and reminder/expiry days: one row. */
export const paymentSettings = pgTable("payment_settings", {
  id: smallint("id").primaryKey().default(1),
  bankAccountName: text("bank_account_name").notNull().default(""),
  bankAccountNumber: text("bank_account_number").notNull().default(""),
  bankIfsc: text("bank_ifsc").notNull().default(""),
  bankName: text("bank_name").notNull().default(""),
  upiId: text("upi_id").notNull().default(""),
  gstin: text("gstin").notNull().default(""),
  legalName: text("legal_name").notNull().default(""),
  reminderDaysBefore: integer("reminder_days_before").notNull().default(3),
  linkExpiryDays: integer("link_expiry_days").notNull().default(7),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's request about their personal data (access, correction, erasure, grievance, nomination),
 * from their own privacy page or entered by staff, with the date it is due by. `phone` and `details`
 * are the person's words and go when the person is erased; the row stays, with what was done, as the
 * record that the request was answered.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<"access" | "correction" | "erasure" | "grievance" | "nomination">().notNull(),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    phone: text("phone"),
    details: text("details"),
    /** Where it came from: the person's own page ("self_service") or a staff member ("console"). */
    channel: text("channel").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    status: text("status")
      .$type<"received" | "in_progress" | "done" | "refused">()
      .notNull()
      .default("received"),
    handlerId: text("handler_id").references(() => authUser.id, { onDelete: "set null" }),
    /** What was done, in staff's words (never the person's data: an erasure records only its counts). */
    outcome: text("outcome"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("privacy_requests_open_due_idx")
      .on(t.dueAt)
      .where(sql`${t.closedAt} IS NULL`),
    index("privacy_requests_contact_idx").on(t.contactId),
    index("privacy_requests_phone_idx").on(t.phone),
    check(
      "privacy_requests_kind",
      sql`${t.kind} IN ('access', 'correction', 'erasure', 'grievance', 'nomination')`,
    ),
    check("privacy_requests_status", sql`${t.status} IN ('received', 'in_progress', 'done', 'refused')`),
  ],
);

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

/**
 * A personal-data breach as the admins recorded it: when it was found, what happened, which kinds of
 * data and how many people, what was done, and when (and by whom) it was reported to the Data
 * Protection Board, which must hear of it within 72 hours of the finding. No person's data is kept
 * here: the row describes the breach, not the people in it.
 */
export const privacyBreaches = pgTable(
  "privacy_breaches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    foundAt: timestamp("found_at", { withTimezone: true }).notNull(),
    description: text("description").notNull(),
    dataCategories: text("data_categories").notNull(),
    peopleAffected: integer("people_affected").notNull(),
    actionsTaken: text("actions_taken").notNull().default(""),
    status: text("status").$type<"open" | "contained" | "closed">().notNull().default("open"),
    boardReportedAt: timestamp("board_reported_at", { withTimezone: true }),
    boardReportedBy: text("board_reported_by").references(() => authUser.id, { onDelete: "set null" }),
    recordedBy: text("recorded_by").references(() => authUser.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("privacy_breaches_found_idx").on(t.foundAt),
    check("privacy_breaches_status", sql`${t.status} IN ('open', 'contained', 'closed')`),
    check("privacy_breaches_people", sql`${t.peopleAffected} >= 0`),
  ],
);
