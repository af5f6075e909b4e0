// The package categories, read by the content's schema and by the data and filters beside it. Plain
// data with no imports: react-router.config.ts reaches it (through the package list) before Vite is
// set up, and the browser loads it without zod.
export const PACKAGE_CATEGORIES = ["luxury", "adventure", "cultural", "nature", "beach"] as const;
