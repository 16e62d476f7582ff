/** The picked sentences rendered as an answer: runs per source with their [n], list items on their own lines. */
import type { QaLocale } from '../../languages';
import { CJK_LOCALES } from './article-text';
import type { SelectedSentence } from './types';

/** Join sentences in the conventions of the answer language. */
function joinSentences(parts: string[], locale: QaLocale): string {
  if (!CJK_LOCALES.has(locale)) {
    return parts.map((p) => (/[.!?:;)"”]$/.test(p) ? p : `${p}.`)).join(' ');
  }
  return parts.map((p) => (/[。！？：；.!?）)」]$/u.test(p) ? p : `${p}。`)).join('');
}

/**
 * Items quoted without their list: no other item of it and no lead-in of it in the run. A bullet alone between
 * paragraphs reads as a stray mark, so such an item is read as a sentence of the paragraph (steps keep their number).
 */
function loneItems(parts: SelectedSentence[]): Set<SelectedSentence> {
  const count = new Map<number, number>();
  for (const p of parts) {
    const list = p.sentence.listItem ? p.sentence.list : p.sentence.introduces;
    if (list !== undefined) count.set(list, (count.get(list) ?? 0) + 1);
  }
  return new Set(
    parts.filter(
      (p) => p.sentence.listItem && p.sentence.step === undefined && p.sentence.list !== undefined && count.get(p.sentence.list) === 1,
    ),
  );
}

/** Render picked sentences: each run from one source ends with its [n]; list items go on their own lines. */
export function renderAnswer(selected: SelectedSentence[], language: QaLocale): { answer: string; citations: number[] } {
  const cjk = CJK_LOCALES.has(language);
  const runs: { source: number; parts: SelectedSentence[] }[] = [];
  for (const s of selected) {
    const last = runs[runs.length - 1];
    if (last && last.source === s.source) last.parts.push(s);
    else runs.push({ source: s.source, parts: [s] });
  }
  const lines: string[] = [];
  for (const run of runs) {
    let paragraph: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) lines.push(joinSentences(paragraph, language));
      paragraph = [];
    };
    const alone = loneItems(run.parts);
    for (const part of run.parts) {
      const s = part.sentence;
      if (s.listItem && !alone.has(part)) {
        flushParagraph();
        lines.push(`${s.step !== undefined ? `${s.step}.` : '-'} ${s.text}`);
      } else paragraph.push(s.text);
    }
    flushParagraph();
    const last = lines.length - 1;
    lines[last] = `${lines[last]}${cjk && !lines[last]!.startsWith('-') && !/^\d+\. /.test(lines[last]!) ? '' : ' '}[${run.source}]`;
  }
  // Paragraph runs stay on one line; lists break lines.
  let answer = '';
  lines.forEach((line, i) => {
    const isItem = /^(-|\d+\.) /.test(line);
    const prevItem = i > 0 && /^(-|\d+\.) /.test(lines[i - 1]!);
    answer += i === 0 ? line : isItem || prevItem || line.endsWith(':') ? `\n${line}` : `${cjk ? '' : ' '}${line}`;
  });
  return { answer, citations: [...new Set(runs.map((r) => r.source))] };
}
