import { handleMyDataRequest } from "~/features/privacy/index.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.privacy.my-data.requests";

/** POST {kind, details}: the verified person asks for a correction, an erasure, a nominee or a complaint. */
export const action = ({ request }: Route.ActionArgs) => handleMyDataRequest(request);
export const loader = () => methodNotAllowed();
