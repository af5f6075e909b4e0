// The quiz's stages after the contact form, fetched together once the visitor is under way.
export { KeptUnverifiedNotice } from "~/features/verification";
export { QuizOtpStage } from "./quiz-otp-stage";
export { QuizResultsStage } from "./quiz-results-stage";
