// Quotes' server half: what console routes, the CRM's screens and the proposal page call (never SQL across features).
export { eraseQuotesOf, moveQuotesToContact, quotesForExport } from "./quote-people.server";
export {
  compareVersions,
  createQuote,
  effectiveStatus,
  findVersionByToken,
  freezeDraftForSending,
  getQuoteForStaff,
  listQuotes,
  markAccepted,
  markDeclined,
  MAX_VALIDITY_DAYS,
  panHmac,
  quoteContext,
  QUOTE_STATUSES,
  quotesOfLead,
  readVersionPdf,
  recordView,
  revenueFromQuotes,
  saveDraft,
  sumRevenue,
  startNewDraft,
  storeVersionPdf,
  tcsPriorForPan,
  versionPdf,
  versionPdfForStaff,
  type AcceptedQuote,
  type FrozenVersion,
  type LinkStanding,
  type QuoteFilters,
  type QuoteListRow,
  type QuoteStatus,
  type RevenueRow,
  type StaffQuote,
  type VersionByToken,
  type VersionState,
  type VersionSummary,
} from "./quotes.server";
export { quoteScope } from "./quote-access.server";
export { addTaxRule, listTaxRules, type TaxRuleEntry } from "./tax-rules.server";
export { getQuoteSettings, saveQuoteSettings } from "./quote-settings.server";
export {
  quoteStartChoices,
  startDocument,
  type QuoteStart,
  type QuoteStartChoices,
} from "./quote-start.server";
export { quoteIdParam, quoteRead } from "./quote-read-route.server";
export {
  insertDemoQuotes,
  planDemoQuotes,
  type DemoLead,
  type DemoQuotePlan,
} from "./quote-demo-seed.server";
// The traveller's side: sending a version, the proposal link's page, PDF, acceptance and changes.
export { sendProposal } from "./proposal/proposal-send.server";
export { declineProposal } from "./proposal/proposal-decline.server";
export { proposalLinkToResend } from "./proposal/proposal-resend-link.server";
export {
  PROPOSAL_HEADERS,
  proposalChangesRequest,
  proposalPageData,
  proposalPdfRequest,
  proposalViewRequest,
  staffProposalPdf,
} from "./proposal/proposal-requests.server";
export { proposalAcceptanceFlow } from "./proposal/proposal-acceptance.server";
export { PROPOSAL_MAIL_JOB } from "./proposal/proposal-mail.server";
export { dateBalancesOfLead, PAYMENT_SETTLED_JOB } from "./proposal/proposal-payments.server";
