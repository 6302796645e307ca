// /site-images, for administrators: every place on the public pages a photo can go (the hero,
// each service, each city, the testimonials), the photo placed there with its focal point, or
// the designed fallback the page shows without one; upload, replace and remove.
import { Badge, Box, Button, Card, Container, FileButton, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { type FocalPoint, SITE_IMAGE_PLACE_LABELS, SITE_IMAGE_PLACES, type SiteImagePlace } from "@primp/core";
import { AdminPageHeader } from "../../components/AdminPageHeader";
import { DashboardSection } from "../../components/DashboardSection";
import { Notice, useNotice } from "../../components/Notice";
import { QueryState } from "../../components/PageFrame";
import { type RouterOutputs, trpc } from "../../trpc";
import { useImageUpload } from "../uploads/useImageUpload";
import { FocalPointPicker } from "./FocalPointPicker";

type Place = RouterOutputs["admin"]["siteImages"][number];

const SECTION_TITLES: Record<SiteImagePlace, string> = {
  hero: SITE_IMAGE_PLACE_LABELS.hero,
  service: "Services: their home page card and their page",
  city: "Cities: their page",
  testimonial: "Testimonials",
};

/** What the page shows while no photo is placed: the brand colour and the place's name. */
function DesignedFallback({ label }: { label: string }) {
  return (
    <Box
      h={96}
      bg="plum.8"
      px="md"
      display="flex"
      style={{ alignItems: "center", justifyContent: "center", borderRadius: "var(--mantine-radius-md)" }}
    >
      <Text c="white" ff="var(--mantine-font-family-headings)" fz={22} fw={600} ta="center">
        {label}
      </Text>
    </Box>
  );
}

function PlaceCard({ place, onChanged }: { place: Place; onChanged(message: string): void }) {
  const { upload, uploading, error } = useImageUpload();
  const utils = trpc.useUtils();
  const focal = trpc.admin.setSiteImageFocalPoint.useMutation({
    onSuccess: () => utils.admin.siteImages.invalidate(),
  });
  const remove = trpc.admin.removeSiteImage.useMutation({
    onSuccess: async (result) => {
      await utils.admin.siteImages.invalidate();
      onChanged(result.message);
    },
  });
  const send = async (file: File | null) => {
    if (!file) return;
    if (await upload({ kind: "site", place: place.slot }, file)) {
      await utils.admin.siteImages.invalidate();
      onChanged(`The photo is placed: ${place.label}.`);
    }
  };
  const setFocalPoint = (point: FocalPoint) => focal.mutate({ slot: place.slot, ...point });
  const failure = error ?? focal.error?.message ?? remove.error?.message;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={place.label}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700}>{place.label}</Text>
          <Badge variant="light" color={place.placed ? "teal" : "gray"}>
            {place.placed ? "Photo" : "Design"}
          </Badge>
        </Group>
        {place.placed ? (
          <>
            <FocalPointPicker
              image={place.placed.image}
              label={place.label}
              focalPoint={place.placed.focalPoint}
              onChange={setFocalPoint}
            />
            <Text size="sm" c="dimmed">
              Click the photo on the point that must stay in view when a page crops it.
            </Text>
          </>
        ) : (
          <DesignedFallback label={place.label} />
        )}
        {failure && (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={send} accept="image/jpeg,image/png,image/webp,image/gif" disabled={uploading}>
            {(props) => (
              <Button {...props} loading={uploading} variant={place.placed ? "light" : "filled"}>
                {place.placed ? "Replace photo" : "Upload a photo"}
              </Button>
            )}
          </FileButton>
          {place.placed && (
            <Button
              variant="subtle"
              color="red.8"
              loading={remove.isPending}
              onClick={() => remove.mutate({ slot: place.slot })}
            >
              Remove
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

export function SiteImagesView() {
  const query = trpc.admin.siteImages.useQuery();
  const notice = useNotice();
  return (
    <Container py={{ base: "lg", sm: 48 }}>
      <Stack gap="xl">
        <AdminPageHeader
          title="Site images"
          description="Real photos only: the public pages show a photo where one is placed and their own design where none is. Photos are made smaller for each screen, and their location and camera details are removed."
        />
        <Notice notice={notice.notice} onClose={notice.clear} />
        <QueryState isPending={query.isPending} error={query.error}>
          {() =>
            query.data &&
            SITE_IMAGE_PLACES.map((kind) => {
              const places = query.data.filter((place) => place.place === kind);
              return (
                places.length > 0 && (
                  <DashboardSection key={kind} title={SECTION_TITLES[kind]}>
                    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                      {places.map((place) => (
                        <PlaceCard key={place.slot} place={place} onChanged={notice.success} />
                      ))}
                    </SimpleGrid>
                  </DashboardSection>
                )
              );
            })
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
