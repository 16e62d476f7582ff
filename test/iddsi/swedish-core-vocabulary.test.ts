/**
 * Swedish read as a core-vocabulary language (issue 14): drinks stay thin unless thickening is said,
 * a stated thickness keeps its level, a purée is placed by its spoon tilt, a cut high-risk food keeps
 * its hazard, and a negated or forgotten thickener leaves the drink thin. Swedish is read, never
 * answered in (rule READ_ONLY_LANGUAGE_FEW_WORDS), and its short words are read in Swedish texts only
 * (rule TEXT_LANGUAGE_SCOPE).
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { normalizeText } from '../../shared/iddsi/text/normalize';
import { RULES } from '../../shared/iddsi/text/rules';
import { langBit, onlyReadOnlyLanguages, textLanguages } from '../../shared/iddsi/text/text-language';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

const langsOf = (text: string) => {
  const t = normalizeText(text);
  return textLanguages(t.norm, t.exact, []);
};

describe(`rule ${RULES.TEXT_LANGUAGE_SCOPE.id}: Swedish is told apart from German and Dutch`, () => {
  it('by its å and function words', () => {
    expect(langsOf('hon fick gröt på morgonen')).toBe(langBit('sv'));
    expect(langsOf('soppan är inte tjock och han äter den med sked')).toBe(langBit('sv'));
    expect(langsOf('die Suppe ist nicht dick und er isst sie mit dem Löffel') & langBit('sv')).toBe(0);
    expect(langsOf('de soep is niet dik en hij eet het met een lepel') & langBit('sv')).toBe(0);
  });

  it(`a Swedish text is in a read-only language (rule ${RULES.READ_ONLY_LANGUAGE_FEW_WORDS.id})`, () => {
    expect(onlyReadOnlyLanguages(langsOf('varm mjölk till mormor, hon har ont i halsen'))).toBe(true);
  });

  it('reads its short words in Swedish only: Spanish "te" is no tea, English "lax" and "sill" no fish', () => {
    expect(classifyText('te traigo el puré de calabaza').evidence.map((e) => e.code)).not.toContain('tea');
    expect(classifyText('pudding left on the window sill, lax about the lid').evidence.map((e) => e.code)).not.toContain('fish');
    expect(classifyText('en kopp te med honung').evidence.map((e) => e.code)).toContain('tea');
  });
});

describe('Swedish core vocabulary', () => {
  it('reads everyday drinks as thin drinks, understood', () => {
    const drinks = [
      'ett glas mellanmjölk till middagen',
      'en kopp kaffe på eftermiddagen',
      'hallonsaft i ett glas',
      'filmjölk i en kopp',
      'köttbuljong, bara buljong',
    ];
    for (const text of drinks) {
      const r = classifyText(text);
      expect({ text, level: r.level, kind: r.kind, understood: r.understood }).toEqual({ text, level: 0, kind: 'drink', understood: true });
    }
  });

  it('keeps a stated thickness at its level (the words of Swedish care)', () => {
    expectLevels([
      ['äppeljuice, mycket lätt förtjockad', 1, 'drink'],
      ['mjölk, måttligt förtjockad', 2, 'drink'],
      ['förtjockat kaffe, nivå 3', 3, 'drink'],
      ['apelsinjuice, extremt förtjockad', 4, 'drink'],
    ]);
  });

  it('places a smooth purée by the spoon tilt test', () => {
    expectLevels([['mixad blomkål, slät, ligger kvar på skeden och glider av när skeden lutas', 4, 'food']]);
  });

  it('keeps the hazard of a cut high-risk food', () => {
    expectStandingHazard(['prinskorv skuren i bitar på 1 cm'], 7, 'skins_husks');
    expectStandingHazard(['hasselnötter finhackade i yoghurten'], 7, 'hard');
    expectStandingHazard(['strömming med ben, i bitar'], 7, 'bones');
    expectLevels([['körsbär delade på mitten', 7, 'food']]);
  });

  it('reads a negated, forgotten or run-out thickener as a thin drink', () => {
    expectLevels([
      ['nyponte utan förtjockningsmedel', 0, 'drink'],
      ['mjölk, inget förtjockningspulver', 0, 'drink'],
      ['äppeljuice, förtjockningsmedel ej tillsatt', 0, 'drink'],
      ['kaffe, förtjockningsmedlet tog slut', 0, 'drink'],
      ['vatten, inte förtjockat', 0, 'drink'],
    ]);
  });

  it(`lets a test result outrank a label's level, the label ending at "men" (rule ${RULES.ROLE_LABEL.id})`, () => {
    expectLevels([
      ['på förpackningen står nivå 3 men kaffet rinner snabbt genom gaffeln', 0, 'drink'],
      // the place said after the level is no label cue running over the test that follows
      ['det står nivå 4 på etiketten men saften rinner snabbt av skeden', 0, 'drink'],
    ]);
  });

  it("lets stewing take a fruit's juice away, and peeling its skin", () => {
    expectLevels([['skalade äpplen, mjukkokta, i bitar på 1 cm', 6, 'food']]);
  });

  it('reads the Swedish dishes at the level their food rows carry', () => {
    expectLevels([
      ['pyttipanna med stekt ägg', 7, 'food'],
      ['knäckebröd med smör', 7, 'food'],
      ['köttbullar med potatismos', 7, 'food'],
    ]);
  });
});
