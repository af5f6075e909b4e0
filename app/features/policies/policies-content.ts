import { DEFAULT_RETENTION } from "~/features/privacy";
import type { CancellationFee, PolicySection } from "./policies-schema";

/**
 * Static text of /privacy (12 sections), /terms (12 sections plus a Visa Disclaimer) and /cancellations
 * (sections, the service-fee table and a Visa Disclaimer), as the agency wrote them.
 * Amounts use Indian digit grouping. The Grievance Officer's address is not repeated here: the text points
 * to the e-mail address on the Contact page, which comes from the site settings.
 * The zod schemas of this content are in policies-schema.ts (used by the tests), so pages ship plain text without zod.
 */

export type { CancellationFee, PolicySection } from "./policies-schema";

/** Shown under the page headings. */
export const POLICIES_LAST_UPDATED = "1 January 2026";

/**
 * The retention job's own defaults, so the policy can never name a period the job does not use; an
 * admin who changes the setting in the console changes what the site does, and this text with it
 * only when the default changes.
 */
const { inactiveYears, noticeHours, unverifiedDays } = DEFAULT_RETENTION;

export const privacySections: PolicySection[] = [
  {
    heading: "1. About this policy",
    paragraphs: [
      "This policy explains how we, a luxury and corporate travel company with our office in Gurgaon, Haryana, collect, use, share and protect your personal data when you use this website, take our travel personality quiz, ask for a callback, request a booking or priority access, or plan a trip with us.",
      'We act as the Data Fiduciary for your personal data under the Digital Personal Data Protection Act, 2023 (the DPDP Act) and the rules made under it, and we also follow the Information Technology Act, 2000 where it applies. In this policy, "you" means the person whose data we process, whom the DPDP Act calls the Data Principal.',
    ],
  },
  {
    heading: "2. The personal data we collect",
    paragraphs: [
      "We collect only what we need to answer your enquiry and plan your travel. Depending on how you use the site, this may include:",
    ],
    bullets: [
      "Your name and Indian mobile number, which we verify with a six-digit one-time code sent by SMS",
      "Your e-mail address, when you give it in a booking, priority-access or wedding consultation form",
      "Trip details you share: destination, itinerary, travel dates, number of travellers, budget, and any message you write to us",
      "Your travel preferences and quiz answers, such as the kind of holiday you enjoy, your budget band, accommodation style and special requirements (for example, vegetarian food, travelling with children or elderly parents)",
      "Messages you send to our AI itinerary planner or our chat team",
      "For confirmed bookings only: passport details, date of birth, PAN (required for tax collected at source on overseas tour packages) and the documents needed for visas and insurance, collected separately by our travel consultants",
      "Basic technical data, such as your browser type and the pages you visit, used to keep the site secure and working",
    ],
  },
  {
    heading: "3. How we collect it",
    paragraphs: [
      "Most data comes directly from you, through the forms on this website, our verification step, phone calls, e-mail and chat. When you enter your mobile number, we send a one-time code to it; entering that code confirms that the number is yours and that you asked us to contact you.",
      "When you book, we may also receive information about you from the person making the booking on your behalf (for example, a family member or your company's travel desk), who confirms that they have your permission to share it.",
    ],
  },
  {
    heading: "4. Why we use it",
    paragraphs: ["We use your personal data only for the purposes for which you gave it to us, namely to:"],
    bullets: [
      "Verify your mobile number and prevent spam or fraudulent enquiries",
      "Show your quiz results and recommend destinations that suit you",
      "Call, message or e-mail you about the enquiry, booking or callback you requested",
      "Prioritise enquiries: we give each enquiry a score from its details so that urgent requests are answered first; this never decides whether you can book",
      "Prepare quotes and itineraries, and make bookings with airlines, hotels and other suppliers",
      "Arrange visas, travel insurance and foreign exchange where you ask us to",
      "Meet our legal obligations, including tax, accounting and responses to lawful requests from authorities",
      "Send you offers and travel updates, but only if you have separately agreed to receive them",
    ],
  },
  {
    heading: "5. Your consent and how we record it",
    paragraphs: [
      "We process your personal data on the basis of your consent, which you give by submitting a form and verifying your mobile number with the one-time code. Before you submit, each form tells you what we will do with the details you enter. Your consent is limited to those purposes.",
      "We keep a record of your consent: the form you used, the purpose, the mobile number verified and the date and time of verification. This record helps us show that you asked to be contacted and lets us honour a withdrawal promptly.",
      "You may withdraw your consent at any time, as easily as you gave it: open your data page (/privacy/my-data), confirm your number with the code we send to it, and press Withdraw next to the consent; it takes effect at once. You can also write to our Grievance Officer at the e-mail address on our Contact page, or tell your travel consultant. Withdrawal does not affect anything we did before it, and we may need to cancel a pending booking if we can no longer process the data it requires.",
    ],
  },
  {
    heading: "6. Service providers and travel suppliers",
    paragraphs: [
      "We do not sell your personal data. We share it only with those who help us provide the service you asked for, under contracts that require them to keep it secure and to use it only on our instructions:",
    ],
    bullets: [
      "SMS and e-mail delivery providers, who send one-time codes, confirmations and replies on our behalf as our Data Processors",
      "Our cloud hosting and database provider, which stores enquiry records",
      "The AI service that powers our itinerary planner, which receives the messages you type in the planner chat",
      "Airlines, hotels, cruise lines, ground handlers and activity operators that deliver your trip",
      "Visa application centres, embassies and consulates, when you ask us to help with a visa",
      "Insurers and foreign-exchange partners, for the cover and currency you request",
      "Government authorities, when the law requires us to",
    ],
  },
  {
    heading: "7. How long we keep it and how we protect it",
    paragraphs: [
      `We keep your details, enquiries and quiz answers for ${inactiveYears} years after we last heard from you (an enquiry, a booking, a payment, a message, or confirming your number on your data page), so that we can pick up your plans where you left them. ${noticeHours} hours before the end of that time we tell you by e-mail or SMS, and if you do nothing we then erase them; we do not erase anyone we could not tell. A mobile number that was never confirmed with its code is deleted after ${unverifiedDays} days. One-time codes expire within minutes and are not kept once used. Booking, invoice and tax records are kept for the period required by Indian tax and accounting law, currently up to eight years, without your name once the rest is erased.`,
      "Personal data of bookings abroad has to travel to suppliers outside India; we send it only to the extent needed for your trip and never to a country to which the Government of India has restricted such transfers.",
      "We protect your data with encrypted connections, access controls that limit staff access to what their role needs, and logging of access to our internal systems. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected, as the DPDP Act requires.",
    ],
  },
  {
    heading: "8. Your rights",
    paragraphs: [
      "Under the DPDP Act you have the right to the following. You can use them on your data page (/privacy/my-data) after confirming your number with a code, or by writing to our Grievance Officer:",
    ],
    bullets: [
      "Ask for a summary of the personal data we hold about you and how we use it, and the identities of those we have shared it with",
      "Ask us to correct, complete or update your personal data",
      "Ask us to erase your personal data when it is no longer needed, unless the law requires us to keep it",
      "Withdraw your consent at any time",
      "Nominate another person to exercise your rights if you die or become unable to do so",
      "Have your grievances addressed by our Grievance Officer, and if you are not satisfied, complain to the Data Protection Board of India",
    ],
  },
  {
    heading: "9. Cookies and browser storage",
    paragraphs: [
      "We use a small number of cookies and browser storage entries, only to make the site work as you expect. We do not use them to sell advertising.",
    ],
    bullets: [
      "A signed verification cookie that remembers, for 24 hours, that you have already verified your mobile number, so you are not asked for a new code every time",
      "Local storage in your browser for your saved itineraries and wishlist; this stays on your device and is not sent to us unless you share it",
      "Essential cookies that keep partner logins secure",
    ],
  },
  {
    heading: "10. Children",
    paragraphs: [
      "This website is meant for adults. We do not knowingly collect personal data from anyone under 18 through our forms. For a trip with children our forms ask only for their ages, given by the adult who fills in the form, never their names or any other detail about them. We do not track children's behaviour or send them marketing.",
    ],
  },
  {
    heading: "11. Changes to this policy",
    paragraphs: [
      "We may update this policy when our services or the law change. The date at the top shows when it was last revised. If a change affects how we use data you have already given us, we will tell you and, where the law requires, ask for your consent again.",
    ],
  },
  {
    heading: "12. Grievance Officer and contact",
    paragraphs: [
      "For any question, request or complaint about your personal data, write to our Grievance Officer at the e-mail address on our Contact page, with the mobile number you used on this website so that we can find your records. We will acknowledge your message within 48 hours and respond within 30 days.",
      "You can also write to us at our office in Gurgaon, Haryana, at the address on our Contact page.",
    ],
  },
];

export const termsSections: PolicySection[] = [
  {
    heading: "1. Acceptance of these terms",
    paragraphs: [
      "These terms apply to your use of this website and to every enquiry, quote and booking you make with us, whether online, by phone, by chat or in person. By making a booking, you confirm that you have read and accepted these terms, our Privacy Policy and our Cancellations & Refunds policy, on your own behalf and on behalf of everyone named in the booking.",
      "Photographs, ratings, reviews and sample itineraries on the website are illustrative. The details that bind us are those in the written quote and booking confirmation we send you.",
    ],
  },
  {
    heading: "2. Eligibility",
    paragraphs: [
      "You must be at least 18 years old and legally able to enter into a contract to make a booking. If you book for others, including minors, you confirm that you have their authority to do so and that you are responsible for payment and for passing on all information we send you.",
    ],
  },
  {
    heading: "3. Our role",
    paragraphs: [
      "We act as an agent for airlines, hotels, cruise lines, transport companies, activity operators and other suppliers. Each service is provided by its supplier under its own terms and conditions, including its rules on changes, cancellations and refunds, which form part of your contract with that supplier.",
      "We take care in choosing our suppliers, but we do not own or control their services and are not responsible for their acts or omissions, except where Indian law says otherwise.",
    ],
  },
  {
    heading: "4. Prices, taxes and offers",
    paragraphs: [
      "All prices are in Indian rupees (INR) and, unless stated otherwise, are per person on twin sharing and include applicable Goods and Services Tax (GST). A price is confirmed only when your booking is confirmed in writing; until then, it can change with availability, airfares, exchange rates and taxes.",
      "For overseas tour packages, Tax Collected at Source (TCS) is charged at the rates prescribed under Indian income-tax law on the date of payment, and we need your PAN to collect it. TCS is not a cost to you in the long run: it appears in your tax statement and can be claimed against your income tax.",
      "Offers, deals and promo codes (including those shown after the travel personality quiz) are valid for the dates and conditions stated, cannot be exchanged for cash and, unless stated otherwise, cannot be combined with other offers.",
    ],
  },
  {
    heading: "5. Payments",
    paragraphs: [
      "A booking is confirmed on receipt of the deposit stated in your quote, and the balance is due by the date in your confirmation, usually 30 days before departure. Airline tickets, coupon fares and some hotel offers must be paid in full when booked. If the balance is not received on time, we may cancel the booking and apply the cancellation charges.",
      "We accept bank transfer, UPI, and debit and credit cards. A convenience fee may apply to some payment methods; it is shown before you pay and is non-refundable. Payments made in foreign currency are subject to the Foreign Exchange Management Act, 1999 and the Reserve Bank of India's Liberalised Remittance Scheme.",
    ],
  },
  {
    heading: "6. Confirmations and reconfirmations",
    paragraphs: [
      "Some bookings are confirmed by suppliers after you pay, and their status may take time to appear:",
    ],
    bullets: [
      "Hotel bookings may take up to 72 hours to be updated in the hotel's system. Your confirmation from us is valid in the meantime.",
      "Coupon (special) airfares may take up to 15 hours to be reconfirmed by the airline. Coupon fares are non-refundable and cannot be changed once issued.",
      "If a supplier cannot confirm a service, we will offer you a comparable alternative or a full refund of the amount paid for that service.",
    ],
  },
  {
    heading: "7. Changes and cancellations",
    paragraphs: [
      "Requests to change or cancel a booking must reach us in writing. Changes depend on availability and the supplier's rules, and any fare or rate difference is payable by you. Cancellations, refunds and our service fees are set out in our Cancellations & Refunds policy.",
      "We may need to change an itinerary because of a supplier's schedule change or local conditions. If we make a significant change before departure, we will tell you as soon as possible and offer you the choice of the changed arrangement, a comparable alternative or a refund of the amounts we recover from suppliers.",
    ],
  },
  {
    heading: "8. Passports, visas and health",
    paragraphs: [
      "You are responsible for holding a passport valid for at least six months beyond your return date, with blank pages, and for the visas, permits, vaccination certificates and other documents your destination and any transit country require. The names on your booking must match your passport exactly.",
      "Our visa team can guide you and prepare applications, but entry requirements can change at short notice and the final decision always rests with the authorities. Please read our Visa Disclaimer below.",
    ],
  },
  {
    heading: "9. Travel insurance",
    paragraphs: [
      "All our holiday packages include travel insurance for the length of the trip, issued by a licensed Indian insurer. The cover, exclusions and claims process are set out in the policy document, which we send with your vouchers; claims are settled by the insurer, not by us.",
      "Please tell us about any pre-existing medical conditions before the policy is issued. You may buy additional cover, for example for adventure activities or higher medical limits, and we are happy to arrange it.",
    ],
  },
  {
    heading: "10. Limitation of liability",
    paragraphs: [
      "We are responsible for arranging your booking with reasonable skill and care. We are not liable for loss, injury, delay or expense caused by suppliers, by you or your travelling companions, or by events outside our control. Where we are liable, our liability is limited to the amount you paid us for the affected service, except for liability that cannot be excluded under Indian law.",
      "You are responsible for your personal belongings, for following local laws and the reasonable instructions of guides and suppliers, and for any damage you cause.",
    ],
  },
  {
    heading: "11. Force majeure",
    paragraphs: [
      "We and our suppliers are not liable for failing to perform, or for delays in performing, our obligations because of events beyond reasonable control, including natural disasters, extreme weather, epidemics, war, terrorism, civil unrest, strikes, government orders, airport or airspace closures and failures of public utilities. In such cases we will help you with alternatives and pass on any refunds or credits we recover from suppliers, less non-recoverable costs.",
    ],
  },
  {
    heading: "12. Governing law and disputes",
    paragraphs: [
      "These terms are governed by the laws of India. If a complaint cannot be resolved with our customer care team, either party may refer the dispute to arbitration by a sole arbitrator under the Arbitration and Conciliation Act, 1996. The seat and venue of arbitration is Gurgaon, Haryana, and the proceedings are in English. Subject to this, the courts at Gurgaon have exclusive jurisdiction.",
    ],
  },
];

export const termsVisaDisclaimer: PolicySection = {
  heading: "Visa Disclaimer",
  paragraphs: [
    "We assist with visa applications as a facilitator only. The grant, refusal, validity and processing time of a visa are decided solely by the embassy, consulate or immigration authority concerned, and we cannot influence or guarantee the outcome. Processing times shown on this website are typical, not promised.",
    "Visa fees, service charges and appointment charges are non-refundable, whatever the outcome. A refused or delayed visa does not cancel your booking automatically: our usual cancellation charges and the supplier's charges apply. We advise you not to buy non-refundable services until your visa is granted, unless you accept the risk.",
  ],
  bullets: [
    "Submit complete, genuine documents; false or misleading documents can lead to refusal and future bans",
    "Entry is at the discretion of immigration officers at the border, even with a valid visa",
    "Keep copies of your passport, visa and insurance with you and in your e-mail",
  ],
};

export const cancellationSections: PolicySection[] = [
  {
    heading: "How to cancel",
    paragraphs: [
      "Cancellation requests must be sent in writing, by e-mail from the address used for the booking, at least 24 hours before the scheduled time of travel. Please include your booking reference and the names of the travellers who are cancelling. A cancellation takes effect on the date we receive your written request, and we will acknowledge it by e-mail.",
      "Requests received less than 24 hours before travel, or after travel has started, are treated as no-shows under the supplier's rules.",
    ],
  },
  {
    heading: "Our service fees",
    paragraphs: [
      "For each cancellation we charge the service fee shown in the table below, in addition to the cancellation charges of the airline, hotel or other supplier. Fees are per person unless stated otherwise.",
    ],
  },
  {
    heading: "How your refund is worked out",
    paragraphs: [
      "Your refund depends on how close to the travel date you cancel and on what each supplier refunds to us under its own rules. We refund the amount we recover from the suppliers, less our service fee. The convenience fee paid at the time of booking is non-refundable.",
    ],
    bullets: [
      "Coupon and special airfares are non-refundable; only statutory taxes and fees may be refundable, as the airline allows",
      "Non-refundable hotel rates, peak-season and festive-period bookings are not refundable once confirmed",
      "Visa fees and travel insurance premiums are not refundable once the application or policy is processed",
    ],
  },
  {
    heading: "When you receive it",
    paragraphs: [
      "Refunds are credited within 15 to 30 days of our receiving the supplier's refund, to the account or card used for payment. Your bank may take a few further working days to show the credit. Where a supplier issues a credit note or future travel voucher instead of cash, we pass it on to you with its conditions.",
    ],
  },
  {
    heading: "No-shows and unused services",
    paragraphs: [
      "No refund is due for a no-show, for late arrival or early departure, or for services that are included in a package but not used, such as meals, sightseeing or transfers.",
    ],
  },
  {
    heading: "Changes to a booking",
    paragraphs: [
      "A change of date, name or itinerary is treated as a cancellation and a new booking, unless the supplier allows an amendment. The supplier's amendment charges, any difference in fare or rate, and our service fee apply.",
    ],
  },
  {
    heading: "If we or a supplier cancel",
    paragraphs: [
      "If we or a supplier cancel a confirmed service for reasons within our control, you may choose a comparable alternative or a full refund of the amount paid for that service. If a cancellation is caused by events beyond anyone's control, we will pass on whatever refund or credit the supplier gives, less non-recoverable costs.",
    ],
  },
];

export const cancellationFees: CancellationFee[] = [
  { service: "Domestic airline", fee: "₹300 per person per way + 18% GST" },
  { service: "International airline", fee: "₹1,000 per person per way + 18% GST" },
  { service: "Hotels", fee: "2% of booking value + GST" },
  { service: "Domestic holiday package", fee: "₹2,500 per person + 18% GST" },
  { service: "International holiday package", fee: "₹5,000 per person + 18% GST" },
];

export const cancellationVisaDisclaimer: PolicySection = {
  heading: "Visa Disclaimer",
  paragraphs: [
    "The refusal or delay of a visa is not a reason for a free cancellation. If your visa is refused or not issued in time, the cancellation charges of the suppliers and our service fees apply as for any other cancellation, and visa fees and service charges paid to the embassy or visa centre are not refundable.",
    "To protect yourself, apply as early as the embassy allows, choose refundable fares and rates until your visa is granted, and check whether your travel insurance covers cancellation due to visa refusal.",
  ],
};
