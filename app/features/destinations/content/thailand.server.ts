import type { Destination } from "../destination-schema";

export const thailand: Destination = {
  slug: "thailand",
  name: "Thailand",
  countryCode: "TH",
  image: "/images/destinations/thailand.svg",
  description:
    "Golden temples, island-hopping in the Andaman Sea and some of Asia's best-value luxury resorts, just four hours from India and visa-free for Indians.",
  overview:
    "Thailand is the easiest international holiday for Indian travellers: non-stop flights of about four hours from Delhi and Mumbai to Bangkok and Phuket, visa-free entry for up to 60 days, and Indian restaurants in every tourist town. Bangkok pairs glittering temples with rooftop bars and riverside palaces, Pattaya suits a quick family break, and the Andaman coast around Phuket and Krabi offers limestone islands, private pool villas and superb spas for honeymooners. In the cooler north, Chiang Mai and Chiang Rai add ethical elephant sanctuaries and hill-country temples. Vegetarian and Jain meals are widely understood, and luxury here costs far less than in Europe.",
  bestTime: "November to March",
  currency: "Thai Baht (THB)",
  language: "Thai (English widely spoken in tourist areas)",
  timeZone: "ICT (UTC+7), 1h 30m ahead of IST",
  highlights: [
    "Grand Palace, Wat Pho and Wat Arun in Bangkok",
    "Phi Phi Islands and Phang Nga Bay by speedboat",
    "Private pool villas in Phuket and Krabi",
    "Ethical elephant sanctuaries around Chiang Mai",
    "Chao Phraya river dinner cruises",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: 22,
      tempMaxC: 32,
      condition: "Dry, sunny and pleasant",
      icon: "sunny",
      rainfallMm: 10,
    },
    { month: "Feb", tempMinC: 24, tempMaxC: 33, condition: "Dry and sunny", icon: "sunny", rainfallMm: 25 },
    {
      month: "Mar",
      tempMinC: 26,
      tempMaxC: 34,
      condition: "Hot and mostly dry",
      icon: "sunny",
      rainfallMm: 35,
    },
    {
      month: "Apr",
      tempMinC: 27,
      tempMaxC: 35,
      condition: "Hottest month, Songkran festival",
      icon: "sunny",
      rainfallMm: 80,
    },
    {
      month: "May",
      tempMinC: 26,
      tempMaxC: 34,
      condition: "Monsoon arrives, afternoon storms",
      icon: "stormy",
      rainfallMm: 200,
    },
    {
      month: "Jun",
      tempMinC: 26,
      tempMaxC: 33,
      condition: "Humid with regular showers",
      icon: "rainy",
      rainfallMm: 155,
    },
    {
      month: "Jul",
      tempMinC: 26,
      tempMaxC: 33,
      condition: "Humid with regular showers",
      icon: "rainy",
      rainfallMm: 165,
    },
    {
      month: "Aug",
      tempMinC: 26,
      tempMaxC: 33,
      condition: "Wet, rough Andaman seas",
      icon: "rainy",
      rainfallMm: 210,
    },
    {
      month: "Sep",
      tempMinC: 25,
      tempMaxC: 32,
      condition: "Wettest month, heavy downpours",
      icon: "stormy",
      rainfallMm: 330,
    },
    {
      month: "Oct",
      tempMinC: 25,
      tempMaxC: 32,
      condition: "Rains easing late in the month",
      icon: "rainy",
      rainfallMm: 240,
    },
    {
      month: "Nov",
      tempMinC: 24,
      tempMaxC: 31,
      condition: "Cooler, dry season begins",
      icon: "partly-cloudy",
      rainfallMm: 50,
    },
    {
      month: "Dec",
      tempMinC: 22,
      tempMaxC: 31,
      condition: "Cool, dry and sunny",
      icon: "sunny",
      rainfallMm: 10,
    },
  ],
  itineraries: [
    {
      id: "bangkok-pattaya-escape-5d",
      title: "Bangkok & Pattaya Escape",
      duration: "5 Days / 4 Nights",
      costMinInr: 35000,
      costMaxInr: 55000,
      highlights: [
        "Coral Island speedboat trip",
        "Sanctuary of Truth in Pattaya",
        "Grand Palace and Wat Pho",
        "Chao Phraya dinner cruise",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Land in Bangkok, Drive to Pattaya",
          description:
            "Clear immigration at Suvarnabhumi and meet your driver for the two-hour run down the eastern seaboard to Pattaya. Check in to a sea-facing room on Beach Road. Tonight's dinner is at a popular North Indian restaurant a short walk from the hotel.",
          meals: ["Dinner"],
          accommodation: "Hilton Pattaya",
        },
        {
          day: 2,
          title: "Coral Island by Speedboat",
          description:
            "A speedboat from Bali Hai Pier reaches Koh Larn in about 20 minutes. Swim at Tawaen or Samae beach, try parasailing or a glass-bottom boat, and enjoy a Thai-Indian buffet lunch on the island. Back in town, the evening Alcazar cabaret is an optional favourite.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Hilton Pattaya",
        },
        {
          day: 3,
          title: "Sanctuary of Truth, then Bangkok",
          description:
            "Explore the Sanctuary of Truth, an immense temple-like building carved entirely from teak and still unfinished after four decades. Drive back to Bangkok and check in by the Chao Phraya river. In the evening, browse the waterfront stalls and Ferris wheel at Asiatique.",
          meals: ["Breakfast"],
          accommodation: "Avani+ Riverside Bangkok Hotel",
        },
        {
          day: 4,
          title: "Royal Bangkok and a River Cruise",
          description:
            "Start early at the Grand Palace and the Emerald Buddha before the heat builds, then see the 46-metre reclining Buddha at Wat Pho. A cross-river ferry takes you to the porcelain-studded spires of Wat Arun. Tonight, a dinner cruise with a vegetarian buffet glides past the illuminated temples.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Avani+ Riverside Bangkok Hotel",
        },
        {
          day: 5,
          title: "Shopping and Departure",
          description:
            "Use the morning for last-minute shopping at ICONSIAM or the wholesale lanes of Pratunam. Your private transfer collects you in time for the flight home from Suvarnabhumi.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Hilton Pattaya", stars: 5, location: "Pattaya Beach Road" },
          { name: "Centara Grand Mirage Beach Resort Pattaya", stars: 5, location: "Pattaya" },
          { name: "Avani+ Riverside Bangkok Hotel", stars: 5, location: "Bangkok riverside" },
          { name: "Novotel Bangkok Sukhumvit 20", stars: 4, location: "Bangkok Sukhumvit" },
        ],
        activities: [
          { name: "Alcazar cabaret show, Pattaya", type: "SIC", priceInr: 2200 },
          { name: "Safari World and Marine Park with lunch", type: "SIC", priceInr: 4800 },
          { name: "Nong Nooch Tropical Garden tour", type: "SIC", priceInr: 3200 },
          { name: "Bangkok tuk-tuk night food tour (vegetarian option)", type: "SIC", priceInr: 4500 },
          { name: "Private speedboat to Koh Larn", type: "Private", priceInr: 14000 },
        ],
      },
    },
    {
      id: "phuket-krabi-luxury-beaches-7d",
      title: "Phuket & Krabi Luxury Beaches",
      duration: "7 Days / 6 Nights",
      costMinInr: 95000,
      costMaxInr: 165000,
      highlights: [
        "James Bond Island and sea-canoe caves",
        "Early-bird speedboat to Phi Phi",
        "Private pool villa in Phuket",
        "Rayavadee on Railay's Phra Nang beach",
        "Hong Islands longtail excursion",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrive Phuket, Hillside Pool Villa",
          description:
            "Fly into Phuket and drive 30 minutes to a treetop pool villa in the hills above Kamala beach. Unwind with a welcome massage before dinner, where the chefs happily prepare Indian vegetarian dishes on request.",
          meals: ["Dinner"],
          accommodation: "Keemala, Phuket",
        },
        {
          day: 2,
          title: "Phang Nga Bay by Sea Canoe",
          description:
            "Cruise into Phang Nga Bay's forest of limestone towers and paddle by inflatable canoe into hidden hongs, lagoons open to the sky. Stop at Khao Phing Kan, better known as James Bond Island, and have lunch at the stilted Muslim fishing village of Koh Panyee.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Keemala, Phuket",
        },
        {
          day: 3,
          title: "Phi Phi Islands Before the Crowds",
          description:
            "Leave at 7am by private speedboat to reach Maya Bay while it is still quiet; swimming is not allowed there, but the boardwalk views are superb. Snorkel in Pileh Lagoon's emerald water and eat lunch on Phi Phi Don. Note that Maya Bay closes each year for reef recovery, usually in August and September.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Keemala, Phuket",
        },
        {
          day: 4,
          title: "Old Phuket Town and Promthep Cape",
          description:
            "Walk the pastel Sino-Portuguese shophouses of Thalang Road and visit the Big Buddha on Nakkerd Hill and Wat Chalong. The afternoon is yours for the spa, and in the evening you watch the sunset from Promthep Cape at the island's southern tip.",
          meals: ["Breakfast"],
          accommodation: "Keemala, Phuket",
        },
        {
          day: 5,
          title: "Transfer to Railay, Krabi",
          description:
            "Drive around Phang Nga Bay to Krabi, then hop on the resort's private boat from Ao Nam Mao to the roadless Railay peninsula. Your pavilion sits in a coconut grove between three beaches and towering karst cliffs.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Rayavadee, Krabi",
        },
        {
          day: 6,
          title: "Hong Islands and Phra Nang Cave",
          description:
            "A private longtail carries you to the Hong Islands, where a narrow gap opens into a hidden lagoon ringed by cliffs. Swim off the sandbars before returning for a late afternoon on Phra Nang beach, watching climbers on the limestone walls.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Rayavadee, Krabi",
        },
        {
          day: 7,
          title: "Goodbye to the Andaman",
          description:
            "Enjoy a last swim before the boat and car transfer to Krabi International Airport. Connect via Bangkok for your flight home to Delhi or Mumbai.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Keemala", stars: 5, location: "Kamala, Phuket" },
          { name: "Trisara", stars: 5, location: "Layan, Phuket" },
          { name: "Banyan Tree Phuket", stars: 5, location: "Laguna, Phuket" },
          { name: "Rayavadee", stars: 5, location: "Railay, Krabi" },
          { name: "Banyan Tree Krabi", stars: 5, location: "Tubkaek, Krabi" },
        ],
        activities: [
          { name: "Private speedboat to Phi Phi and Khai islands", type: "Private", priceInr: 38000 },
          { name: "Phang Nga Bay sea-canoe trip", type: "SIC", priceInr: 7500 },
          { name: "Simon Cabaret show, Phuket", type: "SIC", priceInr: 2800 },
          { name: "Sunset catamaran cruise from Chalong", type: "SIC", priceInr: 6500 },
          { name: "Thai cooking class with vegetarian menu", type: "Private", priceInr: 9000 },
        ],
      },
    },
    {
      id: "northern-thailand-culture-8d",
      title: "Bangkok, Chiang Mai & the Golden Triangle",
      duration: "8 Days / 7 Nights",
      costMinInr: 120000,
      costMaxInr: 190000,
      highlights: [
        "Thonburi canals by longtail boat",
        "Elephant Nature Park sanctuary",
        "Doi Suthep temple at sunset",
        "White Temple of Chiang Rai",
        "Mekong cruise at the Golden Triangle",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "A Riverside Legend in Bangkok",
          description:
            "Check in to the Mandarin Oriental, on the Chao Phraya since 1876 and once home to visiting writers such as Somerset Maugham. Ride the hotel's teak shuttle boat across the river for dinner on the Thonburi bank.",
          meals: ["Dinner"],
          accommodation: "Mandarin Oriental, Bangkok",
        },
        {
          day: 2,
          title: "Canals, Silk and the Golden Mount",
          description:
            "A private longtail threads the Thonburi klongs past stilt houses and temple landings. Visit the Jim Thompson House, a cluster of teak buildings filled with Asian art, then climb the 344 steps of Wat Saket's Golden Mount for a sweeping view. Finish with a tasting dinner along Sukhumvit.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Mandarin Oriental, Bangkok",
        },
        {
          day: 3,
          title: "Fly North to Chiang Mai",
          description:
            "A one-hour flight brings you to Chiang Mai and a villa among rice terraces in the Mae Rim valley. Late in the afternoon, drive up Doi Suthep to watch monks chant at the gilded hilltop temple as the city lights appear below.",
          meals: ["Breakfast"],
          accommodation: "Four Seasons Resort Chiang Mai",
        },
        {
          day: 4,
          title: "A Day with Rescued Elephants",
          description:
            "Spend the day at Elephant Nature Park, a sanctuary where rescued elephants roam free and are never ridden. Help prepare fruit baskets, watch the herd bathe in the river and learn about their rehabilitation over a vegetarian lunch.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Four Seasons Resort Chiang Mai",
        },
        {
          day: 5,
          title: "Old City Temples and Thai Cooking",
          description:
            "Walk the moated old city to the ruined chedi of Wat Chedi Luang and the Lanna carvings of Wat Phra Singh. In the afternoon, a private cooking class shows you how to make khao soi and green curry, with a fully vegetarian version available.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Four Seasons Resort Chiang Mai",
        },
        {
          day: 6,
          title: "White Temple and Blue Temple",
          description:
            "Drive three hours north to Chiang Rai, stopping at Wat Rong Khun, the dazzling White Temple designed by artist Chalermchai Kositpipat, and the sapphire-toned Wat Rong Suea Ten. Continue to a bamboo-forest resort overlooking the meeting point of Thailand, Laos and Myanmar.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Anantara Golden Triangle Elephant Camp & Resort",
        },
        {
          day: 7,
          title: "Golden Triangle and the Mekong",
          description:
            "Visit the Hall of Opium museum to understand the region's history, then take a longtail along the Mekong where three countries meet. The afternoon brings a walk alongside elephants from the resort's foundation camp.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Anantara Golden Triangle Elephant Camp & Resort",
        },
        {
          day: 8,
          title: "Chiang Rai to Home",
          description:
            "Take a final coffee on the terrace overlooking the Ruak river before the 75-minute transfer to Chiang Rai airport. A short domestic flight brings you to Bangkok, where you connect to your onward flight to India.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Mandarin Oriental, Bangkok", stars: 5, location: "Bangkok riverside" },
          { name: "Four Seasons Resort Chiang Mai", stars: 5, location: "Mae Rim, Chiang Mai" },
          { name: "137 Pillars House", stars: 5, location: "Chiang Mai" },
          { name: "Raya Heritage", stars: 5, location: "Chiang Mai" },
          { name: "Anantara Golden Triangle Elephant Camp & Resort", stars: 5, location: "Chiang Rai" },
        ],
        activities: [
          { name: "Doi Inthanon National Park day trip", type: "Private", priceInr: 16500 },
          { name: "Sunday Walking Street market tour", type: "SIC", priceInr: 2500 },
          { name: "Hot-air balloon flight over Chiang Mai", type: "SIC", priceInr: 19000 },
          { name: "Khantoke dinner with Lanna dance", type: "SIC", priceInr: 3500 },
          { name: "Private Damnoen Saduak floating market trip", type: "Private", priceInr: 12000 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: ["Thai Airways", "Air India", "IndiGo"],
      duration: "4h 15m",
      frequency: "Multiple daily",
      avgCostInr: 28000,
    },
    {
      city: "Mumbai",
      airlines: ["Thai Airways", "Air India", "IndiGo"],
      duration: "4h 20m",
      frequency: "Multiple daily",
      avgCostInr: 30000,
    },
  ],
  // Visa-free: Thailand's visa-exemption scheme has admitted Indian citizens for up to 60 days since
  // July 2024 (Thai MFA announcement), so there is nothing to process before a holiday.
  visa: {
    status: { kind: "visa-free", entry: "exemption", stayDays: 60 },
    type: "Visa exemption (up to 60 days) with Thailand Digital Arrival Card",
    cost: "Free (the TDAC is also free); Thai e-Visa only for stays beyond 60 days",
    documents: [
      "Passport valid for at least 6 months from arrival",
      "Thailand Digital Arrival Card (TDAC) completed online within 3 days before arrival",
      "Confirmed return or onward ticket within the permitted stay",
      "Hotel bookings for the whole stay",
      "Proof of funds (THB 10,000 per person or THB 20,000 per family)",
    ],
    notes:
      "Indian passport holders can visit Thailand for tourism without a visa for up to 60 days, extendable once by 30 days at a local immigration office. Every arrival must file the free Thailand Digital Arrival Card online before landing. Longer stays need a Thai e-Visa applied for online. Entry rules are under review, so we reconfirm them before you travel.",
    sources: [
      { name: "Thai e-Visa (Ministry of Foreign Affairs)", url: "https://www.thaievisa.go.th" },
      { name: "Thailand Digital Arrival Card", url: "https://tdac.immigration.go.th" },
    ],
    checkedOn: "2026-11-23",
  },
  rating: 4.7,
  tags: ["Beaches", "Temples", "Nightlife"],
};
