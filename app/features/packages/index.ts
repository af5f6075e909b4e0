export { PackageDetailPage, PackageNotFound } from "./package-detail-page";
export { packages, type TravelPackage } from "./packages-data";
export { PackagesPage } from "./packages-page";
