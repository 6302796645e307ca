// Contact and billing details of the payment step (spec part 1, "Payment step"): first and
// last name, e-mail and phone, and the billing address when it is not the appointment's. The
// fields belong to the payment step's form (useSchemaForm over core's paymentDetailsSchema).
import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { type Contact, US_STATES } from "@primp/core";
import { ChoiceField } from "./inputs";
import { YesNoField } from "./radio-inputs";

/** The payment step's form values, flat; sameAsAppointment is unanswered until a radio is chosen. */
export type PaymentDetailsDraft = Contact & {
  sameAsAppointment: boolean | undefined;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  /** The local provider's test card; Stripe's card field keeps its own. */
  cardNumber: string;
};

export const EMPTY_PAYMENT_DETAILS: PaymentDetailsDraft = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  sameAsAppointment: undefined,
  address1: "",
  address2: "",
  city: "",
  state: "",
  zip: "",
  cardNumber: "",
};

type PaymentForm = UseFormReturnType<PaymentDetailsDraft>;

const STATE_CHOICES = US_STATES.map((state) => ({ value: state.code, label: state.name }));

export function ContactFields({ form }: { form: PaymentForm }) {
  const field = (name: keyof Contact) => ({ name, required: true, ...form.getInputProps(name) });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="First name" autoComplete="given-name" {...field("firstName")} />
        <TextInput label="Last name" autoComplete="family-name" {...field("lastName")} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="Email" type="email" autoComplete="email" {...field("email")} />
        <TextInput label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
      </SimpleGrid>
    </Stack>
  );
}

export function BillingAddressFields({ form }: { form: PaymentForm }) {
  const text = (name: "address1" | "address2" | "city" | "zip") => ({
    name: `billing-${name}`,
    ...form.getInputProps(name),
  });
  return (
    <Stack gap="md">
      <YesNoField
        name="sameAsAppointment"
        label="Is your billing address the same as the address above?"
        {...form.getInputProps("sameAsAppointment")}
        value={form.values.sameAsAppointment}
      />
      {form.values.sameAsAppointment === false && (
        <Stack gap="md">
          <ChoiceField
            name="billing-country"
            label="Country"
            description="We can bill addresses in the United States."
            choices={[{ value: "US", label: "United States" }]}
            value="US"
            onChange={() => {}}
          />
          <TextInput label="Address 1" autoComplete="billing address-line1" required {...text("address1")} />
          <TextInput label="Address 2" autoComplete="billing address-line2" {...text("address2")} />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <TextInput label="City" autoComplete="billing address-level2" required {...text("city")} />
            <ChoiceField
              name="billing-state"
              label="State"
              choices={STATE_CHOICES}
              {...form.getInputProps("state")}
              value={form.values.state || undefined}
            />
            <TextInput
              label="ZIP code"
              autoComplete="billing postal-code"
              inputMode="numeric"
              required
              {...text("zip")}
            />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

/** The billing answer as billingSchema reads it (which then types it). */
export function billingInput(details: PaymentDetailsDraft) {
  if (details.sameAsAppointment !== false) return { sameAsAppointment: details.sameAsAppointment };
  return {
    sameAsAppointment: false,
    country: "US",
    address1: details.address1,
    address2: details.address2 || undefined,
    city: details.city,
    state: details.state,
    zip: details.zip,
  };
}
