// /pro-applicant?id=: an administrator reviews one applicant (the server refuses anyone else).

import { PageFrame, QueryState, useIdParam } from "../components/PageFrame";
import { PageMeta } from "../components/PageMeta";
import { ApplicantReview } from "../features/applicants/ApplicantReview";
import { trpc } from "../trpc";

export function ProApplicantPage() {
  const applicantId = useIdParam();
  const query = trpc.applicant.get.useQuery({ applicantId }, { enabled: applicantId !== "" });
  const title = query.data ? `${query.data.firstName} ${query.data.lastName}` : "Applicant";
  return (
    <PageFrame title={title}>
      <PageMeta title="Applicant" />
      <QueryState
        isPending={query.isPending && applicantId !== ""}
        error={applicantId === "" ? new Error("We could not find this applicant.") : query.error}
      >
        {() => (query.data ? <ApplicantReview applicant={query.data} /> : null)}
      </QueryState>
    </PageFrame>
  );
}
