import { z } from "zod";

export const articlesSchema = z.object({
  /** 1-based page number; a page past the end answers an empty list, not an error. */
  page: z.number().int().min(1).max(10_000).default(1),
});
