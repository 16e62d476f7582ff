/**
 * Dutch read as a core-vocabulary language (issue 14): drinks stay thin unless thickening is said,
 * a stated thickness keeps its level, a purée is placed by its spoon tilt, a cut high-risk food keeps
 * its hazard, and a negated or forgotten thickener leaves the drink thin. Dutch is read, never answered
 * in (rule READ_ONLY_LANGUAGE_FEW_WORDS), and its short words are read in Dutch texts only
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

describe(`rule ${RULES.TEXT_LANGUAGE_SCOPE.id}: Dutch is told apart from German and Swedish`, () => {
  it('by its ij and function words', () => {
    expect(langsOf('mijn vader krijgt rijst met jus')).toBe(langBit('nl'));
    expect(langsOf('de soep is niet dik en hij eet het met een lepel')).toBe(langBit('nl'));
    expect(langsOf('die Suppe ist nicht dick und er isst sie mit dem Löffel')).toBe(langBit('de'));
    expect(langsOf('soppan är inte tjock och han äter den med sked') & langBit('nl')).toBe(0);
    // Spanish writes ij before a vowel (hijo, hija): no Dutch
    expect(langsOf('mi hija toma el caldo') & langBit('nl')).toBe(0);
  });

  it(`a Dutch text is in a read-only language (rule ${RULES.READ_ONLY_LANGUAGE_FEW_WORDS.id})`, () => {
    expect(onlyReadOnlyLanguages(langsOf('warme melk voor mijn moeder'))).toBe(true);
  });

  it('reads its short words in Dutch only: Indonesian "dik" and English "drop" are no thickness or sweets', () => {
    expect(classifyText('Dik, minum air putih dulu ya').evidence.map((e) => e.code)).not.toContain('thick');
    expect(classifyText('one drop of lemon juice in the water').evidence.map((e) => e.code)).not.toContain('candy');
    expect(classifyText('de vla is dik').evidence.map((e) => e.code)).toContain('thick');
  });
});

describe('Dutch core vocabulary', () => {
  it('reads everyday drinks as thin drinks, understood', () => {
    const drinks = [
      'een beker karnemelk bij het ontbijt',
      'kopje koffie met een scheutje melk',
      'glaasje appelsap',
      'chocomel uit de koelkast',
      'heldere kippenbouillon, alleen het vocht',
    ];
    for (const text of drinks) {
      const r = classifyText(text);
      expect({ text, level: r.level, kind: r.kind, understood: r.understood }).toEqual({ text, level: 0, kind: 'drink', understood: true });
    }
  });

  it('keeps a stated thickness at its level (the Dutch IDDSI names and the words carers use)', () => {
    expectLevels([
      ['rooibosthee, zeer licht verdikt', 1, 'drink'],
      ['sinaasappelsap, matig verdikt', 2, 'drink'],
      ['koffie met verdikkingsmiddel, dik vloeibaar', 3, 'drink'],
      ['melk, zeer dik vloeibaar', 4, 'drink'],
    ]);
  });

  it('places a smooth purée by the spoon tilt test', () => {
    expectLevels([['gepureerde wortelen, glad, blijft als een bergje op de lepel en glijdt van de gekantelde lepel', 4, 'food']]);
  });

  it('keeps the hazard of a cut high-risk food', () => {
    expectStandingHazard(['knakworstjes in stukjes van 1 cm gesneden'], 7, 'skins_husks');
    expectStandingHazard(['hazelnoten fijngehakt over de vla'], 7, 'hard');
    expectStandingHazard(['makreel met graten, in stukjes'], 7, 'bones');
    expectLevels([['kersen gehalveerd', 7, 'food']]);
  });

  it('reads a negated, forgotten or run-out thickener as a thin drink', () => {
    expectLevels([
      ['muntthee zonder verdikkingsmiddel', 0, 'drink'],
      ['melk, geen verdikkingsmiddel', 0, 'drink'],
      ['druivensap, verdikkingsmiddel niet toegevoegd', 0, 'drink'],
      ['koffie, het verdikkingspoeder is op', 0, 'drink'],
      ['water, niet verdikt', 0, 'drink'],
    ]);
  });

  it(`lets a test result outrank a label's level, the label ending at "maar" (rule ${RULES.ROLE_LABEL.id})`, () => {
    expectLevels([
      ['volgens het etiket niveau 3, maar de thee loopt snel door de vork', 0, 'drink'],
      ['op de verpakking staat niveau 2 maar de spuittest: na 10 seconden 0,5 ml over', 0, 'drink'],
    ]);
  });

  it('reads "nothing left in the syringe" as a syringe that emptied, as the other read-only languages do', () => {
    expectLevels([
      ['melk met verdikkingsmiddel, spuittest: na tien seconden niks meer over in de spuit', 0, 'drink'],
      ['lait épaissi, test à la seringue : plus rien dans la seringue au bout de 10 s', 0, 'drink'],
      ['Milch angedickt, Spritzentest: nichts mehr in der Spritze nach 10 Sekunden', 0, 'drink'],
    ]);
  });

  it("lets stewing take a fruit's juice away, and peeling its skin", () => {
    expectLevels([['geschilde peren, gestoofd, in stukjes van 1 cm', 6, 'food']]);
  });

  it('reads the Dutch dishes at the level their food rows carry', () => {
    expectLevels([
      ['erwtensoep met rookworst', 7, 'food'],
      ['bitterballen', 7, 'food'],
      ['vanillevla', 4, 'food'],
    ]);
  });
});

describe(`${RULES.TEXT_LANGUAGE_SCOPE.id}: Dutch and Swedish words that are words elsewhere stay in their language`, () => {
  it("keeps the other languages' answers", () => {
    expectLevels([
      ['un timbal de arroz con verduras', 7, 'food'],
      ['ikan asap dipotong kecil', 7, 'food'],
      ['poulet gelé coupé en morceaux', 7, 'food'],
      ['purê de abóbora liso, fica na colher e cai inteiro em 3 seg', 4, 'food'],
    ]);
    expect(classifyText('water thickened to level 2, the worst is after lunch').kind).toBe('drink');
  });
  it('reads "een glas siroop" as the diluted syrup drink, thin', () => {
    expectLevels([['een glaasje siroop met water voor opa', 0, 'drink']]);
  });
});
