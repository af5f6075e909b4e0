import type { FormEvent, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { fieldClasses, Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { formatDayShort } from "~/lib/format";
import { indiaDay } from "~/lib/india-time";
import { useConsoleForm } from "../shared/console-form";
import { useConsoleAction } from "../shared/console-request";
import {
  MANUAL_METHODS,
  methodLabel,
  recordPaymentBody,
  refundBody,
  requestPaymentBody,
} from "./payment-schemas";
import { inr, rupeesText, type PaymentLine, type RequestLine } from "./payment-view";

/** Where "Request a payment" raises one: the contact's leads (the first is chosen at the start). */
export type RequestTarget = {
  leads: { id: string; label: string }[];
  contactName: string | null;
  defaultLabel?: string;
};

function Frame({
  title,
  promise,
  onClose,
  children,
}: {
  title: string;
  promise: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{promise}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

const amountInput = { inputMode: "decimal" as const, autoComplete: "off", placeholder: "25000" };

/** "Request a payment": staff raise any amount on a lead; the traveller gets a link or the bank details. */
export function RequestPaymentDialog({ on, onClose }: { on: RequestTarget; onClose: () => void }) {
  const form = useConsoleForm({
    leadId: on.leads[0]?.id ?? "",
    label: on.defaultLabel ?? "",
    amount: "",
    dueOn: "",
  });
  const contactName = on.contactName;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.send({
      schema: requestPaymentBody,
      url: "/api/v1/console/payments",
      body: { ...form.values, dueOn: form.values.dueOn || null },
      success: "Payment requested",
      done: onClose,
    });
  };
  return (
    <Frame
      title="Request a payment"
      promise={`${contactName ?? "The traveller"} is e-mailed a link to pay it (or the agency's bank details when online payment is off); it shows here until it is paid.`}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {on.leads.length > 1
          ? form.field(
              "leadId",
              "On the lead",
              <select
                {...form.common("leadId")}
                className={cn(fieldClasses, "h-11 px-3")}
                value={form.values.leadId}
                onChange={(e) => form.set("leadId", e.target.value)}
              >
                {on.leads.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.label}
                  </option>
                ))}
              </select>,
            )
          : null}
        {form.field(
          "label",
          "What it is for",
          <Input
            {...form.common("label")}
            maxLength={140}
            placeholder="Deposit — Kenya in March"
            value={form.values.label}
            onChange={(e) => form.set("label", e.target.value)}
          />,
          "The traveller sees this.",
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {form.field(
            "amount",
            "Amount (₹)",
            <Input
              {...form.common("amount")}
              {...amountInput}
              value={form.values.amount}
              onChange={(e) => form.set("amount", e.target.value)}
            />,
          )}
          {form.field(
            "dueOn",
            "Due by",
            <Input
              {...form.common("dueOn")}
              type="date"
              min={indiaDay()}
              value={form.values.dueOn}
              onChange={(e) => form.set("dueOn", e.target.value)}
            />,
            "Optional. Reminders go before and after it.",
          )}
        </div>
        {form.formError()}
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="ink" disabled={form.pending}>
            {form.pending ? "Requesting…" : "Request payment"}
          </Button>
        </DialogFooter>
      </form>
    </Frame>
  );
}

/**
 * "Record a payment received": how staff say a bank transfer, UPI to the agency's id, cash or a
 * cheque has arrived. Starts at the balance and today; a receipt is e-mailed once it is saved.
 */
export function RecordPaymentDialog({ request, onClose }: { request: RequestLine; onClose: () => void }) {
  const form = useConsoleForm({
    amount: rupeesText(request.balanceMinor),
    method: "bank_transfer",
    reference: "",
    receivedOn: indiaDay(),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.send({
      schema: recordPaymentBody,
      url: `/api/v1/console/payments/${request.id}/payments`,
      body: form.values,
      success: "Payment recorded",
      done: onClose,
    });
  };
  return (
    <Frame
      title="Record a payment received"
      promise={`Against ${request.reference} (${request.label}): balance ${inr(request.balanceMinor)}. The traveller is e-mailed a receipt.`}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {form.field(
            "amount",
            "Amount received (₹)",
            <Input
              {...form.common("amount")}
              {...amountInput}
              value={form.values.amount}
              onChange={(e) => form.set("amount", e.target.value)}
            />,
          )}
          {form.field(
            "receivedOn",
            "Received on",
            <Input
              {...form.common("receivedOn")}
              type="date"
              max={indiaDay()}
              value={form.values.receivedOn}
              onChange={(e) => form.set("receivedOn", e.target.value)}
            />,
          )}
        </div>
        {form.field(
          "method",
          "How it came",
          <select
            {...form.common("method")}
            className={cn(fieldClasses, "h-11 px-3")}
            value={form.values.method}
            onChange={(e) => form.set("method", e.target.value)}
          >
            {MANUAL_METHODS.map((m) => (
              <option key={m} value={m}>
                {methodLabel(m)}
              </option>
            ))}
          </select>,
        )}
        {form.field(
          "reference",
          "Reference or UTR",
          <Input
            {...form.common("reference")}
            maxLength={60}
            autoComplete="off"
            placeholder="e.g. HDFCN52026112812345"
            value={form.values.reference}
            onChange={(e) => form.set("reference", e.target.value)}
          />,
          "From the bank statement, the UPI app or the cheque.",
        )}
        {form.formError()}
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="ink" disabled={form.pending}>
            {form.pending ? "Recording…" : "Record payment"}
          </Button>
        </DialogFooter>
      </form>
    </Frame>
  );
}

/** "Cancel request": the traveller's link stops working; money already paid stays recorded. */
export function CancelRequestDialog({ request, onClose }: { request: RequestLine; onClose: () => void }) {
  const { run, pending } = useConsoleAction();
  async function confirm() {
    const result = await run(
      "POST",
      `/api/v1/console/payments/${request.id}/cancel`,
      {},
      { success: "Request cancelled" },
    );
    if (result.ok) onClose();
  }
  return (
    <Frame
      title="Cancel request"
      promise={`${request.reference} (${request.label}, ${inr(request.amountMinor)}) stops asking: its payment link no longer works and no reminder is sent.`}
      onClose={onClose}
    >
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onClose}>
          Keep it
        </Button>
        <Button type="button" variant="destructive" disabled={pending} onClick={() => void confirm()}>
          {pending ? "Cancelling…" : "Cancel request"}
        </Button>
      </DialogFooter>
    </Frame>
  );
}

/** "Send a fresh link for the balance left": a new Razorpay link for what a part-paid request still asks. */
export function FreshLinkDialog({ request, onClose }: { request: RequestLine; onClose: () => void }) {
  const { run, pending } = useConsoleAction();
  async function confirm() {
    const result = await run(
      "POST",
      `/api/v1/console/payments/${request.id}/link`,
      {},
      { success: "Fresh link on its way to the traveller" },
    );
    if (result.ok) onClose();
  }
  return (
    <Frame
      title="Send a fresh link for the balance left"
      promise={`${request.reference}'s pay link has ended. A new one for the ${inr(request.balanceMinor)} left is made and e-mailed to the traveller; payments already made stay counted.`}
      onClose={onClose}
    >
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onClose}>
          Not now
        </Button>
        <Button type="button" variant="ink" disabled={pending} onClick={() => void confirm()}>
          {pending ? "Sending…" : "Send fresh link"}
        </Button>
      </DialogFooter>
    </Frame>
  );
}

/**
 * "Refund" (admins): all or part of one payment goes back. When the request is for a supplier's
 * booking with a cancellation fee, that fee is offered as the amount kept.
 */
export function RefundDialog({
  request,
  payment,
  onClose,
}: {
  request: RequestLine;
  payment: PaymentLine;
  onClose: () => void;
}) {
  const refundable = payment.amountMinor - payment.settledMinor;
  const fee = request.keptSuggestionMinor !== null ? Math.min(request.keptSuggestionMinor, refundable) : null;
  const form = useConsoleForm({ amount: rupeesText(refundable), kept: "", reason: "" });
  const keepFee = () => {
    if (fee === null) return;
    form.set("amount", rupeesText(refundable - fee));
    form.set("kept", rupeesText(fee));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.send({
      schema: refundBody,
      url: `/api/v1/console/payments/${request.id}/refunds`,
      body: { paymentId: payment.id, ...form.values, kept: form.values.kept || undefined },
      success: "Refund recorded",
      done: onClose,
    });
  };
  return (
    <Frame
      title="Refund"
      promise={`${inr(payment.amountMinor)} received ${formatDayShort(payment.receivedOn)} by ${methodLabel(payment.method).toLowerCase()}; up to ${inr(refundable)} can go back. ${
        payment.provider === "razorpay"
          ? "It is refunded through Razorpay to the card or account it came from."
          : "Pay it back from the bank yourself: this records it."
      }`}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              form.set("amount", rupeesText(refundable));
              form.set("kept", "");
            }}
          >
            Full refund
          </Button>
          {fee !== null && fee > 0 ? (
            <Button type="button" size="sm" variant="outline" onClick={keepFee}>
              Keep the supplier&rsquo;s fee ({inr(fee)})
            </Button>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {form.field(
            "amount",
            "Refund (₹)",
            <Input
              {...form.common("amount")}
              {...amountInput}
              value={form.values.amount}
              onChange={(e) => form.set("amount", e.target.value)}
            />,
          )}
          {form.field(
            "kept",
            "Kept (₹)",
            <Input
              {...form.common("kept")}
              {...amountInput}
              placeholder="0"
              value={form.values.kept}
              onChange={(e) => form.set("kept", e.target.value)}
            />,
            "The supplier's cancellation fee.",
          )}
        </div>
        {form.field(
          "reason",
          "Why",
          <Input
            {...form.common("reason")}
            maxLength={200}
            placeholder="Trip cancelled by the traveller"
            value={form.values.reason}
            onChange={(e) => form.set("reason", e.target.value)}
          />,
        )}
        {form.formError()}
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={form.pending}>
            {form.pending ? "Refunding…" : "Refund"}
          </Button>
        </DialogFooter>
      </form>
    </Frame>
  );
}
