// The package list without the pages: react-router.config.ts reads it (through app/prerender-paths.ts)
// before Vite is set up, so nothing here may import through the "~" alias.
export { packages, packageSummary } from "./packages-data";
