import { Anchor, Divider, Stack, Text, Title } from "@mantine/core";
import { PRODUCT_NAME } from "@primp/core";
import type { ReactNode } from "react";
import { TextLink } from "../../components/TextLink";
import { paths } from "../../navigation/paths";
import { useSocialLink } from "../../site-info";

export const CONTACT_EMAIL = `hello@${PRODUCT_NAME.toLowerCase()}.com`;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text c="plum.7" tt="uppercase" fw={700} fz="xs" style={{ letterSpacing: "0.1em" }}>
        {label}
      </Text>
      <Text c="dark.6">{children}</Text>
    </Stack>
  );
}

/** The static contact details beside the form. */
export function ContactDetails() {
  const instagram = useSocialLink("photoNetwork");
  return (
    <Stack gap="lg">
      <Title order={2} fz="h3" c="plum.9">
        Other ways to reach us
      </Title>
      <Detail label="Email">
        <Anchor href={`mailto:${CONTACT_EMAIL}`} fw={600}>
          {CONTACT_EMAIL}
        </Anchor>
      </Detail>
      <Detail label="Hours">Monday to Saturday, 9 A.M. to 8 P.M. Eastern. We answer within one business day.</Detail>
      <Detail label="Where we work">Homes, offices and hotels in our live cities across the United States.</Detail>
      <Divider color="plum.1" />
      <Detail label="About a booking?">
        Signed-in customers can see and cancel bookings from their <TextLink to={paths.dashboard}>dashboard</TextLink>.
      </Detail>
      <Detail label="Want to join us?">
        Beauty professionals can <TextLink to={paths.professionals}>apply to join the team</TextLink>.
        {instagram && (
          <>
            {" "}
            Follow us on{" "}
            <Anchor href={instagram.href} target="_blank" rel="noopener noreferrer" fw={600}>
              Instagram
            </Anchor>
            .
          </>
        )}
      </Detail>
    </Stack>
  );
}
