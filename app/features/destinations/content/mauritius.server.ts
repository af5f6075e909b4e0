import type { Destination } from "../destination-schema";

export const mauritius: Destination = {
  slug: "mauritius",
  name: "Mauritius",
  countryCode: "MU",
  image: "/images/destinations/mauritius.svg",
  description:
    "Powder-white beaches, lagoon catamarans and volcanic peaks in an island nation with deep Indian roots, a favourite for honeymoons and family holidays.",
  overview:
    "Mauritius feels wonderfully familiar to Indian travellers: roughly two-thirds of islanders trace their roots to India, Hindi and Bhojpuri are widely understood, and temples, Diwali lights and vegetarian food are part of everyday life. Air Mauritius flies non-stop from Mumbai and Delhi, and no visa is needed in advance. The island is ringed by coral lagoons, with the calm north coast suited to families and the east and south-west known for some of the Indian Ocean's finest resorts. Honeymooners love catamaran days to offshore islets and sunset dinners on the sand, while the interior adds the sacred lake of Ganga Talao, Chamarel's coloured earths and Black River Gorges.",
  bestTime: "May to December",
  currency: "Mauritian Rupee (MUR)",
  language: "English, French and Mauritian Creole (Hindi and Bhojpuri widely understood)",
  timeZone: "MUT (UTC+4), 1h 30m behind IST",
  highlights: [
    "Catamaran day to Île aux Cerfs and the east-coast islets",
    "Ganga Talao (Grand Bassin) and its giant Shiva statue",
    "Chamarel Seven Coloured Earth and waterfall",
    "Le Morne Brabant, a UNESCO World Heritage Site",
    "Swimming with wild dolphins off Tamarin",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: 24,
      tempMaxC: 30,
      condition: "Hot and humid, cyclone season",
      icon: "stormy",
      rainfallMm: 220,
    },
    {
      month: "Feb",
      tempMinC: 24,
      tempMaxC: 30,
      condition: "Wettest month, cyclone risk",
      icon: "stormy",
      rainfallMm: 260,
    },
    {
      month: "Mar",
      tempMinC: 23,
      tempMaxC: 29,
      condition: "Warm with heavy showers",
      icon: "rainy",
      rainfallMm: 200,
    },
    {
      month: "Apr",
      tempMinC: 22,
      tempMaxC: 28,
      condition: "Showers easing, warm sea",
      icon: "partly-cloudy",
      rainfallMm: 140,
    },
    {
      month: "May",
      tempMinC: 20,
      tempMaxC: 27,
      condition: "Pleasant and drier",
      icon: "partly-cloudy",
      rainfallMm: 95,
    },
    {
      month: "Jun",
      tempMinC: 18,
      tempMaxC: 25,
      condition: "Mild winter, breezy",
      icon: "partly-cloudy",
      rainfallMm: 70,
    },
    {
      month: "Jul",
      tempMinC: 17,
      tempMaxC: 24,
      condition: "Coolest month, trade winds",
      icon: "partly-cloudy",
      rainfallMm: 65,
    },
    {
      month: "Aug",
      tempMinC: 17,
      tempMaxC: 24,
      condition: "Cool, windy east coast",
      icon: "partly-cloudy",
      rainfallMm: 55,
    },
    { month: "Sep", tempMinC: 18, tempMaxC: 25, condition: "Dry and sunny", icon: "sunny", rainfallMm: 40 },
    {
      month: "Oct",
      tempMinC: 19,
      tempMaxC: 27,
      condition: "Dry, clear lagoons",
      icon: "sunny",
      rainfallMm: 40,
    },
    {
      month: "Nov",
      tempMinC: 21,
      tempMaxC: 28,
      condition: "Warm and mostly sunny",
      icon: "sunny",
      rainfallMm: 55,
    },
    {
      month: "Dec",
      tempMinC: 22,
      tempMaxC: 29,
      condition: "Hot, summer showers begin",
      icon: "partly-cloudy",
      rainfallMm: 115,
    },
  ],
  itineraries: [
    {
      id: "mauritius-honeymoon-6d",
      title: "Mauritius Honeymoon Escape",
      duration: "6 Days / 5 Nights",
      costMinInr: 85000,
      costMaxInr: 150000,
      highlights: [
        "Pavilion with private pool at Turtle Bay",
        "Pamplemousses garden and Aapravasi Ghat",
        "Northern islets catamaran with barbecue lunch",
        "Ganga Talao and Chamarel day tour",
        "Couple's spa ritual and beach dinner",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrival and Turtle Bay",
          description:
            "Land at Sir Seewoosagur Ramgoolam International Airport and drive about an hour north-west to Balaclava. Your luxury pavilion looks over the protected marine park of Turtle Bay. Settle in with a candlelit welcome dinner on the terrace.",
          meals: ["Dinner"],
          accommodation: "The Oberoi Beach Resort, Mauritius",
        },
        {
          day: 2,
          title: "Gardens, Port Louis and Aapravasi Ghat",
          description:
            "Begin among the giant water lilies and talipot palms of the Sir Seewoosagur Ramgoolam Botanical Garden at Pamplemousses. In Port Louis, visit Aapravasi Ghat, the UNESCO-listed immigration depot where nearly half a million indentured labourers, most from India, first set foot on the island. End with a walk along the Caudan Waterfront.",
          meals: ["Breakfast"],
          accommodation: "The Oberoi Beach Resort, Mauritius",
        },
        {
          day: 3,
          title: "Catamaran to the Northern Islets",
          description:
            "Sail from Grand Baie towards Coin de Mire's dramatic wedge of rock and anchor off Île Plate for snorkelling in clear water. A barbecue lunch with vegetarian skewers is cooked on board, and you return with the wind behind you in the afternoon.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "The Oberoi Beach Resort, Mauritius",
        },
        {
          day: 4,
          title: "Ganga Talao and the Wild South-West",
          description:
            "Visit the crater lake of Ganga Talao, watched over by a 33-metre statue of Lord Shiva and sacred to the island's Hindus. Continue to the Black River Gorges viewpoint, Chamarel waterfall and the rippling dunes of the Seven Coloured Earth. Lunch is at a hillside table d'hôte with views to the sea.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "The Oberoi Beach Resort, Mauritius",
        },
        {
          day: 5,
          title: "Spa, Undersea Walk and Beach Dinner",
          description:
            "Spend the morning on an undersea walk off Grand Baie, breathing through a helmet among reef fish, or simply stay at the pool. A couple's ritual at the spa fills the afternoon, and in the evening a private table is set on the sand by the water.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "The Oberoi Beach Resort, Mauritius",
        },
        {
          day: 6,
          title: "Au Revoir, Mauritius",
          description:
            "Enjoy a last swim in the lagoon and perhaps pick up vanilla and spices as souvenirs. The drive back to the airport takes about an hour, in time for the non-stop flight to Mumbai or Delhi.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "The Oberoi Beach Resort, Mauritius", stars: 5, location: "Turtle Bay, Balaclava" },
          { name: "LUX* Grand Baie", stars: 5, location: "Grand Baie" },
          { name: "Trou aux Biches Beachcomber Golf Resort & Spa", stars: 5, location: "Trou aux Biches" },
          { name: "Constance Prince Maurice", stars: 5, location: "Poste de Flacq" },
          { name: "Veranda Grand Baie", stars: 4, location: "Grand Baie" },
        ],
        activities: [
          { name: "Blue Safari submarine dive", type: "SIC", priceInr: 11500 },
          { name: "Parasailing in Grand Baie", type: "SIC", priceInr: 5500 },
          { name: "Undersea walk at Grand Baie", type: "SIC", activity: "mauritius-underwater-sea-walk" },
          { name: "Private sunset catamaran for two", type: "Private", priceInr: 42000 },
          { name: "Helicopter tour over the north coast", type: "Private", priceInr: 58000 },
        ],
      },
    },
    {
      id: "mauritius-west-and-east-8d",
      title: "Le Morne & Belle Mare Grand Island Tour",
      duration: "8 Days / 7 Nights",
      costMinInr: 145000,
      costMaxInr: 230000,
      highlights: [
        "Wild dolphin swim and Crystal Rock",
        "Le Morne Brabant sunrise hike",
        "Casela Nature Parks with the family",
        "Île aux Cerfs by speedboat",
        "Split stay at two beachfront resorts",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "South-West Coast Arrival",
          description:
            "Drive across the island to the Le Morne peninsula, about 75 minutes from the airport. Your resort sits on a long curve of sand beneath the basalt mass of Le Morne Brabant, and dinner is served at a beachfront restaurant with a vegetarian menu.",
          meals: ["Dinner"],
          accommodation: "LUX* Le Morne",
        },
        {
          day: 2,
          title: "Dolphins, Crystal Rock and Île aux Bénitiers",
          description:
            "Set out early by speedboat into Tamarin Bay, where spinner dolphins rest in the mornings and a guide helps you slip into the water quietly beside them. Pause at Crystal Rock, a lone pillar rising from the lagoon, then lunch on grilled fish and curry at Île aux Bénitiers.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "LUX* Le Morne",
        },
        {
          day: 3,
          title: "Climbing Le Morne Brabant",
          description:
            "Start at dawn with a guided climb up the 556-metre mountain, a refuge for escaped slaves and now a UNESCO World Heritage Site. The summit looks over the famous underwater waterfall illusion in the reef. Spend the afternoon watching kitesurfers at One Eye.",
          meals: ["Breakfast"],
          accommodation: "LUX* Le Morne",
        },
        {
          day: 4,
          title: "Casela Nature Parks and Rhumerie de Chamarel",
          description:
            "At Casela, take a safari drive among zebras, ostriches and giraffes, and let older children try the zip lines over the canyon. After lunch, tour the Rhumerie de Chamarel, which distils rum from freshly pressed sugarcane, or let the family loose in the puzzle rooms of Curious Corner nearby.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "LUX* Le Morne",
        },
        {
          day: 5,
          title: "Across the Island to Belle Mare",
          description:
            "Drive east via the Trou aux Cerfs volcanic crater at Curepipe and the tea fields of Bois Chéri, where you can sample vanilla and coconut teas. Arrive at your east-coast resort on its own peninsula in time for dinner.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Shangri-La Le Touessrok, Mauritius",
        },
        {
          day: 6,
          title: "Île aux Cerfs and Grand River South East",
          description:
            "A speedboat follows the coast to the waterfall where the Grand River South East meets the sea, then continues to Île aux Cerfs for swimming, parasailing and lunch. The resort's own Îlot Mangénie is available for a quieter afternoon.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Shangri-La Le Touessrok, Mauritius",
        },
        {
          day: 7,
          title: "Golf, Creole Cooking and a Farewell Dinner",
          description:
            "Golfers can play the Bernhard Langer-designed course on Île aux Cerfs, while others join a hands-on Mauritian cooking class making dholl puri and rougaille. Your last evening ends with a farewell dinner by the lagoon.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Shangri-La Le Touessrok, Mauritius",
        },
        {
          day: 8,
          title: "East Coast to the Airport",
          description:
            "Say goodbye to the east coast over a long breakfast by the water. The 50-minute drive south along the coast brings you to the airport for your flight back to India.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "LUX* Le Morne", stars: 5, location: "Le Morne" },
          { name: "Paradis Beachcomber Golf Resort & Spa", stars: 5, location: "Le Morne" },
          { name: "Shangri-La Le Touessrok, Mauritius", stars: 5, location: "Trou d'Eau Douce" },
          { name: "One&Only Le Saint Géran", stars: 5, location: "Belle Mare" },
          { name: "Sugar Beach, A Sun Resort", stars: 5, location: "Flic en Flac" },
        ],
        activities: [
          {
            name: "Helicopter flight over Le Morne's underwater waterfall",
            type: "Private",
            priceInr: 65000,
          },
          { name: "Glass-bottom boat at Blue Bay Marine Park", type: "SIC", priceInr: 3500 },
          { name: "Kitesurfing lesson at Le Morne", type: "Private", priceInr: 14000 },
          { name: "Big-game fishing half day from Black River", type: "Private", priceInr: 48000 },
          { name: "Ile aux Cerfs speedboat trip with lunch", type: "SIC", priceInr: 6500 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: ["Air Mauritius", "Emirates (via Dubai)"],
      duration: "7h 30m",
      frequency: "3x weekly (non-stop)",
      avgCostInr: 62000,
    },
    {
      city: "Mumbai",
      airlines: ["Air Mauritius", "Emirates (via Dubai)"],
      duration: "6h 20m",
      frequency: "6x weekly (non-stop)",
      avgCostInr: 55000,
    },
  ],
  // Visa-free: the Mauritius Passport and Immigration Office lists India among the countries whose
  // citizens get a free visa on arrival for up to 90 days (an older figure of 30 days is out of date).
  visa: {
    status: { kind: "visa-free", entry: "on-arrival", stayDays: 90 },
    type: "Free visa on arrival (entry permit for up to 90 days)",
    cost: "Free",
    documents: [
      "Passport valid for at least 6 months beyond the stay",
      "Confirmed return ticket",
      "Hotel booking confirmations",
      "Mauritius All-in-One Travel Form completed online before departure",
      "Proof of sufficient funds (bank statement or international card)",
    ],
    notes:
      "Indian citizens do not need a visa in advance; a free entry permit for a holiday stay of up to 90 days is stamped on arrival. Immigration may ask for your return ticket, hotel vouchers and proof of funds. Complete the Mauritius All-in-One Travel Form online a few days before you fly to speed up arrival.",
    sources: [{ name: "Passport and Immigration Office, Mauritius", url: "https://passport.govmu.org" }],
    checkedOn: "2026-11-23",
  },
  rating: 4.7,
  tags: ["Honeymoon", "Beaches", "Family"],
};
