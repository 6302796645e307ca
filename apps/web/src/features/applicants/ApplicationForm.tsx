// The professional application form, embedded on /professionals. Every applicant field of
// the spec; checked with the same schema the server uses (links get http:// when missing).
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  type ApplicationInput,
  applicationSchema,
  CONTACT_PREFERENCES,
  SPECIALITIES,
  type Speciality,
  US_STATES,
} from "@primp/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { describeError, type FieldErrors } from "../../forms/server-errors";
import { validateWith } from "../../forms/useFormFields";
import { trpc } from "../../trpc";

type YesNo = "" | "yes" | "no";

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  birthday: string;
  contactPref: string;
  linkedIn: string;
  portfolio: string;
  licensed: YesNo;
  licenseNumber: string;
  yearsLicensed: number | string;
  location: string;
  specialities: string[];
  notableClients: string;
  allergies: YesNo;
  hasCar: YesNo;
  salesExperience: YesNo;
  reference: string;
  datesAvailable: string;
}

const EMPTY: Values = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: "",
  address2: "",
  city: "",
  state: "",
  zip: "",
  birthday: "",
  contactPref: "",
  linkedIn: "",
  portfolio: "",
  licensed: "",
  licenseNumber: "",
  yearsLicensed: 0,
  location: "",
  specialities: [],
  notableClients: "",
  allergies: "",
  hasCar: "",
  salesExperience: "",
  reference: "",
  datesAvailable: "",
};

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const toBoolean = (answer: YesNo) => (answer === "" ? undefined : answer === "yes");

/** The form's values as the schema expects them; unanswered questions stay missing so the schema names them. */
function toInput(values: Values): ApplicationInput {
  return {
    ...values,
    country: "US",
    state: values.state as ApplicationInput["state"],
    location: values.location as ApplicationInput["location"],
    contactPref: values.contactPref as ApplicationInput["contactPref"],
    specialities: values.specialities as Speciality[],
    licensed: toBoolean(values.licensed) as boolean,
    allergies: toBoolean(values.allergies) as boolean,
    hasCar: toBoolean(values.hasCar) as boolean,
    salesExperience: toBoolean(values.salesExperience) as boolean,
    yearsLicensed: typeof values.yearsLicensed === "number" ? values.yearsLicensed : 0,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} fz="lg" component="legend" mb="xs">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function YesNoQuestion({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: YesNo;
  error?: string | undefined;
  onChange(value: YesNo): void;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as YesNo)} error={error} required>
      <Group gap="lg" mt={6}>
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
      </Group>
    </Radio.Group>
  );
}

export function ApplicationForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const submit = trpc.applicant.submit.useMutation({
    onSuccess: (result) => {
      setSent(result.message);
      setValues(EMPTY);
    },
    onError: (error) => {
      const described = describeError(error);
      setErrors(described.fieldErrors);
      setFormError(described.message);
    },
  });

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };
  const text = (name: keyof Values) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value as never),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSent(null);
    const input = toInput(values);
    const found = validateWith(applicationSchema, input);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError("Please check the highlighted answers.");
      return;
    }
    submit.mutate(input);
  };

  if (sent) {
    return (
      <Stack gap="md">
        <FormMessage message={sent} tone="success" />
        <Button variant="light" w="fit-content" onClick={() => setSent(null)}>
          Send another application
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Professional application">
      <Stack gap="xl">
        <Section title="About you">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" autoComplete="given-name" required {...text("firstName")} />
            <TextInput label="Last name" autoComplete="family-name" required {...text("lastName")} />
            <TextInput label="Email" type="email" autoComplete="email" required {...text("email")} />
            <TextInput label="Phone number" type="tel" autoComplete="tel" required {...text("phone")} />
            <TextInput label="Birthday" type="date" required {...text("birthday")} />
            <Select
              size="md"
              label="How should we contact you?"
              data={[...CONTACT_PREFERENCES]}
              value={values.contactPref || null}
              onChange={(value) => set("contactPref", value ?? "")}
              error={errors.contactPref}
              required
            />
          </SimpleGrid>
        </Section>

        <Section title="Your address">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Address" autoComplete="address-line1" required {...text("address")} />
            <TextInput label="Address 2" autoComplete="address-line2" {...text("address2")} />
            <TextInput label="City" autoComplete="address-level2" required {...text("city")} />
            <Select
              size="md"
              label="State"
              data={STATE_OPTIONS}
              searchable
              value={values.state || null}
              onChange={(value) => set("state", value ?? "")}
              error={errors.state}
              required
            />
            <TextInput label="Zip" autoComplete="postal-code" inputMode="numeric" required {...text("zip")} />
            <TextInput label="Country" value="United States" readOnly disabled />
          </SimpleGrid>
        </Section>

        <Section title="Your work">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="LinkedIn" placeholder="linkedin.com/in/you" {...text("linkedIn")} />
            <TextInput label="Portfolio" placeholder="instagram.com/you" {...text("portfolio")} />
            <Select
              size="md"
              label="Where would you like to work?"
              data={STATE_OPTIONS}
              searchable
              value={values.location || null}
              onChange={(value) => set("location", value ?? "")}
              error={errors.location}
              required
            />
          </SimpleGrid>
          <YesNoQuestion
            label="Are you licensed?"
            value={values.licensed}
            error={errors.licensed}
            onChange={(value) => set("licensed", value)}
          />
          {values.licensed === "yes" && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="License number" required {...text("licenseNumber")} />
              <NumberInput
                size="md"
                label="Years licensed"
                min={0}
                max={70}
                allowDecimal={false}
                value={values.yearsLicensed}
                onChange={(value) => set("yearsLicensed", value)}
                error={errors.yearsLicensed}
              />
            </SimpleGrid>
          )}
          <Checkbox.Group
            label="Your specialities"
            value={values.specialities}
            onChange={(value) => set("specialities", value)}
            error={errors.specialities}
            required
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {SPECIALITIES.map((speciality) => (
                <Checkbox key={speciality} value={speciality} label={speciality} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Textarea
            size="md"
            label="Notable clients"
            placeholder="None"
            autosize
            minRows={2}
            {...text("notableClients")}
          />
        </Section>

        <Section title="A little more">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <YesNoQuestion
              label="Do you have allergies?"
              value={values.allergies}
              error={errors.allergies}
              onChange={(value) => set("allergies", value)}
            />
            <YesNoQuestion
              label="Do you have a car?"
              value={values.hasCar}
              error={errors.hasCar}
              onChange={(value) => set("hasCar", value)}
            />
            <YesNoQuestion
              label="Any sales experience?"
              value={values.salesExperience}
              error={errors.salesExperience}
              onChange={(value) => set("salesExperience", value)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Reference" placeholder="Name and phone or e-mail" {...text("reference")} />
            <TextInput
              label="Dates available"
              placeholder="e.g. weekends, weekday evenings"
              {...text("datesAvailable")}
            />
          </SimpleGrid>
        </Section>

        <Text size="sm" c="dimmed">
          You must be 18 or older and live in the United States to apply.
        </Text>
        <FormMessage message={formError} />
        <Group>
          <Button type="submit" size="md" loading={submit.isPending}>
            Apply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
