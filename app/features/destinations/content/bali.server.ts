import type { Destination } from "../destination-schema";

export const bali: Destination = {
  slug: "bali",
  name: "Bali",
  countryCode: "ID",
  image: "/images/destinations/bali.svg",
  description:
    "Private-pool villas, Hindu temples, emerald rice terraces and Uluwatu sunsets, with a visa on arrival and non-stop flights from Delhi and Mumbai.",
  overview:
    "Bali blends a Hindu temple culture that feels instantly familiar to Indian travellers with private-pool villas, clifftop resorts and emerald rice terraces. Air India flies non-stop from Delhi and IndiGo from Mumbai, and Indians get a visa on arrival, making it one of the easiest honeymoon escapes from India. Vegetarian food is everywhere, from Ubud's plant-based cafés to several Indian restaurants in Seminyak, Kuta and Nusa Dua. Couples love floating breakfasts and Uluwatu sunsets, while families enjoy Bali Safari Park, Waterbom and the calm, reef-protected beaches of Nusa Dua. An evening at the Kecak fire dance, which retells the Ramayana, delights every age.",
  bestTime: "April to October",
  currency: "Indonesian Rupiah (IDR)",
  language: "Indonesian and Balinese (English widely spoken)",
  timeZone: "WITA (UTC+8), 2h 30m ahead of IST",
  highlights: [
    "Uluwatu Temple and the Kecak fire dance at sunset",
    "Tegallalang rice terraces and Ubud's art villages",
    "Tirta Empul holy spring water temple",
    "Nusa Penida's Kelingking Beach and manta rays",
    "Mount Batur sunrise jeep or trek",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: 24,
      tempMaxC: 31,
      condition: "Wet season, heavy afternoon downpours",
      icon: "stormy",
      rainfallMm: 345,
    },
    {
      month: "Feb",
      tempMinC: 24,
      tempMaxC: 31,
      condition: "Humid with frequent showers",
      icon: "rainy",
      rainfallMm: 275,
    },
    {
      month: "Mar",
      tempMinC: 24,
      tempMaxC: 31,
      condition: "Showers easing, Nyepi silent day",
      icon: "rainy",
      rainfallMm: 215,
    },
    {
      month: "Apr",
      tempMinC: 24,
      tempMaxC: 32,
      condition: "Drying out, green rice fields",
      icon: "partly-cloudy",
      rainfallMm: 90,
    },
    { month: "May", tempMinC: 24, tempMaxC: 31, condition: "Dry and sunny", icon: "sunny", rainfallMm: 75 },
    {
      month: "Jun",
      tempMinC: 23,
      tempMaxC: 30,
      condition: "Dry season, light breezes",
      icon: "sunny",
      rainfallMm: 55,
    },
    {
      month: "Jul",
      tempMinC: 22,
      tempMaxC: 29,
      condition: "Cooler and dry, peak holidays",
      icon: "sunny",
      rainfallMm: 45,
    },
    {
      month: "Aug",
      tempMinC: 22,
      tempMaxC: 29,
      condition: "Driest month, clear skies",
      icon: "sunny",
      rainfallMm: 30,
    },
    {
      month: "Sep",
      tempMinC: 23,
      tempMaxC: 30,
      condition: "Sunny with calm seas",
      icon: "sunny",
      rainfallMm: 45,
    },
    {
      month: "Oct",
      tempMinC: 24,
      tempMaxC: 31,
      condition: "Warm with occasional showers",
      icon: "partly-cloudy",
      rainfallMm: 85,
    },
    {
      month: "Nov",
      tempMinC: 24,
      tempMaxC: 32,
      condition: "Wet season begins",
      icon: "rainy",
      rainfallMm: 160,
    },
    {
      month: "Dec",
      tempMinC: 24,
      tempMaxC: 31,
      condition: "Hot and humid, tropical storms",
      icon: "stormy",
      rainfallMm: 300,
    },
  ],
  itineraries: [
    {
      id: "honeymoon-ubud-uluwatu-6d",
      title: "Bali Luxury Honeymoon: Ubud & Uluwatu",
      duration: "6 Days / 5 Nights",
      costMinInr: 110000,
      costMaxInr: 175000,
      highlights: [
        "Pool villas at Viceroy Bali and Alila Villas Uluwatu",
        "Purification ritual at Tirta Empul",
        "Kecak fire dance at Uluwatu Temple",
        "Floating breakfast and couple's spa",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Into the Jungles of Ubud",
          description:
            "Your private chauffeur greets you at Ngurah Rai International Airport with flower garlands and drives about 90 minutes inland to Viceroy Bali, perched above the Petanu River valley. Settle into your pool villa before a candlelit welcome dinner at Apéritif, the resort's fine-dining restaurant.",
          meals: ["Dinner"],
          accommodation: "Viceroy Bali, Ubud",
        },
        {
          day: 2,
          title: "Rice Terraces and a Holy Spring",
          description:
            "Start early at the Tegallalang rice terraces before the crowds arrive, with an optional jungle swing over the valley. Continue to Tirta Empul, where you can join Balinese pilgrims in the purification ritual beneath carved spouts of spring water. Lunch overlooks the terraces, and the afternoon is free for the Ubud Art Market.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Viceroy Bali, Ubud",
        },
        {
          day: 3,
          title: "Floating Breakfast and the Monkey Forest",
          description:
            "Begin with a floating breakfast tray in your private pool, then walk through the Sacred Monkey Forest Sanctuary and its moss-covered temples. A mid-morning Balinese cooking class teaches you vegetable lawar and fiery sambal matah, which you eat for lunch. The evening brings a two-hour couple's massage.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Viceroy Bali, Ubud",
        },
        {
          day: 4,
          title: "South to the Uluwatu Cliffs",
          description:
            "Drive south to the Bukit Peninsula and check in to Alila Villas Uluwatu, whose clifftop villas hang above the Indian Ocean. At sunset, visit Pura Luhur Uluwatu on its 70-metre cliff and watch the Kecak fire dance, where a chanting chorus of men retells the story of the Ramayana.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Alila Villas Uluwatu",
        },
        {
          day: 5,
          title: "Nusa Penida or a Slow Beach Day",
          description:
            "Choose a speedboat trip to Nusa Penida for the T-Rex-shaped headland of Kelingking Beach and snorkelling with manta rays, or a lazy day on the white sand of Melasti Beach. Either way, the evening ends with a private seafood and vegetarian barbecue on your villa terrace.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          accommodation: "Alila Villas Uluwatu",
        },
        {
          day: 6,
          title: "Selamat Jalan, Bali",
          description:
            "Spend a final morning beside the infinity pool before the 40-minute private transfer to the airport. Pick up Kintamani coffee and handwoven ikat as gifts before your flight home.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Viceroy Bali", stars: 5, location: "Ubud" },
          { name: "Mandapa, a Ritz-Carlton Reserve", stars: 5, location: "Ubud" },
          { name: "Alila Villas Uluwatu", stars: 5, location: "Uluwatu" },
          { name: "Six Senses Uluwatu", stars: 5, location: "Uluwatu" },
          { name: "Bulgari Resort Bali", stars: 5, location: "Uluwatu" },
        ],
        activities: [
          { name: "Nusa Penida speedboat day trip", type: "SIC", priceInr: 6500 },
          { name: "White-water rafting on the Ayung River", type: "SIC", priceInr: 3500 },
          { name: "Private Mount Batur sunrise jeep tour", type: "Private", priceInr: 11000 },
          { name: "Couple's Balinese massage (2 hours)", type: "Private", priceInr: 9500 },
          { name: "Private photoshoot at Handara Gate and Lake Bratan", type: "Private", priceInr: 12000 },
        ],
      },
    },
    {
      id: "family-nusa-dua-5d",
      title: "Bali Family Fun: Nusa Dua, Ubud & Waterbom",
      duration: "5 Days / 4 Nights",
      costMinInr: 40000,
      costMaxInr: 68000,
      highlights: [
        "Beachfront resort with kids' club in Nusa Dua",
        "Bali Safari Park tram safari",
        "Waterbom Bali water park",
        "Tanah Lot sea temple at sunset",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Welcome to Nusa Dua",
          description:
            "A 20-minute drive from the airport brings you to The Westin Resort Nusa Dua, with its large pools and a kids' club that keeps young travellers busy. Spend the evening paddling on the gentle, reef-protected beach before dinner at the resort.",
          meals: ["Dinner"],
          accommodation: "The Westin Resort Nusa Dua, Bali",
        },
        {
          day: 2,
          title: "Water Sports at Tanjung Benoa",
          description:
            "Head to nearby Tanjung Benoa for banana-boat rides, a glass-bottom boat trip to Turtle Island and parasailing for older children. The afternoon is for the resort pools, followed by sunset at the Water Blow, where waves burst dramatically through a limestone gap.",
          meals: ["Breakfast"],
          accommodation: "The Westin Resort Nusa Dua, Bali",
        },
        {
          day: 3,
          title: "Bali Safari Park and a Taste of Ubud",
          description:
            "Drive to Bali Safari Park in Gianyar for a tram safari among white tigers, Komodo dragons and elephants, plus the Bali Agung stage show. Continue to Ubud for the Monkey Forest and a quick look at Ubud Palace before returning to Nusa Dua in the evening.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "The Westin Resort Nusa Dua, Bali",
        },
        {
          day: 4,
          title: "Waterbom and a Tanah Lot Sunset",
          description:
            "Spend the morning at Waterbom Bali in Kuta, often ranked among Asia's best water parks, with gentle slides for little ones and thrill rides for teenagers. Later drive to Tanah Lot to watch the sun set behind the sea temple on its rock, then enjoy a farewell Indian dinner in Seminyak.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "The Westin Resort Nusa Dua, Bali",
        },
        {
          day: 5,
          title: "Goodbye Bali",
          description:
            "Take breakfast at leisure and let the children squeeze in a last swim in the resort pools. A private transfer then takes you to Ngurah Rai Airport for your flight back to India.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "The Westin Resort Nusa Dua", stars: 5, location: "Nusa Dua" },
          { name: "Courtyard by Marriott Bali Nusa Dua Resort", stars: 4, location: "Nusa Dua" },
          { name: "Novotel Bali Nusa Dua", stars: 4, location: "Nusa Dua" },
          { name: "Padma Resort Legian", stars: 5, location: "Legian" },
        ],
        activities: [
          { name: "Tanjung Benoa water sports combo", type: "SIC", priceInr: 3800 },
          { name: "Bali Safari Park entry with tram safari", type: "SIC", priceInr: 5500 },
          { name: "Waterbom Bali day pass", type: "SIC", priceInr: 3800 },
          { name: "Private car with driver for a full day", type: "Private", priceInr: 5500 },
          { name: "Uluwatu Kecak dance with transfers", type: "SIC", priceInr: 2800 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: ["Air India", "Singapore Airlines (via Singapore)", "Malaysia Airlines (via Kuala Lumpur)"],
      duration: "8h 05m",
      frequency: "Daily",
      avgCostInr: 42000,
    },
    {
      city: "Mumbai",
      airlines: ["IndiGo", "Singapore Airlines (via Singapore)", "Thai Airways (via Bangkok)"],
      duration: "7h 45m",
      frequency: "Daily",
      avgCostInr: 40000,
    },
  ],
  visa: {
    status: { kind: "visa-required", processingDays: 1 },
    type: "e-Visa on Arrival (e-VoA)",
    cost: "IDR 500,000 (approx. ₹2,700) plus IDR 150,000 (approx. ₹800) Bali tourist levy",
    documents: [
      "Passport valid for at least 6 months from arrival",
      "Confirmed return or onward flight ticket",
      "Hotel booking confirmation",
      "Digital passport photo for the online e-VoA application",
    ],
    notes:
      "Apply for the e-VoA on the official Indonesian immigration website a few days before travel; it can also be bought at the airport counter on arrival. It allows a 30-day stay and can be extended once for another 30 days inside Indonesia. Pay the Bali tourist levy online through Love Bali and complete the All Indonesia digital arrival card before landing.",
    sources: [
      {
        name: "Indonesia e-Visa and visa on arrival (Directorate General of Immigration)",
        url: "https://evisa.imigrasi.go.id",
      },
    ],
    checkedOn: "2026-11-23",
  },
  rating: 4.8,
  tags: ["Honeymoon", "Beaches", "Culture"],
};
