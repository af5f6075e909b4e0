/**
 * Page rows: each page is measured with Lighthouse next to its static twin (same HTML, CSS, fonts
 * and images, no JS). Pages built later add rows here, e.g.
 *   { id: "contacts", path: "/vox/contacts", title: "Console contacts (100,000)", budgets: PAGE_BUDGETS,
 *     twin: false, prepare: async (ctx) => seed(ctx.db), headers: async (ctx) => ({ cookie: … }) }
 * `twin: false` skips the static twin (pages whose content needs a session); `prepare(ctx)` runs
 * once before the page is measured, with ctx.db (a pg Pool on the bench database) and ctx.appUrl.
 */

/**
 * The budgets every public page is held to. LCP within 10 % of the page's own HTML with no script;
 * JS counts what the page fetches on first load beyond the framework (React, React DOM, its
 * scheduler, React Router — measured in the same build), since the framework is paid by every page
 * whatever we write on top of it.
 */
export const PAGE_BUDGETS = { lcpToStatic: 1.1, tbtMs: 100, cls: 0.02, jsBeyondFrameworkGzKb: 45 };

export const pageScenarios = [
  { id: "home", path: "/", title: "Home", budgets: { ...PAGE_BUDGETS, jsBeyondFrameworkGzKb: 35 } },
  { id: "destination-kenya", path: "/destination/kenya", title: "Destination: Kenya", budgets: PAGE_BUDGETS },
  { id: "packages", path: "/packages", title: "Packages", budgets: PAGE_BUDGETS },
  { id: "quiz", path: "/quiz", title: "Quiz", budgets: PAGE_BUDGETS },
  { id: "deals", path: "/deals", title: "Deals", budgets: PAGE_BUDGETS },
  { id: "hotels", path: "/hotels", title: "Hotels", budgets: PAGE_BUDGETS },
  { id: "activities", path: "/activities", title: "Activities", budgets: PAGE_BUDGETS },
  { id: "luxe-match", path: "/luxe-match", title: "AI planner", budgets: PAGE_BUDGETS },
  { id: "contact", path: "/contact", title: "Contact", budgets: PAGE_BUDGETS },
];
