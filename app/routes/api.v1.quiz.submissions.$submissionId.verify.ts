import { handleQuizVerify, methodNotAllowed } from "~/features/quiz/quiz-api.server";
import type { Route } from "./+types/api.v1.quiz.submissions.$submissionId.verify";

/** POST {code}: check the code; the results come back only after verification. */
export const action = ({ request, params }: Route.ActionArgs) => handleQuizVerify(request, params.submissionId);
export const loader = () => methodNotAllowed();
