// Icon actions of a table row that lead to another page (details), sized like the other row icons.
import { ActionIcon, Tooltip } from "@mantine/core";
import { Link } from "react-router";
import { EyeIcon } from "./icons";

export function DetailsIconLink({ to, what }: { to: string; what: string }) {
  return (
    <Tooltip label="Details">
      <ActionIcon component={Link} to={to} variant="subtle" aria-label={`Details of ${what}`}>
        <EyeIcon />
      </ActionIcon>
    </Tooltip>
  );
}
