// The static floor of the public pages: a bare node:http server sending each page's bytes exactly
// as the app sent them (brotli-compressed once, with the same type and encoding), read from the file
// PAGES_FILE ({ path: { type, encoding, body (base64) } }). No framework, no headers beyond those: the
// most a Node process can serve these pages at. The app's pages are compared with it, in the same run.
import fs from "node:fs";
import http from "node:http";

const pages = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.env.PAGES_FILE, "utf8"))).map(([path, p]) => [
    path,
    {
      headers: {
        "Content-Type": p.type,
        ...(p.encoding ? { "Content-Encoding": p.encoding } : {}),
        Vary: "Accept-Encoding",
        "Cache-Control": "no-cache",
      },
      body: Buffer.from(p.body, "base64"),
    },
  ]),
);

const server = http.createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) {
    res.writeHead(req.url === "/healthz" ? 200 : 404);
    return res.end();
  }
  res.writeHead(200, page.headers);
  res.end(page.body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
