import { ArrowLeftIcon, LoaderCircleIcon, ShieldCheckIcon } from "lucide-react";
import { useEffect, useRef, type Ref } from "react";
import { Button } from "~/components/ui/button";
import { OtpInput } from "~/components/ui/otp-input";
import { ResendCountdown } from "~/features/verification";
import type { QuizState } from "./use-quiz";

type Props = {
  state: QuizState;
  headingRef: Ref<HTMLHeadingElement>;
  onCode: (value: string) => void;
  onVerify: () => void;
  onBack: () => void;
  onResend: () => void;
};

export function QuizOtpStage({ state, headingRef, onCode, onVerify, onBack, onResend }: Props) {
  const canVerify = state.code.length === 6 && !state.verifying;
  const codeBox = useRef<HTMLDivElement>(null);
  // After a refused code the box is cleared: put the caret back for the next try.
  useEffect(() => {
    if (state.codeResets > 0) codeBox.current?.querySelector("input")?.focus();
  }, [state.codeResets]);
  return (
    <div className="motion-safe:animate-slide-up">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-ink-900 text-gold-300" aria-hidden="true">
          <ShieldCheckIcon className="size-5" />
        </span>
        <p className="eyebrow">One last step</p>
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 font-display text-[2rem] leading-[1.1] font-medium text-ink-900 outline-none sm:text-[2.75rem]">
        Enter your verification code
      </h2>
      <p id="quiz-otp-help" className="mt-3 max-w-xl text-ink-700">
        We sent a 6-digit code to <strong className="font-semibold whitespace-nowrap text-ink-900">{state.phoneDisplay}</strong>. It's valid for 5 minutes.
      </p>

      <div ref={codeBox} className="mt-8 max-w-sm">
        <OtpInput
          id="quiz-otp"
          value={state.code}
          onChange={onCode}
          onEnter={onVerify}
          autoFocus
          disabled={state.verifying}
          aria-label="6-digit verification code"
          aria-describedby="quiz-otp-help"
        />
        <Button type="button" size="lg" className="mt-6 w-full" onClick={onVerify} disabled={!canVerify}>
          {state.verifying ? <LoaderCircleIcon className="motion-safe:animate-spin" aria-hidden="true" /> : null}
          Verify OTP
        </Button>
        <div className="mt-4 flex items-center justify-between gap-2">
          <Button type="button" variant="ghost" size="sm" className="h-11" onClick={onBack}>
            <ArrowLeftIcon aria-hidden="true" />
            Back
          </Button>
          <ResendCountdown availableAt={state.resendAt} onResend={onResend} busy={state.resending} label="Resend OTP" />
        </div>
      </div>
    </div>
  );
}
