/**
 * Lay words for aspiration and its signs, in all four locales: food said to go "into the lungs" (入肺, 肺に入) asks
 * about aspiration (question side only, so the pneumonia articles that say it keep the aspiration concept sharp);
 * coughing little said colloquially (唔係點咳, 不怎么咳, あまり咳, barely coughs) is silent aspiration; spluttering or
 * sputtering at meals is coughing. Phrases are our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { conceptsIn, normaliseForMatch } from '../../shared/qa/concepts';
import { resetIndexStore } from '../../shared/qa/index-store';
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
  ])('"%s" names %s', (q, concept) => {
    expect(concepts(q).has(concept)).toBe(true);
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
