import type { Destination } from "../destination-schema";

export const maldives: Destination = {
  slug: "maldives",
  name: "Maldives",
  countryCode: "MV",
  image: "/images/destinations/maldives.svg",
  description:
    "Overwater villas above turquoise lagoons, house reefs alive with turtles and whale sharks, just a three-hour flight from Mumbai with a free visa on arrival.",
  overview:
    "The Maldives is the ultimate short-haul luxury escape for Indian honeymooners and families: non-stop flights from Mumbai take about three hours and from Delhi about four, and every Indian visitor receives a free 30-day visa on arrival. Each resort occupies its own coral island, reached by speedboat or seaplane, so privacy comes built in. Days are spent snorkelling with turtles and reef sharks, spotting whale sharks in South Ari Atoll or simply floating in a villa pool above the lagoon. Indian chefs work in most large resorts, vegetarian and Jain meals are arranged with notice, and many properties offer kids' clubs, meal plans and all-inclusive options that keep budgets predictable.",
  bestTime: "November to April",
  currency: "Maldivian Rufiyaa (MVR); US dollars accepted at all resorts",
  language: "Dhivehi (English widely spoken)",
  timeZone: "MVT (UTC+5), 30m behind IST",
  highlights: [
    "Overwater villas with private pools",
    "Whale shark snorkelling in South Ari Atoll",
    "Dining five metres under the sea at Ithaa",
    "Sunset dolphin cruises by traditional dhoni",
    "Scenic seaplane transfers over the atolls",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: 26,
      tempMaxC: 30,
      condition: "Dry northeast monsoon, calm seas",
      icon: "sunny",
      rainfallMm: 75,
    },
    {
      month: "Feb",
      tempMinC: 26,
      tempMaxC: 31,
      condition: "Driest and sunniest month",
      icon: "sunny",
      rainfallMm: 50,
    },
    {
      month: "Mar",
      tempMinC: 26,
      tempMaxC: 31,
      condition: "Hot, sunny, excellent visibility",
      icon: "sunny",
      rainfallMm: 70,
    },
    {
      month: "Apr",
      tempMinC: 27,
      tempMaxC: 32,
      condition: "Hottest month, occasional showers",
      icon: "partly-cloudy",
      rainfallMm: 125,
    },
    {
      month: "May",
      tempMinC: 26,
      tempMaxC: 31,
      condition: "Southwest monsoon arrives",
      icon: "stormy",
      rainfallMm: 215,
    },
    {
      month: "Jun",
      tempMinC: 26,
      tempMaxC: 31,
      condition: "Humid with passing squalls",
      icon: "rainy",
      rainfallMm: 165,
    },
    {
      month: "Jul",
      tempMinC: 26,
      tempMaxC: 30,
      condition: "Breezy, showers and sunshine",
      icon: "rainy",
      rainfallMm: 150,
    },
    {
      month: "Aug",
      tempMinC: 26,
      tempMaxC: 30,
      condition: "Windy with rain spells",
      icon: "rainy",
      rainfallMm: 180,
    },
    {
      month: "Sep",
      tempMinC: 25,
      tempMaxC: 30,
      condition: "Wet and overcast at times",
      icon: "rainy",
      rainfallMm: 215,
    },
    {
      month: "Oct",
      tempMinC: 25,
      tempMaxC: 30,
      condition: "Showers with sunny breaks",
      icon: "rainy",
      rainfallMm: 205,
    },
    {
      month: "Nov",
      tempMinC: 25,
      tempMaxC: 30,
      condition: "Monsoon transition, heavy bursts",
      icon: "stormy",
      rainfallMm: 210,
    },
    {
      month: "Dec",
      tempMinC: 25,
      tempMaxC: 30,
      condition: "Drying out, festive peak season",
      icon: "partly-cloudy",
      rainfallMm: 195,
    },
  ],
  itineraries: [
    {
      id: "maldives-overwater-escape-4d",
      title: "Overwater Villa Escape",
      duration: "4 Days / 3 Nights",
      costMinInr: 110000,
      costMaxInr: 185000,
      highlights: [
        "15-minute speedboat from Malé",
        "Lagoon villa with private pool",
        "Guided house-reef snorkel",
        "Sunset dolphin dhoni cruise",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Speedboat to South Malé Atoll",
          description:
            "Resort staff meet you outside arrivals at Velana International Airport for the 15-minute speedboat ride to your island. Check in to a lagoon villa with steps straight into the shallows, and dine on the deck as the sky turns orange over the atoll.",
          meals: ["Dinner"],
          accommodation: "Taj Exotica Resort & Spa, Maldives",
        },
        {
          day: 2,
          title: "House Reef and a Sandbank Picnic",
          description:
            "A marine biologist leads a morning snorkel along the reef edge, where hawksbill turtles and blacktip reef sharks are common sights. Later a boat drops you on a deserted sandbank with a picnic hamper and parasol for a few hours alone.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Taj Exotica Resort & Spa, Maldives",
        },
        {
          day: 3,
          title: "Jiva Spa and Dolphins at Dusk",
          description:
            "Unwind with an Indian-inspired Jiva therapy in an overwater treatment room. At sunset, board a traditional wooden dhoni to look for the pods of spinner dolphins that leap around the channels of South Malé Atoll.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Taj Exotica Resort & Spa, Maldives",
        },
        {
          day: 4,
          title: "Back to Malé and Home",
          description:
            "Take a final swim off your deck while the team handles check-out. The speedboat back to the airport is timed to your non-stop flight to Mumbai or Delhi.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Taj Exotica Resort & Spa, Maldives", stars: 5, location: "South Malé Atoll" },
          { name: "Kurumba Maldives", stars: 5, location: "North Malé Atoll" },
          { name: "Adaaran Prestige Vaadhoo", stars: 5, location: "South Malé Atoll" },
          { name: "Sun Siyam Olhuveli", stars: 5, location: "South Malé Atoll" },
        ],
        activities: [
          { name: "Sunset dolphin cruise", type: "SIC", activity: "maldives-sunset-dolphin-cruise" },
          { name: "Guided reef snorkelling safari", type: "SIC", priceInr: 5500 },
          { name: "PADI Discover Scuba Diving", type: "SIC", priceInr: 16000 },
          { name: "Private sandbank dinner for two", type: "Private", priceInr: 48000 },
          { name: "Night fishing with Maldivian crew", type: "SIC", priceInr: 6000 },
        ],
      },
    },
    {
      id: "maldives-seaplane-luxury-6d",
      title: "Seaplane & Whale Shark Luxury",
      duration: "6 Days / 5 Nights",
      costMinInr: 240000,
      costMaxInr: 360000,
      highlights: [
        "Seaplane to South Ari Atoll",
        "Whale shark snorkelling excursion",
        "Lunch at Ithaa Undersea Restaurant",
        "Local island visit at Dhigurah",
        "Private sunset cruise and sandbank dinner",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Seaplane over the Atolls",
          description:
            "From the seaplane terminal beside Velana airport, a 30-minute flight over reefs and sandbanks lands you at Rangali Island. Your overwater villa has steps straight down into the lagoon, and a welcome dinner is set on the beach.",
          meals: ["Dinner"],
          accommodation: "Conrad Maldives Rangali Island",
        },
        {
          day: 2,
          title: "Searching for Whale Sharks",
          description:
            "Head out with the resort's marine team into the South Ari Marine Protected Area, one of the few places on earth where whale sharks are seen all year. When a spotter finds one, you slip in to swim alongside the gentle giant, keeping the required distance. Lunch is served on board.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Conrad Maldives Rangali Island",
        },
        {
          day: 3,
          title: "Lunch Beneath the Waves at Ithaa",
          description:
            "Descend a spiral staircase to Ithaa, the all-glass restaurant five metres below the surface, for a multi-course lunch as reef fish drift past the curved walls. Spend the afternoon at the overwater spa or kayaking around the island's two linked islets.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Conrad Maldives Rangali Island",
        },
        {
          day: 4,
          title: "Dhigurah Local Island and Sandbank",
          description:
            "Visit the inhabited island of Dhigurah to see everyday Maldivian life, from the school and mosque to small cafés serving hedhikaa snacks. Continue to a long sandbar for a swim before returning to the resort for dinner.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Conrad Maldives Rangali Island",
        },
        {
          day: 5,
          title: "First Dive and a Private Sunset Sail",
          description:
            "Try a PADI Discover Scuba Diving session on the house reef, where eagle rays and moray eels are regular sightings. As the sun sets, a private yacht takes you out for champagne, followed by a candlelit dinner on a sandbank.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Conrad Maldives Rangali Island",
        },
        {
          day: 6,
          title: "Return Seaplane to Malé",
          description:
            "Savour a leisurely breakfast over the lagoon, then board the seaplane for one last look at Ari Atoll from the air. At Malé, the resort lounge team helps you connect to your flight home to India.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Conrad Maldives Rangali Island", stars: 5, location: "South Ari Atoll" },
          { name: "Soneva Jani", stars: 5, location: "Noonu Atoll" },
          { name: "The Waldorf Astoria Maldives Ithaafushi", stars: 5, location: "South Malé Atoll" },
          { name: "Six Senses Laamu", stars: 5, location: "Laamu Atoll" },
          { name: "Sun Siyam Iru Fushi", stars: 5, location: "Noonu Atoll" },
        ],
        activities: [
          { name: "Whale shark snorkelling excursion", type: "SIC", priceInr: 15000 },
          { name: "Ithaa Undersea Restaurant lunch", type: "Private", priceInr: 32000 },
          { name: "Manta ray snorkelling trip", type: "SIC", activity: "maldives-manta-ray-snorkel" },
          { name: "Private sunset yacht cruise", type: "Private", priceInr: 85000 },
          { name: "Seaplane photo flight over the atolls", type: "Private", priceInr: 70000 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: ["Air India", "IndiGo (via Mumbai or Bengaluru)", "SriLankan Airlines (via Colombo)"],
      duration: "4h 00m",
      frequency: "Daily",
      avgCostInr: 34000,
    },
    {
      city: "Mumbai",
      airlines: ["IndiGo", "Air India"],
      duration: "3h 05m",
      frequency: "Multiple daily",
      avgCostInr: 28000,
    },
  ],
  // Visa-free: the Maldives Immigration grants every nationality, India included, a free 30-day visa on arrival.
  visa: {
    status: { kind: "visa-free", entry: "on-arrival", stayDays: 30 },
    type: "Free tourist visa on arrival",
    cost: "Free",
    documents: [
      "Passport valid for at least 1 month beyond the stay (6 months recommended)",
      "Confirmed resort or hotel booking",
      "Confirmed return or onward ticket",
      "IMUGA Traveller Declaration submitted online within 96 hours before arrival",
      "Proof of sufficient funds for the stay",
    ],
    notes:
      "All Indian visitors receive a free 30-day tourist visa on arrival at Velana International Airport, provided they hold a confirmed booking at a registered resort or guesthouse and a return ticket. Complete the online IMUGA Traveller Declaration within 96 hours of arrival and of departure. Alcohol cannot be carried into the country, although resorts serve it freely.",
    sources: [
      { name: "Maldives Immigration", url: "https://immigration.gov.mv" },
      { name: "IMUGA traveller declaration", url: "https://imuga.immigration.gov.mv" },
    ],
    checkedOn: "2026-11-23",
  },
  rating: 4.9,
  tags: ["Overwater Villas", "Honeymoon", "Diving"],
};
