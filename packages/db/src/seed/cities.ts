// Cities a customer can pick. Not-live rows are markets we plan to open: they exist so an
// operator can switch them on, and so the "only live cities are offered" rule has something
// to leave out. Every one of the six supported time zones has at least one city.
export interface SeedCity {
  city: string;
  /** Two-letter US state code. */
  state: string;
  live: boolean;
}

export const SEED_CITIES: readonly SeedCity[] = [
  // Massachusetts: the launch market.
  { city: "Boston", state: "MA", live: true },
  { city: "Cambridge", state: "MA", live: true },
  { city: "Somerville", state: "MA", live: true },
  { city: "Worcester", state: "MA", live: false },
  { city: "Springfield", state: "MA", live: false },
  // The rest of the East Coast.
  { city: "New York", state: "NY", live: true },
  { city: "Brooklyn", state: "NY", live: true },
  { city: "Buffalo", state: "NY", live: false },
  { city: "Washington", state: "DC", live: true },
  { city: "Philadelphia", state: "PA", live: false },
  { city: "Atlanta", state: "GA", live: true },
  { city: "Miami", state: "FL", live: true },
  // Central and Mountain.
  { city: "Chicago", state: "IL", live: true },
  { city: "Houston", state: "TX", live: false },
  { city: "Dallas", state: "TX", live: false },
  { city: "Denver", state: "CO", live: false },
  // Pacific, Hawaii and Alaska.
  { city: "Los Angeles", state: "CA", live: true },
  { city: "San Francisco", state: "CA", live: false },
  { city: "Honolulu", state: "HI", live: false },
  { city: "Anchorage", state: "AK", live: false },
];
