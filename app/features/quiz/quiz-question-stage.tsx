import {
  ArrowRightIcon,
  BedDoubleIcon,
  CalendarDaysIcon,
  CheckIcon,
  CompassIcon,
  EarthIcon,
  GemIcon,
  HeartHandshakeIcon,
  SparklesIcon,
  UsersIcon,
  WalletIcon,
  type LucideIcon,
} from "lucide-react";
import type { Ref } from "react";
import { Button, focusRing } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { QUIZ_QUESTIONS, QUIZ_QUESTION_COUNT, type QuizOption } from "./quiz-content";
import { visibleOptions } from "./quiz-scoring";
import type { QuizState } from "./use-quiz";

const QUESTION_ICONS: Record<string, LucideIcon> = {
  destination: EarthIcon,
  experience: SparklesIcon,
  travellers: UsersIcon,
  dates: CalendarDaysIcon,
  budget: WalletIcon,
  accommodation: BedDoubleIcon,
  preferences: HeartHandshakeIcon,
  planning: CompassIcon,
  importance: GemIcon,
};

type Props = {
  state: QuizState;
  headingRef: Ref<HTMLHeadingElement>;
  onChoose: (optionId: string) => void;
  onToggle: (optionId: string) => void;
  onSubmitSelections: () => void;
};

export function QuizQuestionStage({ state, headingRef, onChoose, onToggle, onSubmitSelections }: Props) {
  const question = QUIZ_QUESTIONS[state.index]!;
  const Icon = QUESTION_ICONS[question.id] ?? SparklesIcon;
  const options = visibleOptions(question, state.answers);
  const isLast = state.index === QUIZ_QUESTION_COUNT - 1;
  const headingId = `quiz-q-${question.id}`;
  const count = state.multi.length;

  return (
    <div key={question.id} className="motion-safe:animate-slide-up">
      <div className="flex items-center gap-3">
        <span
          className="flex size-10 items-center justify-center rounded-full bg-ink-900 text-gold-300"
          aria-hidden="true"
        >
          <Icon className="size-5" />
        </span>
        {question.hint ? <p className="text-sm text-ink-600">{question.hint}</p> : null}
      </div>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 font-display text-[2rem] leading-[1.1] font-medium text-ink-900 outline-none sm:text-[2.75rem]"
      >
        {question.question}
      </h2>

      <div role="group" aria-labelledby={headingId} className="mt-7 grid gap-3 sm:grid-cols-2">
        {options.map((option) =>
          question.multiSelect ? (
            <OptionButton
              key={option.id}
              option={option}
              kind="checkbox"
              selected={state.multi.includes(option.id)}
              locked={state.locked}
              onSelect={() => onToggle(option.id)}
            />
          ) : (
            <OptionButton
              key={option.id}
              option={option}
              kind="choice"
              selected={state.selected === option.id}
              locked={state.locked}
              onSelect={() => onChoose(option.id)}
            />
          ),
        )}
      </div>

      {question.multiSelect ? (
        <div className="mt-7 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-700" aria-live="polite">
            {count > 0
              ? `${count} preference(s) selected`
              : "Tap to select your preferences, or continue without."}
          </p>
          <Button
            type="button"
            size="lg"
            onClick={onSubmitSelections}
            disabled={state.locked}
            className="w-full sm:w-auto"
          >
            {isLast ? "Complete Quiz" : "Next Question"}
            <ArrowRightIcon aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function OptionButton({
  option,
  kind,
  selected,
  locked,
  onSelect,
}: {
  option: QuizOption;
  kind: "choice" | "checkbox";
  selected: boolean;
  locked: boolean;
  onSelect: () => void;
}) {
  // Locked controls stay focusable (aria-disabled) so keyboard focus is not thrown to the page.
  // Before the quiz's code has run an answer would be lost: the options are disabled until then.
  const hydrated = useHydrated();
  const ariaState =
    kind === "checkbox"
      ? { role: "checkbox" as const, "aria-checked": selected }
      : { "aria-pressed": selected };
  return (
    <button
      type="button"
      {...ariaState}
      aria-disabled={locked || undefined}
      disabled={!hydrated}
      onClick={() => {
        if (!locked) onSelect();
      }}
      className={cn(
        "group relative flex min-h-[4.5rem] w-full cursor-pointer items-start gap-4 rounded-2xl border p-4 text-left disabled:cursor-progress sm:p-5",
        "transition-[border-color,background-color,box-shadow,opacity] duration-200",
        focusRing,
        selected
          ? "border-gold-600 bg-gold-300/20 shadow-[inset_0_0_0_1px_var(--color-gold-600)]"
          : "border-sand-200 bg-white hover:border-gold-500/70 hover:bg-sand-50",
        locked && !selected && "opacity-55",
        locked && "cursor-default",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "mt-0.5 flex size-6 shrink-0 items-center justify-center border transition-colors",
          kind === "checkbox" ? "rounded-md" : "rounded-full",
          selected
            ? "border-gold-600 bg-gold-600 text-white"
            : "border-sand-300 bg-white group-hover:border-gold-500",
        )}
      >
        {selected ? <CheckIcon className="size-3.5" strokeWidth={3} /> : null}
      </span>
      <span className="min-w-0">
        <span className="block font-medium text-ink-900">{option.label}</span>
        <span className="mt-1 block text-sm leading-snug text-ink-600">{option.description}</span>
      </span>
    </button>
  );
}
