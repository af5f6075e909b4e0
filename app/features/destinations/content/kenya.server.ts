import type { Destination } from "../destination-schema";

export const kenya: Destination = {
  slug: "kenya",
  name: "Kenya",
  countryCode: "KE",
  image: "/images/destinations/kenya.svg",
  description:
    "Watch the Great Migration in the Maasai Mara, elephants beneath Kilimanjaro in Amboseli and rhinos at Ol Pejeta, from luxury tented camps six hours from Mumbai.",
  overview:
    "Kenya is East Africa's original safari country and, for Indian travellers, one of the easiest to reach: Kenya Airways and IndiGo fly non-stop from Mumbai in about six hours, and Nairobi is only two and a half hours behind IST. A century-old Gujarati and Punjabi community means excellent vegetarian and Jain food in Nairobi, and most luxury lodges happily cook dal, sabzi and rotis on request. Watch the Great Migration surge across the Mara River, see elephants framed by Kilimanjaro in Amboseli and meet the last northern white rhinos at Ol Pejeta. Families love private game drives and child-friendly camps, while honeymooners can finish with barefoot luxury on Diani Beach.",
  bestTime: "July to October (Great Migration); January to February",
  currency: "Kenyan Shilling (KES)",
  language: "English and Swahili",
  timeZone: "EAT (UTC+3), 2h 30m behind IST",
  highlights: [
    "Great Migration river crossings in the Maasai Mara",
    "Elephants beneath Kilimanjaro in Amboseli National Park",
    "Rhino tracking at Ol Pejeta Conservancy",
    "Hot-air balloon safari over the Mara plains",
    "Orphaned baby elephants at the Sheldrick Wildlife Trust, Nairobi",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: 13,
      tempMaxC: 28,
      condition: "Hot and dry, excellent game viewing",
      icon: "sunny",
      rainfallMm: 70,
    },
    { month: "Feb", tempMinC: 13, tempMaxC: 29, condition: "Dry and warm", icon: "sunny", rainfallMm: 65 },
    {
      month: "Mar",
      tempMinC: 14,
      tempMaxC: 28,
      condition: "Long rains begin",
      icon: "partly-cloudy",
      rainfallMm: 115,
    },
    {
      month: "Apr",
      tempMinC: 14,
      tempMaxC: 26,
      condition: "Long rains, lush green plains",
      icon: "stormy",
      rainfallMm: 190,
    },
    {
      month: "May",
      tempMinC: 13,
      tempMaxC: 25,
      condition: "Rains tailing off",
      icon: "rainy",
      rainfallMm: 120,
    },
    {
      month: "Jun",
      tempMinC: 11,
      tempMaxC: 24,
      condition: "Cool and dry, herds approaching",
      icon: "partly-cloudy",
      rainfallMm: 50,
    },
    {
      month: "Jul",
      tempMinC: 10,
      tempMaxC: 24,
      condition: "Dry season, migration arrives",
      icon: "sunny",
      rainfallMm: 35,
    },
    {
      month: "Aug",
      tempMinC: 10,
      tempMaxC: 25,
      condition: "Peak migration, chilly mornings",
      icon: "sunny",
      rainfallMm: 45,
    },
    {
      month: "Sep",
      tempMinC: 11,
      tempMaxC: 26,
      condition: "Dry, river crossings continue",
      icon: "sunny",
      rainfallMm: 50,
    },
    {
      month: "Oct",
      tempMinC: 12,
      tempMaxC: 27,
      condition: "Warm, herds start moving south",
      icon: "partly-cloudy",
      rainfallMm: 65,
    },
    {
      month: "Nov",
      tempMinC: 13,
      tempMaxC: 26,
      condition: "Short rains, afternoon showers",
      icon: "rainy",
      rainfallMm: 110,
    },
    {
      month: "Dec",
      tempMinC: 13,
      tempMaxC: 26,
      condition: "Green season, festive holidays",
      icon: "partly-cloudy",
      rainfallMm: 90,
    },
  ],
  itineraries: [
    {
      id: "luxury-safari-8d",
      title: "Kenya Luxury Safari: Amboseli, Laikipia & the Maasai Mara",
      duration: "8 Days / 7 Nights",
      costMinInr: 295000,
      costMaxInr: 385000,
      highlights: [
        "Kilimanjaro views from Tortilis Camp in Amboseli",
        "Northern white rhinos and chimpanzees at Ol Pejeta",
        "Great Migration river crossings (July to October)",
        "Light-aircraft hops between parks instead of long drives",
        "Baby elephants at the Sheldrick Wildlife Trust",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Karibu Nairobi",
          description:
            "Your private driver-guide meets you at Jomo Kenyatta International Airport and drives you to Hemingways Nairobi in the leafy suburb of Karen. After a rest, enjoy sundowners on the terrace with the Ngong Hills on the horizon. The welcome dinner includes vegetarian Indian dishes prepared on request.",
          meals: ["Dinner"],
          accommodation: "Hemingways Nairobi, Karen",
        },
        {
          day: 2,
          title: "Baby Elephants and a Flight to Amboseli",
          description:
            "Start at the Sheldrick Wildlife Trust nursery for the late-morning feeding of orphaned baby elephants, then board a light aircraft at Wilson Airport for Amboseli. Your afternoon game drive brings the first sightings of the park's famous big-tusked elephants, with the snowy dome of Mount Kilimanjaro rising over the plains.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Tortilis Camp, Amboseli",
          image: "/images/destinations/kenya/day-2.svg",
        },
        {
          day: 3,
          title: "Amboseli Swamps, Observation Hill and Maasai Culture",
          description:
            "Set off at dawn, when Kilimanjaro is most often free of cloud, to watch elephant families wading through the Enkongo Narok swamp. Climb Observation Hill for a panorama over the dry lakebeds, then visit a Maasai homestead to learn about beadwork and cattle traditions. Return for a sundowner in the camp's private Kitirua Conservancy.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Tortilis Camp, Amboseli",
        },
        {
          day: 4,
          title: "Into Laikipia Beneath Mount Kenya",
          description:
            "Fly via Nairobi Wilson to Nanyuki, a highland town on the slopes of Mount Kenya that sits almost exactly on the equator. Check in to the Fairmont Mount Kenya Safari Club, co-founded by Hollywood actor William Holden, and stroll its manicured lawns. A log fire in your cottage keeps the crisp highland evening at bay.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Fairmont Mount Kenya Safari Club, Nanyuki",
          image: "/images/destinations/kenya/day-4.svg",
        },
        {
          day: 5,
          title: "Rhinos and Chimps at Ol Pejeta",
          description:
            "Spend a full day in Ol Pejeta Conservancy, East Africa's largest black rhino sanctuary and home to Najin and Fatu, the last two northern white rhinos on earth. Visit the Sweetwaters Chimpanzee Sanctuary, the only place in Kenya to see chimpanzees, and enjoy a picnic lunch beside the Ewaso Nyiro river before driving back to the lodge.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Fairmont Mount Kenya Safari Club, Nanyuki",
        },
        {
          day: 6,
          title: "Flying Over the Rift to the Maasai Mara",
          description:
            "A scenic light-aircraft flight carries you across the Great Rift Valley to the Maasai Mara, where your camp vehicle waits beside the airstrip. Kichwa Tembo lies beneath the Oloololo Escarpment in a private concession on the reserve's western edge. Your first afternoon drive often turns up lion prides and cheetahs on the open grasslands.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "andBeyond Kichwa Tembo Tented Camp, Maasai Mara",
          image: "/images/destinations/kenya/day-6.svg",
        },
        {
          day: 7,
          title: "Balloon at Dawn and the Mara River",
          description:
            "An optional hot-air balloon lifts off at first light, drifting over herds of wildebeest before a champagne breakfast in the bush. The rest of the day is spent along the Mara River, where from July to October the migrating herds plunge past waiting crocodiles. Toast your last safari night around the campfire.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "andBeyond Kichwa Tembo Tented Camp, Maasai Mara",
        },
        {
          day: 8,
          title: "Farewell Lunch and Flight Home",
          description:
            "Enjoy a final early game drive, then fly back to Nairobi Wilson for a farewell vegetarian thali lunch at a well-loved Indian restaurant in Westlands. A private transfer takes you to Jomo Kenyatta International Airport for your flight home to India.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Departure — no overnight",
          image: "/images/destinations/kenya/day-8.svg",
        },
      ],
      customiser: {
        hotels: [
          { name: "Hemingways Nairobi", stars: 5, location: "Karen, Nairobi" },
          { name: "Tortilis Camp", stars: 5, location: "Kitirua Conservancy, Amboseli" },
          { name: "Fairmont Mount Kenya Safari Club", stars: 5, location: "Nanyuki, Laikipia" },
          { name: "andBeyond Kichwa Tembo Tented Camp", stars: 5, location: "Maasai Mara" },
          { name: "Mahali Mzuri", stars: 5, location: "Olare Motorogi Conservancy, Maasai Mara" },
        ],
        activities: [
          {
            name: "Hot-air balloon safari with champagne bush breakfast",
            type: "SIC",
            activity: "maasai-mara-sunrise-balloon-safari",
          },
          { name: "Private safari vehicle and guide upgrade (per day)", type: "Private", priceInr: 28000 },
          { name: "Night game drive at Ol Pejeta", type: "SIC", priceInr: 7500 },
          { name: "Lion tracking with Ol Pejeta researchers", type: "SIC", priceInr: 9000 },
          { name: "Maasai village visit and beadwork workshop", type: "Private", priceInr: 5500 },
        ],
      },
    },
    {
      id: "mara-naivasha-5d",
      title: "Maasai Mara & Lake Naivasha Getaway",
      duration: "5 Days / 4 Nights",
      costMinInr: 145000,
      costMaxInr: 205000,
      highlights: [
        "Two nights in the Maasai Mara National Reserve",
        "Boat ride and walking safari on Crescent Island",
        "Hand-feeding giraffes at the Giraffe Centre",
        "Light-aircraft flight from the Mara back to Nairobi",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Nairobi Giraffes and a Welcome Dinner",
          description:
            "Land in Nairobi and check in at Sankara Nairobi in the lively Westlands district. In the afternoon, hand-feed endangered Rothschild's giraffes from the raised platform at the Giraffe Centre in Lang'ata. Dinner is at the hotel, where Indian vegetarian dishes are always on the menu.",
          meals: ["Dinner"],
          accommodation: "Sankara Nairobi, Westlands",
        },
        {
          day: 2,
          title: "Rift Valley Viewpoint and Crescent Island",
          description:
            "Drive north-west along the escarpment, pausing at a roadside viewpoint for sweeping views of the Great Rift Valley floor. After lunch at your resort, cross Lake Naivasha by boat past hippos and fish eagles to Crescent Island, where you walk among giraffe, zebra and waterbuck. The evening is quiet on the lakeshore lawns.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Lake Naivasha Sopa Resort",
        },
        {
          day: 3,
          title: "The Road to the Maasai Mara",
          description:
            "Continue via the market town of Narok to the Maasai Mara National Reserve, arriving in time for lunch at the lodge. Your afternoon game drive in a pop-up-roof 4x4 searches for elephants, buffalo and the reserve's big cats. Sunset from the lodge terrace looks out over the Mara River valley.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Mara Serena Safari Lodge, Maasai Mara",
        },
        {
          day: 4,
          title: "A Full Day on the Mara Plains",
          description:
            "Leave early with a packed breakfast and picnic lunch to follow the action wherever it leads, from cheetahs hunting on the Paradise Plains to hippo pools on the river. In migration season your guide may wait at a crossing point for the herds to make their leap. An optional Maasai manyatta visit fills the late afternoon.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Mara Serena Safari Lodge, Maasai Mara",
        },
        {
          day: 5,
          title: "Flying Back to Nairobi",
          description:
            "After a short final game drive, board the scheduled light aircraft at the nearby airstrip for the 45-minute flight to Nairobi Wilson, saving six hours on the road. A private transfer connects you to Jomo Kenyatta International Airport for your flight home.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Sankara Nairobi", stars: 5, location: "Westlands, Nairobi" },
          { name: "Lake Naivasha Sopa Resort", stars: 4, location: "Lake Naivasha" },
          { name: "Mara Serena Safari Lodge", stars: 4, location: "Maasai Mara National Reserve" },
          { name: "Ashnil Mara Camp", stars: 4, location: "Maasai Mara National Reserve" },
          { name: "Sarova Mara Game Camp", stars: 4, location: "Maasai Mara National Reserve" },
        ],
        activities: [
          { name: "Boat ride and Crescent Island walking safari", type: "SIC", priceInr: 5500 },
          {
            name: "Hot-air balloon flight over the Mara",
            type: "SIC",
            activity: "maasai-mara-sunrise-balloon-safari",
          },
          { name: "Maasai manyatta cultural visit", type: "SIC", priceInr: 2500 },
          { name: "Sheldrick elephant nursery visit with transfers", type: "SIC", priceInr: 3500 },
          { name: "Private 4x4 Land Cruiser for the whole safari", type: "Private", priceInr: 65000 },
        ],
      },
    },
    {
      id: "safari-beach-honeymoon-7d",
      title: "Mara Safari & Diani Beach Honeymoon",
      duration: "7 Days / 6 Nights",
      costMinInr: 265000,
      costMaxInr: 360000,
      highlights: [
        "River-view tents at Sanctuary Olonana",
        "Sunrise balloon option over the Mara",
        "Dhow trip to Kisite-Mpunguti Marine Park",
        "Private candlelit dinners in the bush and on the beach",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Straight to the Savannah",
          description:
            "The overnight flight from Mumbai lands in Nairobi at dawn, and you transfer to Wilson Airport for a morning light-aircraft hop to the Maasai Mara. Settle into your tent at Sanctuary Olonana, set on the banks of the Mara River, and unwind before an afternoon game drive.",
          meals: ["Lunch", "Dinner"],
          accommodation: "Sanctuary Olonana, Maasai Mara",
        },
        {
          day: 2,
          title: "Big Cats and a Bush Breakfast",
          description:
            "Morning drives in the Mara offer a real chance of lions, leopards and cheetahs, followed by breakfast laid out beneath an acacia tree. Spend the afternoon at the camp spa before sundowners on the riverbank, listening to hippos grunting below.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Sanctuary Olonana, Maasai Mara",
        },
        {
          day: 3,
          title: "Romance Over the Mara",
          description:
            "Float above the plains on a sunrise balloon safari, or sleep in and take breakfast on your private deck. In the afternoon, visit a neighbouring Maasai community, then end the day with a private candlelit dinner set up by the camp team.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Sanctuary Olonana, Maasai Mara",
        },
        {
          day: 4,
          title: "From Savannah to the Indian Ocean",
          description:
            "Fly from the Mara to Ukunda via Nairobi Wilson and transfer a few minutes to Diani Beach on Kenya's south coast. Check in to Almanara, a small luxury resort of private villas, and stroll the powder-white sand as the tide goes out at dusk.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Almanara Luxury Resort, Diani Beach",
        },
        {
          day: 5,
          title: "Kisite Marine Park by Dhow",
          description:
            "Board a traditional dhow at Shimoni for Kisite-Mpunguti Marine Park, where dolphins often ride the bow wave. Snorkel the coral gardens, then feast on a Swahili lunch on Wasini Island, with a vegetarian spread on request, before returning to Diani in the late afternoon.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Almanara Luxury Resort, Diani Beach",
        },
        {
          day: 6,
          title: "Colobus Monkeys and Spa Time",
          description:
            "Take a guided walk with the Colobus Conservation team to meet the rare Angolan colobus monkeys of Diani's coastal forest. The rest of the day is yours for the spa, the pool or a kitesurfing lesson. A farewell dinner is laid out on the beach under the stars.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Almanara Luxury Resort, Diani Beach",
        },
        {
          day: 7,
          title: "Kwaheri Kenya",
          description:
            "After a lazy breakfast, transfer to Ukunda airstrip for the short flight to Nairobi and your connection home. Lounge access at Jomo Kenyatta International can be added for a long layover.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Sanctuary Olonana", stars: 5, location: "Mara River, Maasai Mara" },
          { name: "Angama Mara", stars: 5, location: "Oloololo Escarpment, Maasai Mara" },
          { name: "Mahali Mzuri", stars: 5, location: "Olare Motorogi Conservancy, Maasai Mara" },
          { name: "Almanara Luxury Resort", stars: 5, location: "Diani Beach" },
          { name: "The Sands at Nomad", stars: 4, location: "Diani Beach" },
        ],
        activities: [
          {
            name: "Sunrise hot-air balloon with bush breakfast",
            type: "SIC",
            activity: "maasai-mara-sunrise-balloon-safari",
          },
          { name: "Kisite dhow, snorkelling and Wasini Island lunch", type: "SIC", priceInr: 9500 },
          { name: "Private candlelit bush dinner", type: "Private", priceInr: 14000 },
          { name: "Colobus Conservation forest walk", type: "SIC", priceInr: 2200 },
          { name: "Couple's massage at the spa", type: "Private", priceInr: 11000 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: [
        "Ethiopian Airlines (via Addis Ababa)",
        "Emirates (via Dubai)",
        "Qatar Airways (via Doha)",
        "IndiGo (via Mumbai)",
      ],
      duration: "10h 30m (1 stop)",
      frequency: "Daily",
      avgCostInr: 55000,
    },
    {
      city: "Mumbai",
      airlines: ["Kenya Airways", "IndiGo"],
      duration: "6h 00m",
      frequency: "Multiple daily",
      avgCostInr: 42000,
    },
  ],
  visa: {
    status: { kind: "visa-required", processingDays: 5 },
    type: "Electronic Travel Authorisation (eTA)",
    cost: "US$ 30 (approx. ₹2,600) eTA fee",
    documents: [
      "Passport valid for at least 6 months with a blank page",
      "Recent passport-style photograph",
      "Confirmed return or onward flight ticket",
      "Hotel and safari lodge confirmations",
      "Yellow fever vaccination certificate (checked on return to India)",
    ],
    notes:
      "Kenya replaced visas with an online eTA in 2024; apply only on the official eTA portal, ideally at least two weeks before travel (up to 90 days ahead). Approval arrives by e-mail and allows a stay of up to 90 days. India's health rules require a valid yellow fever certificate from travellers returning from Kenya, so get vaccinated at least 10 days before departure.",
    sources: [{ name: "Kenya eTA (Government of Kenya)", url: "https://www.etakenya.go.ke" }],
    checkedOn: "2026-11-23",
  },
  rating: 4.7,
  tags: ["Safari", "Wildlife", "Luxury Camps"],
};
