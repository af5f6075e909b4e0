import { handleQuizResend, methodNotAllowed } from "~/features/quiz/quiz-api.server";
import type { Route } from "./+types/api.v1.quiz.submissions.$submissionId.resend";

/** POST: send a new code for a quiz submission (the old one dies). */
export const action = ({ request, params, context }: Route.ActionArgs) => handleQuizResend(request, params.submissionId, { ip: context.clientIp });
export const loader = () => methodNotAllowed();
