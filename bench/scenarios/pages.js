/**
 * Page rows: each page is measured with Lighthouse next to its static twin (same HTML, CSS, fonts
 * and images, no JS). Pages built later add rows here, e.g.
 *   { id: "contacts", path: "/vox/contacts", title: "Console contacts (100,000)", budgets: PAGE_BUDGETS,
 *     twin: false, prepare: async (ctx) => seed(ctx.db), headers: async (ctx) => ({ cookie: … }) }
 * `twin: false` skips the static twin (pages whose content needs a session); `prepare(ctx)` runs
 * once before the page is measured, with ctx.db (a pg Pool on the bench database) and ctx.appUrl.
 */

/** The budgets every page is held to. jsGzKb applies to the pages that name it. */
export const PAGE_BUDGETS = { lcpToStatic: 1.15, tbtMs: 100, cls: 0.02 };

export const pageScenarios = [
  { id: "home", path: "/", title: "Home", budgets: { ...PAGE_BUDGETS, jsGzKb: 90 } },
  { id: "destination-kenya", path: "/destination/kenya", title: "Destination: Kenya", budgets: PAGE_BUDGETS },
  { id: "packages", path: "/packages", title: "Packages", budgets: PAGE_BUDGETS },
  { id: "quiz", path: "/quiz", title: "Quiz", budgets: PAGE_BUDGETS },
];
