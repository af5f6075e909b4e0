import { data } from "react-router";
import type { Route } from "./+types/privacy.my-data";
import { MY_DATA_TEXTS, MyDataPage } from "~/features/privacy";
import { myDataForRequest } from "~/features/privacy/index.server";
import { seo } from "~/lib/seo";

/**
 * The person's own data page. Without this browser's proof of a number (the phone code) it shows only
 * the code step; with it, what the agency holds about that number. Never cached, never indexed.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get("lang") === "hi" ? "hi" : "en";
  return data(
    { lang: lang as "en" | "hi", data: await myDataForRequest(request) },
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: MY_DATA_TEXTS[loaderData?.lang ?? "en"].title,
    description: MY_DATA_TEXTS.en.intro,
    path: "/privacy/my-data",
    noindex: true,
  });

export default function MyDataRoute({ loaderData }: Route.ComponentProps) {
  return <MyDataPage lang={loaderData.lang} data={loaderData.data} />;
}
