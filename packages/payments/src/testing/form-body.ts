export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/**
 * Decodes Stripe's form bodies ("metadata[bookingId]=b1&expand[0]=x") into nested objects;
 * a level whose keys are all indices becomes an array. Values stay strings, as on the wire.
 */
export function decodeStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const [head = name, ...rest] = name.split("[").map((part, i) => (i === 0 ? part : part.replace(/]$/, "")));
    let level = root;
    const path = [head, ...rest];
    path.forEach((key, i) => {
      if (i === path.length - 1) {
        level[key] = value;
        return;
      }
      const next = level[key];
      if (next === undefined || typeof next === "string" || Array.isArray(next)) level[key] = {};
      level = level[key] as FormObject;
    });
  }
  return arraysFromIndexedObjects(root) as FormObject;
}

function arraysFromIndexedObjects(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysFromIndexedObjects(v)] as const);
  const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return indexed ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}
