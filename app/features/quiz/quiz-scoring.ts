import { destinationIndex } from "~/lib/destination-index";
import {
  BUDGET_QUESTION,
  DESTINATION_QUESTION,
  EXPERIENCE_QUESTION,
  NO_LOW_BUDGET_REGIONS,
  QUIZ_QUESTIONS,
  QUIZ_QUESTION_COUNT,
  TAILOR_MADE_IMAGES,
  type QuizOption,
  type QuizQuestion,
} from "./quiz-content";

/**
 * The quiz's rules as pure functions, used by the page (live score, progress, the budget rule) and
 * by the server, which recomputes points and recommendations from the answer ids alone.
 */

/** Q7's selections are recorded as one comma-joined answer ("" when none were chosen). */
export const joinMultiAnswer = (ids: string[]) => ids.join(",");
export const splitMultiAnswer = (answer: string) => (answer ? answer.split(",") : []);

/** The options shown for a question, given the answers so far ('budget_low' goes for far regions). */
export function visibleOptions(question: QuizQuestion, answers: readonly string[]): QuizOption[] {
  if (question.id === "budget" && NO_LOW_BUDGET_REGIONS.includes(answers[DESTINATION_QUESTION] ?? "")) {
    return question.options.filter((o) => o.id !== "budget_low");
  }
  return question.options;
}

/** Points of one recorded answer (a multi-select answer sums its choices). */
export function answerPoints(question: QuizQuestion, answer: string): number {
  const ids = question.multiSelect ? splitMultiAnswer(answer) : [answer];
  return ids.reduce((sum, id) => sum + (question.options.find((o) => o.id === id)?.points ?? 0), 0);
}

export function totalPoints(answers: readonly string[]): number {
  return answers.reduce(
    (sum, answer, i) => sum + (QUIZ_QUESTIONS[i] ? answerPoints(QUIZ_QUESTIONS[i], answer) : 0),
    0,
  );
}

/** Why a full set of answers is not acceptable, or null when it is. */
export function answersProblem(answers: readonly string[]): string | null {
  if (answers.length !== QUIZ_QUESTION_COUNT)
    return `expected ${QUIZ_QUESTION_COUNT} answers, got ${answers.length}`;
  for (let i = 0; i < QUIZ_QUESTION_COUNT; i++) {
    const question = QUIZ_QUESTIONS[i]!;
    const allowed = new Set(visibleOptions(question, answers).map((o) => o.id));
    const answer = answers[i]!;
    if (question.multiSelect) {
      const ids = splitMultiAnswer(answer);
      if (new Set(ids).size !== ids.length || ids.some((id) => !allowed.has(id)))
        return `answer ${i + 1} is not a valid selection`;
    } else if (!allowed.has(answer)) {
      return `answer ${i + 1} is not one of the options`;
    }
  }
  return null;
}

/**
 * Three destinations, chosen by the first answer, then the second, then the budget.
 */
export function recommendDestinations(answers: readonly string[]): [string, string, string] {
  const region = answers[DESTINATION_QUESTION];
  const experience = answers[EXPERIENCE_QUESTION];
  const budget = answers[BUDGET_QUESTION];
  switch (region) {
    case "australia":
      if (experience === "beach") return ["Gold Coast", "Perth", "Cairns"];
      if (experience === "adventure") return ["Melbourne", "Adelaide", "Sydney"];
      if (experience === "wildlife") return ["Kangaroo Island", "Tasmania", "Northern Territory"];
      return ["Sydney", "Melbourne", "Brisbane"];
    case "europe":
      if (experience === "luxury" || budget === "budget_luxury") return ["Switzerland", "London", "Paris"];
      if (experience === "mountains" || experience === "adventure")
        return ["Switzerland", "Austria", "Norway"];
      return ["United Kingdom", "Switzerland", "Germany"];
    case "africa":
      if (experience === "wildlife") return ["Kenya", "Tanzania", "South Africa"];
      if (experience === "luxury") return ["South Africa", "Kenya", "Tanzania"];
      if (experience === "adventure") return ["Tanzania", "Kenya", "South Africa"];
      return ["Kenya", "South Africa", "Tanzania"];
    case "asia":
      if (experience === "beach") return ["Thailand", "Maldives", "Bali"];
      if (experience === "luxury") return ["Dubai", "Singapore", "Japan"];
      if (experience === "cultural") return ["Japan", "Vietnam", "Singapore"];
      return ["Thailand", "Singapore", "Malaysia"];
    default:
      return ["Thailand", "Singapore", "Dubai"];
  }
}

export const RECOMMENDATION_CAPTIONS = [
  "Absolutely perfect for your travel dreams",
  "Excellent match for your preferences",
  "Great option that suits your style",
] as const;

export type QuizRecommendation = {
  rank: 1 | 2 | 3;
  name: string;
  caption: string;
  /** Set when it is one of our 18 destinations (it then links to /destination/<slug>). */
  slug: string | null;
  /** The card's picture: the destination's own, or the tailor-made journey's; null = an art panel. */
  image: string | null;
};

export function describeRecommendations(names: readonly string[]): QuizRecommendation[] {
  return names.slice(0, 3).map((name, i) => {
    const slug = destinationIndex.find((d) => d.name === name)?.slug ?? null;
    return {
      rank: (i + 1) as 1 | 2 | 3,
      name,
      caption: RECOMMENDATION_CAPTIONS[i]!,
      slug,
      image: slug ? `/images/destinations/${slug}.svg` : (TAILOR_MADE_IMAGES[name] ?? null),
    };
  });
}

/**
 * Progress = (current question index, plus 1 once past the questions) / (questions + 1).
 * The index stays on the last question once the questions are done.
 */
export function quizProgress(
  questionIndex: number,
  pastQuestions: boolean,
  questionCount = QUIZ_QUESTION_COUNT,
): number {
  return (questionIndex + (pastQuestions ? 1 : 0)) / (questionCount + 1);
}

/** The lead-scoring payload's answers: position index, answer id, and the list for Q7. */
export function leadScoringAnswers(answers: readonly string[]) {
  return answers.map((answerId, questionId) =>
    QUIZ_QUESTIONS[questionId]?.multiSelect
      ? { questionId, answerId, answers: splitMultiAnswer(answerId) }
      : { questionId, answerId },
  );
}

/** "Region: Europe", "Preferences: Honeymoon touches, Spa & wellness": the answers in words, for staff. */
export function describeAnswers(answers: readonly string[]): string[] {
  return answers.map((answer, i) => {
    const question = QUIZ_QUESTIONS[i];
    if (!question) return answer;
    const ids = question.multiSelect ? splitMultiAnswer(answer) : [answer];
    const labels = ids.map((id) => question.options.find((o) => o.id === id)?.label ?? id);
    return `${question.topic}: ${labels.length ? labels.join(", ") : "none"}`;
  });
}
