import type { QuizRecommendation } from "./quiz-scoring";

/** What the quiz endpoints answer (shared by the server module and the page). */
export type QuizSendSuccess = {
  submissionId: string;
  phone: string;
  phoneDisplay: string;
  resendAvailableInSeconds: number;
  expiresInSeconds: number;
  toast: { title: string; description: string };
};

export type QuizResults = {
  name: string;
  points: number;
  persona: { title: string; line: string };
  recommendations: QuizRecommendation[];
  promoCode: string;
};
