import { data, redirect } from "react-router";
import type { Route } from "./+types/auth.setup";
import { SetupPage } from "~/features/auth";
import {
  completeFirstAdminSetup,
  isSameOriginRequest,
  isSetupTokenValid,
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
    title: "Set up VOX",
    description: "Create the first admin.",
    path: "/auth/setup",
    noindex: true,
  });

export const headers: Route.HeadersFunction = ({ actionHeaders }) => ({
  ...CONSOLE_HEADERS,
  // A form refused for its size ends the connection, so the rest of its body is never read.
  ...(actionHeaders.has("Connection") ? { Connection: actionHeaders.get("Connection")! } : {}),
});

const field = (form: FormData, name: string, max: number) => String(form.get(name) ?? "").slice(0, max);

export async function loader({ request }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 100);
  const valid = await isSetupTokenValid(await getDb(), token);
  return data({ token, valid }, { headers: CONSOLE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request)) {
    throw data({ error: "This request did not come from this site." }, { status: 403 });
  }
  const db = await getDb();
  // Guessing setup tokens is hopeless (192 random bits), but a writing endpoint is limited all the same.
  const refused = await countInWindows(
    db,
    [{ key: `auth-setup:${context.clientIp || "unknown"}`, windowMs: 3_600_000, limit: 20 }],
    new Date(),
  );
  if (refused.length) {
    return data(
      {
        error: { message: "Too many attempts from this network. Try again in an hour.", reasons: [] },
        values: null,
      },
      { status: 429, headers: CONSOLE_HEADERS },
    );
  }
  // A page's form, read as the JSON API reads a body: another content type, a body over the limit or
  // one that does not parse is the page again with its error, never a 500 or an unbounded read.
  const read = await readFormBody(request);
  if (!read.ok) {
    return data(
      { error: { message: read.message, reasons: [] }, values: null },
      {
        status: read.status,
        headers: { ...CONSOLE_HEADERS, ...(read.status === 413 ? { Connection: "close" } : {}) },
      },
    );
  }
  const { form } = read;
  const token = field(form, "token", 100);
  const values = { name: field(form, "name", 80), email: field(form, "email", 200) };
  try {
    const user = await completeFirstAdminSetup(db, token, {
      ...values,
      password: field(form, "password", 200),
    });
    throw redirect(`/auth?${new URLSearchParams({ email: user.email })}`, { headers: CONSOLE_HEADERS });
  } catch (err) {
    if (err instanceof StaffUserError) {
      return data(
        { error: { message: err.message, reasons: err.reasons }, values },
        { status: 400, headers: CONSOLE_HEADERS },
      );
    }
    throw err;
  }
}

export default function SetupRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { brandName } = useSiteSettings();
  return (
    <SetupPage
      brandName={brandName}
      token={loaderData.token}
      valid={loaderData.valid}
      error={actionData?.error}
      values={actionData?.values ?? undefined}
    />
  );
}
