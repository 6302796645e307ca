// One action of a dashboard row: an icon and its word. In a table row (wider than a phone) the
// icon shows alone, with the word as its tooltip; on a phone, where the row is a card, the word is
// written beside the icon, so no action is an unlabelled glyph.
import { Button, type MantineColor, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import classes from "./RowAction.module.css";

interface RowActionProps {
  icon: ReactNode;
  /** The action's word: "Reschedule". */
  label: string;
  /** What it acts on, named after the word: "Silk Press booking" gives "Reschedule Silk Press booking". */
  what: string;
  /** The tooltip, when it says more than the word. */
  tooltip?: string;
  color?: MantineColor;
  loading?: boolean;
  /** A link to another page, or a button's handler. */
  to?: string;
  onClick?(): void;
}

export function RowAction({ icon, label, what, tooltip, color, loading, to, onClick }: RowActionProps) {
  const look = {
    variant: "subtle",
    color,
    // The darkest shade writes a coloured word at 4.5:1 or more on the card.
    c: color ? `${color}.9` : undefined,
    size: "compact-sm",
    leftSection: icon,
    loading,
    className: classes.action,
    classNames: { section: classes.section },
    // The name starts with the written word (WCAG 2.5.3) and says which row it acts on.
    "aria-label": `${label} ${what}`,
  } as const;
  const words = <span className={classes.label}>{label}</span>;
  return (
    <Tooltip label={tooltip ?? label}>
      {to ? (
        <Button component={Link} to={to} {...look}>
          {words}
        </Button>
      ) : (
        <Button onClick={onClick} {...look}>
          {words}
        </Button>
      )}
    </Tooltip>
  );
}
