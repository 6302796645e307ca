// Invalid inputs for a tRPC procedure, generated from its own input schema: hostile values of
// every type, the schema's fields filled with them, and a best-effort valid input with one
// field broken. Only what the schema refuses (after the superjson round trip the browser's
// request makes) is kept, so a procedure whose fields are all optional is never sent an input
// it would accept and act on.
import fc from "fast-check";
import superjson from "superjson";

type StandardResult = { issues?: readonly unknown[] };
/** Standard Schema, which zod 4 implements: the one part of a tRPC input parser checked here. */
interface StandardSchema {
  "~standard": { validate(value: unknown): StandardResult | Promise<StandardResult> };
}

/** zod 4's description of a schema (`_zod.def`); only what it takes to build a valid value. */
interface ZodDefinition {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  element?: unknown;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  options?: readonly unknown[];
}

const isStandardSchema = (value: unknown): value is StandardSchema =>
  (typeof value === "object" || typeof value === "function") && value !== null && "~standard" in value;

const zodDefinition = (schema: unknown): ZodDefinition | undefined =>
  (schema as { _zod?: { def?: ZodDefinition } } | null)?._zod?.def;

function accepts(schema: StandardSchema, value: unknown): boolean {
  const result = schema["~standard"].validate(value);
  if (result instanceof Promise) throw new Error("Asynchronous input schemas are not supported here");
  return !result.issues;
}

export const INJECTION_STRINGS = [
  "' OR 1=1 --",
  '\'; DROP TABLE "User"; --',
  '" OR ""="',
  "1; SELECT pg_sleep(5)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as written
  "${7*7}",
  "../../../../etc/passwd",
  "%00",
  "\u0000",
  "\u202e",
  "NaN",
  "null",
  "undefined",
  "UNKNOWN_ENUM_VALUE",
];

const hugeString = fc
  .tuple(fc.constantFrom("A", "é", "🙂", "' OR 1=1 --", "<script>"), fc.integer({ min: 300, max: 70_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

const hostileString = fc.oneof(
  fc.constantFrom(...INJECTION_STRINGS, "", " ", "\t\n"),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  hugeString,
);

const hostileNumber = fc.oneof(
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1, -0, 0.5, -(2 ** 31), 2 ** 53 + 2),
  fc.double(),
  fc.integer({ min: -1_000_000_000, max: -1 }),
  fc.bigInt(),
);

const hostileLeaf = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, undefined, true, false),
  fc.date({ noInvalidDate: true }),
);

/** Keys that look like mass assignment or operator injection, besides arbitrary ones. */
const hostileKey = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom("constructor", "prototype", "toString", "$where", "$gt", "id", "role", "isAdmin", "userId"),
);

/** Any value at all, leaning towards the kinds that break parsers: nested objects and arrays included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileLeaf },
  {
    weight: 1,
    arbitrary: fc.anything({
      key: hostileKey,
      values: [hostileLeaf],
      maxDepth: 3,
      maxKeys: 5,
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withSparseArray: true,
    }),
  },
);

/** Values that satisfy the common field rules (e-mail, dates, times, phone, ZIP, ids, counts). */
const CANDIDATES: unknown[] = [
  "ada@example.com",
  "2031-03-14",
  "1990-05-17",
  "11:00",
  "617-555-0100",
  "02108",
  "acct_1234abcd",
  "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
  "correct horse battery",
  "Ada",
  2,
  5,
  // A browser's push subscription: its endpoint, its P-256 key (87 characters) and auth secret (22).
  "https://push.example.com/send/6f1c2a9e",
  `B${"A".repeat(86)}`,
  "AAAAAAAAAAAAAAAAAAAAAA",
  // A site image's place.
  "hero",
];

/**
 * A value the schema probably accepts, read from its definition and checked against it.
 * Cross-field rules (equal passwords, a start before an end) may still refuse the whole; it
 * only has to be close to valid, so that breaking one field reaches the deeper rules.
 */
export function sampleValid(schema: unknown): unknown {
  const def = zodDefinition(schema);
  if (def?.type === "object") {
    return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, sampleValid(field)]));
  }
  if (def?.type === "array") return [sampleValid(def.element)];
  const guess = guessFrom(def);
  if (!isStandardSchema(schema)) return guess;
  return [guess, ...CANDIDATES].find((candidate) => accepts(schema, candidate)) ?? guess;
}

function guessFrom(def: ZodDefinition | undefined): unknown {
  switch (def?.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
      return sampleValid(def.innerType);
    case "pipe":
      return sampleValid(def.in);
    case "union":
      return sampleValid(def.options?.[0]);
    case "enum":
      return Object.values(def.entries ?? {})[0];
    case "literal":
      return def.values?.[0];
    case "record":
      return {};
    case "boolean":
      return true;
    case "number":
      return 1;
    default:
      return undefined;
  }
}

type Path = (string | number)[];

/** Every place in a value: the value itself, each key of an object and each item of an array, recursively. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== "object") return [prefix];
  const entries: [string | number, unknown][] = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
}

const valueAt = (value: unknown, path: Path) =>
  path.reduce<unknown>((current, key) => (current as Record<string | number, unknown>)[key], value);

const REMOVE = Symbol("remove the field");

function withReplaced(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1] as string | number;
  if (replacement === REMOVE) delete parent[key];
  else parent[key] = replacement;
  return copy;
}

/** Values one step away from a valid one: an unknown enum member, the wrong case, too long, the wrong type. */
function nearMisses(value: unknown): unknown[] {
  if (typeof value === "string") {
    return [
      `${value}_UNKNOWN`,
      value.toLowerCase(),
      value.toUpperCase(),
      value.slice(1),
      `${value}' OR 1=1 --`,
      `<script>${value}</script>`,
      value.repeat(Math.ceil(5_000 / Math.max(value.length, 1))),
      [value],
      { value },
    ];
  }
  if (typeof value === "number") return [-value, value + 0.5, value * 1e12, 0, Number.NaN, String(value), [value]];
  if (typeof value === "boolean") return [String(value), Number(value), null, [value]];
  if (Array.isArray(value)) return [value[0], Array(1_000).fill(value[0]), { ...value }];
  if (value !== null && typeof value === "object") return [[value], Object.values(value), JSON.stringify(value)];
  return [];
}

/** A best-effort valid input with one place replaced (by a hostile value or a near miss) or removed. */
function oneFieldBroken(sample: unknown): fc.Arbitrary<unknown> {
  return fc.constantFrom(...pathsOf(sample)).chain((path) => {
    const misses = nearMisses(valueAt(sample, path));
    const replacements = [hostileValue, fc.constant(REMOVE), ...(misses.length ? [fc.constantFrom(...misses)] : [])];
    return fc.oneof(...replacements).map((replacement) => withReplaced(sample, path, replacement));
  });
}

/** The schema's own keys, each present or not, holding hostile values, plus hostile extra keys. */
function hostileFields(sample: unknown): fc.Arbitrary<unknown>[] {
  if (sample === null || typeof sample !== "object" || Array.isArray(sample)) return [];
  const fields = Object.fromEntries(Object.keys(sample).map((key) => [key, hostileValue]));
  return [
    fc
      .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 }))
      .map(([known, extra]) => ({ ...extra, ...known })),
  ];
}

/** What the server reads after the browser's superjson round trip; null when superjson cannot send it. */
function asReceived(value: unknown): { value: unknown } | null {
  try {
    return { value: superjson.deserialize(JSON.parse(JSON.stringify(superjson.serialize(value)))) };
  } catch {
    return null;
  }
}

function standardSchemas(parsers: readonly unknown[]): StandardSchema[] {
  const schemas = parsers.filter(isStandardSchema);
  if (schemas.length === 0 || schemas.length !== parsers.length) {
    throw new Error("Invalid inputs are generated only for input parsers that implement Standard Schema");
  }
  return schemas;
}

/** Whether every parser accepts the sample that one-field breakage starts from. */
export function sampleIsValid(parsers: readonly unknown[]): boolean {
  const schemas = standardSchemas(parsers);
  const sample = sampleValid(schemas[0]);
  return schemas.every((schema) => accepts(schema, sample));
}

/** Inputs that at least one of the procedure's input parsers refuses. */
export function invalidInputs(parsers: readonly unknown[]): fc.Arbitrary<unknown> {
  const schemas = standardSchemas(parsers);
  const sample = sampleValid(schemas[0]);
  return fc
    .oneof(
      { weight: 1, arbitrary: hostileValue },
      { weight: 2, arbitrary: oneFieldBroken(sample) },
      ...hostileFields(sample).map((arbitrary) => ({ weight: 1, arbitrary })),
    )
    .map(asReceived)
    .filter((received) => received !== null && schemas.some((schema) => !accepts(schema, received.value)))
    .map((received) => received?.value);
}
