// /pros/<slug>: a pro's public page, open to everyone and rendered on the server for people
// without JavaScript and for search engines (apps/server routes/pro-pages.ts); the browser
// hydrates it with the same data, so nothing is fetched twice.
import { Avatar, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { BOOK_NOW_PRO_PARAM, proPageDescription, proPageTitle } from "@primp/core";
import { Link, useParams } from "react-router";
import { QueryState } from "../components/PageFrame";
import { PageMeta } from "../components/PageMeta";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { StarsShown } from "../components/StarsShown";
import { ProServices } from "../features/pro-page/ProServices";
import { ProAbout } from "../features/profile/ProAbout";
import { ProfileSection } from "../features/profile/ProfileSection";
import { LookBook } from "../features/reviews/LookBook";
import { ProReviews } from "../features/reviews/ProReviews";
import { paths } from "../navigation/paths";
import { isAppClientError, trpc } from "../trpc";
import { NotFoundPage } from "./NotFoundPage";

/** Reviews are written on bookings; nothing changes them from this page. */
const nothingToReload = () => {};

export function ProPage() {
  const slug = useParams().slug ?? "";
  const query = trpc.pro.publicPage.useQuery({ slug });
  if (isAppClientError(query.error) && query.error.data?.code === "NOT_FOUND") return <NotFoundPage />;
  const page = query.data;
  return (
    <Container size="md" py={{ base: "lg", sm: 48 }}>
      <PageMeta
        title={page ? proPageTitle(page) : "Professional"}
        description={page ? proPageDescription(page) : undefined}
      />
      <QueryState isPending={query.isPending} error={query.error}>
        {() =>
          page && (
            <Stack gap="md">
              <Paper p={{ base: "md", sm: "xl" }} shadow="xs">
                <Stack align="center" gap="sm" ta="center">
                  {page.avatar ? (
                    <ResponsiveImage
                      image={page.avatar}
                      alt={page.name}
                      sizes="128px"
                      priority
                      fallbackSize={{ width: 128, height: 128 }}
                      w={128}
                      h={128}
                      radius={128}
                    />
                  ) : (
                    <Avatar alt={page.name} name={page.name} color="initials" size={128} radius={128} />
                  )}
                  <Title order={1} fz={{ base: 28, sm: 36 }}>
                    {page.name}
                  </Title>
                  <Text c="dimmed">{[page.location, page.specialities.join(" · ")].filter(Boolean).join(" — ")}</Text>
                  {page.rating && <StarsShown value={page.rating.average} count={page.rating.count} />}
                  <Button
                    component={Link}
                    to={`${paths.bookNow}?${new URLSearchParams({ [BOOK_NOW_PRO_PARAM]: page.userId })}`}
                    size="md"
                  >
                    {`Book with ${page.firstName}`}
                  </Button>
                </Stack>
              </Paper>
              <ProfileSection label="About">
                <ProAbout title={`About ${page.firstName}`} facts={page} />
              </ProfileSection>
              <ProfileSection label="Services">
                <ProServices page={page} />
              </ProfileSection>
              {page.looks.length > 0 && (
                <ProfileSection label="Looks">
                  <LookBook profile={page} />
                </ProfileSection>
              )}
              <ProfileSection label="Reviews">
                <ProReviews profile={page} onChanged={nothingToReload} />
              </ProfileSection>
            </Stack>
          )
        }
      </QueryState>
    </Container>
  );
}
