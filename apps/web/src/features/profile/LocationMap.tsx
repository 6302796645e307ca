// The location line and its map. The map is a Google Maps embed loaded only when asked
// for, so viewing a profile sends nothing to another site by itself.
import { AspectRatio, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";

export function LocationMap({ location }: { location: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Stack gap="xs">
      <Text>{location}</Text>
      {shown ? (
        <AspectRatio ratio={16 / 9} maw={560}>
          <iframe
            title={`Map of ${location}`}
            src={`https://www.google.com/maps?q=${encodeURIComponent(location)}&output=embed`}
            style={{ border: 0, borderRadius: 12 }}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </AspectRatio>
      ) : (
        <Button variant="subtle" px={0} onClick={() => setShown(true)} w="fit-content">
          Show map
        </Button>
      )}
    </Stack>
  );
}
