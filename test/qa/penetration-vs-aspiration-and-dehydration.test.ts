/**
 * Penetration against aspiration, dehydration signs, JDD and UDF, chopping food and holding food in the
 * mouth, fixed by class in every locale. Phrases are our own (other wording, other locales).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { questionIntents } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const answer = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;

describe('penetration vs aspiration: the vocal folds divide them (signs-of-aspiration, every locale)', () => {
  it.each([
    ['How is laryngeal penetration different from aspiration?', /vocal cords/i],
    ['喉頭侵入と誤嚥の区別を教えてください', /声帯/],
    ['喉部滲入同誤吸點分？', /聲帶/],
    ['喉渗透跟误吸怎么区分？', /声带/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('dehydration signs name dark urine plainly', () => {
  it.each([
    ['What are the signs that my wife is getting dehydrated?', /dark urine/i],
    ['脱水有什么表现？', /尿色深|深黄色尿/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('intent mapping: "can I swap one scale for the other?" is answered by how closely they match', () => {
  it('reads the question cue in every locale and not in a plain question', () => {
    for (const q of [
      'Do the JDD thickness stages map directly onto IDDSI levels?',
      'とろみの段階はIDDSIのレベルに読み替えていいですか？',
      'JDD 嘅稠度可唔可以直接換成 IDDSI 級別？',
      '学会分类的稠度和IDDSI等级怎么换算？',
    ])
      expect(questionIntents(q).map((i) => i.id)).toContain('mapping');
    expect(questionIntents('What is Level 4?').map((i) => i.id)).not.toContain('mapping');
  });
  it.each([
    ['Are the Japanese JDD thickness grades interchangeable with the IDDSI drink levels?', /one-to-one|rough guide/i],
    ['学会分類の中間のとろみはIDDSIのレベル3に置き換えてもいい？', /一対一|目安/],
    ['日本學會分類嘅稠度同 IDDSI 飲品級別可以一一對應嗎？', /一一對應|大致參考/],
    ['日本学会分类的增稠阶段和IDDSI饮品等级能直接换算吗？', /一一对应|大致参考|最接近/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('UDF is the industry label; the JDD classification is the society standard hospitals use', () => {
  it.each([
    ['UDFと学会分類はどう違う？どちらを見ればいい？', /日本摂食嚥下リハビリテーション学会/],
    ['UDF 同學會分類有咩分別？', /攝食吞嚥康復學會/],
    ["What's the difference between UDF and the JDD classification?", /Society of Dysphagia Rehabilitation/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('chopping food on your own is not the answer to more coughing: pieces fall apart (when-to-refer-slp)', () => {
  it.each([
    ['誰が食事の形を決めますか？家族の判断できざみ食にしても大丈夫？', /バラバラ|まとまりにくい/],
    ['Care staff want to chop his food smaller on their own because he coughs more. Is that OK?', /falls? apart/],
    ['院舍職員見佢咳多咗，可唔可以自己將食物切碎？', /散開/],
    ['老人吃饭呛咳多了，我们能不能自行把食物切碎？', /散开/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('holding food in the mouth with dementia: finger foods at the prescribed level help start a swallow', () => {
  it.each([
    ["My father with dementia keeps food in his cheeks and won't swallow. Any ideas?", /finger foods?/i],
    ['認知症の母が食べ物を口にためて飲み込みません。どうしたらいい？', /フィンガーフード/],
    ['爺爺認知障礙，啲飯含喺口度唔吞，可以點幫佢？', /手指食物/],
    ['痴呆的外公把饭含在嘴里不咽，怎么办？', /手指食物/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});
