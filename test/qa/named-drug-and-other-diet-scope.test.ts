/**
 * Not-covered doses, diets and payers, and level-number ranking, each on phrases of its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { notCoveredReason } from '../../shared/qa/scope';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const reason = (question: string) => notCoveredReason(question, textFeatures(question, { query: true }));

describe('DRUG_NAME, SWALLOWING_THE_MEDICINE (scope.ts): a named drug dose is not covered beside a swallowing difficulty', () => {
  it.each([
    'Grandad has shingles. How often should he take valacyclovir, and what is the right dose?',
    'Dad has dysphagia; how many mg of simvastatin should he take at night?',
    '爺爺有吞嚥困難，佢食開嘅 atorvastatin 一日食幾多mg？',
    '外婆生咗帶狀皰疹，伐昔洛韋一日食幾次、每次食幾多？',
    '我爸有吞咽障碍，他的氨氯地平每天吃几毫克？',
    '奶奶在吃二甲双胍，一天吃几次，每次多少？',
    '嚥下障害のある母ですが、アムロジピンは何mg飲めばいいですか？',
    '父はバラシクロビルを1日何回飲めばいいですか？',
  ])('"%s" is not covered', (question) => {
    expect(reason(question)).toBeDefined();
  });

  it.each([
    'She cannot swallow her simvastatin tablets: can I crush them and how many at a time?',
    '佢吞唔落啲薄血丸，可以磨碎撈凝固水食嗎？每次幾粒？',
    '爸爸药片吞不下，氨氯地平可以掰开吗？一天吃几次？',
    'アムロジピンの錠剤が飲み込めません。つぶして服薬ゼリーで何錠飲ませてもいいですか？',
  ])('"%s" (giving the medicine to someone who cannot swallow it) stays in scope', (question) => {
    expect(reason(question)).toBeUndefined();
  });
});

describe('anchoredBeyondContext (scope.ts): another condition\'s diet is not covered beside "has dysphagia"', () => {
  it.each([
    'My father has swallowing problems and kidney disease. Which fruits are low in potassium?',
    '阿爺有吞嚥困難又有痛風，邊啲海鮮嘌呤高？',
    '嚥下障害のある祖母が透析をしています。減塩の献立を教えてください。',
  ])('"%s" is not covered', (question) => {
    expect(reason(question)).toBeDefined();
  });

  it.each([
    'Dad has gout and dysphagia: is thickened orange juice safe for him?',
    '爸爸有痛風又有吞嚥困難，可唔可以食4級糊餐？',
    '外公有痛风和吞咽困难，可以喝增稠的果汁吗？',
    '痛風のある父は嚥下障害もあります。とろみをつけたお茶は大丈夫ですか？',
  ])('"%s" (a texture named) stays in scope', (question) => {
    expect(reason(question)).toBeUndefined();
  });
});
