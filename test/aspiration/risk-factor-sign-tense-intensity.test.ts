/**
 * The four failure classes of issue 15, each in several input languages, with
 * sentences written for this test (not taken from any labelled set):
 * risk factor alone, single mild sign, intensity and near-events, tense.
 */
import { describe, expect, it } from 'vitest';
import { evaluatedLevel as level, findingStatus as status } from '../support/aspiration';

describe('1. a risk factor or age alone is low', () => {
  it.each([
    ['eats and drinks normally', 81, "Parkinson's disease"],
    ['no problems at meals', 66, 'ALS'],
    ['吃饭喝水都正常', 79, '脑梗塞'],
    ['post-stroke dysphagia in 2019, fully resolved. Normal diet since.', 74, undefined],
    ['2018年に脳梗塞。当時はとろみ食だったが、現在は常食。', 72, undefined],
  ])('%s (age %s, %s)', (symptoms, age, diagnosis) => {
    expect(level(symptoms, age, diagnosis)).toBe('low');
  });
});

describe('2. a single current mild sign is at least moderate, with or without a risk factor', () => {
  it.each([
    ['has to swallow twice to get the meat down', 58],
    ['necesita tragar dos veces cada bocado de pan', 62],
    ['吞飯要吞兩次先落', 80],
    ['ご飯を2回飲み込んでいる', 77],
    ['gets tired halfway through dinner', 83],
    ['makan sekarang cepat lelah', 79],
    ['吃饭容易累', 85],
    ['dry mouth, so crackers are hard to get down', 70],
    ['clears her throat at meals', 52],
    ['meals take longer than before', 76],
    ['식사 시간이 전보다 길어짐', 72],
  ])('%s', (symptoms, age) => {
    expect(level(symptoms, age)).not.toBe('low');
  });

  it('a protective cough when gulping and a split tablet stay low', () => {
    expect(level('she coughed once after drinking her juice too fast', 60)).toBe('low');
    expect(level('uống vội quá nên ho vài cái rồi hết', 60)).toBe('low');
    expect(level('the large vitamin tablet is hard to swallow, so he splits it', 55)).toBe('low');
  });
});

describe('3. intensity words and near-events', () => {
  it('a slight choking feeling is a sticking feeling (moderate), not a choking episode', () => {
    expect(level('a slight choking feeling with bread', 60)).toBe('moderate');
    expect(level('hơi nghẹn khi ăn cơm', 60)).toBe('moderate');
  });

  it('every meal / every time makes a major sign high', () => {
    expect(level('coughs at every meal', 55)).toBe('high');
    expect(level('cada vez que bebe agua tose', 55)).toBe('high');
    expect(level('毎回お茶でむせる', 55)).toBe('high');
    expect(level('occasionally coughs with tea', 55)).toBe('moderate');
  });

  it.each([
    'almost choked on a piece of chicken on Sunday',
    'casi se atraganta con el pescado',
    '差啲哽親塊雞',
    '差点噎着了',
    'muntik nang mabulunan sa isda',
    'hampir tersedak waktu makan ikan',
    'suýt bị nghẹn khi ăn cá',
    'เกือบสำลักปลา',
    '魚を喉に詰まらせそうになった',
    '생선을 먹다가 질식할 뻔했다',
  ])('a near-choke is a current choking episode: %s', (text) => {
    expect(status(text, 'choking')).toBe('current');
    expect(level(text, 50)).toBe('high');
  });
});

describe('4. plain past tense and comparisons with the past are current unless resolved', () => {
  it.each([
    ['choked on a grape last week', 'choking'],
    ['coughed on her soup at lunch yesterday', 'cough_during_meals'],
    ['eats slower than before', 'prolonged_meals'],
  ])('%s -> current', (text, code) => {
    expect(status(text, code)).toBe('current');
  });

  it.each([
    'se atragantó con la sopa la semana pasada',
    '上星期飲湯哽親',
    'nabulunan siya sa kanin noong isang linggo',
    'minggu lalu tersedak nasi',
    'tuần trước bị nghẹn cơm',
    'สัปดาห์ที่แล้วสำลักข้าว',
    '先週、ご飯を詰まらせた',
  ])('a plain past tense within three months is current: %s', (text) => {
    expect(status(text, 'choking')).toBe('current');
  });

  it('resolved, remote or dated more than three months ago is past', () => {
    expect(status('choked on meat in 2015, never since', 'choking')).toBe('past');
    expect(status('used to cough when drinking, no longer', 'cough_during_meals')).toBe('past');
    expect(status('aspiration pneumonia 8 months ago', 'aspiration_pneumonia')).toBe('past');
  });
});

describe('a fronted time or frequency phrase speaks of its whole sentence', () => {
  it.each([
    ['Two years ago, after the stroke, she coughed a few times when drinking.', 'cough_during_meals'],
    ['Noong 2019, pagkatapos ng stroke, nasamid siya pag umiinom.', 'cough_during_meals'],
  ] as const)('%s -> %s is past', (text, code) => {
    expect(status(text, code)).toBe('past');
  });

  it('a fronted "every meal" makes the cough a daily one (high)', () => {
    expect(level('毎食、味噌汁でむせている。', 86)).toBe('high');
  });

  it('"since last year" is ongoing, not history: a choking since then stays high', () => {
    expect(status('Since last year, she chokes on bread.', 'choking')).toBe('current');
    expect(level('Desde el año pasado, se atraganta con el pan.', 80)).toBe('high');
    expect(status('从去年起，吃饭就呛。', 'cough_during_meals')).toBe('current');
  });

  it('a time said in a clause that names a sign stays with that clause', () => {
    expect(status('Coughed at meals last year, now coughs at every meal again.', 'cough_during_meals')).toBe('current');
  });
});

describe('moistening dry food because of a dry mouth is one sign, not two', () => {
  it('dry mouth, dry food hard to swallow, rice moistened with soup: moderate even after head-neck radiotherapy', () => {
    expect(level('Miệng khô, ăn cơm khô khó nuốt, phải chan canh.', 70, 'ung thư vòm họng, xạ trị')).toBe('moderate');
    expect(status('Miệng khô, ăn cơm khô khó nuốt, phải chan canh.', 'dry_food_difficulty')).toBe('current');
  });
});
