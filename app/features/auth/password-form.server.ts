import { data } from "react-router";
import type { Database } from "~/server/db/db.server";
import { readFormBody } from "~/server/http.server";
import { countInWindows } from "~/server/rate-limit-counters.server";
import { isSameOriginRequest } from "./origin.server";
import { StaffUserError } from "./staff-users.server";

/**
 * What the two pages that set a password from an e-mailed or logged link share: the first-admin
 * setup page and the invite/reset page. Their actions make the same checks before reading the
 * password and show a refusal the same way, so the rules and texts live here once.
 */

/** What a page shows above its form when the form was refused. */
export type PasswordFormError = { message: string; reasons: string[] };

/** The refusal of a form, for the page to render again with its status. */
export type PasswordFormRefusal = {
  ok: false;
  status: number;
  error: PasswordFormError;
  /** A form refused for its size ends the connection, so the rest of its body is never read. */
  headers: { Connection?: "close" };
};

/** A link's token, from the address or the form: text, at most 100 characters (the links' are shorter). */
export const linkToken = (value: unknown) => String(value ?? "").slice(0, 100);

/** A form field as text, cut to its limit (the checks that follow report a field that is too long). */
export const formText = (form: FormData, name: string, max: number) =>
  String(form.get(name) ?? "").slice(0, max);

/** The password field, at most 200 characters read. */
export const formPassword = (form: FormData) => formText(form, "password", 200);

/** The page's headers keep a refusal's `Connection: close`. */
export const keepConnectionHeader = (actionHeaders: Headers): { Connection?: string } =>
  actionHeaders.has("Connection") ? { Connection: actionHeaders.get("Connection")! } : {};

/**
 * The form of a password page's action, or why it is refused: a request from another site is
 * thrown out (403); more than 20 tries an hour from one network (`limitKey` names page and network)
 * is 429; another content type, a body over the limit or one that does not parse is the page again
 * with its error, never a 500 or an unbounded read.
 */
export async function readPasswordForm(
  request: Request,
  db: Database,
  limitKey: string,
): Promise<{ ok: true; form: FormData } | PasswordFormRefusal> {
  if (!isSameOriginRequest(request)) {
    throw data({ error: "This request did not come from this site." }, { status: 403 });
  }
  // The tokens are random beyond guessing, but a writing endpoint is limited all the same.
  const refused = await countInWindows(db, [{ key: limitKey, windowMs: 3_600_000, limit: 20 }], new Date());
  if (refused.length) {
    return refusal(429, "Too many attempts from this network. Try again in an hour.");
  }
  const read = await readFormBody(request);
  if (!read.ok) {
    return {
      ...refusal(read.status, read.message),
      headers: read.status === 413 ? { Connection: "close" } : {},
    };
  }
  return { ok: true, form: read.form };
}

/**
 * Runs the page's write. A password, name or link the rules refuse (StaffUserError) is a 400 with
 * the reasons to show; anything else (a redirect, a failure) goes on as it was thrown.
 */
export async function withPasswordRules<T>(
  write: () => Promise<T>,
): Promise<{ ok: true; value: T } | PasswordFormRefusal> {
  try {
    return { ok: true, value: await write() };
  } catch (err) {
    if (err instanceof StaffUserError) return refusal(400, err.message, err.reasons);
    throw err;
  }
}

const refusal = (status: number, message: string, reasons: string[] = []): PasswordFormRefusal => ({
  ok: false,
  status,
  error: { message, reasons },
  headers: {},
});
