// /services/<slug>: a service's public page (price, what is included, what options add, top
// pros, looks), open to everyone and rendered on the server (apps/server routes/pro-pages.ts);
// the browser hydrates it with the same data.
import { Button, Group, Text } from "@mantine/core";
import {
  bookNowHref,
  cityPagePath,
  formatDuration,
  formatFromPrice,
  SERVICE_TYPE_LABELS,
  servicePageDescription,
  servicePageTitle,
} from "@primp/core";
import { Link, useParams } from "react-router";
import { QueryState } from "../components/PageFrame";
import { PageMeta } from "../components/PageMeta";
import { PageHeader } from "../features/content/PageHeader";
import { LooksSection } from "../features/storefront/LookPhotos";
import { PlacedPhoto } from "../features/storefront/PlacedPhoto";
import { ServicePrices } from "../features/storefront/ServicePrices";
import { StorefrontBody, StorefrontSection } from "../features/storefront/StorefrontSection";
import { TopPros } from "../features/storefront/TopPros";
import { isAppClientError, trpc } from "../trpc";
import { NotFoundPage } from "./NotFoundPage";

export function ServicePage() {
  const slug = useParams().slug ?? "";
  const query = trpc.storefront.servicePage.useQuery({ slug });
  if (isAppClientError(query.error) && query.error.data?.code === "NOT_FOUND") return <NotFoundPage />;
  const page = query.data;
  return (
    <>
      <PageMeta
        title={page ? servicePageTitle(page) : "Service"}
        description={page ? servicePageDescription(page) : undefined}
      />
      <QueryState isPending={query.isPending} error={query.error}>
        {() =>
          page && (
            <>
              <PageHeader eyebrow={SERVICE_TYPE_LABELS[page.serviceType]} title={page.name} lead={page.detail}>
                <Text fw={700} fz="xl" c="plum.9">
                  {`${formatFromPrice(page.fromCents)} · about ${formatDuration(page.durationMinutes)}`}
                </Text>
                <Group>
                  <Button component={Link} to={bookNowHref(page)} size="md">
                    {`Book ${page.name}`}
                  </Button>
                </Group>
              </PageHeader>
              <StorefrontBody>
                <PlacedPhoto placed={page.siteImage} alt={page.name} />
                <StorefrontSection id="prices" title="Prices">
                  <ServicePrices page={page} />
                </StorefrontSection>
                <TopPros title={`Top professionals for ${page.name}`} pros={page.pros} />
                <LooksSection title="Looks" looks={page.looks} />
                <StorefrontSection id="cities" title="Where we offer it">
                  <Group gap="xs">
                    {page.cities.map((city) => (
                      <Button
                        key={city.id}
                        component={Link}
                        to={cityPagePath(city.slug)}
                        variant="light"
                        size="compact-md"
                      >
                        {`${city.city}, ${city.state}`}
                      </Button>
                    ))}
                  </Group>
                </StorefrontSection>
              </StorefrontBody>
            </>
          )
        }
      </QueryState>
    </>
  );
}
