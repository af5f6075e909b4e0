import { getSiteUrl } from "~/server/config.server";

export async function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /vox",
    "Disallow: /faq",
    "Disallow: /auth",
    "Disallow: /api/",
    "",
    `Sitemap: ${getSiteUrl()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
