import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import {
  Archive,
  ArrowRightLeft,
  FileCheck2,
  FileX2,
  CalendarCheck,
  CalendarX,
  MessagesSquare,
  CheckCircle2,
  Ban,
  ShieldOff,
  Eye,
  GitMerge,
  HandCoins,
  IndianRupee,
  Mail,
  MessageSquare,
  MessageSquareCheck,
  MessageSquareWarning,
  MessageSquareX,
  NotebookPen,
  PencilLine,
  Phone,
  Send,
  Sparkles,
  SquareCheck,
  TimerOff,
  Undo2,
  UserCheck,
  type LucideIcon,
  MessageCircle,
} from "lucide-react";
import { cn } from "~/lib/cn";
import type { TimelineEntry } from "./timeline.server";
import { contactHref } from "../shell/tabs";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "~/features/payments";
import { formatInr, formatWhen } from "~/lib/format";
import { formatMoney, isCurrencyCode, money } from "~/lib/money";

export type { TimelineEntry };

type RowProps = { entry: TimelineEntry };

/** The frame every row shares: an icon on the rail, the line, who and when. */
function Row({
  entry,
  icon: Icon,
  tone = "ink",
  children,
}: RowProps & { icon: LucideIcon; tone?: "ink" | "gold" | "green" | "red"; children?: ReactNode }) {
  return (
    <>
      <span
        aria-hidden
        className={cn(
          "mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full border",
          tone === "ink" && "border-ink-200 bg-white text-ink-600",
          tone === "gold" && "border-gold-300 bg-gold-300/20 text-gold-800",
          tone === "green" && "border-success-600/30 bg-success-600/10 text-success-600",
          tone === "red" && "border-danger-600/30 bg-danger-600/10 text-danger-600",
        )}
      >
        <Icon className="size-3.5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-ink-900">{entry.summary}</p>
        {children}
        <p className="mt-0.5 text-xs text-ink-500">
          <time dateTime={entry.occurredAt}>{formatWhen(entry.occurredAt)}</time>
          {entry.actorName ? ` · ${entry.actorName}` : ""}
        </p>
      </div>
    </>
  );
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

function Note({ value }: { value: unknown }) {
  const note = text(value);
  return note ? <p className="mt-1 text-sm whitespace-pre-line text-ink-700">{note}</p> : null;
}

const CallRow = ({ entry }: RowProps) => (
  <Row entry={entry} icon={Phone} tone="green">
    <Note value={entry.data.notes} />
  </Row>
);
const NoteRow = ({ entry }: RowProps) => (
  <Row entry={entry} icon={NotebookPen}>
    <Note value={entry.data.body} />
  </Row>
);
const SmsSentRow = ({ entry }: RowProps) => <Row entry={entry} icon={MessageSquare} />;
const SmsFailedRow = ({ entry }: RowProps) => (
  <Row entry={entry} icon={MessageSquareWarning} tone="red">
    {text(entry.data.error) ? <p className="mt-1 text-xs text-danger-600">{text(entry.data.error)}</p> : null}
  </Row>
);
// The provider's delivery report for a code already sent: the reason is in the line itself.
const SmsDeliveredRow = ({ entry }: RowProps) => <Row entry={entry} icon={MessageSquareCheck} tone="green" />;
const SmsUndeliveredRow = ({ entry }: RowProps) => <Row entry={entry} icon={MessageSquareX} tone="red" />;
/** A WhatsApp message line: its delivery status (sent, delivered, read, failed) follows Meta's webhook. */
const WhatsAppRow = ({ entry }: RowProps) => {
  const status = typeof entry.data.status === "string" ? entry.data.status : null;
  return (
    <Row entry={entry} icon={MessageCircle} tone={status === "failed" ? "red" : "green"}>
      {status && status !== "received" ? <p className="text-xs text-ink-500">WhatsApp: {status}</p> : null}
    </Row>
  );
};
const EmailRow = ({ entry }: RowProps) => (
  <Row entry={entry} icon={Mail} tone={entry.data.status === "failed" ? "red" : "ink"} />
);
const LeadCreatedRow = ({ entry }: RowProps) => <Row entry={entry} icon={Sparkles} tone="gold" />;
const StageRow = ({ entry }: RowProps) => {
  const value = typeof entry.data.valueInr === "number" ? entry.data.valueInr : null;
  return (
    <Row entry={entry} icon={ArrowRightLeft} tone={entry.data.to === "Closed Won" ? "green" : "ink"}>
      {value !== null ? <p className="mt-1 text-sm text-ink-700">Value {formatInr(value)}</p> : null}
      <Note value={entry.data.lostReason} />
    </Row>
  );
};
const TaskCreatedRow = ({ entry }: RowProps) => <Row entry={entry} icon={CalendarCheck} />;
const TaskDoneRow = ({ entry }: RowProps) => <Row entry={entry} icon={SquareCheck} tone="green" />;
const EditedRow = ({ entry }: RowProps) => <Row entry={entry} icon={PencilLine} />;
const MergedRow = ({ entry }: RowProps) => <Row entry={entry} icon={GitMerge} tone="gold" />;
const VerifiedRow = ({ entry }: RowProps) => <Row entry={entry} icon={CheckCircle2} tone="green" />;
const ViewedRow = ({ entry }: RowProps) => <Row entry={entry} icon={Eye} />;
const BookingRow = ({ entry }: RowProps) => <Row entry={entry} icon={CalendarCheck} tone="gold" />;
const AssignedRow = ({ entry }: RowProps) => <Row entry={entry} icon={UserCheck} />;
const BookingCancelledRow = ({ entry }: RowProps) => <Row entry={entry} icon={CalendarX} tone="red" />;
const TranscriptRow = ({ entry }: RowProps) => {
  const lines = Array.isArray(entry.data.lines) ? entry.data.lines.filter((l) => typeof l === "string") : [];
  return (
    <Row entry={entry} icon={MessagesSquare} tone="gold">
      {lines.length ? (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer text-ink-600 hover:text-ink-900">Read the conversation</summary>
          <ol className="mt-2 grid max-h-96 gap-2 overflow-y-auto rounded-lg bg-sand-50 p-3 text-ink-700">
            {lines.map((line, i) => (
              <li key={i} className="whitespace-pre-line">
                {line}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </Row>
  );
};

/** A proposal's line links to its quote, where its versions, PDFs and figures are. */
function QuoteLink({ entry }: RowProps) {
  const quoteId = text(entry.data.quoteId);
  return quoteId ? (
    <Link
      className="mt-1 inline-block text-xs text-ink-700 underline underline-offset-4 hover:text-ink-900"
      to={`/vox/quotes/${quoteId}`}
    >
      Open the quote
    </Link>
  ) : null;
}

const ProposalSentRow = ({ entry }: RowProps) => (
  <Row entry={entry} icon={Send} tone="gold">
    <QuoteLink entry={entry} />
  </Row>
);
/**
 * The first view has its own line; later ones share one line a day, which carries the day's last
 * view and how many there were, so the timeline shows when the traveller last came back.
 */
const ProposalViewedRow = ({ entry }: RowProps) => {
  const views = typeof entry.data.views === "number" ? entry.data.views : 1;
  return (
    <Row entry={entry} icon={Eye} tone={entry.data.first === true ? "gold" : "ink"}>
      <p className="mt-1 text-xs text-ink-600" data-testid="proposal-view-note">
        {entry.data.first === true
          ? "First view"
          : `Last view that day${views > 1 ? ` (${views} views)` : ""}`}
      </p>
      <QuoteLink entry={entry} />
    </Row>
  );
};
const ProposalAcceptedRow = ({ entry }: RowProps) => {
  const total = typeof entry.data.totalMinor === "number" ? entry.data.totalMinor : null;
  return (
    <Row entry={entry} icon={FileCheck2} tone="green">
      {total !== null ? (
        <p className="mt-1 text-sm text-ink-700">Accepted at {formatMoney(money(total, "INR"))}</p>
      ) : null}
      <QuoteLink entry={entry} />
    </Row>
  );
};
const ProposalChangesRow = ({ entry }: RowProps) => (
  <Row entry={entry} icon={MessageSquareWarning} tone="gold">
    <QuoteLink entry={entry} />
  </Row>
);
const ProposalDeclinedRow = ({ entry }: RowProps) => (
  <Row entry={entry} icon={FileX2} tone="red">
    <QuoteLink entry={entry} />
  </Row>
);
const ProposalClosedRow = ({ entry }: RowProps) => (
  <Row entry={entry} icon={Archive}>
    <QuoteLink entry={entry} />
  </Row>
);
/** An amount the payments ledger wrote into a line (minor units and its currency), or null. */
function amountOf(data: Record<string, unknown>, key: string) {
  const minor = data[key];
  if (typeof minor !== "number" || !Number.isInteger(minor)) return null;
  return formatMoney(money(minor, isCurrencyCode(data.currency) ? data.currency : "INR"));
}

/** A payment line's figures, each labelled, so staff read the amount and references at a glance. */
function PaymentFacts({ facts }: { facts: [label: string, value: string | null][] }) {
  const shown = facts.filter((f): f is [string, string] => Boolean(f[1]));
  return (
    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-ink-700" data-testid="payment-facts">
      {shown.map(([label, value]) => (
        <div key={label} className="flex gap-1">
          <dt className="text-ink-500">{label}</dt>
          <dd className="font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const PaymentRequestedRow = ({ entry }: RowProps) => (
  <Row entry={entry} icon={IndianRupee} tone="gold">
    <PaymentFacts
      facts={[
        ["Amount", amountOf(entry.data, "amountMinor")],
        ["Reference", text(entry.data.reference)],
        ["Due", text(entry.data.dueOn)],
      ]}
    />
  </Row>
);
const PaymentReceivedRow = ({ entry }: RowProps) => {
  const method = text(entry.data.method);
  return (
    <Row entry={entry} icon={HandCoins} tone="green">
      <PaymentFacts
        facts={[
          ["Amount", amountOf(entry.data, "amountMinor")],
          ["By", method ? (PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method) : null],
          ["Reference", text(entry.data.reference)],
          ["UTR / payment id", text(entry.data.paymentReference)],
          ["Receipt", text(entry.data.receiptNumber)],
        ]}
      />
    </Row>
  );
};
const PaymentRefundedRow = ({ entry }: RowProps) => (
  <Row entry={entry} icon={Undo2} tone={entry.data.failed === true ? "red" : "ink"}>
    <PaymentFacts
      facts={[
        ["Refund", amountOf(entry.data, "amountMinor")],
        ["Kept", entry.data.keptMinor ? amountOf(entry.data, "keptMinor") : null],
        ["Reference", text(entry.data.reference)],
      ]}
    />
  </Row>
);
const PaymentEndedRow = ({ entry }: RowProps) => (
  <Row entry={entry} icon={entry.kind === "payment_link_expired" ? TimerOff : Ban} tone="red">
    <PaymentFacts facts={[["Reference", text(entry.data.reference)]]} />
  </Row>
);

const ConsentWithdrawnRow = ({ entry }: RowProps) => <Row entry={entry} icon={ShieldOff} tone="red" />;

/**
 * How each kind of timeline line looks, in one table: a new kind of event is one row component
 * and one entry here. Kinds nobody registered still show, plainly.
 */
export const TIMELINE_ROWS: Record<string, ComponentType<RowProps>> = {
  call: CallRow,
  note: NoteRow,
  sms_sent: SmsSentRow,
  sms_failed: SmsFailedRow,
  sms_delivered: SmsDeliveredRow,
  sms_undelivered: SmsUndeliveredRow,
  whatsapp_code_sent: SmsSentRow,
  whatsapp_code_failed: SmsFailedRow,
  whatsapp_code_delivered: SmsDeliveredRow,
  whatsapp_code_undelivered: SmsUndeliveredRow,
  whatsapp_in: WhatsAppRow,
  whatsapp_out: WhatsAppRow,
  whatsapp_opt_in: WhatsAppRow,
  whatsapp_opt_out: WhatsAppRow,
  email: EmailRow,
  lead_created: LeadCreatedRow,
  phone_verified: VerifiedRow,
  stage_changed: StageRow,
  task_created: TaskCreatedRow,
  task_completed: TaskDoneRow,
  contact_created: EditedRow,
  contact_updated: EditedRow,
  trip_updated: EditedRow,
  lead_updated: EditedRow,
  contact_merged: MergedRow,
  itinerary_unlock: ViewedRow,
  booking: BookingRow,
  lead_assigned: AssignedRow,
  booking_cancelled: BookingCancelledRow,
  booking_confirmed: VerifiedRow,
  booking_declined: BookingCancelledRow,
  planner_transcript: TranscriptRow,
  proposal_sent: ProposalSentRow,
  proposal_viewed: ProposalViewedRow,
  proposal_accepted: ProposalAcceptedRow,
  proposal_changes_requested: ProposalChangesRow,
  proposal_declined: ProposalDeclinedRow,
  proposal_closed: ProposalClosedRow,
  payment_requested: PaymentRequestedRow,
  // A due day given later and a fresh link for what is left carry the same facts as a request.
  payment_due_set: PaymentRequestedRow,
  payment_link_sent: PaymentRequestedRow,
  payment_received: PaymentReceivedRow,
  payment_refunded: PaymentRefundedRow,
  payment_link_expired: PaymentEndedRow,
  payment_cancelled: PaymentEndedRow,
  consent_withdrawn: ConsentWithdrawnRow,
};

const FallbackRow = ({ entry }: RowProps) => <Row entry={entry} icon={Sparkles} />;

export function Timeline({
  entries,
  showContact = false,
  empty = "Nothing has happened with this contact yet.",
  actions,
}: {
  entries: readonly TimelineEntry[];
  /** In the communication log, each line names its contact. */
  showContact?: boolean;
  empty?: string;
  /** Extra controls for a line (e.g. resend a failed message). */
  actions?: (entry: TimelineEntry) => ReactNode;
}) {
  if (!entries.length) return <p className="py-6 text-sm text-ink-500">{empty}</p>;
  return (
    <ol className="space-y-4" data-testid="timeline">
      {entries.map((entry) => {
        const View = TIMELINE_ROWS[entry.kind] ?? FallbackRow;
        return (
          <li key={entry.id} className="flex gap-3" data-kind={entry.kind}>
            <View entry={entry} />
            {showContact || actions ? (
              <div className="flex shrink-0 flex-col items-end gap-1 text-xs">
                {showContact ? (
                  <Link
                    className="text-ink-700 underline-offset-4 hover:underline"
                    to={contactHref(entry.contactId)}
                  >
                    {entry.contactName ?? "Unnamed"}
                  </Link>
                ) : null}
                {actions?.(entry)}
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
