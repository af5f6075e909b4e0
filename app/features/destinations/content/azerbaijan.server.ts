import type { Destination } from "../destination-schema";

export const azerbaijan: Destination = {
  slug: "azerbaijan",
  name: "Azerbaijan",
  countryCode: "AZ",
  image: "/images/destinations/azerbaijan.svg",
  description:
    "The Land of Fire on the Caspian: a medieval walled city beside Zaha Hadid landmarks, burning hillsides, Caucasus foothills and Silk Road palaces, non-stop from Delhi.",
  overview:
    "Azerbaijan, the Land of Fire on the Caspian Sea, has become a favourite short-haul escape from India, with non-stop IndiGo flights from Delhi and a simple online eVisa issued in three working days. Baku pairs a medieval walled city with the flowing curves of Zaha Hadid's Heydar Aliyev Center and the glowing Flame Towers, while the Ateshgah fire temple, once tended by Indian traders and ascetics, still carries Sanskrit and Gurmukhi inscriptions. Beyond the capital lie the green Caucasus foothills of Gabala and the Silk Road town of Sheki. Indian restaurants and vegetarian dishes are easy to find, prices are gentle, and spring and autumn are lovely.",
  bestTime: "April to June and September to October",
  currency: "Azerbaijani Manat (AZN)",
  language: "Azerbaijani; Russian widely spoken, English in hotels",
  timeZone: "AZT (UTC+4), 1h 30m behind IST",
  highlights: [
    "Baku's UNESCO-listed Old City and Maiden Tower",
    "Heydar Aliyev Center and the Flame Towers",
    "Ateshgah Fire Temple and Yanar Dag",
    "Gobustan petroglyphs and mud volcanoes",
    "Gabala's mountains and Sheki's Silk Road palace",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: 1,
      tempMaxC: 7,
      condition: "Cold, grey and windy",
      icon: "cloudy",
      rainfallMm: 20,
    },
    {
      month: "Feb",
      tempMinC: 1,
      tempMaxC: 7,
      condition: "Cold with occasional snow",
      icon: "snowy",
      rainfallMm: 20,
    },
    {
      month: "Mar",
      tempMinC: 4,
      tempMaxC: 11,
      condition: "Cool and blustery",
      icon: "cloudy",
      rainfallMm: 22,
    },
    {
      month: "Apr",
      tempMinC: 9,
      tempMaxC: 17,
      condition: "Mild spring days",
      icon: "partly-cloudy",
      rainfallMm: 20,
    },
    {
      month: "May",
      tempMinC: 14,
      tempMaxC: 23,
      condition: "Warm and pleasant",
      icon: "sunny",
      rainfallMm: 18,
    },
    { month: "Jun", tempMinC: 19, tempMaxC: 28, condition: "Warm and sunny", icon: "sunny", rainfallMm: 8 },
    { month: "Jul", tempMinC: 22, tempMaxC: 31, condition: "Hot and dry", icon: "sunny", rainfallMm: 3 },
    {
      month: "Aug",
      tempMinC: 22,
      tempMaxC: 31,
      condition: "Hot, breezy by the sea",
      icon: "sunny",
      rainfallMm: 6,
    },
    {
      month: "Sep",
      tempMinC: 18,
      tempMaxC: 26,
      condition: "Warm, golden autumn",
      icon: "sunny",
      rainfallMm: 14,
    },
    {
      month: "Oct",
      tempMinC: 13,
      tempMaxC: 20,
      condition: "Mild with some rain",
      icon: "partly-cloudy",
      rainfallMm: 30,
    },
    {
      month: "Nov",
      tempMinC: 8,
      tempMaxC: 14,
      condition: "Cool, damp and windy",
      icon: "rainy",
      rainfallMm: 32,
    },
    {
      month: "Dec",
      tempMinC: 4,
      tempMaxC: 9,
      condition: "Cold and overcast",
      icon: "cloudy",
      rainfallMm: 24,
    },
  ],
  itineraries: [
    {
      id: "baku-city-break-4d",
      title: "Baku City Break",
      duration: "4 Days / 3 Nights",
      costMinInr: 45000,
      costMaxInr: 85000,
      highlights: [
        "UNESCO-listed Old City (Icherisheher)",
        "Heydar Aliyev Center by Zaha Hadid",
        "Ateshgah Fire Temple with its Indian inscriptions",
        "Yanar Dag burning hillside",
        "Gobustan rock art and mud volcanoes",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrive in the Land of Fire",
          description:
            "A 30-minute transfer from Heydar Aliyev International Airport takes you to your hotel overlooking the Caspian. In the evening, stroll Baku Boulevard, the seaside promenade, as the Flame Towers on the hill above light up with flickering LED flames.",
          meals: ["Dinner"],
          accommodation: "JW Marriott Absheron Baku",
        },
        {
          day: 2,
          title: "Old City and the Heydar Aliyev Center",
          description:
            "Walk inside the walls of Icherisheher to the Maiden Tower, the Palace of the Shirvanshahs and old caravanserais now filled with carpet and copper shops. In the afternoon, see the white, wave-like Heydar Aliyev Center, then ride the funicular to Highland Park for the best view over the bay.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "JW Marriott Absheron Baku",
        },
        {
          day: 3,
          title: "Gobustan, mud volcanoes and fire",
          description:
            "Drive an hour south to Gobustan National Park, where thousands of Stone Age petroglyphs show hunters, boats and dancers, then bump by old Lada to the bubbling grey mud volcanoes nearby. Later visit the Ateshgah of Surakhani, a fire temple where Indian pilgrims once lived in tiny cells, and finish at Yanar Dag, a hillside that has burned for decades.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "JW Marriott Absheron Baku",
        },
        {
          day: 4,
          title: "Nizami Street and departure",
          description:
            "Shop along pedestrian Nizami Street and Fountain Square for Azerbaijani tea sets, silk kelaghayi scarves and boxes of pakhlava and shekerbura. Your driver then takes you back to the airport for the flight home to India.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "JW Marriott Absheron Baku", stars: 5, location: "Baku Boulevard" },
          { name: "Fairmont Baku, Flame Towers", stars: 5, location: "Baku" },
          { name: "Four Seasons Hotel Baku", stars: 5, location: "Baku Boulevard" },
          { name: "The Ritz-Carlton, Baku", stars: 5, location: "Baku" },
          { name: "Hilton Baku", stars: 5, location: "Baku" },
        ],
        activities: [
          {
            name: "Gobustan and mud volcanoes half-day tour",
            type: "SIC",
            activity: "gobustan-and-mud-volcanoes",
          },
          { name: "Private Old City walking tour", type: "Private", priceInr: 5500 },
          { name: "Caspian boat ride from Baku Boulevard", type: "SIC", priceInr: 1200 },
          { name: "Azerbaijani dinner with live mugham music", type: "SIC", priceInr: 4000 },
          { name: "Private day trip to Shahdag mountain resort", type: "Private", priceInr: 18000 },
        ],
      },
    },
    {
      id: "baku-gabala-sheki-7d",
      title: "Baku, Gabala & Sheki Silk Road",
      duration: "7 Days / 6 Nights",
      costMinInr: 95000,
      costMaxInr: 165000,
      highlights: [
        "Three nights inside the Flame Towers",
        "Juma Mosque of Shamakhi and the Diri Baba mausoleum",
        "Tufandag cable car and Nohur Lake in Gabala",
        "Palace of Shaki Khans, a UNESCO World Heritage Site",
        "Ateshgah, Yanar Dag and Gobustan",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Welcome to Baku",
          description:
            "Your driver follows the seafront avenue from the airport to one of the three flame-shaped glass towers on the hill above the city, where your room looks out across the Caspian. Dinner introduces Azerbaijani cooking, from saffron plov to herb-filled qutab flatbreads, which are naturally vegetarian.",
          meals: ["Dinner"],
          accommodation: "Fairmont Baku, Flame Towers",
        },
        {
          day: 2,
          title: "Icherisheher with a local historian",
          description:
            "Climb the Maiden Tower for rooftop views, explore the Shirvanshahs' palace complex with its mausoleum and bathhouse, and peek into the tiny Museum of Miniature Books. After lunch in a restored caravanserai, visit the Carpet Museum, shaped like a rolled carpet, and walk the boulevard at dusk.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Fairmont Baku, Flame Towers",
        },
        {
          day: 3,
          title: "The Absheron fire trail",
          description:
            "Begin with the rock engravings of Gobustan and its bubbling mud cones, then head across the Absheron Peninsula to the pentagonal fire temple at Surakhani. Its cell walls still bear inscriptions left by visiting Indian devotees in Devanagari and Gurmukhi. End the day watching the flames of Yanar Dag dance in the dark.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Fairmont Baku, Flame Towers",
        },
        {
          day: 4,
          title: "Shamakhi to the Gabala foothills",
          description:
            "Drive northwest into greener country, stopping at the Diri Baba mausoleum built into a cliff at Maraza and the Juma Mosque of Shamakhi, among the oldest in the Caucasus. Arrive in Gabala in the afternoon, where forested slopes of the Greater Caucasus rise behind your riverside resort.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Qafqaz Riverside Resort Hotel, Gabala",
        },
        {
          day: 5,
          title: "Tufandag, Nohur Lake and on to Sheki",
          description:
            "Ride the Tufandag cable car up towards the mountain ridge for views over the Caucasus, then stroll the shore of Nohur Lake and the Seven Beauties waterfall. In the afternoon, continue along the foothills for about 90 minutes to Sheki, an old silk town of tiled roofs and walnut trees.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Marxal Resort & Spa, Sheki",
        },
        {
          day: 6,
          title: "Palace of the Shaki Khans, then back to Baku",
          description:
            "See the Palace of the Shaki Khans, whose shebeke windows are assembled from thousands of pieces of coloured glass without a single nail, then the Upper Caravanserai and the ancient Albanian church at Kish. Pick up a box of syrupy Sheki halva before the five-hour drive back to Baku.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Four Seasons Hotel Baku",
        },
        {
          day: 7,
          title: "Departure from Baku",
          description:
            "Linger over breakfast in your grand Beaux-Arts hotel beside the boulevard, with a last look at the Caspian. A private transfer then takes you to Heydar Aliyev International Airport, about 30 minutes away, for the return flight.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Fairmont Baku, Flame Towers", stars: 5, location: "Baku" },
          { name: "Four Seasons Hotel Baku", stars: 5, location: "Baku Boulevard" },
          { name: "Qafqaz Riverside Resort Hotel", stars: 5, location: "Gabala" },
          { name: "Chenot Palace Gabala", stars: 5, location: "Gabala" },
          { name: "Marxal Resort & Spa", stars: 5, location: "Sheki" },
        ],
        activities: [
          { name: "Tufandag cable car pass", type: "SIC", priceInr: 2500 },
          { name: "Shamakhi winery tour and tasting", type: "Private", priceInr: 7000 },
          { name: "Sheki halva and silk workshop visit", type: "SIC", priceInr: 2000 },
          { name: "Horse riding in the Gabala foothills", type: "Private", priceInr: 4500 },
          { name: "Private sunset yacht on the Caspian", type: "Private", priceInr: 25000 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: ["IndiGo", "flydubai (via Dubai)", "Qatar Airways (via Doha)"],
      duration: "5h 30m",
      frequency: "Several weekly non-stop; daily via Gulf hubs",
      avgCostInr: 38000,
    },
    {
      city: "Mumbai",
      airlines: ["IndiGo (via Delhi)", "flydubai (via Dubai)", "Air Arabia (via Sharjah)"],
      duration: "8h 30m (1 stop)",
      frequency: "Daily",
      avgCostInr: 42000,
    },
  ],
  visa: {
    status: { kind: "visa-required", processingDays: 3 },
    type: "eVisa (ASAN Visa)",
    cost: "US$ 26 (approx. ₹2,200) for the standard eVisa, incl. US$ 20 state fee; urgent 3-hour eVisa costs more",
    documents: [
      "Passport valid at least 3 months beyond the eVisa's expiry date",
      "Scan of the passport photo page",
      "Confirmed hotel bookings",
      "Return flight ticket",
      "Printed copy of the approved eVisa",
    ],
    notes:
      "Apply only on the official ASAN Visa portal (evisa.gov.az). The standard eVisa is issued within three working days, is valid for 90 days and allows a single stay of up to 30 days; an urgent version is issued within three hours for a higher fee. Carry a printout with your passport. Stays longer than 15 days require registration with the State Migration Service, which hotels normally handle for their guests.",
    sources: [{ name: "ASAN Visa (Republic of Azerbaijan)", url: "https://evisa.gov.az" }],
    checkedOn: "2026-11-23",
  },
  rating: 4.3,
  tags: ["Caucasus", "Architecture", "Culture"],
};
