// Demo accounts for development and the browser tests: one per role, and a pro in each of two
// states so "pending bookings in my state" has something to separate. The passwords are for
// local use only: the seed prints them when it creates an account and never resets them.
import type { Speciality } from "@primp/core";
import type { Role } from "../generated/prisma/client.ts";

export interface DemoProProfile {
  /** Two-letter state the pro serves; pending bookings are shown by state. */
  state: string;
  city: string;
  licensed: boolean;
  licenseNumber: string;
  yearsLicensed: number;
  linkedIn: string;
  portfolio: string;
  salesExperience: boolean;
  specialities: Speciality[];
  allergies: boolean;
  kidServices: boolean;
  smokerFriendly: boolean;
  /** null: the pro has not linked a payout account yet, so the admin can send a reminder. */
  stripeConnectId: string | null;
}

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
  proProfile?: DemoProProfile;
}

export const DEMO_ADMIN: DemoAccount = {
  email: "admin@primp.local",
  password: "primp-admin-dev",
  role: "ADMIN",
  firstName: "Morgan",
  lastName: "Reyes",
  phone: "617-555-0100",
};

export const DEMO_PRO_MA: DemoAccount = {
  email: "pro.ma@primp.local",
  password: "primp-pro-dev",
  role: "PRO",
  firstName: "Jasmine",
  lastName: "Carter",
  phone: "617-555-0142",
  proProfile: {
    state: "MA",
    city: "Boston",
    licensed: true,
    licenseNumber: "COS-204817",
    yearsLicensed: 8,
    linkedIn: "linkedin.com/in/jasmine-carter-demo",
    portfolio: "jasminecarter.example/portfolio",
    salesExperience: false,
    specialities: ["Hair Braider", "Wig Specialist", "Hair and Makeup Artist"],
    allergies: false,
    kidServices: true,
    smokerFriendly: false,
    // The local payments provider accepts any acct_ id, so payouts work out of the box.
    stripeConnectId: "acct_local_demo",
  },
};

export const DEMO_PRO_NY: DemoAccount = {
  email: "pro.ny@primp.local",
  password: "primp-pro-dev",
  role: "PRO",
  firstName: "Priya",
  lastName: "Shah",
  phone: "718-555-0177",
  proProfile: {
    state: "NY",
    city: "Brooklyn",
    licensed: true,
    licenseNumber: "EST-55310",
    yearsLicensed: 5,
    linkedIn: "",
    portfolio: "priyashahbeauty.example",
    salesExperience: true,
    specialities: ["Henna Artist", "Esthetician", "Digital Content Creator Makeup"],
    allergies: true,
    kidServices: false,
    smokerFriendly: true,
    stripeConnectId: null,
  },
};

export const DEMO_CUSTOMER: DemoAccount = {
  email: "customer@primp.local",
  password: "primp-customer-dev",
  role: "CUSTOMER",
  firstName: "Taylor",
  lastName: "Brooks",
  phone: "617-555-0163",
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_ADMIN, DEMO_PRO_MA, DEMO_PRO_NY, DEMO_CUSTOMER];
