import { Container, Grid } from "@mantine/core";
import { PRODUCT_NAME } from "@primp/core";
import { PageMeta } from "../components/PageMeta";
import { ContactDetails } from "../features/content/ContactDetails";
import { ContactForm } from "../features/content/ContactForm";
import { PageHeader } from "../features/content/PageHeader";

export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact us"
        description={`Questions about a booking, a group event or joining ${PRODUCT_NAME} as a professional? Send us a message and we will get back to you within one business day.`}
      />
      <PageHeader
        eyebrow="We are here to help"
        title="Contact us"
        lead="Questions about a booking, a bridal party or joining the team? We would love to hear from you."
      />
      <Container py={{ base: 40, sm: 72 }}>
        <Grid gap={{ base: 40, md: 56 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ContactForm />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ContactDetails />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
