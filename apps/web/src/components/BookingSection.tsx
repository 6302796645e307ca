// One framed part of /booking-details (ratings, messages) with its heading. E-mailed links end
// with the section's #id; the section exists only once the booking has loaded, so it scrolls
// itself into view once `ready` (its own content loaded too).
import { Paper, Title } from "@mantine/core";
import { type ReactNode, useEffect } from "react";

export function BookingSection({
  id,
  title,
  ready = true,
  children,
}: {
  id: string;
  title: ReactNode;
  ready?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    if (ready && window.location.hash === `#${id}`) document.getElementById(id)?.scrollIntoView();
  }, [id, ready]);
  return (
    <Paper
      id={id}
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby={`${id}-title`}
    >
      <Title id={`${id}-title`} order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
