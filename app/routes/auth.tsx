import { data, redirect } from "react-router";
import type { Route } from "./+types/auth";
import { SignInPage } from "~/features/auth";
import { readStaffSession } from "~/features/auth/index.server";
import { CONSOLE_HEADERS } from "~/features/console/index.server";
import { seo } from "~/lib/seo";
import { useSiteSettings } from "~/lib/use-site-settings";
import { safeRedirect } from "~/features/auth";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Staff sign-in",
    description: "Sign in to VOX, the agency's staff console.",
    path: "/auth",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  // Someone already signed in with a staff role goes straight on.
  const session = await readStaffSession(request);
  if (session.status === "staff") throw redirect(redirectTo, { headers: CONSOLE_HEADERS });
  const email = url.searchParams.get("email") ?? "";
  return data(
    {
      redirectTo,
      reason:
        url.searchParams.get("reason") === "session_ended"
          ? ("session_ended" as const)
          : url.searchParams.get("password") === "set"
            ? ("password_set" as const)
            : null,
      email: email.length <= 200 ? email : "",
    },
    { headers: CONSOLE_HEADERS },
  );
}

export default function AuthRoute({ loaderData }: Route.ComponentProps) {
  const { brandName } = useSiteSettings();
  return (
    <SignInPage
      brandName={brandName}
      redirectTo={loaderData.redirectTo}
      reason={loaderData.reason}
      email={loaderData.email}
    />
  );
}
