export { deals, type Deal } from "./deals-data";
export { DealsPage } from "./deals-page";
export { LazyDealsStoryViewer } from "./deals-story-viewer-lazy";
