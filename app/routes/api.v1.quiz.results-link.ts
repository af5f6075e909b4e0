import { mailQuizResultsLink } from "~/features/quiz/index.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.quiz.results-link";

/** POST {submissionId, email}: e-mails a verified quiz's results link (only from the browser that checked it). */
export const action = ({ request }: Route.ActionArgs) => mailQuizResultsLink(request);
export const loader = () => methodNotAllowed();
