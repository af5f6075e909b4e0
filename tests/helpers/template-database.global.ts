import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../app/server/db/db.server";
import { adminStatement } from "./postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite cluster, which each database test file starts from. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each database test file copies (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string;
  }
}

/**
 * Applies the migrations once per run instead of once per test file (about two seconds each, times
 * a hundred files per driver): every file still gets its own database, a copy of this one.
 */
export default async function setup(project: TestProject) {
  // The project's own env (TEST_DB_DRIVER) is its workers', not this process's.
  if (project.name === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL");
    const name = `tpl_${crypto.randomBytes(6).toString("hex")}`;
    await adminStatement(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openPostgres(url.toString(), 1);
    await handle.close();
    project.provide("postgresTemplate", name);
    return () => adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const handle = await openPglite("memory://");
  const dump = await handle.dump!();
  await handle.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pglite-template-")), "migrated.tar.gz");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
