import { lazyOnOpen } from "~/components/lazy-on-open";

/** The deals story viewer, fetched the first time it opens: most visits never open it. */
export const LazyDealsStoryViewer = lazyOnOpen(() =>
  import("./deals-story-viewer").then((m) => m.DealsStoryViewer),
);
