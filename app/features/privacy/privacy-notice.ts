/**
 * The privacy notice: what the site collects, for which purpose, how to withdraw and how to complain,
 * in English and Hindi. A change to the words of either language is a new `PRIVACY_NOTICE_VERSION`:
 * the page shows the version, so what a person read can be matched to when they read it. The
 * grievance officer's name and address are not written here; the page fills them from the site
 * settings. Pure data, safe in the browser.
 */

import { formatDayLong } from "~/lib/format";

export const PRIVACY_NOTICE_VERSION = "privacy-notice-2026-11";
export const PRIVACY_NOTICE_DATE = "2026-11-28";

export const NOTICE_LANGUAGES = ["en", "hi"] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** The page of each language: English at /privacy/notice, Hindi at /privacy/notice/hi. */
export const noticePath = (lang: NoticeLanguage) =>
  lang === "en" ? "/privacy/notice" : `/privacy/notice/${lang}`;

/** One purpose the site collects data for: the consent record's name for it, what and why. */
export type NoticePurpose = {
  purpose: "trip" | "marketing" | "whatsapp" | "verification";
  title: string;
  what: string;
  why: string;
  /** What consent it needs, and how it is given. */
  consent: string;
};

export type NoticeText = {
  lang: NoticeLanguage;
  /** The language's own name, for the switcher. */
  languageName: string;
  title: string;
  intro: string;
  /** `day` is the calendar day "2026-11-28"; each language writes the date in its own words. */
  versionLabel: (version: string, day: string) => string;
  purposesHeading: string;
  purposes: NoticePurpose[];
  whatLabel: string;
  whyLabel: string;
  consentLabel: string;
  childrenHeading: string;
  children: string;
  withdrawHeading: string;
  withdraw: string[];
  myDataLink: string;
  rightsHeading: string;
  rights: string[];
  complainHeading: string;
  complain: string;
  grievanceOfficer: string;
  grievanceEmail: string;
  board: string;
  languagesHeading: string;
  languages: string;
  policyLink: string;
};

/** The 22 languages of the Eighth Schedule to the Constitution, in which a person may ask for this notice. */
export const EIGHTH_SCHEDULE_LANGUAGES = [
  "Assamese",
  "Bengali",
  "Bodo",
  "Dogri",
  "Gujarati",
  "Hindi",
  "Kannada",
  "Kashmiri",
  "Konkani",
  "Maithili",
  "Malayalam",
  "Manipuri",
  "Marathi",
  "Nepali",
  "Odia",
  "Punjabi",
  "Sanskrit",
  "Santali",
  "Sindhi",
  "Tamil",
  "Telugu",
  "Urdu",
] as const;

const HINDI_MONTHS = [
  "जनवरी",
  "फ़रवरी",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुलाई",
  "अगस्त",
  "सितंबर",
  "अक्टूबर",
  "नवंबर",
  "दिसंबर",
] as const;

/** "28 नवंबर 2026": a fixed table, so the server and every browser write the same words. */
function hindiDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${HINDI_MONTHS[month! - 1]} ${year}`;
}

const en: NoticeText = {
  lang: "en",
  languageName: "English",
  title: "Privacy notice",
  intro:
    "This notice tells you, in plain words, what personal data we collect on this website, why, how to take back your consent and how to complain. We ask only for what each purpose needs.",
  versionLabel: (version, day) => `Version ${version}, in force from ${formatDayLong(day)}.`,
  purposesHeading: "What we collect, and why",
  whatLabel: "What we collect",
  whyLabel: "Why",
  consentLabel: "Your consent",
  purposes: [
    {
      purpose: "verification",
      title: "Checking your number",
      what: "Your mobile number and the one-time code you type.",
      why: "To send you the code and to be sure the number is yours, so nobody can ask for a trip in your name.",
      consent:
        "Needed to use any form that sends a code. We keep only a scrambled form of the code, for a few minutes.",
    },
    {
      purpose: "trip",
      title: "Your trip",
      what: "Your name, mobile number, e-mail if you give it, and the trip details you type: destination, dates, number of travellers, children's ages, budget and your message.",
      why: "To call you about this trip, prepare quotes and make the bookings you ask for.",
      consent:
        "Given when you send a form with this notice next to its button. Nothing else is needed for it.",
    },
    {
      purpose: "marketing",
      title: "Offers",
      what: "Your name, mobile number and e-mail.",
      why: "To send you offers and travel news.",
      consent: 'Only if you tick the separate "send me offers" box, which is never ticked for you.',
    },
    {
      purpose: "whatsapp",
      title: "WhatsApp messages",
      what: "Your mobile number.",
      why: "To send you messages about your trip on WhatsApp.",
      consent: "Only if you choose WhatsApp. Reply STOP at any time to end it.",
    },
  ],
  childrenHeading: "Children",
  children:
    "For a trip with children we collect only their ages, never their names or any other detail about them. The adult who fills in the form gives the ages.",
  withdrawHeading: "Taking back your consent",
  withdraw: [
    "You can take back any consent at any time, as easily as you gave it: open your data page, confirm your number with a code, and press Withdraw next to the consent. It takes effect at once.",
    "On the same page you can see what we hold about you, ask us to correct or erase it, and name a person to act for you if you die or cannot act yourself.",
    "Taking back consent does not undo what we did before it. We may have to keep booking and payment records that tax law requires.",
  ],
  myDataLink: "Open your data page",
  rightsHeading: "Your rights",
  rights: [
    "To know what personal data we hold about you and who we shared it with",
    "To have it corrected, completed or updated",
    "To have it erased when it is no longer needed",
    "To name a nominee",
    "To have a complaint answered",
  ],
  complainHeading: "How to complain",
  complain:
    "Write to our Grievance Officer with the mobile number you used on this website. We answer within 30 days. If our answer does not satisfy you, you may complain to the Data Protection Board of India.",
  grievanceOfficer: "Grievance Officer",
  grievanceEmail: "E-mail",
  board: "Data Protection Board of India",
  languagesHeading: "This notice in another language",
  languages:
    "This notice is in English and Hindi. You may ask for it in any language of the Eighth Schedule to the Constitution: write to our Grievance Officer naming the language, and we will send it to you.",
  policyLink: "Read the full privacy policy",
};

const hi: NoticeText = {
  lang: "hi",
  languageName: "हिन्दी",
  title: "गोपनीयता सूचना",
  intro:
    "यह सूचना आपको सरल शब्दों में बताती है कि हम इस वेबसाइट पर आपका कौन-सा व्यक्तिगत डेटा लेते हैं, क्यों लेते हैं, आप अपनी सहमति कैसे वापस ले सकते हैं और शिकायत कैसे कर सकते हैं। हम हर उद्देश्य के लिए केवल उतना ही माँगते हैं जितना ज़रूरी है।",
  versionLabel: (version, day) => `संस्करण ${version}, ${hindiDay(day)} से लागू।`,
  purposesHeading: "हम क्या लेते हैं, और क्यों",
  whatLabel: "हम क्या लेते हैं",
  whyLabel: "क्यों",
  consentLabel: "आपकी सहमति",
  purposes: [
    {
      purpose: "verification",
      title: "आपके नंबर की जाँच",
      what: "आपका मोबाइल नंबर और आपके द्वारा लिखा गया एक बार का कोड।",
      why: "आपको कोड भेजने और यह पक्का करने के लिए कि नंबर आपका ही है, ताकि कोई और आपके नाम से यात्रा न माँग सके।",
      consent: "कोड भेजने वाले किसी भी फ़ॉर्म के लिए ज़रूरी। हम कोड का केवल एक बदला हुआ रूप, कुछ मिनटों के लिए रखते हैं।",
    },
    {
      purpose: "trip",
      title: "आपकी यात्रा",
      what: "आपका नाम, मोबाइल नंबर, ई-मेल (यदि आप दें), और यात्रा का विवरण जो आप लिखते हैं: गंतव्य, तारीखें, यात्रियों की संख्या, बच्चों की उम्र, बजट और आपका संदेश।",
      why: "इस यात्रा के बारे में आपको कॉल करने, कोटेशन तैयार करने और आपकी माँगी गई बुकिंग करने के लिए।",
      consent: "जब आप वह फ़ॉर्म भेजते हैं जिसके बटन के पास यह सूचना है, तब दी जाती है। इसके लिए और कुछ नहीं चाहिए।",
    },
    {
      purpose: "marketing",
      title: "ऑफ़र",
      what: "आपका नाम, मोबाइल नंबर और ई-मेल।",
      why: "आपको ऑफ़र और यात्रा से जुड़ी ख़बरें भेजने के लिए।",
      consent: 'केवल तभी, जब आप अलग से "मुझे ऑफ़र भेजें" पर निशान लगाएँ। यह निशान कभी पहले से नहीं लगा होता।',
    },
    {
      purpose: "whatsapp",
      title: "व्हाट्सऐप संदेश",
      what: "आपका मोबाइल नंबर।",
      why: "व्हाट्सऐप पर आपकी यात्रा के बारे में संदेश भेजने के लिए।",
      consent: "केवल तभी, जब आप व्हाट्सऐप चुनें। इसे बंद करने के लिए कभी भी STOP लिखकर भेजें।",
    },
  ],
  childrenHeading: "बच्चे",
  children:
    "बच्चों के साथ यात्रा के लिए हम केवल उनकी उम्र लेते हैं, कभी उनका नाम या उनके बारे में कोई और जानकारी नहीं। उम्र फ़ॉर्म भरने वाले वयस्क देते हैं।",
  withdrawHeading: "अपनी सहमति वापस लेना",
  withdraw: [
    'आप कोई भी सहमति कभी भी, उतनी ही आसानी से वापस ले सकते हैं जितनी आसानी से दी थी: अपना डेटा पेज खोलें, कोड से अपने नंबर की पुष्टि करें और सहमति के पास "वापस लें" दबाएँ। यह तुरंत लागू होता है।',
    "उसी पेज पर आप देख सकते हैं कि हमारे पास आपके बारे में क्या है, उसे सुधारने या मिटाने को कह सकते हैं, और किसी व्यक्ति को नामित कर सकते हैं जो आपकी मृत्यु या असमर्थता में आपकी ओर से काम करे।",
    "सहमति वापस लेने से पहले किया गया काम नहीं बदलता। कर क़ानून के अनुसार हमें बुकिंग और भुगतान के रिकॉर्ड रखने पड़ सकते हैं।",
  ],
  myDataLink: "अपना डेटा पेज खोलें",
  rightsHeading: "आपके अधिकार",
  rights: [
    "यह जानना कि हमारे पास आपका कौन-सा व्यक्तिगत डेटा है और हमने उसे किसके साथ साझा किया",
    "उसे सुधरवाना, पूरा करवाना या अद्यतन करवाना",
    "ज़रूरत न रहने पर उसे मिटवाना",
    "एक नामांकित व्यक्ति (नॉमिनी) चुनना",
    "अपनी शिकायत का उत्तर पाना",
  ],
  complainHeading: "शिकायत कैसे करें",
  complain:
    "इस वेबसाइट पर दिए गए अपने मोबाइल नंबर के साथ हमारे शिकायत अधिकारी को लिखें। हम 30 दिनों के भीतर उत्तर देते हैं। यदि आप हमारे उत्तर से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।",
  grievanceOfficer: "शिकायत अधिकारी",
  grievanceEmail: "ई-मेल",
  board: "भारतीय डेटा संरक्षण बोर्ड",
  languagesHeading: "यह सूचना किसी और भाषा में",
  languages:
    "यह सूचना अंग्रेज़ी और हिन्दी में है। आप इसे संविधान की आठवीं अनुसूची की किसी भी भाषा में माँग सकते हैं: भाषा का नाम लिखकर हमारे शिकायत अधिकारी को भेजें, और हम इसे आपको भेज देंगे।",
  policyLink: "पूरी गोपनीयता नीति पढ़ें (अंग्रेज़ी में)",
};

export const PRIVACY_NOTICE: Record<NoticeLanguage, NoticeText> = { en, hi };

export function isNoticeLanguage(value: string): value is NoticeLanguage {
  return (NOTICE_LANGUAGES as readonly string[]).includes(value);
}
