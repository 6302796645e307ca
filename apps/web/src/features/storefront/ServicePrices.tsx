// A service's price table: its starting price, then what the booking form's answers may add,
// in the catalogue's words and amounts (packages/core serviceUpcharges), before the form is opened.
import { Table, Text } from "@mantine/core";
import { formatFromPrice } from "@primp/core";
import type { RouterOutputs } from "../../trpc";

type Page = RouterOutputs["storefront"]["servicePage"];

/** Wide enough for the longest option and its price; across a desktop's page the two drift apart. */
const TABLE_WIDTH = 640;

export function ServicePrices({ page }: { page: Page }) {
  return (
    <>
      <Table striped withTableBorder verticalSpacing="sm" fz="md" maw={TABLE_WIDTH}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">What</Table.Th>
            <Table.Th scope="col" ta="right">
              Price
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{page.name}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatFromPrice(page.fromCents)}
            </Table.Td>
          </Table.Tr>
          {page.upcharges.flatMap((upcharge) =>
            upcharge.prices.map((price) => (
              <Table.Tr key={`${upcharge.label}-${price.option ?? ""}`}>
                <Table.Th scope="row" fw={400}>
                  {price.option ? `${upcharge.label}: ${price.option}` : upcharge.label}
                </Table.Th>
                <Table.Td ta="right">{price.price}</Table.Td>
              </Table.Tr>
            )),
          )}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="xs">
        The booking form asks about each option and shows your total before you pay.
      </Text>
    </>
  );
}
