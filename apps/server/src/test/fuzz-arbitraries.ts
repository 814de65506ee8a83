import fc from 'fast-check';

/** A JSON Schema as the OpenAPI document holds it (the subset the zod contracts produce). */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
};

/** Placeholder for JSON nested this deep, written out by `toJsonText` (JSON.stringify itself overflows the stack on it). */
export class Deep {
  constructor(readonly depth: number) {}
}

const DEEP_TOKEN = '\u0001deep:';
/** JSON text of `value`, with each `Deep` written out as arrays nested that deep. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Deep ? `${DEEP_TOKEN}${v.depth}` : v)) ?? 'null';
  return text.replace(/"\\u0001deep:(\d+)"/gu, (_m, n: string) => `${'['.repeat(Number(n))}${']'.repeat(Number(n))}`);
}

/** `value` with the `pick`-th of its nested members (any depth, in document order, modulo their count) replaced by `bad`; with no members, `bad` itself. */
export function replaceNested(value: unknown, pick: number, bad: unknown): unknown {
  const slots: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v))
      v.forEach((item, i) => {
        slots.push({ parent: v, key: i });
        walk(item);
      });
    else if (v && typeof v === 'object')
      for (const [k, item] of Object.entries(v)) {
        slots.push({ parent: v as Record<string, unknown>, key: k });
        walk(item);
      }
  };
  const copy = structuredClone(value);
  walk(copy);
  if (slots.length === 0) return bad;
  const slot = slots[pick % slots.length]!;
  (slot.parent as Record<string | number, unknown>)[slot.key] = bad;
  return copy;
}

const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Strings a careless server chokes on: NUL, lone surrogates, RTL and invisible marks, look-alikes, huge and empty ones, near-ids. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\uDBFF\uDBFF',
    '\u202Eevil\u202C',
    '\u200F\u200Babc\uFEFF',
    'ＡＢＣ．．／',
    '../../../etc/passwd',
    '%00%2e%2e%2f',
    '%ED%A0%80',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '{{7*7}}${7*7}',
    '',
    ' ',
    '\r\n\t',
    'null',
    'NaN',
    '-1',
    '1e-320',
    '1e999',
    '9'.repeat(400),
    '0'.repeat(36),
    'a'.repeat(36),
    '-'.repeat(36),
    '00000000-0000-0000-0000-00000000000g',
    '😀'.repeat(50),
    'आरव',
    MEGABYTE,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\uD800', '\uDC00', '\u202E', 'a', '.', '/', '%', '\\'), maxLength: 12 }),
);

/** Numbers no field means: denormals, huge, past the exact integers, past int4, negative zero, fractions where integers go. */
export const hostileNumber: fc.Arbitrary<number> = fc.constantFrom(
  1e-320,
  -5e-324,
  1e-40,
  1e308,
  -1e308,
  2 ** 53 + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  -0,
  -1,
  0.5,
  1e21,
  123456789.123,
);

/** Any value of a wrong or hostile kind, including JSON nested 5,000 deep. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '\u0000': 1 }, { __proto__: { admin: true } }) },
  { weight: 1, arbitrary: fc.constantFrom(new Deep(70), new Deep(5000)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

export interface ArbitraryContext {
  /** components.schemas of the OpenAPI document, for $ref. */
  components: Record<string, JsonSchema>;
  /** Real values (ids, codes) mixed into strings, so calls get past "not found". */
  known: string[];
}

/** Values of `schema` (mostly valid; lengths and sizes kept small), recursion cut at depth 6. */
export function arbitraryOf(schema: JsonSchema | undefined, ctx: ArbitraryContext, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.$ref) return arbitraryOf(ctx.components[schema.$ref.split('/').pop()!], ctx, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => arbitraryOf(s, ctx, depth + 1)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], ctx, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, ctx, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
      return fc.oneof(fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }), fc.constantFrom(min, max));
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'string':
      return stringOf(schema, ctx);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(arbitraryOf(schema.items ?? {}, ctx, depth + 1), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)) });
    }
    case 'object': {
      const props = schema.properties ?? {};
      const shape = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, arbitraryOf(s, ctx, depth + 1)]));
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(schema: JsonSchema, ctx: ArbitraryContext): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  const options: fc.Arbitrary<string>[] = [];
  if (schema.format === 'uuid') options.push(fc.uuid({ version: 7 }));
  else if (schema.format === 'uri') options.push(fc.webUrl());
  else if (schema.format === 'email') options.push(fc.emailAddress());
  else if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((s) => s.length <= (schema.maxLength ?? Infinity)));
    } catch {
      /* a pattern fast-check cannot generate from: plain strings below */
    }
  }
  if (options.length === 0) options.push(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
  const known = ctx.known.filter((k) => fits(schema, k));
  // Real ids and codes that fit the field, as often as invented strings, so calls get past "not found".
  if (known.length > 0) return fc.oneof(fc.oneof(...options), fc.constantFrom(...known));
  return fc.oneof(...options);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** Whether a string meets a string schema's length, format and pattern. */
function fits(schema: JsonSchema, value: string): boolean {
  if (value.length < (schema.minLength ?? 0) || value.length > (schema.maxLength ?? Infinity)) return false;
  if (schema.format === 'uuid' && !UUID.test(value)) return false;
  if (schema.format === 'uri' && !URL.canParse(value)) return false;
  try {
    return !schema.pattern || new RegExp(schema.pattern, 'u').test(value);
  } catch {
    return true;
  }
}
