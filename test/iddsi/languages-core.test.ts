/**
 * Issue 14, class 6: the core vocabulary (drinks, thickened, purée/minced/
 * mashed/soft, test words, units, negation) is read in German, Italian,
 * Portuguese, Russian, Arabic and Hindi as well as the response languages.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';

describe('core vocabulary outside the response languages', () => {
  it('reads drinks, thickening, negation and flow-test volumes', () => {
    const cases: [string, number, 'food' | 'drink'][] = [
      ['Eine Tasse Wasser', 0, 'drink'],
      ['Kaffee mit Milch, nicht angedickt', 0, 'drink'],
      ['Acqua addensata, test della siringa: restano circa 6 ml dopo 10 secondi', 2, 'drink'],
      ['Suco de laranja natural, sem espessante', 0, 'drink'],
      ['стакан воды', 0, 'drink'],
      ['Кисель густой, проба шприцем: через 10 секунд осталось 7 мл', 2, 'drink'],
      ['كوب ماء', 0, 'drink'],
      ['एक गिलास पानी', 0, 'drink'],
    ];
    for (const [text, level, kind] of cases) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind, recognised: c.recognised }).toEqual({ text, level, kind, recognised: true });
    }
  });

  it('reads Italian flow-test residue with a singular verb (resta, rimane, rimasto/a)', () => {
    expect(classifyText('latte addensato, nella siringa resta 5 ml').level).toBe(2);
    expect(classifyText('succo di mela addensato: rimane 9 ml dopo 10 secondi').level).toBe(3);
    expect(classifyText('tè addensato, 2 ml rimasta nella siringa').level).toBe(1);
  });

  it('reads preparations and spoon tests', () => {
    expect(classifyText('Kartoffelpüree, glatt, ohne Klümpchen, hält die Form auf dem Löffel').level).toBe(4);
    expect(classifyText('Carne moída bem úmida, pedacinhos de no máximo 4 mm, sem líquido separado').level).toBe(5);
  });
});

describe('test words and negation after the verb (ar, tl, ja, hi)', () => {
  it('reads fork and spoon results, and a thickener that was not added', () => {
    expect(classifyText('بطاطا مهروسة ناعمة، لا تقطر من الشوكة وتبقى على شكل كومة').level).toBe(4);
    expect(classifyText('Kamote puree: buo ang hugis sa kutsara, walang tumutulo sa tinidor').level).toBe(4);
    expect(classifyText('麦茶（とろみ剤は入れていません）').level).toBe(0);
    expect(classifyText('अदरक वाली चाय, गाढ़ा करने वाला पाउडर नहीं डाला').level).toBe(0);
  });
});
