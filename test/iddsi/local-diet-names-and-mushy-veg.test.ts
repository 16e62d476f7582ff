/**
 * Local diet names answered inside their range (rules SOFT_CARE_FOOD_NAME, MEAL_PART_NAMES_NO_FOOD,
 * GENERIC_VEG_NAMES_NO_LEAF), each with phrases of its own in the languages it reads.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';

const cap = RULES.AMBIGUOUS_TERM.confidence.cap;

function expectAmbiguousFood(rows: readonly [string, number][]): void {
  for (const [text, level] of rows) {
    const r = runEngine(text);
    expect({ text, level: r.level, kind: r.kind, needsTest: r.needsTest, capped: r.confidence <= cap }).toEqual({
      text,
      level,
      kind: 'food',
      needsTest: true,
      capped: true,
    });
  }
}

describe(`${RULES.SOFT_CARE_FOOD_NAME.id}: ソフト食 is Levels 4-6, a food answered 6 with the test`, () => {
  it('reads the name alone and the dish made to it at Level 6, ambiguous', () => {
    expectAmbiguousFood([
      ['母は施設でソフト食です', 6],
      ['ソフト食：鶏の照り焼き', 6],
      ['ソフト食のハンバーグ、完食', 6],
    ]);
    expect(runEngine('ソフト食の鮭').ambiguousTerms).toContain('ソフト食');
  });

  it("keeps a fish's bones: a diet name is no written removal, the eater's diet may head what was served", () => {
    for (const text of ['夕食はソフト食の焼き魚', 'ソフト食：焼き魚', '昼はソフト食の鮭の塩焼き']) {
      const r = runEngine(text);
      expect({ text, level: r.level, bones: r.hazards.some((h) => h.code === 'bones') }).toEqual({ text, level: 7, bones: true });
    }
  });

  it('drops the bones only where the text removes them', () => {
    expectAmbiguousFood([['ソフト食の煮魚、骨なし', 6]]);
  });

  it('takes away only what preparing to Level 6 does: nuts, rice cake and crackers keep their hazards', () => {
    for (const text of ['ソフト食のくるみ', 'ソフト食のお餅', 'ソフト食：せんべい']) expect(runEngine(text).level).toBe(7);
  });

  it('reads the dysphagia diets of every code (嚥下食, 嚥下調整食) at the safer 6, not a purée', () => {
    expectAmbiguousFood([
      ['父は嚥下食です', 6],
      ['嚥下調整食の献立', 6],
    ]);
    expect(runEngine('嚥下食の鯖の味噌煮').level).toBe(7);
  });

  it('leaves やわらか食 a soft word that reaches Level 7 (delivered "easy to chew" food)', () => {
    expect(runEngine('やわらか食のハンバーグ').level).toBe(7);
  });
});

describe(`${RULES.MEAL_PART_NAMES_NO_FOOD.id}: 主食, 主菜, 副菜 name no food`, () => {
  it('reads a blended diet served in parts as the blended diet (Level 4), not a vegetable', () => {
    expectAmbiguousFood([
      ['夕食はミキサー食。主菜と副菜は半分ずつ食べた', 4],
      ['ミキサー食で提供し、主食も完食', 4],
    ]);
  });

  it('keeps the hazards of a food the side dish names', () => {
    expect(runEngine('副菜はレタスのサラダ').level).toBe(7);
  });
});

describe(`${RULES.GENERIC_VEG_NAMES_NO_LEAF.id}: vegetables in general cooked to mush are Level 6 with the test`, () => {
  it('answers mushy vegetables at 6 in every language read, capped', () => {
    expectAmbiguousFood([
      ['the veggies went mushy in the slow cooker', 6],
      ['verduras deshechas de tanto hervir', 6],
      ['野菜はくたくたに煮た', 6],
      ['sayur benyek untuk nenek', 6],
      ['gemüse ganz matschig gekocht', 6],
    ]);
  });

  it('keeps vegetables only called soft at Level 7 with the test: whole cooked leaves may remain', () => {
    const texts = ['野菜の煮物、やわらかく煮た', '野菜の煮物、やわらかい', 'soft cooked veg', 'verduras blandas', 'sayur lunak'];
    for (const text of texts) {
      const r = runEngine(text);
      expect({ text, level: r.level, needsTest: r.needsTest, floppy: r.hazards.some((h) => h.code === 'floppy') }).toEqual({
        text,
        level: 7,
        needsTest: true,
        floppy: true,
      });
    }
  });

  it('reads soft vegetables cut to Level 6 size as Level 6, and mashed ones lower', () => {
    expect(runEngine('野菜の煮物、やわらかく煮て1cm角に切った').level).toBe(6);
    expect(runEngine('mashed veg').level).toBeLessThan(6);
  });

  it('keeps a named leaf floppy, and plain or chopped vegetables at Level 7', () => {
    for (const text of ['lettuce gone mushy', 'chopped veg', 'vegetables', 'ผักสด']) expect(runEngine(text).level).toBe(7);
  });
});

describe('core vocabulary: the purée tests in Malay and a Japanese negation with は', () => {
  it('reads a blended food with no lumps that stands on the spoon as Level 4', () => {
    const texts = [
      'bubur labu dikisar licin, tiada ketulan, tidak menitis dari garpu, berdiri atas sudu',
      'かぼちゃのペースト、なめらかでダマは全くなく、スプーンの上で形を保つ',
    ];
    for (const text of texts) expect({ text, level: runEngine(text).level }).toEqual({ text, level: 4 });
  });

  it('keeps lumps said to remain', () => {
    expect(runEngine('bubur ayam dikisar, masih ada ketulan').level).toBeGreaterThan(4);
  });
});
