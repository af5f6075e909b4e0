import { redirect } from "react-router";
import type { Route } from "./+types/vox._index";
import { requireStaff } from "~/features/auth/index.server";
import { legacyTabHref } from "~/features/crm";

/**
 * /vox has no page of its own: it opens the default tab. An old link's `?tab=x` opens that tab's
 * route (an unknown or forbidden one, the default), keeping the link's other parameters.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, "partner", context);
  throw redirect(legacyTabHref(new URL(request.url).searchParams, user.role));
}

/**
 * Never shown (the loader always redirects), but a component keeps this a page: a refusal thrown
 * above (no staff role) then renders in the console's error boundary, not as a bare JSON answer.
 */
export default function VoxIndex() {
  return null;
}
