/**
 * Sentences of an article, for the extractive composer: Markdown list items
 * and paragraph sentences (Intl.Segmenter, per locale), with the section
 * they sit in and their offsets in the article body. Markdown markup is
 * removed from the text; nothing else is changed, so every number a
 * sentence holds is in the article.
 */
import type { QaLocale } from '../languages';
import { REFERENCES_HEADING } from './corpus';

export interface Sentence {
  /** Clean text, as it will appear in an answer. */
  text: string;
  heading: string;
  /** Offset of the sentence's source line in the article body (chunk membership, ordering). */
  offset: number;
  /** Position in the article, 0-based. */
  position: number;
  /** A list item (a step or a bullet). */
  listItem: boolean;
  /** A numbered step ("3. Pour ..."), with its number. */
  step?: number;
  /** Items of one list share a list number. */
  list?: number;
  /** For a list item: the position of the sentence that introduces its list ("... include:"). */
  lead?: number;
  /** For a list item with a lead: the position where the lead's paragraph starts. */
  leadFrom?: number;
  /** For a sentence that introduces a list: that list's number. */
  introduces?: number;
  /** The first sentence of a paragraph (its topic sentence). */
  paragraphStart?: boolean;
  /** The first sentence under its heading. */
  sectionStart?: boolean;
}

const segmenters = new Map<QaLocale, Intl.Segmenter>();
function sentenceSegmenter(locale: QaLocale): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(locale, { granularity: 'sentence' })));
  return s;
}

/** Opening brackets and quotes: the segmenter leaves them at the end of the sentence before ("…指导。《"). */
const OPENERS = /[《「『（(“‘【〈［]+\s*$/u;

/** Sentences of a paragraph; an opening bracket or quote moves to the sentence it opens. */
export function segmentSentences(text: string, locale: QaLocale): { text: string; index: number }[] {
  const out: { text: string; index: number }[] = [];
  let carry = '';
  for (const seg of sentenceSegmenter(locale).segment(text)) {
    const opener = OPENERS.exec(seg.segment)?.[0] ?? '';
    const body = seg.segment.slice(0, seg.segment.length - opener.length);
    if (body.trim() !== '') out.push({ text: carry + body, index: seg.index - carry.length });
    carry = body.trim() === '' ? carry + opener : opener;
  }
  if (carry.trim() !== '' && out.length > 0) out[out.length - 1]!.text += carry;
  return out;
}

/** Remove inline Markdown (emphasis, code, links) but keep the words. */
export function stripInlineMarkdown(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?!\s)(.+?)\*(?!\w)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A sentence that introduces the list right after it. */
const LEAD_IN = /[:：]$|(?:次の|次を|以下の|以下を|下列|如下).*[。：:]$/u;

/** Split an article body into sentences. */
export function splitSentences(body: string, locale: QaLocale): Sentence[] {
  const out: Sentence[] = [];
  let heading = '';
  let paragraph: { text: string; offset: number } | undefined;
  const push = (text: string, offset: number, listItem: boolean, step?: number) => {
    const clean = stripInlineMarkdown(text);
    if (clean.length > 1)
      out.push({ text: clean, heading, offset, position: out.length, listItem, ...(step !== undefined ? { step } : {}) });
  };
  const flush = () => {
    if (!paragraph) return;
    lastParagraphStart = out.length;
    for (const seg of segmentSentences(paragraph.text, locale)) push(seg.text, paragraph.offset + seg.index, false);
    if (out.length > lastParagraphStart) out[lastParagraphStart]!.paragraphStart = true;
    paragraph = undefined;
  };
  let offset = 0;
  let list: number | undefined;
  let lists = 0;
  let lead: number | undefined;
  let leadFrom: number | undefined;
  let lastParagraphStart = 0;
  for (const line of body.split('\n')) {
    const here = offset;
    offset += line.length + 1;
    const trimmed = line.trim();
    if (trimmed === '') {
      flush();
      continue;
    }
    const head = /^#{1,6}\s+(.*)$/.exec(trimmed);
    if (head) {
      flush();
      heading = stripInlineMarkdown(head[1]!);
      if (REFERENCES_HEADING.test(heading)) break;
      list = undefined;
      continue;
    }
    const bullet = /^[-*+]\s+(.*)$/.exec(trimmed);
    const numbered = /^(\d{1,2})[.)]\s+(.*)$/.exec(trimmed);
    if (bullet || numbered) {
      flush();
      if (list === undefined) {
        list = ++lists;
        // The sentence just before a list introduces it when it ends in a colon, or (Japanese, which ends
        // such sentences with 。) when it points ahead: 次のとおりです, 次のサイン, 以下の.
        const prev = out[out.length - 1];
        lead = prev && !prev.listItem && prev.heading === heading && LEAD_IN.test(prev.text) ? prev.position : undefined;
        leadFrom = lead !== undefined ? lastParagraphStart : undefined;
        if (prev && lead !== undefined) prev.introduces = list;
      }
      const before = out.length;
      if (numbered) push(numbered[2]!, here, true, Number(numbered[1]));
      else push(bullet![1]!, here, true);
      if (out.length > before) {
        const item = out[out.length - 1]!;
        item.list = list;
        if (lead !== undefined) {
          item.lead = lead;
          item.leadFrom = leadFrom;
        }
      }
      continue;
    }
    list = undefined;
    if (/^\|.*\|$/.test(trimmed) && /^\|[\s:|-]+\|$/.test(trimmed)) continue; // table rule line
    if (paragraph) paragraph.text += ` ${trimmed}`;
    else paragraph = { text: trimmed, offset: here };
  }
  flush();
  out.forEach((s, i) => {
    if (i === 0 || out[i - 1]!.heading !== s.heading) s.sectionStart = true;
  });
  return out;
}
