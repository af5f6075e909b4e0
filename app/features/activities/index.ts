export { ActivitiesPage, type ActivitiesPageData } from "./activities-page";
export { ActivityDetailPage, ActivityNotFound } from "./activity-detail-page";
export { readActivityFilters } from "./activity-filters";
export type { Activity } from "./activity-types";
export type { CatalogueActivity } from "./catalogue-types";
