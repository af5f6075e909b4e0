// Public surface of the quiz feature (the route composes QuizPage; the API lives in quiz-api.server.ts).
export { QuizPage } from "./quiz-page";
export { QuizResultsLinkGone, QuizResultsLinkPage } from "./quiz-results-link-page";
export { QUIZ_QUESTIONS, QUIZ_QUESTION_COUNT } from "./quiz-content";
export { recommendDestinations, totalPoints } from "./quiz-scoring";
