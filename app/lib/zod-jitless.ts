import { config } from "zod/v4/core";

/**
 * Zod compiles an object schema's parser with `new Function` when it may, and finds out whether it
 * may by trying `new Function("")` once, when the first object schema is made. The pages' Content
 * Security Policy allows no eval, so in the browser that try is refused and reported as a violation.
 * Without compiled parsers zod validates the same way, about 1.5 µs slower per object on the server
 * (measured), so the browser and the server both go without.
 *
 * The setting lives in zod's core, which the full API and zod/mini share. It is made by the two
 * modules the app takes zod from (`~/lib/zod`, `~/lib/zod-mini`), so it runs before any module of
 * ours makes a schema, and only on pages that load zod at all.
 */
config({ jitless: true });
