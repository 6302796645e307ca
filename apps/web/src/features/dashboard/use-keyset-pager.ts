// A dashboard table's position for its keyset-paged list: the next page is asked for after this
// page's last booking (the server skips no rows and counts nothing); any other page by its
// number (counted). A keyset page carries no count, so it is shown with the count the table
// already had, which page 1 always brings (docs/decisions/dashboards.md, "Keyset paging").
import { useState } from "react";
import type { PageOf } from "../../components/PagedTable";

type ListSize = Pick<PageOf<unknown>, "total" | "totalIsCapped" | "pageCount">;

/** What a keyset-paged procedure answers: a counted page, or a keyset page without its count. */
export type ServerPage<Row> = { items: Row[]; page: number; pageSize: number } & (ListSize | { hasNextPage: boolean });

interface Position {
  page: number;
  after?: string;
  /** The list's size as last counted, for a keyset page to be shown with. */
  size?: ListSize;
}

export function useKeysetPager() {
  const [position, setPosition] = useState<Position>({ page: 1 });
  const { page, after, size } = position;

  /** The page as the table shows it, with a count. */
  function shown<Row extends { id: string }>(data: ServerPage<Row> | undefined): PageOf<Row> | undefined {
    if (!data || "total" in data) return data;
    if (size) return { ...data, ...size };
    // Not reached through the pager, which counts page 1 first: the rows seen so far, and "more" if another page follows.
    const seen = (data.page - 1) * data.pageSize + data.items.length;
    return { ...data, total: seen, totalIsCapped: data.hasNextPage, pageCount: data.page + (data.hasNextPage ? 1 : 0) };
  }

  function goToPage<Row extends { id: string }>(next: number, current: PageOf<Row> | undefined) {
    const last = current?.page === page ? current.items.at(-1)?.id : undefined;
    setPosition(
      next === page + 1 && current && last
        ? {
            page: next,
            after: last,
            size: { total: current.total, totalIsCapped: current.totalIsCapped, pageCount: current.pageCount },
          }
        : { page: next },
    );
  }

  return { page, input: { page, after }, shown, goToPage };
}
