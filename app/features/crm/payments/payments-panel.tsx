import { useMemo, useState } from "react";
import { Link } from "react-router";
import { DataTable, displayColumn } from "~/components/ui/data-table";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { fieldClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { countOf, formatDayShort } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import { useUrlFilters } from "~/lib/use-url-filters";
import { ChoiceFilter, DayRangeFilter } from "../shared/list-filters";
import { PanelHeading } from "../shared/panel-heading";
import { contactHref } from "../shell/tabs";
import { paymentFilters } from "./payment-filters";
import { PAYMENT_STATUSES, PaymentStatusBadge, paymentStatusLabel } from "../records/payment-status";
import { inr, isOpen, type RequestLine } from "../records/payment-view";
import {
  LedgerFigures,
  PaymentDialog,
  RequestBlock,
  type PaymentDialogState,
} from "../records/payments-section";

export type PaymentsTabData = {
  tab: "payments";
  rows: RequestLine[];
  total: number;
  /** Open requests past their due date, across the whole list (not only this page). */
  overdue: number;
  page: number;
  pageCount: number;
  owners: { id: string; name: string }[];
  isAdmin: boolean;
};

const PURPOSE_LABELS: Record<string, string> = {
  quote_step: "Quote",
  activity_booking: "Activity",
  deal_deposit: "Deal",
  staff: "Raised by staff",
};

/**
 * Every payment request this person may see, overdue first, then by due date: what is owed, what
 * came in and what is left, with the filters in the address like every console list. Opening a
 * row shows the request with its payments and the actions on it.
 */
export default function PaymentsPanel({ data }: { data: PaymentsTabData }) {
  const hydrated = useHydrated();
  const [filters, setFilters] = useUrlFilters(paymentFilters.parse, paymentFilters.serialize, {
    debounceMs: 300,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<PaymentDialogState>(null);
  const go = (changes: Parameters<typeof paymentFilters.change>[1], immediate = true) =>
    setFilters(paymentFilters.change(filters, changes), { immediate });
  // The open request is read from the latest data, so a payment recorded shows at once.
  const opened = data.rows.find((r) => r.id === openId) ?? null;
  const columns = useMemo(
    () => [
      // On a phone: traveller, status and balance; the reference is in the opened request.
      displayColumn<RequestLine>(
        "Reference",
        (r) => <span className="font-mono text-xs">{r.reference}</span>,
        {
          hideOnPhone: true,
        },
      ),
      displayColumn<RequestLine>("Traveller", (r) => (
        <span className="font-medium text-ink-900">{r.contactName ?? "Unnamed"}</span>
      )),
      displayColumn<RequestLine>("For", (r) => r.label, {
        hideOnPhone: true,
        className: "max-w-64 truncate",
      }),
      displayColumn<RequestLine>("Kind", (r) => PURPOSE_LABELS[r.purpose] ?? r.purpose, {
        hideOnPhone: true,
      }),
      displayColumn<RequestLine>("Status", (r) => (
        <PaymentStatusBadge status={r.status} overdue={r.overdue} />
      )),
      displayColumn<RequestLine>(
        "Due",
        (r) => (
          <span className={r.overdue ? "text-danger-600" : undefined}>
            {r.dueOn ? formatDayShort(r.dueOn) : "—"}
          </span>
        ),
        // On a phone the status chip says "Overdue"; the balance is what fits beside it.
        { className: "whitespace-nowrap", hideOnPhone: true },
      ),
      displayColumn<RequestLine>("Amount", (r) => inr(r.amountMinor), { numeric: true, hideOnPhone: true }),
      displayColumn<RequestLine>("Paid", (r) => inr(r.paidMinor - r.refundedMinor), {
        numeric: true,
        hideOnPhone: true,
      }),
      displayColumn<RequestLine>("Balance", (r) => inr(isOpen(r) ? r.balanceMinor : 0), { numeric: true }),
      displayColumn<RequestLine>("Owner", (r) => r.ownerName ?? "Nobody", { hideOnPhone: true }),
    ],
    [],
  );
  return (
    <section aria-label="Payments" data-testid="payments-panel">
      <PanelHeading title="Payments">
        {countOf(data.total, "request")}
        {data.overdue ? <span className="ml-2 text-danger-600">{data.overdue} overdue</span> : null}
      </PanelHeading>
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <input
          type="search"
          aria-label="Search payments by reference or name"
          placeholder="PAY-7KQ2MX or a name"
          disabled={!hydrated}
          className={cn(fieldClasses, "h-9 w-60 px-3 sm:text-sm")}
          value={filters.q ?? ""}
          onChange={(e) => go({ q: e.target.value || null }, false)}
        />
        <select
          aria-label="Show"
          disabled={!hydrated}
          className={cn(fieldClasses, "h-9 w-40 px-2 sm:text-sm")}
          value={filters.view ?? "all"}
          onChange={(e) => go({ view: e.target.value === "all" ? null : e.target.value })}
        >
          <option value="all">All requests</option>
          <option value="open">Still to collect</option>
          <option value="overdue">Overdue only</option>
        </select>
        <ChoiceFilter
          label="Status"
          anyLabel="Any status"
          disabled={!hydrated}
          value={filters.status}
          options={PAYMENT_STATUSES.map((s) => ({ value: s, label: paymentStatusLabel(s) }))}
          onChange={(status) => go({ status })}
        />
        {data.owners.length > 1 ? (
          <ChoiceFilter
            label="Owner"
            anyLabel="Any owner"
            className="w-40"
            disabled={!hydrated}
            value={filters.owner}
            options={data.owners.map((o) => ({ value: o.id, label: o.name }))}
            onChange={(owner) => go({ owner })}
          />
        ) : null}
        <DayRangeFilter
          fromLabel="Due from"
          disabled={!hydrated}
          from={filters.from}
          to={filters.to}
          onChange={(change) => go(change)}
        />
      </div>
      <DataTable
        caption="Payment requests"
        rows={data.rows}
        columns={columns}
        empty="No payment requests match. Request one from a lead on the Contacts tab."
        onOpen={(row) => setOpenId(row.id)}
        selectedId={openId}
        rowLabel={(r) =>
          `${r.reference}, ${r.contactName ?? "Unnamed"}, ${r.overdue ? "overdue" : paymentStatusLabel(r.status)}, balance ${inr(isOpen(r) ? r.balanceMinor : 0)}`
        }
        paging={{ page: data.page, pageCount: data.pageCount }}
      />
      {opened && !dialog ? (
        <Dialog open onOpenChange={(open) => (open ? null : setOpenId(null))}>
          <DialogContent
            className="max-h-[92dvh] overflow-y-auto sm:max-w-xl"
            data-testid="payment-request-detail"
          >
            <DialogHeader>
              <DialogTitle>
                {opened.contactName ?? "Unnamed"} · {opened.reference}
              </DialogTitle>
              <DialogDescription>
                {opened.label}.{" "}
                {opened.contactId ? (
                  <Link className="underline underline-offset-4" to={contactHref(opened.contactId)}>
                    Open the contact
                  </Link>
                ) : (
                  "Kept for the accounts; the person was erased."
                )}
              </DialogDescription>
            </DialogHeader>
            <LedgerFigures requests={[opened]} />
            <ul>
              <RequestBlock request={opened} isAdmin={data.isAdmin} onAction={setDialog} />
            </ul>
          </DialogContent>
        </Dialog>
      ) : null}
      <PaymentDialog open={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}
