import type { Destination } from "../destination-schema";

export const japan: Destination = {
  slug: "japan",
  name: "Japan",
  countryCode: "JP",
  image: "/images/destinations/japan.svg",
  description:
    "Cherry blossoms, bullet trains, Mount Fuji and Kyoto's temples, with ryokan stays, private guides and non-stop flights from Delhi and Mumbai.",
  overview:
    "Japan is Asia's most refined luxury destination, where centuries-old temples, ryokan inns with private hot-spring baths and Michelin-starred dining sit alongside bullet trains and neon skylines. Air India, JAL and ANA fly non-stop from Delhi, ANA and Air India also fly non-stop from Mumbai, and Indian passport holders can apply for a simple eVISA. Vegetarians should plan ahead, but Tokyo and Kyoto have excellent Indian restaurants, and Buddhist shojin ryori temple cuisine is entirely plant-based. Japan is one of the safest countries in the world for families, while couples love spring cherry blossoms, autumn maple leaves and suites with their own onsen.",
  bestTime: "March to May and October to November",
  currency: "Japanese Yen (JPY)",
  language: "Japanese (English signage in major cities)",
  timeZone: "JST (UTC+9), 3h 30m ahead of IST",
  highlights: [
    "Cherry blossoms in Tokyo and Kyoto (late March to early April)",
    "Mount Fuji views from Hakone and Lake Kawaguchi",
    "Kyoto's Fushimi Inari, Kinkaku-ji and Arashiyama",
    "Shinkansen bullet-train journeys",
    "Ryokan stays with kaiseki dinners and onsen baths",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: 1,
      tempMaxC: 10,
      condition: "Cold, dry and sunny",
      icon: "sunny",
      rainfallMm: 60,
    },
    {
      month: "Feb",
      tempMinC: 2,
      tempMaxC: 11,
      condition: "Clear winter skies, plum blossoms",
      icon: "sunny",
      rainfallMm: 55,
    },
    {
      month: "Mar",
      tempMinC: 5,
      tempMaxC: 14,
      condition: "Cherry blossoms open late in the month",
      icon: "partly-cloudy",
      rainfallMm: 115,
    },
    {
      month: "Apr",
      tempMinC: 10,
      tempMaxC: 19,
      condition: "Mild, cherry blossom season",
      icon: "partly-cloudy",
      rainfallMm: 135,
    },
    {
      month: "May",
      tempMinC: 15,
      tempMaxC: 24,
      condition: "Warm and fresh, new greenery",
      icon: "partly-cloudy",
      rainfallMm: 140,
    },
    {
      month: "Jun",
      tempMinC: 19,
      tempMaxC: 26,
      condition: "Tsuyu rainy season",
      icon: "rainy",
      rainfallMm: 170,
    },
    {
      month: "Jul",
      tempMinC: 23,
      tempMaxC: 30,
      condition: "Hot and humid",
      icon: "partly-cloudy",
      rainfallMm: 155,
    },
    {
      month: "Aug",
      tempMinC: 24,
      tempMaxC: 31,
      condition: "Hottest month, summer festivals",
      icon: "sunny",
      rainfallMm: 155,
    },
    {
      month: "Sep",
      tempMinC: 21,
      tempMaxC: 27,
      condition: "Warm, peak typhoon season",
      icon: "stormy",
      rainfallMm: 225,
    },
    {
      month: "Oct",
      tempMinC: 15,
      tempMaxC: 22,
      condition: "Mild with occasional heavy rain",
      icon: "rainy",
      rainfallMm: 235,
    },
    {
      month: "Nov",
      tempMinC: 9,
      tempMaxC: 17,
      condition: "Crisp days, autumn foliage",
      icon: "partly-cloudy",
      rainfallMm: 95,
    },
    {
      month: "Dec",
      tempMinC: 4,
      tempMaxC: 12,
      condition: "Cold, dry, winter illuminations",
      icon: "sunny",
      rainfallMm: 60,
    },
  ],
  itineraries: [
    {
      id: "luxury-tokyo-hakone-kyoto-8d",
      title: "Luxury Japan: Tokyo, Hakone & Kyoto",
      duration: "8 Days / 7 Nights",
      costMinInr: 285000,
      costMaxInr: 385000,
      highlights: [
        "The Peninsula Tokyo and The Ritz-Carlton Kyoto",
        "In-room kaiseki dinner at Gora Kadan ryokan",
        "Private tea ceremony in a Kyoto townhouse",
        "Shinkansen to Kyoto",
        "Fushimi Inari, Arashiyama and Nara",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Konnichiwa Tokyo",
          description:
            "A meet-and-greet host escorts you from the airport to The Peninsula Tokyo, which faces the Imperial Palace gardens in Marunouchi. Shake off the overnight flight with a soak in the spa's pool, then enjoy a relaxed dinner with night views across the city.",
          meals: ["Dinner"],
          accommodation: "The Peninsula Tokyo, Marunouchi",
        },
        {
          day: 2,
          title: "Temples, Shrines and Shibuya",
          description:
            "With a private English-speaking guide, start at Senso-ji, Tokyo's oldest temple, and browse the snack stalls of Nakamise street. After lunch, walk the forested approach to Meiji Jingu, then cross the Shibuya Scramble and watch it from the open-air rooftop of Shibuya Sky at dusk.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "The Peninsula Tokyo, Marunouchi",
        },
        {
          day: 3,
          title: "Tsukiji, teamLab and Ginza",
          description:
            "Sample sweet tamagoyaki and perfect strawberries on a guided walk through the Tsukiji Outer Market, then wade barefoot through the immersive water and light rooms of teamLab Planets in Toyosu. Spend the afternoon shopping in Ginza before a shojin ryori or fine Indian dinner.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "The Peninsula Tokyo, Marunouchi",
        },
        {
          day: 4,
          title: "Romancecar to Hakone",
          description:
            "Ride the Romancecar limited express from Shinjuku into the hills of Hakone and cruise Lake Ashi on a replica pirate ship, looking out for Mount Fuji on clear days. The Hakone Ropeway floats you over the steaming vents of Owakudani before you check in to Gora Kadan, a former imperial summer villa. A multi-course kaiseki dinner is served in your room, with vegetarian menus on request.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Gora Kadan, Hakone",
        },
        {
          day: 5,
          title: "Bullet Train to Kyoto and Fushimi Inari",
          description:
            "After a morning onsen bath, take the shinkansen from Odawara to Kyoto in about two hours. Check in to The Ritz-Carlton Kyoto on the banks of the Kamogawa River, then walk beneath thousands of vermilion torii gates at Fushimi Inari Taisha in the soft afternoon light.",
          meals: ["Breakfast"],
          accommodation: "The Ritz-Carlton Kyoto",
        },
        {
          day: 6,
          title: "Arashiyama and the Golden Pavilion",
          description:
            "Arrive early at the Arashiyama bamboo grove before the crowds, then explore the Zen gardens of Tenryu-ji. In the afternoon, see the gold-leaf Kinkaku-ji reflected in its pond and join a private tea ceremony led by a tea master in a traditional machiya townhouse.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "The Ritz-Carlton Kyoto",
        },
        {
          day: 7,
          title: "Nara's Deer and Gion at Dusk",
          description:
            "Take a half-day trip to Nara to see the giant bronze Buddha of Todai-ji and the bowing deer of Nara Park. Back in Kyoto, your guide leads an evening walk through the lantern-lit lanes of Gion, where you may glimpse a geiko or maiko hurrying to an appointment, before a farewell kaiseki dinner.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "The Ritz-Carlton Kyoto",
        },
        {
          day: 8,
          title: "Sayonara from Kansai",
          description:
            "A private car or the Haruka express takes you to Kansai International Airport for your flight home via Tokyo, Singapore or Hong Kong. Leave time to shop for matcha sweets and Kyoto crafts in the terminal.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "The Peninsula Tokyo", stars: 5, location: "Marunouchi, Tokyo" },
          { name: "Aman Tokyo", stars: 5, location: "Otemachi, Tokyo" },
          { name: "Gora Kadan", stars: 5, location: "Gora, Hakone" },
          { name: "The Ritz-Carlton Kyoto", stars: 5, location: "Kamogawa riverside, Kyoto" },
          { name: "Park Hyatt Kyoto", stars: 5, location: "Higashiyama, Kyoto" },
        ],
        activities: [
          { name: "Private Mount Fuji day tour with chauffeur", type: "Private", priceInr: 65000 },
          { name: "Sumo morning practice viewing", type: "SIC", priceInr: 14000 },
          { name: "Private kimono dressing and photo walk in Kyoto", type: "Private", priceInr: 18000 },
          { name: "Sushi-making class in Tokyo", type: "SIC", priceInr: 9500 },
          { name: "Sake brewery tasting in Fushimi", type: "SIC", priceInr: 7500 },
        ],
      },
    },
    {
      id: "cherry-blossom-fuji-6d",
      title: "Cherry Blossoms & Mount Fuji",
      duration: "6 Days / 5 Nights",
      costMinInr: 210000,
      costMaxInr: 295000,
      highlights: [
        "Hanami at Chidorigafuchi and Ueno Park",
        "Chureito Pagoda framing Mount Fuji",
        "Luxury glamping at Hoshinoya Fuji",
        "Philosopher's Path and Kiyomizu-dera",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Tokyo in Bloom",
          description:
            "Check in to the Mandarin Oriental, Tokyo, whose upper-floor rooms in Nihonbashi frame the city skyline. In the early evening, stroll the moat at Chidorigafuchi, where cherry trees arch over the water and rowing boats drift beneath the blossoms.",
          meals: ["Dinner"],
          accommodation: "Mandarin Oriental, Tokyo",
        },
        {
          day: 2,
          title: "Ueno Hanami and Old Yanaka",
          description:
            "Join Tokyo families for hanami in Ueno Park, where hundreds of cherry trees line the main avenue, with a bento picnic packed by the hotel. In the afternoon, wander the old-Tokyo lanes and temples of Yanaka, then see the illuminated blossoms along the Meguro River after dark.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Mandarin Oriental, Tokyo",
        },
        {
          day: 3,
          title: "Lake Kawaguchi and the Chureito Pagoda",
          description:
            "A private car takes you to the Fuji Five Lakes, where you climb the 398 steps to the Chureito Pagoda for the classic view of Mount Fuji framed by pink blossom. Check in to Hoshinoya Fuji, a luxury glamping retreat in the forest above Lake Kawaguchi, and end with dinner beside the outdoor campfire.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Hoshinoya Fuji, Lake Kawaguchi",
        },
        {
          day: 4,
          title: "Shinkansen to Kyoto's Philosopher's Path",
          description:
            "Drive to Mishima station and ride the shinkansen west to Kyoto. Walk the canal-side Philosopher's Path beneath a tunnel of blossoms, from Ginkaku-ji towards Nanzen-ji, and check in to the Park Hyatt Kyoto in the Higashiyama hills.",
          meals: ["Breakfast"],
          accommodation: "Park Hyatt Kyoto",
        },
        {
          day: 5,
          title: "Maruyama Park and Kiyomizu-dera",
          description:
            "See the famous weeping cherry tree of Maruyama Park before climbing the Sannenzaka slope to Kiyomizu-dera and its wooden stage above the valley. In the evening, glide along the Okazaki Canal by boat or join a special night illumination at one of the city's temples.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Park Hyatt Kyoto",
        },
        {
          day: 6,
          title: "Nishiki Market and Home",
          description:
            "Pick up last souvenirs and pickles in Nishiki Market before a private transfer to Kansai International Airport. Your flight home connects through Tokyo or a Southeast Asian hub.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Mandarin Oriental, Tokyo", stars: 5, location: "Nihonbashi, Tokyo" },
          { name: "Aman Tokyo", stars: 5, location: "Otemachi, Tokyo" },
          { name: "Hoshinoya Fuji", stars: 5, location: "Lake Kawaguchi" },
          { name: "Park Hyatt Kyoto", stars: 5, location: "Higashiyama, Kyoto" },
          { name: "Four Seasons Hotel Kyoto", stars: 5, location: "Higashiyama, Kyoto" },
        ],
        activities: [
          { name: "Private sakura photoshoot in Kyoto", type: "Private", priceInr: 22000 },
          { name: "Okazaki Canal cherry blossom boat ride", type: "SIC", priceInr: 2500 },
          { name: "Fuji Shibazakura moss-pink festival trip", type: "SIC", priceInr: 6500 },
          { name: "Private English-speaking guide for a full day", type: "Private", priceInr: 38000 },
          { name: "Shojin ryori vegetarian lunch at a Zen temple", type: "SIC", priceInr: 7500 },
        ],
      },
    },
    {
      id: "hokkaido-winter-6d",
      title: "Hokkaido Winter: Sapporo Snow & Niseko Powder",
      duration: "6 Days / 5 Nights",
      costMinInr: 235000,
      costMaxInr: 320000,
      highlights: [
        "Sapporo Snow Festival (early February)",
        "Otaru's snow-lit canal",
        "Private ski lessons on Niseko's powder snow",
        "Onsen at Park Hyatt Niseko Hanazono",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Fly into Snowy Sapporo",
          description:
            "Connect through Tokyo to New Chitose Airport and transfer to the JR Tower Hotel Nikko Sapporo, which rises directly above Sapporo Station. Warm up with a bowl of miso ramen, made with a vegetable broth on request, in the Susukino entertainment district.",
          meals: ["Dinner"],
          accommodation: "JR Tower Hotel Nikko Sapporo",
        },
        {
          day: 2,
          title: "Snow Sculptures in Odori Park",
          description:
            "In early February the Sapporo Snow Festival fills Odori Park with giant ice and snow sculptures that glow after dark. Outside festival dates, ride the ropeway up Mount Moiwa for night views over the city and visit the Shiroi Koibito chocolate factory park.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "JR Tower Hotel Nikko Sapporo",
        },
        {
          day: 3,
          title: "Otaru Canal and Glassworks",
          description:
            "Take the coastal train to Otaru, a harbour town of stone warehouses, music-box shops and glassblowing studios. Stroll the snow-lit canal before continuing by private car into the mountains to Park Hyatt Niseko Hanazono at the foot of Mount Annupuri.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Park Hyatt Niseko Hanazono",
        },
        {
          day: 4,
          title: "A Powder Day in Niseko",
          description:
            "Niseko's famously dry powder snow draws skiers from around the world, and private English-speaking instructors coach complete beginners and children. Non-skiers can snowshoe through silver birch forest or join a snowmobile tour with views of the perfect cone of Mount Yotei.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Park Hyatt Niseko Hanazono",
        },
        {
          day: 5,
          title: "Onsen Morning and Winter Fun",
          description:
            "Spend a slow morning in the resort's onsen, looking out over snow-laden trees, then try snow tubing at the Hanazono base, or curl up with a book by the lounge fireplace. Dinner celebrates Hokkaido produce such as sweet corn, potatoes and creamy local dairy.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Park Hyatt Niseko Hanazono",
        },
        {
          day: 6,
          title: "Return via New Chitose",
          description:
            "A private transfer of about two hours takes you back through the snowy countryside to New Chitose Airport. Stock up on Royce chocolates and Hokkaido cheese tarts in the terminal before your flight to Tokyo and onward to India.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "JR Tower Hotel Nikko Sapporo", stars: 5, location: "Sapporo Station" },
          { name: "Sapporo Grand Hotel", stars: 4, location: "Central Sapporo" },
          { name: "Park Hyatt Niseko Hanazono", stars: 5, location: "Hanazono, Niseko" },
          { name: "Hilton Niseko Village", stars: 4, location: "Niseko Village" },
        ],
        activities: [
          { name: "Private ski lesson (half day)", type: "Private", priceInr: 28000 },
          { name: "Snowmobile tour with Mount Yotei views", type: "SIC", priceInr: 16000 },
          { name: "Guided evening walk at the Sapporo Snow Festival", type: "SIC", priceInr: 4500 },
          { name: "Otaru glassblowing workshop", type: "SIC", priceInr: 4000 },
          { name: "Private photographer on the slopes", type: "Private", priceInr: 24000 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: ["Air India", "Japan Airlines", "ANA (All Nippon Airways)"],
      duration: "7h 40m",
      frequency: "Multiple daily",
      avgCostInr: 68000,
    },
    {
      city: "Mumbai",
      airlines: ["ANA (All Nippon Airways)", "Air India", "Singapore Airlines (via Singapore)"],
      duration: "9h 05m",
      frequency: "Daily",
      avgCostInr: 75000,
    },
  ],
  visa: {
    status: { kind: "visa-required", processingDays: 7 },
    type: "eVISA (single-entry short-term stay)",
    cost: "Approx. ₹450 visa fee plus VFS Global service charge",
    documents: [
      "Passport valid for the stay with at least two blank pages",
      "Completed visa application form and recent photo (45 x 35 mm)",
      "Day-by-day schedule of stay and hotel bookings",
      "Flight reservation",
      "Last 6 months' bank statements and latest income tax return",
      "Employer leave letter or business proof",
    ],
    notes:
      "Indian residents apply through the Japan Visa Application Centres run by VFS Global and, for tourism by air, receive an eVISA by e-mail for a single stay of up to 90 days. Show the visa issuance notice on your phone at airline check-in and on arrival. Frequent travellers with a good travel history may qualify for a multiple-entry visa; apply up to three months before travel.",
    sources: [
      {
        name: "Embassy of Japan in India: visas",
        url: "https://www.in.emb-japan.go.jp/itpr_en/00_000024.html",
      },
    ],
    checkedOn: "2026-11-23",
  },
  rating: 4.9,
  tags: ["Culture", "Cherry Blossoms", "Luxury"],
};
