// The option lists every page needs (time zones, service types); the questionnaire's and the
// forms' own lists are in question-options.ts, apart so that the home page, which imports these,
// does not download those. Values are the spec's labels, character for character: they are
// stored in bookings and shown to customers and pros as they are.

export const TIME_ZONES = [
  { id: "Eastern", label: "Eastern", iana: "America/New_York" },
  { id: "Central", label: "Central", iana: "America/Chicago" },
  { id: "Mountain", label: "Mountain", iana: "America/Denver" },
  { id: "Pacific", label: "Pacific", iana: "America/Los_Angeles" },
  { id: "Hawaiian", label: "Hawaiian", iana: "Pacific/Honolulu" },
  { id: "Alaskan", label: "Alaskan", iana: "America/Anchorage" },
] as const;
export type TimeZoneId = (typeof TIME_ZONES)[number]["id"];
export const TIME_ZONE_IDS = TIME_ZONES.map((zone) => zone.id) as [TimeZoneId, ...TimeZoneId[]];

export const SERVICE_TYPES = ["HAIR", "MAKEUP", "NAIL", "HENNA"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export function isServiceType(value: unknown): value is ServiceType {
  return SERVICE_TYPES.some((type) => type === value);
}
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  HAIR: "Hair",
  MAKEUP: "Makeup",
  NAIL: "Nails",
  HENNA: "Henna",
};
