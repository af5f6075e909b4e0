import type { GuestExperienceTab, WeddingPackage, WeddingService, WeddingVenue } from "./wedding-schema";

/**
 * Content of the /wedding-planner page:
 * services, six venues across Rajasthan, Goa, Kerala and Himachal Pradesh, three experience packages
 * and the guest-experience tabs. The venues are fictional. Images are URL fields so the agency can swap in photos.
 * The zod schemas of this content are in wedding-schema.ts (used by the tests), so the page ships plain data without zod.
 */

export type { GuestExperienceTab, WeddingPackage, WeddingService, WeddingVenue } from "./wedding-schema";

export const WEDDING_STATES = ["Rajasthan", "Goa", "Kerala", "Himachal Pradesh"] as const;

export const weddingHeroImage = "/images/wedding/hero.svg";

export const services: WeddingService[] = [
  {
    title: "Venue Curation",
    description:
      "A shortlist of palaces, forts, beach and hill resorts that fit your guest count, dates and budget, with site visits and rate negotiation handled by us.",
    icon: "Crown",
  },
  {
    title: "Design & Décor",
    description:
      "Mandaps, floral installations and lighting designed around your story, from marigold-and-rose courtyards to white orchid beach aisles.",
    icon: "Flower2",
  },
  {
    title: "Guest Travel & Hospitality",
    description:
      "Group flights, airport welcome desks, room blocks, hampers and a guest helpline, so every relative arrives looked after.",
    icon: "Plane",
  },
  {
    title: "Cuisine & Catering",
    description:
      "Menus built with the venue's chefs and specialist caterers: Marwari thalis, Goan seafood, Kerala sadya, and Jain and vegan kitchens kept separate.",
    icon: "UtensilsCrossed",
  },
  {
    title: "Entertainment & Ceremonies",
    description:
      "Pandits and priests for every tradition, Sangeet choreographers, folk artists, live bands, and a baraat on a decorated horse or in a vintage car.",
    icon: "Music",
  },
  {
    title: "Photography & Film",
    description:
      "Candid photographers, cinematic filmmakers and drone crews who know the venues, with same-day edits for the reception screen.",
    icon: "Camera",
  },
];

export const venues: WeddingVenue[] = [
  {
    id: "rajmahal-lake-palace",
    name: "Rajmahal Lake Palace",
    location: "Udaipur, Rajasthan",
    type: "Palace",
    priceRange: "₹80 lakh – ₹2.5 crore",
    image: "/images/wedding/rajmahal-lake-palace.svg",
    features: [
      "Marble courtyard for pheras facing the lake",
      "Boat arrival for the bride at sunset",
      "95 heritage suites for guests",
      "Up to 400 guests",
    ],
    description:
      "A white marble palace on the shore of a lake in the Aravalli hills, with jharokha balconies, a mirrored durbar hall for the Sangeet and a lakeside terrace where the pheras take place as the city lights come on across the water.",
  },
  {
    id: "kesarigarh-fort",
    name: "Kesarigarh Fort",
    location: "Jodhpur, Rajasthan",
    type: "Fort",
    priceRange: "₹60 lakh – ₹1.8 crore",
    image: "/images/wedding/kesarigarh-fort.svg",
    features: [
      "Baraat up the fort ramp with dhol and shehnai",
      "Sandstone ramparts for a 600-guest reception",
      "Dune camp for a desert mehendi",
      "Up to 600 guests",
    ],
    description:
      "A 17th-century sandstone fort on a rocky outcrop outside Jodhpur, glowing saffron at dusk. Ceremonies move from the zenana courtyard to the ramparts, with Manganiyar musicians, a desert mehendi in the dunes and the blue city on the horizon.",
  },
  {
    id: "cavelossim-sands-resort",
    name: "Cavelossim Sands Resort",
    location: "Cavelossim, Goa",
    type: "Beach Resort",
    priceRange: "₹35 lakh – ₹1 crore",
    image: "/images/wedding/cavelossim-sands-resort.svg",
    features: [
      "Sunset pheras on a private beach",
      "Lawns for 350 guests between the river and the sea",
      "Pool-side Sangeet with a live band",
      "Up to 350 guests",
    ],
    description:
      "A palm-fringed resort on the white sand of South Goa, between the Sal river and the Arabian Sea. The mandap stands on the beach for sunset pheras, the Haldi splashes into the pool, and the reception carries on under the stars on the lawns.",
  },
  {
    id: "casa-aldona-estate",
    name: "Casa Aldona Estate",
    location: "Aldona, Goa",
    type: "Heritage Villa",
    priceRange: "₹25 lakh – ₹60 lakh",
    image: "/images/wedding/casa-aldona-estate.svg",
    features: [
      "Portuguese mansion with a private chapel",
      "Riverside garden on the Mapusa river",
      "Exclusive use for intimate weddings",
      "Up to 150 guests",
    ],
    description:
      "A 200-year-old Indo-Portuguese mansion in a village of paddy fields and river bends in North Goa, booked in its entirety for small, elegant weddings: a courtyard Mehendi, pheras in the riverside garden and a long-table dinner lit by hundreds of candles.",
  },
  {
    id: "vembanad-backwater-retreat",
    name: "Vembanad Backwater Retreat",
    location: "Kumarakom, Kerala",
    type: "Backwater Resort",
    priceRange: "₹30 lakh – ₹90 lakh",
    image: "/images/wedding/vembanad-backwater-retreat.svg",
    features: [
      "Lakeside mandap among coconut palms",
      "Houseboat procession on Vembanad Lake",
      "Kathakali and chenda melam performances",
      "Up to 300 guests",
    ],
    description:
      "Traditional Kerala villas with sloping tiled roofs along the shore of Vembanad Lake. The couple arrive by decorated houseboat, guests feast on a sadya served on banana leaves, and the pheras take place in a lakeside mandap of jasmine and coconut fronds.",
  },
  {
    id: "deodar-ridge-resort",
    name: "Deodar Ridge Resort",
    location: "Shimla, Himachal Pradesh",
    type: "Mountain Resort",
    priceRange: "₹35 lakh – ₹1.1 crore",
    image: "/images/wedding/deodar-ridge-resort.svg",
    features: [
      "Pheras on a meadow facing the snow peaks",
      "Bonfire Sangeet in the deodar forest",
      "Heated glasshouse for the reception",
      "Up to 250 guests",
    ],
    description:
      "A ridge-top resort in the deodar forests above Shimla, with the Himalayan snow line across the valley. Pheras on a flower meadow in crisp mountain light, a bonfire Sangeet among the cedars and a reception in a heated glasshouse under the stars.",
  },
];

export const weddingPackages: WeddingPackage[] = [
  {
    id: "royal-heritage",
    name: "Royal Heritage",
    price: "₹50 lakh onwards",
    fromPriceInr: 5000000,
    duration: "7 days",
    description:
      "A week of palace and fort celebrations in Rajasthan, with a royal welcome for every guest and ceremonies in courtyards, on ramparts and by the lake.",
    venueIds: ["rajmahal-lake-palace", "kesarigarh-fort"],
    highlights: [
      "Exclusive palace or fort buyout for the wedding week",
      "Baraat with dhol, shehnai and a decorated vintage car",
      "Royal Rajasthani banquet and folk-music evening",
      "Heritage suites for up to 150 guests",
      "Dedicated wedding manager and guest concierge desk",
    ],
    events: ["Welcome Dinner", "Mehendi", "Haldi", "Sangeet", "Baraat", "Pheras", "Reception"],
  },
  {
    id: "tropical-paradise",
    name: "Tropical Paradise",
    price: "₹30 lakh onwards",
    fromPriceInr: 3000000,
    duration: "5 days",
    description:
      "Barefoot luxury on the coasts of Goa and Kerala: beach or backwater pheras at sunset, pool-side parties and seafood feasts.",
    venueIds: ["cavelossim-sands-resort", "casa-aldona-estate", "vembanad-backwater-retreat"],
    highlights: [
      "Sunset pheras on the beach or the backwaters",
      "Pool-side Haldi and a beach Sangeet",
      "Goan or Kerala feast with live seafood and vegetarian counters",
      "Sea-view rooms for up to 100 guests",
    ],
    events: ["Welcome Sundowner", "Mehendi", "Haldi", "Sangeet", "Pheras", "Reception"],
  },
  {
    id: "mountain-retreat",
    name: "Mountain Retreat",
    price: "₹35 lakh onwards",
    fromPriceInr: 3500000,
    duration: "6 days",
    description:
      "A cool-weather celebration in the Himalayan foothills of Himachal Pradesh, with forest trails, bonfires and pheras under the snow peaks.",
    venueIds: ["deodar-ridge-resort"],
    highlights: [
      "Meadow mandap facing the Himalayan snow line",
      "Bonfire Sangeet with Himachali folk musicians",
      "Guided forest walks and a toy-train excursion for guests",
      "Warm welcome hampers with shawls and local apples",
      "Heated glasshouse reception",
    ],
    events: ["Welcome Dinner", "Mehendi", "Haldi", "Sangeet", "Pheras", "Reception"],
  },
];

export const guestExperience: GuestExperienceTab[] = [
  {
    id: "welcome",
    label: "Welcome",
    title: "A welcome they will talk about",
    description:
      "From the moment guests land, our team is there with their names on a board, a cool towel and a car to the venue, and a room that is ready on arrival.",
    items: [
      "Airport and railway-station welcome desks with marigold garlands",
      "Personalised welcome hampers with local sweets and an itinerary card",
      "Room blocks with early check-in for elders and families",
      "A 24-hour guest helpline on call and chat throughout the wedding",
    ],
  },
  {
    id: "activities",
    label: "Activities",
    title: "Something for every generation",
    description:
      "Between the ceremonies, guests explore the destination with curated outings that suit grandparents, cousins and children alike.",
    items: [
      "Heritage walks, boat rides and sunset cruises",
      "Kids' corner with nannies, games and craft tables",
      "Cocktail masterclass and a dance workshop before the Sangeet",
      "Guided shopping trips to local bazaars and craft villages",
    ],
  },
  {
    id: "dining",
    label: "Dining",
    title: "Menus made for your family",
    description:
      "Every meal is planned with the chefs, tasted in advance and labelled clearly, so that every guest, whatever they eat, is well looked after.",
    items: [
      "Regional feasts: Rajasthani thali, Goan seafood, Kerala sadya",
      "Separate Jain, pure-vegetarian and vegan kitchens",
      "Live counters for chaat, dosa and a midnight chai-and-snacks bar",
      "Bar service with mocktails for elders and children",
    ],
  },
  {
    id: "wellness",
    label: "Wellness",
    title: "Rested, relaxed and camera-ready",
    description:
      "Wedding weeks are long. We build in time and space for guests and the couple to slow down, recover and look their best.",
    items: [
      "Pre-wedding spa rituals for the bride, groom and families",
      "Sunrise yoga and meditation sessions",
      "On-call doctor and first-aid desk at every venue",
      "Hair, make-up and saree-draping studio for guests",
    ],
  },
];

/** Alias matching the page's wording ("packages"); the same three wedding packages. */
export const packages = weddingPackages;
