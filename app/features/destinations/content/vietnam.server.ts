import type { Destination } from "../destination-schema";

export const vietnam: Destination = {
  slug: "vietnam",
  name: "Vietnam",
  countryCode: "VN",
  image: "/images/destinations/vietnam.svg",
  description:
    "Cruise Ha Long Bay's limestone karsts, float lanterns in Hoi An and taste Saigon's street food, all about five hours non-stop from Delhi and Mumbai.",
  overview:
    "Vietnam packs emerald limestone bays, lantern-lit old towns and buzzing street-food cities into one slender country, and it has become a favourite with Indian travellers for its short flights and excellent value. VietJet and Vietnam Airlines fly non-stop from Delhi and Mumbai, Air India connects Delhi with Ho Chi Minh City and Hanoi, and the 90-day eVisa is quick to get online. Vegetarians will find Buddhist chay restaurants everywhere, plus Indian kitchens in Hanoi, Hoi An and Saigon. Couples love overnight cruises among the karsts and Hoi An's lantern nights, families enjoy the Golden Bridge at Ba Na Hills and Phu Quoc's beaches, and five-star hotels cost a fraction of European prices.",
  bestTime: "October to April",
  currency: "Vietnamese Dong (VND)",
  language: "Vietnamese (English common in tourist areas)",
  timeZone: "ICT (UTC+7), 1h 30m ahead of IST",
  highlights: [
    "Overnight cruise among Ha Long and Lan Ha Bay's limestone islands",
    "Hoi An Ancient Town by lantern light",
    "Golden Bridge at Ba Na Hills",
    "Cu Chi Tunnels and the Mekong Delta",
    "Hanoi's Old Quarter and Temple of Literature",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: 14,
      tempMaxC: 19,
      condition: "Cool, grey and misty in Hanoi",
      icon: "cloudy",
      rainfallMm: 20,
    },
    {
      month: "Feb",
      tempMinC: 15,
      tempMaxC: 20,
      condition: "Light drizzle, Tet festivities",
      icon: "cloudy",
      rainfallMm: 25,
    },
    {
      month: "Mar",
      tempMinC: 18,
      tempMaxC: 23,
      condition: "Mild and overcast",
      icon: "cloudy",
      rainfallMm: 45,
    },
    {
      month: "Apr",
      tempMinC: 21,
      tempMaxC: 27,
      condition: "Warm spring, clearing skies",
      icon: "partly-cloudy",
      rainfallMm: 90,
    },
    {
      month: "May",
      tempMinC: 24,
      tempMaxC: 32,
      condition: "Hot, thunderstorms begin",
      icon: "stormy",
      rainfallMm: 190,
    },
    {
      month: "Jun",
      tempMinC: 26,
      tempMaxC: 33,
      condition: "Hot and humid, heavy showers",
      icon: "rainy",
      rainfallMm: 240,
    },
    {
      month: "Jul",
      tempMinC: 26,
      tempMaxC: 33,
      condition: "Rainy season in full swing",
      icon: "rainy",
      rainfallMm: 290,
    },
    {
      month: "Aug",
      tempMinC: 26,
      tempMaxC: 32,
      condition: "Wettest month, tropical storms",
      icon: "stormy",
      rainfallMm: 320,
    },
    {
      month: "Sep",
      tempMinC: 24,
      tempMaxC: 31,
      condition: "Showers, typhoon risk on the coast",
      icon: "rainy",
      rainfallMm: 250,
    },
    {
      month: "Oct",
      tempMinC: 22,
      tempMaxC: 29,
      condition: "Warm and drying, great for touring",
      icon: "partly-cloudy",
      rainfallMm: 130,
    },
    {
      month: "Nov",
      tempMinC: 18,
      tempMaxC: 26,
      condition: "Dry, sunny autumn days",
      icon: "sunny",
      rainfallMm: 45,
    },
    {
      month: "Dec",
      tempMinC: 15,
      tempMaxC: 22,
      condition: "Cool and dry",
      icon: "partly-cloudy",
      rainfallMm: 20,
    },
  ],
  itineraries: [
    {
      id: "grand-vietnam-8d",
      title: "Grand Vietnam: Hanoi, Lan Ha Bay, Hoi An & Saigon",
      duration: "8 Days / 7 Nights",
      costMinInr: 135000,
      costMaxInr: 210000,
      highlights: [
        "Sofitel Legend Metropole Hanoi",
        "Overnight luxury cruise in Lan Ha Bay",
        "Pool villa at Four Seasons The Nam Hai",
        "Golden Bridge at Ba Na Hills",
        "Cu Chi Tunnels",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Xin Chào Hanoi",
          description:
            "Arrive at Noi Bai International Airport and transfer to the Sofitel Legend Metropole Hanoi, the grande dame of Indochina since 1901. In the evening, circle Hoan Kiem Lake by electric buggy and watch a traditional water puppet show at the Thang Long theatre.",
          meals: ["Dinner"],
          accommodation: "Sofitel Legend Metropole Hanoi",
        },
        {
          day: 2,
          title: "Hanoi's Heritage and the Old Quarter",
          description:
            "Visit the Ho Chi Minh Mausoleum complex, the One Pillar Pagoda and the Temple of Literature, home to Vietnam's first university, founded in 1076. After lunch, explore the guild streets of the Old Quarter by cyclo and stop for creamy egg coffee in a hidden café. Dinner is at a pure-vegetarian restaurant near the lake.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Sofitel Legend Metropole Hanoi",
        },
        {
          day: 3,
          title: "Cruising Among the Karsts",
          description:
            "Take the expressway to the coast and board the Heritage Line Ylang for a night among the limestone islands of Lan Ha Bay, the quieter neighbour of Ha Long Bay. Kayak into hidden lagoons, visit a floating fishing village and watch the sunset from the sundeck with a drink in hand.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Heritage Line Ylang Cruise, Lan Ha Bay",
        },
        {
          day: 4,
          title: "Tai Chi at Dawn, Flight to Da Nang",
          description:
            "Start with a tai chi session on deck and a brunch cruise past the karsts before disembarking for an afternoon flight to Da Nang. Transfer to Four Seasons Resort The Nam Hai on Ha My beach, where your villa comes with its own private pool.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Four Seasons Resort The Nam Hai, Hoi An",
        },
        {
          day: 5,
          title: "Hoi An's Lanterns and Tailors",
          description:
            "Walk through Hoi An Ancient Town, a UNESCO World Heritage Site, past the Japanese Covered Bridge, old merchant houses and Chinese assembly halls. Get measured for a silk dress or suit at one of the town's famous tailors and make your own silk lantern in a workshop. After dark, float a candle lantern on the Thu Bon River from a sampan.",
          meals: ["Breakfast"],
          accommodation: "Four Seasons Resort The Nam Hai, Hoi An",
        },
        {
          day: 6,
          title: "Ba Na Hills and the Golden Bridge",
          description:
            "Ride one of the world's longest cable cars up to Ba Na Hills and walk the Golden Bridge, held aloft by two giant stone hands above the forest. Return to the resort in the afternoon for a spa treatment or a cooking class featuring vegetarian spring rolls and crispy banh xeo pancakes.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Four Seasons Resort The Nam Hai, Hoi An",
        },
        {
          day: 7,
          title: "Saigon's Colonial Landmarks",
          description:
            "Fly to Ho Chi Minh City and check in to the Park Hyatt Saigon beside the Opera House. Explore the French-era Central Post Office, the Independence Palace and the bustling Ben Thanh Market, then toast the skyline from a rooftop bar in District 1.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Park Hyatt Saigon",
        },
        {
          day: 8,
          title: "Cu Chi Tunnels and Farewell",
          description:
            "Spend the morning crawling through a widened section of the Cu Chi Tunnels, the underground network used during the Vietnam War. Return to the city for a farewell lunch before your transfer to Tan Son Nhat Airport for the non-stop flight back to India.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Sofitel Legend Metropole Hanoi", stars: 5, location: "Hoan Kiem, Hanoi" },
          { name: "Four Seasons Resort The Nam Hai", stars: 5, location: "Ha My Beach, Hoi An" },
          { name: "Anantara Hoi An Resort", stars: 5, location: "Thu Bon riverside, Hoi An" },
          { name: "Park Hyatt Saigon", stars: 5, location: "District 1, Ho Chi Minh City" },
          { name: "Hotel des Arts Saigon MGallery", stars: 5, location: "District 3, Ho Chi Minh City" },
        ],
        activities: [
          { name: "Hoi An lantern-making workshop", type: "SIC", priceInr: 2200 },
          { name: "Private Mekong Delta day trip", type: "Private", priceInr: 14000 },
          { name: "Vietnamese cooking class with market visit", type: "SIC", priceInr: 4500 },
          { name: "AO Show at the Saigon Opera House", type: "SIC", priceInr: 4200 },
          { name: "Private Hanoi street-food walk by night", type: "Private", priceInr: 6500 },
        ],
      },
    },
    {
      id: "saigon-mekong-phu-quoc-6d",
      title: "Saigon, Mekong & Phu Quoc Beach Break",
      duration: "6 Days / 5 Nights",
      costMinInr: 58000,
      costMaxInr: 98000,
      highlights: [
        "Mekong Delta sampan ride",
        "Bill Bensley's JW Marriott Phu Quoc Emerald Bay",
        "Hon Thom sea-crossing cable car",
        "Sunset Town and the Kiss Bridge",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrive in Ho Chi Minh City",
          description:
            "Land at Tan Son Nhat and check in to Hotel des Arts Saigon, an art-filled MGallery hotel whose rooftop Social Club bar overlooks the city. Dinner is at an Indian restaurant near Ben Thanh Market for an easy first evening.",
          meals: ["Dinner"],
          accommodation: "Hotel des Arts Saigon MGallery",
        },
        {
          day: 2,
          title: "Mekong Delta by Sampan",
          description:
            "Drive south to Ben Tre, where sampans glide through palm-fringed canals to coconut-candy workshops and fruit orchards. Sip honey tea with local farmers, lunch on local or vegetarian dishes, and listen to don ca tai tu folk music before returning to the city.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Hotel des Arts Saigon MGallery",
        },
        {
          day: 3,
          title: "Flight to Phu Quoc Island",
          description:
            "Take the hour-long flight to Phu Quoc and check in to JW Marriott Phu Quoc Emerald Bay, a whimsical resort designed by Bill Bensley as an imaginary French university. Spend the afternoon on the powder-soft sand of Khem Beach and dine at the resort's Pink Pearl restaurant.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "JW Marriott Phu Quoc Emerald Bay",
        },
        {
          day: 4,
          title: "Hon Thom Cable Car and Island Hopping",
          description:
            "Ride the Hon Thom cable car, nearly eight kilometres long over open sea, to the An Thoi islands for snorkelling and beach time. A speedboat then takes you to quieter islets such as May Rut for a swim in clear turquoise water.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "JW Marriott Phu Quoc Emerald Bay",
        },
        {
          day: 5,
          title: "Sunset Town and the Night Market",
          description:
            "Enjoy a free morning at the resort pools, then head to Sunset Town in the south of the island to watch the sun drop behind the Kiss Bridge. Finish with a stroll through the Phu Quoc night market for peppercorns, pearls and tropical fruit.",
          meals: ["Breakfast"],
          accommodation: "JW Marriott Phu Quoc Emerald Bay",
        },
        {
          day: 6,
          title: "Departure from Phu Quoc",
          description:
            "Enjoy a final breakfast overlooking Khem Beach, then transfer to Phu Quoc International Airport. Your flight home connects through Ho Chi Minh City to Delhi or Mumbai.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Hotel des Arts Saigon MGallery", stars: 5, location: "District 3, Ho Chi Minh City" },
          { name: "The Reverie Saigon", stars: 5, location: "District 1, Ho Chi Minh City" },
          { name: "JW Marriott Phu Quoc Emerald Bay", stars: 5, location: "Khem Beach, Phu Quoc" },
          { name: "InterContinental Phu Quoc Long Beach Resort", stars: 5, location: "Long Beach, Phu Quoc" },
          { name: "Novotel Phu Quoc Resort", stars: 4, location: "Long Beach, Phu Quoc" },
        ],
        activities: [
          { name: "Cu Chi Tunnels half-day tour", type: "SIC", priceInr: 3200 },
          { name: "Saigon street-food tour by Vespa", type: "SIC", priceInr: 6500 },
          { name: "Private speedboat island-hopping from An Thoi", type: "Private", priceInr: 18000 },
          { name: "VinWonders and Vinpearl Safari combo", type: "SIC", priceInr: 5500 },
          { name: "Couple's spa ritual at the resort", type: "Private", priceInr: 9000 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: ["VietJet Air", "Vietnam Airlines", "Air India"],
      duration: "4h 30m",
      frequency: "Multiple daily",
      avgCostInr: 30000,
    },
    {
      city: "Mumbai",
      airlines: ["VietJet Air", "Vietnam Airlines"],
      duration: "5h 15m",
      frequency: "Daily",
      avgCostInr: 33000,
    },
  ],
  visa: {
    status: { kind: "visa-required", processingDays: 3 },
    type: "eVisa",
    cost: "US$ 25 (approx. ₹2,200) single entry; US$ 50 (approx. ₹4,400) multiple entry",
    documents: [
      "Passport valid for at least 6 months with two blank pages",
      "Scan of the passport bio page and a recent photo (4 x 6 cm, white background)",
      "Planned entry and exit dates and ports",
      "Address of your first hotel in Vietnam",
    ],
    notes:
      "Apply only on the official Vietnam immigration portal (evisa.gov.vn); copycat websites charge several times the real fee. The eVisa allows stays of up to 90 days, single or multiple entry, and is usually issued within 3 working days. Carry a printed copy and check that your name, passport number and dates match your passport exactly.",
    sources: [{ name: "Vietnam e-Visa (Immigration Department)", url: "https://evisa.gov.vn" }],
    checkedOn: "2026-11-23",
  },
  rating: 4.6,
  tags: ["Culture", "Cruises", "Street Food"],
};
