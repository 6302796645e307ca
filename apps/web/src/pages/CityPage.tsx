// /<city> (/boston): a served city's public page (every service with its starting price, the
// city's top pros, looks made there), open to everyone and rendered on the server
// (apps/server routes/pro-pages.ts); the browser hydrates it with the same data.
import { Button, Group } from "@mantine/core";
import { bookInCityHref, cityPageDescription, cityPageTitle, citySlugs } from "@primp/core";
import { Link, useParams } from "react-router";
import { QueryState } from "../components/PageFrame";
import { PageMeta } from "../components/PageMeta";
import { PageHeader } from "../features/content/PageHeader";
import { CityServices } from "../features/storefront/CityServices";
import { LooksSection } from "../features/storefront/LookPhotos";
import { PlacedPhoto } from "../features/storefront/PlacedPhoto";
import { StorefrontBody, StorefrontSection } from "../features/storefront/StorefrontSection";
import { TopPros } from "../features/storefront/TopPros";
import { isAppClientError, trpc } from "../trpc";
import { NotFoundPage } from "./NotFoundPage";

export function CityPage() {
  const slug = useParams().citySlug ?? "";
  // Every unknown one-segment address comes here too: the catalogue's live cities (one cached
  // query) tell a city from nothing, so nothing is not asked for. The server-rendered page
  // already holds its data and needs neither.
  const rendered = trpc.useUtils().storefront.cityPage.getData({ slug }) !== undefined;
  const catalogue = trpc.booking.catalogue.useQuery(undefined, { enabled: !rendered });
  const isCity =
    rendered || (catalogue.data !== undefined && [...citySlugs(catalogue.data.cities).values()].includes(slug));
  const query = trpc.storefront.cityPage.useQuery({ slug }, { enabled: isCity });
  const notFound = isAppClientError(query.error) && query.error.data?.code === "NOT_FOUND";
  if (notFound || (catalogue.data && !isCity)) return <NotFoundPage />;
  const page = query.data;
  return (
    <>
      <PageMeta
        title={page ? cityPageTitle(page) : "City"}
        description={page ? cityPageDescription(page) : undefined}
      />
      <QueryState isPending={query.isPending} error={query.error ?? catalogue.error}>
        {() =>
          page && (
            <>
              <PageHeader
                eyebrow={`${page.city}, ${page.state}`}
                title={`Beauty at home in ${page.city}`}
                lead={cityPageDescription(page)}
              >
                <Group>
                  <Button component={Link} to={bookInCityHref(page.slug)} size="md">
                    {`Book in ${page.city}`}
                  </Button>
                </Group>
              </PageHeader>
              <StorefrontBody>
                <PlacedPhoto placed={page.siteImage} alt={`Beauty at home in ${page.city}`} />
                <StorefrontSection id="services" title={`Services in ${page.city}`}>
                  <CityServices page={page} />
                </StorefrontSection>
                <TopPros title={`Top professionals in ${page.city}`} pros={page.pros} />
                <LooksSection title={`Looks from ${page.city}`} looks={page.looks} />
              </StorefrontBody>
            </>
          )
        }
      </QueryState>
    </>
  );
}
