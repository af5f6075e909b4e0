import { handleWithdrawConsent } from "~/features/privacy/index.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.privacy.my-data.consents.$consentId.withdraw";

/** POST: withdraws one of the verified number's consents at once. */
export const action = ({ request, params }: Route.ActionArgs) =>
  handleWithdrawConsent(request, params.consentId);
export const loader = () => methodNotAllowed();
