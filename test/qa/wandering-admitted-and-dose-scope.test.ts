/**
 * Wandering at meals, a new admission, doses out of scope and spoon checks, each tested on phrases of its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { notCoveredReason } from '../../shared/qa/scope';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const reason = (question: string) => notCoveredReason(question, textFeatures(question, { query: true }));

describe('NO_SWALLOWING_PROBLEM (scope.ts): "no trouble swallowing" does not bring a medicine dose back in scope', () => {
  it.each([
    'How much paracetamol can mum take for a headache? She swallows fine.',
    'How many Advil can I give my wife for back pain? She has no problems with swallowing.',
    '爸爸牙痛，可以食幾多粒止痛藥？佢吞嚥正常。',
    '我老公腰痛，一日食幾多粒必理痛？佢吞嘢冇問題。',
    '我爸膝盖痛，布洛芬一天最多吃几片？他吞东西没问题。',
    '母は腰が痛いです。ロキソニンは1日何錠まで飲めますか？飲み込みは大丈夫です。',
  ])('"%s" is not covered', (question) => {
    expect(reason(question)).toBeDefined();
  });

  it.each([
    'He has trouble swallowing his ibuprofen tablets: can I crush them?',
    '佢吞藥丸有困難，必理痛可以磨碎嗎？',
    '她吞药片困难，布洛芬可以掰开吗？',
    'ロキソニンが飲み込みにくいのですが、つぶしてもいいですか？',
  ])('"%s" (a difficulty swallowing the medicine) stays in scope', (question) => {
    expect(reason(question)).toBeUndefined();
  });
});

describe('walks_away_from_meals (concepts.ts): a person who wanders from meals is answered with finger foods', () => {
  it.each([
    ['My mother with dementia will not sit at the table and keeps walking away from her dinner. What can we do?', /finger food/i],
    ['媽媽有認知障礙症，食飯坐唔定，成日行來行去，點算？', /手指食物|手抓食物/],
    ['痴呆的爷爷吃饭坐不住，总是走来走去，怎么办？', /手抓食物|手指食物/],
    ['認知症の父が食事中に席を立って歩き回ります。どうすればいいですか？', /手づかみ食|フィンガーフード/],
  ])('"%s" names finger foods', async (question, words) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(words);
  });
});

describe('foods shape (question-intent.ts): "foods that choke easily" asks for the whole high-risk list', () => {
  it.each([
    ['のどに詰まりやすい食品を教えてください。祖父の誕生日会の料理を考えています', /餅/, /ミニトマト|ソーセージ/],
    ['むせやすい食べ物を教えて。敬老の日の献立です', /餅/, /ミニトマト|ソーセージ/],
    ['容易哽親嘅食物有邊啲要留意？', /麻糬|糯米/, /車厘茄|香腸/],
    ['Which foods commonly cause choking in older people?', /mochi|glutinous/, /cherry tomatoes|sausages/],
  ])('"%s" is answered with sticky and round foods, not the causes of dysphagia', async (question, sticky, round) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources.slice(0, 3).some((s) => s.id?.startsWith('high-risk-foods'))).toBe(true);
    expect(r.answer).toMatch(sticky);
    expect(r.answer).toMatch(round);
    expect(r.answer).not.toMatch(/causes of dysphagia/i);
  });
});

describe('just_admitted (concepts.ts): a person newly admitted after a stroke is nil by mouth until the swallow screen', () => {
  it.each([
    ['My dad was just admitted with a stroke. Can we feed him some soup straight away?', /nil by mouth/i],
    ['阿爺中風啱啱入院，屋企人想即刻餵佢食粥，護士話要先做咩檢查？', /禁食/],
    ['奶奶中风刚入院，可以马上喂点水吗？', /禁食/],
    ['父が脳梗塞で入院したばかりです。すぐに食べさせてもいいですか？', /絶飲食/],
  ])('"%s" says nil by mouth first', async (question, nilByMouth) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(nilByMouth);
    expect(r.sources[0]?.id).toMatch(/^(dysphagia-stroke|screening-tools)-/);
  });
});

describe('companion facts soft-diet-beside-level-6-*: a local soft diet asked as Level 6 is not the same, and Level 6 is 1.5 cm', () => {
  it.each([
    ['老人院話阿媽食軟餐，即係咪IDDSI第6級？', /沒有統一定義|沒有共同定義/, /1\.5厘米/],
    ['医院说的软餐是不是就是IDDSI 6级？', /没有统一定义|没有共同定义/, /1\.5厘米/],
    ['病院の軟菜はIDDSIレベル6と同じですか？', /共通の定義/, /1\.5 ?cm/],
    ['Our home calls it a soft diet. Is that IDDSI Level 6?', /no shared definition/i, /1\.5 cm/],
  ])('"%s" says both', async (question, noDefinition, size) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(noDefinition);
    expect(r.answer).toMatch(size);
  });
});

describe('companion fact level-3-vs-4-carries-shape-on-spoon: Level 3 beside Level 4 says Level 4 holds its shape', () => {
  it.each([
    ['流質糊餐(第3級)同糊餐(第4級)有咩分別？', /保持形狀/],
    ['3级流质和4级糊状怎么区分？', /保持形状/],
  ])('"%s" says Level 4 holds its shape', async (question, shape) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(shape);
  });
});

describe('spoon_tilt_test (concepts.ts): checking a texture "with a spoon" is the spoon tilt test', () => {
  it.each([
    ['ミキサー食がレベル4になっているか、スプーンで確認するには？', /滑り落ち|落ち/],
    ['怎么用勺子检查糊状餐是不是4级？', /滑落|倾斜/],
  ])('"%s" is answered with the tilted spoon', async (question, tilt) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(tilt);
  });
});

describe('malnutrition (concepts.ts): "nutrition not keeping up" is malnutrition, in every locale', () => {
  it.each([
    '爷爷吞咽不好，营养跟不上怎么办？',
    '阿嫲吞嚥困難，點知佢營養跟唔上？',
    '嚥下障害の母が栄養を取れているか心配です',
    'My dad with dysphagia is not eating enough. What should we watch?',
  ])('"%s" names malnutrition and retrieves the nutrition article', async (question) => {
    expect(textFeatures(question, { query: true }).has('k:malnutrition')).toBe(true);
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources.map((s) => s.id?.replace(/-(en|ja|zh-cn|zh-hk)$/, ''))).toContain('nutrition-weight-loss');
  });
});
