import type { TravelPackage } from "./packages-schema";

/**
 * Hard-coded sample holiday packages for /packages.
 * Prices are whole rupees per person on twin sharing. Images are URL fields so the agency can swap in photos.
 * The zod schemas of this content are in packages-schema.ts (used by the tests), so pages ship plain data
 * without zod; the price bands of the filter live with the filter, in package-filters.ts.
 */

export type { ItineraryDay, PackageCategory, TravelPackage } from "./packages-schema";
export { PACKAGE_CATEGORIES } from "./package-categories";

/** What the /packages list shows and filters on: a package without its detail page's sections. */
export type PackageSummary = Pick<
  TravelPackage,
  | "id"
  | "name"
  | "destination"
  | "image"
  | "category"
  | "duration"
  | "groupSize"
  | "rating"
  | "reviews"
  | "originalPrice"
  | "currentPrice"
  | "savings"
  | "highlights"
  | "departures"
>;

/** A package as the /packages loader sends it to the page. */
export function packageSummary(p: TravelPackage): PackageSummary {
  const { id, name, destination, image, category, duration, groupSize, rating, reviews } = p;
  const { originalPrice, currentPrice, savings, highlights, departures } = p;
  return {
    id,
    name,
    destination,
    image,
    category,
    duration,
    groupSize,
    rating,
    reviews,
    originalPrice,
    currentPrice,
    savings,
    highlights,
    departures,
  };
}

export const packages: TravelPackage[] = [
  {
    id: "maldives-overwater-escape",
    name: "Maldives Overwater Escape",
    destination: "Maldives",
    image: "/images/packages/maldives-overwater-escape.svg",
    category: "luxury",
    duration: "5 Days / 4 Nights",
    groupSize: "2-8 people",
    rating: 4.9,
    reviews: 412,
    originalPrice: 129999,
    currentPrice: 89999,
    savings: 40000,
    highlights: [
      "Four nights in an overwater villa with a private deck and lagoon ladder",
      "Return speedboat transfers from Velana International Airport",
      "Half-board dining, with one candlelit sandbank dinner",
      "Guided house-reef snorkelling with the resort's marine biologist",
      "Sunset dolphin cruise on a traditional dhoni",
      "60-minute couples' spa ritual",
    ],
    departures: { weekday: 5, months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], leadDays: 14 },
    description:
      "Four unhurried nights over a turquoise lagoon in South Malé Atoll, barely forty minutes by speedboat from Malé. Your villa stands on stilts above the reef, with a sun deck, a hammock net and steps straight into the water, so the day starts with a swim and ends with the sunset from your own terrace. Breakfast and dinner are included at the resort's restaurants, Jain and Indian vegetarian menus are prepared on request, and one evening is reserved for a private dinner on a sandbank lit by lanterns. Between reef snorkelling with the resort biologist, a dolphin cruise and a couples' spa ritual, the rest of the time is yours. Ideal for honeymooners and anniversary trips; the Maldives gives Indian passport holders a free 30-day visa on arrival.",
    inclusions: [
      "4 nights in an Overwater Villa on twin sharing",
      "Daily breakfast and dinner (half board)",
      "One private sandbank dinner for two",
      "Return shared speedboat transfers from Malé",
      "Guided house-reef snorkelling session with equipment",
      "Sunset dolphin cruise",
      "60-minute spa ritual per person",
      "Maldives Green Tax, service charge and GST",
      "Travel insurance for the length of the trip",
    ],
    exclusions: [
      "International airfare to Malé (quoted live from Delhi, Mumbai or Bengaluru)",
      "Lunches, beverages and minibar",
      "Seaplane upgrade and motorised water sports",
      "Tips and personal expenses",
      "TCS as applicable under Indian income-tax rules",
    ],
    itinerarySummary: [
      {
        day: 1,
        title: "Arrival in Malé and speedboat to the atoll",
        description:
          "Our representative meets you at Velana International Airport for the short speedboat ride to the resort. Check in to your overwater villa, then an easy evening with a welcome dinner by the lagoon.",
      },
      {
        day: 2,
        title: "House reef and sandbank dinner",
        description:
          "A morning snorkel on the house reef with the marine biologist, looking for turtles and reef sharks. After a slow afternoon on your deck, a private dinner is laid out for you on a lantern-lit sandbank.",
      },
      {
        day: 3,
        title: "Spa ritual and dolphin cruise",
        description:
          "A 60-minute spa ritual in the over-water pavilion, then free time for the pool or kayaking. At sunset board a dhoni to watch spinner dolphins play in the channel.",
      },
      {
        day: 4,
        title: "A day entirely at leisure",
        description:
          "No alarms and no plans: add an optional whale-shark excursion, a sunset fishing trip or a sandbank picnic, or simply stay in the water. Farewell dinner at the resort's signature restaurant.",
      },
      {
        day: 5,
        title: "Departure",
        description:
          "A last breakfast over the lagoon and a final swim before the speedboat transfer back to Malé for your flight home.",
      },
    ],
  },
  {
    id: "vietnam-heritage-trail",
    name: "Vietnam Heritage Trail: Hanoi, Halong Bay & Hoi An",
    destination: "Vietnam",
    image: "/images/packages/vietnam-heritage-trail.svg",
    category: "cultural",
    duration: "6 Days / 5 Nights",
    groupSize: "2-16 people",
    rating: 4.7,
    reviews: 286,
    originalPrice: 65999,
    currentPrice: 45999,
    savings: 20000,
    highlights: [
      "Overnight cruise among the limestone karsts of Halong Bay",
      "Hanoi Old Quarter walk and the Temple of Literature",
      "Lantern-lit evenings in Hoi An Ancient Town (UNESCO)",
      "Hoi An cookery class with a market visit",
      "Domestic flight Hanoi to Da Nang included",
      "Indian dinners arranged in Hanoi and Hoi An",
    ],
    departures: { weekday: 6, months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], leadDays: 14 },
    description:
      "Northern and central Vietnam in six well-paced days. Start in Hanoi with the lakes, temples and street-food lanes of the Old Quarter, then cruise overnight through Halong Bay, where more than fifteen hundred limestone islands rise out of emerald water and the morning begins with tai chi on the sundeck. A short flight takes you to Da Nang and on to Hoi An, a riverside trading port of yellow shophouses and silk lanterns, where you cook with a local chef and float a paper lantern on the Thu Bon river. Hotels are four-star and centrally located, all transfers are private, and our team arranges Indian vegetarian and Jain meals throughout. March brings dry, mild weather in both the north and the centre.",
    inclusions: [
      "2 nights in Hanoi and 2 nights in Hoi An in 4-star hotels, with breakfast",
      "1 night on a Halong Bay cruise with all meals on board",
      "Domestic economy flight Hanoi to Da Nang with 20 kg baggage",
      "Private airport and intercity transfers in an air-conditioned vehicle",
      "English-speaking guides for all sightseeing",
      "Hoi An cookery class and lantern-boat ride",
      "Vietnam e-visa assistance",
      "Travel insurance for the length of the trip",
    ],
    exclusions: [
      "International airfare to Hanoi and from Da Nang",
      "Vietnam e-visa government fee",
      "Lunches and dinners not mentioned",
      "Tips for guides, drivers and cruise crew",
      "TCS as applicable under Indian income-tax rules",
    ],
    itinerarySummary: [
      {
        day: 1,
        title: "Arrival in Hanoi",
        description:
          "Private transfer from Noi Bai Airport to your hotel near Hoan Kiem Lake. In the evening, a guided walk through the Old Quarter's thirty-six guild streets, ending with a water-puppet show.",
      },
      {
        day: 2,
        title: "Hanoi to Halong Bay cruise",
        description:
          "Drive to Halong Bay and board your cruise for lunch among the karsts. Kayak into a hidden lagoon, visit a limestone cave and watch the sunset from the sundeck before dinner on board.",
      },
      {
        day: 3,
        title: "Halong Bay to Hanoi",
        description:
          "Tai chi at dawn and a brunch cruise back to the harbour. In the afternoon, visit the Temple of Literature, Vietnam's first university, and the One Pillar Pagoda before an Indian dinner.",
      },
      {
        day: 4,
        title: "Fly to Da Nang, on to Hoi An",
        description:
          "Morning flight to Da Nang and a drive past Marble Mountains to Hoi An. At dusk, walk the lantern-lit Ancient Town and the Japanese Covered Bridge, then float a paper lantern on the Thu Bon river.",
      },
      {
        day: 5,
        title: "Market and cookery class",
        description:
          "Shop for herbs at the central market with a local chef, then cook a four-course lunch with vegetarian options. The afternoon is free for a tailor fitting or An Bang beach.",
      },
      {
        day: 6,
        title: "Departure from Da Nang",
        description:
          "Breakfast at leisure, then a private transfer to Da Nang International Airport for your onward flight.",
      },
    ],
  },
  {
    id: "sri-lanka-hill-country-safari",
    name: "Sri Lanka Hill Country & Yala Safari",
    destination: "Sri Lanka",
    image: "/images/packages/sri-lanka-hill-country-safari.svg",
    category: "nature",
    duration: "6 Days / 5 Nights",
    groupSize: "2-12 people",
    rating: 4.6,
    reviews: 198,
    originalPrice: 55999,
    currentPrice: 35999,
    savings: 20000,
    highlights: [
      "The scenic hill-country train from Nanu Oya to Ella",
      "Tea-estate tour and tasting in Nuwara Eliya",
      "Jeep safari in Yala National Park, home of the leopard",
      "Temple of the Sacred Tooth Relic in Kandy",
      "Sunset walk on the ramparts of Galle Fort",
      "Private car with an English- or Hindi-speaking chauffeur-guide",
    ],
    departures: { weekday: 6, months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], leadDays: 14 },
    description:
      "An island loop that packs misty tea country, a celebrated train ride and a leopard safari into one short holiday, with no long flights: Colombo is under four hours from Delhi and under two from Chennai. From Kandy's Temple of the Tooth you climb through waterfalls and tea gardens to colonial Nuwara Eliya, ride the blue train through the clouds to Ella, then drop down to the dry scrub of Yala for an afternoon jeep safari among leopards, elephants and sloth bears. The trip ends on the south coast inside the walls of Galle Fort. A private car and chauffeur-guide stay with you throughout, hotels are four-star or boutique, and vegetarian food is easy to find everywhere.",
    inclusions: [
      "5 nights in 4-star and boutique hotels with breakfast and dinner",
      "Private air-conditioned car with chauffeur-guide for all transfers and sightseeing",
      "Reserved seats on the Nanu Oya to Ella train (subject to availability)",
      "Yala jeep safari with park entrance fees",
      "Entry to the Temple of the Tooth and a tea-factory tour",
      "Sri Lanka ETA assistance",
      "Travel insurance for the length of the trip",
    ],
    exclusions: [
      "International airfare to Colombo",
      "Lunches and beverages",
      "Camera fees at temples and tips",
      "TCS as applicable under Indian income-tax rules",
    ],
    itinerarySummary: [
      {
        day: 1,
        title: "Colombo to Kandy",
        description:
          "Meet your chauffeur-guide at Bandaranaike International Airport and drive to Kandy, stopping at the Pinnawala area on the way. Evening visit to the Temple of the Sacred Tooth Relic during the puja.",
      },
      {
        day: 2,
        title: "Kandy to Nuwara Eliya",
        description:
          "Climb past Ramboda Falls into the tea country. Tour a working tea factory with a tasting, then stroll around Gregory Lake and the colonial town known as Little England.",
      },
      {
        day: 3,
        title: "The train to Ella",
        description:
          "Board the hill-country train at Nanu Oya for one of the world's great rail journeys through tea terraces and cloud forest. Afternoon walk to the Nine Arches Bridge and Little Adam's Peak.",
      },
      {
        day: 4,
        title: "Ella to Yala safari",
        description:
          "Descend to the lowlands past Ravana Falls to Yala. An afternoon jeep safari in the park's leopard-rich Block 1, with elephants, crocodiles and peacocks on the lagoons.",
      },
      {
        day: 5,
        title: "South coast to Galle",
        description:
          "Drive along the southern beaches past Mirissa to Galle. Walk the ramparts of the Dutch-era fort at sunset, with its lighthouse, churches and boutique cafés.",
      },
      {
        day: 6,
        title: "Departure from Colombo",
        description: "A morning swim, then the Southern Expressway to the airport for your flight home.",
      },
    ],
  },
  {
    id: "kenya-big-five-safari",
    name: "Kenya Big Five Safari: Amboseli, Naivasha & Maasai Mara",
    destination: "Kenya",
    image: "/images/packages/kenya-big-five-safari.svg",
    category: "adventure",
    duration: "6 Days / 5 Nights",
    groupSize: "4-12 people",
    rating: 4.8,
    reviews: 239,
    originalPrice: 165999,
    currentPrice: 124999,
    savings: 41000,
    highlights: [
      "Elephant herds beneath Kilimanjaro in Amboseli",
      "Two full days in the Maasai Mara during the Great Migration",
      "4x4 Land Cruiser with pop-up roof and a window seat for everyone",
      "Boat ride among hippos on Lake Naivasha",
      "Visit to a Maasai village with a local guide",
      "Optional sunrise hot-air balloon over the Mara",
      "Indian vegetarian meals arranged at every lodge",
    ],
    // Safari seasons: the dry months and the Great Migration (June–October), not the long rains of April–May
    // or the short rains of November.
    departures: { weekday: 6, months: [1, 2, 3, 6, 7, 8, 9, 10, 12], leadDays: 21 },
    description:
      "Kenya's classic safari circuit at the height of the Great Migration. Fly overnight to Nairobi, then head straight for Amboseli, where families of elephants walk across the plains beneath the snows of Kilimanjaro. A boat ride on Lake Naivasha brings you close to hippos and fish eagles before you cross the Great Rift Valley to the Maasai Mara for two full days of game drives, watching wildebeest herds, river crossings and the lions, leopards and cheetahs that follow them. You travel in a 4x4 Land Cruiser with a pop-up roof and an experienced driver-guide, stay in comfortable tented camps and safari lodges, and every lodge is briefed to cook Indian vegetarian and Jain meals. Kenya's online eTA is quick for Indian passport holders, and our visa desk handles it for you.",
    inclusions: [
      "5 nights in safari lodges and tented camps on full board",
      "Game drives in a 4x4 Land Cruiser with pop-up roof and driver-guide",
      "National park and reserve entry fees as per the itinerary",
      "Boat ride on Lake Naivasha",
      "Maasai village visit",
      "Meet-and-greet and transfers at Jomo Kenyatta International Airport",
      "Bottled water on game drives",
      "Kenya eTA assistance",
      "Travel insurance for the length of the trip",
    ],
    exclusions: [
      "International airfare to Nairobi",
      "Kenya eTA government fee and yellow-fever vaccination",
      "Hot-air balloon safari (about US$ 500 per person, bookable with us)",
      "Drinks, laundry and tips for guides and camp staff",
      "TCS as applicable under Indian income-tax rules",
    ],
    itinerarySummary: [
      {
        day: 1,
        title: "Nairobi to Amboseli",
        description:
          "Arrive in Nairobi on the morning flight and drive south to Amboseli National Park. Afternoon game drive among elephant herds, with Kilimanjaro clearing from the clouds at dusk.",
      },
      {
        day: 2,
        title: "Amboseli at dawn",
        description:
          "An early drive for the best views of Kilimanjaro, then the swamps of Enkongo Narok where elephants wade and graze. Afternoon at the camp and a sundowner on the observation hill.",
      },
      {
        day: 3,
        title: "Amboseli to Lake Naivasha",
        description:
          "Drive through the Rift Valley to Lake Naivasha. A late-afternoon boat ride among hippos, pelicans and fish eagles, with giraffes grazing along the shore.",
      },
      {
        day: 4,
        title: "Into the Maasai Mara",
        description:
          "Cross the Rift Valley escarpment to the Maasai Mara in time for lunch. The afternoon game drive follows the migration herds across the plains, with lions and cheetahs close behind.",
      },
      {
        day: 5,
        title: "A full day in the Mara",
        description:
          "A full-day game drive with a picnic lunch, timed for the wildebeest crossings at the Mara River. Early risers can add a sunrise hot-air balloon flight with a bush breakfast. Evening visit to a Maasai village.",
      },
      {
        day: 6,
        title: "Mara to Nairobi and departure",
        description:
          "A final morning game drive, then the drive back to Nairobi (or an optional light-aircraft flight) for your evening flight home.",
      },
    ],
  },
  {
    id: "phuket-krabi-island-hopper",
    name: "Phuket & Krabi Island Hopper",
    destination: "Thailand",
    image: "/images/packages/phuket-krabi-island-hopper.svg",
    category: "beach",
    duration: "6 Days / 5 Nights",
    groupSize: "2-20 people",
    rating: 4.5,
    reviews: 534,
    originalPrice: 48999,
    currentPrice: 32999,
    savings: 16000,
    highlights: [
      "Speedboat day trip to Phi Phi Islands and Maya Bay",
      "Four Islands tour from Ao Nang by longtail boat",
      "Sea-view rooms in Patong and Ao Nang",
      "Sunset at Phromthep Cape and the Big Buddha",
      "Private transfer between Phuket and Krabi",
    ],
    // The Andaman coast's season; island-hopping boats stop in the south-west monsoon (June–September).
    departures: { weekday: 6, months: [10, 11, 12, 1, 2, 3, 4, 5], leadDays: 14 },
    description:
      "Thailand's Andaman coast at its best, just as the dry season begins. Three nights in Phuket give you a speedboat day to the Phi Phi Islands and the famous Maya Bay, an afternoon at the Big Buddha and sunset at Phromthep Cape, and evenings in Patong's lively streets. You then cross by road to Krabi, where limestone cliffs drop into clear water, for two nights in Ao Nang and a longtail-boat tour to Poda, Chicken Island, Tup Island and Phra Nang Cave beach. Sea-view four-star hotels, all transfers and breakfasts are included, and Indian restaurants are never more than a short walk away. Thailand currently lets Indian passport holders enter visa-free for short holidays; our visa desk confirms the latest rules before you fly.",
    inclusions: [
      "3 nights in Phuket and 2 nights in Krabi in 4-star sea-view rooms with breakfast",
      "Phi Phi Islands speedboat tour with lunch and national park fees",
      "Four Islands longtail tour from Ao Nang with lunch",
      "Phuket city tour with the Big Buddha and Phromthep Cape",
      "All airport and intercity transfers",
      "Travel insurance for the length of the trip",
    ],
    exclusions: [
      "International airfare to Phuket and from Krabi",
      "Dinners and beverages",
      "Optional shows and water sports",
      "Tips and personal expenses",
      "TCS as applicable under Indian income-tax rules",
    ],
    itinerarySummary: [
      {
        day: 1,
        title: "Arrival in Phuket",
        description:
          "Transfer from Phuket International Airport to your sea-view hotel. The evening is free for Patong beach and the night market on Bangla Road.",
      },
      {
        day: 2,
        title: "Phi Phi Islands by speedboat",
        description:
          "A full day at sea: Maya Bay, Pileh Lagoon, Viking Cave and snorkelling off Bamboo Island, with lunch on Phi Phi Don.",
      },
      {
        day: 3,
        title: "Phuket Old Town and Big Buddha",
        description:
          "Explore the Sino-Portuguese shophouses of Phuket Old Town, visit Wat Chalong and the hilltop Big Buddha, and end the day with sunset at Phromthep Cape.",
      },
      {
        day: 4,
        title: "Phuket to Krabi",
        description:
          "A scenic drive across Phang Nga province to Ao Nang. The afternoon is free for the beach or a walk to Railay's viewpoint.",
      },
      {
        day: 5,
        title: "Four Islands by longtail boat",
        description:
          "Hop between Poda, Chicken Island, Tup Island's sandbar and Phra Nang Cave beach by longtail boat, with time to swim and snorkel at each stop.",
      },
      {
        day: 6,
        title: "Departure from Krabi",
        description:
          "Breakfast and a final swim before the transfer to Krabi International Airport for your flight home.",
      },
    ],
  },
  {
    id: "swiss-alps-panorama-journey",
    name: "Swiss Alps Panorama Journey",
    destination: "Switzerland",
    image: "/images/packages/swiss-alps-panorama-journey.svg",
    category: "luxury",
    duration: "7 Days / 6 Nights",
    groupSize: "2-14 people",
    rating: 4.8,
    reviews: 367,
    originalPrice: 155999,
    currentPrice: 115999,
    savings: 40000,
    highlights: [
      "Jungfraujoch – Top of Europe, with the Aletsch Glacier",
      "Mount Titlis and the revolving Rotair cable car",
      "Gornergrat railway with close views of the Matterhorn",
      "Luzern–Interlaken Express over the Brünig Pass",
      "Lake Lucerne cruise",
      "8-day Swiss Travel Pass for trains, boats and city transport",
      "Indian dinners on four evenings, with Jain options",
    ],
    // Schengen visas take up to 15 working days, hence the longer lead; November is the lifts' closed season.
    departures: { weekday: 6, months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12], leadDays: 30 },
    description:
      "Switzerland by panoramic train, at the time of year when the lakes are blue, the meadows are in flower and the high passes are open. You base yourself in three of the country's most beautiful places, Lucerne, Interlaken and car-free Zermatt, moving between them on scenic trains with your Swiss Travel Pass, so there is no packing into coaches at dawn. Stand on the snow of Mount Titlis, ride the cogwheel railway to the Jungfraujoch, at 3,454 metres the highest railway station in Europe, and watch the Matterhorn turn gold from Gornergrat. Hotels are handpicked four-star superior properties in central locations, and we reserve Indian dinners on four evenings. Our visa desk prepares your Schengen application with a full document checklist and appointment booking.",
    inclusions: [
      "6 nights in 4-star superior hotels (2 Lucerne, 2 Interlaken, 2 Zermatt) with breakfast",
      "8-day Swiss Travel Pass (second class) for trains, boats and city buses",
      "Excursions to Jungfraujoch, Mount Titlis and Gornergrat",
      "Lake Lucerne cruise",
      "Indian dinners on four evenings",
      "Schengen visa assistance and appointment booking",
      "Travel insurance meeting Schengen requirements",
    ],
    exclusions: [
      "International airfare to Zurich",
      "Schengen visa fee and VFS service charges",
      "Lunches and the remaining dinners",
      "City taxes payable at some hotels",
      "TCS as applicable under Indian income-tax rules",
    ],
    itinerarySummary: [
      {
        day: 1,
        title: "Zurich to Lucerne",
        description:
          "Take the train from Zurich airport to Lucerne. Stroll across the Chapel Bridge and along the lakefront promenade before an Indian dinner in the old town.",
      },
      {
        day: 2,
        title: "Mount Titlis",
        description:
          "A day trip to Engelberg and up Mount Titlis in the revolving Rotair cable car, with the glacier cave and the Cliff Walk. Evening cruise on Lake Lucerne.",
      },
      {
        day: 3,
        title: "Luzern–Interlaken Express",
        description:
          "Ride the panoramic train over the Brünig Pass, past Lake Lungern and Lake Brienz, to Interlaken. The afternoon is free for a Lake Brienz boat ride or Harder Kulm.",
      },
      {
        day: 4,
        title: "Jungfraujoch – Top of Europe",
        description:
          "Travel via Grindelwald and the Eiger Express to the Jungfraujoch for the Ice Palace, the Sphinx terrace and the Aletsch Glacier. Return through Lauterbrunnen's valley of waterfalls.",
      },
      {
        day: 5,
        title: "Interlaken to Zermatt",
        description:
          "Trains through the Lötschberg tunnel and up the Mattertal bring you to car-free Zermatt by lunchtime. A late-afternoon walk through the village to see the Matterhorn at sunset.",
      },
      {
        day: 6,
        title: "Gornergrat and the Matterhorn",
        description:
          "Ride the cogwheel railway to Gornergrat at 3,089 metres for the full sweep of the Matterhorn and 29 peaks above 4,000 metres. Farewell Indian dinner in the village.",
      },
      {
        day: 7,
        title: "Zermatt to Zurich and departure",
        description: "A scenic train journey back to Zurich airport for your flight home.",
      },
    ],
  },
];
