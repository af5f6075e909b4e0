import { activityQuestionsRequest } from "~/features/activities/index.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.activities.questions";

/** GET ?code&date&adults&children: the supplier's questions the booking dialog asks the traveller. */
export const loader = ({ request }: Route.LoaderArgs) => activityQuestionsRequest(request);
export const action = () => methodNotAllowed();
