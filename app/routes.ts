import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** Every route of the site, in one place. */
export default [
  // The public site, inside its frame (header, footer, mobile bar, chat).
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("destination/:destinationSlug", "routes/destination.tsx"),
    route("quiz", "routes/quiz.tsx"),
    // A verified quiz's results by their link, for a day (noindex, never cached).
    route("quiz/results/:token", "routes/quiz.results.$token.tsx"),
    route("packages", "routes/packages.tsx"),
    route("packages/:packageId", "routes/package-detail.tsx"),
    route("deals", "routes/deals.tsx"),
    route("hotels", "routes/hotels.tsx"),
    route("hotel/:hotelId", "routes/hotel-detail.tsx"),
    route("activities", "routes/activities.tsx"),
    route("activity/:activityId", "routes/activity-detail.tsx"),
    route("wedding-planner", "routes/wedding-planner.tsx"),
    route("luxe-match", "routes/luxe-match.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("privacy/notice/:lang?", "routes/privacy.notice.tsx"),
    // The person's own data page, behind the phone code (noindex, never cached).
    route("privacy/my-data", "routes/privacy.my-data.tsx"),
    route("terms", "routes/terms.tsx"),
    route("cancellations", "routes/cancellations.tsx"),
    // A traveller's proposal by the link in their e-mail (noindex, never cached).
    route("proposal/:token", "routes/proposal.$token.tsx"),
    // A traveller's payment by its link, and Razorpay's return to it (noindex, never cached).
    route("pay/:token", "routes/pay.$token.tsx"),
    route("pay/:token/return", "routes/pay.$token.return.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),

  // Staff pages: their own frame, none of the public site's JavaScript.
  route("auth", "routes/auth.tsx"),
  route("auth/setup", "routes/auth.setup.tsx"),
  route("auth/account", "routes/auth.account.tsx"),
  // The console: the shell (session, tab bar, command menu, live poll) around one route per tab.
  // Each tab here has its entry in the console's tab table (features/crm/shell/tabs.ts); a test
  // checks the two lists agree. /vox itself, and old /vox?tab= links, redirect to a tab.
  route("vox", "routes/vox.tsx", [
    index("routes/vox._index.tsx"),
    route("contacts", "routes/vox.contacts.tsx"),
    route("pipeline", "routes/vox.pipeline.tsx"),
    route("quotes", "routes/vox.quotes.tsx"),
    route("quotes/:quoteId", "routes/vox.quotes.$quoteId.tsx"),
    route("payments", "routes/vox.payments.tsx"),
    route("tasks", "routes/vox.tasks.tsx"),
    route("analytics", "routes/vox.analytics.tsx"),
    route("revenue", "routes/vox.revenue.tsx"),
    route("scoring", "routes/vox.scoring.tsx"),
    route("logs", "routes/vox.logs.tsx"),
    route("tags", "routes/vox.tags.tsx"),
    route("users", "routes/vox.users.tsx"),
    route("rates", "routes/vox.rates.tsx"),
    route("privacy", "routes/vox.privacy.tsx"),
  ]),
  route("faq", "routes/faq.tsx"),

  // Resource routes
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),

  route(
    "api/v1/destinations/:slug/itineraries/:itineraryId/daily-plan",
    "routes/api.v1.destinations.$slug.itineraries.$itineraryId.daily-plan.ts",
  ),
  route("api/v1/destinations/:slug/itinerary.pdf", "routes/api.v1.destinations.$slug.itinerary[.]pdf.ts"),

  route("api/v1/console/screenshot-alerts", "routes/api.v1.console.screenshot-alerts.ts"),
  route("api/v1/console/activity", "routes/api.v1.console.activity.ts"),
  route("api/v1/console/contacts/search", "routes/api.v1.console.contacts.search.ts"),
  route("api/v1/console/users", "routes/api.v1.console.users.ts"),
  route("api/v1/console/users/invite", "routes/api.v1.console.users.invite.ts"),
  route("api/v1/console/users/:userId/password-link", "routes/api.v1.console.users.$userId.password-link.ts"),
  route("api/v1/console/users/:userId/role", "routes/api.v1.console.users.$userId.role.ts"),
  route("api/v1/console/users/:userId/active", "routes/api.v1.console.users.$userId.active.ts"),
  route("api/v1/console/users/:userId/export", "routes/api.v1.console.users.$userId.export.ts"),
  route("api/v1/console/users/:userId/sessions", "routes/api.v1.console.users.$userId.sessions.ts"),
  route("auth/set-password", "routes/auth.set-password.tsx"),
  route("api/v1/console/contacts", "routes/api.v1.console.contacts.ts"),
  route("api/v1/console/contacts/merge", "routes/api.v1.console.contacts.merge.ts"),
  route("api/v1/console/contacts/tags", "routes/api.v1.console.contacts.tags.ts"),
  route("api/v1/console/contacts/tags/matching", "routes/api.v1.console.contacts.tags.matching.ts"),
  route("api/v1/console/contacts/import", "routes/api.v1.console.contacts.import.ts"),
  route("api/v1/console/contacts/export", "routes/api.v1.console.contacts.export.ts"),
  route("api/v1/console/leads/export", "routes/api.v1.console.leads.export.ts"),
  route("api/v1/console/tags", "routes/api.v1.console.tags.ts"),
  route("api/v1/console/tags/:tagId", "routes/api.v1.console.tags.$tagId.ts"),
  route("api/v1/console/contacts/:contactId", "routes/api.v1.console.contacts.$contactId.ts"),
  route("api/v1/console/contacts/:contactId/erase", "routes/api.v1.console.contacts.$contactId.erase.ts"),
  route("api/v1/console/contacts/:contactId/export", "routes/api.v1.console.contacts.$contactId.export.ts"),
  route(
    "api/v1/console/contacts/:contactId/whatsapp",
    "routes/api.v1.console.contacts.$contactId.whatsapp.ts",
  ),
  route("api/v1/console/leads/live", "routes/api.v1.console.leads.live.ts"),
  route("api/v1/console/leads/:leadId", "routes/api.v1.console.leads.$leadId.ts"),
  route("api/v1/console/leads/:leadId/stage", "routes/api.v1.console.leads.$leadId.stage.ts"),
  route("api/v1/console/tasks", "routes/api.v1.console.tasks.ts"),
  route("api/v1/console/tasks/:taskId", "routes/api.v1.console.tasks.$taskId.ts"),
  route("api/v1/console/tasks/:taskId/complete", "routes/api.v1.console.tasks.$taskId.complete.ts"),
  route("api/v1/console/tasks/:taskId/snooze", "routes/api.v1.console.tasks.$taskId.snooze.ts"),
  route("api/v1/console/timeline", "routes/api.v1.console.timeline.ts"),
  route("api/v1/console/outbox/:jobId/retry", "routes/api.v1.console.outbox.$jobId.retry.ts"),
  route("api/v1/console/settings/cadence", "routes/api.v1.console.settings.cadence.ts"),
  route("api/v1/console/settings/exchange-rates", "routes/api.v1.console.settings.exchange-rates.ts"),
  route("api/v1/console/settings/auto-assign", "routes/api.v1.console.settings.auto-assign.ts"),
  route("api/v1/console/settings/scoring", "routes/api.v1.console.settings.scoring.ts"),
  route(
    "api/v1/console/settings/stage-probabilities",
    "routes/api.v1.console.settings.stage-probabilities.ts",
  ),
  route("api/v1/console/scoring/rescore", "routes/api.v1.console.scoring.rescore.ts"),
  route("api/v1/console/quotes", "routes/api.v1.console.quotes.ts"),
  route("api/v1/console/quotes/activity-choices", "routes/api.v1.console.quotes.activity-choices.ts"),
  route("api/v1/console/quotes/:quoteId", "routes/api.v1.console.quotes.$quoteId.ts"),
  route("api/v1/console/quotes/:quoteId/drafts", "routes/api.v1.console.quotes.$quoteId.drafts.ts"),
  route("api/v1/console/quotes/:quoteId/compare", "routes/api.v1.console.quotes.$quoteId.compare.ts"),
  route("api/v1/console/settings/tax-rules", "routes/api.v1.console.settings.tax-rules.ts"),
  route("api/v1/console/settings/quotes", "routes/api.v1.console.settings.quotes.ts"),
  route("api/v1/console/account/photo", "routes/api.v1.console.account.photo.ts"),
  route("api/v1/console/settings/only-my-records", "routes/api.v1.console.settings.only-my-records.ts"),
  route("api/v1/console/settings/screenshot-policy", "routes/api.v1.console.settings.screenshot-policy.ts"),
  // The privacy requests queue.
  route("api/v1/console/privacy-requests", "routes/api.v1.console.privacy-requests.ts"),
  route("api/v1/console/privacy-breaches", "routes/api.v1.console.privacy-breaches.ts"),
  route("api/v1/console/privacy-breaches/:breachId", "routes/api.v1.console.privacy-breaches.$breachId.ts"),
  route("api/v1/console/privacy-requests/:requestId", "routes/api.v1.console.privacy-requests.$requestId.ts"),
  route(
    "api/v1/console/privacy-requests/:requestId/erase",
    "routes/api.v1.console.privacy-requests.$requestId.erase.ts",
  ),
  route("api/v1/console/settings/privacy", "routes/api.v1.console.settings.privacy.ts"),
  route("api/v1/console/settings/privacy/retention", "routes/api.v1.console.settings.privacy.retention.ts"),

  route("api/v1/activities/bookings", "routes/api.v1.activities.bookings.ts"),
  route("api/v1/activities/questions", "routes/api.v1.activities.questions.ts"),
  route("api/v1/quiz/results-link", "routes/api.v1.quiz.results-link.ts"),
  route("api/v1/activities/vouchers/:token", "routes/api.v1.activities.vouchers.$token.ts"),
  route("api/v1/planner/chat", "routes/api.v1.planner.chat.ts"),
  // Quotes, the traveller's side: sending a version, its PDF, and the proposal link's own endpoints.
  route("api/v1/console/quotes/:quoteId/send", "routes/api.v1.console.quotes.$quoteId.send.ts"),
  route("api/v1/console/quotes/:quoteId/decline", "routes/api.v1.console.quotes.$quoteId.decline.ts"),
  route(
    "api/v1/console/quotes/:quoteId/versions/:version/pdf",
    "routes/api.v1.console.quotes.$quoteId.versions.$version.pdf.ts",
  ),
  route("proposal/:token/pdf", "routes/proposal.$token.pdf.ts"),
  route("api/v1/proposals/:token/changes", "routes/api.v1.proposals.$token.changes.ts"),
  route("api/v1/proposals/:token/views", "routes/api.v1.proposals.$token.views.ts"),
  route(
    "api/v1/console/activity-bookings/:bookingId/cancel",
    "routes/api.v1.console.activity-bookings.$bookingId.cancel.ts",
  ),
  route(
    "api/v1/console/activity-bookings/:bookingId/decision",
    "routes/api.v1.console.activity-bookings.$bookingId.decision.ts",
  ),
  // Payments, staff's side: raising a request, recording money received, cancelling, refunding.
  route("api/v1/console/payments", "routes/api.v1.console.payments.ts"),
  route(
    "api/v1/console/payments/:requestId/payments",
    "routes/api.v1.console.payments.$requestId.payments.ts",
  ),
  route(
    "api/v1/console/payments/:requestId/payments/:paymentId/receipt",
    "routes/api.v1.console.payments.$requestId.payments.$paymentId.receipt.ts",
  ),
  route("api/v1/console/payments/:requestId/cancel", "routes/api.v1.console.payments.$requestId.cancel.ts"),
  route("api/v1/console/payments/:requestId/link", "routes/api.v1.console.payments.$requestId.link.ts"),
  route("api/v1/console/payments/:requestId/refunds", "routes/api.v1.console.payments.$requestId.refunds.ts"),
  route("api/v1/console/settings/payments", "routes/api.v1.console.settings.payments.ts"),

  // The privacy page's writes, with the browser's proof of the number.
  route(
    "api/v1/privacy/my-data/consents/:consentId/withdraw",
    "routes/api.v1.privacy.my-data.consents.$consentId.withdraw.ts",
  ),
  route("api/v1/privacy/my-data/requests", "routes/api.v1.privacy.my-data.requests.ts"),

  // SMS delivery: the providers' reports, and what the code step asks while it waits.
  route("api/v1/sms/reports/twilio", "routes/api.v1.sms.reports.twilio.ts"),
  route("api/v1/sms/reports/msg91/:token", "routes/api.v1.sms.reports.msg91.$token.ts"),
  route("api/v1/whatsapp/webhook", "routes/api.v1.whatsapp.webhook.ts"),
  route("api/v1/sms-deliveries/:submissionId", "routes/api.v1.sms-deliveries.$submissionId.ts"),

  // Payments: Razorpay's webhook (signed; what records money paid through a link).
  route("api/v1/payments/razorpay/webhook", "routes/api.v1.payments.razorpay.webhook.ts"),

  // Every lead flow's endpoints: /api/v1/quiz/submissions, /api/v1/priority-access/submissions, …
  route("api/v1/:flow/submissions", "routes/api.v1.$flow.submissions.ts"),
  route("api/v1/:flow/proof", "routes/api.v1.$flow.proof.ts"),
  route("api/v1/:flow/submissions/:submissionId", "routes/api.v1.$flow.submissions.$submissionId.ts"),
  route(
    "api/v1/:flow/submissions/:submissionId/resend",
    "routes/api.v1.$flow.submissions.$submissionId.resend.ts",
  ),
  route(
    "api/v1/:flow/submissions/:submissionId/verify",
    "routes/api.v1.$flow.submissions.$submissionId.verify.ts",
  ),
] satisfies RouteConfig;
