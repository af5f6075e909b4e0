import { useEffect, useRef, useState } from "react";
import { cleanupVerificationCache, loadPhoneVerificationActions } from "~/features/verification";
import { cn } from "~/lib/cn";
import { QuizProgress } from "./quiz-progress";
import { QuizQuestionStage } from "./quiz-question-stage";
import { useQuiz } from "./use-quiz";

type LaterStages = typeof import("./quiz-later-stages");
const loadLaterStages = () => import("./quiz-later-stages");
let loadedLaterStages: LaterStages | null = null;

/**
 * The contact, code, kept-unverified and results stages (with the details form, the code box and the
 * verification notices), and the code that sends the details and checks the code: not on the page's
 * first load, fetched once the visitor is past the first question. Held in state
 * rather than React.lazy, so a stage that is already fetched renders at once, with no fallback.
 */
function useLaterStages(wanted: boolean) {
  const [stages, setStages] = useState(loadedLaterStages);
  useEffect(() => {
    if (!wanted || stages) return;
    let live = true;
    void loadPhoneVerificationActions();
    void loadLaterStages().then((m) => {
      loadedLaterStages = m;
      if (live) setStages(m);
    });
    return () => {
      live = false;
    };
  }, [wanted, stages]);
  return stages;
}

/** The /quiz page: a short hero and one card that walks through the four stages. */
export function QuizPage() {
  const quiz = useQuiz();
  const { state, stage } = quiz;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const later = useLaterStages(stage !== "question" || state.index > 0);
  // False only while a later stage waits for its code: its heading takes focus once it is there.
  const stageReady = stage === "question" || later !== null;

  useEffect(() => {
    cleanupVerificationCache();
  }, []);

  // Each new question or stage takes focus (keyboard and screen-reader users start there) and is
  // scrolled into view when the card's top has gone off screen.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // The code step focuses its code box instead (autoFocus), ready for typing or SMS autofill.
    if (stage !== "otp") headingRef.current?.focus({ preventScroll: true });
    const card = cardRef.current;
    if (card && card.getBoundingClientRect().top < 0) {
      const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      card.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
    }
  }, [stage, state.index, stageReady]);

  const results = quiz.verification.state.result;
  const wide = stage === "results";
  return (
    <>
      <section className="relative overflow-hidden bg-ink-900 text-ivory">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_120%_at_85%_0%,rgb(194_155_87/0.28),transparent_60%)]"
        />
        <div className="container-page relative pt-10 pb-20 sm:pt-16 sm:pb-28">
          <p className="eyebrow text-gold-300">Travel Persona</p>
          <h1 className="mt-3 max-w-3xl font-display text-[2.5rem] leading-[1.05] font-medium sm:text-6xl">
            Discover your travel personality
          </h1>
          <p className="mt-4 max-w-xl text-base text-ivory/80 sm:text-lg">
            Nine quick questions, about three minutes. We'll match you with three destinations and a concierge
            code to plan them.
          </p>
        </div>
      </section>

      <div className="container-page relative -mt-12 pb-24 sm:-mt-16">
        <div
          ref={cardRef}
          className={cn(
            "mx-auto scroll-mt-24 rounded-[1.75rem] border border-sand-200 bg-white p-5 shadow-lift sm:p-10",
            wide ? "max-w-5xl" : "max-w-3xl",
          )}
        >
          {stage !== "results" && stage !== "kept" ? (
            <div className="mb-8">
              <QuizProgress stage={stage} index={state.index} score={state.score} />
            </div>
          ) : null}

          {stage === "question" ? (
            <QuizQuestionStage
              state={state}
              headingRef={headingRef}
              onChoose={quiz.chooseOption}
              onToggle={quiz.toggleOption}
              onSubmitSelections={quiz.submitSelections}
            />
          ) : null}
          {stage === "contact" && later ? (
            <later.QuizContactStage
              state={state}
              verification={quiz.verification.state}
              headingRef={headingRef}
              onName={quiz.setName}
              onPhone={quiz.setPhone}
              onEmail={quiz.setEmail}
              onAbroad={quiz.setAbroad}
              optIns={quiz.optIns}
              onOptIns={quiz.setOptIns}
              onSend={() => void quiz.sendOtp()}
              onBackToQuiz={quiz.reset}
            />
          ) : null}
          {stage === "otp" && later ? (
            <later.QuizOtpStage
              verification={quiz.verification}
              headingRef={headingRef}
              initialOptIns={quiz.optIns}
            />
          ) : null}
          {stage === "kept" && later ? (
            <later.KeptUnverifiedNotice
              headingRef={headingRef}
              whatsappMessage="Hello, I just took the travel personality quiz and would like my recommendations."
            />
          ) : null}
          {stage === "results" && results && later ? (
            <later.QuizResultsStage results={results} headingRef={headingRef} onRetake={quiz.reset} />
          ) : null}
        </div>
      </div>
    </>
  );
}
