import { QUIZ_QUESTION_COUNT } from "./quiz-content";
import { quizProgress } from "./quiz-scoring";
import type { QuizStage } from "./use-quiz";
import { formatIndianNumber } from "~/lib/format";

const stageLabel = (stage: QuizStage, index: number) =>
  stage === "question"
    ? `Question ${index + 1} of ${QUIZ_QUESTION_COUNT}`
    : stage === "contact"
      ? "Your details"
      : "Verification";

/** The progress row: where the visitor is, the running score and the share of steps done. */
export function QuizProgress({ stage, index, score }: { stage: QuizStage; index: number; score: number }) {
  const percent = Math.round(quizProgress(index, stage !== "question") * 100);
  return (
    <div className="space-y-2.5">
      <div className="flex items-baseline justify-between gap-4 text-xs font-medium tracking-wide text-ink-600">
        <span className="uppercase">{stageLabel(stage, index)}</span>
        <span className="tabular-nums">
          <span className="sr-only">Progress </span>
          {percent}%<span aria-hidden="true"> · </span>
          <span className="text-gold-700">{formatIndianNumber(score)} pts</span>
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-gold-600 to-gold-400 transition-[width] duration-500 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
