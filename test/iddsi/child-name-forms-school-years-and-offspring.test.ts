/**
 * Who the eater is: a child's age written after a first name in more shapes, school years, and the words that
 * are not a child (an adult's title, a place, a counted family). Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../shared/iddsi/text/normalize';
import { namesChildWithAge, statesChildAge } from '../../shared/iddsi/text/population';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, levelOf } from '../support/iddsi';

const named = (s: string) => namesChildWithAge(normalizeText(s).source);
const aged = (s: string) => statesChildAge(normalizeText(s).norm);
/** A soft 1 cm piece is Level 7 only under the paediatric limits: the text's child words decide it. */
const childLimits = (s: string) => levelOf(`${s}; potato boiled soft, pieces 10 mm, squashes with a fork`) === 7;

describe(`${RULES.POP_CHILD_NAME_IS_AGE_PAUSE.id}: "<Name> is <age>" closing its clause`, () => {
  it('reads the age before a comma, a full stop, a dash or "now", in digits, words and halves', () => {
    for (const s of [
      'Oscar is 5, has his lunch at school',
      'Freya is 3. Dinner was stew',
      'Ruby is six now and eats at the table',
      'Theo is 1½ - first foods',
      'Isla is 2 1/2; teething',
      'Arlo is seven, on the soft menu',
    ]) {
      expect({ s, child: named(s) }).toEqual({ s, child: true });
    }
  });
  it('applies the paediatric limits: 1 cm fails Level 6, 3 mm fails Level 5', () => {
    expectLevels([
      ['Oscar is 5, pumpkin steamed soft, cut to 1 cm cubes, squashes under the fork', 7, 'food'],
      ['Freya is three. Lamb mince about 3 mm, moist, no thin liquid', 6, 'food'],
    ]);
  });
});

describe(`${RULES.POP_CHILD_NAME_AGE_ANY_TAIL.id}: a name with its age in brackets, whatever follows`, () => {
  it('reads the child before a level, a colon or Chinese text', () => {
    for (const s of ['Harvey (6) on level 6 at lunch', 'Elodie (4): tea at nursery', 'Kai (3) 今日食咗飯', 'Yuna（5）午饭吃了']) {
      expect({ s, child: named(s) }).toEqual({ s, child: true });
    }
  });
  it('reads the age said with a pronoun or "aged" inside the brackets', () => {
    for (const s of ["Maisie (she's 6) - cottage pie", 'Arlo (he is 3): mash', 'Ivy (aged 7) had soup']) {
      expect({ s, child: named(s) }).toEqual({ s, child: true });
    }
    expect(named("Mr Tan (he's 85): chicken")).toBe(false);
  });
  it('reads no child from a food or a diet name in brackets, an adult age or a measure', () => {
    for (const s of ['Minced (5) on the menu', 'Pudding (4), smooth', 'Puree (4) at lunch', 'Eileen (82): soft diet', 'Carrot (10) mm']) {
      expect({ s, child: named(s) }).toEqual({ s, child: false });
    }
  });
  it('reads a name that is a word of another language but names no item (Tom, Ben), not a food in brackets', () => {
    for (const s of ['Tom is 4, on soft and bite sized', 'Tom (4) on level 6', 'Ben is 3. Minced at lunch', 'Ben (5) on level 6']) {
      expect({ s, child: named(s) }).toEqual({ s, child: true });
    }
    for (const s of ['Rice (5) on the menu', 'Custard (4) smooth', 'Congee (4), smooth', 'Mince (5), moist']) {
      expect({ s, child: named(s) }).toEqual({ s, child: false });
    }
    expectLevels([
      ['Tom is 4, on soft and bite sized, soft cooked carrot 1 cm pieces', 7, 'food'],
      ['Ben is 3. Minced and moist chicken 4 mm', 6, 'food'],
    ]);
  });
  it('applies the paediatric limits in English and in Chinese', () => {
    expectLevels([
      ['Harvey (6) on level 6: sweet potato boiled soft, cut 1 cm, squashes with a fork', 7, 'food'],
      ['Kai（4）食緊粥，啲豬肉切到5毫米，好腍，用叉一壓就爛', 6, 'food'],
    ]);
  });
});

describe(`${RULES.POP_CHILD_NOT_A_NAME.id}: an adult title, a place or a score is not a child's name`, () => {
  it('reads no child after Mr, Mrs, Sra, Pak or Lola, nor from a bed, a room or a texture', () => {
    for (const s of [
      'Mr Patel is 4 and on soft & bite sized',
      'Mrs Okafor is 6, level 6 today',
      'Mr David Ng is 5 and on minced',
      'Sra Ruiz is 5 and on minced',
      'Pak Budi (6) makan siang',
      'Lola Nena (5) kumain',
      'Bed 4 is 3 days post-op',
      'Texture is 5, moist',
      'Grandma is 4. minced',
    ]) {
      expect({ s, child: named(s) }).toEqual({ s, child: false });
    }
  });
  it('reads a child named like a family title (Lola, Don, Nan, Tita, Lady) or after Miss', () => {
    for (const s of [
      'Lola is 4 and on soft and bite sized',
      'Don is 5 and on soft and bite sized',
      'Nan is 3 and on minced',
      'Dona (6) ate the stew',
      'Tita (7) ate lunch',
      'Lolo is 5 and on soft',
      'Lady is 4 and on soft',
      'Oma (3) ate pasta',
      'Miss Lily is 4 and on soft and bite sized',
      'Miss Lily (4) ate the fish',
    ]) {
      expect({ s, child: named(s) }).toEqual({ s, child: true });
    }
  });
  it('reads a family title as a title only before another name', () => {
    for (const s of [
      'Mr Lee is 4 and on soft and bite sized',
      'Lola Nena (5) kumain',
      'Pak Budi (6) makan siang',
      'Don Pedro is 5 and on minced',
    ]) {
      expect({ s, child: named(s) }).toEqual({ s, child: false });
    }
  });
  it('applies the paediatric limits to a child called Lola or Don: 1 cm fails Level 6', () => {
    expectLevels([
      ['Lola is 4 and on soft and bite sized, soft cooked carrot 1 cm pieces', 7, 'food'],
      ['Don (5) ate parsnip steamed soft, 1 cm cubes, squashes with a fork', 7, 'food'],
      ['Miss Lily (4) ate soft cooked carrot 1 cm pieces', 7, 'food'],
      ['Mr Lee is 4 and on soft and bite sized, soft cooked carrot 1 cm pieces', 6, 'food'],
    ]);
  });
  it('keeps the adult limits: 1 cm passes Level 6 for an adult', () => {
    expectLevels([
      ['Mr Patel is 6 and on soft & bite sized: parsnip steamed soft, 1 cm cubes, squashes with a fork', 6, 'food'],
      ['Mrs Okafor is 5, had minced beef about 3 mm, moist', 5, 'food'],
    ]);
  });
});

describe(`${RULES.POP_CHILD_SCHOOL_YEAR.id}: a school year or primary-school word`, () => {
  it('reads a school year before a pupil word and primary-school words in several languages', () => {
    for (const s of [
      'P4 pupil',
      'a year 3 student',
      'primary 2 girl',
      'học sinh lớp 3',
      'anak kelas 2 SD',
      '小学三年级',
      '小学4年生',
      '초등학교 3학년',
      'นักเรียนประถม',
      'escuela primaria',
      'école primaire',
      'Grundschüler',
    ]) {
      expect({ s, child: childLimits(s) }).toEqual({ s, child: true });
    }
  });
  it('reads an adult when the school names where a teacher works, a pupil otherwise', () => {
    expectLevels([
      ['退休小学老师，软胡萝卜1厘米块', 6, 'food'],
      ['maestra de escuela primaria jubilada, zanahoria cocida blanda en trozos de 1 cm', 6, 'food'],
      ['giáo viên tiểu học về hưu, cà rốt nấu mềm cắt miếng 1 cm', 6, 'food'],
      ['guru sekolah dasar pensiunan, wortel rebus lunak potongan 1 cm', 6, 'food'],
      ['초등학교 선생님 출신 할아버지, 부드럽게 익힌 당근 1 cm 조각', 6, 'food'],
      ['Retired primary school teacher, parsnip steamed soft, 1 cm cubes, squashes with a fork', 6, 'food'],
      ['Primary school pupil, parsnip steamed soft, 1 cm cubes, squashes with a fork', 7, 'food'],
      ['At primary school the teacher cut his parsnip steamed soft, 1 cm cubes', 7, 'food'],
      ['小学三年级，软胡萝卜1厘米块', 7, 'food'],
    ]);
  });
  it('reads no school year from a time or a level', () => {
    for (const s of ['year 2 of her recovery', 'level 4 diet', 'grade 5 table', '4 years after his stroke']) {
      expect({ s, child: aged(s) }).toEqual({ s, child: false });
    }
  });
});

describe(`${RULES.POP_CHILD_WORD_COUNTED.id}: children counted as someone's family`, () => {
  it('keeps the adult limits for an adult who has children, in English and Chinese', () => {
    expectLevels([
      ['Mrs Ito has 3 children; cod flaked, pieces 1 cm, soft, squashes with a fork', 6, 'food'],
      ['婆婆有两个孩子，鱼肉切成1厘米小块，很软，叉子一压就碎', 6, 'food'],
    ]);
  });
  it('reads the children as the eaters after a possessive, a bare count or before what they eat', () => {
    expectLevels([
      ['Her children eat soft cooked carrot 1 cm pieces', 7, 'food'],
      ['Their kids are on level 6, soft cooked carrot 1 cm pieces', 7, 'food'],
      ['His kids: soft cooked carrot 1 cm pieces', 7, 'food'],
      ['With 2 children on the ward, soft cooked carrot 1 cm pieces', 7, 'food'],
      ['有两个孩子在儿科病房，软胡萝卜1厘米块', 7, 'food'],
      ['Mrs Ito has 3 children who eat cod flaked, pieces 1 cm, soft, squashes with a fork', 7, 'food'],
      ['Our kids need pumpkin steamed soft, 1 cm cubes, squashes with a fork', 7, 'food'],
    ]);
  });
  it('keeps the adult limits when an adult is counted with children', () => {
    expectLevels([
      ['Mrs Tan has 2 children, soft cooked carrot 1 cm pieces', 6, 'food'],
      ['Widower with four grown children, soft cooked carrot 1 cm pieces', 6, 'food'],
    ]);
  });
  it('still reads the child when the food is for the children', () => {
    expectLevels([['for her children: cod flaked, pieces 1 cm, soft, squashes with a fork', 7, 'food']]);
  });
});
