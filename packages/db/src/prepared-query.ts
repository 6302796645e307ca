// A Kysely query built and compiled once, then run many times with new values. Kysely's
// builders freeze every node they make: the rate-limit upsert costs about 40 µs of CPU to build
// and the booking insert about 70 µs, more than the rest of their request's own code. The hot
// paths that run on every request build theirs once per shape and only fill in the values.
import type { Compilable, CompiledQuery, QueryResult } from "kysely";
import { asUtcText, type Sql } from "./kysely.ts";

type Path = readonly (string | number)[];

/** Stands where a value goes while the query is built; its path says where to read the value. */
class Slot {
  constructor(readonly path: Path) {}
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  Array.isArray(value) ||
  (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype);

/** The same objects and arrays, every other value replaced by its slot. */
function slotsFor(value: unknown, path: Path = []): unknown {
  if (Array.isArray(value)) return value.map((item, index) => slotsFor(item, [...path, index]));
  if (isContainer(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, slotsFor(item, [...path, key])]));
  }
  // Kysely leaves an undefined column out of an insert or update, so it is part of the shape, not a value.
  return value === undefined ? undefined : new Slot(path);
}

/** Keys, array lengths and which values are undefined: values of one shape compile to the same SQL. */
function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(shapeOf).join(",")}]`;
  if (isContainer(value)) return `{${Object.entries(value).map(([key, item]) => `${key}:${shapeOf(item)}`)}}`;
  return value === undefined ? "u" : "";
}

function valueAt(values: unknown, path: Path): unknown {
  let value = values;
  for (const step of path) value = (value as Record<string | number, unknown>)[step];
  return value;
}

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** Each parameter's slot, or the constant the query was built with. */
  parameters: unknown[];
}

function compile<Values, Row>(sql: Sql, build: (sql: Sql, values: Values) => Compilable<Row>, values: Values) {
  const query = build(sql, slotsFor(values) as Values).compile();
  // A plain object given as one value (a JSON column) would have been taken apart into slots.
  if (query.parameters.some(isContainer)) {
    throw new Error("A prepared query's values must be single values: pass JSON as text.");
  }
  return { query, parameters: [...query.parameters] };
}

/**
 * `build` receives the values with placeholders in them and must use each value as one SQL
 * parameter, as `values()`, `set()` and comparisons do (not to decide what to build); it runs
 * once per database and shape of the values.
 * Dates are sent as UTC text, as every other Kysely query sends them.
 */
export function preparedQuery<Values extends object, Row>(build: (sql: Sql, values: Values) => Compilable<Row>) {
  const compiledByDatabase = new WeakMap<Sql, Map<string, Compiled<Row>>>();
  return async (sql: Sql, values: Values): Promise<QueryResult<Row>> => {
    let byShape = compiledByDatabase.get(sql);
    if (!byShape) {
      byShape = new Map();
      compiledByDatabase.set(sql, byShape);
    }
    const shape = shapeOf(values);
    let compiled = byShape.get(shape);
    if (!compiled) {
      compiled = compile(sql, build, values);
      byShape.set(shape, compiled);
    }
    const parameters = compiled.parameters.map((parameter) =>
      asUtcText(parameter instanceof Slot ? valueAt(values, parameter.path) : parameter),
    );
    return sql.executeQuery({ ...compiled.query, parameters });
  };
}
