import { paymentWebhookRequest } from "~/features/payments/index.server";
import { methodNotAllowed } from "~/server/http.server";

/** POST from Razorpay: a Payment Link or refund event, signed with X-Razorpay-Signature. */
export const action = ({ request }: { request: Request }) => paymentWebhookRequest(request);
export const loader = () => methodNotAllowed();
