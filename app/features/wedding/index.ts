export { weddingHeroImage, weddingPackages } from "./wedding-data";
export { WeddingPlannerPage } from "./wedding-planner-page";
