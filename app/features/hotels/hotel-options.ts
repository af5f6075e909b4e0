// The /hotels search's fixed choices, apart from the hotel list: the page and its filters need them
// on first load, while the list comes from the route's loader.

export const HOTEL_CATEGORIES = ["beachfront", "resort", "heritage", "boutique"] as const;

/** Quick amenity filters on /hotels; a hotel matches when some amenity contains the text (case-insensitive). */
export const QUICK_AMENITY_FILTERS = [
  "Spa",
  "Private Beach",
  "Pool",
  "Golf Course",
  "Fitness Center",
  "Restaurant",
] as const;

export const HOTEL_PRICE_MIN = 10000;
export const HOTEL_PRICE_MAX = 30000;
export const HOTEL_PRICE_STEP = 1000;
