/** Articles split into scored sentences and sections once per container, and the weighing of text length and overlap. */
import type { QaLocale } from '../../languages';
import { statesTimeSpan } from '../concepts';
import type { LoadedIndex } from '../index-store';
import { splitSentences } from '../sentences';
import { type Features, textFeatures } from '../text-features';
import type { ScoredSentence } from './types';

interface ArticleText {
  sentences: ScoredSentence[];
  /** Features of the title's subject (before its colon): what every section of the article is about. */
  subject: Features;
  /** Features of each section: its heading and all its sentences. */
  sections: Set<string>[];
}

const sentenceCache = new WeakMap<LoadedIndex, Map<number, ArticleText>>();

/** Sentences and sections of an article with their features, computed once per container. */
export function articleText(index: LoadedIndex, article: number): ArticleText {
  let perIndex = sentenceCache.get(index);
  if (!perIndex) sentenceCache.set(index, (perIndex = new Map()));
  let text = perIndex.get(article);
  if (!text) {
    const a = index.articles[article]!;
    const headingFeatures = new Map<string, Features>();
    const sections: Set<string>[] = [];
    let lastHeading: string | undefined;
    const sentences = splitSentences(a.body, a.locale).map((s) => {
      let hf = headingFeatures.get(s.heading);
      if (!hf) headingFeatures.set(s.heading, (hf = textFeatures(s.heading)));
      if (s.heading !== lastHeading || sections.length === 0) {
        sections.push(new Set(hf.keys()));
        lastHeading = s.heading;
      }
      const features = textFeatures(s.text);
      const keys = [...features.keys()];
      for (const f of keys) sections[sections.length - 1]!.add(f);
      const quantity = keys.some((k) => k.startsWith('q:')) || statesTimeSpan(s.text);
      return {
        ...s,
        features,
        headingFeatures: hf,
        section: sections.length - 1,
        quantity,
        number: quantity || keys.some((k) => k.startsWith('n:')),
        counted: keys.filter((k) => /^b:\d+(\.\d+)?_/.test(k)).map((k) => k.slice(k.indexOf('_') + 1)),
      };
    });
    text = { sentences, sections, subject: textFeatures(a.title.split(/[:：]/)[0]!) };
    perIndex.set(article, text);
  }
  return text;
}

export function weight(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(ch) ? 2 : 1;
  return w;
}

export function overlap(a: Features, b: Features): number {
  let shared = 0;
  for (const k of a.keys()) if (b.has(k)) shared++;
  return shared / Math.max(1, a.size, b.size);
}

export const CJK_LOCALES = new Set<QaLocale>(['zh-HK', 'zh-CN', 'ja']);
