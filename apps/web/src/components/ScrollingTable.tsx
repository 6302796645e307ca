import { Table } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./ScrollingTable.module.css";

/**
 * A table wider than a phone, scrolling sideways inside its section there, its first column kept
 * in view. Its scrolling region takes keyboard focus and carries the table's name, so arrow keys
 * scroll it (WCAG 2.1.1).
 */
export function ScrollingTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  const viewportProps = { tabIndex: 0, role: "region", "aria-label": label };
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps }} className={classes.table}>
      {children}
    </Table.ScrollContainer>
  );
}
