/**
 * Words that make a food the FLAVOUR of what is served, not a piece in it (rule FLAVOUR_NOT_PIECE):
 * "chicken flavour", "鸡肉味", "チキン風味", "닭고기 맛" (after the food) and "sabor a pollo",
 * "rasa ayam", "vị gà", "รสไก่", "goût de poulet" (before it). A broth with a flavour is still the
 * thin broth; a broth with named pieces is a mixed consistency.
 */
import type { Names } from './terms';

/** Written right after the food ("chicken flavour", "鸡肉味"). */
export const FLAVOUR_AFTER: Names = {
  en: 'flavour,flavor,flavoured,flavored,flavouring,flavoring,taste,tasting',
  zh: '味,口味,风味,味道,香味',
  ja: '味,風味,フレーバー,の味',
  ko: '맛',
  tl: 'flavor,flavored',
  de: 'geschmack',
  hi: 'स्वाद',
  tr: 'aromalı,aromasında,tadında,lezzetinde',
};

/** Written right before the food ("sabor a pollo", "rasa ayam"). */
export const FLAVOUR_BEFORE: Names = {
  en: 'flavour of,flavor of,flavoured with,flavored with,tastes of,tastes like',
  es: 'sabor a,sabor de,con sabor a,con sabor de,sabor',
  fr: 'gout de,au gout de,gout,saveur,saveur de,parfum,arome',
  it: 'gusto,al gusto di,sapore di,aroma di',
  pt: 'sabor,sabor de,sabor a,gosto de',
  id: 'rasa',
  vi: 'vị,hương vị,hương',
  th: 'รส,กลิ่น',
  tl: 'lasang,flavor na',
  ru: 'вкус,со вкусом',
  de: 'geschmack,mit geschmack',
  hi: 'स्वाद',
  pl: 'smak,o smaku,smaku,aromat,o aromacie',
  nl: 'smaak,met smaak,met de smaak van,met een smaakje',
  sv: 'smak,med smak av,smaksatt,smaksatt med',
};

/**
 * Foods whose name also names the flavour of a drink (rule FLAVOUR_AFTER_DRINK): fruit and chocolate,
 * as in "drinking yoghurt, strawberry" or "kefir (mango)". Bread, biscuits or rice after a drink are
 * another item of a list, never its flavour.
 */
export const DRINK_FLAVOUR_FOODS: ReadonlySet<string> = new Set(['fruit', 'round_fruit', 'soft_fruit', 'chocolate']);
