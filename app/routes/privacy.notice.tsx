import { data } from "react-router";
import type { Route } from "./+types/privacy.notice";
import { PRIVACY_NOTICE, PrivacyNoticePage, isNoticeLanguage, noticePath } from "~/features/privacy";
import { seo } from "~/lib/seo";

/** /privacy/notice in English, /privacy/notice/hi in Hindi; any other language segment is not a page. */
export function loader({ params }: Route.LoaderArgs) {
  const lang = params.lang ?? "en";
  if (!isNoticeLanguage(lang)) throw data(null, { status: 404 });
  return { lang };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = loaderData?.lang ?? "en";
  return seo(matches, {
    title: PRIVACY_NOTICE[lang].title,
    description: PRIVACY_NOTICE[lang].intro,
    path: noticePath(lang),
  });
};

export default function PrivacyNoticeRoute({ loaderData }: Route.ComponentProps) {
  return <PrivacyNoticePage lang={loaderData.lang} />;
}
