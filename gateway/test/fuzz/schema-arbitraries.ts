/**
 * fast-check arbitraries from the OpenAPI document's JSON schemas (which the zod contracts
 * generate). zod-fast-check would derive them from the zod schemas directly, but it supports
 * zod 3 and fast-check 3 only (peer ranges `zod ^3.18`, `fast-check <4`), and this project is on
 * zod 4 and fast-check 4; the JSON schemas are the same contracts, already in the document.
 *
 * `validOf` follows the schema (types, enums, bounds, required keys); `invalidOf` breaks it the
 * ways clients do: wrong types, missing fields, huge strings, odd Unicode, Arabic digits,
 * negative and enormous numbers, unknown keys.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const toArabicDigits = (n: number) => String(n).replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)]!);

/** Strings people and scrapers send: Arabic, mixed scripts, control and zero-width characters, emoji. */
export const oddText = fc.oneof(
  fc.constantFrom('', ' ', 'جامعة القاهرة', 'كلية الطب ١٢٣', '\u200f\u200e', '\u0000', 'a\u0301', '🎓📚', '𝕯𝖆𝖑𝖎𝖑', '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', '%00', '\ud800', 'ﷺ', 'NaN', 'null', '-0', '1e309'),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

function numberOf(schema: JsonSchema, integer: boolean) {
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1_000_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : 1_000_000;
  const lo = Math.max(min, -1_000_000_000);
  const hi = Math.min(max, 1_000_000_000);
  return integer ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }) : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254));
    case 'uri':
    case 'url':
      return fc.webUrl({ validSchemes: ['https'] });
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot invert: plain strings (the server judges them).
    }
  }
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
}

/** Values the schema accepts. */
export function validOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validOf(v, depth + 1)));
  if (schema.allOf?.length) return validOf(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const nullable = (arb: fc.Arbitrary<unknown>) => (schema.nullable ? fc.option(arb, { nil: null }) : arb);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return nullable(stringOf(schema));
    case 'integer':
      return nullable(numberOf(schema, true));
    case 'number':
      return nullable(numberOf(schema, false));
    case 'boolean':
      return nullable(fc.boolean());
    case 'array':
      return nullable(fc.array(validOf(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)) }));
    case 'object':
    case undefined: {
      if (!schema.properties) return nullable(type === 'object' ? fc.constant({}) : fc.anything({ maxDepth: 1 }));
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(schema.properties)) record[key] = validOf(property, depth + 1);
      return nullable(fc.record(record, { requiredKeys: [...required].filter((k) => k in record) }));
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** A value of the wrong kind for any schema. */
const wrongValue = fc.oneof(
  oddText,
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(-1, 0, -(2 ** 31), 2 ** 53, 1e308, -1e308, 0.5),
  fc.integer({ min: 0, max: 99_999 }).map(toArabicDigits),
  fc.constant('x'.repeat(10_000)),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** An object the schema refuses: a field missing, of the wrong type, or an unknown key. */
export function invalidOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const properties = Object.keys(schema?.properties ?? {});
  if (!properties.length) return fc.oneof(wrongValue, fc.record({ unexpected: wrongValue }));
  return fc.oneof(
    wrongValue,
    // One field replaced by a value of the wrong kind.
    fc.tuple(validOf(schema), fc.constantFrom(...properties), wrongValue).map(([value, key, wrong]) => ({ ...(value as object), [key]: wrong })),
    // One required field left out.
    fc.tuple(validOf(schema), fc.constantFrom(...(schema?.required?.length ? schema.required : properties))).map(([value, key]) => {
      const copy = { ...(value as Record<string, unknown>) };
      delete copy[key];
      return copy;
    }),
    // An unknown key beside valid ones.
    fc.tuple(validOf(schema), fc.string({ minLength: 1, maxLength: 12 }), wrongValue).map(([value, key, wrong]) => ({ ...(value as object), [`x-${key}`]: wrong })),
  );
}

/** A path or query value: valid for its schema, or text no schema expects. */
export function parameterValue(schema: JsonSchema | undefined, valid: boolean): fc.Arbitrary<string> {
  const arb = valid ? validOf(schema) : fc.oneof(oddText, fc.integer({ min: 0, max: 99_999 }).map(toArabicDigits), fc.constantFrom('-1', '1e309', '99999999999999999999', 'x'.repeat(3_000)));
  return arb.map((v) => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)));
}
