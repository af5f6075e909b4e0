import type { Destination } from "../destination-schema";

export const saudiArabia: Destination = {
  slug: "saudi-arabia",
  name: "Saudi Arabia",
  countryCode: "SA",
  image: "/images/destinations/saudi-arabia.svg",
  description:
    "Nabataean tombs in AlUla's canyons, Riyadh's reborn Diriyah and Jeddah's coral-stone old town: Arabia's newest luxury frontier, a four-hour flight from India.",
  overview:
    "Saudi Arabia is the Gulf's most exciting new luxury destination, around four to five hours from Delhi or Mumbai with several non-stop departures a day. AlUla's honey-coloured canyons hide the 2,000-year-old Nabataean tombs of Hegra, Riyadh pairs the mud-brick lanes of UNESCO-listed Diriyah with a buzzing new dining scene, and Jeddah's coral-stone old town opens onto the reefs of the Red Sea. Vegetarian and Indian food is everywhere thanks to a large Indian community, winter days are warm and dry, and many of our Muslim guests combine a holiday with Umrah. Expect canyon villas, private guides and generous Saudi hospitality.",
  bestTime: "November to March",
  currency: "Saudi Riyal (SAR)",
  language: "Arabic; English widely spoken in hotels and tourism",
  timeZone: "AST (UTC+3), 2h 30m behind IST",
  highlights: [
    "Hegra's Nabataean tombs in AlUla",
    "UNESCO-listed At-Turaif in historic Diriyah",
    "Edge of the World cliffs near Riyadh",
    "Al-Balad, Jeddah's historic coral-stone quarter",
    "Red Sea reefs and island resorts",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: 9,
      tempMaxC: 20,
      condition: "Mild days, chilly nights",
      icon: "sunny",
      rainfallMm: 12,
    },
    {
      month: "Feb",
      tempMinC: 11,
      tempMaxC: 23,
      condition: "Pleasant and sunny",
      icon: "sunny",
      rainfallMm: 10,
    },
    {
      month: "Mar",
      tempMinC: 16,
      tempMaxC: 28,
      condition: "Warm, occasional showers",
      icon: "partly-cloudy",
      rainfallMm: 22,
    },
    {
      month: "Apr",
      tempMinC: 21,
      tempMaxC: 33,
      condition: "Hot, dust storms possible",
      icon: "partly-cloudy",
      rainfallMm: 25,
    },
    { month: "May", tempMinC: 27, tempMaxC: 40, condition: "Very hot and dry", icon: "sunny", rainfallMm: 5 },
    {
      month: "Jun",
      tempMinC: 29,
      tempMaxC: 43,
      condition: "Extreme desert heat",
      icon: "sunny",
      rainfallMm: 0,
    },
    {
      month: "Jul",
      tempMinC: 31,
      tempMaxC: 44,
      condition: "Hottest month, dry",
      icon: "sunny",
      rainfallMm: 0,
    },
    {
      month: "Aug",
      tempMinC: 30,
      tempMaxC: 44,
      condition: "Extreme heat, dry",
      icon: "sunny",
      rainfallMm: 0,
    },
    {
      month: "Sep",
      tempMinC: 27,
      tempMaxC: 41,
      condition: "Very hot, easing slowly",
      icon: "sunny",
      rainfallMm: 0,
    },
    {
      month: "Oct",
      tempMinC: 22,
      tempMaxC: 35,
      condition: "Hot days, warm nights",
      icon: "sunny",
      rainfallMm: 2,
    },
    { month: "Nov", tempMinC: 15, tempMaxC: 27, condition: "Warm and clear", icon: "sunny", rainfallMm: 10 },
    {
      month: "Dec",
      tempMinC: 10,
      tempMaxC: 21,
      condition: "Mild, cool evenings",
      icon: "partly-cloudy",
      rainfallMm: 13,
    },
  ],
  itineraries: [
    {
      id: "riyadh-alula-heritage-6d",
      title: "Riyadh & AlUla Heritage Journey",
      duration: "6 Days / 5 Nights",
      costMinInr: 195000,
      costMaxInr: 295000,
      highlights: [
        "Evening at At-Turaif and Bujairi Terrace in Diriyah",
        "4x4 excursion to the Edge of the World",
        "Hegra, Saudi Arabia's first UNESCO World Heritage Site",
        "Sunset at Elephant Rock",
        "Canyon villa at Banyan Tree AlUla",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrive in Riyadh, evening in Diriyah",
          description:
            "Your guide meets you at King Khalid International Airport and settles you into a room high in the Kingdom Centre tower. In the evening, drive to Diriyah, birthplace of the first Saudi state, to walk the mud-brick lanes of At-Turaif and dine on Bujairi Terrace facing the floodlit ruins.",
          meals: ["Dinner"],
          accommodation: "Four Seasons Hotel Riyadh at Kingdom Centre",
        },
        {
          day: 2,
          title: "The Edge of the World",
          description:
            "Leave the city by 4x4 for the Tuwaiq Escarpment, about two hours northwest, where sheer limestone cliffs plunge hundreds of metres to an ancient seabed plain. Walk the rim with your guide, share a picnic lunch in the shade of an acacia and drive back as the desert turns gold. Access depends on the season and weather, so timings are set on the day.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Four Seasons Hotel Riyadh at Kingdom Centre",
        },
        {
          day: 3,
          title: "Masmak Fort, then fly to AlUla",
          description:
            "Begin at Masmak Fort, the clay citadel stormed in 1902, and the National Museum in the King Abdulaziz Historical Centre. A domestic flight of about 1 hour 40 minutes takes you to AlUla, where your villa is tucked into the sandstone walls of Ashar Valley. Dinner is served by the fire under an extraordinarily clear night sky.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Banyan Tree AlUla",
        },
        {
          day: 4,
          title: "Hegra and Elephant Rock",
          description:
            "Explore Hegra with a Rawi storyteller guide, visiting some of its more than one hundred monumental tombs carved into sandstone by the Nabataeans 2,000 years ago, including the lone Qasr al-Farid. At sunset, sink into a sand-level lounge at Elephant Rock, whose trunk-like arch glows red as the light fades.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Banyan Tree AlUla",
        },
        {
          day: 5,
          title: "AlUla Old Town, Dadan and Maraya",
          description:
            "Wander the maze of mud-brick houses in AlUla Old Town and the oasis palm groves along the ancient Incense Road. Continue to the Lion Tombs of Dadan and the rock inscriptions of Jabal Ikmah, an open-air library of early Arabian scripts, and finish at Maraya, the mirrored concert hall that reflects the canyon at sunset.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Banyan Tree AlUla",
        },
        {
          day: 6,
          title: "Farewell to AlUla",
          description:
            "In winter, an optional sunrise hot-air balloon flight drifts over the canyons before breakfast. Later, transfer to AlUla's airport for a connecting flight home via Riyadh or Jeddah; we align the timings with your international departure.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Four Seasons Hotel Riyadh at Kingdom Centre", stars: 5, location: "Riyadh" },
          { name: "The Ritz-Carlton, Riyadh", stars: 5, location: "Riyadh" },
          { name: "Banyan Tree AlUla", stars: 5, location: "Ashar Valley, AlUla" },
          { name: "Habitas AlUla", stars: 5, location: "Ashar Valley, AlUla" },
          { name: "Dar Tantora The House Hotel", stars: 5, location: "AlUla Old Town" },
        ],
        activities: [
          { name: "Private Edge of the World 4x4 excursion", type: "Private", priceInr: 22000 },
          { name: "Hegra guided tour", type: "SIC", activity: "alula-hegra-heritage-tour" },
          { name: "Hot-air balloon flight over AlUla (winter season)", type: "SIC", priceInr: 42000 },
          { name: "Stargazing experience at Gharameel", type: "SIC", priceInr: 7500 },
          { name: "Private Diriyah heritage walk", type: "Private", priceInr: 9000 },
        ],
      },
    },
    {
      id: "jeddah-red-sea-taif-5d",
      title: "Jeddah, Taif & the Red Sea",
      duration: "5 Days / 4 Nights",
      costMinInr: 110000,
      costMaxInr: 180000,
      highlights: [
        "Al-Balad, Jeddah's UNESCO-listed old town",
        "King Fahd's Fountain and the Corniche",
        "Private boat day with Red Sea snorkelling",
        "Taif's rose farms and the Al Hada mountain road",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrive on the Jeddah Corniche",
          description:
            "King Abdulaziz International Airport is a short drive from your palatial hotel on the North Corniche. In the late afternoon, stroll the seafront sculpture parks and watch King Fahd's Fountain shoot its plume of seawater hundreds of metres into the sky, floodlit after dark.",
          meals: ["Dinner"],
          accommodation: "The Ritz-Carlton, Jeddah",
        },
        {
          day: 2,
          title: "Historic Al-Balad",
          description:
            "Explore Al-Balad, the coral-stone heart of old Jeddah, with its carved wooden rawashin balconies, the restored Nasseef House and the spice and perfume stalls of Souq Al Alawi. Lunch on Hijazi favourites such as saleeg and mutabbaq, with vegetarian versions available, then return for a quiet afternoon at the spa.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "The Ritz-Carlton, Jeddah",
        },
        {
          day: 3,
          title: "A day out on the Red Sea",
          description:
            "Board a private boat at Obhur Creek for a day on the Red Sea, stopping to snorkel over coral gardens busy with parrotfish, clownfish and rays. Lunch is served on deck, and you are back ashore in time to watch the sun set over the water.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "The Ritz-Carlton, Jeddah",
        },
        {
          day: 4,
          title: "Cool air in the Taif highlands",
          description:
            "Drive inland and climb the hairpins of the Al Hada road to Taif, about 1,800 metres up and refreshingly cool. Visit a rose farm to see Taif rose oil distilled (harvest season is March and April), browse the old souq and enjoy mountain views before returning to Jeddah. Non-Muslim guests follow the designated route that bypasses Makkah.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "The Ritz-Carlton, Jeddah",
        },
        {
          day: 5,
          title: "Departure from Jeddah",
          description:
            "Spend a last morning by the pool or pick up Ajwa dates and oud perfume at the Red Sea Mall. Your private transfer to King Abdulaziz International Airport is timed comfortably around the flight home.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "The Ritz-Carlton, Jeddah", stars: 5, location: "North Corniche, Jeddah" },
          { name: "Waldorf Astoria Jeddah – Qasr Al Sharq", stars: 5, location: "North Corniche, Jeddah" },
          { name: "Rosewood Jeddah", stars: 5, location: "Corniche, Jeddah" },
          { name: "Park Hyatt Jeddah – Marina, Club and Spa", stars: 5, location: "Al Hamra, Jeddah" },
        ],
        activities: [
          { name: "Private half-day yacht charter with snorkelling", type: "Private", priceInr: 28000 },
          { name: "Al-Balad guided heritage walk", type: "SIC", priceInr: 3500 },
          { name: "Private Taif day trip with rose farm visit", type: "Private", priceInr: 24000 },
          { name: "Two-tank Red Sea dive (certified divers)", type: "SIC", priceInr: 12000 },
          {
            name: "Umrah assistance with private transfers (Muslim guests only)",
            type: "Private",
            priceInr: 15000,
          },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: ["Saudia", "IndiGo", "Air India"],
      duration: "5h 00m",
      frequency: "Multiple daily",
      avgCostInr: 34000,
    },
    {
      city: "Mumbai",
      airlines: ["Saudia", "IndiGo", "Air India", "flynas"],
      duration: "4h 15m",
      frequency: "Multiple daily",
      avgCostInr: 30000,
    },
  ],
  visa: {
    status: { kind: "visa-required", processingDays: 3 },
    type: "Tourist eVisa or tourist visa (via VFS Tasheer)",
    cost: "Approx. SAR 480–535 (₹11,000–₹12,000) including mandatory medical insurance",
    documents: [
      "Passport valid for at least 6 months with two blank pages",
      "Recent passport-size photograph on a white background",
      "Used US, UK or Schengen visa, or US/UK/EU or GCC residence permit (for the eVisa route)",
      "Confirmed return ticket and hotel bookings",
      "Bank statements for the last 3 months (for the VFS Tasheer route)",
    ],
    notes:
      "Indian passport holders qualify for the online tourist eVisa or a visa on arrival if they hold a US, UK or Schengen visa that has been used at least once, or residence in the US, UK, EU or a GCC country; everyone else applies for a tourist visa through the Saudi VFS Tasheer centres in India, which we arrange. A 96-hour stopover visa can also be added to Saudia or flynas tickets. The tourist visa allows Umrah outside the Hajj season, but non-Muslims may not enter Makkah. Dress modestly in public and note that alcohol is prohibited.",
    sources: [{ name: "Saudi eVisa (Visit Saudi)", url: "https://visa.visitsaudi.com" }],
    checkedOn: "2026-11-23",
  },
  rating: 4.4,
  tags: ["Heritage", "Desert", "Red Sea"],
};
