/**
 * Not covered in every script, list answers,
 * who decides, each tested on phrases of its own in every locale.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { detectLanguage } from '../../shared/qa/language';
import { answerShapes } from '../../shared/qa/question-intent';
import { notCoveredReason } from '../../shared/qa/scope';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const reason = (q: string) => notCoveredReason(q, textFeatures(q, { query: true }));

describe('not covered: how many tablets of a named medicine, and benefit or certification schemes', () => {
  it.each([
    'How many capsules of Tamiflu can a 90-year-old with weak kidneys take?',
    '爸爸頭痛，止痛藥一日最多可以食幾多粒？佢體重60公斤。',
    '奶奶感冒发烧，布洛芬一天吃几片？体重50公斤',
    '祖父がかぜをひき、カロナールを1日何錠まで飲ませてよいですか。体重は50キロです。',
    '長生津要等幾耐先批？',
    '长护险怎么申请？',
    '要介護認定の申請はどこでしますか',
    'How do I apply for disability allowance for my mum?',
    'What dosage of clindamycin is given for a chest infection after aspiration?',
    '阿婆成日便秘，開塞露每次用幾多支？',
    '便秘の祖母に浣腸は何本使えばいいですか',
    '嚥下リハビリは保険でいくらまで出ますか',
    'Will insurance reimburse her swallowing therapy sessions?',
    'Am I entitled to carers allowance while I look after dad since his stroke?',
    'The GP said we could increase his bisoprolol to 5 mg, should we?',
    '爸爸中风后血糖高，二甲双胍可以加到1000毫克吗？',
    '母のメマンチンを10mgから20mgにするのはいつがいいですか',
    '祖父の肺炎の抗生物質は何日分飲めばいいですか',
    '阿爷肺炎，抗生素要食几多日？',
  ])('"%s" is not covered', (q) => {
    expect(reason(q)).toBeDefined();
  });

  it.each([
    '佢吞藥丸會嗆，必理痛可唔可以磨碎？',
    '我爸吞咽困难，布洛芬一天最多吃几片？可以磨碎吗？',
    '錠剤が飲み込みにくい父に、カロナールは砕いてもいいですか',
    'Can paracetamol tablets be crushed for someone who cannot swallow them?',
    'Can I crush his antibiotics and mix them into thickened juice?',
  ])('"%s" names swallowing and stays in scope', (q) => {
    expect(reason(q)).toBeUndefined();
  });

  it.each([
    'Her heart tablets went up to 40 mg last week and she coughs at every meal now, should she see the SLP?',
    '奶奶的药医生加到20毫克了，现在吃饭老是呛，要不要换成糊状食物？',
    '父は誤嚥性肺炎で抗菌薬を飲んでいます。とろみ食はいつまで続けますか',
    'She is on antibiotics for pneumonia; how long should she stay on minced and moist meals?',
  ])('"%s" reports a medicine and asks about eating: in scope', (q) => {
    expect(reason(q)).toBeUndefined();
  });
});

describe('who decides: the answer names the SLP, not a list of foods', () => {
  it.each([
    'Who really decides which foods are safe for my husband? I want the final say to be right.',
    '邊個決定爸爸可以食咩食物？',
    '谁来决定爷爷能吃哪些食物？',
    'どんな食べ物にするか、誰が決めますか',
  ])('"%s" asks who decides, not which foods', (q) => {
    expect(answerShapes(q).map((s) => s.id)).not.toContain('foods');
    expect(textFeatures(q, { query: true }).has('k:who_decides')).toBe(true);
  });

  it('a plain foods question keeps its list shape', () => {
    expect(answerShapes('Which foods should grandad avoid at Level 5?').map((s) => s.id)).toContain('foods');
  });

  it.each(['Can the night nurse downgrade her to Level 4 herself?', 'Who gets to decide when he moves down a level?'])(
    '"%s" names changing the level (the SLP decides)',
    (q) => {
      expect(textFeatures(q, { query: true }).has('k:who_decides')).toBe(true);
    },
  );
});

describe('language: a quoted label does not set the language of the question', () => {
  it.each([
    ['包裝寫住「容易にかめる」，即係IDDSI邊一級？', 'zh-HK'],
    ['包装上写着「かまなくてよい」，相当于IDDSI几级？', 'zh-CN'],
    ['The pack says “歯ぐきでつぶせる”: which IDDSI level is that?', 'en'],
    ['「舌でつぶせる」とはどういう意味ですか', 'ja'],
  ])('"%s" is %s', (q, locale) => {
    expect(detectLanguage(q).locale).toBe(locale);
  });
});

describe('signs: 表徵 / 表征 asks for the signs', () => {
  it.each(['食完飯有咩表徵代表佢誤吸？', '喂饭后有哪些表征提示误吸？'])('"%s" takes the signs shape', (q) => {
    expect(answerShapes(q).map((s) => s.id)).toContain('signs');
    expect(textFeatures(q, { query: true }).has('k:symptom')).toBe(true);
  });
});

// Article content: each answer must carry the family of facts its article now states (every locale's article says it).
describe('list answers carry the facts of their family', () => {
  it.each([
    ['お正月の料理で、のどに詰まりやすい食べ物を教えてください', [/餅|もち/u, /ナッツ|豆/u]],
    ['哪些食物老人最容易噎到？请列出来', [/年糕|糯米/u, /坚果|豆/u]],
    ['中風之後吞嚥困難會引起咩併發症？', [/營養不良/u, /脫水/u]],
    ['What complications can swallowing problems after a stroke lead to?', [/malnutrition/u, /dehydration/u]],
    ['脳卒中のあとの飲み込みの障害で起こりやすい合併症は？', [/低栄養/u, /脱水/u]],
    ['中风后吞咽不好会有哪些并发症？', [/营养不良/u, /脱水/u]],
    ['EAT-10一共有几个问题？多少分算异常？', [/10个问题/u]],
    ['EAT-10有幾多條問題？', [/10條問題/u]],
    ['EAT-10は何項目ですか', [/10項目/u]],
    ['とろみ付きの飲み物をあまり飲まない祖母の脱水を防ぐ工夫を教えてください', [/ゼリー/u, /好み|少量ずつ/u]],
  ] as const)('"%s" names each fact', async (question, facts) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    for (const fact of facts) expect(r.answer).toMatch(fact);
  });
});
