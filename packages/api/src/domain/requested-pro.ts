// The one professional a booking may ask for: who may be asked (a pro of the appointment's
// state), and what the booking form shows of them.
import { REQUESTED_PRO_ELSEWHERE, REQUESTED_PRO_NOT_FOUND, reviewerName } from "@primp/core";
import type { Db } from "@primp/db";
import { TRPCError } from "@trpc/server";

async function findPro(db: Db, proUserId: string) {
  const user = await db.user.findUnique({
    where: { id: proUserId },
    select: {
      id: true,
      role: true,
      firstName: true,
      lastName: true,
      avatarUrl: true,
      proProfile: { select: { state: true } },
    },
  });
  return user?.role === "PRO" && user.proProfile ? { ...user, state: user.proProfile.state } : null;
}

/** The booking form's "You asked for …": the pro's first name and last initial, photo and state. */
export async function requestedProCard(db: Db, proUserId: string) {
  const pro = await findPro(db, proUserId);
  if (!pro) throw new TRPCError({ code: "NOT_FOUND", message: REQUESTED_PRO_NOT_FOUND });
  return {
    userId: pro.id,
    name: reviewerName(pro.firstName, pro.lastName),
    avatarUrl: pro.avatarUrl,
    state: pro.state,
  };
}

/** Refuses a request for someone who is not a pro, or a pro who does not serve the appointment's state. */
export async function assertRequestable(db: Db, proUserId: string, state: string) {
  const pro = await findPro(db, proUserId);
  if (!pro) throw new TRPCError({ code: "BAD_REQUEST", message: REQUESTED_PRO_NOT_FOUND });
  if (pro.state !== state) throw new TRPCError({ code: "BAD_REQUEST", message: REQUESTED_PRO_ELSEWHERE });
}
