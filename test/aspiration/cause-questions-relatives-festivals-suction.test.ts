/**
 * Residual misses of the screen, each on phrases of our own in several languages:
 * a question about what a condition can cause (reading rule irrealis_frame, the cause frames of
 * lexicon/stated-risk.ts) and a suction device kept ready for an event that may come (lexicon/no-sign-phrases.ts,
 * beside reading rule hypothetical_frame).
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('irrealis_frame: a question about what a condition can cause reports no sign', () => {
  it.each([
    ['en', 'Can Parkinson’s cause choking?'],
    ['en', 'Could a stroke lead to coughing when eating?'],
    ['en', 'Does dementia cause swallowing problems?'],
    ['en', 'Can MS cause aspiration pneumonia?'],
    ['tl', 'Maaari bang magdulot ng pagkabulon ang stroke?'],
    ['zh-CN', '帕金森会不会引起呛咳？'],
    ['vi', 'Đột quỵ có thể gây sặc không?'],
  ])('%s: %s is low', (_lang, text) => {
    expect(level(text)).toBe('low');
  });

  it('a sign the text reports beside the question is still read', () => {
    expect(level('Dad has had a stroke and chokes on his tea every day. Can a stroke cause choking?')).toBe('high');
    expect(level('She coughs at every meal. Could Parkinson’s disease lead to coughing?')).toBe('high');
  });
});

describe('a suction device kept ready "in case" is preparation, not a sign (hypothetical_frame)', () => {
  it.each([
    ['en', 'In case she chokes we keep a suction machine at home.'],
    ['ja', '誤嚥した時に備えて吸引器を購入しました。'],
    ['zh-CN', '万一呛到怎么办？家里备着吸痰机。'],
    ['ko', '사레 들릴 때를 대비해 석션기를 구입했어요.'],
    ['tl', 'Kung sakaling mabulunan siya, bumili kami ng suction machine.'],
    ['id', 'Buat jaga-jaga kalau tersedak, kami menyiapkan alat sedot.'],
    ['vi', 'Phòng khi bị sặc, nhà đã mua sẵn máy hút đờm.'],
    ['th', 'เผื่อสำลัก เลยเช่าเครื่องดูดเสมหะ'],
    ['es', 'Por si se atraganta, alquilamos un aspirador de secreciones.'],
  ])('%s: %s is low', (_lang, text) => {
    expect(level(text)).toBe('low');
  });

  it('a need for suction told beside the device is still the failed saliva swallow (high)', () => {
    expect(level('She needs suctioning every day, so we bought a suction machine.')).toBe('high');
    expect(level('家に吸引器があり、毎日吸引しています。')).toBe('high');
  });
});

describe('irrealis_frame: a relative’s history is not the patient’s (lexicon/relatives.ts)', () => {
  it.each([
    ['en', 'Her father has Parkinson’s and swallowing problems. She eats well, no coughing.'],
    ['en', 'His grandmother had dementia and dysphagia; he drinks and eats normally, no choking.'],
    ['en', 'Family history of dysphagia; she eats and drinks normally, no cough.'],
    ['zh-CN', '有家族史，本人吃饭正常，不呛咳。'],
    ['es', 'Antecedentes familiares de disfagia; come bien, sin tos.'],
  ])('%s: %s is low', (_lang, text) => {
    expect(level(text)).toBe('low');
  });

  it('the patient’s own sign after a relative, or told by the relative, is still read', () => {
    expect(level('His mother says he chokes on meat.')).toBe('high');
    expect(level('His mother had a stroke. He coughs when drinking.')).toBe('moderate');
    expect(level('My mum had a stroke and now chokes on her tea.')).toBe('high');
    // A relative who worries, asks or rings about a sign reports the patient's.
    expect(level('Her daughter is worried about choking at meals, it happened twice this week.')).toBe('high');
    expect(level('His son rang about coughing with drinks.')).toBe('moderate');
  });
});

describe('date_outranks_ending: a festival told as when an episode happened dates it (FESTIVAL_DATE_WORDS)', () => {
  it.each([
    ['en', 'He choked on a roast potato over Easter, it settled by itself.'],
    ['es', 'Se atragantó con turrón en Nochebuena, pero se le pasó.'],
    ['ja', 'お正月にお餅を詰まらせましたが、その後は落ち着いています。'],
    ['ko', '설날에 떡이 목에 걸렸는데 괜찮아졌어요.'],
    ['zh-CN', '春节的时候吃年糕噎到了，后来好了。'],
    ['vi', 'Dịp tết ông bị hóc xương gà, sau đó đã khỏi.'],
    ['th', 'ช่วงสงกรานต์สำลักน้ำ แต่หายแล้ว'],
    ['id', 'Pas lebaran nenek keselek ketupat, tapi sudah sembuh.'],
    ['tl', 'Noong pasko nabulunan si lolo sa hamon pero okay na.'],
  ])('%s: %s is a recent choke (high)', (_lang, text) => {
    expect(level(text)).toBe('high');
  });

  it('an old date still makes the episode history', () => {
    expect(level('Choked on a fish bone years ago, fine since.')).toBe('low');
  });
});

describe('a festival told with an older year is history (FESTIVAL_PAST_WORDS)', () => {
  it.each([
    ['en', 'Had aspiration pneumonia over Easter two years ago, fine since.'],
    ['en', 'Choked on turkey at Christmas years ago.'],
    ['zh-CN', '前年过年吃汤圆噎到了，后来好了。'],
    ['vi', 'Tết năm kia ông bị hóc xương, sau đó đã khỏi.'],
    ['es', 'Se atragantó en Navidad hace años, ya está bien.'],
  ])('%s: %s is low', (_lang, text) => {
    expect(level(text)).toBe('low');
  });
});
