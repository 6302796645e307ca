// The appointment address: line 1, line 2 (optional) and ZIP are asked; city, state and
// country follow from the chosen location and are shown, not editable (spec part 2, section 5).
import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { FieldErrors } from "../../forms/server-errors";
import type { AddressDraft } from "./booking-state";
import type { CatalogueCityRow } from "./useBookingCatalogue";

export function AddressFields({
  address,
  city,
  errors,
  onChange,
}: {
  address: AddressDraft;
  city: CatalogueCityRow;
  errors: FieldErrors;
  onChange(patch: Partial<AddressDraft>): void;
}) {
  const field = (name: keyof AddressDraft) => ({
    // Named as questionnaireProblems names its errors, so a failed NEXT can focus the field.
    name: `address.${name}`,
    value: address[name],
    error: errors[`address.${name}`],
    onChange: (event: { currentTarget: { value: string } }) => onChange({ [name]: event.currentTarget.value }),
  });
  return (
    <Stack gap="md">
      <TextInput label="Address 1" autoComplete="address-line1" required {...field("address1")} />
      <TextInput label="Address 2 (optional)" autoComplete="address-line2" {...field("address2")} />
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="md">
        <TextInput label="City" value={city.city} readOnly variant="filled" />
        <TextInput label="State" value={city.state} readOnly variant="filled" />
        <TextInput label="Country" value="United States" readOnly variant="filled" />
        <TextInput label="ZIP code" autoComplete="postal-code" inputMode="numeric" required {...field("zip")} />
      </SimpleGrid>
    </Stack>
  );
}
