/**
 * Not covered, said plainly, in every corpus locale (legal_liability): a liability clause closed by a question mark
 * is the ask when what follows only tells what happened; a question after it about care is still answered.
 * Phrases are our own.
 */
import { describe, expect, it } from 'vitest';
import { notCoveredReason } from '../../shared/qa/scope';
import { textFeatures } from '../../shared/qa/text-features';

const reason = (q: string) => notCoveredReason(q, textFeatures(q, { query: true }));

describe('legal_liability: a liability question, then the story behind it', () => {
  it.each([
    'Could we sue the hospital? Grandad aspirated on thin tea when his order said Level 2',
    'Can I sue them? my aunt choked on meat at the day centre',
    '院方要负法律责任吗？我爸在护理院吃饭呛到得了肺炎',
    '院舍要負法律責任嗎？阿媽食飯哽親入咗醫院',
    '施設に損害賠償を請求できますか？母がとろみのないお茶でむせて肺炎になりました',
  ])('"%s"', (q) => {
    expect(reason(q)).toMatch(/legal liability/);
  });
  it.each([
    'Can we be sued? what texture should his meat be so he does not choke',
    '院方要负法律责任吗？以后怎么预防老人呛咳？',
    '施設は法的責任を問われますか？今後、誤嚥を防ぐにはどうすればいいですか',
    // (A request asks too, without a question form: "tell me which…", "I need to know", 教えてください, 话我知.)
    'Is the nursing home liable? Dad choked on toast, so tell me what bread is OK on level 6',
    'Can we take legal action? my wife aspirated on soup. I need to know how thick her drinks should be',
    'Could they be sued? grandma coughed on rice, which congee is safe for level 4',
    '施設の責任を問えますか？祖母がお餅を詰まらせました。とろみの付け方を教えてください',
    '院舍要負法律責任嗎？阿爸食飯哽親，話我知軟餐點整',
  ])('"%s" stays covered', (q) => {
    expect(reason(q)).toBeUndefined();
  });
});
