// The site's frame around every page, composed by root.tsx.
export { FloatingChat } from "./floating-chat";
export { MobileBottomBar } from "./mobile-bottom-bar";
export { ShellProvider, useShell } from "./shell-context";
export { areMobileOverlaysHidden, isFooterHidden, isHeaderHidden } from "./shell-visibility";
export { SiteFooter } from "./site-footer";
export { SiteHeader } from "./site-header";
