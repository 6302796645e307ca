// Review and pay: the server's quote for the answers, contact and billing details, the card,
// and the two calls that book (booking.create writes the booking and opens the payment;
// booking.confirmPayment charges it). A declined card or a lost connection keeps everything
// typed, and the retry pays the same booking rather than opening another.
import { Button, Divider, Group, Loader, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  type BookingAnswers,
  billingSchema,
  type CreateBookingInput,
  contactSchema,
  formatDateLong,
  formatTime12h,
  formatUsd,
  type Schedule,
} from "@primp/core";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useSession } from "../../auth/useSession";
import { FormMessage } from "../../components/FormMessage";
import { describeError, type FieldErrors } from "../../forms/server-errors";
import { validateWith } from "../../forms/validate-with";
import { type RouterOutputs, trpc } from "../../trpc";
import {
  BillingAddressFields,
  type BillingDraft,
  billingInput,
  type ContactDraft,
  ContactFields,
  EMPTY_BILLING,
  EMPTY_CONTACT,
} from "./BillingFields";
import type { AddressDraft } from "./booking-state";
import { PriceLines } from "./PriceSummary";
import { type ConfirmCard, StripeCardField } from "./StripeCardField";
import type { CatalogueCityRow } from "./useBookingCatalogue";

export type BookingConfirmationData = RouterOutputs["booking"]["confirmation"];
type CreatedBooking = RouterOutputs["booking"]["create"];

const STRIPE_KEY = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined;
const CARDS_UNAVAILABLE = "Card payments are not available on this site right now. Please try again later.";

export interface PaymentStepProps {
  schedule: Schedule;
  answers: BookingAnswers;
  address: AddressDraft;
  serviceName: string;
  city: CatalogueCityRow;
  /** The one professional asked for, or null for any pro of the state. */
  requestedProId: string | null;
  onConfirmed(confirmation: BookingConfirmationData): void;
}

/** Pre-fills the contact details of a signed-in customer, once, without overwriting typing. */
function usePrefilledContact(setContact: (update: (current: ContactDraft) => ContactDraft) => void) {
  const { user } = useSession();
  const profile = trpc.account.profile.useQuery({ userId: user?.id ?? "" }, { enabled: Boolean(user) });
  useEffect(() => {
    const data = profile.data;
    if (!data) return;
    setContact((current) => ({
      firstName: current.firstName || data.firstName,
      lastName: current.lastName || data.lastName,
      email: current.email || data.email,
      phone: current.phone || data.phone,
    }));
  }, [profile.data, setContact]);
}

export function PaymentStep({
  schedule,
  answers,
  address,
  serviceName,
  city,
  requestedProId,
  onConfirmed,
}: PaymentStepProps) {
  const [contact, setContact] = useState<ContactDraft>(EMPTY_CONTACT);
  const [billing, setBilling] = useState<BillingDraft>(EMPTY_BILLING);
  const [cardNumber, setCardNumber] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const pending = useRef<{ key: string; created: CreatedBooking } | null>(null);
  const confirmCard = useRef<ConfirmCard | null>(null);
  const onCardReady = useCallback((confirm: ConfirmCard | null) => {
    confirmCard.current = confirm;
  }, []);
  usePrefilledContact(setContact);

  const quote = trpc.quote.compute.useQuery({
    serviceId: answers.serviceId,
    answers: answers as Record<string, string | number | boolean>,
  });
  const provider = trpc.booking.paymentProvider.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const create = trpc.booking.create.useMutation();
  const confirmPayment = trpc.booking.confirmPayment.useMutation();
  const useStripe = provider.data?.provider === "stripe";

  const validate = (): CreateBookingInput | null => {
    const problems: FieldErrors = { ...validateWith(contactSchema, contact) };
    const billingValue = billingInput(billing);
    if (billing.sameAsAppointment === undefined)
      problems.sameAsAppointment = "Please tell us whether to bill the address above";
    else Object.assign(problems, validateWith(billingSchema, billingValue));
    if (!useStripe && !cardNumber.trim()) problems.cardNumber = "Please enter your card number.";
    setErrors(problems);
    if (Object.keys(problems).length > 0) return null;
    return {
      schedule,
      answers,
      address: { address1: address.address1, address2: address.address2 || undefined, zip: address.zip },
      contact,
      billing: billingValue as CreateBookingInput["billing"],
      ...(requestedProId ? { requestedProId } : {}),
    };
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = validate();
    if (!input) return;
    if (useStripe && (!STRIPE_KEY || !confirmCard.current)) return setFormError(CARDS_UNAVAILABLE);
    setPaying(true);
    try {
      // The same answers after a decline pay the booking already written; changed ones book anew.
      const key = JSON.stringify(input);
      if (pending.current?.key !== key) pending.current = { key, created: await create.mutateAsync(input) };
      const { bookingId, clientSecret } = pending.current.created;
      if (useStripe && confirmCard.current) {
        const card = await confirmCard.current(clientSecret, {
          name: `${contact.firstName} ${contact.lastName}`.trim(),
          email: contact.email,
          phone: contact.phone,
          ...(input.billing.sameAsAppointment
            ? {}
            : {
                address: {
                  line1: input.billing.address1,
                  line2: input.billing.address2 ?? "",
                  city: input.billing.city,
                  state: input.billing.state,
                  postal_code: input.billing.zip,
                  country: "US",
                },
              }),
        });
        if (!card.ok) {
          setFormError(`${card.message} Your answers are kept: please check your card details or use another card.`);
          return;
        }
      }
      onConfirmed(
        await confirmPayment.mutateAsync({ bookingId, clientSecret, cardNumber: useStripe ? undefined : cardNumber }),
      );
    } catch (error) {
      const { message, fieldErrors } = describeError(error);
      setErrors(fieldErrors);
      setFormError(message ?? Object.values(fieldErrors)[0] ?? null);
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
      <form onSubmit={pay} noValidate aria-label="Review and pay">
        <Stack gap="lg">
          <Title order={2} id="review-title" fz="xl">
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
          <ContactFields
            contact={contact}
            errors={errors}
            onChange={(patch) => setContact((c) => ({ ...c, ...patch }))}
          />
          <Divider label="Billing" labelPosition="left" />
          <BillingAddressFields
            billing={billing}
            errors={errors}
            onChange={(patch) => setBilling((b) => ({ ...b, ...patch }))}
          />
          <Divider label="Payment" labelPosition="left" />
          {provider.data === undefined ? (
            <Loader size="sm" />
          ) : useStripe ? (
            STRIPE_KEY ? (
              <StripeCardField publishableKey={STRIPE_KEY} onReady={onCardReady} />
            ) : (
              <FormMessage message={CARDS_UNAVAILABLE} />
            )
          ) : (
            <TextInput
              name="cardNumber"
              label="Card number"
              description="Test mode, no real charge: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined."
              autoComplete="cc-number"
              inputMode="numeric"
              required
              value={cardNumber}
              error={errors.cardNumber}
              onChange={(event) => {
                setCardNumber(event.currentTarget.value);
                setErrors(({ cardNumber: _cleared, ...rest }) => rest);
              }}
            />
          )}
          <FormMessage message={formError} />
          <Button type="submit" size="lg" loading={paying} disabled={total === undefined} fullWidth>
            {total === undefined ? "Pay" : `Pay ${formatUsd(total)}`}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
