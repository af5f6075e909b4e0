import { ArrowLeftIcon, LoaderCircleIcon, SparklesIcon } from "lucide-react";
import { useEffect, useState, type Ref } from "react";
import { lazyOnOpen } from "~/components/lazy-on-open";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  CodeEmailBox,
  isPhoneVerified,
  NumberAbroadSwitch,
  OptInChoices,
  numberNeedsCodeEmail,
  PhoneConsentNote,
  useCountdown,
  type OptIns,
  type PhoneVerificationState,
} from "~/features/verification";
import { INTERNATIONAL_INPUT_MAX_LENGTH, MOBILE_INPUT_MAX_LENGTH } from "~/lib/phone";
import type { QuizState } from "./use-quiz";

// The confirmation is only needed if the visitor wants to start over: fetched then.
const QuizRestartDialog = lazyOnOpen(() => import("./quiz-restart-dialog").then((m) => m.QuizRestartDialog));

type Props = {
  state: QuizState;
  verification: PhoneVerificationState<unknown>;
  headingRef: Ref<HTMLHeadingElement>;
  onName: (value: string) => void;
  onPhone: (value: string) => void;
  onEmail: (value: string) => void;
  onAbroad: (on: boolean) => void;
  optIns: OptIns;
  onOptIns: (next: OptIns) => void;
  onSend: () => void;
  onBackToQuiz: () => void;
};

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm leading-snug text-danger-600">
      {message}
    </p>
  );
}

export function QuizContactStage({
  state,
  verification,
  headingRef,
  onName,
  onPhone,
  onEmail,
  onAbroad,
  optIns,
  onOptIns,
  onSend,
  onBackToQuiz,
}: Props) {
  const abroad = state.abroad;
  const [confirmRestart, setConfirmRestart] = useState(false);
  const waitSeconds = useCountdown(verification.sendBlockedUntil);
  const errors = verification.fieldErrors;
  // Fetch the form's validation (zod) while the visitor types, so the send button answers at once.
  useEffect(() => {
    void import("./quiz-schema");
  }, []);
  return (
    <form
      noValidate
      className="motion-safe:animate-slide-up"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="flex items-center gap-3">
        <span
          className="flex size-10 items-center justify-center rounded-full bg-ink-900 text-gold-300"
          aria-hidden="true"
        >
          <SparklesIcon className="size-5" />
        </span>
        <p className="eyebrow">Your persona is ready</p>
      </div>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 font-display text-[2rem] leading-[1.1] font-medium text-ink-900 outline-none sm:text-[2.75rem]"
      >
        Where should we send your results?
      </h2>
      <p className="mt-3 max-w-xl text-ink-700">
        {abroad
          ? "We'll e-mail a 6-digit code to confirm your number. Your three destinations appear the moment it's confirmed."
          : "We'll text a 6-digit code to verify your number. Your three destinations appear the moment it's confirmed."}
      </p>

      <div className="mt-8 grid gap-6 sm:max-w-md">
        <div className="grid gap-2">
          <Label htmlFor="quiz-name">Your name</Label>
          <Input
            id="quiz-name"
            name="name"
            autoComplete="name"
            value={state.name}
            onChange={(e) => onName(e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? "quiz-name-error" : undefined}
            placeholder="e.g. Priya Sharma"
          />
          <FieldError id="quiz-name-error" message={errors.name} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="quiz-phone">{abroad ? "Mobile number with country code" : "Mobile number"}</Label>
          <div className="flex">
            {abroad ? null : (
              <span
                className="inline-flex h-11 items-center rounded-l-xl border border-r-0 border-sand-300 bg-sand-100 px-3.5 text-sm font-medium text-ink-700"
                aria-hidden="true"
              >
                +91
              </span>
            )}
            <Input
              id="quiz-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete={abroad ? "tel" : "tel-national"}
              maxLength={abroad ? INTERNATIONAL_INPUT_MAX_LENGTH : MOBILE_INPUT_MAX_LENGTH}
              value={state.phone}
              onChange={(e) => onPhone(e.target.value)}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={`${errors.phone ? "quiz-phone-error " : ""}quiz-phone-consent`}
              placeholder={abroad ? "+44 7911 123456" : "98765 43210"}
              className={abroad ? "tabular-nums tracking-wide" : "rounded-l-none tabular-nums tracking-wide"}
            />
          </div>
          <FieldError id="quiz-phone-error" message={errors.phone} />
          <PhoneConsentNote id="quiz-phone-consent" />
          <NumberAbroadSwitch
            abroad={abroad}
            phoneInputId="quiz-phone"
            emailInputId="quiz-email"
            onToggle={() => onAbroad(!abroad)}
          />
        </div>
        {abroad ? (
          <CodeEmailBox
            id="quiz-email"
            value={state.email}
            error={errors.email}
            phone={state.phone}
            onChange={onEmail}
          />
        ) : null}
        {/* This browser confirmed the number for the quiz within the day: no code step may follow,
            so its two choices are asked here. */}
        {state.phone.trim() && isPhoneVerified("quiz", state.phone) ? (
          <OptInChoices value={optIns} onChange={onOptIns} />
        ) : null}
      </div>

      <div className="mt-9 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button type="button" variant="ghost" onClick={() => setConfirmRestart(true)}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Quiz
        </Button>
        <Button
          type="submit"
          size="lg"
          disabled={
            !state.name ||
            !state.phone ||
            (abroad && numberNeedsCodeEmail(state.phone) && !state.email) ||
            verification.sending ||
            waitSeconds > 0
          }
          className="w-full sm:w-auto sm:min-w-44"
        >
          {verification.sending ? (
            <LoaderCircleIcon className="motion-safe:animate-spin" aria-hidden="true" />
          ) : null}
          {verification.checking ? "Checking…" : waitSeconds > 0 ? `Send OTP in ${waitSeconds}s` : "Send OTP"}
        </Button>
      </div>
      <QuizRestartDialog open={confirmRestart} onOpenChange={setConfirmRestart} onConfirm={onBackToQuiz} />
    </form>
  );
}
