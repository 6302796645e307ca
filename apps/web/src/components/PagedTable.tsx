// A dashboard table: one page of rows from the server (5 per page), its pager, 'Loading...'
// while the first page is on its way, and the table's own empty sentence. While another page is
// on its way the previous one stays on screen, dimmed and marked busy for screen readers.
// On a phone each row is a card (PagedTable.module.css): the first cell its heading, the others
// under their column's name, the actions at its foot; it stays a table for screen readers.
import { Alert, Center, Group, Pagination, ScrollArea, Table, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { errorMessage } from "../forms/server-errors";
import { formatTableTotal } from "./format";
import { LoadingScreen } from "./LoadingScreen";
import classes from "./PagedTable.module.css";

export interface Column<Row> {
  key: string;
  header: string;
  /** For screen readers only: a column of links whose purpose the links themselves show. */
  headerHidden?: boolean;
  /** Shown above 1000px only. */
  wide?: boolean;
  /** A column of row actions: on a phone's card they sit at its foot, without the column's name. */
  actions?: boolean;
  cell(row: Row): ReactNode;
}

export interface PageOf<Row> {
  items: Row[];
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageCount: number;
}

export interface PagedTableProps<Row> {
  label: string;
  columns: Column<Row>[];
  data: PageOf<Row> | undefined;
  isLoading: boolean;
  error: unknown;
  emptyText: string;
  page: number;
  onPageChange(page: number): void;
  rowKey(row: Row): string;
}

export function PagedTable<Row>({
  label,
  columns,
  data,
  isLoading,
  error,
  emptyText,
  page,
  onPageChange,
  rowKey,
}: PagedTableProps<Row>) {
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  }
  if (isLoading || !data) return <LoadingScreen inline />;
  if (data.total === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed" fw={500}>
          {emptyText}
        </Text>
      </Center>
    );
  }
  // The server answers the page it was asked for, so rows of another page are the previous page's.
  const switchingPage = data.page !== page;
  return (
    <>
      <ScrollArea type="auto" scrollbars="x" offsetScrollbars>
        <Table
          className={classes.table}
          aria-label={label}
          aria-busy={switchingPage}
          verticalSpacing="sm"
          highlightOnHover
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} className={column.wide ? classes.wide : undefined}>
                  {column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column, index) => (
                  <Table.Td key={column.key} className={column.wide ? classes.wide : undefined}>
                    {index > 0 && !column.actions && !column.headerHidden && (
                      <span className={classes.cardLabel} aria-hidden="true">
                        {column.header}
                      </span>
                    )}
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group justify="space-between" mt="sm" gap="xs">
        <Text size="sm" c="dimmed">
          {formatTableTotal(data)}
        </Text>
        <Pagination
          total={data.pageCount}
          value={page}
          onChange={onPageChange}
          size="sm"
          hideWithOnePage
          getControlProps={(control) => ({ "aria-label": `${control} page` })}
        />
      </Group>
    </>
  );
}

/** Shown at 1000px and below only: carries a hidden wide column's content into another cell. */
export function NarrowOnly({ children }: { children: ReactNode }) {
  return <div className={classes.narrowOnly}>{children}</div>;
}
