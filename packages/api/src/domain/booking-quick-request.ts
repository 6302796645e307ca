// The home page's quick booking bar: a lightweight request (the spec's product-named table)
// that the Book Now page then pre-fills from.
import { ianaZone, type QuickRequestInput } from "@primp/core";
import type { Services } from "../trpc.ts";
import { assertScheduleBookable, findBookableCity } from "./booking-rules.ts";

export async function saveQuickRequest(
  { db, catalogue }: Pick<Services, "db" | "catalogue">,
  userId: string | null,
  input: QuickRequestInput,
  now = new Date(),
) {
  const city = findBookableCity(await catalogue.get(), input.cityId);
  assertScheduleBookable(input, now);
  const request = await db.primpRequest.create({
    data: {
      cityId: city.id,
      serviceType: input.serviceType,
      date: input.date,
      time: input.time,
      timeZone: ianaZone(input.timeZone),
      userId,
    },
  });
  // The form carries these answers on to /book-now as router state (homeInfo).
  return { id: request.id, homeInfo: input };
}
