const PUBLISHED = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** When a post went up, in the reader's own calendar: "November 27, 2026". */
export const formatPublished = (createdAt: Date) => PUBLISHED.format(createdAt);
