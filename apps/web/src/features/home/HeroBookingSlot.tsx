// SLOT for the quick booking bar (spec part 1, section 2). The booking issue builds it at
// features/booking/QuickBookingBar.tsx; until it lands, the hero offers a Book Now button
// carrying the same router state. Replace this component's body with <QuickBookingBar />.
import { Button, Group, Paper, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { type BookNowState, useHomeInfo } from "../../booking/HomeInfoProvider";
import { paths } from "../../routes/paths";

export function HeroBookingSlot() {
  const { homeInfo } = useHomeInfo();
  const bookNowState: BookNowState = { homeInfo };
  return (
    <Paper p={{ base: "md", sm: "lg" }} shadow="md" maw={640} data-slot="quick-booking-bar">
      <Group justify="space-between" gap="md">
        <Text fw={600} c="plum.9">
          Choose your city, service, date and time.
        </Text>
        <Button component={Link} to={paths.bookNow} state={bookNowState} size="md" color="rose.7">
          Book Now
        </Button>
      </Group>
    </Paper>
  );
}
