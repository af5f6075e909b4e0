import type { Destination } from "../destination-schema";

export const norway: Destination = {
  slug: "norway",
  name: "Norway",
  countryCode: "NO",
  image: "/images/destinations/norway.svg",
  description:
    "Cruise UNESCO-listed fjords, ride the Flåm Railway and chase the Northern Lights over Tromsø, staying in boutique fjord hotels and Arctic wilderness lodges.",
  overview:
    "Norway is Europe's most dramatic luxury escape: UNESCO-listed fjords, glacier-fed waterfalls, scenic railways and, from September to March, the Northern Lights dancing over Tromsø. There are no non-stop flights from India, but Qatar Airways, Emirates and Lufthansa connect Delhi and Mumbai to Oslo with a single stop. Oslo, Bergen and Tromsø all have Indian restaurants, and boutique hotels readily arrange vegetarian breakfasts and dinners. Couples love fjord-view suites and private husky rides, while families enjoy the Flåm Railway, fjord cruises and long midnight-sun summer days. Norway is famously expensive, so a carefully planned package with pre-booked trains, ferries and guides gives the best value.",
  bestTime: "June to August for fjords; November to March for Northern Lights",
  currency: "Norwegian Krone (NOK)",
  language: "Norwegian (English widely spoken)",
  timeZone: "CET (UTC+1), 4h 30m behind IST (3h 30m in summer)",
  highlights: [
    "Nærøyfjord and Geirangerfjord (UNESCO World Heritage)",
    "Flåm Railway and the Bergen Line across Hardangervidda",
    "Northern Lights over Tromsø and the Lyngen Alps",
    "Husky sledding and Sami reindeer camps",
    "Bergen's Bryggen wharf and Oslo's Opera House",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: -7,
      tempMaxC: -1,
      condition: "Snowy with short daylight hours",
      icon: "snowy",
      rainfallMm: 50,
    },
    {
      month: "Feb",
      tempMinC: -7,
      tempMaxC: 0,
      condition: "Cold and crisp, prime aurora season",
      icon: "snowy",
      rainfallMm: 35,
    },
    {
      month: "Mar",
      tempMinC: -3,
      tempMaxC: 4,
      condition: "Lengthening days, snow lingers",
      icon: "partly-cloudy",
      rainfallMm: 45,
    },
    {
      month: "Apr",
      tempMinC: 1,
      tempMaxC: 10,
      condition: "Thaw and bright spring light",
      icon: "partly-cloudy",
      rainfallMm: 40,
    },
    {
      month: "May",
      tempMinC: 6,
      tempMaxC: 16,
      condition: "Waterfalls in full flow",
      icon: "partly-cloudy",
      rainfallMm: 55,
    },
    {
      month: "Jun",
      tempMinC: 10,
      tempMaxC: 20,
      condition: "Near-endless daylight, fjords at their best",
      icon: "sunny",
      rainfallMm: 65,
    },
    {
      month: "Jul",
      tempMinC: 13,
      tempMaxC: 22,
      condition: "Warm summer days, passing showers",
      icon: "sunny",
      rainfallMm: 80,
    },
    {
      month: "Aug",
      tempMinC: 12,
      tempMaxC: 21,
      condition: "Mild with more frequent showers",
      icon: "partly-cloudy",
      rainfallMm: 85,
    },
    {
      month: "Sep",
      tempMinC: 8,
      tempMaxC: 16,
      condition: "Autumn colours, aurora returns up north",
      icon: "partly-cloudy",
      rainfallMm: 90,
    },
    {
      month: "Oct",
      tempMinC: 3,
      tempMaxC: 9,
      condition: "Cool, wet and windy",
      icon: "rainy",
      rainfallMm: 85,
    },
    {
      month: "Nov",
      tempMinC: -1,
      tempMaxC: 3,
      condition: "Dark and damp, first snow",
      icon: "cloudy",
      rainfallMm: 75,
    },
    {
      month: "Dec",
      tempMinC: -5,
      tempMaxC: 0,
      condition: "Snowy, polar night in the Arctic north",
      icon: "snowy",
      rainfallMm: 55,
    },
  ],
  itineraries: [
    {
      id: "luxury-fjords-8d",
      title: "Norwegian Fjords in Luxury: Oslo, Flåm, Loen & Geiranger",
      duration: "8 Days / 7 Nights",
      costMinInr: 265000,
      costMaxInr: 350000,
      highlights: [
        "Bergen Line and Flåm Railway by Komfort class",
        "Silent electric cruise on the Nærøyfjord",
        "Loen Skylift and the Dalsnibba Skywalk",
        "Seven Sisters waterfall on the Geirangerfjord",
        "Design and heritage hotels from The Thief to Hotel Alexandra",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Welcome to Oslo",
          description:
            "Arrive at Oslo Gardermoen, where a private car drives you into the city. Check in at The Thief, a design hotel on the Tjuvholmen waterfront filled with contemporary art, then walk the harbour promenade to Aker Brygge. Dinner is booked at one of Oslo's well-regarded Indian restaurants.",
          meals: ["Dinner"],
          accommodation: "The Thief, Oslo",
        },
        {
          day: 2,
          title: "Oslo's Museums and the Opera Roof",
          description:
            "A private guide introduces the capital, from Gustav Vigeland's 200-plus sculptures in Frogner Park to the polar ship Fram on the Bygdøy peninsula. After lunch, see Edvard Munch's masterpieces at the MUNCH museum and walk up the sloping marble roof of the Opera House for views over the Oslofjord.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "The Thief, Oslo",
        },
        {
          day: 3,
          title: "The Bergen Line and the Flåm Railway",
          description:
            "Board the Bergen Line in the Komfort carriage for a spectacular climb across the Hardangervidda mountain plateau to Myrdal. Change to the Flåm Railway, which descends 866 metres past the roaring Kjosfossen waterfall into the village of Flåm on the Aurlandsfjord. Check in to the historic Fretheim Hotel for a fjord-view dinner.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Fretheim Hotel, Flåm",
        },
        {
          day: 4,
          title: "Nærøyfjord Cruise and Stegastein",
          description:
            "Sail the narrow, UNESCO-listed Nærøyfjord on a silent electric vessel, with sheer cliffs and waterfalls just metres from the deck. A private driver then takes you up to the Stegastein viewpoint, a platform jutting 30 metres out over the Aurlandsfjord. The afternoon drive north passes through the 24-kilometre Lærdal tunnel and crosses the Sognefjord by ferry to Loen.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Hotel Alexandra, Loen",
        },
        {
          day: 5,
          title: "Loen Skylift and Glacier Valleys",
          description:
            "Ride the Loen Skylift, one of the steepest cable cars in the world, to the summit of Mount Hoven at 1,011 metres for coffee with a view over the Nordfjord. In the afternoon, follow the turquoise Lovatnet lake or walk up to the blue ice of Briksdalsbreen, an arm of the vast Jostedal glacier. Unwind afterwards in the Alexandra's spa.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Hotel Alexandra, Loen",
        },
        {
          day: 6,
          title: "Dalsnibba Skywalk and the Geirangerfjord",
          description:
            "Drive over the mountains to the Dalsnibba Skywalk, 1,500 metres above sea level, where the whole Geirangerfjord unfolds below; the summit road usually opens from late May to mid-October. Then cruise past the Seven Sisters and Suitor waterfalls before checking in to the family-run Hotel Union in Geiranger village.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Hotel Union Geiranger",
        },
        {
          day: 7,
          title: "Eagle Road to Art Nouveau Ålesund",
          description:
            "Climb the hairpin bends of the Eagle Road for a last look at Geiranger, then take the short Eidsdal–Linge ferry on the way to Ålesund. This coastal town was rebuilt in Art Nouveau style after a great fire in 1904, and its 418 steps up to the Aksla viewpoint reward you at sunset. Stay at Hotel Brosundet, a converted fish warehouse on the canal.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Hotel Brosundet, Ålesund",
        },
        {
          day: 8,
          title: "Departure from Ålesund",
          description:
            "Enjoy a final Norwegian breakfast of fresh waffles and caramel-sweet brown cheese before transferring to Ålesund Vigra Airport. Domestic flights connect to Oslo for your onward journey back to India.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "The Thief", stars: 5, location: "Tjuvholmen, Oslo" },
          { name: "Hotel Continental", stars: 5, location: "Oslo city centre" },
          { name: "Fretheim Hotel", stars: 4, location: "Flåm" },
          { name: "Hotel Alexandra", stars: 5, location: "Loen, Nordfjord" },
          { name: "Hotel Union Geiranger", stars: 4, location: "Geiranger" },
        ],
        activities: [
          { name: "RIB fjord safari on the Aurlandsfjord", type: "SIC", priceInr: 8500 },
          { name: "Private guided Oslo city tour with car", type: "Private", priceInr: 42000 },
          { name: "Loen Skylift return ticket", type: "SIC", priceInr: 5500 },
          { name: "Guided blue-ice glacier walk on Nigardsbreen", type: "SIC", priceInr: 12000 },
          { name: "Private guided kayak tour on the Geirangerfjord", type: "Private", priceInr: 18000 },
        ],
      },
    },
    {
      id: "northern-lights-6d",
      title: "Arctic Northern Lights: Tromsø & the Lyngen Alps",
      duration: "6 Days / 5 Nights",
      costMinInr: 220000,
      costMaxInr: 295000,
      highlights: [
        "Guided aurora chase with a photographer",
        "Drive your own husky team",
        "Sami reindeer sledding and lavvu lunch",
        "Sauna and hot tub at Lyngen Lodge",
        "Winter whale safari (November to January)",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrival in Arctic Tromsø",
          description:
            "Fly to Tromsø via Oslo and check in to Clarion Hotel The Edge on the harbourfront, whose rooftop bar looks across the strait to the Arctic Cathedral. Thermal suits and boots are provided on every excursion, so you only need warm layers. Skies permitting, your first glimpse of the aurora could come tonight.",
          meals: ["Dinner"],
          accommodation: "Clarion Hotel The Edge, Tromsø",
        },
        {
          day: 2,
          title: "Husky Sledding and an Aurora Chase",
          description:
            "Spend the morning at Tromsø Villmarkssenter on Kvaløya island, steering your own team of Alaskan huskies through snowy valleys and cuddling the puppies afterwards. After an early dinner, join a small-group aurora chase that follows clear skies, sometimes as far as the Finnish border, while your guide photographs you beneath the lights.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Clarion Hotel The Edge, Tromsø",
        },
        {
          day: 3,
          title: "Sami Reindeer and the Fjellheisen Cable Car",
          description:
            "Meet a Sami reindeer herder at a camp outside the city, ride a reindeer sled and share a hot meal around the fire in a traditional lavvu tent, with a vegetable soup prepared on request. Back in town, visit the Arctic Cathedral and ride the Fjellheisen cable car to Storsteinen, 421 metres up, for twilight views over the island city.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Clarion Hotel The Edge, Tromsø",
        },
        {
          day: 4,
          title: "Into the Lyngen Alps",
          description:
            "A scenic drive with two short ferry crossings brings you to Lyngen Lodge, an intimate wilderness lodge facing the jagged Lyngen Alps across the fjord. Try snowshoeing in the afternoon, then warm up in the wood-fired sauna and hot tub, keeping watch for the aurora with a drink in hand.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Lyngen Lodge, Djupvik",
        },
        {
          day: 5,
          title: "Whales and Fjords of the Far North",
          description:
            "From late October to January, humpbacks and orcas follow the herring into the northern fjords, and a heated boat trip from the lodge offers front-row sightings. Outside whale season, the guides run a ski-touring or snowmobile outing instead. The final evening brings an Arctic dinner of local produce and one more watch for the lights.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Lyngen Lodge, Djupvik",
        },
        {
          day: 6,
          title: "Return via Tromsø",
          description:
            "Drive back to Tromsø Airport through the soft blue light of the Arctic winter morning for flights to Oslo and onward to India. Extra nights in Oslo are easy to add on the way home.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Clarion Hotel The Edge", stars: 4, location: "Tromsø harbourfront" },
          { name: "Scandic Ishavshotel", stars: 4, location: "Tromsø waterfront" },
          { name: "Lyngen Lodge", stars: 4, location: "Djupvik, Lyngen" },
          { name: "Malangen Resort", stars: 4, location: "Malangen fjord" },
        ],
        activities: [
          { name: "Self-drive husky sledding", type: "SIC", priceInr: 22000 },
          {
            name: "Northern Lights chase with photographer",
            type: "SIC",
            activity: "tromso-northern-lights-chase",
          },
          { name: "Private aurora chase in a luxury vehicle", type: "Private", priceInr: 95000 },
          { name: "Reindeer sledding with Sami herders", type: "SIC", priceInr: 18000 },
          { name: "Arctic whale safari by boat", type: "SIC", priceInr: 19000 },
        ],
      },
    },
    {
      id: "oslo-bergen-5d",
      title: "Norway in a Nutshell: Oslo to Bergen",
      duration: "5 Days / 4 Nights",
      costMinInr: 145000,
      costMaxInr: 195000,
      highlights: [
        "Norway in a Nutshell by train, boat and road",
        "Bryggen's Hanseatic wharf in Bergen",
        "Fløibanen funicular to Mount Fløyen",
        "Hardangerfjord orchards and Steinsdalsfossen waterfall",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrive in Norway's Capital",
          description:
            "Check in to the grand Hotel Continental, a family-owned landmark opposite the National Theatre since 1900, and take an evening stroll down Karl Johans gate to the Royal Palace. A welcome dinner is reserved at Theatercaféen, the hotel's elegant Viennese-style café.",
          meals: ["Dinner"],
          accommodation: "Hotel Continental, Oslo",
        },
        {
          day: 2,
          title: "Fjord Norway in a Single Day",
          description:
            "The classic Norway in a Nutshell route takes you by train to Myrdal, down the Flåm Railway, along the Nærøyfjord by boat and on by road and rail via Voss. You reach Bergen in the evening and check in at Opus XVI, a boutique hotel run by descendants of the composer Edvard Grieg.",
          meals: ["Breakfast"],
          accommodation: "Opus XVI, Bergen",
        },
        {
          day: 3,
          title: "Bergen: Bryggen and Mount Fløyen",
          description:
            "Wander the wooden Hanseatic wharf of Bryggen, a UNESCO World Heritage Site, and browse the harbourside Fish Market. Ride the Fløibanen funicular up Mount Fløyen for views over the city and its mountains, then visit Troldhaugen, Grieg's lakeside villa, which hosts lunchtime piano recitals in summer.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Opus XVI, Bergen",
        },
        {
          day: 4,
          title: "Hardangerfjord Orchards and Waterfalls",
          description:
            "Drive east with a private guide to the Hardangerfjord, the orchard of Norway, where cherry and apple trees blossom in May. Walk behind the curtain of the Steinsdalsfossen waterfall, sample apple juice and cider at a family farm, and return to Bergen for a farewell seafood dinner on the wharf.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Opus XVI, Bergen",
        },
        {
          day: 5,
          title: "Departure from Bergen",
          description:
            "Transfer to Bergen Flesland Airport for your flight home via Oslo, Copenhagen or Amsterdam. If time allows, pick up Norwegian wool knitwear at Bryggen before you leave.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Hotel Continental", stars: 5, location: "Oslo city centre" },
          { name: "The Thief", stars: 5, location: "Tjuvholmen, Oslo" },
          { name: "Fretheim Hotel", stars: 4, location: "Flåm" },
          { name: "Opus XVI", stars: 4, location: "Bergen city centre" },
          { name: "Hotel Norge by Scandic", stars: 4, location: "Bergen city centre" },
        ],
        activities: [
          { name: "Fløibanen funicular return ticket", type: "SIC", priceInr: 1500 },
          { name: "Troldhaugen summer piano recital", type: "SIC", priceInr: 3500 },
          { name: "Private Hardangerfjord day tour", type: "Private", priceInr: 48000 },
          { name: "Bergen fjord cruise to Mostraumen", type: "SIC", priceInr: 7000 },
          { name: "Private Bergen food walk with a local guide", type: "Private", priceInr: 16000 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: [
        "Qatar Airways (via Doha)",
        "Emirates (via Dubai)",
        "Lufthansa (via Frankfurt)",
        "Turkish Airlines (via Istanbul)",
      ],
      duration: "13h 00m (1 stop)",
      frequency: "Daily",
      avgCostInr: 78000,
    },
    {
      city: "Mumbai",
      airlines: [
        "Qatar Airways (via Doha)",
        "Emirates (via Dubai)",
        "Lufthansa (via Frankfurt)",
        "KLM (via Amsterdam)",
      ],
      duration: "13h 30m (1 stop)",
      frequency: "Daily",
      avgCostInr: 82000,
    },
  ],
  visa: {
    status: { kind: "visa-required", processingDays: 15 },
    type: "Schengen short-stay visa (Type C)",
    cost: "€90 (approx. ₹9,000) plus VFS Global service charge",
    documents: [
      "Passport issued within the last 10 years and valid 3 months beyond return",
      "Completed application form and recent photographs",
      "Travel insurance with at least €30,000 medical cover",
      "Confirmed hotel bookings and return flight reservation",
      "Last 6 months' bank statements and 3 years' income tax returns",
      "Employer leave letter or business registration proof",
    ],
    notes:
      "Apply through Norway's VFS Global visa centres in India up to 6 months before travel, and at least 4 to 6 weeks ahead for summer trips; biometrics are taken in person. Apply to Norway when it is your main destination, even if you connect through Frankfurt or Copenhagen. The visa covers the whole Schengen area, so Sweden, Denmark or Switzerland can be added to the same trip.",
    sources: [
      { name: "Norwegian Directorate of Immigration (UDI)", url: "https://www.udi.no/en/" },
      { name: "VFS Global: Norway visa from India", url: "https://visa.vfsglobal.com/ind/en/nor" },
    ],
    checkedOn: "2026-11-23",
  },
  rating: 4.8,
  tags: ["Fjords", "Northern Lights", "Luxury"],
};
