import type { QuizRecommendation } from "./quiz-scoring";

/** What the quiz shows once the phone is verified (the lead flow's result). */
export type QuizResults = {
  name: string;
  points: number;
  persona: { title: string; line: string };
  recommendations: QuizRecommendation[];
  promoCode: string;
  /** The link that opens these results again on any device, and until when (a day after the check). */
  link: { path: string; expiresAt: string } | null;
};

/** The quiz in progress, as the quiz hook holds it and the saved progress keeps part of it. */
export type QuizState = {
  /** "question" until the last answer is recorded, then the contact form. */
  stage: "question" | "contact";
  index: number;
  answers: string[];
  /** Running points: added the moment an option is chosen. */
  score: number;
  /** The highlighted single-choice option while the advance runs. */
  selected: string | null;
  /** Q7's current selections. */
  multi: string[];
  locked: boolean;
  name: string;
  phone: string;
  /** The address a code for a number outside India goes to (only asked for then). */
  email: string;
  /** The visitor said their number is outside India: the box takes a country code. */
  abroad: boolean;
};
