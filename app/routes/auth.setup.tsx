import { data, redirect } from "react-router";
import type { Route } from "./+types/auth.setup";
import { SetupPage } from "~/features/auth";
import {
  completeFirstAdminSetup,
  formPassword,
  formText,
  isSetupTokenValid,
  keepConnectionHeader,
  linkToken,
  readPasswordForm,
  withPasswordRules,
} from "~/features/auth/index.server";
import { CONSOLE_HEADERS } from "~/features/console/index.server";
import { seo } from "~/lib/seo";
import { useSiteSettings } from "~/lib/use-site-settings";
import { getDb } from "~/server/db/db.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Set up VOX",
    description: "Create the first admin.",
    path: "/auth/setup",
    noindex: true,
  });

export const headers: Route.HeadersFunction = ({ actionHeaders }) => ({
  ...CONSOLE_HEADERS,
  ...keepConnectionHeader(actionHeaders),
});

export async function loader({ request }: Route.LoaderArgs) {
  const token = linkToken(new URL(request.url).searchParams.get("token"));
  const valid = await isSetupTokenValid(await getDb(), token);
  return data({ token, valid }, { headers: CONSOLE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = await getDb();
  const read = await readPasswordForm(request, db, `auth-setup:${context.clientIp || "unknown"}`);
  if (!read.ok) {
    return data(
      { error: read.error, values: null },
      { status: read.status, headers: { ...CONSOLE_HEADERS, ...read.headers } },
    );
  }
  const { form } = read;
  const values = { name: formText(form, "name", 80), email: formText(form, "email", 200) };
  const done = await withPasswordRules(() =>
    completeFirstAdminSetup(db, linkToken(form.get("token")), { ...values, password: formPassword(form) }),
  );
  if (!done.ok) return data({ error: done.error, values }, { status: done.status, headers: CONSOLE_HEADERS });
  throw redirect(`/auth?${new URLSearchParams({ email: done.value.email })}`, { headers: CONSOLE_HEADERS });
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
