// Imported and then exported: import/no-cycle reads `export type … from` as a run-time edge to the schema.
import type {
  Hotel,
  HotelCategory,
  HotelDining,
  HotelGalleryItem,
  HotelNearby,
  HotelRoomType,
} from "./hotels-schema";

/**
 * Ten static Goa luxury hotels for the /hotels search and the /hotel/{hotelId} detail page (price
 * slider 10,000-30,000).
 * The hotels are fictional but set in real Goa localities. Prices are whole rupees per room per night,
 * before taxes. Images are URL fields so the agency can swap in photos.
 * The zod schemas of this content are in hotels-schema.ts (used by the tests), so pages ship plain data without zod.
 */

export type { Hotel, HotelCategory, HotelDining, HotelGalleryItem, HotelNearby, HotelRoomType };

export {
  HOTEL_CATEGORIES,
  HOTEL_PRICE_MAX,
  HOTEL_PRICE_MIN,
  HOTEL_PRICE_STEP,
  QUICK_AMENITY_FILTERS,
} from "./hotel-options";

/** What the /hotels search shows and filters on: a hotel without its detail page's sections. */
export type HotelSummary = Pick<
  Hotel,
  | "id"
  | "name"
  | "location"
  | "pricePerNight"
  | "rating"
  | "stars"
  | "reviewCount"
  | "image"
  | "amenities"
  | "description"
  | "category"
  | "rooms"
  | "features"
>;

/** A hotel as the /hotels loader sends it to the page. */
export function hotelSummary(h: Hotel): HotelSummary {
  const { id, name, location, pricePerNight, rating, stars, reviewCount, image } = h;
  const { amenities, description, category, rooms, features } = h;
  return {
    id,
    name,
    location,
    pricePerNight,
    rating,
    stars,
    reviewCount,
    image,
    amenities,
    description,
    category,
    rooms,
    features,
  };
}

export const hotels: Hotel[] = [
  {
    id: "mobor-lagoon-retreat",
    name: "Mobor Lagoon Retreat",
    location: "Mobor, South Goa",
    pricePerNight: 29500,
    rating: 4.9,
    stars: 5,
    reviewCount: 1184,
    image: "/images/hotels/mobor-lagoon-retreat.svg",
    gallery: [
      {
        image: "/images/hotels/mobor-lagoon-retreat.svg",
        caption: "Cottages on the sand spit at sunset, beyond the pool",
      },
      {
        image: "/images/hotels/gallery/mobor-lagoon-retreat-cottages.svg",
        caption: "Cottages under the palms, their windows lit",
      },
      {
        image: "/images/hotels/gallery/mobor-lagoon-retreat-sunset.svg",
        caption: "The sun going down beyond the palms",
      },
      {
        image: "/images/hotels/gallery/mobor-lagoon-retreat-loungers.svg",
        caption: "A lounger on the pool's edge at dusk",
      },
    ],
    amenities: [
      "Private Beach",
      "Infinity Pool",
      "Spa",
      "Golf Course (9-hole, pitch & putt)",
      "Fitness Center",
      "Restaurant",
      "Bar",
      "Kids Club",
      "Airport Transfer",
      "Free Wi-Fi",
    ],
    description:
      "Fifty-two pool villas on the quiet spit where the Sal river meets the Arabian Sea, with a private beach on one side and a mangrove lagoon on the other.",
    category: "beachfront",
    rooms: 52,
    features: [
      "Private plunge pool in every villa",
      "Villa butler",
      "Sunset river cruises",
      "Nine-hole pitch and putt",
    ],
    about: [
      "Mobor Lagoon Retreat occupies the very tip of the Cavelossim peninsula, a narrow strip of sand with the Sal river on its eastern side and a long, empty beach on the west. The villas are single-storey, built of laterite and teak under sloping clay-tile roofs, each with a walled garden, an outdoor rain shower and its own plunge pool. Golf buggies take you between the villas, the lagoon pool and the beach, and a butler looks after everything from unpacking to a sandbank picnic.",
      "It is the most secluded address in South Goa and the one we recommend most often for anniversaries, milestone birthdays and small family celebrations. Dabolim Airport is about forty minutes away, Margao's markets half an hour, and the fishing village of Betul, with its lighthouse and mussel boats, sits just across the river mouth.",
    ],
    roomTypes: [
      {
        name: "Lagoon Pool Villa",
        sizeSqft: 1150,
        bed: "King bed",
        view: "Lagoon and mangrove view",
        pricePerNight: 29500,
      },
      { name: "Beach Pool Villa", sizeSqft: 1300, bed: "King bed", view: "Sea view", pricePerNight: 38000 },
      {
        name: "Two-Bedroom Family Villa",
        sizeSqft: 2400,
        bed: "King and twin beds",
        view: "Garden and sea view",
        pricePerNight: 56000,
      },
    ],
    dining: [
      {
        name: "Sal",
        cuisine: "Goan and coastal Indian",
        description:
          "River-facing dining room serving xacuti, recheado pomfret and a daily catch from Betul's boats.",
      },
      {
        name: "The Spit",
        cuisine: "Mediterranean grill",
        description:
          "Barefoot beach grill with wood-fired seafood, mezze and a long list of Indian and Portuguese wines.",
      },
      {
        name: "Mangrove Bar",
        cuisine: "Cocktails and small plates",
        description: "An open-sided deck over the lagoon, known for feni cocktails at sunset.",
      },
    ],
    activities: [
      "Sunset cruise on the Sal river",
      "Dolphin-spotting trips off Mobor point",
      "Kayaking through the mangroves",
      "Pitch-and-putt golf",
      "Sunrise yoga on the beach",
    ],
    sustainability: [
      "Solar water heating for all villas",
      "No single-use plastic; water bottled on site in glass",
      "Mangrove replanting with the local panchayat",
      "Olive ridley turtle-nesting areas protected from November to March",
    ],
    address: "Mobor Beach Road, Cavelossim, Salcete, South Goa, Goa 403731",
    checkIn: "2:00 PM",
    checkOut: "11:00 AM",
    nearby: [
      { place: "Goa International Airport, Dabolim", distance: "38 km" },
      { place: "Mobor Beach", distance: "On the beach" },
      { place: "Betul Fort and lighthouse", distance: "4 km by boat" },
    ],
  },
  {
    id: "cabo-de-rama-cliff-house",
    name: "Cabo de Rama Cliff House",
    location: "Cabo de Rama, South Goa",
    pricePerNight: 26000,
    rating: 4.8,
    stars: 5,
    reviewCount: 642,
    image: "/images/hotels/cabo-de-rama-cliff-house.svg",
    gallery: [
      {
        image: "/images/hotels/cabo-de-rama-cliff-house.svg",
        caption: "The infinity pool below the fort's laterite cliff at sunset",
      },
      {
        image: "/images/hotels/gallery/cabo-de-rama-cliff-house-fort-walls.svg",
        caption: "The fort's battlements on the red laterite cliff",
      },
      {
        image: "/images/hotels/gallery/cabo-de-rama-cliff-house-lounger.svg",
        caption: "A lounger at the pool's edge, facing the sunset",
      },
      {
        image: "/images/hotels/gallery/cabo-de-rama-cliff-house-frangipani.svg",
        caption: "Frangipani in flower over the pool",
      },
    ],
    amenities: [
      "Infinity Pool",
      "Spa",
      "Yoga Pavilion",
      "Fitness Center",
      "Restaurant",
      "Bar",
      "Airport Transfer",
      "Free Wi-Fi",
    ],
    description:
      "Twenty-four suites set into a laterite headland beside the old Cabo de Rama fort, with an infinity pool that seems to pour straight into the Arabian Sea.",
    category: "resort",
    rooms: 24,
    features: [
      "Cliff-edge infinity pool",
      "Private cove reached by stone steps",
      "Adults-only",
      "Ayurvedic spa",
    ],
    about: [
      "Cabo de Rama Cliff House is built into the red laterite of a headland in Canacona, the southernmost and greenest part of Goa. Every suite faces west over the sea, with a deep terrace, a daybed and an outdoor bathtub; the architecture is low, stone-walled and planted with bougainvillea so that from the water the resort almost disappears into the cliff. A flight of stone steps leads down to a small cove that is yours for most of the day.",
      "The house is adults-only and deliberately quiet: no loud music, no conferences, no more than forty-eight guests at a time. The ruins of the Cabo de Rama fort are a short walk along the headland, and the beaches of Agonda and Palolem are a half-hour drive. The spa follows Kerala ayurvedic traditions and can plan a three- or five-day programme.",
    ],
    roomTypes: [
      { name: "Cliff Suite", sizeSqft: 720, bed: "King bed", view: "Sea view", pricePerNight: 26000 },
      {
        name: "Headland Suite with Tub",
        sizeSqft: 880,
        bed: "King bed",
        view: "Sea and sunset view",
        pricePerNight: 31500,
      },
      {
        name: "Pool Suite",
        sizeSqft: 1200,
        bed: "King bed",
        view: "Sea view with private pool",
        pricePerNight: 42000,
      },
    ],
    dining: [
      {
        name: "Rama",
        cuisine: "Modern Goan",
        description:
          "A tasting menu built on Canacona farms and the morning catch, served on the cliff terrace.",
      },
      {
        name: "Cove Kitchen",
        cuisine: "Light lunches and grills",
        description: "Salads, grilled fish and coconut-water coolers, brought down to the cove on request.",
      },
    ],
    activities: [
      "Guided walk to the Cabo de Rama fort",
      "Sunrise yoga in the pavilion",
      "Ayurvedic treatments and programmes",
      "Kayaking and snorkelling in the cove",
      "Day trip to Cotigao Wildlife Sanctuary",
    ],
    sustainability: [
      "Built with laterite quarried within 10 km",
      "Rainwater harvesting covers the gardens",
      "Vegetables from the resort's organic farm",
      "Glass-bottled filtered water in every suite",
    ],
    address: "Cabo de Rama Headland, Khola, Canacona, South Goa, Goa 403702",
    checkIn: "2:00 PM",
    checkOut: "11:00 AM",
    nearby: [
      { place: "Goa International Airport, Dabolim", distance: "58 km" },
      { place: "Cola Beach", distance: "7 km" },
      { place: "Cabo de Rama Fort", distance: "1 km" },
    ],
  },
  {
    id: "varca-greens-beach-resort",
    name: "Varca Greens Beach & Golf Resort",
    location: "Varca, South Goa",
    pricePerNight: 22000,
    rating: 4.3,
    stars: 5,
    reviewCount: 2310,
    image: "/images/hotels/varca-greens-beach-resort.svg",
    gallery: [
      {
        image: "/images/hotels/varca-greens-beach-resort.svg",
        caption: "Villas among the palms above the beach, the golf green in front",
      },
      {
        image: "/images/hotels/gallery/varca-greens-beach-resort-green.svg",
        caption: "The flag on the green, villas beyond",
      },
      {
        image: "/images/hotels/gallery/varca-greens-beach-resort-villa.svg",
        caption: "A villa with arched windows above the beach",
      },
      {
        image: "/images/hotels/gallery/varca-greens-beach-resort-palms.svg",
        caption: "Coconut palms between the villas",
      },
    ],
    amenities: [
      "Golf Course",
      "Private Beach",
      "Lagoon Pool",
      "Spa",
      "Fitness Center",
      "Restaurant",
      "Bar",
      "Kids Club",
      "Free Wi-Fi",
      "Airport Transfer",
    ],
    description:
      "A large, green family resort on Varca's white-sand beach, with a nine-hole golf course laid out among the palms and a lagoon pool for the children.",
    category: "resort",
    rooms: 186,
    features: [
      "Nine-hole golf course",
      "Beach cabanas",
      "Kids' club with supervised activities",
      "Five dining venues",
    ],
    about: [
      "Varca Greens spreads across forty acres between the village paddy fields and one of the longest, cleanest beaches in South Goa. The resort's nine-hole course is laid out among coconut palms and ends with a green that looks straight out to sea; clubs, carts and coaching are available for every level. Low, two-storey blocks with clay-tile roofs hold the rooms, each with a balcony over the gardens, the lagoon pool or the sea.",
      "It is built for families and larger groups: the kids' club runs from 9 AM to 9 PM, there is a separate toddlers' pool, and the events lawn comfortably seats three hundred for a reception or an offsite dinner. Margao is twenty minutes away and Dabolim Airport about forty-five.",
    ],
    roomTypes: [
      {
        name: "Garden Deluxe",
        sizeSqft: 460,
        bed: "King or twin beds",
        view: "Garden view",
        pricePerNight: 22000,
      },
      {
        name: "Lagoon Premier",
        sizeSqft: 540,
        bed: "King bed",
        view: "Lagoon pool view",
        pricePerNight: 26500,
      },
      {
        name: "Ocean Family Suite",
        sizeSqft: 980,
        bed: "King and twin beds",
        view: "Sea view",
        pricePerNight: 36000,
      },
    ],
    dining: [
      {
        name: "Casa Varca",
        cuisine: "Goan-Portuguese",
        description:
          "Family recipes from Salcete villages: prawn balchão, chicken cafreal and bebinca for dessert.",
      },
      {
        name: "Masala Coast",
        cuisine: "North and South Indian",
        description: "Tandoor, coastal curries and a dedicated Jain and vegetarian kitchen.",
      },
      {
        name: "The Clubhouse",
        cuisine: "All-day dining",
        description: "Breakfast buffet, club sandwiches and wood-fired pizza overlooking the ninth green.",
      },
    ],
    activities: [
      "Golf coaching and nine-hole rounds",
      "Kids' club programmes",
      "Cycling through Varca and Benaulim villages",
      "Dolphin cruise from Colva",
      "Beach volleyball and water sports",
    ],
    sustainability: [
      "Golf course irrigated with treated wastewater",
      "Sewage treatment plant on site",
      "Energy-efficient LED lighting across the estate",
    ],
    address: "Varca Beach Road, Varca, Salcete, South Goa, Goa 403721",
    checkIn: "2:00 PM",
    checkOut: "11:00 AM",
    nearby: [
      { place: "Goa International Airport, Dabolim", distance: "29 km" },
      { place: "Varca Beach", distance: "On the beach" },
      { place: "Holy Spirit Church, Margao", distance: "11 km" },
    ],
  },
  {
    id: "solar-de-loutolim",
    name: "Solar de Loutolim",
    location: "Loutolim, South Goa",
    pricePerNight: 12500,
    rating: 4.7,
    stars: 4,
    reviewCount: 418,
    image: "/images/hotels/solar-de-loutolim.svg",
    gallery: [
      {
        image: "/images/hotels/solar-de-loutolim.svg",
        caption: "The ochre mansion at the end of its garden path",
      },
      {
        image: "/images/hotels/gallery/solar-de-loutolim-windows.svg",
        caption: "Arched windows under the tiled roof",
      },
      {
        image: "/images/hotels/gallery/solar-de-loutolim-bougainvillea.svg",
        caption: "Bougainvillea on the corner of the house",
      },
      {
        image: "/images/hotels/gallery/solar-de-loutolim-path.svg",
        caption: "The path across the lawn to the front steps",
      },
    ],
    amenities: ["Courtyard Pool", "Spa", "Restaurant", "Free Wi-Fi", "Airport Transfer", "Library"],
    description:
      "A restored 18th-century Portuguese mansion in a sleepy village of heritage homes, with fourteen high-ceilinged rooms, a courtyard pool and family recipes at dinner.",
    category: "heritage",
    rooms: 14,
    features: [
      "Restored 1780s mansion",
      "Four-poster beds and period furniture",
      "Courtyard pool",
      "Heritage walks with the family",
    ],
    about: [
      "Solar de Loutolim has been in the same Goan Catholic family for seven generations. Its ochre façade, scalloped oyster-shell windows and broad balcão look over a garden of mango and jackfruit trees; inside are a chapel, a ballroom with Belgian mirrors and a salon of Macau porcelain. The fourteen rooms keep their teak floors, carved four-poster beds and lime-plastered walls, with modern bathrooms and air-conditioning sensitively added.",
      "Loutolim is one of Goa's best-preserved villages, a cluster of grand houses and paddy fields a short drive from Margao. The family host a heritage walk through the village each morning, and dinner is served at one long table from recipes handed down in the house. The beaches of Colva and Benaulim are a twenty-five minute drive.",
    ],
    roomTypes: [
      {
        name: "Heritage Room",
        sizeSqft: 380,
        bed: "Four-poster queen bed",
        view: "Garden view",
        pricePerNight: 12500,
      },
      {
        name: "Balcão Room",
        sizeSqft: 460,
        bed: "Four-poster king bed",
        view: "Courtyard and garden view",
        pricePerNight: 15500,
      },
      {
        name: "Family Suite",
        sizeSqft: 720,
        bed: "King and twin beds",
        view: "Paddy-field view",
        pricePerNight: 21000,
      },
    ],
    dining: [
      {
        name: "The Long Table",
        cuisine: "Goan Catholic home cooking",
        description:
          "Set dinners of sorpotel, caldine, sannas and serradura, from the family's recipe books.",
      },
      {
        name: "Verandah Café",
        cuisine: "Breakfast and afternoon tea",
        description: "Poi bread, chouriço omelettes and local cashew treats on the balcão.",
      },
    ],
    activities: [
      "Guided walk through Loutolim's heritage homes",
      "Cookery lesson in the mansion kitchen",
      "Cycling through paddy fields",
      "Visit to the Ancestral Goa museum",
    ],
    sustainability: [
      "Restoration with lime plaster and salvaged teak",
      "Produce from village farmers and the house garden",
      "Solar panels on the outbuildings",
    ],
    address: "Near Salvador do Mundo Church, Loutolim, Salcete, South Goa, Goa 403718",
    checkIn: "2:00 PM",
    checkOut: "11:00 AM",
    nearby: [
      { place: "Goa International Airport, Dabolim", distance: "19 km" },
      { place: "Colva Beach", distance: "15 km" },
      { place: "Ancestral Goa museum", distance: "2 km" },
    ],
  },
  {
    id: "palolem-palm-grove",
    name: "Palolem Palm Grove",
    location: "Palolem, South Goa",
    pricePerNight: 10000,
    rating: 4.2,
    stars: 4,
    reviewCount: 967,
    image: "/images/hotels/palolem-palm-grove.svg",
    gallery: [
      {
        image: "/images/hotels/palolem-palm-grove.svg",
        caption: "Beach cottages among the palms under a full moon",
      },
      {
        image: "/images/hotels/gallery/palolem-palm-grove-cottages.svg",
        caption: "Cottages on stilts along the beach, lamps lit",
      },
      {
        image: "/images/hotels/gallery/palolem-palm-grove-island.svg",
        caption: "The island across the bay, through the palms",
      },
      {
        image: "/images/hotels/gallery/palolem-palm-grove-moon.svg",
        caption: "The moon above the palm tops",
      },
    ],
    amenities: [
      "Plunge Pool",
      "Beach Shack Restaurant",
      "Yoga Pavilion",
      "Free Wi-Fi",
      "Bar",
      "Airport Transfer",
    ],
    description:
      "Twenty-two timber cottages in a coconut grove at the quiet northern end of Palolem's crescent bay, a few steps from the sand.",
    category: "boutique",
    rooms: 22,
    features: [
      "Sea-facing timber cottages",
      "Garden plunge pools",
      "Daily yoga",
      "Kayaks to Butterfly Beach",
    ],
    about: [
      "Palolem Palm Grove is a small, barefoot place set under tall coconut palms at the northern end of one of Goa's prettiest bays. The cottages are raised on stilts, built of timber with palm-thatch roofs, and have wide verandahs with hammocks; the garden cottages each have a small plunge pool. The mood is relaxed and unhurried, with lanterns in the trees at night and a single beach shack that turns into the dining room.",
      "The bay is calm from November to April, perfect for swimming and for paddling a kayak to Butterfly Beach and Honeymoon Beach round the point. Cotigao Wildlife Sanctuary, the silent-disco nights of Palolem and the quieter sands of Patnem are all close by. A good-value base for couples and friends who want South Goa at its simplest.",
    ],
    roomTypes: [
      {
        name: "Palm Cottage",
        sizeSqft: 320,
        bed: "Queen bed",
        view: "Palm-grove view",
        pricePerNight: 10000,
      },
      {
        name: "Garden Plunge Pool Cottage",
        sizeSqft: 400,
        bed: "King bed",
        view: "Garden view with plunge pool",
        pricePerNight: 13500,
      },
      { name: "Sea-Facing Cottage", sizeSqft: 420, bed: "King bed", view: "Sea view", pricePerNight: 15000 },
    ],
    dining: [
      {
        name: "Grove Shack",
        cuisine: "Goan seafood and Indian",
        description: "Fish thali at lunch, tandoori catch of the day and masala chai on the sand.",
      },
      {
        name: "Sunrise Deck",
        cuisine: "Healthy breakfasts",
        description: "Smoothie bowls, idli and poha, and fresh fruit after morning yoga.",
      },
    ],
    activities: [
      "Morning and sunset yoga",
      "Kayaking to Butterfly Beach",
      "Dolphin-spotting boat trips",
      "Day trip to Cotigao Wildlife Sanctuary",
      "Cycling to Patnem and Rajbag",
    ],
    sustainability: [
      "Cottages built of reclaimed timber on stilts, without concrete on the dunes",
      "Composting of all kitchen waste",
      "Refill stations instead of plastic bottles",
    ],
    address: "Ourem Road, North Palolem, Canacona, South Goa, Goa 403702",
    checkIn: "2:00 PM",
    checkOut: "11:00 AM",
    nearby: [
      { place: "Goa International Airport, Dabolim", distance: "67 km" },
      { place: "Palolem Beach", distance: "200 m" },
      { place: "Cotigao Wildlife Sanctuary", distance: "12 km" },
    ],
  },
  {
    id: "candolim-azure-sands",
    name: "Azure Sands Candolim",
    location: "Candolim, North Goa",
    pricePerNight: 18500,
    rating: 4.5,
    stars: 5,
    reviewCount: 1752,
    image: "/images/hotels/candolim-azure-sands.svg",
    gallery: [
      {
        image: "/images/hotels/candolim-azure-sands.svg",
        caption: "The pool on the sand, the hotel's white wing and the sea beyond",
      },
      {
        image: "/images/hotels/gallery/candolim-azure-sands-arcades.svg",
        caption: "The hotel's white arcaded wing under its tiled roof",
      },
      {
        image: "/images/hotels/gallery/candolim-azure-sands-loungers.svg",
        caption: "Loungers and a parasol by the pool",
      },
      {
        image: "/images/hotels/gallery/candolim-azure-sands-lighthouse.svg",
        caption: "The lighthouse on the headland across the water",
      },
    ],
    amenities: [
      "Private Beach",
      "Swimming Pool",
      "Spa",
      "Fitness Center",
      "Restaurant",
      "Bar",
      "Kids Club",
      "Free Wi-Fi",
      "Airport Transfer",
    ],
    description:
      "A polished beachfront resort on Candolim's long golden beach, close to Fort Aguada and the restaurants of Sinquerim, with sea-view balconies and a full spa.",
    category: "beachfront",
    rooms: 118,
    features: [
      "Direct beach access with private cabanas",
      "Sea-view balconies",
      "Full-service spa",
      "Ten minutes from Fort Aguada",
    ],
    about: [
      "Azure Sands sits right on the sand at Candolim, the calmer, more grown-up stretch of the North Goa coast between Calangute and Sinquerim. White-washed buildings with terracotta roofs frame a large freeform pool that runs almost to the dunes; beyond it, the resort's cabanas and sunbeds are reserved for guests. Rooms are bright and contemporary, with Goan azulejo tiles, rain showers and balconies over the pool or the sea.",
      "The location suits travellers who want a beach holiday with plenty to do: Fort Aguada, the Sinquerim dolphin boats and Candolim's restaurant row are all within a few minutes, and Panaji is a half-hour drive. The spa's signature treatment uses coconut oil and kokum, and the fitness centre opens at 6 AM.",
    ],
    roomTypes: [
      {
        name: "Deluxe Pool View",
        sizeSqft: 430,
        bed: "King or twin beds",
        view: "Pool view",
        pricePerNight: 18500,
      },
      { name: "Premier Sea View", sizeSqft: 480, bed: "King bed", view: "Sea view", pricePerNight: 22500 },
      {
        name: "Azure Suite",
        sizeSqft: 860,
        bed: "King bed",
        view: "Panoramic sea view",
        pricePerNight: 34000,
      },
    ],
    dining: [
      {
        name: "Sinquerim Grill",
        cuisine: "Seafood grill",
        description: "Lobster, tiger prawns and kingfish grilled on the beach, chosen from the ice counter.",
      },
      {
        name: "Azulejo",
        cuisine: "All-day Indian and international",
        description: "A generous breakfast buffet with Goan, North Indian and Jain counters.",
      },
    ],
    activities: [
      "Dolphin cruise from Sinquerim jetty",
      "Guided visit to Fort Aguada",
      "Parasailing and jet-skiing",
      "Goan cooking demonstration",
      "Kids' club treasure hunts",
    ],
    sustainability: [
      "Beach clean-ups with the Candolim community every week",
      "Heat-recovery system for hot water",
      "Linen reuse programme",
    ],
    address: "Fort Aguada Road, Candolim, Bardez, North Goa, Goa 403515",
    checkIn: "2:00 PM",
    checkOut: "11:00 AM",
    nearby: [
      { place: "Manohar International Airport, Mopa", distance: "40 km" },
      { place: "Candolim Beach", distance: "On the beach" },
      { place: "Fort Aguada", distance: "3 km" },
    ],
  },
  {
    id: "morjim-turtle-bay",
    name: "Turtle Bay Morjim",
    location: "Morjim, North Goa",
    pricePerNight: 16000,
    rating: 4.1,
    stars: 4,
    reviewCount: 584,
    image: "/images/hotels/morjim-turtle-bay.svg",
    gallery: [
      {
        image: "/images/hotels/morjim-turtle-bay.svg",
        caption: "The beach below the dunes, cottages under the casuarinas",
      },
      {
        image: "/images/hotels/gallery/morjim-turtle-bay-turtle.svg",
        caption: "A turtle's tracks across the sand to the sea",
      },
      {
        image: "/images/hotels/gallery/morjim-turtle-bay-fort.svg",
        caption: "The fort on the hill across the river mouth",
      },
      {
        image: "/images/hotels/gallery/morjim-turtle-bay-cottages.svg",
        caption: "Cottages among the casuarinas behind the dune",
      },
    ],
    amenities: [
      "Private Beach",
      "Swimming Pool",
      "Yoga Pavilion",
      "Restaurant",
      "Bar",
      "Free Wi-Fi",
      "Airport Transfer",
    ],
    description:
      "Low-rise beach villas behind the dunes of Morjim, the turtle-nesting beach where the Chapora river meets the sea, twenty-five minutes from Mopa airport.",
    category: "beachfront",
    rooms: 36,
    features: [
      "Dune-side beach villas",
      "Closest beach resort to Mopa airport",
      "Turtle-nesting beach",
      "Kite-surfing school next door",
    ],
    about: [
      "Turtle Bay is a relaxed, design-led resort on the wide, quiet beach at Morjim, one of the few places in Goa where olive ridley turtles still come ashore to nest. The thirty-six villas sit behind the dunes among casuarina trees, finished in lime plaster, cane and handloom fabrics, each with a verandah and an outdoor shower. A long pool runs along the edge of the dunes, and the beach below is rarely crowded.",
      "The resort is the nearest beach address to Manohar International Airport at Mopa, which makes it ideal for a long weekend. Ashwem and Mandrem are a short walk along the sand, Chapora Fort looks across the river, and the cafés and design stores of Assagao and Siolim are fifteen minutes away.",
    ],
    roomTypes: [
      {
        name: "Dune Villa",
        sizeSqft: 450,
        bed: "King bed",
        view: "Garden and dune view",
        pricePerNight: 16000,
      },
      { name: "Beach Villa", sizeSqft: 520, bed: "King bed", view: "Sea view", pricePerNight: 19500 },
      {
        name: "Two-Bedroom Beach House",
        sizeSqft: 1100,
        bed: "King and twin beds",
        view: "Sea view",
        pricePerNight: 29000,
      },
    ],
    dining: [
      {
        name: "Ridley's",
        cuisine: "Coastal and modern Indian",
        description: "Beachside tables for crab xec xec, tisryo sukhem and a vegetarian Goan thali.",
      },
      {
        name: "Dune Bar",
        cuisine: "Cocktails and grills",
        description: "Sundowners on the dunes with kokum coolers, feni sours and grilled skewers.",
      },
    ],
    activities: [
      "Kite-surfing lessons (November to March)",
      "Turtle-nest walks with the forest department volunteers",
      "Boat trip up the Chapora river",
      "Beach yoga at sunrise",
    ],
    sustainability: [
      "Lights shielded from the beach in nesting season",
      "Villas built behind the dunes, outside the no-development zone",
      "Solar power for pool pumps",
    ],
    address: "Vithaldaswada, Morjim, Pernem, North Goa, Goa 403512",
    checkIn: "2:00 PM",
    checkOut: "11:00 AM",
    nearby: [
      { place: "Manohar International Airport, Mopa", distance: "22 km" },
      { place: "Morjim Beach", distance: "On the beach" },
      { place: "Chapora Fort", distance: "11 km" },
    ],
  },
  {
    id: "assagao-bougainvillea-villas",
    name: "Bougainvillea Villas Assagao",
    location: "Assagao, North Goa",
    pricePerNight: 20000,
    rating: 4.6,
    stars: 5,
    reviewCount: 356,
    image: "/images/hotels/assagao-bougainvillea-villas.svg",
    gallery: [
      {
        image: "/images/hotels/assagao-bougainvillea-villas.svg",
        caption: "The villa lit at night behind its pool",
      },
      {
        image: "/images/hotels/gallery/assagao-bougainvillea-villas-windows.svg",
        caption: "The villa's lamplit arched windows",
      },
      {
        image: "/images/hotels/gallery/assagao-bougainvillea-villas-bougainvillea.svg",
        caption: "Bougainvillea along the terrace above the pool",
      },
      {
        image: "/images/hotels/gallery/assagao-bougainvillea-villas-moon.svg",
        caption: "The full moon over the garden's trees",
      },
    ],
    amenities: ["Private Pool", "Spa", "Fitness Center", "In-villa Dining", "Free Wi-Fi", "Airport Transfer"],
    description:
      "Eight restored villas with private pools in Assagao, North Goa's green, arty village of cafés and galleries, each with its own housekeeper and cook.",
    category: "boutique",
    rooms: 8,
    features: [
      "Private pool in every villa",
      "Dedicated housekeeper and cook",
      "Restored Indo-Portuguese homes",
      "Walk to cafés and galleries",
    ],
    about: [
      "Bougainvillea Villas brings together eight village houses on a lane in Assagao, each restored by Goan architects with oxide floors, carved balcões and shell windows, and each opening onto a walled garden and a private pool. The villas have two or three bedrooms, so they work beautifully for families, friends travelling together or a small offsite, and every villa has a housekeeper and a cook who will shop at the Mapusa market with you.",
      "Assagao is North Goa's most sought-after village, with leafy lanes, art galleries, bakeries and some of the state's best restaurants. The beaches of Anjuna and Vagator are ten minutes away, the Saturday night market at Arpora fifteen, and the spa and gym are in a shared garden pavilion at the end of the lane.",
    ],
    roomTypes: [
      {
        name: "Garden Villa (2 bedrooms)",
        sizeSqft: 1800,
        bed: "King and queen beds",
        view: "Garden and pool view",
        pricePerNight: 20000,
      },
      {
        name: "Balcão Villa (3 bedrooms)",
        sizeSqft: 2600,
        bed: "Two king beds and twin beds",
        view: "Garden and pool view",
        pricePerNight: 28000,
      },
      {
        name: "Hill Villa (3 bedrooms)",
        sizeSqft: 3000,
        bed: "Two king beds and twin beds",
        view: "Valley view with pool",
        pricePerNight: 34500,
      },
    ],
    dining: [
      {
        name: "In-villa kitchen",
        cuisine: "Goan, Indian and continental",
        description: "Your villa cook plans menus with you, from Goan fish curry rice to a Jain thali.",
      },
      {
        name: "Pavilion Breakfast",
        cuisine: "Café breakfast",
        description: "Freshly baked poi, eggs to order and filter coffee in the garden pavilion.",
      },
    ],
    activities: [
      "Market morning in Mapusa with your cook",
      "Art and café walk through Assagao",
      "Spa treatments in the villa",
      "Sunset at Vagator and Chapora Fort",
      "Private pottery or cookery class",
    ],
    sustainability: [
      "Restored existing homes rather than building new",
      "Rainwater harvesting and greywater for gardens",
      "Solar water heating",
      "Local staff from Assagao and neighbouring villages",
    ],
    address: "Mapusa–Anjuna Road, Assagao, Bardez, North Goa, Goa 403507",
    checkIn: "2:00 PM",
    checkOut: "11:00 AM",
    nearby: [
      { place: "Manohar International Airport, Mopa", distance: "29 km" },
      { place: "Anjuna Beach", distance: "5 km" },
      { place: "Chapora Fort", distance: "7 km" },
    ],
  },
  {
    id: "casa-fontainhas",
    name: "Casa Fontainhas",
    location: "Fontainhas, Panaji",
    pricePerNight: 11500,
    rating: 4.4,
    stars: 4,
    reviewCount: 731,
    image: "/images/hotels/casa-fontainhas.svg",
    gallery: [
      {
        image: "/images/hotels/casa-fontainhas.svg",
        caption: "Painted houses along a Fontainhas street, a white chapel on the hill",
      },
      {
        image: "/images/hotels/gallery/casa-fontainhas-balconies.svg",
        caption: "Iron balconies on blue and green house-fronts",
      },
      {
        image: "/images/hotels/gallery/casa-fontainhas-bougainvillea.svg",
        caption: "Bougainvillea over a red house-front",
      },
      {
        image: "/images/hotels/gallery/casa-fontainhas-chapel.svg",
        caption: "The white chapel on the hill above the street",
      },
    ],
    amenities: [
      "Courtyard Café",
      "Rooftop Terrace",
      "Free Wi-Fi",
      "Airport Transfer",
      "Heritage Walks",
      "Bar",
    ],
    description:
      "A boutique townhouse hotel in Panaji's Latin Quarter, with twelve rooms behind an ochre Portuguese façade and balconies over the Ourem creek.",
    category: "heritage",
    rooms: 12,
    features: [
      "1890s townhouse in the Latin Quarter",
      "Azulejo tiles painted by Goan artists",
      "Rooftop terrace",
      "Heritage walks",
    ],
    about: [
      "Casa Fontainhas occupies a tall 1890s townhouse on one of the narrow, brightly painted lanes of Fontainhas, Panaji's old Latin Quarter. Its twelve rooms keep the original wooden staircases, high ceilings and shell windows, with azulejo tiles painted by Goan artists and modern beds, bathrooms and air-conditioning. The courtyard café serves Goan breakfasts under a frangipani tree, and the rooftop terrace looks over the red roofs to the Mandovi.",
      "This is the place to stay for Goa's culture rather than its beaches: you can walk to the Church of Our Lady of the Immaculate Conception, the Mandovi promenade and the city's best old taverns, and Old Goa's basilicas are a twenty-minute drive. Miramar beach is a short taxi ride away. Note that there is no pool, lift or on-site restaurant, in keeping with the building.",
    ],
    roomTypes: [
      { name: "Classic Room", sizeSqft: 280, bed: "Queen bed", view: "Lane view", pricePerNight: 11500 },
      {
        name: "Balcony Room",
        sizeSqft: 340,
        bed: "King bed",
        view: "Ourem creek view",
        pricePerNight: 13500,
      },
      {
        name: "Rooftop Suite",
        sizeSqft: 520,
        bed: "King bed",
        view: "City and river view",
        pricePerNight: 18000,
      },
    ],
    dining: [
      {
        name: "Courtyard Café",
        cuisine: "Goan breakfasts and coffee",
        description: "Poi with chouriço, bebinca pancakes and Goan coffee with cardamom.",
      },
      {
        name: "Terrace Bar",
        cuisine: "Wines and small plates",
        description: "Petiscos, Goan cheeses and port wine on the rooftop at sunset.",
      },
    ],
    activities: [
      "Guided walk through Fontainhas and Sao Tomé",
      "Day trip to the churches of Old Goa",
      "Mandovi river sunset cruise",
      "Spice plantation visit in Ponda",
    ],
    sustainability: [
      "Heritage restoration with lime mortar and original timber",
      "Breakfast sourced from Panaji's municipal market",
      "No single-use plastic in rooms",
    ],
    address: "31st January Road, Fontainhas, Panaji, Goa 403001",
    checkIn: "2:00 PM",
    checkOut: "11:00 AM",
    nearby: [
      { place: "Goa International Airport, Dabolim", distance: "27 km" },
      { place: "Miramar Beach", distance: "4 km" },
      { place: "Church of Our Lady of the Immaculate Conception", distance: "800 m" },
    ],
  },
  {
    id: "saligao-heritage-mansion",
    name: "Saligao Heritage Mansion",
    location: "Saligao, North Goa",
    pricePerNight: 14500,
    rating: 4.75,
    stars: 5,
    reviewCount: 289,
    image: "/images/hotels/saligao-heritage-mansion.svg",
    gallery: [
      {
        image: "/images/hotels/saligao-heritage-mansion.svg",
        caption: "The white and indigo mansion by its pool at dusk, the church behind",
      },
      {
        image: "/images/hotels/gallery/saligao-heritage-mansion-windows.svg",
        caption: "Arched windows framed in indigo, lamps lit",
      },
      {
        image: "/images/hotels/gallery/saligao-heritage-mansion-church.svg",
        caption: "The church's white spires beyond the trees",
      },
      {
        image: "/images/hotels/gallery/saligao-heritage-mansion-pool.svg",
        caption: "A lounger at the end of the pool",
      },
    ],
    amenities: [
      "Swimming Pool",
      "Spa",
      "Fitness Center",
      "Restaurant",
      "Free Wi-Fi",
      "Airport Transfer",
      "Library",
    ],
    description:
      "A grand 19th-century mansion near Saligao's Gothic church, restored as eighteen elegant suites around a courtyard, an orchard pool and a spa.",
    category: "heritage",
    rooms: 18,
    features: [
      "19th-century Indo-Portuguese mansion",
      "Orchard pool",
      "Private chapel for small ceremonies",
      "Ten minutes from Calangute",
    ],
    about: [
      "Saligao Heritage Mansion was built in the 1870s by a family of Goan merchants returning from East Africa, and it shows: a white and indigo façade, a double staircase, a private chapel and a ballroom with a sprung teak floor. The restoration keeps all of it and adds eighteen suites furnished in rosewood and Goan cane, a spa in the old granary, and a pool set among the mango and cashew trees of the orchard.",
      "Saligao is a green, residential village just inland from the beaches of Calangute and Candolim, so the mansion combines real quiet with easy access to North Goa's restaurants and nightlife. The neo-Gothic Mae de Deus Church is a five-minute walk, and the chapel and courtyard can host intimate ceremonies and dinners for up to eighty guests.",
    ],
    roomTypes: [
      {
        name: "Heritage Suite",
        sizeSqft: 520,
        bed: "King bed",
        view: "Courtyard view",
        pricePerNight: 14500,
      },
      {
        name: "Orchard Suite",
        sizeSqft: 600,
        bed: "King bed",
        view: "Orchard and pool view",
        pricePerNight: 17500,
      },
      {
        name: "Ballroom Wing Suite",
        sizeSqft: 900,
        bed: "King bed with day bed",
        view: "Garden and church view",
        pricePerNight: 24000,
      },
    ],
    dining: [
      {
        name: "The Granary Table",
        cuisine: "Goan-Portuguese",
        description: "Slow-cooked Goan classics with produce from the orchard and Saligao's bakeries.",
      },
      {
        name: "Orchard Terrace",
        cuisine: "All-day light meals",
        description: "Salads, grilled fish and fresh coconut by the pool.",
      },
      {
        name: "Ballroom Bar",
        cuisine: "Cocktails and wines",
        description: "Vintage Goan spirits, port and cashew-feni cocktails beneath chandeliers.",
      },
    ],
    activities: [
      "Heritage walk to Mae de Deus Church",
      "Private cookery class in the old kitchen",
      "Spa rituals in the granary",
      "Evening at the Arpora Saturday night market",
      "Sunset at Candolim beach",
    ],
    sustainability: [
      "Adaptive reuse of a protected heritage building",
      "Orchard and kitchen garden supply the restaurant",
      "Rainwater harvesting in the original wells",
    ],
    address: "Mae de Deus Road, Saligao, Bardez, North Goa, Goa 403511",
    checkIn: "2:00 PM",
    checkOut: "11:00 AM",
    nearby: [
      { place: "Manohar International Airport, Mopa", distance: "33 km" },
      { place: "Calangute Beach", distance: "4 km" },
      { place: "Mae de Deus Church", distance: "500 m" },
    ],
  },
];
