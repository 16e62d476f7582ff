/**
 * Saliva named as the topic of a sentence and its pooling told in a clause of its own ("her spit, it just builds
 * up in her mouth", "ludahnya ngumpul terus di mulut"): the failed saliva swallow of GUSS step 1, rule
 * saliva_not_swallowed (concepts.ts saliva + mouth_pooling, red-flags.ts unable_to_manage_saliva), in every input
 * language. Pooling words with no saliva in the sentence read as nothing on their own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const TOLD_APART: ReadonlyArray<readonly [string, string]> = [
  ['en', 'Her spit is the worst part, it builds up in her mouth all day.'],
  ['zh-HK', '佢啲口水成日都積住，要用紙巾抹。'],
  ['zh-CN', '他的唾液一直积着，要不停地擦。'],
  ['ja', '父はつばが多くて、いつも口の中にたまっています。'],
  ['ko', '아버지는 침이 자꾸 고여서 계속 닦아 드려야 해요.'],
  ['tl', 'Yung laway ni lola, palaging naiipon sa bibig niya.'],
  ['id', 'Liurnya numpuk di mulut terus, harus sering dilap.'],
  ['vi', 'Nước bọt của ông cứ đọng lại, phải lau suốt.'],
  ['th', 'น้ำลายของแม่ขังอยู่ในปากตลอด ต้องคอยเช็ด'],
  ['es', 'La saliva se le acumula todo el tiempo y hay que limpiarla.'],
];

describe('rule saliva_not_swallowed: saliva pooling told apart from the saliva noun', () => {
  it.each(TOLD_APART)('%s: %s screens high', (_lang, text) => {
    const result = evaluate({ symptoms: text, age: 75 });
    expect(result.level).toBe('high');
    expect(result.rules).toContain('saliva_not_swallowed');
  });

  it('pooling words with no saliva in the sentence are not a failed saliva swallow', () => {
    const result = evaluate({ symptoms: 'Rainwater pools on the patio after a storm.', age: 75 });
    expect(result.items.map((i) => i.code)).not.toContain('saliva_not_swallowed');
    expect(result.level).toBe('low');
  });

  it('a denied pooling of saliva stays low', () => {
    expect(evaluate({ symptoms: 'No saliva pooling, she swallows her spit fine.', age: 75 }).level).toBe('low');
  });
});
