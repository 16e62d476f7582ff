/**
 * The compiled core of the pattern matchers (the IDDSI text engine's
 * Aho-Corasick automaton, shared/iddsi/text/matcher.ts, and the aspiration
 * screen's leftmost-longest scanner, shared/aspiration/matcher.ts): a trie of
 * UTF-16 code-unit strings in flat typed arrays, so ten thousand patterns
 * allocate no object per character at cold start and a step of the walk
 * allocates nothing. Each matcher keeps what it adds on top (fail links and
 * output lists; per-node terms and word boundaries).
 *
 * While patterns are inserted, a node's children are a first-child /
 * next-sibling list (the root's a flat table by code unit: it has hundreds).
 * freeze() then lays the trie out for walking: most nodes below the root
 * continue one pattern, and were numbered one after another when it was
 * inserted, so each keeps its only child beside it (a walk along a pattern
 * reads neighbouring memory); the edges of branching nodes go to a hash table
 * of their own.
 */

/**
 * Transitions (state, code unit) -> next state as one open-addressing hash
 * table of int32 arrays: no boxed keys, no allocation on a lookup. Sized once
 * and kept at most a third full, so probes stay short. 0 means "no
 * transition" (the root is never a target).
 */
class TransitionTable {
  private readonly states: Int32Array;
  private readonly units: Uint16Array;
  private readonly next: Int32Array;
  private readonly shift: number;
  private readonly mask: number;

  constructor(maxEntries: number) {
    let bits = 4;
    while (1 << bits < maxEntries * 3) bits++;
    const size = 1 << bits;
    this.shift = 32 - bits;
    this.mask = size - 1;
    this.states = new Int32Array(size).fill(-1);
    this.units = new Uint16Array(size);
    this.next = new Int32Array(size);
  }

  private slot(state: number, unit: number): number {
    return (Math.imul(state, 0x9e3779b1) ^ Math.imul(unit, 0x85ebca77)) >>> this.shift;
  }

  get(state: number, unit: number): number {
    let h = this.slot(state, unit);
    for (;;) {
      const s = this.states[h]!;
      if (s === -1) return 0;
      if (s === state && this.units[h] === unit) return this.next[h]!;
      h = (h + 1) & this.mask;
    }
  }

  /** Adds a transition that is not in the table yet. */
  add(state: number, unit: number, to: number): void {
    let h = this.slot(state, unit);
    while (this.states[h] !== -1) h = (h + 1) & this.mask;
    this.states[h] = state;
    this.units[h] = unit;
    this.next[h] = to;
  }
}

export class CodeUnitTrie {
  /** Number of nodes; node 0 is the root, and 0 also means "none". */
  count = 1;
  /** The root's children by code unit (0 = none): most steps of a walk start there. */
  readonly rootNext = new Int32Array(65536);
  /** Per node: the unit on its incoming edge, its first child and its next sibling (0 = none). */
  unit = new Uint16Array(4096);
  firstChild = new Int32Array(4096);
  nextSibling = new Int32Array(4096);
  /** Laid out by freeze(): a node's only child (0 none, -1 several) and the unit on that edge. */
  private onlyNext = new Int32Array(0);
  private onlyUnit = new Uint16Array(0);
  private branches = new TransitionTable(0);
  private frozen = false;

  /** Adds the path of a pattern; returns the node where it ends. */
  insert(pattern: string): number {
    this.frozen = false;
    let node = 0;
    for (let i = 0; i < pattern.length; i++) {
      const c = pattern.charCodeAt(i);
      const to = this.childWhileBuilding(node, c);
      node = to !== 0 ? to : this.addChild(node, c);
    }
    return node;
  }

  /** The child of `node` along `unit`, or 0. Below the root a node has few children: a list scan is cheap. */
  private childWhileBuilding(node: number, unit: number): number {
    if (node === 0) return this.rootNext[unit]!;
    let s = this.firstChild[node]!;
    while (s !== 0 && this.unit[s] !== unit) s = this.nextSibling[s]!;
    return s;
  }

  private addChild(node: number, unit: number): number {
    if (this.count === this.unit.length) this.grow();
    const s = this.count++;
    this.unit[s] = unit;
    this.nextSibling[s] = this.firstChild[node]!;
    this.firstChild[node] = s;
    if (node === 0) this.rootNext[unit] = s;
    return s;
  }

  private grow(): void {
    const size = this.unit.length * 2;
    const unit = new Uint16Array(size);
    const firstChild = new Int32Array(size);
    const nextSibling = new Int32Array(size);
    unit.set(this.unit);
    firstChild.set(this.firstChild);
    nextSibling.set(this.nextSibling);
    this.unit = unit;
    this.firstChild = firstChild;
    this.nextSibling = nextSibling;
  }

  /** Lays the trie out for step(); done again after more inserts. */
  freeze(): void {
    if (this.frozen) return;
    const onlyNext = new Int32Array(this.count);
    const onlyUnit = new Uint16Array(this.count);
    let branching = 0;
    for (let s = 1; s < this.count; s++) {
      const first = this.firstChild[s]!;
      if (first === 0) continue;
      if (this.nextSibling[first] === 0) {
        onlyNext[s] = first;
        onlyUnit[s] = this.unit[first]!;
        continue;
      }
      onlyNext[s] = -1;
      for (let c = first; c !== 0; c = this.nextSibling[c]!) branching++;
    }
    const branches = new TransitionTable(branching);
    for (let s = 1; s < this.count; s++)
      if (onlyNext[s] === -1) for (let c = this.firstChild[s]!; c !== 0; c = this.nextSibling[c]!) branches.add(s, this.unit[c]!, c);
    this.onlyNext = onlyNext;
    this.onlyUnit = onlyUnit;
    this.branches = branches;
    this.frozen = true;
  }

  /** The child of `node` along `unit`, or 0 (the trie must be frozen). */
  step(node: number, unit: number): number {
    if (node === 0) return this.rootNext[unit]!;
    const only = this.onlyNext[node]!;
    if (only >= 0) return only !== 0 && this.onlyUnit[node] === unit ? only : 0;
    return this.branches.get(node, unit);
  }
}
