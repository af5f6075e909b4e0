import type { Destination } from "../destination-schema";

export const singapore: Destination = {
  slug: "singapore",
  name: "Singapore",
  countryCode: "SG",
  image: "/images/destinations/singapore.svg",
  description:
    "A spotless garden city of futuristic skylines, Sentosa theme parks and world-class dining, with Little India's vegetarian kitchens a metro ride away.",
  overview:
    "Singapore is the most effortless luxury city break for Indian families: around five and a half hours non-stop from Delhi or Mumbai on Singapore Airlines, Air India or IndiGo, English spoken everywhere, and streets safe enough for children and grandparents alike. Days fill easily with Gardens by the Bay, Universal Studios on Sentosa and the Night Safari, while evenings bring rooftop pools and Michelin-starred tables. Little India serves everything from South Indian thalis to Jain-friendly sweets, and many hotels keep Indian breakfast options. Honeymooners can add a private yacht to the Southern Islands, and shoppers will find Orchard Road and Mustafa Centre hard to leave.",
  bestTime: "February to April",
  currency: "Singapore Dollar (SGD)",
  language: "English, Mandarin, Malay and Tamil",
  timeZone: "SGT (UTC+8), 2h 30m ahead of IST",
  highlights: [
    "Gardens by the Bay and the Supertree Grove",
    "Universal Studios Singapore on Sentosa",
    "Night Safari and Bird Paradise at Mandai",
    "Marina Bay Sands SkyPark infinity pool",
    "Little India, Chinatown and Kampong Glam",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: 23,
      tempMaxC: 30,
      condition: "Northeast monsoon showers",
      icon: "rainy",
      rainfallMm: 240,
    },
    {
      month: "Feb",
      tempMinC: 24,
      tempMaxC: 31,
      condition: "Driest and breeziest month",
      icon: "partly-cloudy",
      rainfallMm: 110,
    },
    {
      month: "Mar",
      tempMinC: 24,
      tempMaxC: 32,
      condition: "Warm with brief showers",
      icon: "partly-cloudy",
      rainfallMm: 170,
    },
    {
      month: "Apr",
      tempMinC: 25,
      tempMaxC: 32,
      condition: "Hot, afternoon thunderstorms",
      icon: "stormy",
      rainfallMm: 160,
    },
    {
      month: "May",
      tempMinC: 25,
      tempMaxC: 32,
      condition: "Hot and humid",
      icon: "partly-cloudy",
      rainfallMm: 160,
    },
    {
      month: "Jun",
      tempMinC: 25,
      tempMaxC: 31,
      condition: "Humid, early-morning squalls",
      icon: "partly-cloudy",
      rainfallMm: 135,
    },
    {
      month: "Jul",
      tempMinC: 25,
      tempMaxC: 31,
      condition: "Humid, Great Singapore Sale season",
      icon: "partly-cloudy",
      rainfallMm: 150,
    },
    {
      month: "Aug",
      tempMinC: 25,
      tempMaxC: 31,
      condition: "Warm, occasional squalls",
      icon: "partly-cloudy",
      rainfallMm: 150,
    },
    {
      month: "Sep",
      tempMinC: 24,
      tempMaxC: 31,
      condition: "Warm with passing showers",
      icon: "partly-cloudy",
      rainfallMm: 140,
    },
    {
      month: "Oct",
      tempMinC: 24,
      tempMaxC: 31,
      condition: "Inter-monsoon thunderstorms",
      icon: "stormy",
      rainfallMm: 155,
    },
    {
      month: "Nov",
      tempMinC: 24,
      tempMaxC: 31,
      condition: "Frequent heavy afternoon rain",
      icon: "rainy",
      rainfallMm: 255,
    },
    {
      month: "Dec",
      tempMinC: 23,
      tempMaxC: 30,
      condition: "Wettest month, festive lights",
      icon: "rainy",
      rainfallMm: 290,
    },
  ],
  itineraries: [
    {
      id: "singapore-family-discovery-5d",
      title: "Singapore Family Discovery",
      duration: "5 Days / 4 Nights",
      costMinInr: 120000,
      costMaxInr: 175000,
      highlights: [
        "Stay at Marina Bay Sands",
        "Gardens by the Bay domes and OCBC Skyway",
        "A full day at Universal Studios Singapore",
        "Night Safari after dark",
        "Jewel Changi's Rain Vortex",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Marina Bay Welcome",
          description:
            "After landing at Changi, pause at Jewel to see the 40-metre HSBC Rain Vortex before your transfer to Marina Bay Sands. Swim in the 57th-floor infinity pool at dusk, then watch the Spectra light and water show from the Event Plaza.",
          meals: ["Dinner"],
          accommodation: "Marina Bay Sands",
        },
        {
          day: 2,
          title: "Gardens by the Bay and Little India",
          description:
            "Walk straight from the hotel into the cool Flower Dome and the misty Cloud Forest with its indoor waterfall. Cross the OCBC Skyway between the Supertrees, then take the metro to Little India for a banana-leaf lunch and a visit to Sri Veeramakaliamman Temple. Return for the free Garden Rhapsody show in the evening.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Marina Bay Sands",
        },
        {
          day: 3,
          title: "Universal Studios on Sentosa",
          description:
            "Spend the day across the themed zones of Universal Studios Singapore, from the duelling Battlestar Galactica coasters to the Minion Land rides for younger children. Vegetarian options are clearly marked in the park's restaurants. In the evening, ride the cable car back over the harbour.",
          meals: ["Breakfast"],
          accommodation: "Marina Bay Sands",
        },
        {
          day: 4,
          title: "Mandai Wildlife Day and Night Safari",
          description:
            "Head to Mandai for the orangutans of Singapore Zoo and the walk-through aviaries of Bird Paradise. After an early dinner, board the tram at the world's first nocturnal zoo, the Night Safari, to spot tapirs, leopards and Malayan tigers by moonlight.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Marina Bay Sands",
        },
        {
          day: 5,
          title: "Orchard Road and Home",
          description:
            "Pick up last gifts at the round-the-clock Mustafa Centre or along Orchard Road. Then transfer to Changi, where the Butterfly Garden in Terminal 3 keeps children happy before the flight.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Marina Bay Sands", stars: 5, location: "Marina Bay" },
          { name: "Shangri-La Singapore", stars: 5, location: "Orchard" },
          { name: "Pan Pacific Orchard", stars: 5, location: "Orchard Road" },
          { name: "Hotel Ora at Resorts World Sentosa", stars: 5, location: "Sentosa" },
          { name: "Village Hotel Sentosa", stars: 4, location: "Sentosa" },
        ],
        activities: [
          { name: "Singapore Flyer flight", type: "SIC", priceInr: 2800 },
          { name: "Wings of Time show on Sentosa", type: "SIC", priceInr: 1600 },
          { name: "Skyline Luge and Skyride combo", type: "SIC", priceInr: 3200 },
          { name: "River Wonders with river boat ride", type: "SIC", priceInr: 3600 },
          { name: "Private city tour with Indian-speaking guide", type: "Private", priceInr: 18000 },
        ],
      },
    },
    {
      id: "singapore-heritage-indulgence-6d",
      title: "Raffles, Sentosa & Singapore Indulgence",
      duration: "6 Days / 5 Nights",
      costMinInr: 175000,
      costMaxInr: 260000,
      highlights: [
        "Singapore Sling at Raffles' Long Bar",
        "Heritage walk through Chinatown and Kampong Glam",
        "Private yacht to the Southern Islands",
        "Capella Sentosa and Auriga Spa",
        "Indian fine dining at Rang Mahal",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Check In at Raffles",
          description:
            "A butler greets you at the colonnaded entrance of Raffles Singapore, opened in 1887. Before dinner, order the Singapore Sling where it was invented, at the Long Bar, and toss peanut shells on the floor as tradition dictates.",
          meals: ["Dinner"],
          accommodation: "Raffles Singapore",
        },
        {
          day: 2,
          title: "Temples, Shophouses and Haji Lane",
          description:
            "A private guide leads you through Chinatown to the Buddha Tooth Relic Temple and Sri Mariamman, Singapore's oldest Hindu temple. Lunch at a Peranakan restaurant, then cross to Kampong Glam for the golden dome of Sultan Mosque and the boutiques and murals of Haji Lane.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Raffles Singapore",
        },
        {
          day: 3,
          title: "Private Yacht to the Southern Islands",
          description:
            "Set sail from Sentosa Cove on a chartered yacht to St John's and Lazarus islands, where clear lagoons are perfect for paddleboarding. A chef prepares lunch on board, and you return past the container port and Marina skyline in the golden hour.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Raffles Singapore",
        },
        {
          day: 4,
          title: "Move to Capella Sentosa",
          description:
            "Transfer to Capella's colonial-era Tanah Merah buildings set in rainforest on Sentosa. Book a ritual at Auriga Spa, take the cliff path down to Palawan beach and finish with a private dinner at your villa's plunge pool.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Capella Singapore, Sentosa",
        },
        {
          day: 5,
          title: "SkyHelix, Bird Paradise and Rang Mahal",
          description:
            "Morning views from the open-air SkyHelix gondola are followed by the eight aviaries of Bird Paradise at Mandai. In the evening, Rang Mahal at Pan Pacific Singapore serves refined North Indian cuisine with an extensive vegetarian menu.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Capella Singapore, Sentosa",
        },
        {
          day: 6,
          title: "Farewell from Changi",
          description:
            "Enjoy a final breakfast under the rain trees of Sentosa's old hilltop estate. The chauffeur drive to Changi takes about 30 minutes, in good time for your flight back to Delhi or Mumbai.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Raffles Singapore", stars: 5, location: "City Hall" },
          { name: "The Fullerton Bay Hotel", stars: 5, location: "Marina Bay" },
          { name: "Capella Singapore", stars: 5, location: "Sentosa" },
          { name: "The St. Regis Singapore", stars: 5, location: "Tanglin" },
        ],
        activities: [
          { name: "Private Southern Islands yacht charter (4 hours)", type: "Private", priceInr: 95000 },
          { name: "Peranakan cooking class", type: "SIC", priceInr: 9500 },
          { name: "Chinatown and Little India heritage trishaw ride", type: "SIC", priceInr: 4200 },
          { name: "iFly Singapore indoor skydiving on Sentosa", type: "SIC", priceInr: 7800 },
          { name: "Private chauffeur for a full day", type: "Private", priceInr: 28000 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: ["Singapore Airlines", "Air India", "IndiGo"],
      duration: "5h 40m",
      frequency: "Multiple daily",
      avgCostInr: 34000,
    },
    {
      city: "Mumbai",
      airlines: ["Singapore Airlines", "Air India", "IndiGo"],
      duration: "5h 35m",
      frequency: "Multiple daily",
      avgCostInr: 32000,
    },
  ],
  visa: {
    status: { kind: "visa-required", processingDays: 3 },
    type: "Tourist eVisa (through an authorised agent)",
    cost: "S$30 visa fee plus agent service charge (approx. ₹2,500–₹3,500 in total)",
    documents: [
      "Passport valid for at least 6 months, with 2 blank pages",
      "Completed Form 14A",
      "Recent 35x45 mm photograph on a white background",
      "Confirmed return flight tickets and hotel bookings",
      "Cover letter and bank statements for the last 3 months",
    ],
    notes:
      "Indian citizens must apply through a Singapore-authorised visa agent or VFS Global in India; walk-in or direct applications are not accepted. Most visas are issued within 3 to 5 working days and are often multiple-entry for up to two years. Every traveller must also submit the free SG Arrival Card online within 3 days before arrival.",
    sources: [
      {
        name: "Immigration & Checkpoints Authority (ICA)",
        url: "https://www.ica.gov.sg/enter-transit-depart/entering-singapore",
      },
    ],
    checkedOn: "2026-11-23",
  },
  rating: 4.6,
  tags: ["City Break", "Family", "Shopping"],
};
