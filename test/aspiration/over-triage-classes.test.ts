/**
 * Over-triage of lows by class, probed with wordings of our own: denied signs in a
 * checklist, a list closed by "none of them", a denial with a nominaliser between sign and negator, and a gulped
 * drink told in Vietnamese.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const at70 = (symptoms: string) => evaluate({ symptoms, age: 70 });
const codes = (symptoms: string) => at70(symptoms).items.map((i) => i.code);

describe('a list closed by a list negator (negation.postList) is denied whole', () => {
  it.each([
    ['ja', '問診票：むせ、つかえ感、飲み込みにくさ、いずれもなし。'],
    ['ja', 'むせ、つかえ感、どれもない。'],
    ['ko', '사레, 목 걸림 모두 없음.'],
    ['ko', '사레, 목에 걸리는 느낌 둘 다 없어요.'],
  ])('%s: %s', (_lang, text) => {
    expect(at70(text).level).toBe('low');
  });

  it('a sign after the list, in its own sentence, is still read', () => {
    expect(codes('むせ、つかえ感、いずれもなし。最近はお茶でむせる。')).toContain('cough_during_meals');
  });
});

describe('a bare post-negator after a comma list', () => {
  it('denies the last item only ("むせ込み、発熱なし")', () => {
    expect(at70('食事中のむせ込み、発熱なし。').level).toBe('moderate');
    expect(at70('사레, 목 걸림 없음.').level).toBe('moderate');
  });

  it.each([
    ['ja', '食事は特に問題なし。むせ、咳き込みなし。'],
    ['ko', '식사는 아무 문제 없어요. 사레, 목 걸림 없음.'],
  ])('%s: denies the whole list in a text that calls eating normal', (_lang, text) => {
    expect(at70(text).level).toBe('low');
  });
});

describe('a denial with a nominaliser between the sign and the negator (ja)', () => {
  it.each(['お茶でむせることは全然ないです。', 'ごはんでむせることはありません。', '食事中にむせることは一度もない。'])(
    '"%s" is denied',
    (text) => {
      expect(at70(text).level).toBe('low');
    },
  );

  it('a current cough after the denied one is still read', () => {
    expect(at70('ごはんでむせることはないが、お茶では毎回むせる。').level).not.toBe('low');
  });
});

describe('a gulped drink told in Vietnamese is a protective cough (gulping_drink)', () => {
  it.each(['Chiều qua bà uống nước vội quá nên bị sặc, ho vài cái là hết.', 'Ông uống nước nhanh quá bị sặc một chút rồi thôi.'])(
    '"%s" stays low',
    (text) => {
      expect(at70(text).level).toBe('low');
    },
  );

  it('choking on rice without a gulp stays a sign', () => {
    expect(at70('Hôm qua ăn cơm bị sặc, ho mãi mới hết.').level).not.toBe('low');
  });
});

describe('Japanese nursing-record denials and recoveries', () => {
  it.each(['嚥下：飲み込みにくさの訴えなし。', 'つかえ感の訴えはない。食事は全量摂取。'])(
    '"%s": a complaint denied in the record is low',
    (text) => {
      expect(at70(text).level).toBe('low');
    },
  );

  it('difficulty told without a denial is a current sign', () => {
    expect(codes('最近、飲み込みにくさがある。')).toContain('difficulty_swallowing');
  });

  it('"完全に改善" resolves a difficulty told in the same clause', () => {
    const r = evaluate({ symptoms: '脳梗塞の後に飲み込みにくさがあったが数か月で完全に改善。今は普通食。', age: 70 });
    expect(r.level).toBe('low');
  });
});
