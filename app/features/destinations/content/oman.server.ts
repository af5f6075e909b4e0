import type { Destination } from "../destination-schema";

export const oman: Destination = {
  slug: "oman",
  name: "Oman",
  countryCode: "OM",
  image: "/images/destinations/oman.svg",
  description:
    "Emerald wadis, rolling Wahiba dunes, rose-terraced mountains and palace-like beach resorts: authentic Arabia, barely three hours from Mumbai.",
  overview:
    "Oman is Arabia at its most authentic and unhurried, under three hours from Mumbai with frequent Oman Air and IndiGo flights, and home to a long-settled Indian community whose merchant families and century-old Shiva temple are part of Muscat's story. Swim in the emerald pools of Wadi Shab, sleep under the stars in the Wahiba Sands, walk rose-scented terraces on Jebel Akhdar and unwind at palace-like beach resorts. Vegetarian Indian food is easy to find, roads are excellent and drives are short, and the welcome is famously gracious, making Oman ideal for honeymooners, families and slow travellers alike.",
  bestTime: "October to April",
  currency: "Omani Rial (OMR)",
  language: "Arabic; English widely spoken",
  timeZone: "GST (UTC+4), 1h 30m behind IST",
  highlights: [
    "Sultan Qaboos Grand Mosque in Muscat",
    "Swimming in Wadi Shab and Wadi Bani Khalid",
    "Desert camps of the Wahiba Sands",
    "Terraced villages of Jebel Akhdar",
    "Nizwa Fort and its traditional souq",
  ],
  weather: [
    {
      month: "Jan",
      tempMinC: 17,
      tempMaxC: 25,
      condition: "Pleasantly warm and sunny",
      icon: "sunny",
      rainfallMm: 10,
    },
    {
      month: "Feb",
      tempMinC: 18,
      tempMaxC: 26,
      condition: "Warm, occasional showers",
      icon: "partly-cloudy",
      rainfallMm: 20,
    },
    { month: "Mar", tempMinC: 21, tempMaxC: 29, condition: "Warm and bright", icon: "sunny", rainfallMm: 12 },
    {
      month: "Apr",
      tempMinC: 25,
      tempMaxC: 34,
      condition: "Hot, rose season in the hills",
      icon: "sunny",
      rainfallMm: 8,
    },
    { month: "May", tempMinC: 30, tempMaxC: 39, condition: "Very hot and dry", icon: "sunny", rainfallMm: 2 },
    {
      month: "Jun",
      tempMinC: 31,
      tempMaxC: 40,
      condition: "Extreme heat on the coast",
      icon: "sunny",
      rainfallMm: 1,
    },
    { month: "Jul", tempMinC: 31, tempMaxC: 38, condition: "Hot and humid", icon: "sunny", rainfallMm: 2 },
    {
      month: "Aug",
      tempMinC: 29,
      tempMaxC: 36,
      condition: "Humid heat, hazy skies",
      icon: "partly-cloudy",
      rainfallMm: 1,
    },
    {
      month: "Sep",
      tempMinC: 28,
      tempMaxC: 36,
      condition: "Hot, easing at night",
      icon: "sunny",
      rainfallMm: 0,
    },
    { month: "Oct", tempMinC: 25, tempMaxC: 34, condition: "Warm and sunny", icon: "sunny", rainfallMm: 2 },
    { month: "Nov", tempMinC: 21, tempMaxC: 30, condition: "Warm, clear days", icon: "sunny", rainfallMm: 9 },
    { month: "Dec", tempMinC: 18, tempMaxC: 27, condition: "Mild and sunny", icon: "sunny", rainfallMm: 12 },
  ],
  itineraries: [
    {
      id: "muscat-sands-jebel-akhdar-7d",
      title: "Muscat, Wahiba Sands & Jebel Akhdar",
      duration: "7 Days / 6 Nights",
      costMinInr: 155000,
      costMaxInr: 240000,
      highlights: [
        "Sultan Qaboos Grand Mosque and Mutrah Souq",
        "Hike and swim to the cave pool of Wadi Shab",
        "Sunset dune drive and desert camp in Wahiba Sands",
        "Canyon-edge resort on Jebel Akhdar",
        "Nizwa Fort and the UNESCO-listed Bahla Fort",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrive in Muscat",
          description:
            "Muscat International Airport is only about 15 minutes from Ghubra beach, where your hotel's whitewashed courtyards, reflecting pools and long infinity pool face the Gulf of Oman. Dinner is at the hotel's open-kitchen restaurant, which includes Indian and Arabic stations alongside Asian and European dishes.",
          meals: ["Dinner"],
          accommodation: "The Chedi Muscat",
        },
        {
          day: 2,
          title: "Grand Mosque, Opera House and Mutrah",
          description:
            "Visit Sultan Qaboos Grand Mosque in the morning visiting hours to see its vast hand-woven carpet and Swarovski crystal chandelier, then the Royal Opera House. After the ceremonial facade of Al Alam Palace, browse Mutrah Souq for frankincense and silver, and end with a sunset dhow cruise along the rugged coast.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "The Chedi Muscat",
        },
        {
          day: 3,
          title: "Bimmah Sinkhole, Wadi Shab and the Wahiba dunes",
          description:
            "Follow the coast road south to swim in the turquoise Bimmah Sinkhole, then cross by boat into Wadi Shab and hike about 45 minutes to pools that lead to a waterfall inside a cave. Turn inland to the Wahiba Sands, where your driver lowers the tyre pressure for a dune drive to camp before sunset.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Desert Nights Camp, Wahiba Sands",
        },
        {
          day: 4,
          title: "Wadi Bani Khalid to the Green Mountain",
          description:
            "Wake early to watch the sun rise over the dunes with Bedouin coffee and dates, then swim in the emerald pools of Wadi Bani Khalid. Continue past Nizwa and up the steep mountain road, permitted only to 4x4 vehicles, to the Saiq Plateau, about 2,000 metres high and pleasantly cool.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Anantara Al Jabal Al Akhdar Resort",
        },
        {
          day: 5,
          title: "Villages of Jebel Akhdar",
          description:
            "Walk the terraced trail linking the villages of Al Ayn, Al Aqr and Ash Shirayjah, past pomegranate orchards, walnut trees and falaj water channels. In April the Damask roses bloom and families distil rosewater in clay ovens. Return for sunset at Diana's Point, named after Princess Diana's 1986 visit.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Anantara Al Jabal Al Akhdar Resort",
        },
        {
          day: 6,
          title: "Nizwa, Bahla and back to the coast",
          description:
            "Descend to Nizwa to climb the huge round tower of its 17th-century fort and wander the souq, which hosts a lively livestock auction on Friday mornings. Continue to the mud-brick walls of Bahla Fort, a UNESCO World Heritage Site, and the painted ceilings of Jabrin Castle before driving back to a seaside palace hotel in Muscat.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Al Bustan Palace, a Ritz-Carlton Hotel",
        },
        {
          day: 7,
          title: "Beach morning and departure",
          description:
            "Enjoy a final swim from the hotel's private beach, framed by the rugged Hajar Mountains. Later, the transfer of about 40 minutes takes you to Muscat International Airport for your flight to India.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "The Chedi Muscat", stars: 5, location: "Ghubra, Muscat" },
          { name: "Al Bustan Palace, a Ritz-Carlton Hotel", stars: 5, location: "Muscat" },
          { name: "Anantara Al Jabal Al Akhdar Resort", stars: 5, location: "Jebel Akhdar" },
          { name: "Alila Jabal Akhdar", stars: 5, location: "Jebel Akhdar" },
          { name: "Desert Nights Camp", stars: 4, location: "Wahiba Sands" },
        ],
        activities: [
          { name: "Sunset dhow cruise from Muscat", type: "SIC", priceInr: 4000 },
          { name: "Daymaniyat Islands snorkelling trip", type: "SIC", priceInr: 6500 },
          { name: "Jebel Akhdar via ferrata", type: "Private", priceInr: 14000 },
          { name: "Private guided hike in Wadi Shab", type: "Private", priceInr: 9000 },
          { name: "Dolphin-watching boat trip off Muscat", type: "SIC", priceInr: 3500 },
        ],
      },
    },
    {
      id: "muscat-coastal-escape-4d",
      title: "Muscat Coastal Escape",
      duration: "4 Days / 3 Nights",
      costMinInr: 55000,
      costMaxInr: 100000,
      highlights: [
        "Beach resort in a private cove at Barr Al Jissah",
        "Snorkelling in the Daymaniyat Islands Nature Reserve",
        "Sultan Qaboos Grand Mosque",
        "Mutrah Corniche and souq",
      ],
      dailyPlan: [
        {
          day: 1,
          title: "Arrive at Barr Al Jissah",
          description:
            "A 45-minute drive along the coast brings you to a resort set in its own cove, backed by craggy mountains and a sheltered beach. Spend the afternoon on the sand or floating down the resort's lazy river, and dine on the terrace as the bay lights up.",
          meals: ["Dinner"],
          accommodation: "Shangri-La Al Bandar, Muscat",
        },
        {
          day: 2,
          title: "Daymaniyat Islands by boat",
          description:
            "Head out by speedboat to the protected Daymaniyat Islands, where clear water reveals coral gardens, sea turtles and, if you are lucky, harmless blacktip reef sharks. Dolphins often ride the bow wave on the way, and a picnic lunch is served on board. Access to the islands is seasonal, so we schedule this trip between November and April.",
          meals: ["Breakfast", "Lunch"],
          accommodation: "Shangri-La Al Bandar, Muscat",
        },
        {
          day: 3,
          title: "Old Muscat and Mutrah",
          description:
            "See the Grand Mosque in the cool of the morning, then the Omani heritage collections of Bait Al Zubair and the ceremonial Al Alam Palace. Walk the Mutrah Corniche to the souq's frankincense, halwa and silver khanjar stalls, and finish with an Omani dinner at Bait Al Luban overlooking the harbour.",
          meals: ["Breakfast", "Dinner"],
          accommodation: "Shangri-La Al Bandar, Muscat",
        },
        {
          day: 4,
          title: "Departure from Muscat",
          description:
            "Take a slow breakfast and a last dip in the sea before checking out. Your private car then takes you to Muscat International Airport, about 45 minutes away, for the short hop home.",
          meals: ["Breakfast"],
          accommodation: "Departure — no overnight",
        },
      ],
      customiser: {
        hotels: [
          { name: "Shangri-La Al Bandar", stars: 5, location: "Barr Al Jissah, Muscat" },
          { name: "Shangri-La Al Husn Resort & Spa", stars: 5, location: "Barr Al Jissah, Muscat" },
          { name: "W Muscat", stars: 5, location: "Shatti Al Qurum, Muscat" },
          { name: "Kempinski Hotel Muscat", stars: 5, location: "Al Mouj, Muscat" },
          { name: "Jumeirah Muscat Bay", stars: 5, location: "Muscat Bay" },
        ],
        activities: [
          { name: "Private yacht charter along the Muscat coast", type: "Private", priceInr: 30000 },
          { name: "Wahiba Sands day trip with dune drive", type: "Private", priceInr: 18000 },
          { name: "Muscat city tour", type: "SIC", priceInr: 3500 },
          { name: "Dolphin-watching cruise", type: "SIC", priceInr: 3500 },
          { name: "Frankincense ritual spa treatment", type: "Private", priceInr: 9000 },
        ],
      },
    },
  ],
  flights: [
    {
      city: "Delhi",
      airlines: ["Oman Air", "IndiGo"],
      duration: "3h 40m",
      frequency: "Multiple daily",
      avgCostInr: 24000,
    },
    {
      city: "Mumbai",
      airlines: ["Oman Air", "IndiGo", "Air India Express"],
      duration: "2h 55m",
      frequency: "Multiple daily",
      avgCostInr: 20000,
    },
  ],
  visa: {
    status: { kind: "visa-required", processingDays: 3 },
    type: "Tourist eVisa (Royal Oman Police)",
    cost: "OMR 20 (approx. ₹4,500) for a 30-day single-entry tourist eVisa",
    documents: [
      "Passport valid for at least 6 months",
      "Recent passport-size photograph on a white background",
      "Confirmed return ticket",
      "Confirmed hotel booking in Oman",
      "Valid US, UK, Schengen, Canada, Australia or Japan visa or residence permit (unsponsored route only)",
    ],
    notes:
      "Indian citizens apply online through the Royal Oman Police eVisa portal before travelling. If you do not hold a qualifying visa, the application is sponsored by your hotel or a licensed tour operator in Oman, which we arrange. Indians with a valid US, UK, Schengen, Canada, Australia or Japan visa or residence can apply for an unsponsored tourist visa, and an accompanying spouse and children are covered too. Residents of GCC countries can get a visa on arrival.",
    sources: [{ name: "Royal Oman Police eVisa", url: "https://evisa.rop.gov.om" }],
    checkedOn: "2026-11-23",
  },
  rating: 4.5,
  tags: ["Wadis", "Desert Camps", "Coastal Luxury"],
};
