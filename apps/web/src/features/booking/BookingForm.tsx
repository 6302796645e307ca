// The Book Now questionnaire: location, date, time and zone, then the service type and the
// questions of packages/core's questionnaire, each appearing once the one before is answered,
// then the address, NEXT, and the payment step. Every reset rule is core's (setAnswer,
// changeSchedule); a change after NEXT returns to the questionnaire.
import { Alert, Box, Button, Grid, Paper, Stack, Title } from "@mantine/core";
import {
  type AnswerKey,
  type BookingAnswers,
  type BookingFormState,
  changeSchedule,
  computeQuote,
  missingAnswers,
  questionsToShow,
  type Schedule,
  setAnswer,
} from "@primp/core";
import { type FormEvent, useMemo, useRef, useState } from "react";
import type { FieldErrors } from "../../forms/server-errors";
import { AddressFields } from "./AddressFields";
import { type AddressDraft, EMPTY_ADDRESS, questionnaireProblems } from "./booking-state";
import { type BookingConfirmationData, PaymentStep } from "./PaymentStep";
import { PriceSummary } from "./PriceSummary";
import { QuestionField } from "./QuestionField";
import { ScheduleFields } from "./ScheduleFields";
import { type BookingCatalogue, cityLabel } from "./useBookingCatalogue";

type Step = "questions" | "payment";

const scrollIntoView = (element: HTMLElement | null) =>
  requestAnimationFrame(() => element?.scrollIntoView({ behavior: "smooth", block: "start" }));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper p={{ base: "md", sm: "xl" }} shadow="xs" withBorder component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} fz="xl">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function BookingForm({
  catalogue,
  initial,
  onConfirmed,
}: {
  catalogue: BookingCatalogue;
  initial: BookingFormState;
  onConfirmed(confirmation: BookingConfirmationData): void;
}) {
  const [form, setForm] = useState<BookingFormState>(() => {
    // A carried-over schedule goes through the same rules (a stale date from yesterday is cleared).
    const known = catalogue.cities.some((city) => city.id === initial.schedule.cityId);
    const schedule = known ? initial.schedule : {};
    return {
      answers: initial.answers,
      schedule: changeSchedule({ ...initial, schedule: {} }, schedule, new Date()).state.schedule,
    };
  });
  const [address, setAddress] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [step, setStep] = useState<Step>("questions");
  const [notice, setNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const noticeRef = useRef<HTMLDivElement>(null);
  const paymentRef = useRef<HTMLDivElement>(null);

  const services = catalogue.services;
  const service = services.find((candidate) => candidate.id === form.answers.serviceId);
  const city = catalogue.cities.find((candidate) => candidate.id === form.schedule.cityId);
  const cityChoices = useMemo(
    () => catalogue.cities.map((row) => ({ value: row.id, label: cityLabel(row) })),
    [catalogue.cities],
  );
  const { cityId, date, time, timeZone } = form.schedule;
  const scheduleComplete = Boolean(cityId && date && time && timeZone);
  const questions = scheduleComplete ? questionsToShow({ answers: form.answers, service }) : [];
  const answersComplete = Boolean(service) && missingAnswers({ answers: form.answers, service }).length === 0;
  const quote = service ? computeQuote(form.answers, service) : null;

  /** Every change returns to the questionnaire and clears the message of the field it touched. */
  const apply = (change: { state: BookingFormState; alert?: string }, touched: string) => {
    setForm(change.state);
    setStep("questions");
    setErrors(({ [touched]: _cleared, ...rest }) => rest);
    setNotice(change.alert ?? null);
    if (change.alert) scrollIntoView(noticeRef.current);
  };
  const changeScheduleField = (patch: Partial<Schedule>) =>
    apply(changeSchedule(form, patch, new Date()), Object.keys(patch)[0] ?? "");
  const answer = (key: AnswerKey, value: BookingAnswers[AnswerKey] | undefined) =>
    apply(setAnswer(form, key, value, { services }), key);
  const changeAddress = (patch: Partial<AddressDraft>) => {
    setAddress((current) => ({ ...current, ...patch }));
    setStep("questions");
    for (const field of Object.keys(patch)) setErrors(({ [`address.${field}`]: _cleared, ...rest }) => rest);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    const problems = questionnaireProblems(form, service, address, new Date());
    setErrors(problems);
    const first = Object.values(problems)[0];
    setNotice(first ?? null);
    if (first) return scrollIntoView(noticeRef.current);
    setStep("payment");
    scrollIntoView(paymentRef.current);
  };

  const summary = <PriceSummary quote={quote} />;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <div ref={noticeRef} style={{ scrollMarginTop: 80 }}>
            {notice && (
              <Alert color="rose" variant="light" role="alert" withCloseButton onClose={() => setNotice(null)}>
                {notice}
              </Alert>
            )}
          </div>
          <form onSubmit={next} noValidate aria-label="Booking questionnaire">
            <Stack gap="lg">
              <Section title="When and where">
                <ScheduleFields
                  schedule={form.schedule}
                  cities={cityChoices}
                  errors={errors}
                  onChange={changeScheduleField}
                />
              </Section>
              {questions.length > 0 && (
                <Section title="Your service">
                  {questions.map((question) => (
                    <QuestionField
                      key={question.key}
                      question={question}
                      answers={form.answers}
                      service={service}
                      catalogue={catalogue}
                      error={errors[question.key]}
                      onAnswer={answer}
                    />
                  ))}
                </Section>
              )}
              {answersComplete && city && (
                <Section title="Appointment address">
                  <AddressFields address={address} city={city} errors={errors} onChange={changeAddress} />
                </Section>
              )}
              {step === "questions" && <Box hiddenFrom="md">{summary}</Box>}
              {answersComplete && step === "questions" && (
                <Button type="submit" size="lg" fullWidth>
                  NEXT
                </Button>
              )}
            </Stack>
          </form>
          <div ref={paymentRef} style={{ scrollMarginTop: 80 }}>
            {step === "payment" && service && city && date && time && timeZone && cityId && (
              <PaymentStep
                schedule={{ cityId, date, time, timeZone }}
                answers={form.answers as BookingAnswers}
                address={address}
                serviceName={service.name}
                city={city}
                onConfirmed={onConfirmed}
              />
            )}
          </div>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
        <Box pos="sticky" top={88}>
          {summary}
        </Box>
      </Grid.Col>
    </Grid>
  );
}
