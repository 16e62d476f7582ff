/**
 * Turkish read as a core-vocabulary language (issue 14): drinks stay thin unless thickening is said,
 * a stated thickness keeps its level, a purée is placed by its spoon tilt, a cut high-risk food keeps
 * its hazard, and a thickener negated inside the verb ("koymadık") or by "-sız" (without) leaves the
 * drink thin. Turkish is read, never answered in (rule READ_ONLY_LANGUAGE_FEW_WORDS), and its short
 * words that are other words elsewhere are read in Turkish texts only (rule TEXT_LANGUAGE_SCOPE).
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
const codes = (text: string) => classifyText(text).evidence.map((e) => e.code);

describe(`rule ${RULES.TEXT_LANGUAGE_SCOPE.id}: Turkish is told apart from other Latin-script texts`, () => {
  it('by its letters (ı ğ ş) and function words', () => {
    expect(langsOf('kızım bugün çok yorgun') & langBit('tr')).not.toBe(0);
    expect(langsOf('bu sabah bir kase yoğurt ve bal') & langBit('tr')).not.toBe(0);
    // ç ö ü are French, Portuguese and German letters too: they tell no Turkish
    expect(langsOf('Würstchen für die Großmutter') & langBit('tr')).toBe(0);
    expect(langsOf('the milk was cold') & langBit('tr')).toBe(0);
  });

  it(`a Turkish text is in a read-only language (rule ${RULES.READ_ONLY_LANGUAGE_FEW_WORDS.id})`, () => {
    expect(onlyReadOnlyLanguages(langsOf('babaanneme ılık süt verdik'))).toBe(true);
  });

  it('reads "su" (water), "et" (meat) and "bal" (honey) in Turkish only', () => {
    expect(codes('dedeme bir bardak su verdim')).toContain('water');
    expect(codes('la sopa de su madre, muy caliente')).not.toContain('water');
    expect(codes('pain et confiture')).not.toContain('meat');
    expect(codes('kahvaltıda bal ve tereyağı')).toContain('honey');
  });

  it('reads a capital İ as the i it is (it lower-cases to i and a combining dot)', () => {
    expect(normalizeText('BİR İÇİM').norm).toBe('bir icim');
    expect(classifyText('ÇİLEK AROMALI SÜT, KIVAM ARTIRICISIZ').level).toBe(0);
  });

  it('reads Turkish "bir" (one, a) as no Indonesian beer', () => {
    expect(codes('bir dilim ekmek')).not.toContain('alcohol');
  });
});

describe('Turkish core vocabulary', () => {
  it('reads everyday drinks as thin drinks, understood', () => {
    const drinks = [
      'babaanneme öğlen ılık ıhlamur verdik',
      'bir fincan sütlü kahve, şekersiz',
      'vişne suyu, buzlu',
      'kahvaltıda bir kupa kefir',
      'sadece tavuk suyu, süzülmüş',
    ];
    for (const text of drinks) {
      const r = classifyText(text);
      expect({ text, level: r.level, kind: r.kind, understood: r.understood }).toEqual({ text, level: 0, kind: 'drink', understood: true });
    }
  });

  it('keeps a stated thickness at its level (the descriptive words carers use)', () => {
    expectLevels([
      ['elma suyu çok hafif koyulaştırılmış', 1, 'drink'],
      ['ıhlamur, orta derecede koyulaştırılmış', 3, 'drink'],
      ['sütlü kahve kıvam artırıcıyla, bal kıvamında', 3, 'drink'],
      ['şeftali suyu puding kıvamında', 4, 'drink'],
    ]);
  });

  it('places a smooth purée by the spoon tilt test', () => {
    expectLevels([['pancar püresi, pürüzsüz, kaşıkta tepecik oluşturuyor, kaşık eğilince kayıyor', 4, 'food']]);
  });

  it('keeps the hazard of a cut high-risk food', () => {
    expectStandingHazard(['sosis küçük parçalara doğrandı', 'sucuk küp küp doğranmış'], 7, 'skins_husks');
    expectStandingHazard(['ceviz ince kıyılmış'], 7, 'hard');
    expectLevels([
      ['kiraz ikiye bölünmüş', 7, 'food'],
      ['uskumru, kılçıklı', 7, 'food'],
      // dipped into a liquid: a mixed consistency (the dative "süte" is no "milk" drink compound)
      ['bisküvi süte batırılmış', 7, 'food'],
    ]);
  });

  it('reads a negated thickener as a thin drink: "-sız", "yok", a negated or forgotten verb', () => {
    expectLevels([
      ['portakal suyu, koyulaştırıcısız', 0, 'drink'],
      ['süt, kıvam artırıcı yok', 0, 'drink'],
      ['kahveye koyulaştırıcı eklemedik', 0, 'drink'],
      ['ayran koyulaştırılmamış', 0, 'drink'],
      // the thickener in the accusative, before the verb it is the object of
      ['ıhlamura kıvam artırıcıyı katmayı unuttuk', 0, 'drink'],
      ['süt verdim, koyulaştırıcıyı koymadım', 0, 'drink'],
    ]);
  });

  it('reads "koyu çay" (strong tea) as no thickened drink', () => {
    expectLevels([['dedem koyu çay içti', 0, 'drink']]);
  });
});

describe(`${RULES.TEXT_LANGUAGE_SCOPE.id}: Turkish words that are words elsewhere stay in Turkish`, () => {
  it('reads Vietnamese "cay" (spicy) and the name Erik as what they are there', () => {
    expectLevels([
      ['cháo gà cay cho ông', 7, 'food'],
      ["Erik's orange juice, thickened to level 2", 2, 'drink'],
    ]);
  });
});
