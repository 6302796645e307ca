// The administrator's review of one applicant: three blocks of what they told us, Accept
// and Decline while pending, and the spec's banners once decided.
import { Alert, Anchor, Button, Group, Stack, Title } from "@mantine/core";
import { notableClientsText, RELIABILITY, US_STATES } from "@primp/core";
import { type ReactNode, useState } from "react";
import { Fact, FactGrid } from "../../components/BookingFacts";
import { formatCalendarDate, formatInstant } from "../../components/format";
import { errorMessage } from "../../forms/server-errors";
import { type RouterOutputs, trpc } from "../../trpc";

type Applicant = RouterOutputs["applicant"]["get"];

export const APPLICANT_ACCEPTED_BANNER = "This applicant has been accepted.";
export const APPLICANT_DECLINED_BANNER = "This applicant has been declined.";

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const stateName = (code: string) => US_STATES.find((state) => state.code === code)?.name ?? code;

function ExternalLink({ href }: { href: string }) {
  if (!href) return <>—</>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" style={{ wordBreak: "break-all" }}>
      {href}
    </Anchor>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      <FactGrid>{children}</FactGrid>
    </Stack>
  );
}

/** "1 h 5 min", "12 min", "3 d 4 h": a median wait in words a glance can read. */
function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return `${Math.floor(minutes / (24 * 60))} d ${Math.floor((minutes % (24 * 60)) / 60)} h`;
}

function ReliabilityBlock({ reliability }: { reliability: NonNullable<Applicant["reliability"]> }) {
  return (
    <Block title="Reliability as a pro">
      <Fact label="Bookings accepted">{reliability.acceptances}</Fact>
      <Fact label="Median time to accept">
        {reliability.medianMinutesToAccept === null ? "—" : formatMinutes(reliability.medianMinutesToAccept)}
      </Fact>
      <Fact label={`Released under ${RELIABILITY.lateReleaseHours} h before the start`}>
        {reliability.lateReleases}
      </Fact>
      <Fact label="Average rating">
        {reliability.averageRating === null
          ? "No reviews yet"
          : `${reliability.averageRating.toFixed(1)} out of 5 (${reliability.reviewCount} ${reliability.reviewCount === 1 ? "review" : "reviews"})`}
      </Fact>
    </Block>
  );
}

export function ApplicantReview({ applicant }: { applicant: Applicant }) {
  const utils = trpc.useUtils();
  const [response, setResponse] = useState<string | null>(null);
  const onDecided = (result: { message: string }) => {
    setResponse(result.message);
    void utils.applicant.invalidate();
  };
  const accept = trpc.applicant.accept.useMutation({ onSuccess: onDecided });
  const decline = trpc.applicant.decline.useMutation({ onSuccess: onDecided });
  const error = accept.error ?? decline.error;

  return (
    <Stack gap="xl">
      {response && (
        <Alert color="teal" variant="light" role="status">
          {response}
        </Alert>
      )}
      {applicant.status === "ACCEPTED" && (
        <Alert color="teal" variant="light">
          {APPLICANT_ACCEPTED_BANNER}
        </Alert>
      )}
      {applicant.status === "DECLINED" && (
        <Alert color="gray" variant="light">
          {APPLICANT_DECLINED_BANNER}
        </Alert>
      )}

      <Block title="General info">
        <Fact label="Address">{applicant.address}</Fact>
        <Fact label="Address 2">{applicant.address2 || "—"}</Fact>
        <Fact label="City">
          {applicant.city}, {applicant.state}
        </Fact>
        <Fact label="Country">{applicant.country === "US" ? "United States" : applicant.country}</Fact>
        <Fact label="Zip">{applicant.zip}</Fact>
        <Fact label="Birthday">{formatCalendarDate(applicant.birthday)}</Fact>
        <Fact label="Email">
          <Anchor href={`mailto:${applicant.email}`} style={{ wordBreak: "break-all" }}>
            {applicant.email}
          </Anchor>
        </Fact>
        <Fact label="Number">
          <Anchor href={`tel:${applicant.phone}`}>{applicant.phone}</Anchor>
        </Fact>
        <Fact label="Contact preference">{applicant.contactPref}</Fact>
      </Block>

      <Block title="Professional info">
        <Fact label="LinkedIn">
          <ExternalLink href={applicant.linkedIn} />
        </Fact>
        <Fact label="Portfolio">
          <ExternalLink href={applicant.portfolio} />
        </Fact>
        <Fact label="Licensed">{yesNo(applicant.licensed)}</Fact>
        {applicant.licensed && <Fact label="License number">{applicant.licenseNumber}</Fact>}
        {applicant.licensed && <Fact label="Years licensed">{applicant.yearsLicensed}</Fact>}
        <Fact label="Preferred location">{stateName(applicant.location)}</Fact>
        <Fact label="Speciality">{applicant.specialities.join(", ")}</Fact>
        <Fact label="Notable clients">{notableClientsText(applicant.notableClients)}</Fact>
      </Block>

      <Block title="Additional info">
        <Fact label="Allergies">{yesNo(applicant.allergies)}</Fact>
        <Fact label="Car">{yesNo(applicant.hasCar)}</Fact>
        <Fact label="Sales experience">{yesNo(applicant.salesExperience)}</Fact>
        <Fact label="Reference">{applicant.reference || "—"}</Fact>
        <Fact label="Dates available">{applicant.datesAvailable || "—"}</Fact>
        <Fact label="Accepted">
          {applicant.status === "ACCEPTED" ? "Yes" : applicant.status === "DECLINED" ? "Declined" : "Not yet"}
        </Fact>
        <Fact label="Applied">{formatInstant(applicant.createdAt)}</Fact>
      </Block>

      {applicant.reliability && <ReliabilityBlock reliability={applicant.reliability} />}

      {error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      {applicant.status === "PENDING" && !response && (
        <Group>
          <Button
            onClick={() => accept.mutate({ applicantId: applicant.id })}
            loading={accept.isPending}
            disabled={decline.isPending}
          >
            Accept
          </Button>
          <Button
            variant="default"
            onClick={() => decline.mutate({ applicantId: applicant.id })}
            loading={decline.isPending}
            disabled={accept.isPending}
          >
            Decline
          </Button>
        </Group>
      )}
    </Stack>
  );
}
