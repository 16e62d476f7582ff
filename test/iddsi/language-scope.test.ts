/** Rule TEXT_LANGUAGE_SCOPE: a word that is a negation in one language and another word elsewhere. */
import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../shared/iddsi/text/normalize';
import { RULES } from '../../shared/iddsi/text/rules';
import { langBit, shortFormOf, textLanguages } from '../../shared/iddsi/text/text-language';
import { expectLevels } from '../support/iddsi';

const langsOf = (text: string) => {
  const t = normalizeText(text);
  return textLanguages(t.norm, t.exact, []);
};

describe(`rule ${RULES.TEXT_LANGUAGE_SCOPE.id}`, () => {
  it('tells the language of a text from its function words and script', () => {
    expect(langsOf('ang lugaw ni lola ay malambot') & langBit('tl')).not.toBe(0);
    expect(langsOf('bubur ayam yang sudah di blender') & langBit('tl')).toBe(0);
    expect(langsOf('thịt gà xay nhuyễn') & langBit('vi')).not.toBe(0);
    expect(langsOf('thịt gà xay nhuyễn') & langBit('id')).toBe(0);
  });

  it('reads Tagalog "di" as "hindi", in the rows written with "hindi" only', () => {
    expect(shortFormOf('hindi dumidikit sa kutsara', 'tl')).toBe('di dumidikit sa kutsara');
    expect(shortFormOf('hindi dumidikit', 'id')).toBeNull();
    expectLevels([
      ['gatas na di malapot, parang tubig', 0, 'drink'],
      ['kamote na dinurog, makinis, di dumidikit sa kutsara', 4, 'food'],
      ['giniling na baboy, di sigurado kung gaano kaliit', 7, 'food'],
    ]);
  });

  it('reads Indonesian "di" as "at" and "ga" as "not", and Vietnamese "gà" as chicken', () => {
    expectLevels([
      ['puree labu kuning halus, ga lengket, tetap berdiri di sendok', 4, 'food'],
      ['thịt gà xay nhuyễn, mịn, không lợn cợn', 4, 'food'],
      ['susu ga kental, encer kayak air', 0, 'drink'],
    ]);
  });

  it('reads French "pas" (not) in French only: Indonesian "pas" is "when"', () => {
    expectLevels([
      ['bubur kentang, pas disajikan sudah halus, tidak ada gumpalan', 4, 'food'],
      ['compote de pommes lisse, pas de grumeaux', 4, 'food'],
    ]);
  });
});
