// /professionals: the best-rated pros, each with the average and count of their reviews. Only
// pros with a public rating are listed, so the section is absent until some have one.
import { Box, Title } from "@mantine/core";
import { trpc } from "../../trpc";
import { ProCardGrid } from "../storefront/ProCardGrid";

export function RatedPros() {
  const query = trpc.review.ratedPros.useQuery();
  if (!query.data || query.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="rated-pros">
      <Title id="rated-pros" order={2} fz={{ base: 28, sm: 36 }} c="plum.9" mb="lg">
        Our top-rated professionals
      </Title>
      <ProCardGrid pros={query.data} />
    </Box>
  );
}
