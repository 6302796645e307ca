// Professional applicants: the public application, and the administrator's review. An
// accepted applicant becomes a PRO user with a pro profile built from the application and
// receives a one-time link to choose a password; no password is ever generated or mailed.
// An address that already has an account becomes a pro only once its owner follows the link.
import { type Application, applicantResponse } from "@primp/core";
import type { Applicant, ApplicantStatus, Db, Prisma, Sql } from "@primp/db";
import { TRPCError } from "@trpc/server";
import { issueOneTimeToken } from "../auth/tokens.ts";
import {
  applicationAcceptedExistingAccount,
  applicationAcceptedWithLink,
  applicationAlreadyPendingToApplicant,
  applicationDeclined,
  applicationReceivedToApplicant,
} from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import { pagedList } from "./dashboard.ts";
import { fullName } from "./dashboard-recipients.ts";
import { freeProSlug } from "./pro-page.ts";
import { proReliability } from "./pro-reliability.ts";

export const APPLICATION_RECEIVED =
  "Thank you for applying! We have e-mailed you a confirmation and will be in touch soon.";
export const APPLICANT_NOT_FOUND = "We could not find this applicant.";
export const ALREADY_DECIDED = "This applicant has already been reviewed.";
export const ACCOUNT_NOT_ELIGIBLE =
  "An account with this applicant's email is already a professional or an administrator.";

type Deps = Pick<Services, "db" | "mail" | "config">;

/**
 * A repeat while an application is pending is answered like a new one and changes nothing;
 * the address is e-mailed that the first one stands (greeted by the name it gave then).
 */
export async function submitApplication(deps: Pick<Services, "db" | "mail">, application: Application) {
  const pending = await deps.db.applicant.findFirst({
    where: { email: application.email, status: "PENDING" },
    select: { email: true, firstName: true },
  });
  if (pending) {
    await deps.mail.send(applicationAlreadyPendingToApplicant(pending));
  } else {
    await deps.db.applicant.create({ data: application });
    await deps.mail.send(applicationReceivedToApplicant(application));
  }
  return { message: APPLICATION_RECEIVED };
}

/** Pending applicants oldest first (first come, first reviewed); decided ones newest decision first. */
export function listApplicants(sql: Sql, status: ApplicantStatus, page: number) {
  const applicants = sql.selectFrom("Applicant as a").where("a.status", "=", status);
  const list =
    status === "PENDING"
      ? applicants.orderBy("a.createdAt", "asc").orderBy("a.id", "asc")
      : applicants.orderBy("a.decidedAt", "desc").orderBy("a.id", "asc");
  return pagedList(sql, page, list, (rows) =>
    rows.select([
      "a.id",
      "a.firstName",
      "a.lastName",
      "a.email",
      "a.phone",
      "a.city",
      "a.state",
      "a.location",
      "a.specialities",
      "a.licensed",
      "a.status",
      "a.createdAt",
      "a.decidedAt",
    ]),
  );
}

/** One applicant; once they are a pro, with their reliability. */
export async function getApplicant(db: Db, id: string) {
  const found = await db.applicant.findUnique({ where: { id }, include: { proProfile: { select: { userId: true } } } });
  if (!found) throw new TRPCError({ code: "NOT_FOUND", message: APPLICANT_NOT_FOUND });
  const { proProfile, ...applicant } = found;
  return { ...applicant, reliability: proProfile ? await proReliability(db, proProfile.userId) : null };
}

async function claimDecision(
  db: Db | Prisma.TransactionClient,
  id: string,
  status: "ACCEPTED" | "DECLINED",
  now: Date,
) {
  const claimed = await db.applicant.updateMany({ where: { id, status: "PENDING" }, data: { status, decidedAt: now } });
  if (claimed.count !== 1) throw new TRPCError({ code: "CONFLICT", message: ALREADY_DECIDED });
}

/** The pro profile an accepted application becomes. */
function proProfileFrom(applicant: Applicant) {
  return {
    applicantId: applicant.id,
    state: applicant.location,
    // The applicant's home city only describes where they work when it is in that state.
    city: applicant.state === applicant.location ? applicant.city : "",
    licensed: applicant.licensed,
    licenseNumber: applicant.licenseNumber,
    yearsLicensed: applicant.yearsLicensed,
    linkedIn: applicant.linkedIn,
    portfolio: applicant.portfolio,
    salesExperience: applicant.salesExperience,
    specialities: applicant.specialities,
    allergies: applicant.allergies,
  } satisfies Prisma.ProProfileUncheckedCreateWithoutUserInput;
}

/**
 * Accepts an applicant. A new address becomes a PRO user with a profile at once, and gets a
 * link to choose a password. An address that already has a customer account stays a customer
 * account until whoever reads its mail follows the link (joinAsPro): anyone can apply with
 * any address, so the administrator's click alone must not change someone else's account.
 */
export async function acceptApplicant(deps: Deps, id: string, now = new Date()) {
  const { db } = deps;
  const applicant = await getApplicant(db, id);
  if (applicant.status !== "PENDING") throw new TRPCError({ code: "CONFLICT", message: ALREADY_DECIDED });
  const existing = await db.user.findUnique({ where: { email: applicant.email } });
  if (existing && existing.role !== "CUSTOMER")
    throw new TRPCError({ code: "CONFLICT", message: ACCOUNT_NOT_ELIGIBLE });

  const userId = await db.$transaction(async (tx) => {
    await claimDecision(tx, id, "ACCEPTED", now);
    if (existing) return existing.id;
    const user = await tx.user.create({
      data: {
        email: applicant.email,
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        phone: applicant.phone,
        role: "PRO",
        mustChangePassword: true,
        proProfile: { create: { ...proProfileFrom(applicant), slug: await freeProSlug(tx, applicant) } },
      },
    });
    return user.id;
  });

  const to = { email: applicant.email, firstName: applicant.firstName };
  const token = await issueOneTimeToken(db, userId, existing ? "JOIN_AS_PRO" : "SET_PASSWORD");
  const link = `${deps.config.appUrl}/reset-password?token=${token}`;
  await deps.mail.send(existing ? applicationAcceptedExistingAccount(to, link) : applicationAcceptedWithLink(to, link));
  return { message: applicantResponse(fullName(applicant)), status: "ACCEPTED" as const };
}

/**
 * Following a JOIN_AS_PRO link (inside its transaction): the customer account becomes a pro
 * account with the profile of the newest accepted application for its address. Like every
 * pro's first password, the one chosen on the way in is to be changed later (spec part 2).
 */
export async function joinAsPro(tx: Prisma.TransactionClient, userId: string) {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  const applicant = await tx.applicant.findFirst({
    where: { email: user.email, status: "ACCEPTED", proProfile: { is: null } },
    orderBy: { decidedAt: "desc" },
  });
  if (!applicant) throw new TRPCError({ code: "BAD_REQUEST", message: APPLICANT_NOT_FOUND });
  const promoted = await tx.user.updateMany({
    where: { id: userId, role: "CUSTOMER" },
    data: { role: "PRO", mustChangePassword: true },
  });
  if (promoted.count !== 1) throw new TRPCError({ code: "CONFLICT", message: ACCOUNT_NOT_ELIGIBLE });
  const slug = await freeProSlug(tx, applicant);
  await tx.proProfile.create({ data: { userId, ...proProfileFrom(applicant), slug } });
}

export async function declineApplicant(deps: Pick<Services, "db" | "mail">, id: string, now = new Date()) {
  const applicant = await getApplicant(deps.db, id);
  await claimDecision(deps.db, id, "DECLINED", now);
  await deps.mail.send(applicationDeclined({ email: applicant.email, firstName: applicant.firstName }));
  return { message: applicantResponse(fullName(applicant)), status: "DECLINED" as const };
}
