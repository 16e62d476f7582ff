/**
 * Issue 15: signs, dates and resolutions told in everyday words, held as rows of the concept x
 * language tables (mild-signs.ts, red-flags.ts, look-alikes.ts, time-frequency.ts, each in its everyday-words block).
 * A rough date ("hace como 5 años") makes an old event history; a resolution told as what the person eats now or
 * what the therapist said makes it resolved (rule aspiration_history needs it unresolved), while a choking last
 * week stays current whatever follows; falling asleep over the meal is the drowsy_at_meals red flag; a bubbly voice
 * is a wet voice; a degree word or a spoken count inside a phrase still tells the mild sign (rule current_sign).
 */
import { describe, expect, it } from 'vitest';
import type { RiskLevel } from '../../shared/aspiration/scoring-model';
import { evaluate } from '../../shared/aspiration/screen';

const cases: ReadonlyArray<readonly [RiskLevel, string]> = [
  // Rough dates: history.
  ['low', 'Tuvo neumonía por aspiración hace como 3 años, ya come normal.'],
  ['low', 'Had trouble swallowing about 6 years ago after his operation, no problems since.'],
  ['low', '大概10年前中风后吞咽困难，之后吃饭都正常。'],
  // Resolutions told as what came after.
  ['low', 'About 2 years ago she had a chest infection from food going the wrong way; the speech therapist signed her off.'],
  ['low', '3年前に誤嚥性肺炎で入院し胃ろうでしたが、リハビリで口から食べられるようになりました。'],
  ['low', '2년 전에 흡인성 폐렴으로 입원했었어요. 그 후로 폐렴 없었고 식사 잘 하세요.'],
  // A recent choking stays current, whatever resolution follows.
  ['high', 'She choked on a piece of meat last Tuesday and I had to slap her back. Been eating normally since.'],
  ['high', 'Se atragantó con carne el martes, tuve que darle golpes en la espalda. Ya come normal.'],
  // Drowsy at meals in plain words, with food left in the mouth (rule drowsy_with_current_sign).
  ['high', 'He nods off over his plate most lunchtimes, with a mouthful of food still in his cheek.'],
  ['high', 'ยายหลับคาช้อนทุกมื้อ เรียกก็ไม่ค่อยตื่น ข้าวยังอยู่ในปาก'],
  ['high', '외할머니가 식사 중에 졸고 계셔서 음식을 입에 문 채로 계세요.'],
  // A bubbly voice after drinks.
  ['high', 'After her tea her voice goes all bubbly and she coughs.'],
  // Degree words and counts inside the phrase.
  ['moderate', 'The toast sticks a bit on the way, most mornings.'],
  ['moderate', 'Lately the rice catches in her throat now and then.'],
  ['moderate', '我爸吃米饭要咽两三口才咽得下去。'],
  ['moderate', 'Mi abuelo traga dos o tres veces con cada cucharada de puré.'],
  ['moderate', 'A la abuela se le queda atorado el pan en la garganta.'],
  // Throat clearing told as a noun phrase is the sign; drinking in a hurry, or fine when sipping slowly, is not.
  ['moderate', 'Some clearing of the throat after her dinner most nights.'],
  ['low', 'He coughs if he drinks too quickly, but is fine when sipping slowly.'],
  ['low', '急いで水を飲むとむせることがあります。'],
  ['low', 'Ông uống vội vàng thì ho, uống chậm thì không sao.'],
  // Laughing and emotion are not swallow signs.
  ['low', '祖父はテレビを見て笑いながらお茶を飲み、少しむせました。'],
  ['low', 'He gets all choked up talking about the war, but eats and drinks like always.'],
];

describe('everyday words (concept x language tables)', () => {
  it.each(cases)('%s: %s', (level, text) => {
    expect(evaluate({ symptoms: text, age: 79 }).level).toBe(level);
  });
});
