import { CheckIcon, DownloadIcon, XIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { CallOrWhatsApp } from "~/components/call-or-whatsapp";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { showErrorToast } from "~/components/ui/toast";
import { CodeStep, usePhoneVerification } from "~/features/verification";
import { cn } from "~/lib/cn";
import { formatDayLong, formatDayWithWeekday } from "~/lib/format";
import { formatMoney } from "~/lib/money";
import { tripDatesTextOf } from "./proposal-dates";
import {
  PROPOSAL_ACCEPT_TEXTS,
  PROPOSAL_CHANGES_MAX,
  type ProposalAccepted,
} from "./proposal-acceptance-texts";
import {
  MEAL_PLAN_NAMES,
  mealsText,
  type ProposalOption,
  type ProposalPayment,
  type ProposalStay,
  type ProposalView,
  replacedText,
} from "./proposal-view";

/**
 * Tells the server once that the page was shown in a browser: a link's preview (a mail scanner, a chat
 * app) fetches the HTML but runs no script, so it never counts as the traveller's first view.
 */
function useRecordedView(token: string) {
  useEffect(() => {
    const url = `/api/v1/proposals/${encodeURIComponent(token)}/views`;
    // A lost view only loses a timeline line, never the page: failures are not shown.
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
      keepalive: true,
    }).catch(() => undefined);
  }, [token]);
}

/**
 * The traveller's proposal, phone first: the cover and the agent's note, the days, the stays, the
 * options to choose between (stacked on a phone, side by side on a wide screen) each with its price
 * and taxes, extras and payment schedule, what is included, the terms, and the two things a traveller
 * does here — accept the chosen option with a code sent to their phone, or ask for changes.
 */
export function ProposalPage({
  view,
  payment = null,
  token,
  pdfUrl,
}: {
  view: ProposalView;
  /** Once accepted: the schedule step to pay next (the deposit first), with its pay page. */
  payment?: ProposalPayment | null;
  token: string;
  pdfUrl: string;
}) {
  const [choice, setChoice] = useState(
    view.state.kind === "accepted" ? view.state.optionId : (view.options[0]?.id ?? ""),
  );
  const [accepted, setAccepted] = useState<ProposalAccepted | null>(null);
  const single = view.options.length === 1;
  const dates = tripDatesTextOf(view.startDate, view.endDate);
  const open = view.state.kind === "open" && !accepted;
  useRecordedView(token);

  return (
    <article className="bg-ivory text-ink-900">
      <header className="bg-ink-900 pt-10 pb-12 text-ivory sm:pt-16 sm:pb-16">
        <div className="mx-auto max-w-5xl px-5 sm:px-10">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
            Proposal {view.quoteNumber} · version {view.version}
          </p>
          <h1 className="mt-4 font-display text-[2.5rem] leading-[1.05] font-medium sm:text-6xl">
            {view.title}
          </h1>
          <dl className="mt-6 grid gap-x-8 gap-y-3 text-sm text-ink-100 sm:grid-cols-3">
            {view.destination ? <Fact label="Destination" value={view.destination} /> : null}
            {dates ? <Fact label="Dates" value={dates} /> : null}
            <Fact label="Travellers" value={view.travellers} />
          </dl>
          <div className="mt-8 flex items-center gap-3">
            <AgentFace agent={view.agent} />
            <p className="text-sm leading-snug text-ink-100">
              Prepared for you by
              <br />
              <span className="text-base font-semibold text-ivory">{view.agent.name}</span>
            </p>
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-5xl px-5 sm:px-10">
        <StateBanner view={view} accepted={accepted} payment={payment} />

        {view.intro.trim() ? (
          <section aria-label="A note from your travel designer" className="mt-10">
            <blockquote className="border-l-2 border-gold-500 pl-5 font-display text-xl leading-relaxed whitespace-pre-line text-ink-800 sm:text-2xl">
              {view.intro.trim()}
            </blockquote>
            <p className="mt-3 pl-5 text-sm text-ink-600">— {view.agent.name}</p>
          </section>
        ) : null}

        {view.days.length ? (
          <section aria-labelledby="days-heading" className="mt-14">
            <SectionHeading id="days-heading">Day by day</SectionHeading>
            <ol className="mt-6 grid gap-4">
              {view.days.map((day) => (
                <li key={day.n} className="rounded-card border border-sand-200 bg-white p-5 sm:p-6">
                  <p className="text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
                    Day {day.n}
                    {day.date ? ` · ${formatDayWithWeekday(day.date)}` : ""}
                    {day.city ? ` · ${day.city}` : ""}
                  </p>
                  <h3 className="mt-2 font-display text-2xl leading-tight font-medium">{day.title}</h3>
                  {day.text.trim() ? (
                    <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-700">{day.text.trim()}</p>
                  ) : null}
                  <p className="mt-3 text-sm text-ink-600">
                    {mealsText(day.meals)}
                    {day.stay ? ` · Overnight at ${day.stay}` : ""}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        {view.sharedStays.length || view.sharedServices.length ? (
          <section aria-labelledby="stays-heading" className="mt-14">
            <SectionHeading id="stays-heading">Where you stay and what we arrange</SectionHeading>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {view.sharedStays.map((stay, i) => (
                <StayCard key={`stay-${i}`} stay={stay} />
              ))}
              {view.sharedServices.map((s, i) => (
                <li key={`svc-${i}`} className="rounded-card border border-sand-200 bg-white p-5">
                  <p className="font-semibold">{s.title}</p>
                  {s.description ? <p className="mt-1 text-sm text-ink-700">{s.description}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="price-heading" className="mt-14">
          <SectionHeading id="price-heading">{single ? "Your price" : "Choose your option"}</SectionHeading>
          {!single ? (
            <p className="mt-2 text-ink-700">
              Compare the options and choose the one you would like; the price includes every tax.
            </p>
          ) : null}
          <fieldset className="mt-6">
            <legend className="sr-only">Options</legend>
            <div className={cn("grid gap-5", !single && "md:grid-cols-2")}>
              {view.options.map((option) => (
                <OptionCard
                  key={option.id}
                  option={option}
                  single={single}
                  chosen={choice === option.id}
                  selectable={open && !single}
                  onChoose={() => setChoice(option.id)}
                />
              ))}
            </div>
          </fieldset>
        </section>

        {view.inclusions.length || view.exclusions.length ? (
          <section aria-labelledby="included-heading" className="mt-14 grid gap-8 sm:grid-cols-2">
            <h2 id="included-heading" className="sr-only">
              Included and not included
            </h2>
            {view.inclusions.length ? (
              <div>
                <h3 className="font-display text-2xl font-medium">Included</h3>
                <ul className="mt-3 grid gap-2">
                  {view.inclusions.map((item, i) => (
                    <li key={i} className="flex gap-2 text-ink-700">
                      <CheckIcon className="mt-0.5 size-5 shrink-0 text-success-600" aria-hidden="true" />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {view.exclusions.length ? (
              <div>
                <h3 className="font-display text-2xl font-medium">Not included</h3>
                <ul className="mt-3 grid gap-2">
                  {view.exclusions.map((item, i) => (
                    <li key={i} className="flex gap-2 text-ink-700">
                      <XIcon className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden="true" />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        ) : null}

        <section aria-labelledby="terms-heading" className="mt-14">
          <SectionHeading id="terms-heading">Terms</SectionHeading>
          {view.cancellation.trim() ? (
            <>
              <h3 className="mt-5 font-sans text-base font-semibold">Cancellation</h3>
              <p className="mt-1 leading-relaxed whitespace-pre-line text-ink-700">
                {view.cancellation.trim()}
              </p>
            </>
          ) : null}
          {view.notes.trim() ? (
            <p className="mt-4 leading-relaxed whitespace-pre-line text-ink-700">{view.notes.trim()}</p>
          ) : null}
          <p className="mt-4 font-semibold">Valid until {formatDayLong(view.validUntil)}</p>
        </section>

        {open ? (
          <AcceptSection
            view={view}
            token={token}
            option={view.options.find((o) => o.id === choice) ?? view.options[0]!}
            onAccepted={setAccepted}
          />
        ) : null}
        {accepted ? <WhatHappensNext accepted={accepted} agent={view.agent.name} /> : null}

        {view.state.kind === "open" && !accepted ? (
          <ChangesSection token={token} agent={view.agent.name} />
        ) : null}

        <section
          aria-labelledby="contact-heading"
          className="mt-14 mb-16 rounded-card bg-sand-100 p-6 sm:p-8"
        >
          <h2 id="contact-heading" className="font-display text-3xl font-medium">
            Talk to {view.agent.name.split(" ")[0]}
          </h2>
          <p className="mt-2 text-ink-700">Questions about this proposal? Call or message us.</p>
          <CallOrWhatsApp
            whatsappMessage={`Hello, I have a question about proposal ${view.quoteNumber}.`}
            className="mt-5 sm:max-w-sm"
          />
          <Button asChild variant="outline" size="lg" className="mt-3 w-full sm:max-w-sm">
            <a href={pdfUrl} download>
              <DownloadIcon aria-hidden="true" />
              Download the PDF
            </a>
          </Button>
        </section>
      </div>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs tracking-[0.14em] text-gold-300 uppercase">{label}</dt>
      <dd className="mt-0.5 text-base text-ivory">{value}</dd>
    </div>
  );
}

function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="font-display text-3xl leading-tight font-medium sm:text-4xl">
      {children}
    </h2>
  );
}

function StayCard({ stay }: { stay: ProposalStay }) {
  return (
    <li className="rounded-card border border-sand-200 bg-white p-5">
      <p className="font-semibold">{stay.name}</p>
      <p className="mt-1 text-sm text-ink-700">{[stay.city, stay.roomType].filter(Boolean).join(" · ")}</p>
      <p className="mt-1 text-sm text-ink-600">
        {stay.nights} {stay.nights === 1 ? "night" : "nights"} · {stay.rooms}{" "}
        {stay.rooms === 1 ? "room" : "rooms"} · {MEAL_PLAN_NAMES[stay.mealPlan] ?? stay.mealPlan}
      </p>
    </li>
  );
}

function PriceRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={cn(
        "flex items-baseline justify-between gap-4 py-1.5",
        strong && "border-t border-sand-200 pt-3",
      )}
    >
      <dt className={cn(strong ? "font-semibold" : "text-ink-700")}>{label}</dt>
      <dd className={cn("text-right tabular-nums", strong ? "text-xl font-semibold" : "")}>{value}</dd>
    </div>
  );
}

function OptionCard({
  option,
  single,
  chosen,
  selectable,
  onChoose,
}: {
  option: ProposalOption;
  single: boolean;
  chosen: boolean;
  selectable: boolean;
  onChoose: () => void;
}) {
  const p = option.price;
  const titleId = useId();
  return (
    <div
      className={cn(
        "rounded-card border bg-white p-5 sm:p-6",
        chosen && !single ? "border-gold-500 ring-2 ring-gold-400" : "border-sand-200",
      )}
    >
      {single ? null : (
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="radio"
            name="proposal-option"
            value={option.id}
            checked={chosen}
            onChange={onChoose}
            disabled={!selectable}
            aria-describedby={titleId}
            className="size-5 accent-gold-600"
          />
          <span id={titleId} className="font-display text-2xl leading-tight font-medium">
            {option.name}
          </span>
        </label>
      )}
      {option.stays.length || option.services.length ? (
        <ul className="mt-3 grid gap-1.5 text-sm text-ink-700">
          {option.stays.map((s, i) => (
            <li key={`s${i}`}>
              <span className="font-semibold text-ink-900">{s.name}</span>
              {s.city ? `, ${s.city}` : ""} — {s.roomType}, {s.nights} {s.nights === 1 ? "night" : "nights"},{" "}
              {MEAL_PLAN_NAMES[s.mealPlan] ?? s.mealPlan}
            </li>
          ))}
          {option.services.map((s, i) => (
            <li key={`v${i}`}>{s.title}</li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-4">
        <PriceRow label="Package value" value={formatMoney(p.packageValue)} />
        {p.serviceFee ? <PriceRow label="Service fee" value={formatMoney(p.serviceFee)} /> : null}
        <PriceRow label={p.gstLabel} value={formatMoney(p.gst)} />
        {p.tcs ? <PriceRow label={p.tcsLabel ?? "TCS"} value={formatMoney(p.tcs)} /> : null}
        <PriceRow label="Total" value={formatMoney(p.total)} strong />
      </dl>
      {p.tcs ? (
        <p className="mt-2 text-sm text-ink-600">
          TCS is tax collected at source: it is credited to your PAN and can be adjusted against your income
          tax.
        </p>
      ) : null}
      {option.extras.length ? (
        <>
          <h3 className="mt-5 font-sans text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
            Optional extras
          </h3>
          <dl className="mt-1">
            {option.extras.map((e, i) => (
              <PriceRow key={i} label={e.title} value={formatMoney(e.price)} />
            ))}
          </dl>
        </>
      ) : null}
      {option.schedule.length ? (
        <>
          <h3 className="mt-5 font-sans text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
            Payment schedule
          </h3>
          <dl className="mt-1">
            {option.schedule.map((step, i) => (
              <PriceRow key={i} label={`${step.label} · ${step.dueText}`} value={formatMoney(step.amount)} />
            ))}
          </dl>
        </>
      ) : null}
    </div>
  );
}

function StateBanner({
  view,
  accepted,
  payment,
}: {
  view: ProposalView;
  accepted: ProposalAccepted | null;
  payment: ProposalPayment | null;
}) {
  const s = view.state;
  let text: string | null = null;
  if (s.kind === "superseded")
    text = `A newer version (v${s.currentVersion}) of this proposal was sent to you; open the latest e-mail. This version can no longer be accepted.`;
  else if (s.kind === "replaced") text = replacedText(s);
  else if (s.kind === "expired")
    text = `This proposal was valid until ${formatDayLong(view.validUntil)} and can no longer be accepted. Call or message us for a fresh one.`;
  else if (s.kind === "declined") text = "This proposal was declined and can no longer be accepted.";
  else if (s.kind === "accepted" && !accepted && payment)
    return (
      <section role="status" className="mt-8 rounded-card border border-gold-400 bg-sand-50 p-5">
        <p className="font-semibold text-ink-900">
          You accepted {s.optionName}. Thank you — {formatMoney(payment.amount)} is due
          {payment.dueOn ? ` by ${formatDayLong(payment.dueOn)}` : " now"}.
        </p>
        <PayButton payment={payment} />
      </section>
    );
  else if (s.kind === "accepted" && !accepted)
    text = `You accepted ${s.optionName}. Thank you — ${view.agent.name} will be in touch about the deposit.`;
  if (!text) return null;
  return (
    <p
      role="status"
      className="mt-8 rounded-card border border-gold-400 bg-sand-50 p-4 font-semibold text-ink-900"
    >
      {text}
    </p>
  );
}

function AcceptSection({
  view,
  token,
  option,
  onAccepted,
}: {
  view: ProposalView;
  token: string;
  option: ProposalOption;
  onAccepted: (a: ProposalAccepted) => void;
}) {
  const verification = usePhoneVerification<ProposalAccepted>({
    purpose: "proposal_acceptance",
    texts: PROPOSAL_ACCEPT_TEXTS,
    onVerified: onAccepted,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state } = verification;
  return (
    <section
      {...(state.step === "code"
        ? { "aria-label": `Accept ${option.name}` }
        : { "aria-labelledby": "accept-heading" })}
      className="mt-14 rounded-card border border-ink-900/15 bg-white p-6 sm:p-8"
    >
      {state.step === "code" ? (
        <CodeStep
          state={state}
          headingRef={headingRef}
          texts={{
            title: `Accept ${option.name}`,
            verifyLabel: "Accept with this code",
            backLabel: "Back",
            resendLabel: "Resend code",
          }}
          onVerify={(code) => void verification.verify(code)}
          onBack={verification.back}
          onResend={() => void verification.resend()}
          onResendBy={(channel) => void verification.resend(channel)}
        />
      ) : (
        <>
          <h2 id="accept-heading" className="font-display text-3xl leading-tight font-medium">
            Ready to travel?
          </h2>
          <p className="mt-2 text-ink-700">
            Accept <strong className="text-ink-900">{option.name}</strong> at{" "}
            <strong className="text-ink-900">{formatMoney(option.price.total)}</strong>. We send a 6-digit
            code
            {view.phoneMasked ? (
              <>
                {" "}
                to <strong className="whitespace-nowrap text-ink-900">{view.phoneMasked}</strong>
              </>
            ) : null}{" "}
            to confirm it is you.
          </p>
          <Button
            type="button"
            size="lg"
            className="mt-5 w-full sm:w-auto"
            disabled={state.sending || (state.sendBlockedUntil ?? 0) > Date.now()}
            onClick={() => void verification.start({ token, optionId: option.id })}
          >
            {state.sending ? "Sending the code…" : `Accept ${option.name}`}
          </Button>
        </>
      )}
    </section>
  );
}

/** The way to the pay page: an ordinary link, so it works before the page's script has loaded. */
function PayButton({ payment }: { payment: Pick<ProposalPayment, "payUrl" | "action"> }) {
  return (
    <Button asChild size="lg" className="mt-4 w-full sm:w-auto">
      <a href={payment.payUrl}>{payment.action}</a>
    </Button>
  );
}

function WhatHappensNext({ accepted, agent }: { accepted: ProposalAccepted; agent: string }) {
  return (
    <section
      aria-labelledby="next-heading"
      className="mt-14 rounded-card border border-gold-400 bg-sand-50 p-6 sm:p-8"
      role="status"
    >
      <h2 id="next-heading" className="font-display text-3xl leading-tight font-medium">
        Thank you — {accepted.optionName} is accepted
      </h2>
      <ol className="mt-4 grid list-decimal gap-2 pl-5 text-ink-700">
        <li>{agent} has been told and will call you within one working day.</li>
        <li>
          {accepted.deposit && accepted.payUrl
            ? `The deposit of ${formatMoney(accepted.deposit.amount)} is due ${accepted.deposit.dueText}.`
            : accepted.deposit
              ? `The deposit of ${formatMoney(accepted.deposit.amount)} is due ${accepted.deposit.dueText}; we send you a payment link.`
              : "We send you a payment link for the first instalment."}
        </li>
        <li>Once it is paid we confirm your hotels and services and send your vouchers.</li>
      </ol>
      {accepted.payUrl ? (
        <PayButton payment={{ payUrl: accepted.payUrl, action: "Pay the deposit" }} />
      ) : null}
    </section>
  );
}

function ChangesSection({ token, agent }: { token: string; agent: string }) {
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const send = async () => {
    if (!message.trim()) {
      setError("Tell us what you would like to change.");
      return;
    }
    setSending(true);
    setError(null);
    try {
      const response = await fetch(`/api/v1/proposals/${encodeURIComponent(token)}/changes`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ message }),
      });
      if (response.ok) setSent(true);
      else {
        const body = (await response.json().catch(() => null)) as {
          error?: { title: string; description: string };
        } | null;
        const text = body?.error ?? { title: "Not sent", description: "Please try again, or call us." };
        setError(text.description);
        showErrorToast(text.title, text.description);
      }
    } catch {
      setError("The message could not be sent. Check your connection and try again.");
    } finally {
      setSending(false);
    }
  };
  return (
    <section aria-labelledby="changes-heading" className="mt-10">
      <h2 id="changes-heading" className="font-display text-3xl leading-tight font-medium">
        Would you like changes?
      </h2>
      {sent ? (
        <p role="status" className="mt-3 text-ink-700">
          Thank you — {agent} has your message and will send you a revised proposal.
        </p>
      ) : (
        <>
          <label htmlFor={fieldId} className="mt-3 block text-ink-700">
            Tell {agent.split(" ")[0]} what to change: dates, hotels, activities, budget.
          </label>
          <Textarea
            id={fieldId}
            className="mt-3"
            value={message}
            maxLength={PROPOSAL_CHANGES_MAX}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
          />
          <p id={`${fieldId}-error`} role="alert" className="mt-2 min-h-5 text-sm text-danger-600">
            {error}
          </p>
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="mt-2 w-full sm:w-auto"
            disabled={sending}
            onClick={() => void send()}
          >
            {sending ? "Sending…" : "Send my changes"}
          </Button>
        </>
      )}
    </section>
  );
}

/** The agent's photo when they set one, else their initials; a photo that fails to load falls back too. */
function AgentFace({ agent }: { agent: ProposalView["agent"] }) {
  const [failed, setFailed] = useState(false);
  if (agent.photo && !failed)
    return (
      <img
        src={agent.photo}
        alt={agent.name}
        width={48}
        height={48}
        referrerPolicy="no-referrer"
        className="size-12 shrink-0 rounded-full object-cover"
        onError={() => setFailed(true)}
      />
    );
  return (
    <span
      aria-hidden="true"
      className="grid size-12 shrink-0 place-items-center rounded-full bg-gold-400 font-display text-xl font-semibold text-ink-950"
    >
      {agent.initials}
    </span>
  );
}
