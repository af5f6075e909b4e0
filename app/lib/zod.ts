// Zod for the app's modules: set up first (see zod-jitless.ts). ESLint keeps app code off "zod".
import "./zod-jitless";

export * from "zod";
