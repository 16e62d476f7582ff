/**
 * The lexicon automaton's goto function as a double array (Aoe's layout) over
 * a code-unit class map: the child of state `s` along unit `u` is
 * `t = base(s) + cls[u]` when `check(t) === s`, so a step of the walk is two
 * array reads, with no hash probe and no branch on the shape of the node. A
 * unit that is in no pattern has class 0 and sends the walk straight to the
 * root. States are renumbered to their slots; `pos` maps the trie's nodes to
 * them. Built once, with the automaton, from the CodeUnitTrie's node lists.
 */
import type { CodeUnitTrie } from '../../text/trie';

export interface DoubleArray {
  /** Class of each UTF-16 code unit: 1.. for the units of the patterns, most frequent first; 0 for none. */
  cls: Uint16Array;
  /**
   * Per state (slot) s: at 2s its base, where its children's slots start; at 2s + 1 its check,
   * the state whose child it is (-1: none; slot 0 is the root's own).
   */
  table: Int32Array;
  /** Trie node -> state (slot). */
  pos: Int32Array;
}

/** Frequent units get small classes: the busy states' children then sit close together. */
function classMap(trie: CodeUnitTrie): { cls: Uint16Array; classes: number } {
  const count = new Int32Array(65536);
  const units: number[] = [];
  for (let s = 1; s < trie.count; s++) {
    const u = trie.unit[s]!;
    if (count[u]!++ === 0) units.push(u);
  }
  units.sort((a, b) => count[b]! - count[a]! || a - b);
  const cls = new Uint16Array(65536);
  for (let k = 0; k < units.length; k++) cls[units[k]!] = k + 1;
  return { cls, classes: units.length };
}

/**
 * Free slots as a union-find over "the next free slot at or after i", kept
 * as a forward distance (0: the slot is free), so a new array needs no
 * filling: a taken slot points past itself, and lookups compress their path,
 * so the placement never rescans the packed region.
 */
class Slots {
  check: Int32Array;
  base: Int32Array;
  private skip: Int32Array;

  constructor(size: number) {
    this.check = new Int32Array(size).fill(-1);
    this.base = new Int32Array(size);
    this.skip = new Int32Array(size);
  }

  /** The first free slot at or after `i` (slot 0 is the root's: never free). */
  free(i: number): number {
    let r = i;
    while (r < this.skip.length && this.skip[r] !== 0) r += this.skip[r]!;
    for (let j = i; j < r; ) {
      const k = j + this.skip[j]!;
      this.skip[j] = r - j;
      j = k;
    }
    return r;
  }

  take(slot: number, owner: number): void {
    this.reserve(slot + 1);
    this.check[slot] = owner;
    this.skip[slot] = 1;
  }

  isFree(slot: number): boolean {
    return slot >= this.check.length || this.check[slot] === -1;
  }

  /** Grows the arrays (doubling) so that `size` slots exist; the new slots are free. */
  reserve(size: number): void {
    if (size <= this.check.length) return;
    let n = this.check.length * 2;
    while (n < size) n *= 2;
    const check = new Int32Array(n).fill(-1);
    check.set(this.check);
    const base = new Int32Array(n);
    base.set(this.base);
    const skip = new Int32Array(n);
    skip.set(this.skip);
    this.check = check;
    this.base = base;
    this.skip = skip;
  }
}

/** The lowest base at which every one of the `n` classes `kids` (ascending) finds a free slot. */
function findBase(slots: Slots, kids: Int32Array, n: number): number {
  const first = kids[0]!;
  for (let f = slots.free(first); ; f = slots.free(f + 1)) {
    const b = f - first;
    let fits = true;
    for (let k = 1; k < n && fits; k++) fits = slots.isFree(b + kids[k]!);
    if (fits) return b;
  }
}

/**
 * Places the trie's nodes depth first, so that the nodes along one pattern
 * take nearby slots (a walk along a word reads neighbouring memory).
 */
export function buildDoubleArray(trie: CodeUnitTrie): DoubleArray {
  const { cls, classes } = classMap(trie);
  const slots = new Slots(trie.count + (trie.count >> 3) + classes + 1);
  slots.take(0, -1);
  const pos = new Int32Array(trie.count);
  // siblings have distinct units, so distinct classes: a node's children are sorted by class alone
  const kids = new Int32Array(classes + 1);
  const childOf = new Int32Array(classes + 1);
  const stack = new Int32Array(trie.count);
  let depth = 1;
  while (depth > 0) {
    const node = stack[--depth]!;
    let n = 0;
    for (let c = trie.firstChild[node]!; c !== 0; c = trie.nextSibling[c]!) {
      const k = cls[trie.unit[c]!]!;
      kids[n++] = k;
      childOf[k] = c;
    }
    if (n === 0) continue;
    if (n > 1) kids.subarray(0, n).sort();
    // the root keeps base 0: its children are the class numbers themselves
    const b = node === 0 ? 0 : findBase(slots, kids, n);
    const state = pos[node]!;
    slots.base[state] = b;
    for (let k = 0; k < n; k++) {
      slots.take(b + kids[k]!, state);
      pos[childOf[kids[k]!]!] = b + kids[k]!;
    }
    for (let k = n - 1; k >= 0; k--) stack[depth++] = childOf[kids[k]!]!;
  }
  slots.check[0] = -1;
  return { cls, table: interleaved(slots, classes), pos };
}

/**
 * Base and check of each slot side by side (table[2s], table[2s + 1]): a step reads the check of
 * its target, then, on the next character, the target's base from the same cache line. Cut after
 * the last slot used, yet long enough that every read base + class stays inside.
 */
function interleaved(slots: Slots, classes: number): Int32Array {
  let size = classes + 1;
  for (let s = 0; s < slots.check.length; s++) if (slots.check[s] !== -1) size = Math.max(size, s + 1, slots.base[s]! + classes + 1);
  slots.reserve(size);
  const table = new Int32Array(2 * size);
  for (let s = 0; s < size; s++) {
    table[2 * s] = slots.base[s]!;
    table[2 * s + 1] = slots.check[s]!;
  }
  return table;
}
