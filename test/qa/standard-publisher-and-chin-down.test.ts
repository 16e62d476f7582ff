/**
 * Who made a standard carries the body that publishes it (standard-maker-names-its-body); positioning for
 * assisted feeding carries the chin slightly down (feeding-position-carries-chin-slightly-down). Phrases are our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { companionIdsFor } from './helpers';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

describe('standard-maker-names-its-body', () => {
  it.each([
    'Which organisation publishes the UDF categories?',
    '中国的吞咽障碍食品专家共识是哪个机构制定的？',
    'JDD2021はどこが作ったものですか',
  ])('"%s" asks for it', (q) => {
    expect(companionIdsFor(q)).toContain('standard-maker-names-its-body');
  });
  it('"what is JDD2021" alone does not ask who made it', () => {
    expect(companionIdsFor('JDD2021とは何ですか')).not.toContain('standard-maker-names-its-body');
  });
  it('the answer names the society behind the Japanese classification', async () => {
    const r = await answerClinicalQuestion({ question: '嚥下調整食分類2021はどこが策定した分類ですか？', top_k: 5, language: 'ja' });
    expect(r.answer).toMatch(/リハビリテーション学会/);
  });
});

describe('feeding-position-carries-chin-slightly-down', () => {
  it.each(['How should I position Mum when I am feeding her?', '餵婆婆食飯時佢應該點坐？', 'ベッドで食事介助するときの姿勢は？'])(
    '"%s" asks for it',
    (q) => {
      expect(companionIdsFor(q)).toContain('feeding-position-carries-chin-slightly-down');
    },
  );
  it('the answer says the chin goes slightly down', async () => {
    const r = await answerClinicalQuestion({ question: '外婆坐轮椅，喂饭时她的姿势应该怎样？', top_k: 5, language: 'zh-CN' });
    expect(r.answer).toMatch(/下巴微收/);
  });
});
