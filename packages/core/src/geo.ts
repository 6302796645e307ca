// Places on the map: distances between ZIP codes' coordinates, and the zone a state keeps its
// clocks in when the ZIP data names none.

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The mean radius of the Earth in statute miles. */
const EARTH_RADIUS_MILES = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles: how far apart two points are as the crow flies. */
export function greatCircleMiles(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The zone most of each state's people live in. Used only for a ZIP code that the ZIP-to-zone
 * data does not know; states split between zones (Florida's panhandle, west Texas...) are
 * then read as their larger part.
 */
const STATE_ZONES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    "CT DC DE FL GA IN KY MA MD ME MI NC NH NJ NY OH PA RI SC VA VT WV".split(" ").map((s) => [s, "America/New_York"]),
  ),
  ...Object.fromEntries(
    "AL AR IA IL KS LA MN MO MS ND NE OK SD TN TX WI".split(" ").map((s) => [s, "America/Chicago"]),
  ),
  ...Object.fromEntries("CO ID MT NM UT WY".split(" ").map((s) => [s, "America/Denver"])),
  ...Object.fromEntries("CA NV OR WA".split(" ").map((s) => [s, "America/Los_Angeles"])),
  AZ: "America/Phoenix",
  AK: "America/Anchorage",
  HI: "Pacific/Honolulu",
};

/** The IANA zone of a two-letter US state, or null for one we do not know. */
export const stateTimeZone = (state: string): string | null => STATE_ZONES[state.toUpperCase()] ?? null;
