import { lazyOnOpen } from "~/components/lazy-on-open";

/** The verification dialog, fetched the first time it opens (its form, code step and zod stay off the first load). */
export const LazyVerificationDialog = lazyOnOpen(() =>
  import("./verification-dialog").then((m) => m.VerificationDialog),
);
