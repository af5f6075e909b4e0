export { AboutPage } from "./about-page";
export { ABOUT_STATS } from "./about-page";
