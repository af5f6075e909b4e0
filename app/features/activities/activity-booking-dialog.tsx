import { CalendarCheck, CheckCircle2, Download, Hourglass, Inbox, Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { dismissErrorToasts, showErrorToast, showSuccessToast } from "~/components/ui/toast";
import { formatDayWithWeekday } from "~/lib/format";
import { approxInrText, formatMoney, rateFor, timesMoney, type InrRate } from "~/lib/money";
import { indiaDay } from "~/lib/india-time";
import { INTERNATIONAL_INPUT_MAX_LENGTH, MOBILE_INPUT_MAX_LENGTH } from "~/lib/phone";
import { newSubmissionId } from "~/lib/submission-id";
import {
  CodeStep,
  PhoneConsentNote,
  usePhoneVerification,
  type CodeStepTexts,
  type PhoneVerificationTexts,
} from "~/features/verification";
import {
  ACTIVITY_BOOKING_CODE_TEXT,
  ACTIVITY_BOOKING_TEXT,
  activityIssueTitle,
  activityBookingSchema,
  latestActivityDate,
  MAX_GUESTS_PER_TYPE,
  type ActivityBookingConfirmation,
  type ActivityBookingPending,
  type ActivityBookingProven,
  type ActivityQuestionsAnswer,
} from "./activity-booking-schema";
import type { Activity } from "./activity-types";
import { catalogueQuote } from "./catalogue-types";

type Form = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  date: string;
  adults: string;
  children: string;
  pickup: string;
};

const EMPTY: Form = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  date: "",
  adults: "1",
  children: "0",
  pickup: "",
};

/** How long the day and guests must stay unchanged before the supplier's questions are asked for. */
const QUESTIONS_DELAY_MS = 300;

const CODE_TEXTS: PhoneVerificationTexts = {
  sendFailed: ACTIVITY_BOOKING_CODE_TEXT.sendFailed,
  resendFailed: ACTIVITY_BOOKING_CODE_TEXT.resendFailed,
  verifyFailed: ACTIVITY_BOOKING_CODE_TEXT.verifyFailed,
  wrongCode: ACTIVITY_BOOKING_CODE_TEXT.wrongCode,
  incompleteCode: ACTIVITY_BOOKING_CODE_TEXT.incompleteCode,
  invalidSession: ACTIVITY_BOOKING_CODE_TEXT.invalidSession,
  verified: ACTIVITY_BOOKING_CODE_TEXT.verified,
};

const CODE_STEP_TEXTS: CodeStepTexts = {
  title: "Enter your code",
  verifyLabel: "Verify & Book",
  backLabel: "Back",
  resendLabel: "Resend code",
};

/** "Saturday, 14 March 2026" for an ISO day. */
function longDate(day: string) {
  return formatDayWithWeekday(day);
}

const guests = (adults: number, children: number) =>
  [
    `${adults} ${adults === 1 ? "adult" : "adults"}`,
    children ? `${children} ${children === 1 ? "child" : "children"}` : "",
  ]
    .filter(Boolean)
    .join(", ");

function Field({
  label,
  htmlFor,
  error,
  hint,
  after,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  hint?: string;
  /** Shown below the message or hint, e.g. the mobile box's "I have a number outside India". */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error ? (
        <p id={`${htmlFor}-error`} className="text-sm text-danger-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${htmlFor}-hint`} className="text-xs text-ink-600">
          {hint}
        </p>
      ) : null}
      {after}
    </div>
  );
}

/**
 * Booking an activity: details → code → success. Confirm Booking first sends a code — by SMS to the
 * mobile when one is given, else by e-mail to the address — and the booking is made once it is
 * entered (at once, with no code, when this browser proved the same phone or address today): nothing
 * is booked or mailed for details nobody proved. The total follows the guests as they are typed (the
 * server prices it again and its figure is the one confirmed). One idempotency key per submission,
 * kept until the server has given a definite answer, so a retry after a lost answer or a double tap
 * books once; 'Book Another Activity' starts a new one.
 *
 * Once the day and guests are known, the dialog asks the server which questions the supplier needs
 * answered (in the supplier's words; required ones must be answered) and whether the supplier
 * confirms at once. Otherwise — our catalogue, a Viator product — it is a request: the success view
 * says "Request received" and when staff answer, and the voucher follows only once it is confirmed.
 */
export function ActivityBookingDialog({
  activity,
  rates,
  supplierPriced = false,
  open,
  onOpenChange,
}: {
  activity: Activity | null;
  rates: readonly InrRate[];
  /** A supplier prices the booking: the figure here is our estimate until it answers with its own. */
  supplierPriced?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [form, setForm] = useState<Form>(EMPTY);
  // "I have a number outside India": the mobile box takes a number with its country code, whose
  // code goes to the e-mail address (our text messages reach Indian numbers only).
  const [abroad, setAbroad] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [processing, setProcessing] = useState(false);
  const [done, setDone] = useState<ActivityBookingConfirmation | null>(null);
  const [asked, setAsked] = useState<ActivityQuestionsAnswer | null>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [answerError, setAnswerError] = useState<{ code: string; message: string } | null>(null);
  // The supplier has not answered yet: the outcome is e-mailed, so nothing here offers to book again.
  const [awaiting, setAwaiting] = useState<ActivityBookingPending | null>(null);
  // Held at the operator's own price, which is not the estimate shown: said before the pay page.
  const [repriced, setRepriced] = useState<{ text: string; payUrl: string } | null>(null);
  const key = useRef<string | null>(null);
  /** The booking waiting for its code. */
  const pending = useRef<Record<string, unknown> | null>(null);
  const booking = useRef(false);
  const firstField = useRef<HTMLInputElement>(null);
  const verification = usePhoneVerification<ActivityBookingProven>({
    purpose: "activity_booking",
    texts: CODE_TEXTS,
    onVerified: () => void book(),
  });
  const step = verification.state.step;
  // Back from the code step (or a booking refused after it): the caret returns to the form.
  useEffect(() => {
    if (step === "details" && open) firstField.current?.focus();
  }, [step, open]);
  // The supplier's questions for the day and guests chosen (the latest choice wins).
  const productCode = activity?.productCode;
  useEffect(() => {
    if (!open || !productCode || !form.date) {
      setAsked(null);
      return;
    }
    const controller = new AbortController();
    const query = new URLSearchParams({
      code: productCode,
      date: form.date,
      adults: form.adults || "1",
      children: form.children || "0",
    });
    // Once the guests stop changing: each ask may cost the supplier a call.
    const timer = setTimeout(() => {
      fetch(`/api/v1/activities/questions?${query}`, { signal: controller.signal })
        .then(async (response) => {
          const json = (await response.json().catch(() => null)) as ActivityQuestionsAnswer | null;
          if (!controller.signal.aborted) setAsked(response.ok && json ? json : null);
        })
        .catch(() => undefined);
    }, QUESTIONS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, productCode, form.date, form.adults, form.children]);

  if (!activity) return null;
  const today = indiaDay(new Date());
  const adults = Math.max(0, Math.floor(Number(form.adults) || 0));
  const children = Math.max(0, Math.floor(Number(form.children) || 0));
  // Viator quotes one "from" price per person; our catalogue charges children 70 % of an adult.
  const operatorPriced = supplierPriced || activity.source === "viator";
  const estimate =
    activity.source === "viator"
      ? timesMoney(activity.price, adults + children)
      : catalogueQuote(activity.price, adults, children).total;
  const questions = asked?.questions ?? [];
  const unanswered = questions.some((q) => q.required && !answers[q.code]?.trim());
  const missing =
    !form.firstName.trim() || !form.lastName.trim() || !form.email.trim() || !form.date || unanswered;
  const set = (field: keyof Form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    setErrors((er) => ({ ...er, [field]: undefined }));
    verification.clearFieldError(field);
  };
  const fieldId = (name: string) => `${id}-${name}`;
  // The form's own check, or the code step's refusal of a field (e.g. a name the server refused).
  const errorOf = (name: keyof Form) => errors[name] ?? verification.state.fieldErrors[name];
  const describedBy = (name: keyof Form) => (errorOf(name) ? `${fieldId(name)}-error` : undefined);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (processing || missing || !activity) return;
    const body = {
      ...form,
      phone: form.phone.trim() || null,
      pickup: form.pickup.trim() || null,
      answers: Object.fromEntries(
        questions.flatMap((q) => (answers[q.code]?.trim() ? [[q.code, answers[q.code]!.trim()]] : [])),
      ),
      activityCode: activity.productCode,
      key: key.current ?? newSubmissionId(),
    };
    key.current = body.key;
    const parsed = activityBookingSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setErrors({ [String(issue.path[0])]: issue.message });
      showErrorToast(activityIssueTitle(String(issue.path[0])), issue.message);
      document.getElementById(fieldId(String(issue.path[0])))?.focus();
      return;
    }
    pending.current = body;
    setProcessing(true);
    booking.current = false;
    // A code to the mobile, or without one to the address; or none, when this browser proved them today
    // (then the booking starts at once, from onVerified).
    await verification.start({
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phone: body.phone,
    });
    if (!booking.current) setProcessing(false);
  }

  /** The booking itself, once the code was entered (or the proof made it unnecessary). */
  async function book() {
    const body = pending.current;
    if (!body) return;
    booking.current = true;
    setProcessing(true);
    try {
      const response = await fetch("/api/v1/activities/bookings", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const json = (await response.json().catch(() => null)) as
        | (ActivityBookingConfirmation & { error?: undefined })
        | (ActivityBookingPending & { error?: undefined })
        | { error?: { title: string; description: string; field?: string; question?: string } }
        | null;
      if (response.status === 202 && json && "outcome" in json && json.outcome === "pending") {
        pending.current = null;
        dismissErrorToasts();
        setAwaiting(json);
        verification.reset();
        return;
      }
      if (response.ok && json && "reference" in json && json.status === "awaiting_payment" && json.payUrl) {
        // Held until paid: the pay page takes over (the booking goes to the operator once it is paid).
        key.current = null;
        pending.current = null;
        dismissErrorToasts();
        if (json.priceChanged) {
          verification.reset();
          setRepriced({ text: json.priceChanged, payUrl: json.payUrl });
          return;
        }
        window.location.assign(json.payUrl);
        return;
      }
      if (response.ok && json && "reference" in json) {
        key.current = null;
        pending.current = null;
        dismissErrorToasts();
        setDone(json);
        verification.reset();
        showSuccessToast(json.toast.title, json.toast.description);
        return;
      }
      // Back to the form, with what was typed: Confirm Booking again needs no new code today.
      verification.reset();
      const error = json?.error;
      // A definite refusal ends this submission; a server or network failure keeps its key for the retry.
      if (response.status < 500) key.current = null;
      if (error?.field && error.field in EMPTY) setErrors({ [error.field]: error.description });
      if (error?.field === "answers" && error.question)
        setAnswerError({ code: error.question, message: error.description });
      showErrorToast(
        error?.title ?? ACTIVITY_BOOKING_TEXT.failed.title,
        error?.description ?? ACTIVITY_BOOKING_TEXT.failed.description,
      );
    } catch {
      verification.reset();
      showErrorToast(ACTIVITY_BOOKING_TEXT.failed.title, ACTIVITY_BOOKING_TEXT.failed.description);
    } finally {
      booking.current = false;
      setProcessing(false);
    }
  }

  const close = (next: boolean) => {
    if (!next) {
      setDone(null);
      setAwaiting(null);
      setRepriced(null);
      setErrors({});
      setAnswers({});
      setAnswerError(null);
      key.current = null;
      pending.current = null;
      verification.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent data-testid="activity-booking-dialog" className="sm:max-w-xl">
        {repriced ? (
          <div className="grid gap-5" data-testid="activity-booking-repriced" role="status">
            <DialogHeader>
              <DialogTitle className="font-display text-2xl leading-tight sm:text-3xl">
                {ACTIVITY_BOOKING_TEXT.awaitingPayment.title}
              </DialogTitle>
              <DialogDescription>{repriced.text}</DialogDescription>
            </DialogHeader>
            <Button asChild data-testid="booking-repriced-pay">
              <a href={repriced.payUrl}>Continue to payment</a>
            </Button>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Close
            </Button>
          </div>
        ) : awaiting ? (
          <div className="grid gap-5" data-testid="activity-booking-pending" role="status">
            <DialogHeader>
              <Hourglass className="size-10 text-gold-700" aria-hidden="true" />
              <DialogTitle className="font-display text-2xl leading-tight sm:text-3xl">
                {awaiting.title}
              </DialogTitle>
              <DialogDescription>{awaiting.description}</DialogDescription>
            </DialogHeader>
            <p className="text-sm text-ink-600">
              {awaiting.activityTitle} · {longDate(awaiting.date)}
            </p>
            <Button
              type="button"
              variant="outline"
              onClick={() => close(false)}
              data-testid="booking-pending-close"
            >
              Close
            </Button>
          </div>
        ) : done ? (
          <div className="grid gap-5" data-testid="activity-booking-success">
            <DialogHeader>
              {done.status === "confirmed" ? (
                <>
                  <CheckCircle2 className="size-10 text-emerald-700" aria-hidden="true" />
                  <DialogTitle className="font-display text-3xl">
                    {ACTIVITY_BOOKING_TEXT.confirmed.title}
                  </DialogTitle>
                  <DialogDescription>
                    A confirmation email with your voucher will follow to {done.email}.
                  </DialogDescription>
                </>
              ) : (
                <>
                  <Inbox className="size-10 text-gold-700" aria-hidden="true" />
                  <DialogTitle className="font-display text-3xl">
                    {ACTIVITY_BOOKING_TEXT.requested.title}
                  </DialogTitle>
                  <DialogDescription>
                    {ACTIVITY_BOOKING_TEXT.requested.description(done.confirmWithinHours)} Nothing has been
                    charged; we e-mailed the details to {done.email}, and the voucher follows once it is
                    confirmed.
                  </DialogDescription>
                </>
              )}
            </DialogHeader>
            <dl className="grid gap-3 rounded-2xl border border-sand-200 bg-white p-5 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">Reference</dt>
                <dd
                  className="font-mono text-base font-semibold tracking-wider"
                  data-testid="booking-reference"
                >
                  {done.reference}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">Experience</dt>
                <dd className="text-right">{done.activityTitle}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">Date</dt>
                <dd>{longDate(done.date)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">Guests</dt>
                <dd>{guests(done.adults, done.children)}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-sand-200 pt-3">
                <dt className="font-medium">Total</dt>
                <dd className="text-right">
                  <span className="font-semibold" data-testid="booking-confirmed-total">
                    {formatMoney(done.total)}
                  </span>
                  <span className="block text-xs text-ink-600" data-testid="booking-confirmed-per-pax">
                    {formatMoney(done.adultPrice)} per adult
                    {done.childPrice && done.children ? `, ${formatMoney(done.childPrice)} per child` : ""}
                  </span>
                  {done.approxInr ? (
                    <span className="block text-xs text-ink-600" data-testid="booking-confirmed-inr">
                      {done.approxInr}
                    </span>
                  ) : null}
                </dd>
              </div>
            </dl>
            {done.voucherUrl ? (
              <Button asChild size="lg">
                <a href={done.voucherUrl} download data-testid="voucher-download">
                  <Download aria-hidden="true" />
                  Download voucher
                </a>
              </Button>
            ) : null}
            <Button type="button" variant="outline" onClick={() => setDone(null)} data-testid="book-another">
              Book Another Activity
            </Button>
          </div>
        ) : step === "code" ? (
          <div className="grid gap-2" data-testid="activity-booking-code">
            <DialogHeader>
              <p className="eyebrow text-gold-700">Confirm your booking</p>
              <DialogTitle className="font-display text-2xl leading-tight sm:text-3xl">
                {activity.title}
              </DialogTitle>
              <DialogDescription>Nothing is sent until you enter the code.</DialogDescription>
            </DialogHeader>
            <CodeStep
              variant="dialog"
              state={verification.state}
              texts={CODE_STEP_TEXTS}
              onVerify={(code) => void verification.verify(code)}
              onBack={verification.back}
              onResend={() => void verification.resend()}
              onResendBy={(channel) => void verification.resend(channel)}
            />
          </div>
        ) : step === "done" ? (
          <div className="grid justify-items-center gap-4 py-8 text-center" role="status">
            <DialogHeader className="items-center">
              <Loader2 className="size-10 text-gold-700 motion-safe:animate-spin" aria-hidden="true" />
              <DialogTitle className="font-display text-2xl leading-tight">
                Confirming your booking…
              </DialogTitle>
              <DialogDescription>{activity.title}</DialogDescription>
            </DialogHeader>
          </div>
        ) : (
          <form className="grid gap-5" onSubmit={submit} noValidate>
            <DialogHeader>
              <p className="eyebrow text-gold-700">Book this experience</p>
              <DialogTitle className="font-display text-2xl leading-tight sm:text-3xl">
                {activity.title}
              </DialogTitle>
              <DialogDescription>
                {activity.location} · {activity.duration} · {formatMoney(activity.price)} per adult
                {operatorPriced ? "; the operator confirms its own price for your party" : ", children 70 %"}
                {activity.source === "viator" ? " · a Viator partner experience we book for you" : ""}
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="First name" htmlFor={fieldId("firstName")} error={errorOf("firstName")}>
                <Input
                  ref={firstField}
                  id={fieldId("firstName")}
                  autoComplete="given-name"
                  maxLength={60}
                  value={form.firstName}
                  onChange={set("firstName")}
                  aria-invalid={Boolean(errorOf("firstName"))}
                  aria-describedby={describedBy("firstName")}
                  required
                />
              </Field>
              <Field label="Last name" htmlFor={fieldId("lastName")} error={errorOf("lastName")}>
                <Input
                  id={fieldId("lastName")}
                  autoComplete="family-name"
                  maxLength={60}
                  value={form.lastName}
                  onChange={set("lastName")}
                  aria-invalid={Boolean(errorOf("lastName"))}
                  aria-describedby={describedBy("lastName")}
                  required
                />
              </Field>
              <Field
                label="Email"
                htmlFor={fieldId("email")}
                error={errorOf("email")}
                hint="Your voucher is sent here."
              >
                <Input
                  id={fieldId("email")}
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  value={form.email}
                  onChange={set("email")}
                  aria-invalid={Boolean(errorOf("email"))}
                  aria-describedby={describedBy("email") ?? `${fieldId("email")}-hint`}
                  required
                />
              </Field>
              <Field
                label={abroad ? "Mobile number with country code (optional)" : "Mobile (optional)"}
                htmlFor={fieldId("phone")}
                error={errorOf("phone")}
                hint={
                  abroad
                    ? "Our text messages reach Indian numbers only, so we e-mail your 6-digit code to the address above."
                    : "We text a code here to confirm; without a mobile, we email it."
                }
                after={
                  <>
                    <PhoneConsentNote id={fieldId("consent")} />
                    <Button
                      type="button"
                      variant="link"
                      size="sm"
                      className="h-auto justify-self-start px-0 py-1"
                      aria-expanded={abroad}
                      aria-controls={fieldId("phone")}
                      onClick={() => {
                        setAbroad((was) => !was);
                        set("phone")({ target: { value: "" } });
                        document.getElementById(fieldId("phone"))?.focus();
                      }}
                    >
                      {abroad ? "I have an Indian mobile number" : "I have a number outside India"}
                    </Button>
                  </>
                }
              >
                <Input
                  id={fieldId("phone")}
                  type="tel"
                  autoComplete="tel"
                  maxLength={abroad ? INTERNATIONAL_INPUT_MAX_LENGTH : MOBILE_INPUT_MAX_LENGTH}
                  placeholder={abroad ? "+44 7911 123456" : "+91 98765 43210"}
                  value={form.phone}
                  onChange={set("phone")}
                  aria-invalid={Boolean(errorOf("phone"))}
                  aria-describedby={`${describedBy("phone") ?? `${fieldId("phone")}-hint`} ${fieldId("consent")}`}
                />
              </Field>
              <Field label="Date" htmlFor={fieldId("date")} error={errorOf("date")}>
                <Input
                  id={fieldId("date")}
                  type="date"
                  min={today}
                  max={latestActivityDate()}
                  value={form.date}
                  onChange={set("date")}
                  aria-invalid={Boolean(errorOf("date"))}
                  aria-describedby={describedBy("date")}
                  required
                  data-testid="booking-date"
                />
              </Field>
              <div className="grid grid-cols-2 gap-3">
                <Field label="Adults" htmlFor={fieldId("adults")} error={errorOf("adults")}>
                  <Input
                    id={fieldId("adults")}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_GUESTS_PER_TYPE}
                    value={form.adults}
                    onChange={set("adults")}
                    aria-invalid={Boolean(errorOf("adults"))}
                    aria-describedby={describedBy("adults")}
                    data-testid="booking-adults"
                  />
                </Field>
                <Field label="Children" htmlFor={fieldId("children")} error={errorOf("children")}>
                  <Input
                    id={fieldId("children")}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={MAX_GUESTS_PER_TYPE}
                    value={form.children}
                    onChange={set("children")}
                    aria-invalid={Boolean(errorOf("children"))}
                    aria-describedby={describedBy("children")}
                    data-testid="booking-children"
                  />
                </Field>
              </div>
              <div className="sm:col-span-2">
                <Field
                  label="Hotel or camp for pick-up (optional)"
                  htmlFor={fieldId("pickup")}
                  error={errorOf("pickup")}
                  hint="Where you are staying, if the experience picks you up."
                >
                  <Input
                    id={fieldId("pickup")}
                    maxLength={120}
                    value={form.pickup}
                    onChange={set("pickup")}
                    aria-invalid={Boolean(errorOf("pickup"))}
                    aria-describedby={describedBy("pickup") ?? `${fieldId("pickup")}-hint`}
                    data-testid="booking-pickup"
                  />
                </Field>
              </div>
              {questions.map((q) => {
                const qid = fieldId(`q-${q.code}`);
                const error = answerError?.code === q.code ? answerError.message : undefined;
                return (
                  <div key={q.code} className="sm:col-span-2">
                    <Field label={q.required ? q.text : `${q.text} (optional)`} htmlFor={qid} error={error}>
                      <Input
                        id={qid}
                        maxLength={300}
                        value={answers[q.code] ?? ""}
                        onChange={(e) => {
                          const value = e.target.value;
                          setAnswers((a) => ({ ...a, [q.code]: value }));
                          setAnswerError(null);
                        }}
                        aria-invalid={Boolean(error)}
                        aria-describedby={error ? `${qid}-error` : undefined}
                        required={q.required}
                        data-testid={`supplier-question-${q.code}`}
                      />
                    </Field>
                  </div>
                );
              })}
            </div>
            <div
              className="flex items-end justify-between gap-4 rounded-2xl bg-sand-100 px-5 py-4"
              aria-live="polite"
            >
              <div>
                <p className="text-xs text-ink-600">
                  {supplierPriced ? "Estimated total" : "Total"} for {guests(adults, children)}
                </p>
                <p className="font-display text-3xl font-semibold" data-testid="booking-total">
                  {formatMoney(estimate)}
                </p>
              </div>
              <p className="text-right text-xs text-ink-600" data-testid="booking-total-inr">
                {approxInrText(estimate, rateFor(rates, estimate.currency))}
              </p>
            </div>
            {asked && !asked.instant ? (
              <p className="text-sm text-ink-700" data-testid="booking-request-note">
                This is a booking request: you pay on the next page, and it goes to be confirmed only once
                paid. {ACTIVITY_BOOKING_TEXT.requested.description(asked.confirmWithinHours)} If it cannot be
                confirmed, your payment is refunded in full.
              </p>
            ) : null}
            <Button type="submit" size="lg" disabled={processing || missing} data-testid="confirm-booking">
              {processing ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <CalendarCheck aria-hidden="true" />
              )}
              {processing ? "Confirming…" : "Confirm Booking"}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
