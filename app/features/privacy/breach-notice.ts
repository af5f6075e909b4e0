import { formatIndiaDate } from "~/lib/format";

/**
 * The notice the agency sends the people a breach touched: plain words on what happened, which of
 * their data, what the agency did, what they can do, and whom to complain to. Staff copy it and fill
 * in nothing but what the breach record already says.
 */
export type BreachForNotice = {
  foundAt: string;
  description: string;
  dataCategories: string;
  actionsTaken: string;
};

export type GrievanceContact = { brandName: string; grievanceOfficerName: string; grievanceEmail: string };

export function breachNoticeText(breach: BreachForNotice, contact: GrievanceContact): string {
  return [
    `Dear traveller,`,
    ``,
    `What happened: on ${formatIndiaDate(breach.foundAt)} we found that ${breach.description.trim()}`,
    ``,
    `Your data involved: ${breach.dataCategories.trim()}`,
    ``,
    `What we did: ${breach.actionsTaken.trim() || "We are looking into it and will write again when we know more."}`,
    ``,
    `What you can do: be careful with calls, messages or e-mails that mention your trip and ask for money, codes or passwords; we never ask for these. You can see, correct or erase what we hold about you on our privacy page.`,
    ``,
    `Questions or a complaint: write to ${contact.grievanceOfficerName} at ${contact.grievanceEmail}. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
    ``,
    `${contact.brandName}`,
  ].join("\n");
}
