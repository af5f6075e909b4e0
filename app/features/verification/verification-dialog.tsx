import { CircleCheckIcon, LoaderCircleIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { CharacterCount } from "~/components/character-count";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { fieldClasses, Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { VerifiedPurpose } from "~/features/leads";
import { cn } from "~/lib/cn";
import { INTERNATIONAL_INPUT_MAX_LENGTH, MOBILE_INPUT_MAX_LENGTH, sanitizeMobileInput } from "~/lib/phone";
import { CodeStep, NO_OPT_INS, OptInChoices, type CodeStepTexts } from "./code-step";
import { KeptUnverifiedNotice } from "./kept-unverified-notice";
import type { ToastText } from "./lead-flow-types";
import { CodeEmailBox, CodeEmailHint, NumberAbroadSwitch, numberNeedsCodeEmail } from "./number-abroad";
import { pendingKeyOf } from "./pending-codes";
import type { OptIns } from "./phone-consent";
import { PhoneConsentNote } from "./phone-consent-note";
import { useCountdown } from "./resend-countdown";
import {
  loadPhoneVerificationActions,
  usePhoneVerification,
  type PhoneVerificationTexts,
} from "./use-phone-verification";
import { isPhoneVerified } from "./verification-cache";

/**
 * One dialog for every lead flow that is not a page of its own: details → code → done. Which fields
 * it asks for, how they are checked (the flow's zod schema, the same one its endpoint uses) and every
 * word on it are configuration; the sending, counting down and checking are usePhoneVerification's.
 * Closing it clears the form; a code already sent is not lost with it: reopening the same flow (after
 * a reload too) returns to that code's step while the server says it is live, with no new SMS. The
 * browser's Back closes the dialog rather than leaving the page.
 */

export type DetailField = {
  name: string;
  label: string;
  type: "text" | "email" | "tel" | "textarea" | "date" | "number" | "select";
  placeholder?: string;
  autoComplete?: string;
  /** Shown after the label: "(optional)". */
  optional?: boolean;
  min?: string | number;
  max?: string | number;
  /** How many characters the box takes (a tel field: the mobile rule's longest form unless set). */
  maxLength?: number;
  /**
   * What the box keeps of each keystroke or paste, when a flow's form is stricter or looser than the
   * default (a tel field keeps what the mobile rule can read: digits, spaces, hyphens, a leading +).
   */
  sanitize?: (value: string) => string;
  /** A select's choices (its first is the starting value unless an initial value is given). */
  options?: readonly { value: string; label: string }[];
  /** Shown before the box, e.g. "+91" when the box takes the national number only. */
  prefix?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  /**
   * A tel field that also takes a number outside India: "I have a number outside India" turns it to
   * an international number and asks for an e-mail address, where the code then goes (no SMS
   * reaches it). The flow's schema must accept both and an `email`.
   */
  abroad?: boolean;
};

type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

export type VerificationDialogConfig = {
  purpose: VerifiedPurpose;
  title: string;
  description: string;
  fields: DetailField[];
  submitLabel: string;
  /** Fields the send button waits for: it stays disabled while any is blank (as the quiz's does). */
  sendNeeds?: readonly string[];
  /** The flow's schema: its messages are what the visitor reads under each field. */
  schema: {
    safeParse(
      input: unknown,
    ): { success: true; data: Record<string, unknown> } | { success: false; error: Issues };
  };
  /** The toast title for a field's problem (e.g. 'Invalid Phone Number'), given its message. */
  issueTitle: (field: string, message: string) => string;
  /** Marks the dialog for tests that tell one flow's dialog from another's. */
  testId?: string;
  texts: PhoneVerificationTexts;
  code: CodeStepTexts;
  /**
   * The success step; null when the flow's verified toast says it all and the dialog closes (and so
   * clears) as soon as the phone is verified.
   */
  done: { title: string; description: string; actionLabel: string } | null;
};

export type VerificationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  config: VerificationDialogConfig;
  /** Values to start with (e.g. a destination chosen on the page); hidden ones are sent as they are. */
  initialValues?: Record<string, string>;
  onVerified?: (result: unknown) => void;
};

/** A native select, styled like the text boxes: on phones it opens the system's own picker. */
const SELECT_CLASS = cn(fieldClasses, "h-11 px-4 py-2");

/** What a box keeps of the visitor's input: the field's own rule, else the mobile rule for a tel box. */
function keep(field: DetailField, value: string, abroad = false): string {
  if (abroad) return sanitizeMobileInput(value, { international: true });
  if (field.sanitize) return field.sanitize(value);
  return field.type === "tel" ? sanitizeMobileInput(value) : value;
}

/** The box a field becomes for a number outside India: a whole E.164 number, no +91 prefix. */
const abroadField = (field: DetailField): DetailField => ({
  ...field,
  label: "Mobile number with country code",
  placeholder: "+44 7911 123456",
  autoComplete: "tel",
  prefix: undefined,
  // A numeric keypad has no "+" for the country code.
  inputMode: "tel",
  maxLength: INTERNATIONAL_INPUT_MAX_LENGTH,
});

function firstIssuePerField(error: Issues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export function VerificationDialog({
  open,
  onOpenChange,
  config,
  initialValues = {},
  onVerified,
}: VerificationDialogProps) {
  const id = useId();
  const pendingKey = pendingKeyOf(config.purpose, initialValues);
  const verification = usePhoneVerification<unknown>({
    purpose: config.purpose,
    pendingKey,
    texts: config.texts,
    onVerified: (result) => {
      onVerified?.(result);
      if (!config.done) onOpenChange(false);
    },
  });
  const { state } = verification;
  // The form is on screen: its sending code is fetched now, not with the first press of Send.
  useEffect(() => void loadPhoneVerificationActions(), []);
  const blank = () =>
    Object.fromEntries(
      config.fields.map((f) => [f.name, initialValues[f.name] ?? f.options?.[0]?.value ?? ""]),
    );
  const [values, setValues] = useState<Record<string, string>>(blank);
  // "I have a number outside India": the tel field takes an international number and an e-mail.
  const [abroad, setAbroad] = useState(false);
  const [optIns, setOptIns] = useState<OptIns>(NO_OPT_INS);
  const firstField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Closing clears the form, so the next visitor of a shared device starts blank; opening takes up
  // a code this tab already has on its way for the same flow, if the server says it is still live.
  const { resume } = verification;
  useEffect(() => {
    if (!open) {
      verification.reset();
      setValues(blank());
      setAbroad(false);
      setOptIns(NO_OPT_INS);
    } else void resume();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on open/close
  }, [open]);
  useBackCloses(open, () => onOpenChange(false));

  const setValue = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    verification.clearFieldError(name);
  };

  // The e-mail box is only there for a number outside India; an Indian number is sent without it.
  // A form that asks for an e-mail anyway (booking) keeps its own box: the code goes to that address.
  const offersAbroad = config.fields.some((f) => f.abroad);
  const ownEmail = config.fields.some((f) => f.name === "email");
  const codeToOwnEmail = offersAbroad && ownEmail && abroad;
  const phoneValue = values[config.fields.find((f) => f.abroad)?.name ?? "phone"] ?? "";
  // This browser confirmed the number for this flow within the proof's day: the server may answer
  // without a code step, so the two choices that step offers are asked here, before Send.
  const proven = phoneValue.trim() !== "" && isPhoneVerified(config.purpose, phoneValue);
  const sentValues = (): Record<string, string> => {
    const all = { ...initialValues, ...values };
    if (!offersAbroad) return all;
    // An Indian mobile typed in the box for numbers abroad is sent as one: its code goes by SMS.
    const byEmail = abroad && numberNeedsCodeEmail(phoneValue);
    if (ownEmail) return byEmail ? { ...all, channel: "email" } : all;
    const { email, ...rest } = all;
    return byEmail ? { ...rest, email: email ?? "", channel: "email" } : rest;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = config.schema.safeParse(sentValues());
    if (!parsed.success) {
      const errors = firstIssuePerField(parsed.error);
      const [field, message] = Object.entries(errors)[0] ?? ["", "Please check the form."];
      verification.rejectFields(errors, {
        title: config.issueTitle(field, message),
        description: message,
      } satisfies ToastText);
      // A number with a country code typed in the Indian box needs the e-mail box it had not opened.
      if (errors.email && offersAbroad && !ownEmail && !abroad) flushSync(() => setAbroad(true));
      document.getElementById(`${id}-${field}`)?.focus();
      return;
    }
    void verification.start(proven ? { ...sentValues(), optIns } : sentValues());
  };

  const handleDone = () => {
    verification.reset();
    setValues(blank());
    setAbroad(false);
    setOptIns(NO_OPT_INS);
  };

  const blockedSeconds = useCountdown(state.sendBlockedUntil);
  // Back from the code step: the caret returns to the form.
  useEffect(() => {
    if (state.step === "details") firstField.current?.focus();
  }, [state.step]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[92dvh] overflow-y-auto sm:max-w-lg"
        data-testid={config.testId}
        onOpenAutoFocus={(event) => {
          // Opened by a page's own button (state, not a dialog trigger): remember it to return to.
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          event.preventDefault();
          firstField.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="font-display text-[1.75rem] leading-tight font-medium">
            {config.title}
          </DialogTitle>
          <DialogDescription>{config.description}</DialogDescription>
        </DialogHeader>

        {state.step === "details" ? (
          <form noValidate onSubmit={handleSubmit} className="mt-2 grid gap-5">
            {config.fields.flatMap((given, index) => {
              const field = abroad && given.abroad ? abroadField(given) : given;
              const error = state.fieldErrors[field.name];
              const inputId = `${id}-${field.name}`;
              const common = {
                id: inputId,
                name: field.name,
                value: values[field.name] ?? "",
                placeholder: field.placeholder,
                autoComplete: field.autoComplete,
                "aria-invalid": error ? true : undefined,
                "aria-describedby":
                  [
                    error ? `${inputId}-error` : "",
                    field.type === "tel" ? `${id}-consent` : "",
                    field.type === "textarea" && field.maxLength ? `${inputId}-count` : "",
                    codeToOwnEmail && field.name === "email" ? `${inputId}-hint` : "",
                  ]
                    .filter(Boolean)
                    .join(" ") || undefined,
                ref: index === 0 ? firstField : undefined,
              };
              const box = (
                <div key={field.name} className="grid gap-2">
                  <Label htmlFor={inputId}>
                    {field.label}
                    {field.optional ? <span className="font-normal text-ink-600">(optional)</span> : null}
                  </Label>
                  {field.type === "textarea" ? (
                    <Textarea
                      {...common}
                      rows={3}
                      maxLength={field.maxLength}
                      onChange={(e) => setValue(field.name, keep(field, e.target.value))}
                    />
                  ) : field.type === "select" ? (
                    <select
                      {...common}
                      ref={undefined}
                      onChange={(e) => setValue(field.name, e.target.value)}
                      className={SELECT_CLASS}
                    >
                      {(field.options ?? []).map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  ) : field.type === "tel" ? (
                    <div className="flex items-center gap-2">
                      {field.prefix ? (
                        <span
                          aria-hidden="true"
                          className="flex h-11 shrink-0 items-center rounded-xl border border-sand-300 bg-sand-50 px-3.5 text-base text-ink-700 tabular-nums sm:text-sm"
                        >
                          {field.prefix}
                        </span>
                      ) : null}
                      <Input
                        {...common}
                        type="tel"
                        inputMode={field.inputMode ?? "tel"}
                        maxLength={field.maxLength ?? MOBILE_INPUT_MAX_LENGTH}
                        onChange={(e) =>
                          setValue(field.name, keep(field, e.target.value, abroad && given.abroad))
                        }
                        className="tabular-nums"
                      />
                    </div>
                  ) : (
                    <Input
                      {...common}
                      type={field.type}
                      min={field.min}
                      max={field.max}
                      maxLength={field.maxLength}
                      inputMode={field.inputMode ?? (field.type === "number" ? "numeric" : undefined)}
                      onChange={(e) => setValue(field.name, keep(field, e.target.value))}
                    />
                  )}
                  {error ? (
                    <p id={`${inputId}-error`} className="text-sm text-danger-600">
                      {error}
                    </p>
                  ) : null}
                  {codeToOwnEmail && field.name === "email" ? (
                    <CodeEmailHint id={`${inputId}-hint`} phone={phoneValue} />
                  ) : null}
                  {field.type === "textarea" && field.maxLength ? (
                    <CharacterCount
                      id={`${inputId}-count`}
                      length={(values[field.name] ?? "").length}
                      max={field.maxLength}
                    />
                  ) : null}
                  {field.type === "tel" ? <PhoneConsentNote id={`${id}-consent`} /> : null}
                  {given.abroad ? (
                    <NumberAbroadSwitch
                      abroad={abroad}
                      phoneInputId={inputId}
                      emailInputId={ownEmail ? null : `${id}-email`}
                      onToggle={() => {
                        setAbroad((was) => !was);
                        setValue(field.name, "");
                        verification.clearFieldError("email");
                      }}
                    />
                  ) : null}
                </div>
              );
              if (!(given.abroad && abroad) || ownEmail) return [box];
              return [
                box,
                <CodeEmailBox
                  key="email"
                  id={`${id}-email`}
                  value={values.email ?? ""}
                  error={state.fieldErrors.email}
                  phone={phoneValue}
                  onChange={(value) => setValue("email", value)}
                />,
              ];
            })}
            {proven ? <OptInChoices value={optIns} onChange={setOptIns} /> : null}
            <Button
              type="submit"
              size="lg"
              disabled={
                state.sending ||
                blockedSeconds > 0 ||
                (config.sendNeeds ?? []).some((name) => !(values[name] ?? "").trim()) ||
                (abroad && numberNeedsCodeEmail(phoneValue) && !(values.email ?? "").trim())
              }
              className="w-full"
            >
              {state.sending ? (
                <LoaderCircleIcon className="motion-safe:animate-spin" aria-hidden="true" />
              ) : null}
              {state.checking
                ? "Checking…"
                : blockedSeconds > 0
                  ? `${config.submitLabel} in ${blockedSeconds}s`
                  : config.submitLabel}
            </Button>
          </form>
        ) : null}

        {state.step === "code" ? (
          <CodeStep
            variant="dialog"
            state={state}
            texts={config.code}
            onVerify={(code, optIns) => void verification.verify(code, optIns)}
            offerOptIns
            initialOptIns={optIns}
            onBack={verification.back}
            onResend={() => void verification.resend()}
            onResendBy={(channel) => void verification.resend(channel)}
          />
        ) : null}

        {state.step === "kept" ? (
          <KeptUnverifiedNotice
            variant="dialog"
            whatsappMessage={`Hello, I just asked about: ${config.title}.`}
          />
        ) : null}

        {state.step === "done" && config.done ? (
          <div className="grid justify-items-center gap-4 py-4 text-center" role="status">
            <CircleCheckIcon className="size-12 text-success-600" aria-hidden="true" />
            <h3 className="font-display text-2xl font-medium text-ink-900">{config.done.title}</h3>
            <p className="max-w-sm text-ink-700">{config.done.description}</p>
            <Button type="button" size="lg" onClick={handleDone} autoFocus>
              {config.done.actionLabel}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The browser's Back closes an open dialog instead of leaving the page (and what was typed in it): an
 * entry for the same address is added when it opens and taken away when it closes any other way. The
 * router never sees either move (its listener is stopped), so the page does not reload its data.
 */
function useBackCloses(open: boolean, close: () => void) {
  const closeRef = useRef(close);
  closeRef.current = close;
  const added = useRef(false);
  const ownPops = useRef(0);
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      if (ownPops.current > 0) {
        ownPops.current -= 1;
        event.stopImmediatePropagation();
      } else if (added.current) {
        added.current = false;
        event.stopImmediatePropagation();
        closeRef.current();
      }
    };
    // Capturing on window runs before the router's own listener there.
    window.addEventListener("popstate", onPop, { capture: true });
    return () => window.removeEventListener("popstate", onPop, { capture: true });
  }, []);
  useEffect(() => {
    if (open && !added.current) {
      window.history.pushState(window.history.state, "");
      added.current = true;
    } else if (!open && added.current) {
      added.current = false;
      ownPops.current += 1;
      window.history.back();
    }
  }, [open]);
}
