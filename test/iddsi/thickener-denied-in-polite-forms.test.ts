/**
 * A drink said NOT to be thickened is thin (row name_thin), also when Japanese denies it in the polite or
 * topic-marked form (とろみはつけてません) and Hindi says no thickener was put in: the bare word for
 * thickening inside the denial must not make the drink slightly thick.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';

describe('name_thin: a thickener denied in polite and topic forms', () => {
  it('answers Level 0 for the drink', () => {
    const texts = [
      '麦茶です。とろみはつけていません',
      '牛乳、とろみ剤は入れてません',
      'りんごジュース、とろみは付けてません',
      'चाय, थिकनर नहीं मिलाया',
      'नारियल पानी, गाढ़ा नहीं किया',
    ];
    for (const t of texts) expect({ t, level: runEngine(t).level }).toEqual({ t, level: 0 });
  });
});
