import { CheckIcon, LockIcon } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { CallOrWhatsApp } from "~/components/call-or-whatsapp";
import { NotFoundSection } from "~/components/not-found-section";
import { Button } from "~/components/ui/button";
import { formatDayLong, formatWait } from "~/lib/format";
import { formatMoney, isZero } from "~/lib/money";
import { seo } from "~/lib/seo";
import type { MatchLike } from "~/lib/use-site-settings";
import { PAY_TEXTS, type PayBankDetails, type PayReturn, type PayView } from "./pay-view";

/**
 * The traveller's pay page, phone first: what the payment is for, the amount, when it is due and
 * where it stands; then the one way to pay — Razorpay's secure page when the agency has it, or the
 * agency's bank and UPI details with the promise that a person confirms the transfer. It says
 * "paid" only when the server has recorded the money (or Razorpay's signed return says so).
 */
export function PayPage({ view, returned }: { view: PayView; returned: PayReturn }) {
  const open = view.status === "requested" || view.status === "partly_paid";
  const due = view.dueOn ? formatDayLong(view.dueOn) : null;
  return (
    <article className="bg-ivory text-ink-900">
      <header className="bg-ink-900 pt-10 pb-12 text-ivory sm:pt-16 sm:pb-16">
        <div className="mx-auto max-w-2xl px-5 sm:px-10">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
            Payment {view.reference}
          </p>
          <h1 className="mt-4 font-display text-[2.25rem] leading-[1.1] font-medium sm:text-5xl">
            {view.label}
          </h1>
          <p className="mt-6 font-display text-5xl font-medium text-gold-300 sm:text-6xl">
            {formatMoney(open ? view.balance : view.amount)}
          </p>
          <dl className="mt-6 grid grid-cols-2 gap-x-8 gap-y-3 text-sm text-ink-100">
            <Fact label="Status" value={returned === "verified" && open ? "Received" : statusText(view)} />
            {due ? <Fact label={open ? "Due by" : "Was due by"} value={due} /> : null}
            {!isZero(view.paid) && open ? <Fact label="Paid so far" value={formatMoney(view.paid)} /> : null}
            {!isZero(view.paid) && open ? <Fact label="Total" value={formatMoney(view.amount)} /> : null}
          </dl>
        </div>
      </header>

      <div className="mx-auto max-w-2xl px-5 pt-8 pb-16 sm:px-10">
        <ReturnBanner returned={returned} view={view} />
        {open && returned !== "verified" ? <HowToPay view={view} /> : <Closed view={view} />}
        <section aria-labelledby="help-heading" className="mt-12">
          <h2 id="help-heading" className="font-display text-2xl font-medium">
            Questions about this payment?
          </h2>
          <p className="mt-2 text-ink-700">Quote {view.reference} and we will find it at once.</p>
          <CallOrWhatsApp
            whatsappMessage={`Hello, I have a question about payment ${view.reference}.`}
            className="mt-5 w-full sm:max-w-sm"
          />
        </section>
      </div>
    </article>
  );
}

function statusText(view: PayView): string {
  switch (view.status) {
    case "requested":
      return view.overdue ? "Overdue" : "Awaiting payment";
    case "partly_paid":
      return view.overdue ? "Part paid, overdue" : "Part paid";
    case "paid":
      return "Paid";
    case "expired":
      return "Link expired";
    case "cancelled":
      return "Cancelled";
    case "refunded":
      return "Refunded";
  }
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs tracking-[0.14em] text-ink-300 uppercase">{label}</dt>
      <dd className="mt-1 text-base font-semibold text-ivory">{value}</dd>
    </div>
  );
}

function ReturnBanner({ returned, view }: { returned: PayReturn; view: PayView }) {
  if (returned === "verified")
    return (
      <section
        role="status"
        aria-labelledby="received-heading"
        className="rounded-card border border-gold-400 bg-sand-50 p-6"
      >
        <h2 id="received-heading" className="flex items-center gap-2 font-display text-3xl font-medium">
          <CheckIcon aria-hidden="true" className="size-7 text-gold-700" />
          {PAY_TEXTS.received}
        </h2>
        <p className="mt-2 text-ink-700">
          {/* Once the payment is recorded, the box below says the receipt went: said once. */}
          {view.status === "paid"
            ? `Thank you for paying ${view.reference}.`
            : `Thank you. Your receipt for ${view.reference} follows by e-mail.`}
        </p>
      </section>
    );
  if (returned === "unverified")
    return (
      <section
        role="status"
        aria-labelledby="confirming-heading"
        className="mb-8 rounded-card border border-ink-900/15 bg-white p-6"
      >
        <h2 id="confirming-heading" className="font-display text-3xl font-medium">
          {PAY_TEXTS.confirming}
        </h2>
        <p className="mt-2 text-ink-700">
          As soon as the payment reaches us this page shows it as received, and your receipt follows by
          e-mail. If you were charged, you do not need to pay again.
        </p>
      </section>
    );
  return null;
}

function HowToPay({ view }: { view: PayView }) {
  const amount = formatMoney(view.balance);
  if (view.payOnlineUrl)
    return (
      <section aria-labelledby="pay-heading">
        <h2 id="pay-heading" className="font-display text-3xl font-medium">
          Pay online
        </h2>
        <p className="mt-2 text-ink-700">
          By UPI, card or netbanking on Razorpay&apos;s secure page. We never see your card details.
        </p>
        <Button asChild size="lg" className="mt-5 w-full sm:w-auto">
          <a href={view.payOnlineUrl} rel="noopener noreferrer">
            <LockIcon aria-hidden="true" className="size-5" />
            Pay {amount} securely
          </a>
        </Button>
      </section>
    );
  if (view.linkPending)
    return (
      <section aria-labelledby="pay-heading" role="status">
        <h2 id="pay-heading" className="font-display text-3xl font-medium">
          Your secure payment link is on its way
        </h2>
        <p className="mt-2 text-ink-700">
          It takes a moment to prepare. Reload this page in a minute to pay {amount} online.
        </p>
      </section>
    );
  return (
    <section aria-labelledby="pay-heading">
      <h2 id="pay-heading" className="font-display text-3xl font-medium">
        Pay by bank transfer or UPI
      </h2>
      {view.bank ? (
        <>
          <p className="mt-2 text-ink-700">
            Transfer {amount} and write <strong className="text-ink-900">{view.reference}</strong> in the
            remark, so we know it is yours.
          </p>
          <BankDetails bank={view.bank} />
        </>
      ) : (
        <p className="mt-2 text-ink-700">
          Your travel designer will send you our bank and UPI details. Please quote{" "}
          <strong className="text-ink-900">{view.reference}</strong> with your transfer.
        </p>
      )}
      <p className="mt-5 rounded-card bg-sand-50 p-4 font-semibold text-ink-900">
        {PAY_TEXTS.confirmTransfer}.
      </p>
    </section>
  );
}

function BankDetails({ bank }: { bank: PayBankDetails }) {
  const rows: [string, string][] = [
    ["UPI ID", bank.upiId],
    ["Account name", bank.accountName],
    ["Account number", bank.accountNumber],
    ["IFSC", bank.ifsc],
    ["Bank", bank.bankName],
  ].filter((row): row is [string, string] => row[1] !== "");
  return (
    <dl className="mt-5 divide-y divide-sand-200 rounded-card border border-sand-200 bg-white">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
          <dt className="text-sm text-ink-600">{label}</dt>
          <dd className="font-mono text-base font-semibold break-all text-ink-900 select-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Closed({ view }: { view: PayView }) {
  const text =
    view.status === "paid"
      ? `Paid in full: ${formatMoney(view.paid)}. Thank you — your receipt was sent by e-mail.`
      : view.status === "expired"
        ? "This payment link has expired. Call or message us and we will send you a new one."
        : view.status === "cancelled"
          ? "This payment request was cancelled. Nothing more is due on it."
          : view.status === "refunded"
            ? "This payment was refunded."
            : null;
  if (!text) return null;
  return (
    <p role="status" className="mt-8 rounded-card border border-gold-400 bg-sand-50 p-4 font-semibold">
      {text}
    </p>
  );
}

/** A link that names no payment request: the brand's 404, and a way to us. */
export function PayNotFound() {
  return (
    <NotFoundSection
      eyebrow={PAY_TEXTS.notFoundTitle}
      title="We couldn't find that payment"
      titleClassName="text-4xl sm:text-5xl"
      message={PAY_TEXTS.notFoundText}
    >
      <CallOrWhatsApp
        whatsappMessage="Hello, my payment link does not open. Could you send it again?"
        className="mx-auto mt-8 w-full max-w-sm"
      />
    </NotFoundSection>
  );
}

/** Too many pages from one network in a minute: a wait, not an error. */
export function PayBusy({ retryAfterSeconds }: { retryAfterSeconds: number }) {
  return (
    <NotFoundSection
      eyebrow="Please wait a moment"
      title="Too many requests"
      titleClassName="text-4xl sm:text-5xl"
      message={`Too many pages were opened from your network. Please try again in ${formatWait(retryAfterSeconds)}.`}
    >
      <CallOrWhatsApp
        whatsappMessage="Hello, my payment link says to wait. Could you help?"
        className="mx-auto mt-8 w-full max-w-sm"
      />
    </NotFoundSection>
  );
}

/** The pay routes' meta: noindex, and the token kept out of canonical and social tags. */
export function payMeta(matches: readonly MatchLike[], view: PayView | undefined) {
  return seo(matches, {
    title: view ? `Pay: ${view.label}` : "Payment",
    description: "Your payment: what it is for, the amount, when it is due and how to pay.",
    path: "/pay",
    noindex: true,
  });
}

/** The pay routes' error page: the brand's 429 and 404; anything else goes to the root's. */
export function PayError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 429)
    return (
      <PayBusy
        retryAfterSeconds={(error.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds ?? 60}
      />
    );
  if (isRouteErrorResponse(error) && error.status === 404) return <PayNotFound />;
  throw error;
}
