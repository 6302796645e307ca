// Review and pay: the server's quote for the answers, contact and billing details, the card,
// and the two calls that book (booking.create writes the booking and opens the payment;
// booking.confirmPayment charges it). A declined card or a lost connection keeps everything
// typed, and the retry pays the same booking rather than opening another.
import { Button, Divider, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import {
  appointmentInstant,
  type BookingAnswers,
  billingSchema,
  type CreateBookingInput,
  cardStepNote,
  contactSchema,
  formatDateLong,
  formatTime12h,
  formatUsd,
  paymentDetailsSchema,
  paymentDetailsWithTestCardSchema,
} from "@primp/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSession } from "../../auth/useSession";
import { FormMessage } from "../../components/FormMessage";
import { describeError } from "../../forms/server-errors";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { type RouterOutputs, trpc } from "../../trpc";
import {
  BillingAddressFields,
  billingInput,
  ContactFields,
  EMPTY_PAYMENT_DETAILS,
  type PaymentDetailsDraft,
} from "./BillingFields";
import type { AddressDraft } from "./booking-state";
import { CARDS_UNAVAILABLE, CardEntry, STRIPE_KEY } from "./CardEntry";
import { PriceLines } from "./PriceSummary";
import type { ConfirmCard } from "./StripeCardField";
import type { CatalogueCityRow } from "./useBookingCatalogue";

export type BookingConfirmationData = RouterOutputs["booking"]["confirmation"];
type CreatedBooking = RouterOutputs["booking"]["create"];

export interface PaymentStepProps {
  /** With `fromSlot` when the time was picked from the offered slots (the server checks it again). */
  schedule: CreateBookingInput["schedule"];
  answers: BookingAnswers;
  address: AddressDraft;
  serviceName: string;
  city: CatalogueCityRow;
  /** The one professional asked for, or null for any pro of the state. */
  requestedProId: string | null;
  /** The booking is paid; its client secret shows a guest the confirmation again after a reload. */
  onConfirmed(confirmation: BookingConfirmationData, clientSecret: string): void;
}

/** Pre-fills the contact details of a signed-in customer, once, without overwriting typing. */
function usePrefilledContact(setValues: UseFormReturnType<PaymentDetailsDraft>["setValues"]) {
  const { user } = useSession();
  const profile = trpc.account.profile.useQuery({ userId: user?.id ?? "" }, { enabled: Boolean(user) });
  useEffect(() => {
    const data = profile.data;
    if (!data) return;
    setValues((current) => ({
      firstName: current.firstName || data.firstName,
      lastName: current.lastName || data.lastName,
      email: current.email || data.email,
      phone: current.phone || data.phone,
    }));
  }, [profile.data, setValues]);
}

/** The form's values as the schema reads them: contact, the billing answer, the test card. */
const detailsInput = (details: PaymentDetailsDraft) => ({ ...details, ...billingInput(details) });

export function PaymentStep({
  schedule,
  answers,
  address,
  serviceName,
  city,
  requestedProId,
  onConfirmed,
}: PaymentStepProps) {
  const provider = trpc.booking.paymentProvider.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const useStripe = provider.data?.provider === "stripe";
  const { form, formError, setFormError, onSubmit, showServerError } = useSchemaForm(
    useStripe ? paymentDetailsSchema : paymentDetailsWithTestCardSchema,
    EMPTY_PAYMENT_DETAILS,
    { toInput: detailsInput },
  );
  const [paying, setPaying] = useState(false);
  const pending = useRef<{ key: string; created: CreatedBooking } | null>(null);
  const confirmCard = useRef<ConfirmCard | null>(null);
  const onCardReady = useCallback((confirm: ConfirmCard | null) => {
    confirmCard.current = confirm;
  }, []);
  usePrefilledContact(form.setValues);

  const quote = trpc.quote.compute.useQuery({ serviceId: answers.serviceId, answers });
  const create = trpc.booking.create.useMutation();
  const utils = trpc.useUtils();
  const confirmPayment = trpc.booking.confirmPayment.useMutation();

  // The schema has accepted the details; parsing again gives them trimmed and typed.
  const bookingInput = (details: PaymentDetailsDraft): CreateBookingInput => ({
    schedule,
    answers,
    address: { address1: address.address1, address2: address.address2 || undefined, zip: address.zip },
    contact: contactSchema.parse(details),
    billing: billingSchema.parse(billingInput(details)),
    ...(requestedProId ? { requestedProId } : {}),
  });

  const pay = async (details: PaymentDetailsDraft) => {
    if (useStripe && (!STRIPE_KEY || !confirmCard.current)) return setFormError(CARDS_UNAVAILABLE);
    const input = bookingInput(details);
    const { contact, billing } = input;
    setPaying(true);
    try {
      // The same answers after a decline pay the booking already written; changed ones book anew.
      const key = JSON.stringify(input);
      if (pending.current?.key !== key) pending.current = { key, created: await create.mutateAsync(input) };
      const { bookingId, clientSecret, cardStep } = pending.current.created;
      if (useStripe && confirmCard.current) {
        const card = await confirmCard.current(
          clientSecret,
          {
            name: `${contact.firstName} ${contact.lastName}`.trim(),
            email: contact.email,
            phone: contact.phone,
            ...(billing.sameAsAppointment
              ? {}
              : {
                  address: {
                    line1: billing.address1,
                    line2: billing.address2 ?? "",
                    city: billing.city,
                    state: billing.state,
                    postal_code: billing.zip,
                    country: "US",
                  },
                }),
          },
          cardStep,
        );
        if (!card.ok) {
          setFormError(`${card.message} Your answers are kept: please check your card details or use another card.`);
          return;
        }
      }
      onConfirmed(
        await confirmPayment.mutateAsync({
          bookingId,
          clientSecret,
          cardNumber: useStripe ? undefined : details.cardNumber,
        }),
        clientSecret,
      );
    } catch (error) {
      showServerError(error);
      // A slot taken meanwhile: the times offered above are read again.
      if (schedule.fromSlot) void utils.availability.slots.invalidate();
    } finally {
      setPaying(false);
    }
  };

  const place = [address.address1, address.address2, `${city.city}, ${city.state} ${address.zip}`]
    .filter(Boolean)
    .join(", ");
  const total = quote.data?.totalCents;

  return (
    <Paper p={{ base: "md", sm: "xl" }} shadow="xs" withBorder component="section" aria-labelledby="review-title">
      <form onSubmit={onSubmit((details) => void pay(details))} noValidate aria-label="Review and pay">
        <Stack gap="lg">
          {/* Focused when NEXT opens the step (BookingForm), so a screen reader starts here. */}
          <Title order={2} id="review-title" fz="xl" tabIndex={-1}>
            Review and pay
          </Title>
          <Stack gap={4}>
            <Text fw={600}>{serviceName}</Text>
            <Text size="sm">
              {formatDateLong(schedule.date)} at {formatTime12h(schedule.time)} ({schedule.timeZone} time)
            </Text>
            <Text size="sm">{place}</Text>
          </Stack>
          {quote.data ? (
            <PriceLines lines={quote.data.lines} totalCents={quote.data.totalCents} />
          ) : quote.error ? (
            <FormMessage message={describeError(quote.error).message} />
          ) : (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">Pricing your booking…</Text>
            </Group>
          )}
          <Divider label="Your details" labelPosition="left" />
          <ContactFields form={form} />
          <Divider label="Billing" labelPosition="left" />
          <BillingAddressFields form={form} />
          <Divider label="Payment" labelPosition="left" />
          <CardEntry
            provider={provider.data?.provider}
            onCardReady={onCardReady}
            cardNumber={form.getInputProps("cardNumber")}
          />
          <Text size="sm" c="dimmed">
            {cardStepNote(appointmentInstant(schedule.date, schedule.time, schedule.timeZone), new Date())}
          </Text>
          <FormMessage message={formError} />
          <Button type="submit" size="lg" loading={paying} disabled={total === undefined} fullWidth>
            {total === undefined ? "Pay" : `Pay ${formatUsd(total)}`}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
