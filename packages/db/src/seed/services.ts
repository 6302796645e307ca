// The service catalogue. Within each service type the list order is the order the booking
// form shows (the seed writes it to sortOrder). `flow` decides the follow-up questions, so
// every special service of the spec is here with its flow; kids' services set forKids so the
// form asks whether an adult will be on-site. Not-live rows are kept for operators to switch on.
import { DEFAULT_SERVICE_MINUTES } from "@primp/core";
import type { ServiceFlow, ServiceType } from "../generated/prisma/client.ts";

export interface SeedService {
  /** Unique: the seed finds an existing row by its name. */
  name: string;
  serviceType: ServiceType;
  priceCents: number;
  detail: string;
  live: boolean;
  flow: ServiceFlow;
  forKids: boolean;
  /** Appointment length: the end of the calendar invite. */
  durationMinutes: number;
}

type ServiceRow = Omit<SeedService, "serviceType" | "live" | "flow" | "forKids" | "durationMinutes"> &
  Partial<Pick<SeedService, "live" | "flow" | "forKids" | "durationMinutes">>;

// Rows read as "name, price, detail" with the exceptions spelled out.
const ofType = (serviceType: ServiceType, rows: ServiceRow[]): SeedService[] =>
  rows.map((row) => ({
    live: true,
    flow: "STANDARD",
    forKids: false,
    durationMinutes: DEFAULT_SERVICE_MINUTES[serviceType],
    ...row,
    serviceType,
  }));

const HAIR_SERVICES = ofType("HAIR", [
  {
    name: "Silk Press",
    priceCents: 9500,
    detail: "Wash, deep condition, blow-dry and flat iron for a glossy, straight finish.",
  },
  {
    name: "Blowout",
    priceCents: 7500,
    detail: "A smooth, full-bodied blow-dry on hair that is already washed and dry.",
    flow: "BLOWOUT",
  },
  { name: "Wash and Style", priceCents: 6500, detail: "Shampoo, condition and a simple style of your choice." },
  { name: "Haircut and Style", priceCents: 8500, detail: "A consultation, cut and finish styled to suit you." },
  { name: "Updo", priceCents: 9000, detail: "An elegant pinned style for weddings, galas and big nights." },
  {
    name: "Locs",
    priceCents: 12000,
    detail: "Retwist, palm roll and style for established locs.",
    flow: "LOCS",
  },
  {
    name: "Braided Extension",
    priceCents: 18000,
    detail: "Box braids with extensions, in the size and length you choose. Hair is not provided.",
    flow: "BRAIDED_EXTENSION",
  },
  {
    name: "Signature Braid Style w/added hair",
    priceCents: 22000,
    detail: "Our signature knotless braids with added hair that you supply. No micro braids.",
    flow: "SIGNATURE_BRAIDS",
  },
  {
    name: "Cornrow",
    priceCents: 8000,
    detail: "Two to eight cornrows, straight back or in a style such as Fulani or Sade Adu.",
    flow: "CORNROW",
  },
  {
    name: "Wig Installation",
    priceCents: 15000,
    detail: "Install of your lace front, closure, T part or 360 frontal wig, with optional styling.",
    flow: "WIG_INSTALLATION",
  },
  {
    name: "Custom Wig",
    priceCents: 45000,
    detail: "A wig made to your measurements, hair, style, density and texture.",
    flow: "CUSTOM_WIG",
  },
  {
    name: "Kids Cornrow",
    priceCents: 6000,
    detail: "Neat, comfortable cornrows for children under 18, with a parent or adult on-site.",
    flow: "CORNROW",
    forKids: true,
  },
  {
    name: "Kids Wash and Style",
    priceCents: 5000,
    detail: "A gentle wash, detangle and simple style for children under 18.",
    forKids: true,
  },
  {
    name: "Keratin Treatment",
    priceCents: 25000,
    detail: "A smoothing treatment that tames frizz for up to three months.",
    live: false,
  },
  { name: "Color Refresh", priceCents: 14000, detail: "Root touch-up and gloss in your current shade.", live: false },
]);

const MAKEUP_SERVICES = ofType("MAKEUP", [
  { name: "Everyday Makeup", priceCents: 8500, detail: "A fresh, natural look for work, errands or a lunch date." },
  { name: "Glam Makeup", priceCents: 12000, detail: "Sculpted, camera-ready makeup for parties and events." },
  {
    name: "Luxe Makeup",
    priceCents: 15000,
    detail: "Full glam with our premium product kit; add luxe lashes for $15.",
    flow: "LUXE_MAKEUP",
  },
  { name: "Bridal Makeup", priceCents: 25000, detail: "Long-wear bridal makeup, with a touch-up kit for the day." },
  { name: "Makeup Lesson", priceCents: 11000, detail: "Learn a day-to-night routine with the products you own." },
  {
    name: "Kids Party Makeup",
    priceCents: 4000,
    detail: "Light, playful makeup for recitals and parties, for children under 18.",
    forKids: true,
  },
  {
    name: "Airbrush Makeup",
    priceCents: 16000,
    detail: "A weightless airbrushed base that lasts all day.",
    live: false,
  },
]);

const NAIL_SERVICES = ofType("NAIL", [
  { name: "Classic Manicure", priceCents: 3500, detail: "Shape, cuticle care, hand massage and polish." },
  { name: "Gel Manicure", priceCents: 5500, detail: "A chip-resistant gel polish that lasts up to three weeks." },
  { name: "Classic Pedicure", priceCents: 5000, detail: "Soak, exfoliation, shape, cuticle care and polish." },
  { name: "Gel Manicure and Pedicure", priceCents: 9500, detail: "Gel polish on hands and feet in one visit." },
  { name: "Acrylic Full Set", priceCents: 7500, detail: "A full set of acrylic extensions in the shape you choose." },
  {
    name: "Kids Mini Manicure",
    priceCents: 2500,
    detail: "Shape and a fun polish for children under 18.",
    forKids: true,
  },
  { name: "Dip Powder Manicure", priceCents: 6000, detail: "Durable dip powder color with no UV lamp.", live: false },
]);

const HENNA_SERVICES = ofType("HENNA", [
  {
    name: "Henna Design",
    priceCents: 5000,
    detail: "A hand or foot design; size and session length are priced as you choose them.",
  },
  { name: "Bridal Henna", priceCents: 20000, detail: "Intricate bridal designs for hands and feet." },
  { name: "Henna Party", priceCents: 30000, detail: "Quick designs for your guests at a celebration." },
  {
    name: "Festival Henna",
    priceCents: 6000,
    detail: "Simple designs for Eid, Diwali and other festivals.",
    live: false,
  },
]);

export const SEED_SERVICES: readonly SeedService[] = [
  ...HAIR_SERVICES,
  ...MAKEUP_SERVICES,
  ...NAIL_SERVICES,
  ...HENNA_SERVICES,
];
