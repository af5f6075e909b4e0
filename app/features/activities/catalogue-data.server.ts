import type { CatalogueActivity } from "./catalogue-types";

/** The built-in catalogue (a first entry; the full list follows). */
export const CATALOGUE: readonly CatalogueActivity[] = [
  {
    slug: "maasai-mara-sunrise-balloon-safari",
    productCode: "LV-KE-001",
    title: "Maasai Mara Sunrise Balloon Safari",
    summary:
      "Drift over the Mara at first light as the herds stir below, then land for a champagne bush breakfast on the plains.",
    description: [
      "Lift off from the Mara before dawn and float silently above the savanna as the sun rises over the Oloololo escarpment.",
      "After about an hour aloft you land among the grasslands for a bush breakfast with vegetarian and Jain options on request.",
    ],
    location: "Maasai Mara, Kenya",
    country: "Kenya",
    destinationSlug: "kenya",
    category: "Hot Air Balloon",
    priceUsd: 89,
    rating: 4.9,
    reviewCount: 1240,
    duration: "4 hours",
    durationHours: 4,
    groupSize: "Up to 16 guests per basket",
    difficulty: "Easy",
    bestTime: "July to October, at sunrise",
    highlights: [
      "An hour aloft over the Mara at sunrise",
      "Herds of wildebeest and zebra from above in migration season",
      "Champagne bush breakfast where you land",
      "Flight certificate signed by your pilot",
    ],
    schedule: [
      {
        time: "05:00",
        title: "Pick-up at your camp",
        detail: "A game-drive vehicle collects you in the dark.",
      },
      { time: "06:15", title: "Lift-off", detail: "Safety briefing, then the burners roar and you rise." },
      { time: "07:30", title: "Landing", detail: "The crew follows by road and meets you on the plains." },
      {
        time: "08:00",
        title: "Bush breakfast",
        detail: "A cooked breakfast under an acacia, then a drive back.",
      },
    ],
    requirements: ["Minimum age 7", "Able to climb into a basket unaided", "Not advised in pregnancy"],
    included: [
      "Camp transfers in the Mara",
      "Balloon flight",
      "Champagne bush breakfast",
      "Flight certificate",
    ],
    weather: "Cool at dawn (around 12 °C); flights may be postponed in strong wind or rain.",
    safety: ["Licensed pilots with thousands of flight hours", "Safety briefing before every flight"],
    meetingPoint: {
      name: "Your camp's reception",
      address: "Any camp or lodge in the Maasai Mara National Reserve",
      note: "Tell us your camp when you book; the pick-up time is confirmed the evening before.",
    },
    image: {
      src: "/images/activities/maasai-mara-sunrise-balloon-safari.svg",
      alt: "A hot-air balloon over the savanna at sunrise",
    },
    availability: { weekdays: [0, 1, 2, 3, 4, 5, 6], closedMonths: [] },
  },
];
