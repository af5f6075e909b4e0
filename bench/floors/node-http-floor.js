// Floor 1: the least a Node server can do per lead — node:http, parse the JSON body, one INSERT with
// pg, answer JSON. Same pool size as the app. The app's lead endpoints are compared with this.
import http from "node:http";
import pg from "pg";
import { FLOOR_INSERT_SQL, floorRow } from "./floor-table.js";

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX || 10),
});

const server = http.createServer((req, res) => {
  if (req.method !== "POST" || req.url !== "/floor/leads") {
    res.writeHead(req.url === "/healthz" ? 200 : 404, { "Content-Type": "application/json" });
    return res.end('{"status":"ok"}');
  }
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", async () => {
    let row;
    try {
      row = floorRow(JSON.parse(Buffer.concat(chunks).toString("utf8")));
    } catch {}
    if (!row) {
      res.writeHead(400, { "Content-Type": "application/json" });
      return res.end('{"error":"invalid body"}');
    }
    try {
      const { rows } = await pool.query(FLOOR_INSERT_SQL, row);
      res.writeHead(201, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ id: rows[0].id }));
    } catch (err) {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: err.message }));
    }
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));
