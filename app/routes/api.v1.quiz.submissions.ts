import { handleQuizSubmit, methodNotAllowed } from "~/features/quiz/quiz-api.server";
import type { Route } from "./+types/api.v1.quiz.submissions";

/** POST: save a quiz submission and send its code (spec/01 §7). */
export const action = ({ request, context }: Route.ActionArgs) => handleQuizSubmit(request, { ip: context.clientIp });
export const loader = () => methodNotAllowed();
