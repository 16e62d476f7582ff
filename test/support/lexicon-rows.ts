/** Shared checks for the concept x language rows merged into the aspiration lexicons (lexicon/red-flags.ts). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { INPUT_LANGUAGES, type LexiconRow } from '../../shared/aspiration/lexicon/red-flags';
import { type Entry, lexicon } from '../../shared/aspiration/matcher';
import { normalize } from '../../shared/aspiration/normalize';

export interface Probe {
  concept: string;
  lang: string;
  text: string;
}

export function loadProbes(path: string): Probe[] {
  return readFileSync(resolve(path), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Probe);
}

export function rowName(concept: string, row: LexiconRow): string {
  return `${concept} (${JSON.stringify(row.reads)})`;
}

function readsAs(entry: Entry, role: LexiconRow['reads']): boolean {
  if ('list' in role) return entry.kind === role.list;
  if ('sign' in role) return entry.kind === 'sign' && entry.code === role.sign;
  if ('risk' in role) return entry.kind === 'risk' && entry.code === role.risk;
  return entry.kind === 'ctx' && entry.ctx === role.ctx;
}

/** The entry of the match that covers the whole word. */
function wholeWordEntry(word: string): Entry | undefined {
  const text = normalize(word).text;
  return lexicon()
    .scan(text)
    .find((m) => m.start === 0 && m.end === text.length)?.entry;
}

/** Every input language has words, and each word, compiled, reads as the row says. */
export function everyWordReadsAsItsRow(row: LexiconRow): void {
  for (const lang of INPUT_LANGUAGES) {
    expect(row.words[lang].length, lang).toBeGreaterThan(0);
    for (const word of row.words[lang]) {
      const entry = wholeWordEntry(word);
      expect(entry && readsAs(entry, row.reads), `${lang} "${word}" reads ${JSON.stringify(entry)}`).toBe(true);
    }
  }
}
