/** The one table both floors insert into: about the shape of a quiz submission row. */
export const FLOOR_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS bench_floor_leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  phone text NOT NULL,
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)`;

export const FLOOR_INSERT_SQL =
  "INSERT INTO bench_floor_leads (name, phone, answers) VALUES ($1, $2, $3) RETURNING id";

/** The least an endpoint must check before it writes; the floors do no more than this. */
export function floorRow(body) {
  if (
    !body ||
    typeof body.name !== "string" ||
    typeof body.phone !== "string" ||
    !Array.isArray(body.answers)
  )
    return null;
  return [body.name, body.phone, JSON.stringify(body.answers)];
}

/** The partners the round robin turns between, in the app's database and the floor's alike. */
export const FLOOR_PARTNERS_SQL = `INSERT INTO auth_user (id, name, email, role, email_verified)
  VALUES ('bench-partner-1', 'Priya Bench', 'priya.bench@example.com', 'partner', true),
         ('bench-partner-2', 'Rahul Bench', 'rahul.bench@example.com', 'partner', true)
  ON CONFLICT (id) DO NOTHING`;
