import type { z } from "zod";
import { requireStaffApi, type StaffUser } from "~/features/auth/index.server";
import type { StaffRole } from "~/features/auth";
import { getDb, type Database } from "~/server/db/db.server";
import {
  errorResponse,
  HttpRefusal,
  jsonResponse,
  methodNotAllowed,
  readJsonObject,
  unstorableTextAt,
} from "~/server/http.server";
import { logger } from "~/server/logger.server";

/** A refusal a staff member can act on: the status, a title and one sentence saying what to do. */
export class CrmError extends HttpRefusal {}

export const notFound = (what: string) =>
  new CrmError(404, "Not found", `That ${what} does not exist any more, or is not yours to see.`);
export const forbidden = () =>
  new CrmError(403, "Forbidden", "You don't have permission to access this area.");

export type ConsoleActionContext<Input> = {
  user: StaffUser;
  input: Input;
  db: Database;
  params: Record<string, string | undefined>;
  request: Request;
  /** The client's address as the server resolved it (for the audit log). */
  ip: string | null;
};

type ActionArgs = {
  request: Request;
  params: Record<string, string | undefined>;
  context?: { clientIp?: string } | unknown;
};

/**
 * One shape for every console write: the staff session and role are checked on the server first
 * (a partner calling an admin endpoint is refused before anything is read), the body is JSON of
 * bounded size, zod says what is wrong with it in a sentence, and a CrmError becomes its 4xx.
 * Anything else is a real fault: logged, and answered 500 without detail.
 */
export function consoleAction<Schema extends z.ZodType, Result>(
  options: {
    role?: StaffRole;
    schema: Schema;
    methods?: readonly ("POST" | "PATCH" | "PUT" | "DELETE")[];
    /** For the few writes that carry a list (a selection, a file's rows); the default suits a form. */
    maxBytes?: number;
  },
  run: (ctx: ConsoleActionContext<z.infer<Schema>>) => Promise<Result>,
) {
  const methods = options.methods ?? ["POST"];
  return async ({ request, params, context }: ActionArgs): Promise<Response> => {
    if (!methods.includes(request.method as never)) return methodNotAllowed(methods.join(", "));
    const user = await requireStaffApi(request, options.role ?? "partner");
    let body: Record<string, unknown> = {};
    // A DELETE may come without a body: it then means "no options".
    const hasBody =
      request.method !== "DELETE" ||
      Number(request.headers.get("content-length") ?? 0) > 0 ||
      request.headers.get("transfer-encoding") === "chunked" ||
      (request.body !== null && request.headers.has("content-type"));
    if (hasBody) {
      const read = await readJsonObject(
        request,
        { title: "Invalid request", description: "Send the details as a JSON object." },
        options.maxBytes,
        methods,
      );
      if (!read.ok) return read.response;
      body = read.body;
    }
    const unstorable = unstorableText(body);
    if (unstorable) return unstorable;
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return errorResponse(
        400,
        { title: "Invalid request", description: issue.message },
        { field: issue.path.join(".") },
      );
    }
    try {
      const ip = (context as { clientIp?: string } | undefined)?.clientIp || null;
      const result = await run({ user, input: parsed.data, db: await getDb(), params, request, ip });
      return jsonResponse(result ?? { ok: true });
    } catch (err) {
      // Features the console composes (quotes) refuse with the same shape.
      if (err instanceof HttpRefusal) {
        return errorResponse(err.status, { title: err.title, description: err.message }, err.extra);
      }
      logger.error({ err, path: new URL(request.url).pathname }, "console action failed");
      throw err;
    }
  };
}

/**
 * A console body with a NUL or half a surrogate pair in it (nobody types one; a paste or a script
 * might) is a 400 naming the field, whatever the field: PostgreSQL would refuse it with an error.
 */
export function unstorableText(body: unknown): Response | null {
  const field = unstorableTextAt(body);
  if (field === null) return null;
  return errorResponse(
    400,
    {
      title: "Invalid request",
      description: `${field || "The request"} holds a character that cannot be saved (a NUL or half of an emoji). Remove it and try again.`,
    },
    { field },
  );
}

/** A route's loader for a write-only endpoint. */
export const writeOnly =
  (allow = "POST") =>
  () =>
    methodNotAllowed(allow);

/** One route, several writes: each method to its own consoleAction; any other method is a 405 naming them. */
export function byMethod(
  handlers: Partial<Record<"POST" | "PATCH" | "PUT" | "DELETE", (args: ActionArgs) => Promise<Response>>>,
) {
  const allow = Object.keys(handlers).join(", ");
  return (args: ActionArgs) => {
    const handler = handlers[args.request.method as keyof typeof handlers];
    return handler ? handler(args) : Promise.resolve(methodNotAllowed(allow));
  };
}

/** A route's id parameter, or a 404 (a malformed id is as absent as a deleted one). */
export function idParam(params: Record<string, string | undefined>, name: string, what: string): string {
  const value = params[name];
  if (!value || !UUID.test(value)) throw notFound(what);
  return value;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
