import { Group, Text, UnstyledButton } from "@mantine/core";
import { PRODUCT_NAME } from "@primp/core";
import { Link } from "react-router";
import { paths } from "../navigation/paths";
import { BrandMark } from "./BrandMark";

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <UnstyledButton component={Link} to={paths.home} onClick={onNavigate} aria-label={`${PRODUCT_NAME} home`}>
      <Group gap={10} wrap="nowrap">
        <BrandMark size={34} />
        <Text component="span" ff="var(--mantine-font-family-headings)" fz={28} fw={600} c="plum.8" lh={1}>
          {PRODUCT_NAME}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
