// The quiz's stages from the contact form on, fetched together once the visitor is under way.
export { KeptUnverifiedNotice } from "~/features/verification";
export { QuizContactStage } from "./quiz-contact-stage";
export { QuizOtpStage } from "./quiz-otp-stage";
export { QuizResultsStage } from "./quiz-results-stage";
