// The questionnaire's and the forms' option lists (options.ts says why apart). Values are the
// spec's labels, character for character: they are stored in bookings and shown as they are.

// ---------------------------------------------------------------- hair

export const HAIR_DENSITIES = ["Very Thick", "Somewhat Thick", "Medium Thickness", "Thin", "Very Thin"] as const;
export const CURL_PATTERNS = ["3A", "3B", "3C", "4A", "4B", "4C"] as const;
/** Hair types (database rows) for which the curl pattern is asked; compared case-insensitively. */
export const CURL_PATTERN_HAIR_TYPES = ["CURLY", "COILY"] as const;
export const LOC_TIMES = ["1-3 years", "4-6 years", "7+ years"] as const;
export const HAIR_LOSS_CAUSES = ["Alopecia", "Childbirth", "Thyroid Issues", "Hormone Imbalance", "Other"] as const;
export const EXTENSION_TYPES = ["Sew-In", "Clip-In", "Tape-In", "Other"] as const;
export const CORNROW_STYLES = ["Twist/Braids", "Sade Adu", "Fulani", "Tribal Braid"] as const;
export const CORNROW_COUNTS = [2, 3, 4, 5, 6, 7, 8] as const;
export const BRAID_SIZES = ["Large", "Medium", "Small"] as const;
export const BRAID_LENGTHS = ["18 in", "20 in", "22 in", "24 in"] as const;

// ---------------------------------------------------------------- wigs

/** The wig hair type that makes a Wig Installation ask the custom wig's questions. */
export const CUSTOM_MADE_WIG_HAIR = "Custom Made 100% Human Hair";
export const WIG_HAIR_TYPES = ["Synthetic", "100% human", CUSTOM_MADE_WIG_HAIR] as const;
export const WIG_INSTALL_TYPES = ["360 Frontal", "T part wig", "Lace front", "Closure"] as const;
export const WIG_PRICES = ["<$50", "$50+", "$200+", "$1,000+"] as const;

export const CUSTOM_WIG_SIZES = ["Small", "Medium", "Large", "Custom"] as const;
/** The six head measurements (inches) asked when the size is Custom; labels are the size table's columns. */
export const CUSTOM_WIG_MEASUREMENTS = [
  { key: "customWigSizeCirc", label: "Circumference" },
  { key: "customWigSizeNape", label: "Front to nape" },
  { key: "customWigSizeForehead", label: "Across forehead" },
  { key: "customWigSizeOverlap", label: "Overtop" },
  { key: "customWigSizeTempleBack", label: "Temple round back" },
  { key: "customWigSizeNeck", label: "Nape" },
] as const;
export type CustomWigMeasurementKey = (typeof CUSTOM_WIG_MEASUREMENTS)[number]["key"];
type PresetSize = Exclude<(typeof CUSTOM_WIG_SIZES)[number], "Custom">;
/** Size chart (inches) for the preset sizes. */
export const CUSTOM_WIG_SIZE_PRESETS: Record<PresetSize, Record<CustomWigMeasurementKey, string>> = {
  Small: {
    customWigSizeCirc: "21-21.5",
    customWigSizeNape: "13.5",
    customWigSizeForehead: "11.5",
    customWigSizeOverlap: "12",
    customWigSizeTempleBack: "15",
    customWigSizeNeck: "5",
  },
  Medium: {
    customWigSizeCirc: "22-22.5",
    customWigSizeNape: "14",
    customWigSizeForehead: "12",
    customWigSizeOverlap: "12.5",
    customWigSizeTempleBack: "15.5",
    customWigSizeNeck: "5.5",
  },
  Large: {
    customWigSizeCirc: "23-23.5",
    customWigSizeNape: "15",
    customWigSizeForehead: "12.5",
    customWigSizeOverlap: "13.5",
    customWigSizeTempleBack: "16",
    customWigSizeNeck: "6",
  },
};
export const CUSTOM_WIG_HAIR_TYPES = [
  "Virgin Hair Human Hair",
  "Chemically Treated Human Hair",
  "Human Hair Blend",
  "Synthetic",
] as const;
// The spec lists "Layered Wigs" twice (5th and 11th). A select cannot hold two identical
// values that mean the same thing, so it is kept once, in its first position.
export const CUSTOM_WIG_STYLES = [
  "Pixie Cut",
  "Bob",
  "Long",
  "Short",
  "Layered Wigs",
  "Custom Cut",
  "Straight Wig",
  "Curly Wig",
  "Wavy Wig",
  "Mid Length Wigs",
] as const;
/** Density carries its own surcharge (the spec's customWigDensityVal encodes label and amount). */
export const CUSTOM_WIG_DENSITIES = [
  { label: "Extra Light 50-60%", upchargeCents: 5000 },
  { label: "Light 80%", upchargeCents: 10000 },
  { label: "Heavy 150%", upchargeCents: 15000 },
  { label: "Extra Heavy 200%", upchargeCents: 20000 },
] as const;
export type CustomWigDensity = (typeof CUSTOM_WIG_DENSITIES)[number]["label"];
export const CUSTOM_WIG_DENSITY_LABELS = CUSTOM_WIG_DENSITIES.map((density) => density.label) as [
  CustomWigDensity,
  ...CustomWigDensity[],
];
export const CUSTOM_WIG_TEXTURES = [
  "Straight",
  "Kinky Straight",
  "Bodywave",
  "Loose",
  "Brazilian Wave",
  "Kinky Curly",
  "I don't know",
] as const;
export const CUSTOM_WIG_REASONS = ["Health reasons", "Religious reasons", "Versatility", "Other"] as const;

// ---------------------------------------------------------------- makeup, nails, henna

export const SKIN_TYPES = ["Normal", "Dry", "Combination", "Oily", "Sensitive"] as const;
export const MAKEUP_LOOKS = [
  "Daytime",
  "Natural (Light Contouring)",
  "High Glam (Heavy Contouring)",
  "Evening",
  "Gothic (Dark Makeup)",
] as const;
export const NAIL_DESCRIPTIONS = [
  "Natural",
  "Gel Overlay",
  "Full Set",
  "I do not know how to describe my nails",
] as const;
export const NAIL_SHAPES = ["Round", "Square", "Oval", "Almond", "Coffin", "Stiletto"] as const;
/** The spec names no colours, only "Other" with free text; "Other" must stay last. */
export const NAIL_POLISH_COLORS = [
  "Clear",
  "Nude",
  "Light Pink",
  "Hot Pink",
  "Red",
  "Burgundy",
  "Coral",
  "Orange",
  "Yellow",
  "Green",
  "Blue",
  "Purple",
  "Brown",
  "Gray",
  "Black",
  "White",
  "Gold",
  "Silver",
  "Other",
] as const;
export const HENNA_SIZES = ["Small", "Medium", "Large", "Extra Large"] as const;
export const HENNA_LENGTHS = ["1 hour", "2 hours", "3 hours", "4 hours"] as const;
export const HENNA_COLORS = ["Brown", "Orange-Brown", "Reddish-Brown"] as const;

// ---------------------------------------------------------------- general questions

export const PET_TYPES = ["Cat", "Dog", "Both", "Other"] as const;
export const SPECIAL_ACCOMMODATIONS = [
  "Physical Challenges",
  "Wheelchair-bound",
  "Bed-bound",
  "Other -- Please call",
] as const;

// ---------------------------------------------------------------- pros, applicants, addresses

export const SPECIALITIES = [
  "Esthetician",
  "Hair and Makeup Artist",
  "Hair Braider",
  "Digital Content Creator Hair",
  "Digital Content Creator Makeup",
  "Customer Service Agent Hair",
  "Customer Service Agent Makeup",
  "Beauty Sales - on location/activations",
  "Henna Artist",
  "Wig Specialist",
] as const;
export type Speciality = (typeof SPECIALITIES)[number];

export const CONTACT_PREFERENCES = ["Email", "Phone", "Text"] as const;

export const US_STATES = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "DC", name: "District of Columbia" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" },
] as const;
export type UsStateCode = (typeof US_STATES)[number]["code"];
export const US_STATE_CODES = US_STATES.map((state) => state.code) as [UsStateCode, ...UsStateCode[]];
