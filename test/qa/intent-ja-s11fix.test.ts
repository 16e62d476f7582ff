import { describe, expect, it } from 'vitest';
import { questionIntents } from '../../shared/qa/question-intent';

const ids = (q: string) => questionIntents(q).map((i) => i.id);

// The 'who' and 'definition' intents read Japanese written in kana and with "そもそも" as well.
describe('question intents in Japanese', () => {
  it('who: だれ / どなた ask who, as 誰 does', () => {
    expect(ids('とろみの濃さはだれに聞けばいいの？')).toContain('who');
    expect(ids('嚥下の評価はどなたがするのですか')).toContain('who');
  });

  it('definition: "ってそもそも何" and "そもそも何" ask what a thing is', () => {
    expect(ids('不顕性誤嚥ってそもそも何？')).toContain('definition');
    expect(ids('とろみ剤はそもそもなに？')).toContain('definition');
    expect(ids('サルコペニアっていったいなんですか')).toContain('definition');
  });
});
