import { z } from "zod";

/**
 * Zod compiles an object schema's parser with `new Function` when it may, and finds out whether it
 * may by trying `new Function("")` once, when the first object schema is made. The pages' Content
 * Security Policy allows no eval, so in the browser that try is refused and reported as a violation
 * on every page load. Without compiled parsers zod validates the same way, about 1.5 µs slower per
 * object on the server (measured), so the browser and the server both go without.
 *
 * Imported first by the modules that run first (the root route in the browser, the configuration on
 * the server), so no schema is made before this has run: the choice is read when a schema is made.
 */
z.config({ jitless: true });
