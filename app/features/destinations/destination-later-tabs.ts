// The contents of the Itineraries, Weather and Travel Info tabs, fetched when a visitor comes to the
// tab row (hover, focus) or opens one of them: the page first shows Overview.
export { ItineraryList } from "./itinerary-list";
export { TravelInfo } from "./travel-info";
export { WeatherTable } from "./weather-table";
