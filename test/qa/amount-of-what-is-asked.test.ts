/**
 * A "how much" question is answered by the amount of what its own clause asks about (amountOf, question-reading.ts;
 * COMPOSER.amountOfBonus): the scene set before it ("since she went onto purée") names food whose sentences hold other
 * amounts. A question that names the unit asked (ASKED_UNITS) says what it asks by the unit. Phrases of our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import type { QaLocale } from '../../shared/languages';
import { amountOf } from '../../shared/qa/composer/question-reading';
import { selectSentences } from '../../shared/qa/composer/select';
import { defaultIndexStore, resetIndexStore } from '../../shared/qa/index-store';
import { retrieve } from '../../shared/qa/retrieval';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

describe('amountOf: the concepts of the clause that asks how much', () => {
  it.each([
    ['Since Dad started Level 4 purées he looks thinner. How much weight loss should we report?', 'k:weight_loss', 'k:level_4'],
    ['爷爷改吃4级糊状食物后瘦了，体重减轻多少算严重？', 'k:weight_loss', 'k:level_4'],
    ['爺爺轉咗食糊餐之後瘦咗好多，體重跌幾多要通知醫生？', 'k:weight_loss', 'k:level_4'],
  ])('%s → %s, not %s', (question, asked, scene) => {
    const concepts = amountOf(question);
    expect(concepts).toContain(asked);
    expect(concepts).not.toContain(scene);
  });

  it('a question that names the unit asked ("what angle", 何度) has its unit instead', () => {
    expect(amountOf('When she eats in bed, at what angle should the bed be?')).toEqual([]);
    expect(amountOf('ベッドで食べるとき、背もたれは何度にしますか？')).toEqual([]);
  });

  it('a question that asks no amount has none', () => {
    expect(amountOf('Which foods should we avoid at Level 5?')).toEqual([]);
  });
});

describe('COMPOSER.amountOfBonus: the threshold asked for, not the amounts of the scene', () => {
  it.each([
    ['en', 'Mum is thinner since she moved onto minced meals. How much weight loss is a concern?', /weight loss/],
    ['en', 'Since going on pureed food my aunt has lost some weight. How much weight loss means we should act?', /weight loss/],
    ['zh-HK', '婆婆食碎餐之後瘦咗，體重減輕幾多要留意？', /體重下降/],
  ])('(%s) %s: the best sentence is an amount of weight loss', async (locale, question, asked) => {
    const index = await defaultIndexStore().get();
    const features = textFeatures(question);
    const vector = await index.embedder.embed(question);
    const sources = retrieve(index, { features, vector, locale: locale as QaLocale, topK: 5 }).sources;
    const { candidates = [] } = selectSentences({ question, language: locale as QaLocale, features, index, sources });
    expect(candidates[0]!.sentence.text).toMatch(asked);
    expect(candidates[0]!.sentence.text).toMatch(/\d/);
  });

  it.each([
    ['zh-CN', '外公吃软食以后瘦了不少，体重减少多少算异常？'],
    ['en', 'Grandad went onto puréed food in the spring and his trousers are loose now. How much weight loss is too much?'],
  ])('(%s) %s says 5%% in 3-6 months', async (_locale, question) => {
    const { answer } = await answerClinicalQuestion({ question, top_k: 5 });
    expect(answer).toMatch(/5\s*%|5％/);
    expect(answer).toMatch(/3\s*(-|–|至|到|〜|~)\s*6/);
  });
});
