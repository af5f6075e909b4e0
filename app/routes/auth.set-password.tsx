import { data, redirect } from "react-router";
import type { Route } from "./+types/auth.set-password";
import { SetPasswordPage } from "~/features/auth";
import {
  completePasswordLink,
  isSameOriginRequest,
  passwordLinkFor,
  StaffUserError,
} from "~/features/auth/index.server";
import { CONSOLE_HEADERS } from "~/features/console/index.server";
import { seo } from "~/lib/seo";
import { useSiteSettings } from "~/lib/use-site-settings";
import { getDb } from "~/server/db/db.server";
import { readFormBody } from "~/server/http.server";
import { countInWindows } from "~/server/rate-limit-counters.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Choose your password",
    description: "Choose the password for your VOX staff account.",
    path: "/auth/set-password",
    noindex: true,
  });

export const headers: Route.HeadersFunction = ({ actionHeaders }) => ({
  ...CONSOLE_HEADERS,
  // A form refused for its size ends the connection, so the rest of its body is never read.
  ...(actionHeaders.has("Connection") ? { Connection: actionHeaders.get("Connection")! } : {}),
});

const tokenOf = (value: unknown) => String(value ?? "").slice(0, 100);

export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  const link = await passwordLinkFor(await getDb(), token);
  return data(
    { token, link: link ? { purpose: link.purpose, email: link.email, name: link.name } : null },
    { headers: CONSOLE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request)) {
    throw data({ error: "This request did not come from this site." }, { status: 403 });
  }
  const db = await getDb();
  // The token is 256 random bits, but a writing endpoint is limited all the same.
  const refused = await countInWindows(
    db,
    [{ key: `auth-password-link:${context.clientIp || "unknown"}`, windowMs: 3_600_000, limit: 20 }],
    new Date(),
  );
  if (refused.length) {
    return data(
      { error: { message: "Too many attempts from this network. Try again in an hour.", reasons: [] } },
      { status: 429, headers: CONSOLE_HEADERS },
    );
  }
  // A page's form, read as the JSON API reads a body: another content type, a body over the limit or
  // one that does not parse is the page again with its error, never a 500 or an unbounded read.
  const read = await readFormBody(request);
  if (!read.ok) {
    return data(
      { error: { message: read.message, reasons: [] } },
      {
        status: read.status,
        headers: { ...CONSOLE_HEADERS, ...(read.status === 413 ? { Connection: "close" } : {}) },
      },
    );
  }
  const { form } = read;
  try {
    const { email } = await completePasswordLink(
      db,
      tokenOf(form.get("token")),
      String(form.get("password") ?? "").slice(0, 200),
    );
    throw redirect(`/auth?${new URLSearchParams({ email, password: "set" })}`, { headers: CONSOLE_HEADERS });
  } catch (err) {
    if (err instanceof StaffUserError) {
      return data(
        { error: { message: err.message, reasons: err.reasons } },
        { status: 400, headers: CONSOLE_HEADERS },
      );
    }
    throw err;
  }
}

export default function SetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { brandName } = useSiteSettings();
  return (
    <SetPasswordPage
      brandName={brandName}
      token={loaderData.token}
      link={loaderData.link}
      error={actionData?.error}
    />
  );
}
