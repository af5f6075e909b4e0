import type { QuizRecommendation } from "./quiz-scoring";

/** What the quiz shows once the phone is verified (the lead flow's result). */
export type QuizResults = {
  name: string;
  points: number;
  persona: { title: string; line: string };
  recommendations: QuizRecommendation[];
  promoCode: string;
};
