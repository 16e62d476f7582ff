/**
 * Rule POP_CHILD_AGE in more words: an age written after an age word ("aged 9",
 * "Alter: 7", "อายุ 6") and child words in every language the engine reads
 * select IDDSI's paediatric limits (Level 5: 2 mm, Level 6: 8 mm).
 */
import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../shared/iddsi/text/normalize';
import { statesChildAge } from '../../shared/iddsi/text/population';
import { expectLevels } from '../support/iddsi';

const child = (s: string) => statesChildAge(normalizeText(s).norm);

describe('POP_CHILD_AGE: an age after an age word', () => {
  it('reads ages under 18 written after the word, in several languages', () => {
    for (const s of [
      'patient aged 11',
      'girl, age: 6',
      'âgée de 9 ans',
      'Alter 10',
      'età 8',
      'idade: 7',
      'возраст 5',
      'عمرها 6',
      'उम्र 4',
      'อายุ 9',
      'usia 3',
      '年龄6',
      '나이 8',
    ]) {
      expect({ s, child: child(s) }).toEqual({ s, child: true });
    }
  });

  it('does not read adults, measures or words that only contain the age word', () => {
    for (const s of ['aged 82', 'age 65, minced 4 mm', 'page 7', 'stage 5 pieces', 'aged cheese 1.5 cm', 'umur 70']) {
      expect({ s, child: child(s) }).toEqual({ s, child: false });
    }
  });

  it('applies the paediatric limits to an age written after the word', () => {
    expectLevels([
      ['steamed salmon flaked, pieces 1 cm, resident aged 14', 7],
      ['zanahoria cocida blanda en cubos de 1 cm, paciente de edad 8', 7],
      ['Hackfleisch in Soße, feucht, Stücke 3 mm, Patient Alter: 6', 6],
      ['ฟักทองนึ่งนิ่ม หั่นชิ้น 1 ซม. ผู้ป่วยอายุ 7', 7],
    ]);
  });
});

describe('POP_CHILD_AGE: child words in every language', () => {
  it('reads a child word and applies the 8 mm limit of Level 6', () => {
    expectLevels([
      ['tender beef stew for a preschooler, cubes 1 cm', 7],
      ['boiled pumpkin for the teenager, 12 mm dice', 7],
      ['清蒸鱼肉给孩子吃，切成1厘米', 7],
      ['こども用の煮込みハンバーグ、1センチ角', 7],
      ['유아용 찐 호박 1cm', 7],
      ['아동 병동, 삶은 감자 1.2cm', 7],
      ['nilagang patatas para sa batang babae, 1 cm', 7],
      ['bí đỏ hấp cho trẻ sơ sinh, miếng 1 cm', 7],
      ['ฟักทองนึ่งให้หนูน้อย ชิ้น 1 ซม.', 7],
      ['calabaza cocida para un lactante, cubos de 1 cm', 7],
      ['courgette cuite pour un nourrisson, dés de 1 cm', 7],
      ['gekochter Kürbis für den Säugling, Würfel 1 cm', 7],
      ['zucca cotta per un lattante, cubetti di 1 cm', 7],
      ['abóbora cozida para o neném, cubos de 1 cm', 7],
      ['बच्चों के लिए उबला कद्दू, 1 सेमी टुकड़े', 7],
      ['варёная тыква для детей, кубики 1 см', 7],
    ]);
  });

  it('applies the 2 mm limit of Level 5 to a child word', () => {
    expectLevels([
      ['minced lamb for the little one, 3 mm, moist', 6],
      ['다진 소고기 3mm, 초등학생 식단', 6],
      ['фарш из индейки 3 мм для младенца', 6],
    ]);
  });
});

describe('POP_CHILD_AGE: spelled-out ages and inflected German ages', () => {
  it('reads a spelled-out age before an age-only unit, not a duration or an adult', () => {
    for (const s of ['a four year old', '七歳の息子', '两岁宝宝', 'หลานสองขวบ', '네살 아이', 'für einen 4-jährigen']) {
      expect({ s, child: child(s) }).toEqual({ s, child: true });
    }
    for (const s of ['her seventy year old husband', '八十歳', 'for two months now', 'un año en la residencia', 'nấm tươi', '삼겹살']) {
      expect({ s, child: child(s) }).toEqual({ s, child: false });
    }
  });

  it('applies the 8 mm limit of Level 6 to them', () => {
    expectLevels([
      ['steamed pumpkin for a four year old, 1 cm cubes', 7],
      ['七歳の息子に、やわらかく煮た大根 1センチ角', 7],
      ['gekochte Kartoffeln für eine 6-jährige, Würfel 1 cm', 7],
    ]);
  });
});
