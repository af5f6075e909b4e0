import type { Destination } from "../destination-schema";

export const malaysia: Destination = {
  slug: "malaysia",
  name: "Malaysia",
  countryCode: "MY",
  image: "/images/destinations/malaysia.svg",
  description:
    "The Petronas Towers, Batu Caves and cool Genting Highlands, plus rainforest resorts on Langkawi's turquoise bays, now visa-free for Indians.",
  overview:
    "Malaysia blends a modern skyline with ancient rainforest and is one of the friendliest, best-value destinations for Indian travellers. Visa-free entry for up to 30 days, daily non-stop flights of around five and a half hours, and a large Tamil community mean Indian food is everywhere, from banana-leaf meals in Brickfields to vegetarian thalis near Batu Caves. Kuala Lumpur suits families and shoppers, Genting Highlands adds cool air and theme parks, and Langkawi's duty-free island offers rainforest villas, mangrove cruises and calm beaches ideal for honeymooners. Luxury resorts such as The Datai cost a fraction of their Maldivian or European equivalents.",
  bestTime: "December to April",
  currency: "Malaysian Ringgit (MYR)",
  language: "Malay (English widely spoken; Tamil and Mandarin common)",
  timeZone: "MYT (UTC+8), 2h 30m ahead of IST",
  highlights: [
    "Petronas Twin Towers Skybridge",
    "Batu Caves and its 42-metre Murugan statue",
    "Genting Highlands by Awana SkyWay cable car",
    "Langkawi SkyCab and Sky Bridge",
    "Kilim Karst Geoforest mangrove cruise",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: 23,
      tempMaxC: 32,
      condition: "Sunny mornings, short showers",
      icon: "partly-cloudy",
      rainfallMm: 170,
    },
    {
      month: "Feb",
      tempMinC: 23,
      tempMaxC: 33,
      condition: "Among the driest months",
      icon: "sunny",
      rainfallMm: 165,
    },
    {
      month: "Mar",
      tempMinC: 24,
      tempMaxC: 33,
      condition: "Hot with afternoon storms",
      icon: "stormy",
      rainfallMm: 240,
    },
    {
      month: "Apr",
      tempMinC: 24,
      tempMaxC: 33,
      condition: "Inter-monsoon thunderstorms",
      icon: "stormy",
      rainfallMm: 265,
    },
    {
      month: "May",
      tempMinC: 24,
      tempMaxC: 33,
      condition: "Hot and humid, evening rain",
      icon: "rainy",
      rainfallMm: 205,
    },
    {
      month: "Jun",
      tempMinC: 24,
      tempMaxC: 33,
      condition: "Drier spell, hazy at times",
      icon: "partly-cloudy",
      rainfallMm: 130,
    },
    {
      month: "Jul",
      tempMinC: 23,
      tempMaxC: 32,
      condition: "Warm and relatively dry",
      icon: "partly-cloudy",
      rainfallMm: 125,
    },
    {
      month: "Aug",
      tempMinC: 24,
      tempMaxC: 32,
      condition: "Warm with occasional showers",
      icon: "partly-cloudy",
      rainfallMm: 150,
    },
    {
      month: "Sep",
      tempMinC: 23,
      tempMaxC: 32,
      condition: "Showers increasing",
      icon: "rainy",
      rainfallMm: 200,
    },
    {
      month: "Oct",
      tempMinC: 23,
      tempMaxC: 32,
      condition: "Heavy afternoon downpours",
      icon: "stormy",
      rainfallMm: 270,
    },
    {
      month: "Nov",
      tempMinC: 23,
      tempMaxC: 32,
      condition: "Wettest month in Kuala Lumpur",
      icon: "rainy",
      rainfallMm: 295,
    },
    {
      month: "Dec",
      tempMinC: 23,
      tempMaxC: 32,
      condition: "Rain easing, Langkawi dry season",
      icon: "partly-cloudy",
      rainfallMm: 230,
    },
  ],
  itineraries: [
    {
      id: "kuala-lumpur-genting-getaway-4d",
      title: "Kuala Lumpur & Genting Getaway",
      duration: "4 Days / 3 Nights",
      costMinInr: 38000,
      costMaxInr: 58000,
      highlights: [
        "Petronas Towers light-up at KLCC Park",
        "Batu Caves temple climb",
        "Awana SkyWay to Genting Highlands",
        "Banana-leaf lunch in Brickfields",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Hello, Kuala Lumpur",
          description:
            "A driver meets you at KLIA for the hour's drive into the city. After check-in, stroll through KLCC Park to watch the Symphony Lake fountain show in front of the illuminated Petronas Twin Towers, and eat dinner at an Indian restaurant nearby.",
          meals: ["Dinner"],
          accommodation: "Traders Hotel Kuala Lumpur",
        },
        {
          day: 2,
          title: "Batu Caves and the Heart of KL",
          description:
            "Climb the 272 rainbow-painted steps past the golden statue of Lord Murugan into the limestone Temple Cave. Back in town, see Merdeka Square, the Moorish Sultan Abdul Samad Building and the gates of Istana Negara, then enjoy a banana-leaf lunch in Brickfields, KL's Little India.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Traders Hotel Kuala Lumpur",
        },
        {
          day: 3,
          title: "Cool Air at Genting Highlands",
          description:
            "Drive into the hills and ride the Awana SkyWay cable car over the rainforest canopy, stopping at Chin Swee Caves Temple along the way. At 1,800 metres the air is a refreshing 18 to 23°C; spend the afternoon at Genting SkyWorlds theme park or the indoor SkyAvenue mall before returning to KL.",
          meals: ["Breakfast"],
          accommodation: "Traders Hotel Kuala Lumpur",
        },
        {
          day: 4,
          title: "Central Market and Departure",
          description:
            "Browse batik, Royal Selangor pewter and Malaysian chocolates in the art-deco halls of Central Market. Your driver then takes you to KLIA, about an hour away, for the flight home.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Traders Hotel Kuala Lumpur", stars: 5, location: "KLCC" },
          { name: "Hilton Kuala Lumpur", stars: 5, location: "KL Sentral" },
          { name: "Furama Bukit Bintang", stars: 4, location: "Bukit Bintang" },
          { name: "Genting Grand", stars: 5, location: "Resorts World Genting" },
        ],
        activities: [
          { name: "Petronas Twin Towers Skybridge and observation deck", type: "SIC", priceInr: 2600 },
          { name: "KL Tower Sky Box experience", type: "SIC", priceInr: 2400 },
          { name: "Aquaria KLCC entry", type: "SIC", priceInr: 1800 },
          { name: "Genting SkyWorlds theme park ticket", type: "SIC", priceInr: 4200 },
          { name: "Private Putrajaya and Malacca day tour", type: "Private", priceInr: 16000 },
        ],
      },
    },
    {
      id: "kl-langkawi-rainforest-7d",
      title: "Kuala Lumpur & Langkawi Rainforest Luxury",
      duration: "7 Days / 6 Nights",
      costMinInr: 105000,
      costMaxInr: 170000,
      highlights: [
        "Mandarin Oriental beside KLCC Park",
        "The Datai's rainforest villas",
        "Langkawi SkyCab and curved Sky Bridge",
        "Kilim mangroves and eagle feeding",
        "Sunset cruise in the Andaman Sea",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrive at the Twin Towers",
          description:
            "Your transfer drops you at the Mandarin Oriental, right beside the Petronas Towers. Swim in the infinity pool overlooking KLCC Park, then dine at the hotel, where chefs are happy to cook Indian vegetarian dishes to order.",
          meals: ["Dinner"],
          accommodation: "Mandarin Oriental, Kuala Lumpur",
        },
        {
          day: 2,
          title: "Skybridge, Putrajaya and Jalan Alor",
          description:
            "Cross the double-decker Skybridge linking the Petronas Towers at level 41, then drive to Putrajaya to see the rose-pink Putra Mosque beside its lake. In the evening, walk the buzzing street-food lane of Jalan Alor and the malls of Bukit Bintang.",
          meals: ["Breakfast"],
          accommodation: "Mandarin Oriental, Kuala Lumpur",
        },
        {
          day: 3,
          title: "Fly to Langkawi",
          description:
            "A one-hour flight takes you to Langkawi, where the road winds through jungle to The Datai on the island's north-west tip. Dusky leaf monkeys and hornbills are regular visitors to the villas, and dinner is served beside the beach.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "The Datai Langkawi",
        },
        {
          day: 4,
          title: "SkyCab and the Sky Bridge",
          description:
            "Ride the SkyCab from the Oriental Village up Mount Mat Cincang, one of the steepest cable car climbs in the world. Walk out on the curved Sky Bridge hanging 660 metres above sea level, then cool off at the Seven Wells waterfall on the way back.",
          meals: ["Breakfast"],
          accommodation: "The Datai Langkawi",
        },
        {
          day: 5,
          title: "Kilim Karst Geoforest",
          description:
            "Take a private boat into the mangroves of the Kilim Karst Geoforest Park, part of Langkawi's UNESCO Global Geopark. Watch brahminy kites and white-bellied sea eagles swoop low, visit a bat cave and stop for a seafood and vegetarian lunch at a floating restaurant.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "The Datai Langkawi",
        },
        {
          day: 6,
          title: "Naturalist Walk and Sunset Sail",
          description:
            "Join the resort's resident naturalist at dawn to spot flying lemurs and great hornbills in the 10-million-year-old rainforest. After a spa treatment, board a catamaran for a sunset cruise along the west coast with dinner on deck.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "The Datai Langkawi",
        },
        {
          day: 7,
          title: "Duty-Free Langkawi and Departure",
          description:
            "Langkawi is a duty-free island, so stop in Kuah town for chocolates, perfumes and cookware on the way to the airport. A short hop back to Kuala Lumpur connects you to your flight home.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Mandarin Oriental, Kuala Lumpur", stars: 5, location: "KLCC" },
          { name: "Four Seasons Hotel Kuala Lumpur", stars: 5, location: "KLCC" },
          { name: "The Datai Langkawi", stars: 5, location: "Datai Bay, Langkawi" },
          { name: "Four Seasons Resort Langkawi", stars: 5, location: "Tanjung Rhu, Langkawi" },
          { name: "The St. Regis Langkawi", stars: 5, location: "Kuah, Langkawi" },
        ],
        activities: [
          { name: "Island-hopping to Pregnant Maiden Lake", type: "SIC", priceInr: 2500 },
          { name: "Private mangrove kayaking tour", type: "Private", priceInr: 12000 },
          { name: "Jet-ski tour around Langkawi's islands", type: "Private", priceInr: 22000 },
          { name: "Langkawi sunset dinner cruise", type: "SIC", priceInr: 7500 },
          { name: "Batu Caves and Little India private tour", type: "Private", priceInr: 9500 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: ["Malaysia Airlines", "AirAsia X", "Batik Air Malaysia"],
      duration: "5h 40m",
      frequency: "Multiple daily",
      avgCostInr: 30000,
    },
    {
      city: "Mumbai",
      airlines: ["Malaysia Airlines", "Batik Air Malaysia"],
      duration: "5h 25m",
      frequency: "Multiple daily",
      avgCostInr: 32000,
    },
  ],
  // Visa-free: Malaysia's visa exemption for Indian citizens (30 days, since December 2023) was extended
  // to 31 December 2026 by the Malaysian Immigration Department.
  visa: {
    status: { kind: "visa-free", entry: "exemption", stayDays: 30 },
    type: "Visa-free entry (up to 30 days) with Malaysia Digital Arrival Card",
    cost: "Free (visa exemption for Indians extended to 31 December 2026)",
    documents: [
      "Passport valid for at least 6 months from arrival",
      "Malaysia Digital Arrival Card (MDAC) submitted online within 3 days before arrival",
      "Confirmed return or onward ticket",
      "Hotel bookings for the stay",
      "Proof of sufficient funds for the trip",
    ],
    notes:
      "Indian passport holders may visit Malaysia for tourism for up to 30 days without a visa under an exemption that runs until 31 December 2026. The free MDAC must be filed online before arrival, and immigration may ask to see your return ticket and hotel bookings. Stays beyond 30 days need an eVisa.",
    sources: [
      { name: "Immigration Department of Malaysia", url: "https://www.imi.gov.my" },
      { name: "Malaysia Digital Arrival Card", url: "https://imigresen-online.imi.gov.my/mdac/main" },
    ],
    checkedOn: "2026-11-23",
  },
  rating: 4.5,
  tags: ["Family", "Rainforest", "Islands"],
};
