// The quiz's server side for the app's flow table.
export { quizLeadFlow } from "./quiz-flow.server";
