import type { Destination } from "../destination-schema";

export const dubai: Destination = {
  slug: "dubai",
  name: "Dubai",
  countryCode: "AE",
  image: "/images/destinations/dubai.svg",
  description:
    "Burj Khalifa views, golden desert safaris, Palm Jumeirah beach resorts and world-class shopping, barely three hours from Delhi and Mumbai.",
  overview:
    "Dubai is the quickest luxury getaway from India, barely three hours from Delhi or Mumbai with dozens of non-stop flights a day on Emirates, Air India and IndiGo. Expect record-breaking landmarks like the Burj Khalifa, beach resorts on the Palm Jumeirah, dune-bashing desert safaris and some of the world's best shopping. Indian food is everywhere, from vegetarian thali joints in Karama to Michelin-starred tasting menus at the all-vegetarian Avatara, and Hindi is widely understood. Families love the theme parks and the Atlantis waterpark, honeymooners enjoy desert resorts and yacht dinners, and the BAPS Hindu Mandir near Abu Dhabi is an easy day trip.",
  bestTime: "November to March",
  currency: "UAE Dirham (AED)",
  language: "Arabic (English and Hindi widely spoken)",
  timeZone: "GST (UTC+4), 1h 30m behind IST",
  highlights: [
    "Burj Khalifa observation decks and the Dubai Fountain",
    "Premium desert safari with dune drives and falconry",
    "Atlantis resorts and the Palm Jumeirah",
    "Museum of the Future",
    "Old Dubai souks and an abra ride across Dubai Creek",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: 15,
      tempMaxC: 24,
      condition: "Pleasant winter sunshine",
      icon: "sunny",
      rainfallMm: 20,
    },
    {
      month: "Feb",
      tempMinC: 16,
      tempMaxC: 26,
      condition: "Mild and sunny, rare showers",
      icon: "sunny",
      rainfallMm: 25,
    },
    {
      month: "Mar",
      tempMinC: 18,
      tempMaxC: 29,
      condition: "Warm, ideal beach weather",
      icon: "sunny",
      rainfallMm: 20,
    },
    {
      month: "Apr",
      tempMinC: 22,
      tempMaxC: 33,
      condition: "Heating up, still comfortable mornings",
      icon: "sunny",
      rainfallMm: 7,
    },
    { month: "May", tempMinC: 26, tempMaxC: 38, condition: "Hot and dry", icon: "sunny", rainfallMm: 1 },
    {
      month: "Jun",
      tempMinC: 28,
      tempMaxC: 40,
      condition: "Very hot with humid nights",
      icon: "sunny",
      rainfallMm: 0,
    },
    {
      month: "Jul",
      tempMinC: 30,
      tempMaxC: 41,
      condition: "Peak heat and humidity",
      icon: "sunny",
      rainfallMm: 1,
    },
    {
      month: "Aug",
      tempMinC: 30,
      tempMaxC: 41,
      condition: "Hot, humid and hazy",
      icon: "partly-cloudy",
      rainfallMm: 0,
    },
    {
      month: "Sep",
      tempMinC: 28,
      tempMaxC: 39,
      condition: "Hot, humidity slowly easing",
      icon: "sunny",
      rainfallMm: 0,
    },
    {
      month: "Oct",
      tempMinC: 24,
      tempMaxC: 35,
      condition: "Warm, outdoor season begins",
      icon: "sunny",
      rainfallMm: 1,
    },
    {
      month: "Nov",
      tempMinC: 20,
      tempMaxC: 30,
      condition: "Warm days, cool evenings",
      icon: "sunny",
      rainfallMm: 3,
    },
    {
      month: "Dec",
      tempMinC: 16,
      tempMaxC: 26,
      condition: "Mild winter, Dubai Shopping Festival",
      icon: "partly-cloudy",
      rainfallMm: 15,
    },
  ],
  itineraries: [
    {
      id: "dubai-luxury-5d",
      title: "Dubai Luxury Escape: Downtown, Desert & the Palm",
      duration: "5 Days / 4 Nights",
      costMinInr: 95000,
      costMaxInr: 165000,
      highlights: [
        "At the Top SKY on level 148 of the Burj Khalifa",
        "Vintage Land Rover desert safari",
        "A night at Atlantis The Royal",
        "Private yacht sunset cruise",
        "Museum of the Future",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrival and the Dubai Fountain",
          description:
            "A chauffeur meets you at Dubai International and drives you to Address Downtown, steps from the Burj Khalifa. In the evening, watch the Dubai Fountain dance to music from a lakeside table and dine with a view of the illuminated tower.",
          meals: ["Dinner"],
          accommodation: "Address Downtown, Dubai",
        },
        {
          day: 2,
          title: "At the Top and Old Dubai",
          description:
            "Ride the high-speed lifts to the Burj Khalifa's level 148 At the Top SKY lounge for morning views over the desert and the Gulf. In the afternoon, explore the wind-tower lanes of Al Fahidi, cross Dubai Creek on a wooden abra and bargain in the Gold and Spice Souks.",
          meals: ["Breakfast"],
          accommodation: "Address Downtown, Dubai",
        },
        {
          day: 3,
          title: "Museum of the Future and a Heritage Desert Safari",
          description:
            "Start at the Museum of the Future, the silver torus wrapped in Arabic calligraphy on Sheikh Zayed Road. In the afternoon, a vintage Land Rover heads into the Dubai Desert Conservation Reserve for dune drives, a falconry display and a Bedouin-style dinner under the stars with vegetarian choices.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Address Downtown, Dubai",
        },
        {
          day: 4,
          title: "Palm Jumeirah and a Private Yacht",
          description:
            "Move to Atlantis The Royal on the Palm Jumeirah and ride up to The View at The Palm to see the island's full frond shape. Lounge by the resort's sky pools or spend the afternoon at Aquaventure, then board a private yacht for a sunset cruise past the Dubai Marina towers and the Burj Al Arab.",
          meals: ["Breakfast"],
          accommodation: "Atlantis The Royal, Palm Jumeirah",
        },
        {
          day: 5,
          title: "Duty Free and the Flight Home",
          description:
            "Enjoy a leisurely breakfast overlooking the Arabian Gulf before your chauffeur returns you to Dubai International. Pick up gold, perfume or Medjool dates at Dubai Duty Free before the short flight back to India.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Address Downtown", stars: 5, location: "Downtown Dubai" },
          { name: "Atlantis The Royal", stars: 5, location: "Palm Jumeirah" },
          { name: "Burj Al Arab Jumeirah", stars: 5, location: "Jumeirah Beach" },
          { name: "Armani Hotel Dubai", stars: 5, location: "Burj Khalifa, Downtown Dubai" },
          { name: "Jumeirah Al Qasr", stars: 5, location: "Madinat Jumeirah" },
        ],
        activities: [
          { name: "Hot-air balloon flight over the desert", type: "SIC", priceInr: 24000 },
          { name: "Private yacht charter (2 hours)", type: "Private", priceInr: 42000 },
          { name: "Tandem skydive over the Palm", type: "SIC", priceInr: 52000 },
          { name: "Dhow dinner cruise at Dubai Marina", type: "SIC", priceInr: 5500 },
          { name: "Dubai Frame and Miracle Garden combo", type: "SIC", priceInr: 4500 },
        ],
      },
    },
    {
      id: "dubai-abu-dhabi-family-6d",
      title: "Dubai & Abu Dhabi Family Holiday",
      duration: "6 Days / 5 Nights",
      costMinInr: 75000,
      costMaxInr: 120000,
      highlights: [
        "Aquaventure waterpark and the Lost Chambers Aquarium",
        "Family desert safari with camel rides",
        "BAPS Hindu Mandir, Abu Dhabi",
        "Sheikh Zayed Grand Mosque",
        "Global Village (October to May)",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Check In on the Palm",
          description:
            "Transfer from the airport to Atlantis, The Palm, where children can spend the first afternoon at the Lost Chambers Aquarium among sharks and rays. Dinner is at Saffron, the resort's lively international buffet.",
          meals: ["Dinner"],
          accommodation: "Atlantis, The Palm, Dubai",
        },
        {
          day: 2,
          title: "Aquaventure Waterpark Day",
          description:
            "Spend the day at Aquaventure, one of the world's largest waterparks, with record-breaking slides, a lazy river and a dedicated splash zone for younger kids. Later, walk along The Pointe to watch the Palm Fountain show against the Atlantis backdrop.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Atlantis, The Palm, Dubai",
        },
        {
          day: 3,
          title: "Burj Khalifa, Dubai Mall and the Dunes",
          description:
            "Move to the JW Marriott Marquis in Business Bay, then ride up to the level 124 and 125 observation decks of the Burj Khalifa and walk through the Dubai Aquarium tunnel inside Dubai Mall. In the afternoon, a family-friendly desert safari offers gentle dune drives, camel rides, henna painting and a barbecue dinner with plenty of vegetarian dishes and a tanoura dance show.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "JW Marriott Marquis Hotel Dubai, Business Bay",
        },
        {
          day: 4,
          title: "Abu Dhabi: Grand Mosque and BAPS Mandir",
          description:
            "Drive about 90 minutes to Abu Dhabi to visit the gleaming white Sheikh Zayed Grand Mosque, home to one of the world's largest hand-knotted carpets. On the way back, stop at the BAPS Hindu Mandir at Abu Mureikhah, the UAE's first traditional hand-carved stone Hindu temple, opened in 2024.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "JW Marriott Marquis Hotel Dubai, Business Bay",
        },
        {
          day: 5,
          title: "Theme Park or Global Village",
          description:
            "Choose between the indoor roller coasters and dinosaur zone of IMG Worlds of Adventure or a relaxed beach morning. In the evening, head to Global Village, the open-air festival park with pavilions representing around 90 cultures, open from October to May.",
          meals: ["Breakfast"],
          accommodation: "JW Marriott Marquis Hotel Dubai, Business Bay",
        },
        {
          day: 6,
          title: "Home with Happy Memories",
          description:
            "After a final swim, check out and transfer to Dubai International for the three-hour flight home. Leave a little time for chocolates and toys at duty free, a favourite last stop for children.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Atlantis, The Palm", stars: 5, location: "Palm Jumeirah" },
          { name: "Jumeirah Beach Hotel", stars: 5, location: "Umm Suqeim, Jumeirah" },
          { name: "JW Marriott Marquis Hotel Dubai", stars: 5, location: "Business Bay" },
          { name: "Hilton Dubai The Walk", stars: 4, location: "Jumeirah Beach Residence" },
          { name: "Rove Downtown", stars: 3, location: "Downtown Dubai" },
        ],
        activities: [
          {
            name: "Ferrari World Abu Dhabi entry with transfers",
            type: "SIC",
            activity: "ferrari-world-abu-dhabi",
          },
          { name: "Legoland Dubai day pass", type: "SIC", priceInr: 8000 },
          { name: "Dhow dinner cruise on Dubai Creek", type: "SIC", priceInr: 3500 },
          { name: "Private city tour with a Hindi-speaking guide", type: "Private", priceInr: 12000 },
          { name: "Private family photographer in Old Dubai", type: "Private", priceInr: 15000 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: ["Emirates", "Air India", "IndiGo", "SpiceJet"],
      duration: "3h 40m",
      frequency: "Multiple daily",
      avgCostInr: 26000,
    },
    {
      city: "Mumbai",
      airlines: ["Emirates", "Air India", "IndiGo", "SpiceJet"],
      duration: "3h 05m",
      frequency: "Multiple daily",
      avgCostInr: 23000,
    },
  ],
  visa: {
    status: { kind: "visa-required", processingDays: 3 },
    type: "UAE tourist eVisa (30 days)",
    cost: "Approx. ₹7,000–₹8,500 for a 30-day single-entry visa, including service charges",
    documents: [
      "Colour scan of passport valid for at least 6 months",
      "Recent passport photo on a white background",
      "Confirmed return air ticket",
      "Hotel booking or host's address in the UAE",
    ],
    notes:
      "Indians holding a valid US visa or green card, or a UK or EU residence permit (and those of a few other countries), can instead get a 14-day visa on arrival. Emirates and flydubai passengers can apply through the airline, and most travel agents obtain the eVisa within 3 working days. Carry a printed copy and check that the name matches your passport exactly.",
    sources: [
      { name: "UAE ICP: visas and entry", url: "https://icp.gov.ae" },
      {
        name: "UAE government portal: tourist visas",
        url: "https://u.ae/en/information-and-services/visa-and-emirates-id",
      },
    ],
    checkedOn: "2026-11-23",
  },
  rating: 4.7,
  tags: ["Luxury", "Shopping", "Desert Safari"],
};
