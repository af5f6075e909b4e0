import type { Destination } from "../destination-schema";

export const sriLanka: Destination = {
  slug: "sri-lanka",
  name: "Sri Lanka",
  countryCode: "LK",
  image: "/images/destinations/sri-lanka.svg",
  description:
    "An easy hop from India to misty tea hills, ancient rock citadels, leopard safaris and palm-fringed beaches, with daily direct flights and no time difference.",
  overview:
    "Sri Lanka packs ancient rock fortresses, cool tea country, leopard safaris and golden beaches into an island barely three and a half hours from Delhi, in the same time zone as India. Direct flights leave Delhi and Mumbai every day, vegetarian food is easy to find, and the temples, spices and customs feel instantly familiar. Stay in private-pool villas near Sigiriya, all-inclusive planter's bungalows in the hills and colonial mansions inside Galle Fort. Short drives between regions make it ideal for a honeymoon, a multigenerational family holiday or a long weekend by the sea, and the Ramayana trail around Nuwara Eliya adds meaning for many Indian visitors.",
  bestTime: "December to April (west and south coasts, hill country); May to September (east coast)",
  currency: "Sri Lankan Rupee (LKR)",
  language: "Sinhala and Tamil; English widely spoken",
  timeZone: "SLST (UTC+5:30), same as IST",
  highlights: [
    "Sigiriya Rock Fortress and the Dambulla cave temples",
    "Temple of the Sacred Tooth Relic in Kandy",
    "Hill-country train journey through tea estates",
    "Leopard safaris in Yala National Park",
    "Dutch colonial Galle Fort and south-coast beaches",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: 22,
      tempMaxC: 31,
      condition: "Dry and sunny on the west coast",
      icon: "sunny",
      rainfallMm: 60,
    },
    {
      month: "Feb",
      tempMinC: 23,
      tempMaxC: 31,
      condition: "Driest month, clear skies",
      icon: "sunny",
      rainfallMm: 70,
    },
    {
      month: "Mar",
      tempMinC: 24,
      tempMaxC: 32,
      condition: "Hot and mostly sunny",
      icon: "sunny",
      rainfallMm: 110,
    },
    {
      month: "Apr",
      tempMinC: 25,
      tempMaxC: 32,
      condition: "Humid with afternoon showers",
      icon: "partly-cloudy",
      rainfallMm: 230,
    },
    {
      month: "May",
      tempMinC: 26,
      tempMaxC: 31,
      condition: "South-west monsoon arrives",
      icon: "rainy",
      rainfallMm: 350,
    },
    {
      month: "Jun",
      tempMinC: 26,
      tempMaxC: 30,
      condition: "Monsoon rain on west coast",
      icon: "rainy",
      rainfallMm: 210,
    },
    {
      month: "Jul",
      tempMinC: 25,
      tempMaxC: 30,
      condition: "Breezy, passing showers",
      icon: "cloudy",
      rainfallMm: 135,
    },
    {
      month: "Aug",
      tempMinC: 25,
      tempMaxC: 30,
      condition: "Showers west, sunny east coast",
      icon: "partly-cloudy",
      rainfallMm: 110,
    },
    {
      month: "Sep",
      tempMinC: 25,
      tempMaxC: 30,
      condition: "Mixed sun and showers",
      icon: "partly-cloudy",
      rainfallMm: 220,
    },
    {
      month: "Oct",
      tempMinC: 24,
      tempMaxC: 30,
      condition: "Inter-monsoon thunderstorms",
      icon: "stormy",
      rainfallMm: 350,
    },
    {
      month: "Nov",
      tempMinC: 23,
      tempMaxC: 30,
      condition: "Wet, clearing late in month",
      icon: "rainy",
      rainfallMm: 310,
    },
    {
      month: "Dec",
      tempMinC: 23,
      tempMaxC: 30,
      condition: "Drying out, pleasant",
      icon: "partly-cloudy",
      rainfallMm: 170,
    },
  ],
  itineraries: [
    {
      id: "cultural-triangle-tea-trails-7d",
      title: "Cultural Triangle, Tea Trails & Galle Fort",
      duration: "7 Days / 6 Nights",
      costMinInr: 155000,
      costMaxInr: 225000,
      highlights: [
        "Early-morning climb of Sigiriya Rock Fortress",
        "Elephant jeep safari in Minneriya or Kaudulla",
        "Evening puja at the Temple of the Sacred Tooth Relic",
        "Scenic hill-country train ride to Hatton",
        "Two all-inclusive nights in a Ceylon Tea Trails planter's bungalow",
        "Sunset walk along the ramparts of Galle Fort",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrive in Colombo, drive to Sigiriya",
          description:
            "Your chauffeur-guide meets you at Bandaranaike International Airport for the four-hour drive north into the Cultural Triangle, with a stop for tea at a roadside kadé. Check in to a private pool villa set among paddy fields and lily ponds and unwind with a chilled king coconut. Dinner is a Sri Lankan rice-and-curry spread, with vegetarian dishes made on request.",
          meals: ["Dinner"],
          accommodation: "Water Garden Sigiriya",
        },
        {
          day: 2,
          title: "Lion Rock and the elephant gathering",
          description:
            "Set off at 6:30 am to climb the fifth-century Lion Rock before the heat builds, passing the frescoed maidens and the mirror wall on the way to the palace ruins on the summit. After a lazy lunch, a private jeep takes you into Minneriya or Kaudulla National Park, where herds of wild Asian elephants graze the reservoir grasslands in the late afternoon.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Water Garden Sigiriya",
        },
        {
          day: 3,
          title: "Dambulla cave temple to Kandy",
          description:
            "Explore the Dambulla cave temple, where five rock caves shelter more than 150 Buddha images beneath painted ceilings. Continue through Matale, pausing at a spice garden to see cinnamon, cardamom and vanilla growing, before climbing into the hills. At dusk, join the drumming and lamp-lit evening puja at the Temple of the Sacred Tooth Relic beside Kandy Lake.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "The Kandy House, Kandy",
        },
        {
          day: 4,
          title: "Peradeniya gardens and the blue train",
          description:
            "Stroll the avenues of royal palms and the orchid house at the Royal Botanical Gardens, Peradeniya. Then board the hill-country train in reserved seats and watch waterfalls, tea terraces and tiny stations slide past for about three hours. A Tea Trails butler meets you at Hatton station and drives you to a colonial planter's bungalow above Castlereagh Lake.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Ceylon Tea Trails (Castlereagh Bungalow), Hatton",
        },
        {
          day: 5,
          title: "A day on a working tea estate",
          description:
            "Follow a planter through the Dunkeld estate factory to see leaf withered, rolled and fired, then taste single-estate grades side by side. Walk the pickers' trail between the bungalows or take a picnic down to the lakeshore, returning for high tea on the lawn. The bungalow chef plans dinner with you each day and happily cooks Indian vegetarian dishes.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Ceylon Tea Trails (Castlereagh Bungalow), Hatton",
        },
        {
          day: 6,
          title: "Down from the hills to Galle Fort",
          description:
            "Descend from the highlands through rubber plantations to the Southern Expressway and the Dutch-built walled town of Galle, a UNESCO World Heritage Site. After check-in, walk the ramparts past the lighthouse and Flag Rock as the sun drops into the Indian Ocean. Dinner is served in the grand colonnaded dining hall of your 17th-century mansion hotel.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Amangalla, Galle",
        },
        {
          day: 7,
          title: "Galle to Colombo airport",
          description:
            "After breakfast there is time for a swim or a last wander through the fort's lanes of gem shops, cafés and old churches. The expressway transfer to Bandaranaike International Airport takes about two and a half hours, and we time your departure comfortably around your flight home.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Water Garden Sigiriya", stars: 5, location: "Sigiriya" },
          { name: "Jetwing Vil Uyana", stars: 5, location: "Sigiriya" },
          { name: "Heritance Kandalama", stars: 5, location: "Dambulla" },
          { name: "Ceylon Tea Trails", stars: 5, location: "Hatton" },
          { name: "Amangalla", stars: 5, location: "Galle Fort" },
        ],
        activities: [
          { name: "Sunrise hot-air balloon flight over Dambulla", type: "SIC", priceInr: 21000 },
          { name: "Private jeep safari in Minneriya or Kaudulla", type: "Private", priceInr: 7500 },
          { name: "Kandyan dance performance", type: "SIC", priceInr: 1200 },
          { name: "Ayurveda full-body treatment", type: "Private", priceInr: 6500 },
          { name: "Galle Fort heritage walk with a local historian", type: "Private", priceInr: 4000 },
        ],
      },
    },
    {
      id: "bentota-colombo-escape-5d",
      title: "Bentota Beach & Colombo Escape",
      duration: "5 Days / 4 Nights",
      costMinInr: 38000,
      costMaxInr: 70000,
      highlights: [
        "Mangrove boat safari on the Madu River",
        "Sea-turtle conservation hatchery at Kosgoda",
        "Day trip to Galle Fort and Unawatuna",
        "Brief Garden, the estate of Bevis Bawa",
        "Colombo temples and shopping",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrive and head down the coast",
          description:
            "From the airport it is roughly two hours south along the expressway to Bentota, where the river meets a long golden beach. Check in to your sea-facing room, swim in the pool and watch the sunset from the sand. Vegetarian and Jain meals can be arranged at the resort with advance notice.",
          meals: ["Dinner"],
          accommodation: "Cinnamon Bentota Beach",
        },
        {
          day: 2,
          title: "Madu River and the turtle hatchery",
          description:
            "Cruise the Madu Ganga through tunnels of mangrove to a cinnamon island, where a family demonstrates how the bark is peeled and rolled into quills. In the afternoon, visit a conservation hatchery at Kosgoda to see rescued sea turtles and, in season, help release hatchlings. The evening is free for the beach or a massage.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Cinnamon Bentota Beach",
        },
        {
          day: 3,
          title: "Galle Fort and Unawatuna",
          description:
            "Drive an hour south to Galle and explore the fort's Dutch Reformed Church, lighthouse and boutique-lined streets with a guide. After lunch inside the ramparts, continue to the sheltered bay at Unawatuna and the stilt fishermen near Koggala. You are back in Bentota by late afternoon.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Cinnamon Bentota Beach",
        },
        {
          day: 4,
          title: "Brief Garden, then city lights in Colombo",
          description:
            "Visit Brief Garden, the whimsical estate created by landscape artist Bevis Bawa, brother of architect Geoffrey Bawa, before driving north. In Colombo, see Gangaramaya Temple and the Seema Malaka pavilion on Beira Lake, then shop at the restored Dutch Hospital precinct and ODEL. Dinner looks out over Galle Face Green and the ocean.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Shangri-La Colombo",
        },
        {
          day: 5,
          title: "Departure from Colombo",
          description:
            "Enjoy a morning walk on Galle Face Green or a final coffee by the pool before checking out. Your private transfer to Bandaranaike International Airport takes around 45 minutes via the Katunayake Expressway.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Cinnamon Bentota Beach", stars: 5, location: "Bentota" },
          { name: "Taj Bentota Resort & Spa", stars: 5, location: "Bentota" },
          { name: "Avani Bentota Resort", stars: 4, location: "Bentota" },
          { name: "Shangri-La Colombo", stars: 5, location: "Colombo" },
          { name: "ITC Ratnadipa", stars: 5, location: "Colombo" },
        ],
        activities: [
          { name: "Madu River boat safari", type: "SIC", priceInr: 2000 },
          { name: "Bentota water sports (jet ski and banana boat)", type: "SIC", priceInr: 3500 },
          { name: "Private guided tour of Galle Fort", type: "Private", priceInr: 5500 },
          { name: "Colombo tuk-tuk city tour", type: "Private", priceInr: 3000 },
          { name: "Shirodhara Ayurveda session", type: "Private", priceInr: 5000 },
        ],
      },
    },
    {
      id: "wild-south-yala-ella-6d",
      title: "Wild South: Whales, Leopards & Ella",
      duration: "6 Days / 5 Nights",
      costMinInr: 115000,
      costMaxInr: 180000,
      highlights: [
        "Blue whale watching off Mirissa (November to April)",
        "Leopard safaris in Yala National Park",
        "Cocoon-shaped tented suites on Yala's beach",
        "Nine Arch Bridge and Little Adam's Peak in Ella",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Colombo to the Weligama headland",
          description:
            "The Southern Expressway brings you from the airport to Weligama in about three hours. Check in to a cliff-top villa above the bay and watch surfers and fishing boats from the crescent-shaped infinity pool. Dinner is on the terrace as the lights of the fishing fleet appear on the horizon.",
          meals: ["Dinner"],
          accommodation: "Cape Weligama",
        },
        {
          day: 2,
          title: "Whales off Mirissa, then on to Yala",
          description:
            "Leave Mirissa harbour at dawn on a small-group boat in search of blue whales, spinner dolphins and sperm whales in the deep water off Dondra Head. After lunch, follow the coast east past Tangalle and Hambantota to Yala, arriving at a tented suite where the jungle meets the beach.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Wild Coast Tented Lodge, Yala",
        },
        {
          day: 3,
          title: "Leopard country",
          description:
            "Two game drives with the lodge naturalist, at first light and in the late afternoon, give you the best chance of seeing Yala's leopards along with sloth bears, elephants, crocodiles and painted storks at the waterholes. Midday is for the pool, a long lunch and a siesta while langurs chatter in the trees.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Wild Coast Tented Lodge, Yala",
        },
        {
          day: 4,
          title: "Up through Ravana Falls to Ella",
          description:
            "Climb through Wellawaya and past Ravana Falls, linked in legend to the Ramayana, to Ella, a hill town ringed by tea gardens and misty peaks. In the afternoon, time your walk to the Nine Arch Bridge to see a train rumble across, then watch the sun set over Ella Gap from your hillside chalet.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "98 Acres Resort & Spa, Ella",
        },
        {
          day: 5,
          title: "Ella's peaks and tea terraces",
          description:
            "An easy early hike up Little Adam's Peak rewards you with sweeping views over the tea slopes and the valley below. Later, tour a small tea factory near Bandarawela or join a cooking class to master coconut sambol, dhal curry and hoppers. Spend the evening with a treatment at the spa.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "98 Acres Resort & Spa, Ella",
        },
        {
          day: 6,
          title: "Ella to Colombo airport",
          description:
            "After an early breakfast, your chauffeur drives you down from the hills to Bandaranaike International Airport, about six hours via Ratnapura and the expressway, with a lunch stop on the way. We recommend booking an evening flight home.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Cape Weligama", stars: 5, location: "Weligama" },
          { name: "Wild Coast Tented Lodge", stars: 5, location: "Yala" },
          { name: "Jetwing Yala", stars: 5, location: "Yala" },
          { name: "Cinnamon Wild Yala", stars: 4, location: "Yala" },
          { name: "98 Acres Resort & Spa", stars: 4, location: "Ella" },
        ],
        activities: [
          { name: "Mirissa whale-watching cruise", type: "SIC", priceInr: 6500 },
          { name: "Private full-day Yala jeep safari", type: "Private", priceInr: 18000 },
          { name: "Surf lesson at Weligama Bay", type: "Private", priceInr: 4000 },
          { name: "Sri Lankan cooking class in Ella", type: "SIC", priceInr: 2500 },
          { name: "Ella to Kandy observation-car train tickets", type: "SIC", priceInr: 2200 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: ["Air India", "SriLankan Airlines"],
      duration: "3h 45m",
      frequency: "Multiple daily",
      avgCostInr: 26000,
    },
    {
      city: "Mumbai",
      airlines: ["SriLankan Airlines", "IndiGo"],
      duration: "2h 55m",
      frequency: "Multiple daily",
      avgCostInr: 22000,
    },
  ],
  // An ETA is still required (free for Indians under Sri Lanka's visa-fee waiver since October 2024); the
  // notes promise approval within 24 to 48 hours, so two working days is what every page shows.
  visa: {
    status: { kind: "visa-required", processingDays: 2 },
    type: "Electronic Travel Authorization (ETA)",
    cost: "Free for Indian citizens under Sri Lanka's visa-fee waiver (standard SAARC tourist ETA: US$ 20, approx. ₹1,700)",
    documents: [
      "Passport valid for at least 6 months from arrival",
      "Approved ETA (apply online at eta.gov.lk before flying)",
      "Confirmed return or onward ticket",
      "Hotel bookings or a day-by-day itinerary",
      "Proof of sufficient funds for the stay",
    ],
    notes:
      "Indian passport holders must obtain the ETA online before departure; approval usually arrives within 24 to 48 hours and the fee is currently waived for Indians. It permits a tourist stay of up to 30 days, and extensions can be requested from the Department of Immigration and Emigration in Colombo for a fee. Apply only on the official government portal and carry a printout or screenshot of the approval for airline check-in.",
    sources: [
      { name: "Sri Lanka ETA (Department of Immigration and Emigration)", url: "https://www.eta.gov.lk" },
    ],
    checkedOn: "2026-11-23",
  },
  rating: 4.5,
  tags: ["Tea Country", "Heritage", "Beaches"],
};
