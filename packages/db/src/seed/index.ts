// Seed data and the function that writes it; the data is exported for tests that need to
// name a seeded row (a demo account's password, a service's price).
export { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PRO_MA, DEMO_PRO_NY, type DemoAccount } from "./accounts.ts";
export { SEED_CITIES, type SeedCity } from "./cities.ts";
export { SEED_ARTICLES, SEED_BLOG_POSTS, SEED_TESTIMONIALS } from "./content.ts";
export { findDemoAccounts, removeDemoAccounts } from "./demo-accounts.ts";
export { SEED_HAIR_TYPES } from "./hair-types.ts";
export { type SeedOptions, type SeedSummary, seedDatabase } from "./seed.ts";
export { SEED_SERVICES, type SeedService } from "./services.ts";
export { SEED_SKIN_SHADES, type SeedSkinShade } from "./skin-shades.ts";
