/**
 * Hazards a carer says were taken out, in words the removal stage did not read: a part that is a food of its own
 * trimmed away ("trimmed the tendons"), bones "pulled", seeds scraped out (刮走), the Cantonese and Mandarin aspect
 * marker before the part ("去咗皮"), a remainder word denied ("안 남아"), and the fork pressure test in polite
 * Japanese and in Chinese "一压就扁". A part the text keeps stands (IDDSI high-risk foods; Levels 5-6 allow none).
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`${RULES.FOOD_PART_REMOVED.id}: a part that is a food too, taken out by the verb before it`, () => {
  it('is not served: its hazards go with it', () => {
    expectLevels([
      ['Lamb shoulder, I trimmed off the sinews and fat, braised soft, 1 cm dice, squashes under the fork', 6, 'food'],
      ['Pork knuckle meat: removed the tendons and gristle, slow cooked, cubes of 1cm, fork squashes them flat', 6, 'food'],
    ]);
  });

  it('stands when the text keeps it or names it as the dish', () => {
    expectStandingHazard(
      ['Lamb shoulder, trimmed the fat only, the tendons left in, 1 cm dice, squashes under the fork'],
      7,
      'tough_fibrous',
    );
    expectStandingHazard(['Beef tendon braised for hours, 1 cm dice, squashes under the fork'], 7, 'sticky');
  });
});

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: bones pulled, seeds scraped out, "去咗" before the part`, () => {
  it('takes out the bones a carer "pulled"', () => {
    expectLevels([
      ['Trout: pulled the pin bones with tweezers, skin removed, flaked and minced to 4 mm in a thick sauce, no thin liquid', 5, 'food'],
    ]);
  });

  it('takes out seeds scraped away and skin removed with the aspect marker', () => {
    expectLevels([
      ['番瓜去咗皮，啲籽刮走晒，蒸到好腍，切1cm粒，叉一压就扁', 6, 'food'],
      ['南瓜去了皮，籽刮掉，蒸软切成1厘米小块，用叉侧压扁', 6, 'food'],
    ]);
  });

  it('keeps a removal the text undoes or a part it keeps', () => {
    expectStandingHazard(['Cod: pulled the pin bones but found two more, 1cm flakes, fork squashes them'], 7, 'bones');
    expectStandingHazard(['Squash, seeds scraped out, skin left on, 1cm cubes, squashes with a fork'], 7, 'skins_husks');
    expectStandingHazard(['我去咗街市买鱼，有骨，切粒'], 7, 'bones');
  });
});

describe(`${RULES.FOUND_AFTER_REMOVAL.id}: a remainder word denied keeps the removal`, () => {
  it('reads "none left" in Korean, Japanese and Cantonese as nothing left', () => {
    expectLevels([
      ['생선 가시를 다 발라냈고 확인해 보니 하나도 안 남았어요. 1cm로 잘랐고 포크로 쉽게 으깨져요', 6, 'food'],
      ['돼지고기를 믹서로 곱게 갈고 체에 걸렀어요. 덩어리 없고 숟가락을 기울이면 한 번에 떨어지고 숟가락에 안 남아요', 4, 'food'],
    ]);
  });

  it('keeps the hazard when some is said to remain', () => {
    expectStandingHazard(['생선 가시를 발라냈는데 아직 몇 개 남아 있어요, 1cm로 잘랐어요'], 7, 'bones');
  });
});

describe(`${RULES.TESTED_TENDER.id}: the fork pressure test in polite Japanese and in "一压就扁"`, () => {
  it('shows a meat cut small tender', () => {
    expectLevels([
      ['豚肉はやわらかく煮て1cmに切りました。フォークで簡単につぶれます', 6, 'food'],
      ['牛肉炆到好腍，切1cm粒，叉一压就扁', 6, 'food'],
    ]);
  });

  it('does not read a failed test as a pass', () => {
    expectStandingHazard(['豚肉は1cmに切って、フォークでつぶれない'], 7, 'tough_fibrous');
  });
});

describe(`${RULES.FLOW_COMPARATOR.id}: Korean "넘게" after a residue is more than it`, () => {
  it('reads the bound above the amount, over a label', () => {
    expectLevels([
      ['우유 제품 표시는 1단계인데 주사기로 재보니 10초 뒤에 8ml 넘게 남고 천천히 조금씩 나와요', 3, 'drink'],
      ['주스를 주사기 테스트 해보니 10초 뒤에 4ml 넘는 양이 남았어요', 2, 'drink'],
    ]);
  });
});

describe(`${RULES.FORK_TEST_EVERY_PIECE.id}: the dish's pieces named bare in the result's sentence`, () => {
  it('take the toughness of every food named', () => {
    expectLevels([
      ['Stewed lamb and courgette: cubes 1.5 cm or smaller, squash under the fork and stay flat', 6, 'food'],
      ['豚肉とかぶの煮物。粒の大きさは6mmくらいで、フォークで簡単につぶれます', 6, 'food'],
    ]);
  });

  it('say nothing of a food whose own pieces were tested, and leave hard foods hard', () => {
    expectStandingHazard(['Lamb and carrot stew: pieces of 1.5 cm, the fork squashes the carrot'], 7, 'tough_fibrous');
    expectStandingHazard(['Cashews and tofu: cubes 1 cm, squash under the fork'], 7, 'hard');
  });
});
