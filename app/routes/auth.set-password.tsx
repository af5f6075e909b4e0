import { data, redirect } from "react-router";
import type { Route } from "./+types/auth.set-password";
import { SetPasswordPage } from "~/features/auth";
import {
  completePasswordLink,
  formPassword,
  keepConnectionHeader,
  linkToken,
  passwordLinkFor,
  readPasswordForm,
  withPasswordRules,
} from "~/features/auth/index.server";
import { CONSOLE_HEADERS } from "~/features/console/index.server";
import { seo } from "~/lib/seo";
import { useSiteSettings } from "~/lib/use-site-settings";
import { getDb } from "~/server/db/db.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Choose your password",
    description: "Choose the password for your VOX staff account.",
    path: "/auth/set-password",
    noindex: true,
  });

export const headers: Route.HeadersFunction = ({ actionHeaders }) => ({
  ...CONSOLE_HEADERS,
  ...keepConnectionHeader(actionHeaders),
});

export async function loader({ request }: Route.LoaderArgs) {
  const token = linkToken(new URL(request.url).searchParams.get("token"));
  const link = await passwordLinkFor(await getDb(), token);
  return data(
    { token, link: link ? { purpose: link.purpose, email: link.email, name: link.name } : null },
    { headers: CONSOLE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = await getDb();
  const read = await readPasswordForm(request, db, `auth-password-link:${context.clientIp || "unknown"}`);
  if (!read.ok) {
    return data(
      { error: read.error },
      { status: read.status, headers: { ...CONSOLE_HEADERS, ...read.headers } },
    );
  }
  const { form } = read;
  const done = await withPasswordRules(() =>
    completePasswordLink(db, linkToken(form.get("token")), formPassword(form)),
  );
  if (!done.ok) return data({ error: done.error }, { status: done.status, headers: CONSOLE_HEADERS });
  throw redirect(`/auth?${new URLSearchParams({ email: done.value.email, password: "set" })}`, {
    headers: CONSOLE_HEADERS,
  });
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
