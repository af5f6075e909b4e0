import type { Destination } from "../destination-schema";

export const abuDhabi: Destination = {
  slug: "abu-dhabi",
  name: "Abu Dhabi",
  countryCode: "AE",
  image: "/images/destinations/abu-dhabi.svg",
  description:
    "The UAE's cultured capital: Sheikh Zayed Grand Mosque, Louvre Abu Dhabi, Yas Island theme parks and desert palaces in the Empty Quarter, a short flight from India.",
  overview:
    "Abu Dhabi is the UAE's calmer, more cultured capital, only three to four hours from Delhi and Mumbai on frequent Etihad and IndiGo flights. Marvel at the white marble of Sheikh Zayed Grand Mosque, see world art at Louvre Abu Dhabi, then escape to a fort-like resort among the towering dunes of the Empty Quarter. Families spend days on Yas Island at Ferrari World, Warner Bros. World and SeaWorld, and the hand-carved BAPS Hindu Mandir is a moving stop for many Indian guests. Vegetarian and Indian food is excellent everywhere, the city is safe and spotless, and winters are sunny and mild.",
  bestTime: "November to March",
  currency: "UAE Dirham (AED)",
  language: "Arabic; English widely spoken, Hindi and Malayalam commonly heard",
  timeZone: "GST (UTC+4), 1h 30m behind IST",
  highlights: [
    "Sheikh Zayed Grand Mosque",
    "Louvre Abu Dhabi on Saadiyat Island",
    "Ferrari World, Warner Bros. World and SeaWorld on Yas Island",
    "BAPS Hindu Mandir at Abu Mureikhah",
    "Desert luxury at Qasr Al Sarab in the Empty Quarter",
  ],
  weather: [
    { month: "Jan", tempMinC: 13, tempMaxC: 24, condition: "Mild and sunny", icon: "sunny", rainfallMm: 10 },
    {
      month: "Feb",
      tempMinC: 15,
      tempMaxC: 26,
      condition: "Pleasant, rare showers",
      icon: "partly-cloudy",
      rainfallMm: 20,
    },
    {
      month: "Mar",
      tempMinC: 18,
      tempMaxC: 29,
      condition: "Warm with occasional rain",
      icon: "partly-cloudy",
      rainfallMm: 20,
    },
    { month: "Apr", tempMinC: 21, tempMaxC: 33, condition: "Warm and sunny", icon: "sunny", rainfallMm: 7 },
    { month: "May", tempMinC: 25, tempMaxC: 38, condition: "Hot and dry", icon: "sunny", rainfallMm: 1 },
    {
      month: "Jun",
      tempMinC: 28,
      tempMaxC: 41,
      condition: "Very hot, humid coast",
      icon: "sunny",
      rainfallMm: 0,
    },
    {
      month: "Jul",
      tempMinC: 30,
      tempMaxC: 42,
      condition: "Extreme heat and humidity",
      icon: "sunny",
      rainfallMm: 0,
    },
    {
      month: "Aug",
      tempMinC: 30,
      tempMaxC: 42,
      condition: "Extreme heat, hazy",
      icon: "sunny",
      rainfallMm: 0,
    },
    {
      month: "Sep",
      tempMinC: 27,
      tempMaxC: 40,
      condition: "Very hot and humid",
      icon: "sunny",
      rainfallMm: 0,
    },
    {
      month: "Oct",
      tempMinC: 24,
      tempMaxC: 36,
      condition: "Hot, cooling evenings",
      icon: "sunny",
      rainfallMm: 1,
    },
    { month: "Nov", tempMinC: 19, tempMaxC: 30, condition: "Warm and clear", icon: "sunny", rainfallMm: 3 },
    {
      month: "Dec",
      tempMinC: 15,
      tempMaxC: 26,
      condition: "Mild, occasional cloud",
      icon: "partly-cloudy",
      rainfallMm: 14,
    },
  ],
  itineraries: [
    {
      id: "culture-empty-quarter-6d",
      title: "Abu Dhabi Culture & Empty Quarter Luxury",
      duration: "6 Days / 5 Nights",
      costMinInr: 145000,
      costMaxInr: 235000,
      highlights: [
        "Sheikh Zayed Grand Mosque at golden hour",
        "Qasr Al Watan presidential palace",
        "Louvre Abu Dhabi and the Saadiyat Cultural District",
        "Two nights at Qasr Al Sarab in the Liwa dunes",
        "Falconry and a sunset camel trek in the Empty Quarter",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrive at the palace on the Corniche",
          description:
            "Zayed International Airport is about 30 minutes from the western end of the Corniche, where the domes of your palace hotel rise above a kilometre of private beach. Try the famous gold-flaked cappuccino in the lobby café, then enjoy an unhurried dinner overlooking the Gulf.",
          meals: ["Dinner"],
          accommodation: "Emirates Palace Mandarin Oriental, Abu Dhabi",
        },
        {
          day: 2,
          title: "Qasr Al Watan and the Grand Mosque",
          description:
            "Spend the morning inside Qasr Al Watan, the working presidential palace, admiring its Great Hall, manuscript library and the gifts of visiting heads of state. In the late afternoon, visit Sheikh Zayed Grand Mosque as its 82 white domes and reflecting pools turn gold, and stay to see the lighting change after sunset.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Emirates Palace Mandarin Oriental, Abu Dhabi",
        },
        {
          day: 3,
          title: "Saadiyat's museums and mangroves",
          description:
            "Walk beneath Jean Nouvel's rain-of-light dome at Louvre Abu Dhabi, where galleries trace human history from ancient Indian bronzes to modern masters. After lunch, explore the immersive rooms of teamLab Phenomena Abu Dhabi or stroll the boardwalks of Jubail Mangrove Park, where herons fish among the roots.",
          meals: ["Breakfast"],
          accommodation: "Emirates Palace Mandarin Oriental, Abu Dhabi",
        },
        {
          day: 4,
          title: "Into the Liwa desert",
          description:
            "Drive about two and a half hours southwest, past Madinat Zayed, to the edge of the Rub' al Khali and a resort built like an Arabian fort among soaring dunes. Settle into your room or pool villa, then ride camels along a ridge at sunset while the sand shifts from orange to violet.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Qasr Al Sarab Desert Resort by Anantara",
        },
        {
          day: 5,
          title: "Falcons, dune drives and stars",
          description:
            "Start with a dawn walk across the dunes, followed by a falconry display and saluki demonstration with the resort's desert team. In the afternoon, a guided dune drive heads to Moreeb Dune, one of the tallest in the world, before a starlit dinner on the sand.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Qasr Al Sarab Desert Resort by Anantara",
        },
        {
          day: 6,
          title: "Desert sunrise and flight home",
          description:
            "Catch the sunrise over the dunes from your terrace and take a final swim in the quiet of the desert morning. The chauffeured drive back to Zayed International Airport takes about two and a half hours, so we plan it around your flight to India.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Emirates Palace Mandarin Oriental", stars: 5, location: "Corniche, Abu Dhabi" },
          { name: "The St. Regis Saadiyat Island Resort", stars: 5, location: "Saadiyat Island" },
          { name: "Rosewood Abu Dhabi", stars: 5, location: "Al Maryah Island" },
          { name: "Jumeirah at Saadiyat Island Resort", stars: 5, location: "Saadiyat Island" },
          { name: "Qasr Al Sarab Desert Resort by Anantara", stars: 5, location: "Liwa, Empty Quarter" },
        ],
        activities: [
          { name: "Private guided tour of Louvre Abu Dhabi", type: "Private", priceInr: 9500 },
          { name: "Jubail Mangrove kayaking", type: "SIC", priceInr: 3800 },
          { name: "Dhow dinner cruise along the Corniche", type: "SIC", priceInr: 4500 },
          { name: "Private dune drive with BBQ dinner", type: "Private", priceInr: 18000 },
          { name: "Hands-on falconry experience", type: "Private", priceInr: 11000 },
        ],
      },
    },
    {
      id: "yas-island-family-5d",
      title: "Yas Island Family Thrills",
      duration: "5 Days / 4 Nights",
      costMinInr: 72000,
      costMaxInr: 135000,
      highlights: [
        "Formula Rossa and family rides at Ferrari World",
        "SeaWorld Yas Island Abu Dhabi",
        "Darshan at the BAPS Hindu Mandir",
        "Sheikh Zayed Grand Mosque visit",
        "Hotel straddling the Yas Marina Circuit",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Check in above the racetrack",
          description:
            "A transfer of barely ten minutes from Zayed International Airport brings you to a hotel built right over the Yas Marina Circuit, with a glowing canopy that changes colour at night. Stroll the marina boardwalk past the superyachts and enjoy dinner by the water.",
          meals: ["Dinner"],
          accommodation: "W Abu Dhabi – Yas Island",
        },
        {
          day: 2,
          title: "Ferrari World Abu Dhabi",
          description:
            "Spend the day under the giant red roof of Ferrari World, where older children and adults brave Formula Rossa, one of the fastest roller coasters on earth, and younger ones drive mini cars at the junior racing school. Finish the evening with shopping and dinner at Yas Mall next door.",
          meals: ["Breakfast"],
          accommodation: "W Abu Dhabi – Yas Island",
        },
        {
          day: 3,
          title: "A day at SeaWorld Yas Island",
          description:
            "Explore the indoor realms of SeaWorld Yas Island, from the vast Endless Ocean aquarium and a living coral reef to the sub-zero penguin habitat of the polar zone. Shows, rides and animal encounters easily fill the day, all in air-conditioned comfort.",
          meals: ["Breakfast"],
          accommodation: "W Abu Dhabi – Yas Island",
        },
        {
          day: 4,
          title: "BAPS Mandir and the Grand Mosque",
          description:
            "Drive about 45 minutes to Abu Mureikhah for darshan at the BAPS Hindu Mandir, hand-carved from pink Rajasthani sandstone and white marble, followed by a pure-vegetarian lunch. On the way back, visit Sheikh Zayed Grand Mosque in the late afternoon light before a farewell dinner at Yas Bay Waterfront.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "W Abu Dhabi – Yas Island",
        },
        {
          day: 5,
          title: "Pool morning and departure",
          description:
            "Relax by the rooftop pool or squeeze in one last ride at the parks. Zayed International Airport is only a few minutes from Yas Island, so your private transfer can leave comfortably close to your flight back to India.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "W Abu Dhabi – Yas Island", stars: 5, location: "Yas Marina" },
          { name: "The WB Abu Dhabi, Curio Collection by Hilton", stars: 5, location: "Yas Island" },
          { name: "Yas Island Rotana", stars: 4, location: "Yas Island" },
          { name: "Crowne Plaza Abu Dhabi Yas Island", stars: 4, location: "Yas Island" },
        ],
        activities: [
          { name: "Warner Bros. World Abu Dhabi day ticket", type: "SIC", priceInr: 8000 },
          { name: "Yas Waterworld day ticket", type: "SIC", priceInr: 7000 },
          { name: "Yas Marina Circuit passenger ride", type: "Private", priceInr: 30000 },
          { name: "Desert safari with BBQ dinner", type: "SIC", priceInr: 5500 },
          { name: "Private Abu Dhabi city tour with car and guide", type: "Private", priceInr: 14000 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: ["Etihad Airways", "IndiGo"],
      duration: "4h 00m",
      frequency: "Multiple daily",
      avgCostInr: 26000,
    },
    {
      city: "Mumbai",
      airlines: ["Etihad Airways", "IndiGo", "Air India Express", "Akasa Air"],
      duration: "3h 05m",
      frequency: "Multiple daily",
      avgCostInr: 23000,
    },
  ],
  visa: {
    status: { kind: "visa-required", processingDays: 3 },
    type: "UAE tourist eVisa (30 days)",
    cost: "Approx. ₹7,000–₹8,000 for a 30-day single-entry tourist visa, including service charges",
    documents: [
      "Colour scan of passport valid for at least 6 months",
      "Recent passport-size photograph on a white background",
      "Confirmed return flight ticket",
      "Hotel booking confirmation",
      "Recent bank statement (if requested)",
    ],
    notes:
      "Indian citizens need a tourist visa arranged before travel, applied for online through an airline such as Etihad, a UAE hotel or a licensed travel agency; we handle it for you. Indians holding a valid US visa or green card, a UK or EU residence permit, or a valid visa or residence permit from Canada, Australia, New Zealand, Japan, Singapore or South Korea can instead get a 14-day visa on arrival (AED 100, extendable). Passports must be valid for six months from arrival.",
    sources: [
      { name: "UAE ICP: visas and entry", url: "https://icp.gov.ae" },
      {
        name: "UAE government portal: tourist visas",
        url: "https://u.ae/en/information-and-services/visa-and-emirates-id",
      },
    ],
    checkedOn: "2026-11-23",
  },
  rating: 4.6,
  tags: ["Culture", "Theme Parks", "Desert Luxury"],
};
