// The professional application form, embedded on /professionals. Every applicant field of
// the spec; checked with the same schema the server uses (links get http:// when missing).
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  type RadioGroupProps,
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
import { type ReactNode, useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { trpc } from "../../trpc";

type YesNo = "" | "yes" | "no";

// A type, not an interface: the form hook needs it to be a string-keyed record.
type Values = {
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
};

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

function YesNoQuestion({ label, ...field }: { label: string } & Omit<RadioGroupProps, "label" | "children">) {
  return (
    <Radio.Group label={label} required {...field}>
      <Group gap="lg" mt={6}>
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
      </Group>
    </Radio.Group>
  );
}

export function ApplicationForm() {
  const { form, formError, field, onSubmit, showServerError } = useSchemaForm(applicationSchema, EMPTY, {
    toInput,
    whenInvalid: "Please check the highlighted answers.",
  });
  const { values } = form;
  const [sent, setSent] = useState<string | null>(null);
  const submit = trpc.applicant.submit.useMutation({
    onSuccess: (result) => {
      setSent(result.message);
      form.reset();
    },
    onError: showServerError,
  });
  /** A select shows its placeholder, not an unknown option, while nothing is chosen. */
  const select = (name: "contactPref" | "state" | "location") => ({
    ...field(name),
    value: values[name] || null,
    onChange: (value: string | null) => form.setFieldValue(name, value ?? ""),
  });

  const send = onSubmit((answers) => {
    setSent(null);
    submit.mutate(toInput(answers));
  });

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
    <form onSubmit={send} noValidate aria-label="Professional application">
      <Stack gap="xl">
        <Section title="About you">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" autoComplete="given-name" required {...field("firstName")} />
            <TextInput label="Last name" autoComplete="family-name" required {...field("lastName")} />
            <TextInput label="Email" type="email" autoComplete="email" required {...field("email")} />
            <TextInput label="Phone number" type="tel" autoComplete="tel" required {...field("phone")} />
            <TextInput label="Birthday" type="date" required {...field("birthday")} />
            <Select
              size="md"
              label="How should we contact you?"
              data={[...CONTACT_PREFERENCES]}
              {...select("contactPref")}
              required
            />
          </SimpleGrid>
        </Section>

        <Section title="Your address">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Address" autoComplete="address-line1" required {...field("address")} />
            <TextInput label="Address 2" autoComplete="address-line2" {...field("address2")} />
            <TextInput label="City" autoComplete="address-level2" required {...field("city")} />
            <Select size="md" label="State" data={STATE_OPTIONS} searchable {...select("state")} required />
            <TextInput label="Zip" autoComplete="postal-code" inputMode="numeric" required {...field("zip")} />
            <TextInput label="Country" value="United States" readOnly disabled />
          </SimpleGrid>
        </Section>

        <Section title="Your work">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="LinkedIn" placeholder="linkedin.com/in/you" {...field("linkedIn")} />
            <TextInput label="Portfolio" placeholder="instagram.com/you" {...field("portfolio")} />
            <Select
              size="md"
              label="Where would you like to work?"
              data={STATE_OPTIONS}
              searchable
              {...select("location")}
              required
            />
          </SimpleGrid>
          <YesNoQuestion label="Are you licensed?" {...field("licensed")} />
          {values.licensed === "yes" && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="License number" required {...field("licenseNumber")} />
              <NumberInput
                size="md"
                label="Years licensed"
                min={0}
                max={70}
                allowDecimal={false}
                {...field("yearsLicensed")}
              />
            </SimpleGrid>
          )}
          <Checkbox.Group label="Your specialities" {...field("specialities")} required>
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
            {...field("notableClients")}
          />
        </Section>

        <Section title="A little more">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <YesNoQuestion label="Do you have allergies?" {...field("allergies")} />
            <YesNoQuestion label="Do you have a car?" {...field("hasCar")} />
            <YesNoQuestion label="Any sales experience?" {...field("salesExperience")} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Reference" placeholder="Name and phone or e-mail" {...field("reference")} />
            <TextInput
              label="Dates available"
              placeholder="e.g. weekends, weekday evenings"
              {...field("datesAvailable")}
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
