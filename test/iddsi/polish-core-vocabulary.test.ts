/**
 * Polish read as a core-vocabulary language (issue 14): drinks stay thin unless thickening is said,
 * a stated thickness keeps its level, a purée is placed by its spoon tilt, a cut high-risk food keeps
 * its hazard, and a negated thickener leaves the drink thin. Polish is read, never answered in
 * (rule READ_ONLY_LANGUAGE_FEW_WORDS), and its short words are read in Polish texts only
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

describe(`rule ${RULES.TEXT_LANGUAGE_SCOPE.id}: Polish is told apart from other Latin-script texts`, () => {
  it('by its letters and function words', () => {
    expect(langsOf('dziadek dostał zupę') & langBit('pl')).not.toBe(0);
    expect(langsOf('jest bardzo gęsty, bez grudek') & langBit('pl')).not.toBe(0);
    // Spanish and Portuguese write ó too: it tells no Polish
    expect(langsOf('la canción del camión') & langBit('pl')).toBe(0);
    expect(langsOf('the tea was thin') & langBit('pl')).toBe(0);
  });

  it(`a Polish text is in a read-only language (rule ${RULES.READ_ONLY_LANGUAGE_FEW_WORDS.id})`, () => {
    expect(onlyReadOnlyLanguages(langsOf('ciepłe mleko dla babci'))).toBe(true);
  });

  it('reads "ser" (cheese) in Polish only: Spanish "puede ser" is no cheese', () => {
    expect(classifyText('kanapka z serem żółtym').evidence.map((e) => e.code)).toContain('cheese');
    expect(classifyText('el caldo puede ser más espeso').evidence.map((e) => e.code)).not.toContain('cheese');
  });
});

describe('Polish core vocabulary', () => {
  it('reads everyday drinks as thin drinks, understood', () => {
    const drinks = [
      'szklanka wody mineralnej do obiadu',
      'kubek kawy z mlekiem, bez cukru',
      'sok pomarańczowy w szklance',
      'kefir do kolacji',
      'rosół drobiowy, sam bulion',
    ];
    for (const text of drinks) {
      const r = classifyText(text);
      expect({ text, level: r.level, kind: r.kind, understood: r.understood }).toEqual({ text, level: 0, kind: 'drink', understood: true });
    }
  });

  it('keeps a stated thickness at its level (the descriptive words carers use)', () => {
    expectLevels([
      ['sok jabłkowy, bardzo lekko zagęszczony', 1, 'drink'],
      ['herbata rumiankowa średnio zagęszczona', 3, 'drink'],
      ['kawa z zagęstnikiem, konsystencja miodu', 3, 'drink'],
    ]);
  });

  it('places a smooth purée by the spoon tilt test', () => {
    expectLevels([['przecier z buraków, gładki, zsuwa się z przechylonej łyżki, trzyma kształt na łyżce', 4, 'food']]);
  });

  it('keeps the hazard of a cut high-risk food', () => {
    expectStandingHazard(['parówki pokrojone w kawałki 1 cm', 'kiełbasa krakowska pokrojona w kostkę 1 cm'], 7, 'skins_husks');
    expectStandingHazard(['migdały posiekane drobno'], 7, 'hard');
    expectLevels([['winogrona pokrojone na ćwiartki', 7, 'food']]);
  });

  it('reads a negated thickener as a thin drink, before or after the word', () => {
    expectLevels([
      ['kawa bez zagęstnika', 0, 'drink'],
      ['mleko, zagęstnik nie dodany', 0, 'drink'],
      ['woda, żadnego zagęstnika', 0, 'drink'],
      ['herbata, nie zagęszczona', 0, 'drink'],
    ]);
  });
});

describe('Polish stems do not read words of other languages', () => {
  it('"gęst-" (thick) is not the start of Dutch "gestampt", and "diet-" not English "dietitian"', () => {
    expect(classifyText('ik had het gestampt, prei stamppot').evidence.map((e) => e.code)).not.toContain('thick');
    const byDietitian = classifyText('jelly for pudding, she needs level 2 per the dietitian');
    const byDoctor = classifyText('jelly for pudding, she needs level 2 per the doctor');
    expect([byDietitian.level, byDietitian.kind]).toEqual([byDoctor.level, byDoctor.kind]);
  });
});
