/**
 * Tense, time, intensity and frequency (issue 15), rows of the time-frequency.ts tables in
 * every input language. A remote time told without a number ("ages ago", "很久以前", "hồi trẻ") or an age long past
 * ("in her twenties", "年轻时") makes an event history; "never happened again", "hindi na naulit", "no le ha vuelto a
 * pasar" say it resolved; a date with 以来 ("since") is a span running to now. "Whenever" told by a construction
 * (一X就Y, -만 -면, "bữa nào ... cũng", ทีไร) makes a major sign persistent; "rarely", 好少, bihira make it
 * occasional. A degree or frequency word inside a sign phrase keeps the sign (SIGN_FORMS_OF_TIME_AND_DEGREE), and
 * an imperfect ("se le iba a la vía aérea") is the sign.
 */
import { describe, expect, it } from 'vitest';
import { INPUT_LANGUAGES } from '../../shared/aspiration/lexicon/red-flags';
import { SIGN_FORMS_OF_TIME_AND_DEGREE } from '../../shared/aspiration/lexicon/time-frequency';
import type { RiskLevel } from '../../shared/aspiration/scoring-model';
import { evaluate } from '../../shared/aspiration/screen';

const cases: ReadonlyArray<readonly [RiskLevel, string, string?]> = [
  // Remote times without a number, and youth: history once resolved.
  ['low', 'He choked on fish a long time ago, never happened again.'],
  ['low', 'She choked on steak back in her twenties, no problems since.'],
  ['low', 'He choked on meat ages ago, all good since.'],
  ['low', 'Years back she had aspiration pneumonia, she has been well ever since.'],
  ['low', '佢好耐之前食魚哽過骨，之後冇再發生。'],
  ['low', '她很久以前噎过一次，之后再也没有发生过。'],
  ['low', '她年轻时噎过一次，之后一直没事。'],
  ['low', '昔の話ですが、若い頃に魚の骨が刺さりました。以後問題なし。'],
  ['low', '수십 년 전에 떡이 목에 걸린 적 있는데 그 후로는 완전히 괜찮아요.'],
  ['low', 'Matagal na nung nabulunan siya sa isda, hindi na naulit.'],
  ['low', 'Dulu sekali pernah tersedak tulang ikan, tidak pernah terulang lagi.'],
  ['low', 'Hồi trẻ ông bị hóc xương cá, sau đó bình thường.'],
  ['low', 'เมื่อนานมาแล้วเคยสำลักก้างปลา หลังจากนั้นไม่เป็นอีก'],
  ['low', 'Hace muchísimo se atragantó una vez, nunca más le volvió a pasar.'],
  ['low', '5ヶ月前にお餅を喉に詰まらせたが、その後問題なく食べている。'],
  // Recent events stay current whatever the resolution; a date with 以来 runs to now.
  ['high', 'She choked on a grape a few days back and we had to slap her back.'],
  ['high', '两个月前她因为吸入性肺炎住院。'],
  ['high', '去年圣诞节以来她喝水一直呛。', '中风'],
  ['high', '從年初以來佢飲水都咳。', '中風'],
  // Whenever by construction: persistent.
  ['high', '佢一飲水就咳。'],
  ['high', '她一吃东西就呛。'],
  ['high', '她三餐都會嗆到。'],
  ['high', '밥만 먹으면 사레 들려요.'],
  ['high', 'Bữa nào ông cũng bị sặc.'],
  ['high', 'กินข้าวทีไรสำลักทุกที'],
  // Rarely: occasional, still a sign.
  ['moderate', 'Bihira siyang inuubo kapag umiinom.'],
  ['moderate', '佢飲水好少會咳。'],
  ['moderate', 'Rara vez tose cuando toma agua.'],
  // Degree and frequency words inside a sign phrase.
  ['moderate', '他吞東西會有點痛，快一個月了。'],
  ['moderate', '食物を飲み込むとき痛いと言います。'],
  ['moderate', 'Nuốt cơm thấy hơi vướng.'],
  ['moderate', 'กลืนข้าวแล้วรู้สึกติดๆ'],
  ['moderate', '삼킬 때 좀 아프다고 하세요.'],
  ['high', '奶奶一天要吸好几次痰。'],
  ['high', '爷爷口水老是含在嘴里。'],
  // A cough told with its strength, and the Tagalog infinitive after a degree or frequency word.
  ['moderate', 'Grabe siyang maubo kapag umiinom ng kape si lola.'],
  ['moderate', 'Bihira siyang maubo kapag kumakain ng sopas.'],
  ['high', '阿公飲湯咳得好犀利。', '中風'],
  // The imperfect of material entering the airway on a study.
  ['high', 'En la videofluoroscopia el agua se iba a la vía aérea y no tosía.'],
  ['high', 'En el estudio se veía que el líquido pasaba a la vía aérea.'],
];

describe('time and intensity words in every input language', () => {
  it.each(cases)('%s: %s', (level, symptoms, diagnosis) => {
    const input = { symptoms: String(symptoms) };
    expect(evaluate(diagnosis ? { ...input, diagnosis } : input).level).toBe(level);
  });

  it('every sign-form row has words in every input language and a source', () => {
    for (const row of SIGN_FORMS_OF_TIME_AND_DEGREE) {
      expect(row.source.length).toBeGreaterThan(20);
      for (const lang of INPUT_LANGUAGES) expect(row.words[lang].length, `${row.reads.sign} ${lang}`).toBeGreaterThan(0);
    }
  });
});

/**
 * Reading rules korean_fused_past and japanese_contracted_teiru (lexicon/index.ts): the Korean past tense fused into
 * a vowel-final stem, and the spoken Japanese -てる/-でる for -ている/-でいる, still tell the sign.
 */
describe('tense and aspect forms fused into the sign phrase', () => {
  it.each([
    ['korean_fused_past', 'moderate', '어제 저녁에 밥을 삼킬 때 아팠어요.'],
    ['korean_fused_past', 'moderate', '할머니가 지난주 내내 삼키면 아팠다고 하셨어요.'],
    ['korean_fused_past', 'high', '지난달 검사에서 물이 기도로 넘어갔어요.'],
    ['japanese_contracted_teiru', 'moderate', '祖母はご飯のあと、喉に何か残ってる感じがすると言う。'],
    ['japanese_contracted_teiru', 'moderate', '父はパンを食べてる時にむせる。'],
  ] as const)('%s: %s %s', (_rule, level, symptoms) => {
    expect(evaluate({ symptoms }).level).toBe(level);
  });

  it('korean_fused_past: a past pain years ago and fine since stays history', () => {
    expect(evaluate({ symptoms: '몇 년 전에 삼킬 때 아팠는데 그 후로는 괜찮아요.' }).level).toBe('low');
  });
});

/**
 * Reading rule still_after_past (analyse.ts, STILL_AFTER_PAST and STILL_PRO_FORMS in time-frequency.ts): a
 * still-word after a sign a past word dated, ending its clause or followed by a pro-form only, says the sign goes
 * on; a still-word that tells something else ("still talks about it", "still eating well") leaves it history.
 */
describe('still_after_past', () => {
  it.each([
    ['moderate', 'He used to cough over his soup and still does.'],
    ['moderate', '奶奶以前吃饭会呛，现在还是会。'],
    ['moderate', 'Antes se le trababa la comida en la garganta, y ahora también.'],
    ['high', 'Dati nabubulunan siya sa kanin, hanggang ngayon ganun pa rin.'],
    ['moderate', '예전에는 물 마실 때 사레 들렸는데 지금도 그래요.'],
    ['low', 'Years ago he choked on a fish bone and he still talks about it.'],
    ['low', 'Hace años se atragantó con una espina y todavía se acuerda.'],
    ['low', '几年前她噎过一次，到现在还记得。'],
    ['low', 'She used to cough on drinks, but she is still eating well.'],
  ] as const)('%s: %s', (level, symptoms) => {
    expect(evaluate({ symptoms }).level).toBe(level);
  });
});

describe('the Tagalog reportative enclitic inside a sign phrase (TAGALOG_POLITE_ENCLITICS)', () => {
  it.each([
    ['moderate', 'Sabi ni lolo, bumabara raw sa lalamunan niya ang tinapay nitong mga nakaraang linggo.'],
    ['moderate', 'Dumidikit daw sa lalamunan ni nanay ang kanin.'],
  ] as const)('%s: %s', (level, symptoms) => {
    expect(evaluate({ symptoms }).level).toBe(level);
  });
});
