/**
 * Hedged questions, where aspiration starts, standards compared and how it is done, each tested on phrases
 * of its own.
 */
import { describe, expect, it } from 'vitest';
import type { QaLocale } from '../../shared/languages';
import { normaliseForMatch } from '../../shared/qa/concepts';
import { readCorpus } from '../../shared/qa/corpus-files';
import { asksForProcedure } from '../../shared/qa/composer/question-reading';
import { asksForComparison } from '../../shared/qa/question-intent';
import { textFeatures } from '../../shared/qa/text-features';

const features = (q: string) => [...textFeatures(q, { query: true }).keys()];

describe('hedges ("actually", "really", "exactly", 到底) are not content', () => {
  it.each([
    ['Who really decides how thick her tea is?', 'k:who_decides'],
    ['So who exactly decides the diet texture?', 'k:who_decides'],
  ])('"%s" still names %s', (question, concept) => {
    expect(features(question)).toContain(concept);
  });

  it('a hedge leaves no word feature and joins its neighbours into one word pair', () => {
    const f = features('What does choking basically mean?');
    expect(f.some((k) => /basical/.test(k))).toBe(false);
    expect(normaliseForMatch('What does choking literally mean?')).toBe('what does choking mean?');
  });

  it('a word that only starts like a hedge stays', () => {
    expect(normaliseForMatch('the reality of exactness')).toBe('the reality of exactness');
  });

  it.each([
    ['IDDSI究竟是什么？', 'k:what_is_iddsi'],
    ['IDDSI到底係乜嘢？', 'k:what_is_iddsi'],
    ['そもそもIDDSIとは？', 'k:what_is_iddsi'],
  ])('the Chinese and Japanese hedges (到底, 究竟, そもそも) leave "%s" naming %s', (question, concept) => {
    expect(features(question)).toContain(concept);
  });
});

// Rosenbek et al. 1996 (penetration-aspiration scale, cited by the article): aspiration is entry below the vocal folds.
describe('the signs-of-aspiration article says where aspiration starts, in every locale', () => {
  const articles = readCorpus().articles;
  const below: Record<QaLocale, RegExp> = {
    en: /airway below the vocal cords/,
    ja: /声帯より下に入ることを誤嚥/,
    'zh-CN': /误吸是进入声带以下/,
    'zh-HK': /誤吸是進入聲帶以下/,
  };
  it.each(Object.entries(below))('%s', (locale, re) => {
    const article = articles.find((a) => a.topic === 'signs-of-aspiration' && a.locale === locale)!;
    expect(article.body).toMatch(re);
  });
});

describe('"what should X involve" asks how X is done', () => {
  it.each([
    'What does safe feeding at mealtimes involve?',
    'what should denture cleaning involve each night',
    'What is involved in a swallow screen?',
  ])('"%s" asks for the steps', (question) => {
    expect(asksForProcedure(question)).toBe(true);
  });

  it('"involve" alone, or a question about who is involved, is not a procedure', () => {
    expect(asksForProcedure('Which professionals are involved in her care?')).toBe(false);
    expect(asksForProcedure('Does dysphagia involve the throat?')).toBe(false);
  });
});

describe('how one standard corresponds to another is a comparison', () => {
  it.each([
    'UDFの区分とIDDSIはどのように対応していますか',
    'ユニバーサルデザインフードとレベルの対応表はありますか',
    'How do the UDF categories map onto IDDSI?',
    'Which IDDSI level corresponds to honey-thick?',
    'Does the Chinese consensus line up with IDDSI?',
  ])('"%s" compares', (question) => {
    expect(asksForComparison(question)).toBe(true);
  });

  it('対応 that means handling something does not compare', () => {
    expect(asksForComparison('むせたときはどう対応すればいいですか')).toBe(false);
    expect(asksForComparison('夜間はどのように対応していますか')).toBe(false);
  });
});

describe('tips for keeping something from happening ask how it is done', () => {
  it.each([
    'ゼリーが固まらないようにするコツはありますか',
    'お粥が離水しない方法は？',
    'Any tricks to stop the puree going runny?',
    'tips so the mince stays moist?',
  ])('"%s" asks for the steps', (question) => {
    expect(asksForProcedure(question)).toBe(true);
  });

  it('a tip about a thing, not about preventing, stays a list of tips', () => {
    expect(asksForProcedure('介護のコツを教えて')).toBe(false);
    expect(asksForProcedure('Any tips for mealtimes?')).toBe(false);
  });
});
