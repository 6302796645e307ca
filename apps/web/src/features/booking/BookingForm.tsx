// The Book Now questionnaire: the location, then the service type and the questions of
// packages/core's questionnaire, each appearing once the one before is answered, then the
// address, the time (a slot pros can take, or a typed request), NEXT, and the payment step.
// Every reset rule is core's (setAnswer, changeSchedule); a change after NEXT returns to the
// questionnaire. The payment step is a history entry (?step=payment), so the browser's Back
// returns to the questions; every change is saved as the draft (booking-draft.ts).
import { Alert, Box, Button, Grid, Paper, Stack, Text, Title } from "@mantine/core";
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
  zipCodeSchema,
} from "@primp/core";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { FieldErrors } from "../../forms/server-errors";
import { focusField } from "../../forms/useSchemaForm";
import { AddressFields } from "./AddressFields";
import { type BookingDraft, bookingDraft } from "./booking-draft";
import { type AddressDraft, questionnaireProblems } from "./booking-state";
import { PaymentStep, type PaymentStepProps } from "./PaymentStep";
import { PriceBar, PriceSummary } from "./PriceSummary";
import { QuestionField } from "./QuestionField";
import { RequestedProCard } from "./RequestedProCard";
import { LocationField, RequestAnotherTime, RequestedTimeFields } from "./ScheduleFields";
import { type PickedSlot, SlotPicker } from "./SlotPicker";
import { type BookingCatalogue, cityLabel } from "./useBookingCatalogue";

const STEP_PARAM = "step";
const PAYMENT_STEP = "payment";

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
  start,
  onConfirmed,
}: {
  catalogue: BookingCatalogue;
  /** The form's first state: a kept draft, or the quick bar's or an advisor's answers. */
  start(): Omit<BookingDraft, "savedAt">;
  onConfirmed: PaymentStepProps["onConfirmed"];
}) {
  const [initial] = useState(() => {
    const { form: draft, address, origin, requestedProId = null, fromSlot } = start();
    // A carried-over schedule goes through the same rules (a stale date from yesterday is cleared).
    const known = catalogue.cities.some((city) => city.id === draft.schedule.cityId);
    const schedule = changeSchedule({ ...draft, schedule: {} }, known ? draft.schedule : {}, new Date()).state.schedule;
    // A time typed before (the quick bar) stays a request; otherwise the slots are offered.
    const pickSlots = fromSlot ?? !schedule.time;
    return { origin, address, requestedProId, pickSlots, form: { answers: draft.answers, schedule } };
  });
  const [pickSlots, setPickSlots] = useState(initial.pickSlots);
  const [requestedProId, setRequestedProId] = useState(initial.requestedProId);
  const [form, setForm] = useState<BookingFormState>(initial.form);
  const [address, setAddress] = useState<AddressDraft>(initial.address);
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const wantsPayment = searchParams.get(STEP_PARAM) === PAYMENT_STEP;
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
  const questions = cityId ? questionsToShow({ answers: form.answers, service }) : [];
  const zip = zipCodeSchema.safeParse(address.zip);
  const slotsAsked = service && zip.success ? { serviceId: service.id, zip: zip.data.slice(0, 5) } : null;
  const answersComplete = Boolean(service) && missingAnswers({ answers: form.answers, service }).length === 0;
  const quote = service ? computeQuote(form.answers, service) : null;

  // The address may ask for the payment step (a reload, Forward); it opens only for a complete questionnaire.
  const ready = answersComplete && Object.keys(questionnaireProblems(form, service, address, new Date())).length === 0;
  const step = wantsPayment && ready ? "payment" : "questions";

  useEffect(
    () => bookingDraft.save({ form, address, origin: initial.origin, requestedProId, fromSlot: pickSlots }),
    [form, address, initial.origin, requestedProId, pickSlots],
  );
  // The step NEXT opens takes focus at its heading, so keyboard and screen reader users go on from there.
  useEffect(() => {
    if (step !== "payment") return;
    paymentRef.current?.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
    scrollIntoView(paymentRef.current);
  }, [step]);

  // The quick bar's answers stay in the history entry, so the form keeps its identity.
  const showStep = (payment: boolean) =>
    setSearchParams(
      (params) => {
        if (payment) params.set(STEP_PARAM, PAYMENT_STEP);
        else params.delete(STEP_PARAM);
        return params;
      },
      { replace: !payment, state: location.state },
    );

  /** Every change returns to the questionnaire and clears the message of the field it touched. */
  const backToQuestions = () => {
    if (wantsPayment) showStep(false);
  };
  const apply = (change: { state: BookingFormState; alert?: string }, touched: string) => {
    setForm(change.state);
    backToQuestions();
    setErrors(({ [touched]: _cleared, ...rest }) => rest);
    setNotice(change.alert ?? null);
    if (change.alert) scrollIntoView(noticeRef.current);
  };
  const changeScheduleField = (patch: Partial<Schedule>) =>
    apply(changeSchedule(form, patch, new Date()), Object.keys(patch)[0] ?? "");
  // Switching between slots and a request starts the time afresh (not a blanked field, so the answers stay).
  const switchTimeSource = (slots: boolean) => {
    setPickSlots(slots);
    setForm((current) => ({ ...current, schedule: { cityId: current.schedule.cityId } }));
    backToQuestions();
  };
  const pickSlot = (slot: PickedSlot | null) => {
    if (slot) return apply(changeSchedule(form, slot, new Date()), "time");
    setForm((current) => ({ ...current, schedule: { cityId: current.schedule.cityId } }));
  };
  const answer = (key: AnswerKey, value: BookingAnswers[AnswerKey] | undefined) =>
    apply(setAnswer(form, key, value, { services }), key);
  const changeAddress = (patch: Partial<AddressDraft>) => {
    setAddress((current) => ({ ...current, ...patch }));
    backToQuestions();
    for (const field of Object.keys(patch)) setErrors(({ [`address.${field}`]: _cleared, ...rest }) => rest);
  };

  // A refused NEXT puts focus on the first field to fix (each field is named as its problem);
  // a problem with no field on screen is said in the alert above the form instead.
  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = questionnaireProblems(form, service, address, new Date());
    setErrors(problems);
    const [field, message] = Object.entries(problems)[0] ?? [];
    if (!field || !message) return showStep(true);
    const input = event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
    setNotice(input ? null : message);
    if (input) focusField(input);
    else scrollIntoView(noticeRef.current);
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
          {requestedProId && (
            <RequestedProCard
              proUserId={requestedProId}
              onRemove={() => {
                setRequestedProId(null);
                backToQuestions();
              }}
            />
          )}
          <form onSubmit={next} noValidate aria-label="Booking questionnaire">
            <Stack gap="lg">
              <Section title="Where">
                <LocationField
                  cityId={form.schedule.cityId}
                  cities={cityChoices}
                  error={errors.cityId}
                  onChange={(changed) => changeScheduleField({ cityId: changed })}
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
              {cityId && (
                <Section title="Date and time">
                  {!pickSlots ? (
                    <RequestedTimeFields
                      schedule={form.schedule}
                      errors={errors}
                      onChange={changeScheduleField}
                      onBackToSlots={() => switchTimeSource(true)}
                    />
                  ) : slotsAsked ? (
                    <SlotPicker
                      {...slotsAsked}
                      requestedProId={requestedProId}
                      picked={form.schedule}
                      error={errors.time ?? errors.date}
                      onPick={pickSlot}
                      onRequestAnotherTime={() => switchTimeSource(false)}
                    />
                  ) : (
                    <Stack gap="xs">
                      <Text>Choose your service and enter the address's ZIP code to see the times pros can come.</Text>
                      <RequestAnotherTime onClick={() => switchTimeSource(false)} />
                    </Stack>
                  )}
                </Section>
              )}
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
                schedule={{ cityId, date, time, timeZone, fromSlot: pickSlots }}
                answers={form.answers as BookingAnswers}
                address={address}
                serviceName={service.name}
                city={city}
                requestedProId={requestedProId}
                onConfirmed={onConfirmed}
              />
            )}
          </div>
          {step === "questions" && quote && (
            // On phones the total rides along the bottom of the screen while the questions scroll.
            <Box hiddenFrom="md" pos="sticky" bottom={0} style={{ zIndex: 2 }}>
              <PriceBar quote={quote} />
            </Box>
          )}
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
