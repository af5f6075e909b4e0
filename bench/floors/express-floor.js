// Floor 2: the same INSERT behind Express 5 with its JSON body parser — what the framework costs
// before any of our code runs. Budget: the app's lead endpoints reach ≥ 60 % of this.
import express from "express";
import pg from "pg";
import { FLOOR_INSERT_SQL, floorRow } from "./floor-table.js";

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX || 10),
});
const app = express();
app.disable("x-powered-by");
app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
app.post("/floor/leads", express.json(), async (req, res) => {
  const row = floorRow(req.body);
  if (!row) return res.status(400).json({ error: "invalid body" });
  try {
    const { rows } = await pool.query(FLOOR_INSERT_SQL, row);
    res.status(201).json({ id: rows[0].id });
  } catch (err) {
    res.status(500).json({ error: err.message });
  }
});
const server = app.listen(Number(process.env.PORT), "127.0.0.1");
server.keepAliveTimeout = 65_000;
process.on("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));
