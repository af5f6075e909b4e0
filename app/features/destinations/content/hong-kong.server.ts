import type { Destination } from "../destination-schema";

export const hongKong: Destination = {
  slug: "hong-kong",
  name: "Hong Kong",
  countryCode: "HK",
  image: "/images/destinations/hong-kong.svg",
  description:
    "A glittering harbour city about five hours from Delhi, with 14-day visa-free entry, legendary hotels, the Big Buddha, Disneyland and superb Cantonese and Indian food.",
  overview:
    "Hong Kong is one of the easiest big-city escapes from India: a non-stop flight of about five and a half hours from Delhi, 14 days visa-free after a quick online pre-arrival registration, and a skyline that rivals any on earth. Stay at legendary harbour-front hotels, ride the Peak Tram, glide by cable car to the Big Buddha and eat everything from Michelin-starred dim sum to excellent North and South Indian food in Tsim Sha Tsui, home to a long-established Indian community. Families love Disneyland and Ocean Park, couples love rooftop bars and junk cruises, and Macau is an hour away across the sea bridge.",
  bestTime: "October to early December",
  currency: "Hong Kong Dollar (HKD)",
  language: "Cantonese and English (official); Mandarin widely spoken",
  timeZone: "HKT (UTC+8), 2h 30m ahead of IST",
  highlights: [
    "Victoria Peak and the historic Peak Tram",
    "Symphony of Lights over Victoria Harbour",
    "Big Buddha and Ngong Ping 360 on Lantau Island",
    "Hong Kong Disneyland and Ocean Park",
    "Day trip to Macau across the Hong Kong–Zhuhai–Macao Bridge",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: 14,
      tempMaxC: 19,
      condition: "Cool, dry and clear",
      icon: "sunny",
      rainfallMm: 33,
    },
    {
      month: "Feb",
      tempMinC: 15,
      tempMaxC: 20,
      condition: "Cool with overcast days",
      icon: "cloudy",
      rainfallMm: 47,
    },
    {
      month: "Mar",
      tempMinC: 17,
      tempMaxC: 22,
      condition: "Mild, humid and misty",
      icon: "cloudy",
      rainfallMm: 82,
    },
    {
      month: "Apr",
      tempMinC: 21,
      tempMaxC: 25,
      condition: "Warm with drizzle and fog",
      icon: "partly-cloudy",
      rainfallMm: 175,
    },
    {
      month: "May",
      tempMinC: 24,
      tempMaxC: 29,
      condition: "Hot and humid, heavy showers",
      icon: "rainy",
      rainfallMm: 305,
    },
    {
      month: "Jun",
      tempMinC: 26,
      tempMaxC: 31,
      condition: "Wettest month, downpours",
      icon: "rainy",
      rainfallMm: 475,
    },
    {
      month: "Jul",
      tempMinC: 27,
      tempMaxC: 32,
      condition: "Hot, thunderstorms, typhoon risk",
      icon: "stormy",
      rainfallMm: 375,
    },
    {
      month: "Aug",
      tempMinC: 27,
      tempMaxC: 32,
      condition: "Peak typhoon season",
      icon: "stormy",
      rainfallMm: 430,
    },
    {
      month: "Sep",
      tempMinC: 26,
      tempMaxC: 31,
      condition: "Hot with typhoon risk",
      icon: "stormy",
      rainfallMm: 325,
    },
    {
      month: "Oct",
      tempMinC: 24,
      tempMaxC: 28,
      condition: "Warm, sunny and drier",
      icon: "sunny",
      rainfallMm: 100,
    },
    {
      month: "Nov",
      tempMinC: 20,
      tempMaxC: 25,
      condition: "Pleasant and sunny",
      icon: "sunny",
      rainfallMm: 38,
    },
    {
      month: "Dec",
      tempMinC: 16,
      tempMaxC: 20,
      condition: "Cool, crisp and dry",
      icon: "sunny",
      rainfallMm: 27,
    },
  ],
  itineraries: [
    {
      id: "harbour-city-luxury-5d",
      title: "Hong Kong Harbour Luxury",
      duration: "5 Days / 4 Nights",
      costMinInr: 125000,
      costMaxInr: 185000,
      highlights: [
        "Harbour-view room at The Peninsula",
        "Peak Tram and Sky Terrace 428",
        "Ngong Ping 360 Crystal Cabin to the Big Buddha",
        "Aqua Luna junk cruise on Victoria Harbour",
        "Classic afternoon tea in The Peninsula lobby",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrive in Tsim Sha Tsui",
          description:
            "A hotel limousine collects you from Hong Kong International Airport for the 40-minute drive to Kowloon. After settling into your harbour-view room, walk the Avenue of Stars promenade and watch the 8 pm Symphony of Lights play across the towers of Hong Kong Island. Dinner is at a well-loved Indian restaurant nearby or Cantonese fine dining, as you prefer.",
          meals: ["Dinner"],
          accommodation: "The Peninsula Hong Kong",
        },
        {
          day: 2,
          title: "Victoria Peak, Central and Sheung Wan",
          description:
            "Ride the Peak Tram's steep track up to Victoria Peak for the panorama from Sky Terrace 428, then walk down beside the Central–Mid-Levels Escalator to the incense coils of Man Mo Temple and the antique stalls of Cat Street. After a vegetarian dim sum lunch, board a red-sailed junk for a late-afternoon cruise around Victoria Harbour.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "The Peninsula Hong Kong",
        },
        {
          day: 3,
          title: "Lantau: Big Buddha and Tai O",
          description:
            "A glass-floored Crystal Cabin on Ngong Ping 360 carries you over the sea and Lantau's green ridges to the 34-metre bronze Tian Tan Buddha. Po Lin Monastery serves a wholly vegetarian lunch in its dining hall, after which you visit the stilt houses of Tai O fishing village and take a short boat ride in search of pink dolphins.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "The Peninsula Hong Kong",
        },
        {
          day: 4,
          title: "Repulse Bay, Stanley and afternoon tea",
          description:
            "Drive over the hills of Hong Kong Island to the wide sands of Repulse Bay and its colourful Tin Hau shrine, then on to Stanley's waterfront market and colonial Murray House. Return in time for the hotel's famous afternoon tea served to the sound of a string quartet, and spend the evening shopping at Harbour City or at a rooftop bar.",
          meals: ["Breakfast"],
          accommodation: "The Peninsula Hong Kong",
        },
        {
          day: 5,
          title: "West Kowloon and departure",
          description:
            "Spend your final morning at the Hong Kong Palace Museum or M+ in the West Kowloon Cultural District before your limousine transfer to the airport. Allow about 45 minutes for the drive and check in three hours ahead for flights to India.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "The Peninsula Hong Kong", stars: 5, location: "Tsim Sha Tsui" },
          { name: "Rosewood Hong Kong", stars: 5, location: "Victoria Dockside, Kowloon" },
          { name: "The Upper House", stars: 5, location: "Admiralty" },
          { name: "Four Seasons Hotel Hong Kong", stars: 5, location: "Central" },
          { name: "Kerry Hotel Hong Kong", stars: 5, location: "Hung Hom" },
        ],
        activities: [
          { name: "Aqua Luna harbour junk cruise", type: "SIC", priceInr: 2800 },
          { name: "Ngong Ping 360 Crystal Cabin return ride", type: "SIC", priceInr: 3200 },
          { name: "Private Hong Kong Island tour with car and guide", type: "Private", priceInr: 18000 },
          { name: "Hong Kong Palace Museum guided visit", type: "Private", priceInr: 6000 },
          { name: "Temple Street night market food walk", type: "SIC", priceInr: 4500 },
        ],
      },
    },
    {
      id: "hong-kong-macau-family-6d",
      title: "Hong Kong & Macau Family Holiday",
      duration: "6 Days / 5 Nights",
      costMinInr: 95000,
      costMaxInr: 160000,
      highlights: [
        "Two nights at Hong Kong Disneyland Resort",
        "Giant pandas and the Grand Aquarium at Ocean Park",
        "Day trip to Macau across the sea bridge",
        "Ruins of St. Paul's and Senado Square",
        "Star Ferry and Peak Tram rides",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Straight to the Disney resort",
          description:
            "The Disney resort on Lantau is just 20 minutes from the airport, so the holiday starts the moment you land. Check in to your Victorian-style hotel facing the sea, let the children splash in the pool and meet costumed characters in the lobby, then enjoy an early dinner before a big day in the park.",
          meals: ["Dinner"],
          accommodation: "Hong Kong Disneyland Hotel",
        },
        {
          day: 2,
          title: "A full day at Hong Kong Disneyland",
          description:
            "Spend the whole day in the park, from the Castle of Magical Dreams and the haunted Mystic Manor to World of Frozen, the first land anywhere themed on the film. Rides like Hyperspace Mountain and Big Grizzly Mountain thrill older children, while the little ones love the parade. Stay on for the evening show over the castle.",
          meals: ["Breakfast"],
          accommodation: "Hong Kong Disneyland Hotel",
        },
        {
          day: 3,
          title: "Ocean Park, then into the city",
          description:
            "Check out and head across to Ocean Park in Aberdeen for giant pandas, the Grand Aquarium and the cable car over the headland to the thrill rides on the far side. In the evening, check in to your harbourfront hotel in Kowloon, with spacious family rooms and wide views over Victoria Harbour.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Kerry Hotel Hong Kong",
        },
        {
          day: 4,
          title: "Day trip to Macau",
          description:
            "Cross to Macau by coach on the 55-kilometre Hong Kong–Zhuhai–Macao Bridge, one of the longest sea crossings in the world. Walk from the wavy Portuguese pavements of Senado Square up to the Ruins of St. Paul's and Mount Fortress, taste warm egg tarts, then see the canals of The Venetian on the Cotai Strip before returning in the evening.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Kerry Hotel Hong Kong",
        },
        {
          day: 5,
          title: "Star Ferry, the Peak and Mong Kok markets",
          description:
            "Cross Victoria Harbour on the century-old Star Ferry and ride the Peak Tram for the family photo everyone wants. In the afternoon, browse the Ladies' Market and Goldfish Street in Mong Kok for toys and souvenirs, and end with a farewell dinner at an Indian restaurant in Tsim Sha Tsui.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Kerry Hotel Hong Kong",
        },
        {
          day: 6,
          title: "Fly home from Hong Kong",
          description:
            "After a relaxed breakfast, pick up last-minute snacks and gadgets at a nearby mall. A private van then takes the family and all the luggage to Hong Kong International Airport, about 45 minutes away.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Hong Kong Disneyland Hotel", stars: 5, location: "Lantau Island" },
          { name: "Disney Explorers Lodge", stars: 4, location: "Lantau Island" },
          { name: "Kerry Hotel Hong Kong", stars: 5, location: "Hung Hom" },
          { name: "Harbour Grand Kowloon", stars: 5, location: "Whampoa" },
          { name: "Hotel ICON", stars: 4, location: "Tsim Sha Tsui East" },
        ],
        activities: [
          { name: "Hong Kong Disneyland one-day ticket", type: "SIC", activity: "hong-kong-disneyland" },
          { name: "Ocean Park one-day ticket", type: "SIC", priceInr: 5500 },
          { name: "Macau day tour via the sea bridge", type: "SIC", priceInr: 9000 },
          { name: "Private van for airport and city transfers", type: "Private", priceInr: 12000 },
          { name: "Madame Tussauds and Sky Terrace 428 combo", type: "SIC", priceInr: 4200 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: ["Cathay Pacific", "Air India", "IndiGo"],
      duration: "5h 20m",
      frequency: "Multiple daily",
      avgCostInr: 36000,
    },
    {
      city: "Mumbai",
      airlines: ["Cathay Pacific", "Singapore Airlines (via Singapore)"],
      duration: "6h 10m",
      frequency: "Daily",
      avgCostInr: 42000,
    },
  ],
  // Visa-free: Hong Kong Immigration Department admits Indian nationals for 14 days after a free online
  // Pre-arrival Registration, whose result is normally shown at once.
  visa: {
    status: { kind: "visa-free", entry: "exemption", stayDays: 14 },
    type: "Visa-free entry (Pre-arrival Registration required)",
    cost: "Free (no fee for Pre-arrival Registration)",
    documents: [
      "Passport valid for at least 6 months",
      "Printed Pre-arrival Registration (PAR) notification slip",
      "Confirmed return or onward ticket",
      "Hotel booking confirmation",
      "Proof of sufficient funds for the stay",
    ],
    notes:
      "Indian nationals may stay up to 14 days without a visa, but must first complete the mandatory online Pre-arrival Registration on the Hong Kong Immigration Department website. The result is normally shown straight away, and a successful registration is valid for six months and covers multiple visits in that period. If registration is unsuccessful, a visa must be applied for instead. Macau admits Indian passport holders visa-free for up to 30 days, so a day trip needs no extra paperwork.",
    sources: [
      {
        name: "Hong Kong Immigration Department: visit visas",
        url: "https://www.immd.gov.hk/eng/services/visas/visit-transit/visit-visa-entry-permit.html",
      },
    ],
    checkedOn: "2026-11-23",
  },
  rating: 4.6,
  tags: ["City Lights", "Family", "Shopping"],
};
