import { ShieldCheckIcon } from "lucide-react";
import type { Ref } from "react";
import { CodeStep, type OptIns, type PhoneVerification } from "~/features/verification";
import type { QuizResults } from "./quiz-types";

const CODE_TEXTS = {
  title: "Enter your verification code",
  verifyLabel: "Verify OTP",
  backLabel: "Back",
  resendLabel: "Resend OTP",
};

/** The quiz's code step: the lead-flow layer's code step, inline in the quiz card. */
export function QuizOtpStage({
  verification,
  headingRef,
  initialOptIns,
}: {
  verification: PhoneVerification<QuizResults>;
  headingRef: Ref<HTMLHeadingElement>;
  /** What was ticked on the contact step, for a number this browser took as confirmed. */
  initialOptIns: OptIns;
}) {
  return (
    <CodeStep
      state={verification.state}
      texts={CODE_TEXTS}
      headingRef={headingRef}
      onVerify={(code, optIns) => void verification.verify(code, optIns)}
      offerOptIns
      initialOptIns={initialOptIns}
      onBack={verification.back}
      onResend={() => void verification.resend()}
      onResendBy={(channel) => void verification.resend(channel)}
      eyebrow={
        <div className="flex items-center gap-3">
          <span
            className="flex size-10 items-center justify-center rounded-full bg-ink-900 text-gold-300"
            aria-hidden="true"
          >
            <ShieldCheckIcon className="size-5" />
          </span>
          <p className="eyebrow">One last step</p>
        </div>
      }
    />
  );
}
