export { HotelDetailPage, HotelNotFound } from "./hotel-detail-page";
export { hotels, type Hotel } from "./hotels-data";
export { HotelsPage } from "./hotels-page";
