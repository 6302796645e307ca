// Profiles: a pro's public profile (/profile), and an account's own edit page (/profile-edit).
// The owner is the signed-in user whose id the page shows; every write acts on that user only.
import { NO_PROFILE_ACCESS, US_STATES } from "@primp/core";
import type { Db } from "@primp/db";
import { TRPCError } from "@trpc/server";
import { startSession } from "../auth/sessions.ts";
import { revokePasswordLinks } from "../auth/tokens.ts";
import { profileUpdated } from "../emails/index.ts";
import type { Context } from "../trpc.ts";
import { fullName } from "./dashboard-recipients.ts";
import { isFavourite } from "./favourites.ts";
import { proReputation } from "./pro-reputation.ts";

export const PRO_PROFILE_NOT_FOUND = "We could not find this professional.";
export const PROFILE_SAVED = "Your profile has been updated.";
export const PASSWORD_SAVED = "Your profile and password have been updated.";

const stateName = (code: string) => US_STATES.find((state) => state.code === code)?.name ?? code;

/** /profile?id=: what anyone signed in may see of a pro (reviews and looks included), plus whether the viewer owns it. */
export async function proProfileView(db: Db, viewerId: string, proUserId: string) {
  const user = await db.user.findUnique({
    where: { id: proUserId },
    select: { id: true, role: true, firstName: true, lastName: true, avatarUrl: true, proProfile: true },
  });
  const profile = user?.proProfile;
  if (user?.role !== "PRO" || !profile) {
    throw new TRPCError({ code: "NOT_FOUND", message: PRO_PROFILE_NOT_FOUND });
  }
  return {
    userId: user.id,
    isOwner: user.id === viewerId,
    /** The public page's address (/pros/<slug>); null for a pro made before pages had one. */
    slug: profile.slug,
    firstName: user.firstName,
    name: fullName(user),
    avatarUrl: user.avatarUrl,
    joinedAt: profile.createdAt,
    licensed: profile.licensed,
    yearsLicensed: profile.yearsLicensed,
    kidServices: profile.kidServices,
    allergies: profile.allergies,
    smokerFriendly: profile.smokerFriendly,
    location: profile.city ? `${profile.city}, ${stateName(profile.state)}` : stateName(profile.state),
    specialities: profile.specialities,
    highlights: [profile.highlight1Url, profile.highlight2Url, profile.highlight3Url],
    ...(await proReputation(db, user.id)),
    /** The viewer has hearted this pro. */
    isFavourite: await isFavourite(db, viewerId, user.id),
  };
}

export async function updateSpecialities(db: Db, proUserId: string, specialities: string[]) {
  const updated = await db.proProfile.updateMany({ where: { userId: proUserId }, data: { specialities } });
  if (updated.count !== 1) throw new TRPCError({ code: "NOT_FOUND", message: PRO_PROFILE_NOT_FOUND });
  return { specialities };
}

/** /profile-edit?id=: the account's own details; anyone else is refused with the spec's words. */
export async function accountProfile(db: Db, viewerId: string, userId: string) {
  if (viewerId !== userId) throw new TRPCError({ code: "FORBIDDEN", message: NO_PROFILE_ACCESS });
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      phone: true,
      avatarUrl: true,
      role: true,
      mustChangePassword: true,
    },
  });
  return user;
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
}

/**
 * Saves the edit form: blank name and phone fields keep their values; a new password (already
 * checked by the schema) signs out every other session and starts a fresh one here.
 */
export async function updateAccountProfile(ctx: Context & { user: { id: string } }, changes: ProfileChanges) {
  const { db } = ctx;
  const userId = ctx.user.id;
  const passwordChanged = changes.password !== "";
  const data = {
    ...(changes.firstName ? { firstName: changes.firstName } : {}),
    ...(changes.lastName ? { lastName: changes.lastName } : {}),
    ...(changes.phone ? { phone: changes.phone } : {}),
    ...(passwordChanged ? { passwordHash: await ctx.passwords.hash(changes.password), mustChangePassword: false } : {}),
  };
  const user = await db.user.update({ where: { id: userId }, data });
  if (passwordChanged) {
    await revokePasswordLinks(db, userId);
    await ctx.auth.invalidateUserSessions(userId);
    await startSession(ctx, userId);
  }
  // A save with every field blank keeps everything as it was: nothing to tell the owner about.
  if (Object.keys(data).length > 0) {
    await ctx.mail.send(profileUpdated({ email: user.email, firstName: user.firstName }, passwordChanged));
  }
  return {
    message: passwordChanged ? PASSWORD_SAVED : PROFILE_SAVED,
    profile: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
  };
}

/** The signed-in pro's own profile: the dashboard's welcome block, payout status and availability prompt. */
export async function ownProProfile(db: Db, proUserId: string) {
  const profile = await db.proProfile.findUniqueOrThrow({
    where: { userId: proUserId },
    include: {
      user: {
        select: {
          id: true,
          firstName: true,
          lastName: true,
          email: true,
          avatarUrl: true,
          createdAt: true,
          mustChangePassword: true,
          availability: { select: { proId: true } },
        },
      },
    },
  });
  const { availability, ...user } = profile.user;
  // The dashboard prompts a pro who still works the defaults to say when and where they work.
  return { ...profile, user, availabilitySet: availability !== null };
}
