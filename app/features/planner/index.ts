export { LuxeMatchPage } from "./luxe-match-page";
