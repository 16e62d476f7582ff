/**
 * Dates written with number words ("six months ago", "hace un año", "六個月前",
 * "여섯 달 전"): the '#' of the monthsAgo terms only reads digits, so these are
 * listed as past cues. Beyond RECENT_EVENT_MONTHS a sign is history and does
 * not raise the score on its own; two or three months ago stays current.
 * Also Spanish imperfect forms ("tosía", "se atoraba") that the stems missed.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';
import { findingStatus } from '../support/aspiration';

/** [text with a sign dated more than three months ago, the sign code] */
const OLD: Array<[string, string]> = [
  ['Seven months ago he coughed when drinking, nothing since', 'cough_during_meals'],
  ['Coughing at dinner eight months back, settled now', 'cough_during_meals'],
  ['Hace ocho meses tosía cuando tomaba sopa', 'cough_during_meals'],
  ['Tosía con el café hace más de un año', 'cough_during_meals'],
  ['Hace cinco años se atoraba con el pan', 'choking'],
  ['Tujuh bulan yang lalu batuk waktu minum', 'cough_during_meals'],
  ['Setahun lalu sering batuk kalau minum kopi', 'cough_during_meals'],
  ['Pitong buwan na ang nakalipas inuubo siya habang umiinom', 'cough_during_meals'],
  ['Tám tháng trước bị ho khi uống trà', 'cough_during_meals'],
  ['เจ็ดเดือนก่อนไอตอนดื่มน้ำ', 'cough_during_meals'],
  ['八個月前飲水會咳', 'cough_during_meals'],
  ['七个月前喝水会呛咳', 'cough_during_meals'],
  ['八ヶ月前は水を飲むとむせていた', 'cough_during_meals'],
  ['일곱 달 전에는 물 마실 때 사레가 들렸어요', 'cough_during_meals'],
];

/** The same signs dated inside three months: still current. */
const RECENT: Array<[string, string]> = [
  ['Three months ago he started coughing when drinking', 'cough_during_meals'],
  ['Hace dos meses que tosía con la sopa', 'cough_during_meals'],
  ['Dua bulan lalu mulai batuk waktu minum', 'cough_during_meals'],
  ['Ba tháng trước bắt đầu ho khi uống trà', 'cough_during_meals'],
  ['兩個月前開始飲水會咳', 'cough_during_meals'],
  ['세 달 전부터 물 마실 때 사레가 들려요', 'cough_during_meals'],
];

describe('word-number dates', () => {
  it.each(OLD)('%s: the sign is history', (text, code) => {
    expect(findingStatus(text, code, 'sign')).toBe('past');
  });

  it.each(RECENT)('%s: the sign is current', (text, code) => {
    expect(findingStatus(text, code, 'sign')).toBe('current');
  });

  it('an old mild sign in a healthy adult who eats well now is low; the same sign last week is not', () => {
    expect(evaluate({ symptoms: 'Hace un año tosía con la sopa; ahora come y bebe bien', age: 58 }).level).toBe('low');
    expect(evaluate({ symptoms: 'Six months ago she coughed over tea, eating normally now', age: 52 }).level).toBe('low');
    expect(evaluate({ symptoms: 'Tosía con la sopa la semana pasada', age: 78 }).level).not.toBe('low');
  });
});

describe('Spanish imperfect forms', () => {
  it('"tosía" is a cough at meals and "se atoraba" a choking episode', () => {
    expect(findingStatus('Tosía en cada comida esta semana', 'cough_during_meals', 'sign')).toBe('current');
    expect(findingStatus('Esta semana se atoraba con el arroz', 'choking', 'sign')).toBe('current');
    expect(evaluate({ symptoms: 'Esta semana se atoraba con el arroz', age: 81 }).level).toBe('high');
  });

  it('negated: "ya no tosía" and "no se atoraba" are not current', () => {
    expect(findingStatus('Al final de la estancia ya no tosía al comer', 'cough_during_meals', 'sign')).not.toBe('current');
    expect(findingStatus('No se atoraba con nada', 'choking', 'sign')).toBeUndefined();
  });
});
