/**
 * The API contract, checked on every answer the API suite sees: a JSON answer of a documented route, method and
 * status must match the schema docs/openapi.yaml gives for it (issue 50, item 4). `call()` runs the check, so every
 * API test is also a contract test; tests/api/openapi.test.ts adds the routes' methods, statuses and request schemas.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";

type Schema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const root = path.resolve(__dirname, "../..");
export const doc = load(readFileSync(path.join(root, "docs/openapi.yaml"), "utf8")) as Schema;

export function resolveRef(schema: Schema): Schema {
  let s = schema;
  while (s && s.$ref) {
    const parts = String(s.$ref).replace(/^#\//, "").split("/");
    s = parts.reduce((acc: Schema, p) => acc[p], doc);
  }
  return s;
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

const fits = (value: unknown, type: string) => typeOf(value) === type || (type === "number" && typeOf(value) === "integer");

/** A small JSON Schema checker: the keywords docs/openapi.yaml uses. Returns what does not match, by JSON path. */
export function validate(value: unknown, schema: Schema, at = "$"): string[] {
  const s = resolveRef(schema);
  if (!s || typeof s !== "object") return [];
  const errors: string[] = [];
  if (s.allOf) for (const part of s.allOf) errors.push(...validate(value, part, at));
  if (s.oneOf || s.anyOf) {
    const options: Schema[] = s.oneOf ?? s.anyOf;
    const matching = options.filter((o) => validate(value, o, at).length === 0).length;
    if (matching === 0) errors.push(`${at}: matches none of ${options.length} forms (${validate(value, options[0], at)[0] ?? ""})`);
  }
  if (s.const !== undefined && value !== s.const) errors.push(`${at}: expected ${JSON.stringify(s.const)}`);
  if (s.enum && !s.enum.includes(value)) errors.push(`${at}: ${JSON.stringify(value)} not in enum`);
  const types: string[] | undefined = s.type === undefined ? (s.properties ? ["object"] : undefined) : [s.type].flat();
  if (types && !types.some((t) => fits(value, t))) return [...errors, `${at}: expected ${types.join(" or ")}, got ${typeOf(value)}`];
  if (typeOf(value) === "object" && (s.properties || s.required || s.additionalProperties !== undefined)) {
    const obj = value as Record<string, unknown>;
    for (const key of s.required ?? []) if (!(key in obj)) errors.push(`${at}.${key}: required`);
    for (const [key, v] of Object.entries(obj)) {
      if (s.properties?.[key]) errors.push(...validate(v, s.properties[key], `${at}.${key}`));
      else if (s.additionalProperties === false) errors.push(`${at}.${key}: not documented`);
      else if (typeof s.additionalProperties === "object") errors.push(...validate(v, s.additionalProperties, `${at}.${key}`));
    }
  }
  if (Array.isArray(value) && s.items) value.forEach((v, i) => errors.push(...validate(v, s.items, `${at}[${i}]`)));
  if (typeof value === "string" && s.pattern && !new RegExp(s.pattern).test(value)) errors.push(`${at}: does not match ${s.pattern}`);
  if (typeof value === "string" && s.maxLength !== undefined && [...value].length > s.maxLength) errors.push(`${at}: longer than ${s.maxLength}`);
  if (typeof value === "string" && s.minLength !== undefined && [...value].length < s.minLength) errors.push(`${at}: shorter than ${s.minLength}`);
  if (typeof value === "number" && s.minimum !== undefined && value < s.minimum) errors.push(`${at}: less than ${s.minimum}`);
  if (typeof value === "number" && s.maximum !== undefined && value > s.maximum) errors.push(`${at}: more than ${s.maximum}`);
  if (typeof value === "number" && s.multipleOf !== undefined && Math.abs(Math.round(value / s.multipleOf) * s.multipleOf - value) > 1e-9)
    errors.push(`${at}: not a multiple of ${s.multipleOf}`);
  if (Array.isArray(value) && s.minItems !== undefined && value.length < s.minItems) errors.push(`${at}: fewer than ${s.minItems} items`);
  if (Array.isArray(value) && s.maxItems !== undefined && value.length > s.maxItems) errors.push(`${at}: more than ${s.maxItems} items`);
  return errors;
}

/** The documented paths as patterns, most specific first (a literal segment before a `{param}`). */
const routes = Object.keys(doc.paths)
  .map((p) => ({ path: p, re: new RegExp(`^${p.replace(/\{\w+\}/g, "[^/]+")}$`), params: (p.match(/\{/g) ?? []).length }))
  .sort((a, b) => a.params - b.params);

/** The documented path a concrete path is an instance of (`/api/orders/KPW-2026-0001` → `/api/orders/{reference}`). */
export function documentedPath(pathname: string): string | undefined {
  const bare = pathname.split("?")[0];
  return routes.find((r) => r.re.test(bare))?.path;
}

/** The JSON schema documented for this answer, if the route, method and status are documented with one. */
export function answerSchema(apiPath: string, method: string, status: number): Schema | undefined {
  const op = doc.paths[apiPath]?.[method.toLowerCase()];
  const res = op?.responses?.[String(status)];
  return res ? resolveRef(res)?.content?.["application/json"]?.schema : undefined;
}

/**
 * What in this answer the contract does not allow ([] when it matches or nothing is documented for it).
 * Error answers (4xx, 5xx) are checked too: their shapes are documented once, in components.responses.
 */
export function contractErrors(method: string, pathname: string, status: number, json: unknown): string[] {
  const apiPath = documentedPath(pathname);
  if (!apiPath) return [];
  const schema = answerSchema(apiPath, method, status);
  return schema ? validate(json, schema) : [];
}
