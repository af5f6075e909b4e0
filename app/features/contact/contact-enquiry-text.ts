// The contact enquiry's words, apart from its schema: the form shows them on first load, while the
// schema (zod) is fetched only when the form is used.
/** The contact page's enquiry: its words, shared by the form and its endpoint. */
export const CONTACT_TEXT = {
  invalidName: { title: "Invalid Name", description: "Please enter a valid name (at least 2 characters)" },
  unusualName: { title: "Invalid Name", description: "Please remove unusual characters from your name" },
  longName: { title: "Invalid Name", description: "Please enter a shorter name (at most 80 characters)" },
  invalidMobile: {
    title: "Invalid Mobile Number",
    description: "Please enter a valid 10-digit Indian mobile number",
  },
  // Ours: a number outside India goes with its country code.
  invalidInternational: {
    title: "Invalid Mobile Number",
    description: "Please enter your number with its country code, for example +44 7911 123456",
  },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address" },
  invalidDestination: {
    title: "Invalid Destination",
    description: "Please name your destination in plain words (at most 80 characters)",
  },
  invalidMessage: {
    title: "Invalid Message",
    description: "Please keep your message to plain text (at most 2,000 characters)",
  },
  badRequest: { title: "Request Failed", description: "Please fill in the enquiry form and send it again." },
  failed: {
    title: "Request Failed",
    description: "Failed to send your enquiry. Please try again or call us directly.",
  },
  received: { title: "Thank You!", description: "A travel designer will contact you within 2 hours." },
} as const;

const TITLES: Record<string, string> = {
  name: CONTACT_TEXT.invalidName.title,
  phone: CONTACT_TEXT.invalidMobile.title,
  email: CONTACT_TEXT.invalidEmail.title,
  destination: CONTACT_TEXT.invalidDestination.title,
  message: CONTACT_TEXT.invalidMessage.title,
};
export const contactTitleFor = (field: string) => TITLES[field] ?? CONTACT_TEXT.badRequest.title;

export type ContactEnquiryValues = {
  name: string;
  phone: string;
  email: string;
  destination: string;
  message: string;
};

/** The message's cap: the form counts up to it, and the server refuses more. */
export const ENQUIRY_MESSAGE_MAX = 2000;
