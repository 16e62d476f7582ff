/**
 * Lay words for aspiration and its signs, in all four locales: food said to go "into the lungs" (入肺, 肺に入) asks
 * about aspiration (question side only, so the pneumonia articles that say it keep the aspiration concept sharp);
 * coughing little said colloquially (唔係點咳, 不怎么咳, あまり咳, barely coughs) is silent aspiration; spluttering or
 * sputtering at meals is coughing. Each only beside eating or drinking (and a person, for splutter): smoke in the
 * lungs, a child's cough fading after a cold, an engine that sputters are not these. Phrases are our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { conceptsIn, normaliseForMatch } from '../../shared/qa/concepts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { isNotCoveredAnswer } from '../../shared/qa/messages';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const concepts = (q: string) => conceptsIn(normaliseForMatch(q), true);
const sourceIds = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).sources.map((s) => s.id);

describe('into_lungs, silent aspiration and spluttering: lay words for aspiration and its signs', () => {
  it.each([
    ['Could some of the soup be getting into her lungs?', 'aspiration'],
    ['阿爺飲水會唔會落肺㗎？', 'aspiration'],
    ['老人喝汤会不会进肺？', 'aspiration'],
    ['お茶が肺に入ることはありますか', 'aspiration'],
    ['She barely coughs at meals, is that safe?', 'silent_aspiration'],
    ['婆婆食飯唔太咳，係咪冇事？', 'silent_aspiration'],
    ['奶奶喝水不太咳，是不是就安全？', 'silent_aspiration'],
    ['祖父は食事中ほとんど咳をしませんが大丈夫ですか', 'silent_aspiration'],
    ['Grandad splutters over his porridge', 'cough'],
    ['she was sputtering through lunch', 'cough'],
    ['Dad splutters whenever he drinks thin tea', 'cough'],
    ['Mum barely coughs when she drinks water, is that good?', 'silent_aspiration'],
  ])('"%s" names %s', (q, concept) => {
    expect(concepts(q).has(concept)).toBe(true);
  });
  // (A lay word counts only beside a person eating or drinking: smoke, oxygen, an engine or a frying pan are off-topic.)
  it.each([
    ['Does cigarette smoke going into the lungs cause cancer?', 'into_lungs'],
    ['How does air get into the lungs when we breathe in?', 'aspiration'],
    ['二手烟进肺对小朋友有冇影响？', 'aspiration'],
    ['食煙啲煙入肺會點？', 'into_lungs'],
    ['花粉が肺に入るとアレルギーになりますか', 'aspiration'],
    ['Water got into his lungs while swimming at the beach', 'aspiration'],
    ['Why does my motorbike sputter at idle?', 'cough'],
    ['Hot fat spluttered out of the wok onto the stove', 'cough'],
    ['The old printer splutters and jams', 'cough'],
    ['My daughter barely coughs now the flu is over', 'silent_aspiration'],
    ['感冒好了，现在不太咳了', 'silent_aspiration'],
    ['風邪はもうあまり咳が出ない', 'silent_aspiration'],
  ])('"%s" does not name %s', (q, concept) => {
    expect(concepts(q).has(concept)).toBe(false);
  });
  it.each([
    'Why does my motorbike sputter at idle?',
    'Is second-hand smoke getting into the lungs of children dangerous?',
    '吸二手烟，烟进肺会怎样？',
    '排気ガスが肺に入ると体に悪いですか',
  ])('"%s" is not covered', async (q) => {
    const r = await answerClinicalQuestion({ question: q, top_k: 5 });
    expect(isNotCoveredAnswer(r.answer)).toBe(true);
  });
  it('the aspiration concept is asked, not matched, in the articles that say "into the lungs"', () => {
    const article = conceptsIn(normaliseForMatch('Bacteria from the mouth are carried into the lungs'));
    expect(article.has('into_lungs')).toBe(true);
    expect(article.has('aspiration')).toBe(false);
  });
  it.each([
    ['How would I know whether drinks are going into his lungs? He barely coughs.', 'signs-of-aspiration-en'],
    ['點知阿嫲飲嘢有冇落肺？佢唔太咳', 'signs-of-aspiration-zh-hk'],
    ['怎么知道爷爷吃饭有没有进肺？他不怎么咳', 'signs-of-aspiration-zh-cn'],
    ['母はあまり咳をしませんが、飲み物が肺に入っていないか、どうやって見分けますか', 'signs-of-aspiration-ja'],
  ])('"%s" finds %s', async (q, id) => {
    expect(await sourceIds(q)).toContain(id);
  });
});
