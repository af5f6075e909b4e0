import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatDayShort } from "~/lib/format";
import {
  CancelRequestDialog,
  FreshLinkDialog,
  RecordPaymentDialog,
  RefundDialog,
  RequestPaymentDialog,
  type RequestTarget,
} from "./payment-dialogs";
import { methodLabel } from "./payment-schemas";
import { PaymentStatusBadge } from "./payment-status";
import {
  canCancel,
  canSendFreshLink,
  inr,
  isOpen,
  ledgerTotals,
  type PaymentLine,
  type RequestLine,
} from "./payment-view";

type Open =
  | { kind: "request" }
  | { kind: "record"; request: RequestLine }
  | { kind: "cancel"; request: RequestLine }
  | { kind: "freshLink"; request: RequestLine }
  | { kind: "refund"; request: RequestLine; payment: PaymentLine }
  | null;

/** Due, paid and balance in one line of figures, the way every payments section starts. */
export function LedgerFigures({
  requests,
  className,
}: {
  requests: readonly RequestLine[];
  className?: string;
}) {
  const t = ledgerTotals(requests);
  const cell = (label: string, minor: number, tone?: string) => (
    <div>
      <dt className="text-xs text-ink-500">{label}</dt>
      <dd className={cn("font-medium tabular-nums", tone ?? "text-ink-900")}>{inr(minor)}</dd>
    </div>
  );
  return (
    <dl className={cn("grid grid-cols-3 gap-3 text-sm", className)} data-testid="ledger-figures">
      {cell("Due", t.dueMinor)}
      {cell("Paid", t.paidMinor)}
      {cell("Balance", t.balanceMinor, t.balanceMinor > 0 ? "text-ink-900" : "text-success-600")}
    </dl>
  );
}

/**
 * One payment request with its payments and what may be done with it: record money received,
 * cancel (while open), refund a payment (admins). Shared by every payments section and the tab.
 */
export function RequestBlock({
  request,
  isAdmin,
  onAction,
}: {
  request: RequestLine;
  isAdmin: boolean;
  onAction: (open: Exclude<Open, null | { kind: "request" }>) => void;
}) {
  return (
    <li className="py-2.5 text-sm" data-testid="payment-request">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-mono text-xs text-ink-600">{request.reference}</span>
        <span className="min-w-0 flex-1 truncate text-ink-900">{request.label}</span>
        <PaymentStatusBadge status={request.status} overdue={request.overdue} />
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-600 tabular-nums">
        <span>
          Due {request.dueOn ? formatDayShort(request.dueOn) : "now"} · {inr(request.amountMinor)}
        </span>
        <span>Paid {inr(request.paidMinor)}</span>
        {request.refundedMinor > 0 ? <span>Refunded {inr(request.refundedMinor)}</span> : null}
        <span className={cn("font-medium", request.overdue ? "text-danger-600" : "text-ink-800")}>
          Balance {inr(isOpen(request) ? request.balanceMinor : 0)}
        </span>
        <span className="ml-auto flex gap-1">
          {isOpen(request) ? (
            <a
              href={request.payUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex h-8 items-center rounded-md px-2 text-xs font-medium text-ink-700 underline-offset-2 hover:underline"
              data-testid="pay-link"
            >
              Pay page
            </a>
          ) : null}
          {isOpen(request) ? (
            <Button
              size="sm"
              variant="outline"
              className="h-8"
              onClick={() => onAction({ kind: "record", request })}
            >
              Record payment
            </Button>
          ) : null}
          {canSendFreshLink(request) ? (
            <Button
              size="sm"
              variant="outline"
              className="h-8"
              onClick={() => onAction({ kind: "freshLink", request })}
            >
              Send a fresh link
            </Button>
          ) : null}
          {canCancel(request) ? (
            <Button
              size="sm"
              variant="ghost"
              className="h-8"
              onClick={() => onAction({ kind: "cancel", request })}
            >
              Cancel request
            </Button>
          ) : null}
        </span>
      </div>
      {request.payments.length ? (
        <ul className="mt-1.5 space-y-1 border-l-2 border-sand-200 pl-3 text-xs text-ink-700">
          {request.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="payment-line">
              <span className="tabular-nums">{formatDayShort(p.receivedOn)}</span>
              <span className="font-medium text-ink-900 tabular-nums">{inr(p.amountMinor)}</span>
              <span>{methodLabel(p.method)}</span>
              {p.reference ? <span className="font-mono">{p.reference}</span> : null}
              {p.receiptNumber ? (
                <a
                  className="text-ink-500 underline-offset-4 hover:text-ink-900 hover:underline"
                  href={`/api/v1/console/payments/${request.id}/payments/${p.id}/receipt`}
                  download
                  aria-label={`Download receipt ${p.receiptNumber} (PDF)`}
                >
                  {p.receiptNumber}
                </a>
              ) : null}
              {p.refundedMinor > 0 ? (
                <span className="text-ink-500">{inr(p.refundedMinor)} refunded</span>
              ) : null}
              {isAdmin && p.amountMinor > p.settledMinor ? (
                <Button
                  size="sm"
                  variant="link"
                  className="ml-auto h-auto px-0 text-xs"
                  onClick={() => onAction({ kind: "refund", request, payment: p })}
                >
                  Refund
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The dialog a payments screen has open, if any. */
export function PaymentDialog({
  open,
  onClose,
  lead,
}: {
  open: Open;
  onClose: () => void;
  lead?: RequestTarget;
}) {
  if (!open) return null;
  switch (open.kind) {
    case "request":
      return lead?.leads.length ? <RequestPaymentDialog on={lead} onClose={onClose} /> : null;
    case "record":
      return <RecordPaymentDialog request={open.request} onClose={onClose} />;
    case "cancel":
      return <CancelRequestDialog request={open.request} onClose={onClose} />;
    case "freshLink":
      return <FreshLinkDialog request={open.request} onClose={onClose} />;
    case "refund":
      return <RefundDialog request={open.request} payment={open.payment} onClose={onClose} />;
  }
}

export type PaymentDialogState = Open;

/**
 * A payments section (contact sheet, quote builder, activity booking): due, paid and balance, each
 * request with its payments, and — given a lead — "Request a payment".
 */
export function PaymentsSection({
  requests,
  isAdmin,
  lead,
  title = "Payments",
  empty = "Nothing requested yet.",
  compact = false,
}: {
  requests: readonly RequestLine[];
  isAdmin: boolean;
  /** Where "Request a payment" raises one; without it the section only shows and settles. */
  lead?: RequestTarget;
  title?: string;
  empty?: string;
  /** Inside another block (a booking line): a smaller heading. */
  compact?: boolean;
}) {
  const [open, setOpen] = useState<Open>(null);
  return (
    <section aria-label={title} data-testid="payments-section" className={compact ? "mt-2" : undefined}>
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3
          className={cn(
            "font-semibold tracking-wide text-ink-600 uppercase",
            compact ? "text-[0.6875rem]" : "text-xs",
          )}
        >
          {title}
        </h3>
        {lead?.leads.length ? (
          <Button size="sm" variant="outline" className="h-8" onClick={() => setOpen({ kind: "request" })}>
            <Plus aria-hidden /> Request a payment
          </Button>
        ) : null}
      </div>
      {requests.length ? (
        <>
          <LedgerFigures requests={requests} className="mb-1" />
          <ul className="divide-y divide-sand-100">
            {requests.map((r) => (
              <RequestBlock key={r.id} request={r} isAdmin={isAdmin} onAction={setOpen} />
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-ink-500">{empty}</p>
      )}
      <PaymentDialog open={open} onClose={() => setOpen(null)} lead={lead} />
    </section>
  );
}

/**
 * An activity booking's payment in one line under the booking (due, paid, balance and status);
 * recording or refunding is done in the contact's Payments section, where every request is.
 */
export function BookingPaymentLine({ requests }: { requests: readonly RequestLine[] }) {
  if (!requests.length) return null;
  const t = ledgerTotals(requests);
  const latest = requests[0]!;
  return (
    <p
      className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-600 tabular-nums"
      data-testid="booking-payment"
    >
      <span className="font-medium text-ink-700">Payment</span>
      <PaymentStatusBadge status={latest.status} overdue={latest.overdue} />
      <span>Due {inr(t.dueMinor)}</span>
      <span>Paid {inr(t.paidMinor)}</span>
      <span className="font-medium text-ink-800">Balance {inr(t.balanceMinor)}</span>
    </p>
  );
}
