/**
 * Rule ROLE_BRACKET_ORDER: a bracket beside an item that holds a level word and a person, group or
 * diet noun ("steak (pureed patient)", "橙汁（轻度稠组）", "bistec (dieta triturada)") is the eater's
 * order, not the item's preparation or level: its level words are set aside (roles.ts applyRoles),
 * so a named food keeps its hazards and a named drink its usual level.
 */
import { BRACKET_ORDER_WORDS } from '../lexicon/roles';
import { listedWords, normalizePattern } from './normalize';
import type { RoledEvidence, RoleSpan } from './roles';
import { hasLetter } from './chars';

/** The opening brackets (by code unit) and the one that closes each: "(", full-width "（", "[". */
const BRACKETS: readonly (readonly [number, string])[] = [
  [0x28, ')'],
  [0xff08, '）'],
  [0x5b, ']'],
];

/** The closing bracket of an opening one; read by code unit, as a one-character string per position cost a tenth of the engine's time. */
function closeOf(code: number): string | undefined {
  for (let k = 0; k < BRACKETS.length; k++) if (BRACKETS[k]![0] === code) return BRACKETS[k]![1];
  return undefined;
}

const BRACKET_OPENS = BRACKETS.map(([code]) => String.fromCharCode(code));
/** Per bracket: where it next opens in the text being read (-1: nowhere after), or UNSEARCHED. */
const nextAt = new Int32Array(BRACKETS.length);
const UNSEARCHED = -2;

/**
 * The next opening bracket at or after `from`, or -1. A function of its own: in the loop below, once a
 * text full of brackets had been read, a per-position scan was recompiled into code that allocated
 * about 80 bytes a position on every later text (bench: 170 KB a 2000-character call). An indexOf per
 * bracket, not a loop over the positions: most texts hold none, and indexOf skips them natively; each
 * bracket's next place is searched again only once passed, so a text full of brackets stays linear.
 */
function nextOpen(exact: string, from: number): number {
  let next = -1;
  for (let k = 0; k < BRACKETS.length; k++) {
    let at = nextAt[k]!;
    if (at === UNSEARCHED || (at >= 0 && at < from)) nextAt[k] = at = exact.indexOf(BRACKET_OPENS[k]!, from);
    if (at >= 0 && (next < 0 || at < next)) next = at;
  }
  return next;
}

/** The order words folded like the text; Latin words must stand alone (a trailing `*` lets an ending follow). */
const WORDS = listedWords(BRACKET_ORDER_WORDS).map((w) => ({ form: normalizePattern(w.replace(/\*$/, '')), star: w.endsWith('*') }));
const SPACED = /^[\p{Script=Latin}\p{Script=Cyrillic}]/u;

function holdsWord(inside: string): boolean {
  const text = normalizePattern(inside);
  return WORDS.some(({ form, star }) => {
    if (form === '') return false;
    for (let i = text.indexOf(form); i >= 0; i = text.indexOf(form, i + 1)) {
      if (!SPACED.test(form)) return true;
      const before = text[i - 1];
      const after = text[i + form.length];
      if ((before === undefined || !hasLetter(before)) && (star || after === undefined || !hasLetter(after))) return true;
    }
    return false;
  });
}

/** The brackets that hold a level word (a name, number or texture), no food, and an order word. */
export function bracketOrders(exact: string, evidence: readonly RoledEvidence[]): RoleSpan[] {
  const spans: RoleSpan[] = [];
  nextAt.fill(UNSEARCHED);
  for (let open = nextOpen(exact, 0); open >= 0; open = nextOpen(exact, open + 1)) {
    const close = closeOf(exact.charCodeAt(open))!;
    const end = exact.indexOf(close, open + 1);
    if (end < 0) break;
    const inside = evidence.filter((e) => e.start > open && e.start < end);
    const outside = evidence.some((e) => (e.start < open || e.start > end) && e.type === 'food');
    const level = inside.some((e) => e.type === 'explicit' || e.type === 'texture');
    if (outside && level && !inside.some((e) => e.type === 'food') && holdsWord(exact.slice(open + 1, end)))
      spans.push({ role: 'prescription', start: open, end: end + 1 });
    open = end;
  }
  return spans;
}
