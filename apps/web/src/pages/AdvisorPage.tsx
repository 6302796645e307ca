import { Container } from "@mantine/core";
import { PRODUCT_NAME } from "@primp/core";
import { PageMeta } from "../components/PageMeta";
import { AdvisorQuiz } from "../features/advisor/AdvisorQuiz";
import { PageHeader } from "../features/content/PageHeader";

export function AdvisorPage() {
  return (
    <>
      <PageMeta
        title="Advisor"
        description={`Not sure what to book? Answer three quick questions and the ${PRODUCT_NAME} beauty advisor suggests the services that suit your occasion and your time.`}
      />
      <PageHeader
        eyebrow="Not sure what to book?"
        title="Beauty Advisor"
        lead="Three quick questions, and we will suggest the services that suit your occasion and the time you have."
      />
      <Container py={{ base: 40, sm: 64 }}>
        <AdvisorQuiz />
      </Container>
    </>
  );
}
