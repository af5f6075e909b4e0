import type { Destination } from "../destination-schema";

export const switzerland: Destination = {
  slug: "switzerland",
  name: "Switzerland",
  countryCode: "CH",
  image: "/images/destinations/switzerland.svg",
  description:
    "Snow-capped Alps, mirror-still lakes and the world's most scenic trains, from Lucerne and Jungfraujoch to Zermatt's Matterhorn and St. Moritz.",
  overview:
    "Switzerland remains the dream European holiday for Indian families and honeymooners, and it delivers in every season. Swiss flies non-stop to Zurich from both Delhi and Mumbai, and the country's famously punctual trains, boats and cable cars link Lucerne, Interlaken, Zermatt and St. Moritz without a single stressful drive. Expect grand lakeside palace hotels, glacier viewpoints above 3,000 metres and chocolate and cheese tastings along the way. Vegetarian food is easy to find, Indian restaurants operate in every major town, and hotels are used to Jain requests with notice. Summer brings meadows and waterfalls; winter turns the same valleys into a snow globe.",
  bestTime: "May to September (December to March for snow)",
  currency: "Swiss Franc (CHF)",
  language: "German, French, Italian and Romansh (English widely spoken)",
  timeZone: "CET (UTC+1), 4h 30m behind IST (3h 30m in summer)",
  highlights: [
    "Jungfraujoch – Top of Europe via the Eiger Express",
    "Glacier Express from Zermatt to St. Moritz",
    "Mount Titlis, Pilatus and Lake Lucerne cruises",
    "Matterhorn views from Gornergrat",
    "Lavaux vineyards, Chillon Castle and Gruyères",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: -3,
      tempMaxC: 3,
      condition: "Cold with snow in the mountains",
      icon: "snowy",
      rainfallMm: 65,
    },
    {
      month: "Feb",
      tempMinC: -2,
      tempMaxC: 5,
      condition: "Crisp, snowy ski weather",
      icon: "snowy",
      rainfallMm: 60,
    },
    {
      month: "Mar",
      tempMinC: 1,
      tempMaxC: 10,
      condition: "Thawing valleys, snow up high",
      icon: "partly-cloudy",
      rainfallMm: 75,
    },
    {
      month: "Apr",
      tempMinC: 4,
      tempMaxC: 14,
      condition: "Mild spring with showers",
      icon: "partly-cloudy",
      rainfallMm: 85,
    },
    {
      month: "May",
      tempMinC: 8,
      tempMaxC: 19,
      condition: "Blossoming meadows, some rain",
      icon: "partly-cloudy",
      rainfallMm: 115,
    },
    {
      month: "Jun",
      tempMinC: 11,
      tempMaxC: 22,
      condition: "Warm with afternoon showers",
      icon: "partly-cloudy",
      rainfallMm: 130,
    },
    {
      month: "Jul",
      tempMinC: 13,
      tempMaxC: 24,
      condition: "Warm summer, passing thunderstorms",
      icon: "sunny",
      rainfallMm: 135,
    },
    {
      month: "Aug",
      tempMinC: 13,
      tempMaxC: 24,
      condition: "Sunny alpine summer",
      icon: "sunny",
      rainfallMm: 130,
    },
    {
      month: "Sep",
      tempMinC: 10,
      tempMaxC: 19,
      condition: "Clear, settled early autumn",
      icon: "sunny",
      rainfallMm: 95,
    },
    {
      month: "Oct",
      tempMinC: 6,
      tempMaxC: 14,
      condition: "Golden larches, cool mornings",
      icon: "partly-cloudy",
      rainfallMm: 85,
    },
    {
      month: "Nov",
      tempMinC: 1,
      tempMaxC: 8,
      condition: "Grey and damp, first snow",
      icon: "cloudy",
      rainfallMm: 80,
    },
    {
      month: "Dec",
      tempMinC: -2,
      tempMaxC: 4,
      condition: "Snowy, Christmas markets",
      icon: "snowy",
      rainfallMm: 85,
    },
  ],
  itineraries: [
    {
      id: "swiss-alpine-classic-7d",
      title: "Classic Swiss Alps: Lucerne, Titlis & Jungfraujoch",
      duration: "7 Days / 6 Nights",
      costMinInr: 195000,
      costMaxInr: 265000,
      highlights: [
        "Mount Pilatus golden round trip",
        "Titlis Cliff Walk and rotating Rotair gondola",
        "Luzern–Interlaken Express over the Brünig Pass",
        "Jungfraujoch – Top of Europe",
        "Rhine Falls on the way to Zurich Airport",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrive Zurich, Drive to Lucerne",
          description:
            "Your chauffeur meets you at Zurich Airport for the hour-long drive to Lucerne. Check in to a lake-view room, then take an unhurried evening walk along the promenade as the light fades over Mount Rigi. Dinner is at an Indian restaurant in the old town so jet-lagged palates feel at home.",
          meals: ["Dinner"],
          accommodation: "Hotel Schweizerhof Luzern",
        },
        {
          day: 2,
          title: "Old Town and the Pilatus Golden Round Trip",
          description:
            "Cross the flower-lined Chapel Bridge and pause at the Lion Monument before boarding a paddle steamer to Alpnachstad. The world's steepest cogwheel railway hauls you up Pilatus, and the Dragon Ride aerial cableway brings you down to Kriens. The evening is free for Swiss watch and chocolate shopping on Schwanenplatz.",
          meals: ["Breakfast"],
          accommodation: "Hotel Schweizerhof Luzern",
        },
        {
          day: 3,
          title: "Glacier Day on Mount Titlis",
          description:
            "Drive to Engelberg and ride the revolving Titlis Rotair to 3,020 metres, where the Cliff Walk suspension bridge hangs over a sheer drop. Walk through the blue-lit Glacier Cave and try the Ice Flyer chairlift across the crevasses. Families love the snow play area, and the famous Bollywood photo stop is a must before heading back to Lucerne.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Hotel Schweizerhof Luzern",
        },
        {
          day: 4,
          title: "Luzern–Interlaken Express to the Bernese Oberland",
          description:
            "Board the panoramic Luzern–Interlaken Express as it climbs the Brünig Pass past turquoise Lake Brienz. Check in to a grand belle-époque palace facing the Jungfrau massif. In the afternoon, the Harder Kulm funicular lifts you to a viewing platform suspended above both of Interlaken's lakes.",
          meals: ["Breakfast"],
          accommodation: "Victoria-Jungfrau Grand Hotel & Spa, Interlaken",
        },
        {
          day: 5,
          title: "Jungfraujoch – Top of Europe",
          description:
            "The tricable Eiger Express whisks you from Grindelwald Terminal to Eigergletscher, where the cog railway tunnels through the Eiger to Europe's highest railway station at 3,454 metres. Step onto the Sphinx terrace for views of the 22-km Aletsch Glacier and wander the carved Ice Palace. Vegetarian and Indian dishes are on offer at the summit restaurants.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Victoria-Jungfrau Grand Hotel & Spa, Interlaken",
        },
        {
          day: 6,
          title: "Lauterbrunnen Waterfalls and Onward to Zurich",
          description:
            "Spend the morning in the Lauterbrunnen valley, where Staubbach Falls plunges off a cliff beside the village and Trümmelbach Falls thunders inside the mountain. After lunch, a first-class train carries you to Zurich for a stroll down Bahnhofstrasse and a farewell dinner by the lake.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Baur au Lac, Zurich",
        },
        {
          day: 7,
          title: "Rhine Falls and Departure",
          description:
            "Check out after breakfast and drive north to Neuhausen to see Europe's most powerful waterfall, the Rhine Falls, from the viewing platforms at Schloss Laufen. Your driver then drops you at Zurich Airport, around 40 minutes away, for the flight home.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Hotel Schweizerhof Luzern", stars: 5, location: "Lucerne" },
          { name: "Bürgenstock Hotel", stars: 5, location: "Bürgenstock, Lake Lucerne" },
          { name: "Hotel des Balances", stars: 4, location: "Lucerne" },
          { name: "Victoria-Jungfrau Grand Hotel & Spa", stars: 5, location: "Interlaken" },
          { name: "Baur au Lac", stars: 5, location: "Zurich" },
        ],
        activities: [
          { name: "Lake Lucerne evening dinner cruise", type: "SIC", priceInr: 9500 },
          { name: "Swiss chocolate-making workshop in Lucerne", type: "SIC", priceInr: 8500 },
          { name: "Tandem paragliding over Interlaken", type: "Private", priceInr: 18500 },
          { name: "Grindelwald First Cliff Walk and Mountain Cart", type: "SIC", priceInr: 11000 },
          { name: "Private photographer session at Iseltwald", type: "Private", priceInr: 32000 },
        ],
      },
    },
    {
      id: "glacier-express-grand-tour-10d",
      title: "Grand Swiss Tour: Geneva to St. Moritz by Glacier Express",
      duration: "10 Days / 9 Nights",
      costMinInr: 310000,
      costMaxInr: 385000,
      highlights: [
        "Lavaux vineyard terraces and Chillon Castle",
        "Gruyères cheese dairy and Maison Cailler",
        "Gornergrat and Matterhorn Glacier Paradise",
        "Glacier Express in Excellence Class",
        "Bernina Express over the Brusio spiral viaduct",
        "Palace hotels in Zermatt, St. Moritz and Zurich",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Welcome to Geneva",
          description:
            "Arrive at Geneva Airport and transfer to your lakefront palace on the Quai du Mont-Blanc. Watch the 140-metre Jet d'Eau shoot skyward, then enjoy a welcome dinner overlooking the water and, on clear evenings, the silhouette of Mont Blanc.",
          meals: ["Dinner"],
          accommodation: "Hotel Beau-Rivage Genève",
        },
        {
          day: 2,
          title: "Geneva Old Town and the Lavaux Riviera",
          description:
            "Climb the north tower of St. Pierre Cathedral and see the Broken Chair outside the United Nations before a chauffeured drive along Lake Geneva. The road threads through the UNESCO-listed Lavaux terraces, where a family winery pours local Chasselas. Check in at Montreux, where Freddie Mercury's statue gazes out over the lake.",
          meals: ["Breakfast"],
          accommodation: "Fairmont Le Montreux Palace",
        },
        {
          day: 3,
          title: "Chillon Castle, Gruyères and Chocolate",
          description:
            "Start at the medieval water castle of Chillon, then head into the green hills of Fribourg to watch wheels of Gruyère AOP being made at La Maison du Gruyère. Lunch on fondue in the car-free hilltop town of Gruyères before tasting your way through Maison Cailler in Broc.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Fairmont Le Montreux Palace",
        },
        {
          day: 4,
          title: "By Rail to Car-Free Zermatt",
          description:
            "A first-class train follows the Rhône valley to Visp, where you change for the climb to Zermatt. Electric taxis carry your luggage to the hotel while you wander the Bahnhofstrasse. At sunset the Matterhorn often glows pink, best seen from the Kirchbrücke bridge.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Mont Cervin Palace, Zermatt",
        },
        {
          day: 5,
          title: "Gornergrat and Matterhorn Glacier Paradise",
          description:
            "Ride the open-air Gornergrat Bahn to 3,089 metres for a ring of 29 four-thousand-metre peaks. After lunch, cable cars lift you to Matterhorn Glacier Paradise at 3,883 metres, the highest lift station in Europe, with its glacier palace and year-round snow.",
          meals: ["Breakfast"],
          accommodation: "Mont Cervin Palace, Zermatt",
        },
        {
          day: 6,
          title: "Glacier Express in Excellence Class",
          description:
            "Settle into a reserved window seat for the eight-hour Glacier Express journey across 291 bridges and the Oberalp Pass at 2,033 metres. Excellence Class includes a multi-course lunch served at your seat and a dedicated concierge. You arrive in St. Moritz as the lights come on around the lake.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Badrutt's Palace Hotel, St. Moritz",
        },
        {
          day: 7,
          title: "Engadin Valley and Muottas Muragl",
          description:
            "Take the century-old funicular up Muottas Muragl for the classic view down the chain of Engadin lakes. The afternoon is yours for the Palace's spa, a horse-drawn carriage ride into Val Roseg or boutique shopping along Via Serlas.",
          meals: ["Breakfast"],
          accommodation: "Badrutt's Palace Hotel, St. Moritz",
        },
        {
          day: 8,
          title: "Bernina Express to Tirano",
          description:
            "The UNESCO-listed Bernina line climbs past Lago Bianco and Alp Grüm without a single rack rail, then spirals down the Brusio circular viaduct into Italian-speaking Val Poschiavo. Lunch in Tirano, just across the Italian border, before the return train to St. Moritz.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Badrutt's Palace Hotel, St. Moritz",
        },
        {
          day: 9,
          title: "Across the Alps to Zurich",
          description:
            "A private car drives you down through Chur and along Lake Walen to Zurich. Check in to the fairy-tale Dolder Grand on the Adlisberg hill, then explore the Niederdorf lanes and the Fraumünster's Chagall windows before a farewell dinner.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "The Dolder Grand, Zurich",
        },
        {
          day: 10,
          title: "Fly Home from Zurich",
          description:
            "After a slow breakfast with a view of Lake Zurich, your chauffeur takes you to the airport for the non-stop Swiss flight to Delhi or Mumbai. Leave time for the excellent duty-free chocolate counters.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Hotel Beau-Rivage Genève", stars: 5, location: "Geneva" },
          { name: "Fairmont Le Montreux Palace", stars: 5, location: "Montreux" },
          { name: "Mont Cervin Palace", stars: 5, location: "Zermatt" },
          { name: "Badrutt's Palace Hotel", stars: 5, location: "St. Moritz" },
          { name: "The Dolder Grand", stars: 5, location: "Zurich" },
        ],
        activities: [
          { name: "Helicopter flight around the Matterhorn", type: "Private", priceInr: 78000 },
          { name: "Glacier 3000 Peak Walk day trip", type: "SIC", priceInr: 14500 },
          { name: "Private wine tasting in Lavaux", type: "Private", priceInr: 24000 },
          { name: "Diavolezza glacier hike with mountain guide", type: "Private", priceInr: 42000 },
          { name: "Lake Geneva Belle Époque steamer lunch cruise", type: "SIC", priceInr: 9800 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: [
        "Swiss International Air Lines",
        "Lufthansa (via Frankfurt or Munich)",
        "Emirates (via Dubai)",
        "Qatar Airways (via Doha)",
      ],
      duration: "8h 50m",
      frequency: "Daily",
      avgCostInr: 75000,
    },
    {
      city: "Mumbai",
      airlines: [
        "Swiss International Air Lines",
        "Lufthansa (via Frankfurt)",
        "Emirates (via Dubai)",
        "Qatar Airways (via Doha)",
      ],
      duration: "9h 15m",
      frequency: "Daily",
      avgCostInr: 78000,
    },
  ],
  visa: {
    status: { kind: "visa-required", processingDays: 15 },
    type: "Schengen short-stay (Type C)",
    cost: "€90 (approx. ₹9,000) visa fee plus VFS Global service charge",
    documents: [
      "Passport valid 3 months beyond return, issued within the last 10 years, with 2 blank pages",
      "Completed Schengen application form and two 35x45 mm photographs",
      "Cover letter with day-wise itinerary",
      "Confirmed hotel bookings and return flight reservation",
      "Travel insurance with minimum €30,000 medical cover",
      "Bank statements for the last 6 months and income tax returns for 3 years",
      "Salary slips and employer leave letter, or business registration for the self-employed",
    ],
    notes:
      "Apply at VFS Global in your city up to 6 months and at least 15 days before travel; biometrics are taken in person. Apply to Switzerland if it is your main destination (longest stay). Under the EU cascade rules, Indians with two Schengen visas used correctly in the last three years may receive a two-year multiple-entry visa. Children aged 6 to 11 pay a reduced fee of €45.",
    sources: [
      { name: "State Secretariat for Migration (SEM)", url: "https://www.sem.admin.ch/sem/en/home.html" },
      { name: "VFS Global: Switzerland visa from India", url: "https://visa.vfsglobal.com/ind/en/che" },
    ],
    checkedOn: "2026-11-23",
  },
  rating: 4.8,
  tags: ["Alps", "Scenic Trains", "Luxury"],
};
