import { blogSlugSchema } from "@primp/core";
import { z } from "zod";

export const blogPostSchema = z.object({ slug: blogSlugSchema });
