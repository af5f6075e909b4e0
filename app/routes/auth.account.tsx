import { data } from "react-router";
import type { Route } from "./+types/auth.account";
import { AccountPage } from "~/features/auth";
import { ownPhoto, requireStaff } from "~/features/auth/index.server";
import { ConsoleErrorView } from "~/features/console";
import { CONSOLE_HEADERS } from "~/features/console/index.server";
import { seo } from "~/lib/seo";
import { getDb } from "~/server/db/db.server";
import { useSiteSettings } from "~/lib/use-site-settings";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Your account",
    description: "Your VOX account.",
    path: "/auth/account",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "partner");
  return data(
    {
      user: {
        name: user.name,
        email: user.email,
        role: user.role,
        image: await ownPhoto(await getDb(), user.id),
      },
    },
    { headers: CONSOLE_HEADERS },
  );
}

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  const { brandName } = useSiteSettings();
  return <AccountPage brandName={brandName} user={loaderData.user} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsoleErrorView error={error} retryHref="/auth/account" />;
}
