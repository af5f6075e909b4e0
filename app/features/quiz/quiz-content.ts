/**
 * The travel personality quiz: nine questions whose ids, answer ids and points are fixed (lead
 * scoring and the recommendations read them); the wording is ours, written for Indian travellers
 * planning a special trip.
 * The server recomputes points and recommendations from these answer ids.
 */
export type QuizOption = { id: string; label: string; description: string; points: number };
export type QuizQuestion = {
  id: string;
  /** One or two words naming the question for staff (lead e-mails, the console). */
  topic: string;
  question: string;
  /** One short line under the question. */
  hint?: string;
  options: QuizOption[];
  multiSelect?: boolean;
};

export const QUIZ_QUESTIONS: QuizQuestion[] = [
  {
    id: "destination",
    topic: "Region",
    question: "Which part of the world is calling you?",
    hint: "Pick the region that makes you smile first.",
    options: [
      {
        id: "australia",
        label: "Australia",
        description: "Reef, rainforest and sun-drenched coastal cities",
        points: 100,
      },
      {
        id: "asia",
        label: "Asia & the Gulf",
        description: "Island villas, temple towns and glittering skylines",
        points: 90,
      },
      {
        id: "europe",
        label: "Europe",
        description: "Alpine railways, old-world capitals and lakeside villas",
        points: 110,
      },
      {
        id: "africa",
        label: "Africa",
        description: "Safari lodges, the Great Migration and the Cape",
        points: 100,
      },
      {
        id: "not_sure",
        label: "Not sure yet",
        description: "Let the rest of your answers decide",
        points: 70,
      },
    ],
  },
  {
    id: "experience",
    topic: "Experience",
    question: "What does your perfect day away look like?",
    options: [
      {
        id: "beach",
        label: "Sun, sand & sea",
        description: "Overwater villas, sunset cruises, barefoot dinners",
        points: 85,
      },
      {
        id: "mountains",
        label: "Mountains & lakes",
        description: "Scenic trains, crisp air and snow-capped views",
        points: 90,
      },
      {
        id: "wildlife",
        label: "Wildlife & safari",
        description: "Dawn game drives with an expert tracker",
        points: 100,
      },
      {
        id: "luxury",
        label: "Pure indulgence",
        description: "Signature suites, fine dining and a private butler",
        points: 120,
      },
      {
        id: "adventure",
        label: "Adventure",
        description: "Dives, glacier hikes and stories to retell for years",
        points: 95,
      },
      {
        id: "cultural",
        label: "Culture & heritage",
        description: "Old quarters, local kitchens and living traditions",
        points: 90,
      },
    ],
  },
  {
    id: "travellers",
    topic: "Travellers",
    question: "Who is coming along?",
    options: [
      { id: "1", label: "Just me", description: "A solo escape on my own schedule", points: 90 },
      {
        id: "2",
        label: "The two of us",
        description: "A couple's getaway, anniversary or honeymoon",
        points: 100,
      },
      { id: "3-5", label: "A small family", description: "Three to five travellers", points: 95 },
      { id: "6-10", label: "Family & friends", description: "Six to ten travellers", points: 85 },
      {
        id: "10+",
        label: "A large group",
        description: "More than ten: a celebration, an offsite, a reunion",
        points: 110,
      },
    ],
  },
  {
    id: "dates",
    topic: "Dates",
    question: "When would you like to travel?",
    options: [
      {
        id: "fixed_immediate",
        label: "Dates fixed, within a month",
        description: "We are ready to book",
        points: 130,
      },
      {
        id: "fixed_soon",
        label: "Dates fixed, in 1–3 months",
        description: "Leave already approved, tickets next",
        points: 110,
      },
      {
        id: "flexible_soon",
        label: "Flexible, within 6 months",
        description: "The right plan will decide the dates",
        points: 100,
      },
      {
        id: "flexible_future",
        label: "Dreaming for later",
        description: "Sometime next year, no rush",
        points: 70,
      },
    ],
  },
  {
    id: "budget",
    topic: "Budget per person",
    question: "What is your budget per person?",
    hint: "Including flights from India and stays.",
    options: [
      { id: "budget_low", label: "Under ₹50,000", description: "Smart, well-planned value", points: 70 },
      {
        id: "budget_mid",
        label: "₹50,000 – ₹1,00,000",
        description: "Comfort with a few splurges",
        points: 85,
      },
      {
        id: "budget_high",
        label: "₹1,00,000 – ₹2,00,000",
        description: "Premium stays and private experiences",
        points: 110,
      },
      {
        id: "budget_luxury",
        label: "₹2,00,000 and above",
        description: "The finest, without compromise",
        points: 130,
      },
    ],
  },
  {
    id: "accommodation",
    topic: "Stay",
    question: "Where would you love to stay?",
    options: [
      {
        id: "four_star",
        label: "Boutique four-star",
        description: "Stylish, central and excellent value",
        points: 90,
      },
      {
        id: "luxury_resort",
        label: "Five-star resort",
        description: "Infinity pools, spas and impeccable service",
        points: 120,
      },
      {
        id: "private_villa",
        label: "Private villa",
        description: "Your own space, your own chef",
        points: 100,
      },
      {
        id: "no_preference",
        label: "No preference",
        description: "Whatever suits the destination best",
        points: 80,
      },
    ],
  },
  {
    id: "preferences",
    topic: "Preferences",
    question: "Anything we should plan around?",
    hint: "Choose all that apply, or none.",
    multiSelect: true,
    options: [
      {
        id: "kids_friendly",
        label: "Kid-friendly",
        description: "Kids' clubs, family suites, easy pacing",
        points: 10,
      },
      {
        id: "honeymoon",
        label: "Honeymoon touches",
        description: "Private dinners, couple's spa, room upgrades",
        points: 15,
      },
      {
        id: "spa_wellness",
        label: "Spa & wellness",
        description: "Ayurveda, hammams and slow mornings",
        points: 10,
      },
      {
        id: "adventure_sports",
        label: "Adventure sports",
        description: "Scuba, paragliding, white water",
        points: 15,
      },
      {
        id: "nightlife",
        label: "Nightlife",
        description: "Rooftop bars and the city after dark",
        points: 10,
      },
      {
        id: "private_transfers",
        label: "Private transfers",
        description: "A chauffeur waiting at every arrival",
        points: 10,
      },
      {
        id: "veg_food",
        label: "Vegetarian & Jain meals",
        description: "Arranged with every hotel in advance",
        points: 5,
      },
      {
        id: "elderly_friendly",
        label: "Senior-friendly",
        description: "Step-free rooms, gentle pace, wheelchair help",
        points: 10,
      },
    ],
  },
  {
    id: "planning",
    topic: "Planning style",
    question: "How do you like to travel?",
    options: [
      { id: "guided", label: "Fully guided", description: "A guide and a plan for every day", points: 100 },
      { id: "semi", label: "A bit of both", description: "Guided highlights, free afternoons", points: 90 },
      {
        id: "independent",
        label: "On our own",
        description: "Flights and hotels sorted; we explore",
        points: 80,
      },
      {
        id: "custom",
        label: "Completely bespoke",
        description: "Designed from scratch around us",
        points: 110,
      },
    ],
  },
  {
    id: "importance",
    topic: "Priority",
    question: "What matters most on this trip?",
    options: [
      {
        id: "memories",
        label: "Memories together",
        description: "Moments the family talks about for years",
        points: 95,
      },
      {
        id: "comfort",
        label: "Comfort & ease",
        description: "Nothing to worry about, start to finish",
        points: 100,
      },
      { id: "value", label: "Value for money", description: "Every rupee well spent", points: 85 },
      {
        id: "unique",
        label: "Something one-of-a-kind",
        description: "Experiences few people ever have",
        points: 110,
      },
    ],
  },
];

export const QUIZ_QUESTION_COUNT = QUIZ_QUESTIONS.length;
/** Position of the questions the recommendation table reads. */
export const DESTINATION_QUESTION = 0;
export const EXPERIENCE_QUESTION = 1;
export const BUDGET_QUESTION = 4;

/** 'budget_low' (under ₹50,000) is not offered when the first answer was one of these far regions. */
export const NO_LOW_BUDGET_REGIONS = ["australia", "europe", "africa"];

/** A persona name for the results page, from the experience answer. */
export const QUIZ_PERSONAS: Record<string, { title: string; line: string }> = {
  beach: { title: "The Sun Seeker", line: "Happiest where the sea meets the sky, with nowhere to be." },
  mountains: { title: "The Summit Seeker", line: "Drawn to thin air, grand views and quiet mornings." },
  wildlife: { title: "The Safari Soul", line: "Up before dawn for the moment the wild shows itself." },
  luxury: { title: "The Connoisseur", line: "You travel for the finest things, done impeccably." },
  adventure: { title: "The Thrill Seeker", line: "The best stories start just outside the comfort zone." },
  cultural: { title: "The Culture Curator", line: "Old streets, local tables and the stories behind them." },
};

/** Timing: the pause after an answer, and the further pause after the last question. */
export const QUIZ_ADVANCE_MS = 800;
export const QUIZ_FINISH_MS = 500;

/**
 * Pictures for recommendations we have no destination page for yet (shown as "Tailor-made journey"),
 * by the name the recommendation table uses: designed scenes until the agency points a line at its own
 * photograph (any image path or URL; shown at 3:2).
 */
export const TAILOR_MADE_IMAGES: Record<string, string> = {
  "United Kingdom": "/images/tailor-made/london.svg",
  London: "/images/tailor-made/london.svg",
  Paris: "/images/tailor-made/paris.svg",
  Germany: "/images/tailor-made/alpine-town.svg",
  Austria: "/images/tailor-made/alpine-town.svg",
  Sydney: "/images/tailor-made/harbour-city.svg",
  Melbourne: "/images/tailor-made/harbour-city.svg",
  Brisbane: "/images/tailor-made/harbour-city.svg",
  Adelaide: "/images/tailor-made/harbour-city.svg",
  Perth: "/images/tailor-made/harbour-city.svg",
  "Gold Coast": "/images/tailor-made/reef-coast.svg",
  Cairns: "/images/tailor-made/reef-coast.svg",
  "Kangaroo Island": "/images/tailor-made/reef-coast.svg",
  Tasmania: "/images/tailor-made/reef-coast.svg",
  "Northern Territory": "/images/tailor-made/outback.svg",
  Tanzania: "/images/tailor-made/savanna.svg",
  "South Africa": "/images/tailor-made/savanna.svg",
};
