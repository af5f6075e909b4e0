import { bookActivityRequest } from "~/features/activities/index.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.activities.bookings";

/** POST the booking dialog's fields: the activity is booked with the provider and the voucher mailed. */
export const action = ({ request, context }: Route.ActionArgs) =>
  bookActivityRequest(request, { ip: context.clientIp });
export const loader = () => methodNotAllowed();
