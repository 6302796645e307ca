// /book-now and /book-now/{type}: the questionnaire and the payment step, which hand over to the
// booking's own confirmation address once paid. The quick bar's answers arrive as router state
// (homeInfo); an advisor link names its service in ?service=, "Book this look" also a pro in
// ?pro=, a city page its city in ?city=. The answers are kept as a draft in session storage (booking-draft.ts) until the booking
// is made or the customer starts over.

import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { BOOK_NOW_CITY_PARAM, BOOK_NOW_PRO_PARAM, BOOK_NOW_SERVICE_PARAM } from "@primp/core";
import { useDeferredValue, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { PageMeta } from "../components/PageMeta";
import { BookingForm } from "../features/booking/BookingForm";
import { type BookingDraft, bookingDraft } from "../features/booking/booking-draft";
import {
  cityFromSlug,
  EMPTY_ADDRESS,
  initialFormState,
  readHomeInfo,
  serviceTypeFromPath,
} from "../features/booking/booking-state";
import { confirmationSecret } from "../features/booking/confirmation-secret";
import type { PaymentStepProps } from "../features/booking/PaymentStep";
import { useBookingCatalogue } from "../features/booking/useBookingCatalogue";
import { describeError } from "../forms/server-errors";
import { bookingConfirmedHref } from "../navigation/paths";

export function BookNowPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { type } = useParams();
  const catalogue = useBookingCatalogue();
  // The form, a large tree, is rendered as a transition once the catalogue is in: React renders it
  // in slices of a few milliseconds, so a phone answers a tap meanwhile (one long task before).
  const formCatalogue = useDeferredValue(catalogue.data);
  const [formKey, setFormKey] = useState(0);

  const homeInfo = readHomeInfo(location.state);
  // The quick bar's answers name the visit: the same ones (a reload, Back) keep the draft,
  // new ones start a new form from them.
  const origin = homeInfo ? JSON.stringify(homeInfo) : null;
  const pathType = serviceTypeFromPath(type);
  const query = new URLSearchParams(location.search);
  const serviceParam = query.get(BOOK_NOW_SERVICE_PARAM);
  const proParam = query.get(BOOK_NOW_PRO_PARAM);
  // An unknown or switched-off city in the link is ignored.
  const linkedCityId = cityFromSlug(query.get(BOOK_NOW_CITY_PARAM), catalogue.data?.cities ?? []);

  const startingPoint = (): Omit<BookingDraft, "savedAt"> => {
    const draft = bookingDraft.read();
    const draftFits =
      draft !== null &&
      (origin === null || draft.origin === origin) &&
      (pathType === undefined || draft.form.answers.serviceType === pathType) &&
      (serviceParam === null || draft.form.answers.serviceId === serviceParam) &&
      (linkedCityId === undefined || draft.form.schedule.cityId === linkedCityId) &&
      (proParam === null || draft.requestedProId === proParam);
    if (draft && draftFits) {
      const address = { ...EMPTY_ADDRESS, ...draft.address };
      return { form: draft.form, address, origin, requestedProId: draft.requestedProId ?? null };
    }
    const form = initialFormState(homeInfo, pathType, {
      serviceId: serviceParam,
      services: catalogue.services,
      cityId: linkedCityId,
    });
    return { form, address: EMPTY_ADDRESS, origin, requestedProId: proParam };
  };

  /** Forgets the draft and any quick-bar or advisor answers, and the payment step in the address. */
  const restart = () => {
    bookingDraft.clear();
    navigate(location.pathname, { replace: true, state: null });
    setFormKey((key) => key + 1);
  };

  /** Paid: the confirmation has its own address; Back from it starts a fresh form. */
  const confirmed: PaymentStepProps["onConfirmed"] = (confirmation, clientSecret) => {
    bookingDraft.clear();
    confirmationSecret.remember(confirmation.bookingId, clientSecret);
    navigate(location.pathname, { replace: true, state: null });
    navigate(bookingConfirmedHref(confirmation.bookingId), { state: { confirmation } });
    window.scrollTo({ top: 0 });
  };

  return (
    <Container py={{ base: "lg", sm: 48 }}>
      <PageMeta title="Book Now" />
      <Stack gap="lg">
        <Stack gap={4}>
          {/* The button beside the title only: beside the sentence too it squeezed it into a narrow column on a phone. */}
          <Group justify="space-between" wrap="nowrap">
            <Title order={1}>Book Now</Title>
            {formCatalogue && (
              <Button variant="default" onClick={restart} style={{ flexShrink: 0 }}>
                Start over
              </Button>
            )}
          </Group>
          <Text c="dimmed" size="lg">
            Tell us when, where and what you would like; a vetted professional comes to you.
          </Text>
        </Stack>
        {formCatalogue ? (
          <BookingForm
            // New quick-bar answers, and starting over, start a fresh form.
            key={`${origin ?? "draft"}-${formKey}`}
            catalogue={formCatalogue}
            start={startingPoint}
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
