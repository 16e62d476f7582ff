/**
 * Rule MELTING_FOOD_ALONE: a gelatin jelly named alone, cubed or not, with only its flavour, is the thin
 * liquid it melts into (Level 0, melting hazard, confidence capped); konjac, agar, jelly drinks made thick,
 * jellies made for dysphagia, pieces set in a liquid and a second food stay out. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.MELTING_FOOD_ALONE.id}: a gelatin jelly alone is a thin liquid`, () => {
  it('answers Level 0 drink for jelly pieces alone, in the languages read', () => {
    expectLevels([
      ['raspberry jelly squares after lunch', 0, 'drink'],
      ['diced jello for Mrs Abe, she is on minced and moist', 0, 'drink'],
      ['jello squares for afters', 0, 'drink'],
      ['lime-jelly squares', 0, 'drink'],
      ['a jelly pot (orange) at four o clock', 0, 'drink'],
      ['blackcurrant jelly cut into small cubes', 0, 'drink'],
      ['果冻块当甜品', 0, 'drink'],
      ['啫哩粒做甜品', 0, 'drink'],
      ['cubitos de gelatina de limón', 0, 'drink'],
      ['gelée de framboise en cubes', 0, 'drink'],
      ['Wackelpudding in Würfeln zum Nachtisch', 0, 'drink'],
      ['젤리 조각 간식', 0, 'drink'],
      ['りんごゼリー', 0, 'drink'],
      ['りんごゼリー、介護用スプーンで', 0, 'drink'],
    ]);
  });

  it('reads "jelly for dysphagia patients" as who the jelly is served to, not a jelly made for dysphagia', () => {
    expectLevels([
      ['strawberry jelly for dysphagia pts, made from jelly crystals', 0, 'drink'],
      ['jelly for dysphagia residents at tea', 0, 'drink'],
    ]);
  });

  it('gives the melting hazard only, below the cap', () => {
    const c = classifyText('peach jelly cubes for her dessert');
    expect(c.level).toBe(0);
    expect(c.hazards.map((h) => h.code)).toEqual(['melts']);
    expect(c.confidence).toBeLessThanOrEqual(RULES.MELTING_FOOD_ALONE.confidence.cap);
  });

  it('leaves konjac, agar, pieces in a liquid, a second food and a level of its own', () => {
    expectLevels([
      ['konjac jelly cubes for the grandchildren', 7, 'food'],
      ['gulaman cubes para sa meryenda', 7, 'food'],
      ['jelly cubes floating in lemonade', 7, 'food'],
      ['jelly pieces and a slice of sponge', 7, 'food'],
      ['jelly cubes, blended smooth', 4, 'food'],
      // a jelly made for dysphagia (IDDSI-tested, does not melt) is the swallowing jelly row
      ['a pot of dysphagia jelly for Mrs Ray', 4, 'food'],
      ['blackcurrant jelly made for dysphagia', 4, 'food'],
      ['gelatina para disfagia sabor naranja', 4, 'food'],
      // a care or thickening word before a Japanese flavoured jelly names the swallowing jelly
      ['介護用りんごゼリー', 4, 'food'],
      ['嚥下食のりんごゼリー', 4, 'food'],
      ['とろみ付きオレンジゼリー', 4, 'food'],
      ['介護用のいちごゼリーを少し', 4, 'food'],
    ]);
  });
});

describe(`${RULES.MELTING_FOOD_ALONE.id}: a food listed beside the jelly is a second food, not its flavour`, () => {
  it('keeps Level 7 and the fruit hazards when a fruit or chocolate is its own list item', () => {
    expectLevels([
      ['jelly cubes, grapes', 7, 'food'],
      ['grapes\njelly cubes', 7, 'food'],
      ['grapes - jelly cubes', 7, 'food'],
      ['jelly cubes (grapes halved)', 7, 'food'],
      ['jelly cubes, chocolate', 7, 'food'],
      ['jelly squares, cherries on the side', 7, 'food'],
      ['blueberries\nlime jelly cubes', 7, 'food'],
      ['gelatina en cubos, uvas', 7, 'food'],
      ['uvas\ngelatina en cubos', 7, 'food'],
      ['果冻粒，提子', 7, 'food'],
      ['果冻块、苹果', 7, 'food'],
      ['啫哩粒（提子）', 7, 'food'],
      ['サイコロゼリー、ぶどう', 7, 'food'],
      ['젤리 조각, 포도', 7, 'food'],
    ]);
    expect(classifyText('jelly cubes, grapes').hazards.map((h) => h.code)).toContain('round_long');
  });

  it('still reads a flavour inside the jelly name', () => {
    expectLevels([
      ['jelly pot (strawberry)', 0, 'drink'],
      ['jelly cubes (grape)', 0, 'drink'],
      ['strawberry jelly cubes', 0, 'drink'],
      ['포도 젤리 조각', 0, 'drink'],
    ]);
  });
});

describe(`${RULES.MELTING_FOOD_ALONE.id}: a jelly said to be firm, chewy or to hold pieces does not melt`, () => {
  it('keeps Level 7 food', () => {
    expectLevels([
      ['gummy jelly cubes', 7, 'food'],
      ['chewy jelly cubes', 7, 'food'],
      ['jelly cubes, hard, chewy', 7, 'food'],
      ['jelly cubes, crunchy', 7, 'food'],
      ['firm jelly cubes', 7, 'food'],
      ['jelly cubes, set hard', 7, 'food'],
      ['jelly cubes (grape) with whole grapes inside', 7, 'food'],
      ['有嚼劲的果冻块', 7, 'food'],
      ['cubitos de gelatina duros', 7, 'food'],
      ['젤리 조각, 딱딱함', 7, 'food'],
    ]);
  });

  it('still melts when the words only say it wobbles or is cut', () => {
    expectLevels([
      ['wobbly lemon jelly cubes', 0, 'drink'],
      ['jelly cubes cut small for afters', 0, 'drink'],
    ]);
  });
});

describe(`${RULES.MELTS_AGAINST_STATED_LEVEL.id}: a level beside a food said to melt`, () => {
  it('answers the thin liquid the writer says it melts into', () => {
    expectLevels([
      ['お茶ゼリーに「レベル3」とあるけど、口に入れるとすぐ溶けるゼラチンゼリーでした', 0, 'drink'],
      ['carton says level 3 jelly drink, but it melts in her mouth', 0, 'drink'],
      ['helado etiquetado nivel 4, pero se derrite en la boca', 0, 'drink'],
    ]);
    const c = classifyText('carton says level 3 jelly drink, but it melts in her mouth');
    expect(c.confidence).toBeLessThanOrEqual(RULES.MELTS_AGAINST_STATED_LEVEL.confidence.cap);
  });

  it('keeps the level of a meal when another food is named beside the melting one', () => {
    expectLevels([
      ['Level 5 minced chicken, and jelly that melts in the mouth for dessert', 5, 'food'],
      ['level 4 pureed apple, then ice cream which melts quickly', 4, 'food'],
      ['level 6 fish pie, ice cream melted on top', 6, 'food'],
    ]);
  });

  it('keeps the level when the food is said not to melt', () => {
    expectLevels([
      ['level 4 thickened ice cream that does not melt', 4, 'drink'],
      ['ゼリーはレベル4、溶けない', 4, 'food'],
    ]);
  });
});
