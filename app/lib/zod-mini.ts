// zod/mini for the pages that keep their validation small: set up first (see zod-jitless.ts).
import "./zod-jitless";

export * from "zod/mini";
