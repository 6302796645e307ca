// Contact and billing details of the payment step (spec part 1, "Payment step"): first and
// last name, e-mail and phone, and the billing address when it is not the appointment's.
import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import { US_STATES } from "@primp/core";
import type { FieldErrors } from "../../forms/server-errors";
import { ChoiceField, YesNoField } from "./inputs";

export interface ContactDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface BillingDraft {
  sameAsAppointment: boolean | undefined;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

export const EMPTY_CONTACT: ContactDraft = { firstName: "", lastName: "", email: "", phone: "" };
export const EMPTY_BILLING: BillingDraft = {
  sameAsAppointment: undefined,
  address1: "",
  address2: "",
  city: "",
  state: "",
  zip: "",
};

const STATE_CHOICES = US_STATES.map((state) => ({ value: state.code, label: state.name }));

export function ContactFields({
  contact,
  errors,
  onChange,
}: {
  contact: ContactDraft;
  errors: FieldErrors;
  onChange(patch: Partial<ContactDraft>): void;
}) {
  const field = (name: keyof ContactDraft) => ({
    name,
    value: contact[name],
    error: errors[name],
    required: true,
    onChange: (event: { currentTarget: { value: string } }) => onChange({ [name]: event.currentTarget.value }),
  });
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

export function BillingAddressFields({
  billing,
  errors,
  onChange,
}: {
  billing: BillingDraft;
  errors: FieldErrors;
  onChange(patch: Partial<BillingDraft>): void;
}) {
  const text = (name: "address1" | "address2" | "city" | "zip") => ({
    name: `billing-${name}`,
    value: billing[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => onChange({ [name]: event.currentTarget.value }),
  });
  return (
    <Stack gap="md">
      <YesNoField
        name="sameAsAppointment"
        label="Is your billing address the same as the address above?"
        value={billing.sameAsAppointment}
        error={errors.sameAsAppointment}
        onChange={(sameAsAppointment) => onChange({ sameAsAppointment })}
      />
      {billing.sameAsAppointment === false && (
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
              value={billing.state || undefined}
              error={errors.state}
              onChange={(state) => onChange({ state })}
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

/** The billing answer as the server's schema reads it. */
export function billingInput(billing: BillingDraft) {
  if (billing.sameAsAppointment !== false) return { sameAsAppointment: billing.sameAsAppointment };
  return {
    sameAsAppointment: false,
    country: "US",
    address1: billing.address1,
    address2: billing.address2 || undefined,
    city: billing.city,
    state: billing.state,
    zip: billing.zip,
  };
}
