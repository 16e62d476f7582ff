/**
 * The lexicon automaton's goto function as a double array (Aoe's layout) over
 * a code-unit class map: the child of state `s` along unit `u` is
 * `t = base[s] + cls[u]` when `check[t] === s`, so a step of the walk is two
 * array reads, with no hash probe and no branch on the shape of the node. A
 * unit that is in no pattern has class 0 and sends the walk straight to the
 * root. States are renumbered to their slots; `pos` maps the trie's nodes to
 * them. Built once at module load from the frozen CodeUnitTrie.
 */
import type { CodeUnitTrie } from '../../text/trie';

export interface DoubleArray {
  /** Class of each UTF-16 code unit: 1.. for the units of the patterns, most frequent first; 0 for none. */
  cls: Uint16Array;
  /** Per state (slot): where its children's slots start. */
  base: Int32Array;
  /** Per slot: the state whose child it is (-1: free). Slot 0 is the root's own. */
  check: Int32Array;
  /** Trie node -> state (slot). */
  pos: Int32Array;
}

/** Frequent units get small classes: the busy states' children then sit close together. */
function classMap(trie: CodeUnitTrie): { cls: Uint16Array; classes: number } {
  const count = new Int32Array(65536);
  for (let s = 1; s < trie.count; s++) count[trie.unit[s]!]!++;
  const units: number[] = [];
  for (let u = 0; u < 65536; u++) if (count[u]! > 0) units.push(u);
  units.sort((a, b) => count[b]! - count[a]! || a - b);
  const cls = new Uint16Array(65536);
  for (let k = 0; k < units.length; k++) cls[units[k]!] = k + 1;
  return { cls, classes: units.length };
}

function identity(n: number): Int32Array {
  const a = new Int32Array(n);
  for (let i = 0; i < n; i++) a[i] = i;
  return a;
}

/**
 * Free slots as a union-find over "the next free slot at or after i": a
 * taken slot points past itself, and lookups compress their path, so the
 * placement never rescans the packed region.
 */
class Slots {
  check: Int32Array;
  base: Int32Array;
  private next: Int32Array;

  constructor(size: number) {
    this.check = new Int32Array(size).fill(-1);
    this.base = new Int32Array(size);
    this.next = identity(size + 1);
  }

  /** The first free slot at or after `i` (slot 0 is the root's: never free). */
  free(i: number): number {
    this.reserve(i + 1);
    let r = i;
    while (this.next[r] !== r) r = this.next[r]!;
    for (let j = i; this.next[j] !== r; ) {
      const k = this.next[j]!;
      this.next[j] = r;
      j = k;
    }
    if (r === this.check.length) {
      this.reserve(r + 1);
      return this.free(r);
    }
    return r;
  }

  take(slot: number, owner: number): void {
    this.reserve(slot + 1);
    this.check[slot] = owner;
    this.next[slot] = slot + 1;
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
    const next = identity(n + 1);
    next.set(this.next.subarray(0, this.check.length));
    this.check = check;
    this.base = base;
    this.next = next;
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
  const slots = new Slots(Math.max(16, trie.count + (trie.count >> 1) + classes + 1));
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
  return { cls, ...trimmed(slots, classes), pos };
}

/** The slot arrays cut after the last slot used, yet long enough that every read base[s] + class stays inside. */
function trimmed(slots: Slots, classes: number): { base: Int32Array; check: Int32Array } {
  let size = classes + 1;
  for (let s = 0; s < slots.check.length; s++) if (slots.check[s] !== -1) size = Math.max(size, s + 1, slots.base[s]! + classes + 1);
  slots.reserve(size);
  return { base: slots.base.slice(0, size), check: slots.check.slice(0, size) };
}
