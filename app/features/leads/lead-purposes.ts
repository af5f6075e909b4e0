/**
 * Every way a visitor becomes a lead, in one closed table: its lead type, default score, where it
 * came from, whether a phone code is needed (and what the SMS says, what a verified phone unlocks and
 * for how long), and how soon staff should call. The purpose, lead-type and source unions below are
 * derived from it, so a name that is not in the table does not compile. Pure data, safe in the
 * browser: the console shows the same labels and scores.
 */

/** What a server-signed proof of a verified phone lets the visitor do for the proof's lifetime. */
export type ProofCapability =
  /** Read the day-by-day plans of every itinerary. */
  | "daily_plans"
  /**
   * Send this purpose's next request without a new code (the flow checks the proof first). The quiz
   * has no skip: its promo code is made with the check of a code.
   */
  | "skip_code";

type VerificationRow = {
  /** Finishes "… is your {brand} code {smsPurpose}. It expires in N minutes." */
  smsPurpose: string;
  unlocks: readonly ProofCapability[];
  /** How long the signed proof (and the browser's mirror of it) lasts. */
  proofTtlSeconds: number;
};

type PurposeRow = {
  /**
   * null: the code confirms something about a lead that already exists (accepting a proposal), so the
   * purpose never makes a lead of its own and has no lead type, score or call time to speak of.
   */
  leadType: string | null;
  label: string;
  /** Where the lead came from unless the flow names a more precise place. */
  source: string;
  /** 0-100; a flow may compute its own (the quiz scores its answers). */
  score: number;
  /** Minutes within which staff call a hot lead during India's business hours. */
  callWithinMinutes: number;
  /** null: a code-less form (a honeypot and the HTTP limits guard it instead). */
  verification: VerificationRow | null;
  /** A personal code the visitor quotes to the concierge, made when the phone is verified. */
  grantsPromoCode: boolean;
};

const DAY_SECONDS = 24 * 60 * 60;

export const LEAD_PURPOSES = {
  quiz: {
    leadType: "quiz",
    label: "Travel personality quiz",
    source: "quiz_page",
    score: 50,
    callWithinMinutes: 15,
    verification: {
      smsPurpose: "to see your travel personality results",
      unlocks: ["daily_plans"],
      proofTtlSeconds: DAY_SECONDS,
    },
    grantsPromoCode: true,
  },
  priority_access: {
    leadType: "priority_access",
    label: "Priority access",
    source: "priority_access",
    score: 60,
    callWithinMinutes: 24 * 60,
    verification: {
      smsPurpose: "for priority access",
      unlocks: ["skip_code", "daily_plans"],
      proofTtlSeconds: DAY_SECONDS,
    },
    grantsPromoCode: false,
  },
  callback: {
    leadType: "callback",
    label: "Callback request",
    source: "support_callback",
    score: 85,
    callWithinMinutes: 5,
    verification: {
      smsPurpose: "to confirm your callback",
      unlocks: ["skip_code"],
      proofTtlSeconds: DAY_SECONDS,
    },
    grantsPromoCode: false,
  },
  booking: {
    leadType: "booking_request",
    label: "Booking request",
    source: "book_your_adventure",
    score: 85,
    callWithinMinutes: 15,
    verification: {
      smsPurpose: "to confirm your booking request",
      unlocks: ["skip_code", "daily_plans"],
      proofTtlSeconds: DAY_SECONDS,
    },
    grantsPromoCode: false,
  },
  itinerary_unlock: {
    leadType: "itinerary_unlock",
    label: "Itinerary unlock",
    source: "itinerary_unlock",
    score: 70,
    callWithinMinutes: 15,
    verification: {
      smsPurpose: "to unlock the full itinerary",
      unlocks: ["daily_plans", "skip_code"],
      proofTtlSeconds: DAY_SECONDS,
    },
    grantsPromoCode: false,
  },
  deal_booking: {
    leadType: "deal_booking",
    label: "Deal booking",
    source: "deals",
    score: 80,
    callWithinMinutes: 15,
    verification: {
      smsPurpose: "to confirm your deal booking",
      unlocks: ["skip_code"],
      proofTtlSeconds: DAY_SECONDS,
    },
    grantsPromoCode: false,
  },
  planner_handoff: {
    leadType: "planner",
    label: "AI planner",
    source: "luxe_match",
    score: 75,
    callWithinMinutes: 15,
    verification: {
      smsPurpose: "to send your itinerary to an expert",
      unlocks: ["skip_code"],
      proofTtlSeconds: DAY_SECONDS,
    },
    grantsPromoCode: false,
  },
  activity_booking: {
    leadType: "activity_booking",
    label: "Activity booking",
    source: "activities",
    score: 95,
    callWithinMinutes: 15,
    // The phone is optional on this form: a booking is made (and its lead written, its voucher
    // mailed) only once the phone given is proven with this code, or, without a phone, the e-mail
    // address with a code mailed to it (docs/decisions/029-activity-booking-proof.md). The proof
    // covers the next bookings for a day, so a second activity needs no second code.
    verification: {
      smsPurpose: "to confirm your activity booking",
      unlocks: ["skip_code"],
      proofTtlSeconds: DAY_SECONDS,
    },
    grantsPromoCode: false,
  },
  proposal_acceptance: {
    leadType: null,
    label: "Proposal acceptance",
    source: "proposal",
    score: 0,
    callWithinMinutes: 0,
    // The code goes to the phone on record of the lead the proposal was made for; the traveller types
    // no number. The proof skips nothing: each acceptance is one code for one choice, and it is kept
    // only for the minutes the page needs to show what was accepted after a reload.
    verification: {
      smsPurpose: "to accept your proposal",
      unlocks: [],
      proofTtlSeconds: 15 * 60,
    },
    grantsPromoCode: false,
  },
  privacy_access: {
    leadType: null,
    label: "Privacy self-service",
    source: "privacy_my_data",
    score: 0,
    callWithinMinutes: 0,
    // The person's own data page (/privacy/my-data): the code proves the number is theirs before the
    // page shows what is held about it. The proof unlocks nothing else and lasts only a sitting, so a
    // phone left unlocked does not keep someone's data open for a day.
    verification: {
      smsPurpose: "to see your data",
      unlocks: [],
      proofTtlSeconds: 30 * 60,
    },
    grantsPromoCode: false,
  },
  wedding_consultation: {
    leadType: "wedding_consultation",
    label: "Wedding consultation",
    source: "wedding_planner",
    score: 90,
    callWithinMinutes: 15,
    verification: null,
    grantsPromoCode: false,
  },
  contact_inquiry: {
    leadType: "contact_inquiry",
    label: "Contact enquiry",
    source: "contact_page",
    score: 60,
    // The contact page promises a reply within 2 hours.
    callWithinMinutes: 120,
    verification: null,
    grantsPromoCode: false,
  },
} as const satisfies Record<string, PurposeRow>;

type Table = typeof LEAD_PURPOSES;

/** Every lead purpose. */
export type LeadPurpose = keyof Table;
/** The purposes that end in a phone code. */
export type VerifiedPurpose = {
  [P in LeadPurpose]: Table[P]["verification"] extends null ? never : P;
}[LeadPurpose];
/** What the CRM calls each purpose's leads (a purpose that makes no lead has none). */
export type LeadType = Exclude<Table[LeadPurpose]["leadType"], null>;
export type LeadSource = Table[LeadPurpose]["source"];

export const LEAD_PURPOSE_NAMES = Object.keys(LEAD_PURPOSES) as LeadPurpose[];
export const VERIFIED_PURPOSES = LEAD_PURPOSE_NAMES.filter(
  (p): p is VerifiedPurpose => LEAD_PURPOSES[p].verification !== null,
);
export const LEAD_TYPES = LEAD_PURPOSE_NAMES.map((p) => LEAD_PURPOSES[p].leadType).filter(
  (type): type is LeadType => type !== null,
);

/** The lead type a purpose's leads carry; only a purpose that makes leads may ask. */
export function leadTypeOf(purpose: LeadPurpose): LeadType {
  const type = LEAD_PURPOSES[purpose].leadType;
  if (type === null) throw new Error(`${purpose} makes no lead`);
  return type;
}

export function isLeadPurpose(value: string): value is LeadPurpose {
  return Object.hasOwn(LEAD_PURPOSES, value);
}

export function isVerifiedPurpose(value: string): value is VerifiedPurpose {
  return isLeadPurpose(value) && LEAD_PURPOSES[value].verification !== null;
}

export function isLeadType(value: string): value is LeadType {
  return (LEAD_TYPES as string[]).includes(value);
}

/** The purpose whose leads carry this type (each type belongs to exactly one purpose). */
export function purposeOfLeadType(type: LeadType): LeadPurpose {
  return LEAD_PURPOSE_NAMES.find((p) => LEAD_PURPOSES[p].leadType === type)!;
}

export function verificationOf(purpose: VerifiedPurpose): VerificationRow {
  return LEAD_PURPOSES[purpose].verification;
}

/** The purposes whose proof grants a capability, e.g. which proofs open the daily plans. */
export function purposesUnlocking(capability: ProofCapability): VerifiedPurpose[] {
  return VERIFIED_PURPOSES.filter((p) => verificationOf(p).unlocks.includes(capability as never));
}

/** The URL segment of a purpose ("priority_access" → "priority-access"). */
export const purposeSlug = (purpose: LeadPurpose) => purpose.replace(/_/g, "-");

export function purposeFromSlug(slug: string): LeadPurpose | null {
  const name = slug.replace(/-/g, "_");
  return /^[a-z-]+$/.test(slug) && isLeadPurpose(name) ? name : null;
}
