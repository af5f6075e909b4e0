import { action as submitAction } from "~/routes/api.v1.$flow.submissions";
import { action as resendAction } from "~/routes/api.v1.$flow.submissions.$submissionId.resend";
import { action as verifyAction } from "~/routes/api.v1.$flow.submissions.$submissionId.verify";
import { postJson } from "./quiz-requests";

/**
 * A lead flow's three endpoints as the server routes them (`/api/v1/<flow>/submissions`, then
 * `…/<id>/resend` and `…/<id>/verify`), called in process with a JSON body (a string is sent as it
 * is) from the address `ip()` gives, unless a call names its own. `args` builds the same call's
 * arguments for a request a test shapes itself.
 */
export function flowRoutes(flow: string, submissionsUrl: string, ip: () => string) {
  const args = (request: Request, params: Record<string, string> = {}, from = ip()) =>
    ({
      request,
      params: { flow, ...params },
      context: { clientIp: from, cspNonce: "", requestId: "t" },
      unstable_pattern: "",
    }) as never;
  return {
    args,
    start: (body: unknown, from?: string) => submitAction(args(postJson(submissionsUrl, body), {}, from)),
    resend: (submissionId: string, from?: string) =>
      resendAction(args(postJson(`${submissionsUrl}/${submissionId}/resend`, {}), { submissionId }, from)),
    verify: (submissionId: string, body: unknown, cookie?: string) =>
      verifyAction(
        args(postJson(`${submissionsUrl}/${submissionId}/verify`, body, cookie ? { cookie } : {}), {
          submissionId,
        }),
      ),
  };
}
