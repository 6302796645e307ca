import { describe, expect, it } from "vitest";
import { footerColumns } from "./site-links";

describe("footerColumns", () => {
  it("links our own blog, and a social network only when the server names its account", () => {
    const followUs = (columns: ReturnType<typeof footerColumns>) =>
      columns.find((column) => column.title === "Follow us")?.links;
    expect(followUs(footerColumns([]))).toEqual([{ label: "Blog", href: "/blog" }]);
    expect(
      followUs(
        footerColumns([{ network: "socialNetwork", label: "Facebook", href: "https://www.facebook.com/primp" }]),
      ),
    ).toEqual([
      { label: "Blog", href: "/blog" },
      { label: "Facebook", href: "https://www.facebook.com/primp" },
    ]);
    expect(footerColumns([]).map((column) => column.title)).toEqual(["Company", "Legal", "Follow us"]);
  });
});
