// A blog post's address as the server accepts it. Apart from site-content.ts, which the home
// page's first load reads: a zod schema at the top of a module is kept wherever the module is
// (its calls may have effects, as far as the bundler knows), and with it the whole of zod.
import { z } from "zod";

/** A blog post's address: lower-case words joined by dashes. */
export const blogSlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "That blog post does not exist.")
  .max(120, "That blog post does not exist.");
