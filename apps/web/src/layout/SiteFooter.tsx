import { Anchor, Box, Container, Divider, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { PRODUCT_NAME } from "@primp/core";
import { Link } from "react-router";
import { BrandMark } from "../components/BrandMark";
import { FooterServices } from "../features/storefront/FooterServices";
import { useSocialLinks } from "../site-info";
import { footerColumns, isExternal, type SiteLink } from "./site-links";

/** Each column of links: two side by side on a phone, three on a tablet, one row on a desktop. */
const LINK_COLUMN_SPAN = { base: 6, sm: 4, md: "auto" } as const;

function FooterLink({ link }: { link: SiteLink }) {
  const common = { c: "plum.1", size: "sm", underline: "hover" } as const;
  if (isExternal(link.href)) {
    return (
      <Anchor {...common} href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
      </Anchor>
    );
  }
  return (
    <Anchor {...common} component={Link} to={link.href}>
      {link.label}
    </Anchor>
  );
}

export function SiteFooter() {
  const columns = footerColumns(useSocialLinks());
  return (
    <Box component="footer" bg="plum.9" c="white" py={{ base: 40, sm: 56 }}>
      <Container>
        <Grid gap={{ base: "lg", md: "xl" }}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm" maw={360}>
              <Group gap={10}>
                <BrandMark size={28} />
                <Text ff="var(--mantine-font-family-headings)" fz={24} fw={600}>
                  {PRODUCT_NAME}
                </Text>
              </Group>
              <Text size="sm" c="plum.1">
                Vetted beauty professionals at your home, office or hotel, anywhere in the United States.
              </Text>
            </Stack>
          </Grid.Col>
          <FooterServices span={LINK_COLUMN_SPAN} />
          {columns.map((column) => (
            <Grid.Col key={column.title} span={LINK_COLUMN_SPAN}>
              <Stack gap="xs" component="nav" aria-label={column.title}>
                <Title order={2} size="h5" c="white">
                  {column.title}
                </Title>
                {column.links.map((link) => (
                  <FooterLink key={link.href} link={link} />
                ))}
              </Stack>
            </Grid.Col>
          ))}
        </Grid>
        <Divider my="xl" color="plum.8" />
        <Text size="xs" c="plum.2">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
