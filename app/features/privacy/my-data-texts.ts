import type { PhoneVerificationTexts } from "~/features/verification";
import type { NoticeLanguage } from "./privacy-notice";
import type { PrivacyRequestKind } from "./privacy-requests-texts";
import type { TravellerDetail } from "./my-data-types";

/** The words of /privacy/my-data in each language of the notice. Safe in the browser. */
export type MyDataTexts = {
  title: string;
  intro: string;
  phoneLabel: string;
  invalidPhone: string;
  /** The number box once "I have a number outside India" is pressed. */
  abroadPhoneLabel: string;
  invalidInternational: string;
  emailLabel: string;
  /** Under the e-mail box: where the code goes, and that a typed address must be the one we hold. */
  emailHint: string;
  invalidEmail: string;
  /** After a send for a number outside India, whether or not a code went. */
  codeByEmail: string;
  sendCode: string;
  sending: string;
  codeTitle: string;
  verifyLabel: string;
  backLabel: string;
  resendLabel: string;
  heldHeading: string;
  nothingHeld: string;
  contactHeading: string;
  fields: { name: string; email: string; phone: string; city: string; since: string };
  leadsHeading: string;
  detailLabels: Record<TravellerDetail, string>;
  bookingsHeading: string;
  paymentsHeading: string;
  none: string;
  consentsHeading: string;
  purposeNames: Record<string, string>;
  given: (date: string, version: string) => string;
  withdrawnOn: (date: string) => string;
  withdraw: string;
  withdrawConfirmed: string;
  requestsHeading: string;
  requestsIntro: string;
  requestKinds: Record<
    Exclude<PrivacyRequestKind, "access">,
    { label: string; hint: string; button: string }
  >;
  requestSent: (due: string) => string;
  yourRequests: string;
  kindNames: Record<PrivacyRequestKind, string>;
  statusNames: Record<string, string>;
  dueBy: (date: string) => string;
  grievanceHeading: string;
  noticeLink: string;
  /** The code step's toasts. */
  verification: PhoneVerificationTexts;
};

const en: MyDataTexts = {
  title: "Your data",
  intro:
    "See what we hold about you, take back any consent, and ask us to correct or erase your data. First confirm your mobile number with a code.",
  phoneLabel: "Your mobile number",
  invalidPhone: "Please enter a valid 10-digit Indian mobile number",
  abroadPhoneLabel: "Your mobile number with country code",
  invalidInternational: "Please enter the number with its country code, for example +44 7911 123456",
  emailLabel: "Your e-mail (optional)",
  emailHint:
    "We e-mail your code only to the address you gave us with this number. If you type an address, it must be that one.",
  invalidEmail: "Please enter a valid e-mail address, or leave it empty",
  codeByEmail:
    "If we hold this number, we have e-mailed a code to the address you gave us with it. It can take a minute.",
  sendCode: "Send me a code",
  sending: "Sending the code…",
  codeTitle: "Enter your code",
  verifyLabel: "Show my data",
  backLabel: "Back",
  resendLabel: "Resend code",
  heldHeading: "What we hold about you",
  nothingHeld: "We hold nothing about this number besides the code you just used.",
  contactHeading: "Your details",
  fields: { name: "Name", email: "E-mail", phone: "Mobile", city: "City", since: "With us since" },
  leadsHeading: "Your enquiries and trip details",
  detailLabels: {
    message: "Your message",
    destination: "Destination",
    itinerary: "Itinerary",
    dealTitle: "Deal",
    activityName: "Activity",
    activityLocation: "Where",
    travelDate: "Travel date",
    endDate: "Return date",
    bookingDate: "Date booked for",
    weddingDate: "Wedding date",
    preferredTime: "Best time to call",
    nights: "Nights",
    days: "Days",
    adults: "Adults",
    children: "Children",
    childAges: "Children's ages",
    groupSize: "Group size",
    guestCount: "Guests",
    budget: "Budget",
    budgetInr: "Budget (₹)",
    travelStyle: "Travel style",
    hotel: "Hotel",
    activities: "Activities",
    transfer: "Transfer",
    answersInWords: "Your quiz answers",
    transcript: "Your chat with the trip planner",
  },
  bookingsHeading: "Your bookings",
  paymentsHeading: "Your payments",
  none: "None.",
  consentsHeading: "Your consents",
  purposeNames: { trip: "Calls about your trip", marketing: "Offers", whatsapp: "WhatsApp messages" },
  given: (date, version) => `Given on ${date} under notice ${version}.`,
  withdrawnOn: (date) => `Withdrawn on ${date}.`,
  withdraw: "Withdraw",
  withdrawConfirmed: "Withdrawn. It takes effect now.",
  requestsHeading: "Ask us",
  requestsIntro: "We answer every request within the time shown once it is sent.",
  requestKinds: {
    correction: {
      label: "Correct my data",
      hint: "What is wrong, and what should it say?",
      button: "Ask for a correction",
    },
    erasure: {
      label: "Erase my data",
      hint: "Optional: why you want it erased.",
      button: "Ask for erasure",
    },
    nomination: {
      label: "Name a nominee",
      hint: "Your nominee's name and how to reach them. They may act for you if you die or cannot act yourself.",
      button: "Name my nominee",
    },
    grievance: {
      label: "Make a complaint",
      hint: "What went wrong?",
      button: "Send my complaint",
    },
  },
  requestSent: (due) => `Received. We will answer by ${due}.`,
  yourRequests: "Your requests",
  kindNames: {
    access: "Access",
    correction: "Correction",
    erasure: "Erasure",
    grievance: "Complaint",
    nomination: "Nominee",
  },
  statusNames: { received: "Received", in_progress: "In progress", done: "Done", refused: "Refused" },
  dueBy: (date) => `due by ${date}`,
  grievanceHeading: "Our Grievance Officer",
  noticeLink: "Read the privacy notice",
  verification: {
    sendFailed: {
      title: "Code not sent",
      description: "We could not send the code just now. Please try again.",
    },
    resendFailed: {
      title: "Code not resent",
      description: "We could not send a new code just now. Please try again.",
    },
    verifyFailed: {
      title: "Not checked",
      description: "We could not check the code just now. Please try again.",
    },
    wrongCode: { title: "Wrong code", description: "That code is not right. Check the SMS and try again." },
    incompleteCode: { title: "Code incomplete", description: "Enter all 6 digits of the code." },
    invalidSession: {
      title: "Start again",
      description: "This code step has ended. Enter your number again.",
    },
    verified: { title: "Number confirmed", description: "Here is what we hold about you." },
  },
};

const hi: MyDataTexts = {
  title: "आपका डेटा",
  intro:
    "देखें कि हमारे पास आपके बारे में क्या है, कोई भी सहमति वापस लें, और हमसे अपना डेटा सुधारने या मिटाने को कहें। पहले कोड से अपने मोबाइल नंबर की पुष्टि करें।",
  phoneLabel: "आपका मोबाइल नंबर",
  invalidPhone: "कृपया 10 अंकों का सही भारतीय मोबाइल नंबर लिखें",
  abroadPhoneLabel: "देश के कोड के साथ आपका मोबाइल नंबर",
  invalidInternational: "कृपया नंबर देश के कोड के साथ लिखें, जैसे +44 7911 123456",
  emailLabel: "आपका ई-मेल (वैकल्पिक)",
  emailHint:
    "हम आपका कोड केवल उसी पते पर ई-मेल करते हैं जो आपने इस नंबर के साथ हमें दिया था। अगर आप पता लिखें, तो वह वही होना चाहिए।",
  invalidEmail: "कृपया सही ई-मेल पता लिखें, या इसे ख़ाली छोड़ दें",
  codeByEmail:
    "अगर यह नंबर हमारे पास है, तो हमने इसके साथ दिए गए पते पर कोड ई-मेल कर दिया है। इसमें एक मिनट लग सकता है।",
  sendCode: "मुझे कोड भेजें",
  sending: "कोड भेजा जा रहा है…",
  codeTitle: "अपना कोड लिखें",
  verifyLabel: "मेरा डेटा दिखाएँ",
  backLabel: "वापस",
  resendLabel: "कोड फिर भेजें",
  heldHeading: "हमारे पास आपके बारे में क्या है",
  nothingHeld: "अभी इस्तेमाल किए गए कोड के अलावा इस नंबर के बारे में हमारे पास कुछ नहीं है।",
  contactHeading: "आपका विवरण",
  fields: { name: "नाम", email: "ई-मेल", phone: "मोबाइल", city: "शहर", since: "हमारे साथ कब से" },
  leadsHeading: "आपकी पूछताछ और यात्रा का विवरण",
  detailLabels: {
    message: "आपका संदेश",
    destination: "गंतव्य",
    itinerary: "यात्रा कार्यक्रम",
    dealTitle: "ऑफ़र",
    activityName: "गतिविधि",
    activityLocation: "कहाँ",
    travelDate: "यात्रा की तारीख़",
    endDate: "वापसी की तारीख़",
    bookingDate: "बुकिंग की तारीख़",
    weddingDate: "शादी की तारीख़",
    preferredTime: "कॉल का सही समय",
    nights: "रातें",
    days: "दिन",
    adults: "वयस्क",
    children: "बच्चे",
    childAges: "बच्चों की उम्र",
    groupSize: "समूह में लोग",
    guestCount: "मेहमान",
    budget: "बजट",
    budgetInr: "बजट (₹)",
    travelStyle: "यात्रा का तरीक़ा",
    hotel: "होटल",
    activities: "गतिविधियाँ",
    transfer: "आने-जाने की व्यवस्था",
    answersInWords: "क्विज़ में आपके जवाब",
    transcript: "ट्रिप प्लानर से आपकी बातचीत",
  },
  bookingsHeading: "आपकी बुकिंग",
  paymentsHeading: "आपके भुगतान",
  none: "कोई नहीं।",
  consentsHeading: "आपकी सहमतियाँ",
  purposeNames: { trip: "आपकी यात्रा के बारे में कॉल", marketing: "ऑफ़र", whatsapp: "व्हाट्सऐप संदेश" },
  given: (date, version) => `${date} को सूचना ${version} के तहत दी गई।`,
  withdrawnOn: (date) => `${date} को वापस ली गई।`,
  withdraw: "वापस लें",
  withdrawConfirmed: "वापस ले ली गई। यह अभी से लागू है।",
  requestsHeading: "हमसे कहें",
  requestsIntro: "अनुरोध भेजने पर दिखाए गए समय के भीतर हम हर अनुरोध का उत्तर देते हैं।",
  requestKinds: {
    correction: {
      label: "मेरा डेटा सुधारें",
      hint: "क्या ग़लत है, और सही क्या होना चाहिए?",
      button: "सुधार का अनुरोध भेजें",
    },
    erasure: {
      label: "मेरा डेटा मिटाएँ",
      hint: "वैकल्पिक: आप इसे क्यों मिटवाना चाहते हैं।",
      button: "मिटाने का अनुरोध भेजें",
    },
    nomination: {
      label: "नॉमिनी चुनें",
      hint: "आपके नॉमिनी का नाम और उनसे संपर्क कैसे करें। आपकी मृत्यु या असमर्थता में वे आपकी ओर से काम कर सकते हैं।",
      button: "मेरा नॉमिनी दर्ज करें",
    },
    grievance: {
      label: "शिकायत करें",
      hint: "क्या ग़लत हुआ?",
      button: "मेरी शिकायत भेजें",
    },
  },
  requestSent: (due) => `मिल गया। हम ${due} तक उत्तर देंगे।`,
  yourRequests: "आपके अनुरोध",
  kindNames: {
    access: "जानकारी",
    correction: "सुधार",
    erasure: "मिटाना",
    grievance: "शिकायत",
    nomination: "नॉमिनी",
  },
  statusNames: { received: "मिला", in_progress: "जारी", done: "पूरा", refused: "अस्वीकार" },
  dueBy: (date) => `${date} तक`,
  grievanceHeading: "हमारे शिकायत अधिकारी",
  noticeLink: "गोपनीयता सूचना पढ़ें",
  verification: {
    sendFailed: { title: "कोड नहीं भेजा गया", description: "अभी कोड नहीं भेजा जा सका। कृपया फिर कोशिश करें।" },
    resendFailed: {
      title: "कोड फिर नहीं भेजा गया",
      description: "अभी नया कोड नहीं भेजा जा सका। कृपया फिर कोशिश करें।",
    },
    verifyFailed: { title: "जाँच नहीं हुई", description: "अभी कोड की जाँच नहीं हो सकी। कृपया फिर कोशिश करें।" },
    wrongCode: { title: "ग़लत कोड", description: "यह कोड सही नहीं है। SMS देखकर फिर कोशिश करें।" },
    incompleteCode: { title: "कोड अधूरा है", description: "कोड के सभी 6 अंक लिखें।" },
    invalidSession: { title: "फिर से शुरू करें", description: "यह कोड अब मान्य नहीं है। अपना नंबर फिर लिखें।" },
    verified: { title: "नंबर की पुष्टि हुई", description: "हमारे पास आपके बारे में यह है।" },
  },
};

export const MY_DATA_TEXTS: Record<NoticeLanguage, MyDataTexts> = { en, hi };
