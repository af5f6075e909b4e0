import type { PrivacyRequestKind } from "./privacy-requests-texts";

/** What /privacy/my-data shows the verified person: never staff notes. */
export type MyData = {
  phone: string;
  contact: { name: string | null; email: string | null; city: string | null; since: string } | null;
  leads: { id: string; form: string; at: string; stage: string; details: Record<string, unknown> }[];
  bookings: {
    id: string;
    activity: string;
    date: string;
    adults: number;
    children: number;
    status: string;
  }[];
  payments: {
    id: string;
    reference: string;
    label: string;
    amountMinor: number;
    paidMinor: number;
    currency: string;
    status: string;
  }[];
  consents: {
    id: string;
    purpose: string;
    noticeVersion: string;
    noticeText: string;
    form: string | null;
    givenAt: string;
    withdrawnAt: string | null;
  }[];
  requests: { id: string; kind: PrivacyRequestKind; receivedAt: string; dueAt: string; status: string }[];
};
