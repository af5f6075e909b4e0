import { plannerChat } from "~/features/planner/index.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.planner.chat";

/** POST the conversation: the planner's reply streams back as server-sent events. */
export const action = ({ request, context }: Route.ActionArgs) =>
  plannerChat(request, { ip: context.clientIp });
export const loader = () => methodNotAllowed();
