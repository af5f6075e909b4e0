import type { FlagCode } from "./country-flags";

/** The home page's editorial content, kept as data so the agency can change it without touching layout. */

export type TravelExpert = {
  name: string;
  initials: string;
  role: string;
  years: number;
  note: string;
  trustedFor: FlagCode[];
};

export const travelExperts: TravelExpert[] = [
  {
    name: "Ananya Rao",
    initials: "AR",
    role: "Safari & Indian Ocean specialist",
    years: 14,
    note: "Has tracked the Great Migration for twelve seasons and knows which Mara camp sits closest to the crossings each August.",
    trustedFor: ["KE", "MU", "MV"],
  },
  {
    name: "Vikram Mehta",
    initials: "VM",
    role: "Alps & Nordics specialist",
    years: 11,
    note: "Plans Glacier Express and fjord journeys down to the seat side, and times Arctic trips for the best Northern Lights odds.",
    trustedFor: ["CH", "NO"],
  },
  {
    name: "Meera Iyer",
    initials: "MI",
    role: "East & Southeast Asia specialist",
    years: 9,
    note: "Books ryokan and cherry-blossom dates a season ahead, and finds pure-vegetarian kaiseki in Kyoto on request.",
    trustedFor: ["JP", "VN", "SG"],
  },
  {
    name: "Karan Malhotra",
    initials: "KM",
    role: "Gulf, islands & MICE lead",
    years: 16,
    note: "Runs leadership offsites for 20 to 400 guests, from Abu Dhabi desert dinners to island villas in Bali and Phuket.",
    trustedFor: ["AE", "OM", "TH", "ID"],
  },
];

export type Testimonial = { quote: string; name: string; role: string; city: string };

export const cxoTestimonials: Testimonial[] = [
  {
    quote:
      "Our family safari in the Mara was flawless, from the light-aircraft hops to the Jain meals the camp chef cooked every evening. We saw a river crossing on day two.",
    name: "Rohan Kapoor",
    role: "Chief Executive Officer",
    city: "Gurgaon",
  },
  {
    quote:
      "They moved our Switzerland itinerary around a board meeting at twelve hours' notice and still got us first-class seats on the Glacier Express. That is service.",
    name: "Priya Menon",
    role: "Chief Financial Officer",
    city: "Bengaluru",
  },
  {
    quote:
      "A 140-person leadership offsite in Dubai with zero escalations. Every transfer ran on time and my team still talks about the desert dinner.",
    name: "Arjun Sethi",
    role: "Managing Director",
    city: "Mumbai",
  },
  {
    quote:
      "The experiential learning programme in Japan, from Toyota's plant to a Kyoto tea master, changed how our managers think about quality.",
    name: "Nandini Raghavan",
    role: "Chief Human Resources Officer",
    city: "Chennai",
  },
  {
    quote:
      "Our anniversary in the Maldives was arranged down to the overwater villa facing the sunset. The seaplane was waiting before we cleared immigration.",
    name: "Siddharth Jain",
    role: "Founder & CEO",
    city: "New Delhi",
  },
  {
    quote:
      "Northern Lights in Tromsø with my parents and two children, and not one thing to worry about. The driver details on the app made every pickup easy.",
    name: "Kavya Reddy",
    role: "Chief Operating Officer",
    city: "Hyderabad",
  },
];

export type AppFeature = {
  title: string;
  text: string;
  icon: "car" | "plane" | "file" | "calendar" | "stamp" | "headset";
};

export const appFeatures: AppFeature[] = [
  {
    title: "Real-Time Driver Details",
    text: "Your driver's name, photo, car and number before pickup, plus live tracking with ETA updates.",
    icon: "car",
  },
  {
    title: "Hassle-Free Airport Pickups",
    text: "Meet and greet at arrivals with a name board; we track your flight, so delays never leave you waiting.",
    icon: "plane",
  },
  {
    title: "Downloadable Vouchers",
    text: "Hotel, transfer and activity vouchers on your phone, available offline when you land.",
    icon: "file",
  },
  {
    title: "Day-Wise Itinerary",
    text: "Every day planned to the hour, with timings, addresses and what to carry, updated if plans change.",
    icon: "calendar",
  },
  {
    title: "Visa Assistance",
    text: "Checklists, appointment booking and document review by specialists with a 95% visa success rate.",
    icon: "stamp",
  },
  {
    title: "24/7 Trip Support",
    text: "One tap to a human on WhatsApp or the emergency line, wherever you are in the world.",
    icon: "headset",
  },
];
