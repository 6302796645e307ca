// /book-now and /book-now/{type}: the questionnaire, the payment step, and the confirmation
// that replaces them. The quick bar's answers arrive as router state (homeInfo); an advisor
// link names its service in ?service=.

import { Alert, Container, Loader, Stack, Text, Title } from "@mantine/core";
import { BOOK_NOW_SERVICE_PARAM } from "@primp/core";
import { useState } from "react";
import { useLocation, useParams } from "react-router";
import { PageMeta } from "../components/PageMeta";
import { BookingConfirmation } from "../features/booking/BookingConfirmation";
import { BookingForm } from "../features/booking/BookingForm";
import { initialFormState, readHomeInfo, serviceTypeFromPath } from "../features/booking/booking-state";
import type { BookingConfirmationData } from "../features/booking/PaymentStep";
import { useBookingCatalogue } from "../features/booking/useBookingCatalogue";
import { describeError } from "../forms/server-errors";

export function BookNowPage() {
  const location = useLocation();
  const { type } = useParams();
  const catalogue = useBookingCatalogue();
  const [confirmation, setConfirmation] = useState<BookingConfirmationData | null>(null);
  const [formKey, setFormKey] = useState(0);

  const confirmed = (data: BookingConfirmationData) => {
    setConfirmation(data);
    window.scrollTo({ top: 0 });
  };

  return (
    <Container py={{ base: "lg", sm: 48 }}>
      <PageMeta title="Book Now" />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Book Now</Title>
          <Text c="dimmed" size="lg">
            Tell us when, where and what you would like; a vetted professional comes to you.
          </Text>
        </Stack>
        {confirmation ? (
          <BookingConfirmation
            confirmation={confirmation}
            onBookAnother={() => {
              setConfirmation(null);
              setFormKey((key) => key + 1);
            }}
          />
        ) : catalogue.data ? (
          <BookingForm
            // A new visit (the header's Book Now, the quick bar) starts a fresh form.
            key={`${location.key}-${formKey}`}
            catalogue={catalogue.data}
            initial={initialFormState(readHomeInfo(location.state), serviceTypeFromPath(type), {
              serviceId: new URLSearchParams(location.search).get(BOOK_NOW_SERVICE_PARAM),
              services: catalogue.services,
            })}
            onConfirmed={confirmed}
          />
        ) : catalogue.error ? (
          <Alert color="red" role="alert">
            {describeError(catalogue.error).message}
          </Alert>
        ) : (
          <Loader aria-label="Loading the booking form" />
        )}
      </Stack>
    </Container>
  );
}
