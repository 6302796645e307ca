import { Anchor, Text, Title } from "@mantine/core";
import { formatDayInReadersCalendar } from "@primp/core";
import { Link } from "react-router";
import { PictureCard } from "../../components/PictureCard";
import type { RouterOutputs } from "../../trpc";

type BlogListing = RouterOutputs["content"]["blog"][number];

/** One post on the blog's page: its picture, date, title and opening, the title linking to it. */
export function BlogPostCard({ post }: { post: BlogListing }) {
  return (
    <PictureCard imageUrl={post.imageUrl}>
      <Text c="plum.7" fz="sm">
        {formatDayInReadersCalendar(post.createdAt)}
      </Text>
      <Title order={2} fz="h4" lh={1.3}>
        <Anchor component={Link} to={post.link} c="plum.9" underline="hover" inherit>
          {post.title}
        </Anchor>
      </Title>
      <Text c="gray.7">{post.opening}</Text>
    </PictureCard>
  );
}
