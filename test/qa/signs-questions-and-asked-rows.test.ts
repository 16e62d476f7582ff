/**
 * Sign questions, asked rows of a list and old diet names beside a level, each tested on phrases of its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { askedRows, isAskedRow } from '../../shared/qa/asked-rows';
import { comparedLevelTopics, OLD_NAME_BESIDE_LEVEL_RULE } from '../../shared/qa/compared-levels';
import { comparedParts } from '../../shared/qa/composer/question-reading';
import { textFeatures } from '../../shared/qa/text-features';
import { answerShapes } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const shapeIds = (q: string) => answerShapes(q).map((s) => s.id);
const answer = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;

describe('signs: "how do I judge / tell apart whether X" asks for the signs of X', () => {
  it.each([
    '餵粥嗰陣，點樣判斷公公有冇誤吸？',
    '怎样识别病人饮水时有没有误吸？',
    '如何察觉长者是不是脱水了？',
    '肺炎かどうか、どうやって見分けたらいいですか？',
  ])('"%s" asks for signs', (question) => {
    expect(shapeIds(question)).toContain('signs');
  });

  it('the Chinese answer to "判断有没有误吸" holds the wet voice and silent aspiration', async () => {
    const text = await answer('在床上喂饭，怎么判断奶奶有没有误吸？');
    expect(text).toMatch(/声音变湿|湿性/u);
    expect(text).toMatch(/隐性/u);
  });
});

describe('asked row: the row of a table-like list that the question names comes even when the list is cut', () => {
  it.each([
    [
      'What does UDF category 2 mean on a pouch of stew?',
      'Category 2, can be crushed with the gums: soft rice',
      'Category 3, can be crushed with the tongue: porridge',
    ],
    ['嚥下調整食コード2-2の食事はどんなもの？', 'コード2-2：粒を含むペースト食', 'コード2-1：なめらかなペースト食'],
    ['编码1j的果冻可以给谁吃？', '编码1j：不需要咀嚼的果冻', '编码0j：训练用果冻'],
    ['洼田飲水測試3分係咩意思？', '3分：飲完但有嗆咳', '4分：分兩次飲完，冇嗆咳'],
  ])('"%s" names its row and no other', (question, row, other) => {
    const rows = askedRows(question);
    expect(isAskedRow(rows, row)).toBe(true);
    expect(isAskedRow(rows, other)).toBe(false);
  });

  it('a plain number is no row, nor a row word after the colon', () => {
    expect(askedRows('How many levels does IDDSI have, 8?')).toEqual([]);
    expect(isAskedRow(askedRows('What is code 3?'), 'Category 3, tongue: as for code 3')).toBe(false);
  });

  it('the English answer about JDD code 3 quotes the code 3 row of the long code list', async () => {
    expect(await answer("What does JDD code 3 mean for a resident's meals?")).toMatch(/^- Code 3:/mu);
  });
});

describe(`${OLD_NAME_BESIDE_LEVEL_RULE.id}: an older diet name compared with one level sources both sides`, () => {
  const topics = (q: string) => comparedLevelTopics(q, textFeatures(q, { query: true }));
  it.each([
    ['The care plan from the old ward says mechanical soft. Is that the same as Level 5?', 'iddsi-level-5'],
    ['院舍嘅碎餐同IDDSI第5級係咪一樣？', 'iddsi-level-5'],
    ['出院小结写的半流质和IDDSI 3级一样吗？', 'iddsi-level-3'],
    ['病院の「きざみ食」とIDDSIのレベル5は同じですか？', 'iddsi-level-5'],
  ])('"%s" sources the standards article and %s', (question, level) => {
    expect(topics(question)).toEqual(expect.arrayContaining([OLD_NAME_BESIDE_LEVEL_RULE.topic, level]));
  });

  it('one level without an older name still leaves the rankers alone', () => {
    expect(topics('What is the difference between thin and thickened drinks at Level 2?')).toEqual([]);
  });

  it('a department that gave the order is not a compared thing', () => {
    const parts = comparedParts('營養科開嘅軟餐同第6級有咩分別？')!.map((p) => p.features[0]);
    expect(parts).not.toContain('k:hospital_department');
    expect(parts).not.toContain('k:nutrition');
  });

  it('"soft diet or Level 6?" is answered with the old name and what Level 6 is', async () => {
    const text = await answer('The nursing home letter says soft diet only. Is that the same thing as IDDSI Level 6?');
    expect(text).toMatch(/no shared definition/u);
    // (What Level 6 is: its definition, or its adult piece size, which soft-diet-beside-level-6-carries-piece-size adds.)
    expect(text).toMatch(/Level 6 Soft & Bite-Sized (food is|pieces are no bigger than 1\.5 cm)/u);
  });
});
