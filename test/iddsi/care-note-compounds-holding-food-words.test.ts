/**
 * A care note is full of everyday words that hold a short food, drink or texture word of the lexicon
 * (a body part, a staff title, a utensil, a medical word): each is read as nothing (lexicon STOP_WORDS),
 * so the answer is the food the note names (rule FOOD_CHARACTER_COMPOUND).
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.FOOD_CHARACTER_COMPOUND.id}: a care note's everyday compounds name no food`, () => {
  it('zh: skin, bones, staff names and tissues are no skins, bones, raw food or noodles', () => {
    expectLevels([
      ['叶姑娘核对床号后，喂陈生食咗半碗南瓜蓉，好滑冇粒', 4, 'food'],
      ['病人有面瘫，皮肤干燥，下午饮咗一杯温水，冇加凝固粉', 0, 'drink'],
      ['左髋骨折术后，饭量减少，午餐吃了半碗土豆泥，很顺滑没有颗粒', 4, 'food'],
      ['護士用面紙幫佢抹嘴，之後食咗蒸水蛋', 5, 'food'],
    ]);
  });

  it('ja: clothes, bones, muscles, words, pants and a cannula are no batter, bones, sinew, leaves, bread or crab', () => {
    expectLevels([
      ['更衣のあと、おやつのプリンを食べた', 4, 'food'],
      ['大腿骨骨折で入院中、筋力低下あり。昼はかぼちゃのペーストを完食', 4, 'food'],
      ['リハビリパンツ交換後、すこしずつヨーグルトを食べた', 4, 'food'],
      ['言葉が出にくく、気管カニューレあり。おやつはプリン', 4, 'food'],
    ]);
  });

  it('th: grandfather, a bedsheet, a tablet, bright moods and confusion are no crab, lumps, thin liquid or mince', () => {
    expectLevels([
      ['คุณปู่อารมณ์แจ่มใส ของว่างเป็นพุดดิ้งเนียน ไม่มีเม็ด', 4, 'food'],
      ['เปลี่ยนผ้าปูเตียงแล้ว ให้ทานฟักทองบดละเอียด', 4, 'food'],
      ['ทานยาเม็ดหลังอาหาร แล้วดื่มนมผสมผงเพิ่มความหนืดระดับ 2', 2, 'drink'],
      ['ลิ้นชา พูดสับสน มื้อเย็นเป็นโจ๊กปั่นละเอียด', 4, 'food'],
    ]);
  });

  it('ko: physiotherapy, a shoulder, a hot compress and a hip bone are no water, sesame, braise or bones', () => {
    expectLevels([
      ['물리치료 후 어깨 통증 호소, 점심에 호박 퓨레를 드심', 4, 'food'],
      ['온찜질 하고 점도증진제 없이 보리차 한 컵 드심', 0, 'drink'],
      ['엉덩이뼈 골절로 입원, 콧물 있음. 간식은 연두부', 6, 'food'],
    ]);
  });

  it('vi: constipation, an assessment, liver cirrhosis, a dry mouth and a blood clot are no apple, sprouts, fibres, dry food or chunks', () => {
    expectLevels([
      ['Ông bị táo bón, đánh giá lại khả năng nuốt, bữa trưa ăn bánh flan mềm', 5, 'food'],
      ['Xơ gan, khô miệng. Bữa trưa ăn cháo xay mịn', 4, 'food'],
      ['Đã liên lạc với gia đình; cơ bắp yếu, uống nước cam không pha bột làm đặc', 0, 'drink'],
      ['Có cục máu đông, đang điều trị; bữa tối cháo xay mịn', 4, 'food'],
    ]);
  });

  it('en: a runny nose, watery eyes, intact skin and a bone scan are no thin liquid, skins or bones', () => {
    expectLevels([
      ['Runny nose and watery eyes today; ate a pot of yoghurt at 3pm', 4, 'food'],
      ['Log rolled at 2am, skin intact. Breakfast: smooth pureed apple, no lumps', 4, 'food'],
      ['Bone density scan booked. Supper was a pot of custard', 4, 'food'],
    ]);
  });
});
