// ZIP codes on the map: coordinates, town and state from the `zipcodes` package, the zone from
// `zipcode-to-timezone` (core's state table when that one does not know the ZIP). Both are
// data shipped with the packages: nothing is fetched. They are loaded on first use, so a
// process that never looks up a ZIP does not hold their tables in memory.
import { type Coordinates, greatCircleMiles, SERVED_CITY_RADIUS_MILES, stateTimeZone } from "@primp/core";
import type { City } from "@primp/db";

export interface ZipLocation extends Coordinates {
  zip: string;
  /** The town the postal service names the ZIP after, and its two-letter state. */
  city: string;
  state: string;
  timeZone: string;
}

let tables: Promise<{ zipcodes: typeof import("zipcodes"); zones: typeof import("zipcode-to-timezone") }> | undefined;
const loadTables = () => {
  tables ??= Promise.all([import("zipcodes"), import("zipcode-to-timezone")]).then(([zipcodes, zones]) => ({
    zipcodes: zipcodes.default,
    zones: zones.default,
  }));
  return tables;
};

/** A US ZIP code's place and zone (ZIP+4 is read as its five digits), or null for one that does not exist. */
export async function locateZip(zip: string): Promise<ZipLocation | null> {
  const five = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return null;
  const { zipcodes, zones } = await loadTables();
  const found = zipcodes.lookup(five);
  if (found?.country !== "US") return null;
  const timeZone = zones.lookup(five) ?? stateTimeZone(found.state);
  if (!timeZone) return null;
  return {
    zip: five,
    city: found.city,
    state: found.state,
    latitude: found.latitude,
    longitude: found.longitude,
    timeZone,
  };
}

const centres = new Map<string, Coordinates | null>();

/** The middle of a city: the mean of its ZIP codes' coordinates, or null for a name the data does not know. */
export async function cityCentre(city: Pick<City, "city" | "state">): Promise<Coordinates | null> {
  const key = `${city.city}, ${city.state}`;
  if (!centres.has(key)) {
    const { zipcodes } = await loadTables();
    const codes = zipcodes.lookupByName(city.city, city.state);
    const mean = (pick: (code: Coordinates) => number) =>
      codes.reduce((sum, code) => sum + pick(code), 0) / codes.length;
    centres.set(
      key,
      codes.length === 0
        ? null
        : { latitude: mean((code) => code.latitude), longitude: mean((code) => code.longitude) },
    );
  }
  return centres.get(key) ?? null;
}

/**
 * The live city that serves a ZIP code: the one the ZIP is named after, else the nearest whose
 * centre is within SERVED_CITY_RADIUS_MILES; null where Primp does not work.
 */
export async function servingCity(liveCities: readonly City[], place: ZipLocation): Promise<City | null> {
  const named = liveCities.find(
    (city) => city.state === place.state && city.city.toLowerCase() === place.city.toLowerCase(),
  );
  if (named) return named;
  let nearest: { city: City; miles: number } | null = null;
  for (const city of liveCities) {
    const centre = await cityCentre(city);
    const miles = centre ? greatCircleMiles(centre, place) : Number.POSITIVE_INFINITY;
    if (miles <= SERVED_CITY_RADIUS_MILES && (!nearest || miles < nearest.miles)) nearest = { city, miles };
  }
  return nearest?.city ?? null;
}
