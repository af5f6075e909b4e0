import { lazyOnOpen } from "~/components/lazy-on-open";

/** Fetches the lightbox's code; the image button calls it on press, a little before the click. */
export const loadDealLightbox = () => import("./deal-lightbox");

/**
 * The full-image lightbox, fetched the first time a visitor opens one: Radix Dialog is not on the
 * /deals page's first load, and the image button that opens it is plain markup.
 */
export const LazyDealLightbox = lazyOnOpen(() => loadDealLightbox().then((m) => m.DealLightbox));
