import pg from "pg";

/** Runs one statement (CREATE or DROP DATABASE) on the test server's admin database, on a client of its own. */
export async function adminStatement(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
