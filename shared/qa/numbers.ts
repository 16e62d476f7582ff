/**
 * Numbers stated in a text, for the rule "no answer states a number that is
 * not in a source". Citation markers ([1]) are not statements; thousands
 * separators and full-width digits are normalised; common English number
 * words count as the numbers they name.
 */
const WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  hundred: 100,
};

const canonical = (raw: string) => String(Number(raw.replace(/,(?=\d{3}\b)/g, '')));

/** Remove [n] and [n, m] citation markers. */
export function withoutCitations(text: string): string {
  return text.replace(/\[\s*\d+(?:\s*[,，]\s*\d+)*\s*\]/g, ' ');
}

/** The distinct numbers a text states (digits, and number words when `words` is set). */
export function numbersIn(text: string, words = true): Set<string> {
  const t = withoutCitations(text.normalize('NFKC'));
  const out = new Set<string>();
  for (const m of t.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)) out.add(canonical(m[0]));
  if (words) {
    for (const m of t.toLowerCase().matchAll(/\b[a-z]+\b/g)) {
      const n = WORDS[m[0]];
      if (n !== undefined) out.add(String(n));
    }
  }
  return out;
}

/** Numbers of `answer` that none of `sources` states. */
export function unsupportedNumbers(answer: string, sources: readonly string[]): string[] {
  const known = new Set<string>();
  for (const s of sources) for (const n of numbersIn(s)) known.add(n);
  // The answer's number words are checked too: "eight" needs an 8 (or "eight") in a source.
  return [...numbersIn(answer)].filter((n) => !known.has(n));
}
