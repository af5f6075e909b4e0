import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/hotel-detail";
import { HotelDetailPage, HotelNotFound, hotels } from "~/features/hotels";
import { absoluteUrl, seo, siteUrlFromMatches } from "~/lib/seo";
import { orNotFound } from "~/lib/http-errors";
import { formatIndianNumber, formatInr } from "~/lib/format";

export async function loader({ params }: Route.LoaderArgs) {
  return { hotel: orNotFound(hotels.find((h) => h.id === params.hotelId)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const hotel = loaderData?.hotel;
  if (!hotel) {
    return seo(matches, {
      title: "Hotel Not Found",
      description: "This hotel could not be found.",
      path: `/hotel/${params.hotelId}`,
      noindex: true,
    });
  }
  const siteUrl = siteUrlFromMatches(matches);
  return seo(matches, {
    title: `${hotel.name}, ${hotel.location}`,
    description: `${hotel.stars}-star ${hotel.category} hotel in ${hotel.location}, rated ${hotel.rating.toFixed(1)} by ${formatIndianNumber(hotel.reviewCount)} guests. Rooms from ${formatInr(hotel.pricePerNight)} a night: room types, dining, amenities and location.`,
    path: `/hotel/${hotel.id}`,
    image: hotel.image,
    imageAlt: `${hotel.name}, ${hotel.location}`,
    keywords: [hotel.name, `${hotel.location} hotel`, "Goa luxury hotel"],
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Hotel",
      name: hotel.name,
      description: hotel.description,
      image: absoluteUrl(siteUrl, hotel.image),
      url: absoluteUrl(siteUrl, `/hotel/${hotel.id}`),
      starRating: { "@type": "Rating", ratingValue: hotel.stars },
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: hotel.rating,
        bestRating: 5,
        reviewCount: hotel.reviewCount,
      },
      priceRange: `From ${formatInr(hotel.pricePerNight)} per night`,
      numberOfRooms: hotel.rooms,
      checkinTime: hotel.checkIn,
      checkoutTime: hotel.checkOut,
      amenityFeature: hotel.amenities.map((a) => ({
        "@type": "LocationFeatureSpecification",
        name: a,
        value: true,
      })),
      address: {
        "@type": "PostalAddress",
        streetAddress: hotel.address,
        addressRegion: "Goa",
        addressCountry: "IN",
      },
    },
  });
};

export default function HotelDetailRoute({ loaderData }: Route.ComponentProps) {
  return <HotelDetailPage hotel={loaderData.hotel} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <HotelNotFound />;
  throw error;
}
