// The quiz's server side for the app's flow table.
export { quizLeadFlow, quizResultsByLink } from "./quiz-flow.server";
export { mailQuizResultsLink } from "./quiz-results-mail.server";
