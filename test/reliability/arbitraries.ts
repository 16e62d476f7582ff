/**
 * Hostile inputs for the reliability properties: strings a client can send
 * (lone surrogates, control characters, 10 000-character runs, prototype
 * keys) and raw JSON texts that JSON.stringify cannot produce (1e309, -0,
 * duplicate keys, deep nesting).
 */
import fc from 'fast-check';
import { RESPONSE_LANGUAGES } from '../../shared/languages';

/** Keys that reach for an object's prototype. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const control = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
const special = fc.constantFrom(
  '\u0000',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u200d',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\u202e', // right-to-left override
  '\u0301', // a combining accent with nothing to combine with
  '"',
  '\\',
  '/',
  '<',
  '>',
  '&',
  "'",
  '`',
  '%',
  '$',
  '{',
  '}',
  '[',
  ']',
  '(',
  ')',
  '|',
  '*',
  '+',
  '?',
  '.',
  '^',
  '😀',
  '👩🏽‍⚕️',
  '𠀀',
  '水',
  '粥',
  'ă',
  'ไ',
  'ệ',
);
/** One character (or one surrogate half) of the kinds above, or any code point. */
export const nastyChar = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: special },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: control },
  { weight: 2, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz 0123456789,.-') },
);

/** Words the engines know, so long runs are made of tokens a matcher really tries. */
const tokens = fc.constantFrom(
  'thick ',
  'thin ',
  'puree ',
  'minced ',
  '4mm ',
  '10 ml ',
  '1.5 cm',
  'cough ',
  'choking ',
  'water',
  'level 5 ',
  'IDDSI ',
  '糊',
  '碎',
  '水',
  'とろみ',
  '((',
  '))',
  '--',
  '...',
  ',,',
  '11111',
  '__proto__',
  'aaaa',
  '\t\n',
  '  ',
);

/** Strings of every awkward kind, from empty to 10 000 code units. */
export const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: nastyChar, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.oneof(tokens, fc.string({ unit: nastyChar, minLength: 1, maxLength: 4 })), fc.integer({ min: 1, max: 10_000 }))
      .map(([t, n]) => t.repeat(Math.ceil(n / t.length)).slice(0, n)),
  },
);

/** Numbers as JSON text, including ones JSON.stringify never writes. */
export const rawNumber = fc.oneof(
  fc.constantFrom(
    '1e309',
    '-1e309',
    '1e-400',
    '-0',
    '0.0',
    '7.0',
    '7.5',
    '130.0',
    '130.00000000000001',
    '129.99999999999999',
    '9007199254740993',
    '1E2',
    '-1',
    '0',
    '8',
    '131',
    '2000',
    '2001',
    '1e21',
    '-2147483649',
    '4294967296',
  ),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => String(n)),
);

export const jsonString = nastyString.map((s) => JSON.stringify(s));

/** A JSON key: a field an endpoint reads, a prototype key, or anything. */
export function keyArb(fields: readonly string[]) {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...fields, ...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: nastyString.filter((s) => s.length < 200) },
  );
}

/** Any JSON text (as sent over the wire) whose objects use `fields` often. */
export function jsonText(fields: readonly string[] = []) {
  const key = keyArb(fields.length > 0 ? fields : ['a']);
  const { value } = fc.letrec<{ value: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom('null', 'true', 'false'),
      rawNumber,
      jsonString,
      fc.array(tie('value'), { maxLength: 5 }).map((xs) => `[${xs.join(',')}]`),
      fc
        .array(fc.tuple(key, tie('value')), { maxLength: 6 })
        .map((kvs) => `{${kvs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    ),
  }));
  return value;
}

/** A JSON object text with the endpoint's fields, each valid, edgy or arbitrary. */
export function objectText(fields: Record<string, fc.Arbitrary<string>>) {
  const names = Object.keys(fields);
  const anyValue = jsonText(names);
  const entries = names.map((name) =>
    fc.option(
      fc.oneof({ weight: 3, arbitrary: fields[name]! }, { weight: 1, arbitrary: anyValue }).map((v) => `${JSON.stringify(name)}:${v}`),
      { freq: 4 },
    ),
  );
  const extra = fc.array(
    fc.tuple(keyArb(names), anyValue).map(([k, v]) => `${JSON.stringify(k)}:${v}`),
    { maxLength: 3 },
  );
  return fc
    .tuple(fc.tuple(...entries), extra)
    .map(([own, more]) => `{${[...own.filter((e): e is string => e !== null), ...more].join(',')}}`);
}

/** A string of non-blank characters whose trimmed length is exactly `n` (BMP, no surrogates). */
export function solidString(n: number, seed = 0): string {
  const alphabet = 'aéü水zq7-粥ไ';
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[(i * 7 + seed) % alphabet.length];
  return s;
}

const str = (min: number, max: number) =>
  fc
    .oneof(
      fc.string({ unit: nastyChar, minLength: min, maxLength: Math.min(max, 60) }),
      fc.integer({ min, max }).map((n) => solidString(n)),
    )
    .map((s) => JSON.stringify(s));
const int = (min: number, max: number) => fc.integer({ min, max }).map(String);
const oneOf = (values: readonly string[]) => fc.constantFrom(...values).map((v) => JSON.stringify(v));

/** Per endpoint: the fields the spec names (and our extensions), with in-bounds JSON values. */
export const FIELDS = {
  classify: { text: str(3, 2000), language: oneOf(RESPONSE_LANGUAGES) },
  screen: {
    symptoms: str(5, 3000),
    age: int(0, 130),
    diagnosis: str(0, 1000),
    language: oneOf(RESPONSE_LANGUAGES),
    eat10: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 10, maxLength: 10 }).map((a) => JSON.stringify(a)),
  },
  batch: {
    meal: fc
      .array(
        fc.record({
          item: fc.string({ unit: nastyChar, minLength: 1, maxLength: 200 }),
          portion: fc.option(fc.string({ unit: nastyChar, maxLength: 200 }), { nil: undefined }),
        }),
        { minLength: 1, maxLength: 20 },
      )
      .map((m) => JSON.stringify(m)),
    resident_iddsi_level: int(0, 7),
    resident_drink_level: int(0, 4),
    language: oneOf(RESPONSE_LANGUAGES),
  },
  qa: { question: str(3, 1000), language: oneOf(RESPONSE_LANGUAGES), top_k: int(1, 10) },
  imageJson: {
    image_base64: fc
      .oneof(
        fc.base64String({ maxLength: 400 }),
        jsonString.map((s) => JSON.parse(s) as string),
      )
      .map((s) => JSON.stringify(s)),
    image_type: oneOf(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'text/plain', '']),
    s3_key: str(1, 1024),
    language: oneOf(RESPONSE_LANGUAGES),
    description: str(0, 2000),
  },
  uploadUrl: { content_type: oneOf(['image/jpeg', 'image/png', 'image/webp', 'image/gif']) },
} satisfies Record<string, Record<string, fc.Arbitrary<string>>>;

/** A JSON text nested `depth` levels deep, as arrays or objects. */
export function deepJson(depth: number, kind: 'array' | 'object', key = 'text'): string {
  const open = kind === 'array' ? '[' : `{"${key}":`;
  const close = kind === 'array' ? ']' : '}';
  return `${open.repeat(depth)}${kind === 'array' ? '' : '1'}${close.repeat(depth)}`;
}
