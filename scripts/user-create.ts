// `npm run user:create -- --email asha@agency.in --role admin [--name "Asha Rao"] [--password …]`
// Creates a staff account on the configured database (PGlite in DATA_DIR, or DATABASE_URL). Without
// --password it asks for one (hidden) on a terminal, or generates one and prints it once.
// On PGlite, stop the server first: its data folder belongs to one process at a time.
import fs from "node:fs";
import readline from "node:readline";
import { parseArgs } from "node:util";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const { createStaffUser, generatePassword, StaffUserError } =
  await import("../app/features/auth/index.server");
const { passwordWeaknesses } = await import("../app/features/auth/password-policy");
const { ConfigError } = await import("../app/server/config.server");
const { DataDirLockedError } = await import("../app/server/db/data-dir-lock.server");
const { closeDatabase, getDb } = await import("../app/server/db/db.server");

const usage =
  'Usage: npm run user:create -- --email you@agency.in --role admin|partner [--name "Full Name"] [--password …]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { email?: string; role?: string; name?: string; password?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      email: { type: "string" },
      role: { type: "string" },
      name: { type: "string" },
      password: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  }));
} catch (err) {
  fail(`${(err as Error).message}\n${usage}`);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.email) fail(`--email is required.\n${usage}`);
if (values.role !== "admin" && values.role !== "partner") fail(`--role must be admin or partner.\n${usage}`);

const email = values.email;
const role = values.role;
const name =
  values.name ??
  email
    .split("@")[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(" ");

/** Asks without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (s: string) => void };
  let asked = false;
  output._writeToOutput = (s: string) => {
    if (!asked) {
      process.stdout.write(s);
      asked = true;
    }
  };
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    }),
  );
}

let password = values.password;
let generated = false;
if (!password && process.stdin.isTTY) {
  for (;;) {
    const typed = await askHidden("Password (leave empty to generate one): ");
    if (!typed) break;
    const reasons = passwordWeaknesses(typed, { email, name });
    if (reasons.length) {
      console.error(`That password is too weak:\n  - ${reasons.join("\n  - ")}`);
      continue;
    }
    if ((await askHidden("Repeat it: ")) !== typed) {
      console.error("The two entries differ.");
      continue;
    }
    password = typed;
    break;
  }
}
if (!password) {
  password = generatePassword();
  generated = true;
}

try {
  const db = await getDb();
  const user = await createStaffUser(db, { email, name, role, password });
  console.log(`Created ${user.role} ${user.name} <${user.email}>.`);
  if (generated) console.log(`Password (shown once; they can change it after signing in): ${password}`);
  console.log("They sign in at /auth with this e-mail and password, then the 6-digit code e-mailed to them.");
} catch (err) {
  if (err instanceof StaffUserError) {
    fail(err.reasons.length ? `${err.message}\n  - ${err.reasons.join("\n  - ")}` : err.message);
  }
  if (err instanceof DataDirLockedError || err instanceof ConfigError) fail(err.message);
  throw err;
} finally {
  await closeDatabase().catch(() => {});
}
