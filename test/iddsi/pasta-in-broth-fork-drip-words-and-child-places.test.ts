/**
 * Soup pasta in a broth, fork drips in words, prescriptions beside a flow test, child places, removal words,
 * on phrases of their own: other foods, other languages.
 */
import { describe, it } from 'vitest';
import { expectLevels } from '../support/iddsi';

describe('a broth with small soup pasta or dumplings is mixed consistency (Level 7), in every language', () => {
  it('reads the small pastas and dumplings served in a broth', () => {
    expectLevels([
      ['brodo di manzo con stelline', 7, 'food'],
      ['brodo vegetale con anellini per la bimba', 7, 'food'],
      ['caldo de galinha com massinha', 7, 'food'],
      ['caldo de carne com aletria', 7, 'food'],
      ['Rinderbrühe mit Grießnockerl', 7, 'food'],
      ['бульон с галушками', 7, 'food'],
      ['수제비', 7, 'food'],
      ['caldo de pollo con estrellitas', 7, 'food'],
      ['consommé aux petites pâtes', 7, 'food'],
    ]);
  });
});

describe('fork drip outcomes in words: no drip and a mound is Level 4, slow dollops Level 3', () => {
  it('reads "cannot drip down" after the verb and a lump standing on the fork as the Level 4 pass', () => {
    expectLevels([
      ['番薯蓉打到好滑，叉都滴唔落', 4, 'food'],
      ['南瓜泥很滑，叉子上滴不下来，堆成一团', 4, 'food'],
      ['番薯蓉，叉上面一坨企喺度', 4, 'food'],
    ]);
  });
  it('reads a drip through the prongs in slow dollops as Level 3, whatever the label says', () => {
    expectLevels([
      ['custard marked Level 4 - runs through the fork in slow blobs', 3, 'food'],
      ['jus mangga kental, netes pelan2 lewat garpu, diminum pakai gelas', 3, 'drink'],
      ['passe lentement entre les dents de la fourchette', 3],
    ]);
  });
});

describe('a flow test on this drink decides, whatever the eater or the jug is prescribed', () => {
  // FLOW_TEST_LEVELS_0_3: the flow test shows only "more than 8 ml left", Level 3
  it('reads nothing through the syringe as Level 3 beside a thinner prescription', () => {
    expectLevels([
      ['Room 9 is on level 1 slightly thick. juice from the level 2 jug, syringe test nothing went thru', 3, 'drink'],
      ['Pasien kamar 2 diet cair encer, saya kasih teh dari teko level 3, tes suntikan 10 detik tidak ada yang keluar', 3, 'drink'],
      ['阿婆飲稀嘅，我畀咗3級壺嘅水佢，針筒試十秒都冇一滴流出嚟', 3, 'drink'],
      ['爷爷喝稀的，我从3级的壶里倒了水，针筒测试10秒没有一滴流下来', 3, 'drink'],
    ]);
  });
});

describe('children: a place only children eat at, and a first name with an age in brackets', () => {
  it('POP_CHILD_AGE: nursery, kindergarten, daycare words select the paediatric 8 mm limit', () => {
    expectLevels([
      ['lunch at daycare: beef stew cut to 1 cm, soft', 7, 'food'],
      ['幼稚園嘅午餐：雞肉切到1cm粒，好淋', 7, 'food'],
      ['保育園の給食：にんじん1cm角、やわらかく煮た', 7, 'food'],
      ['유치원 점심: 당근 1cm 크기, 부드럽게 익힘', 7, 'food'],
      ['almuerzo en la guardería: pollo en trozos de 1 cm, blandito', 7, 'food'],
    ]);
  });
  it('POP_CHILD_NAME_AGE: "Mia (3) ate", "Sofía (4) comió" select the paediatric limits', () => {
    expectLevels([
      ['Mia (3) ate the beef stew, cut to 1 cm, soft', 7, 'food'],
      ['Sofía (4) comió pollo en trozos de 1 cm, blandito', 7, 'food'],
      ['Lucas (5) a mangé du poulet en morceaux de 1 cm, tendre', 7, 'food'],
    ]);
  });
});

describe('preparations that remove a hazard, in the words carers use', () => {
  it('cereal soaked soft with the excess milk drained is no longer a mixed consistency', () => {
    expectLevels([
      ['Weet-Bix remojado en leche hasta quedar blando, quitando el exceso de leche, grumos de menos de 4 mm', 5, 'food'],
      ['维多麦用温牛奶泡到全软，多余牛奶倒掉，小块不超过4毫米', 5, 'food'],
      ['bread soaked in milk, extra milk poured off, lumps under 4 mm', 5, 'food'],
    ]);
  });
  it('fruit blended and strained with its pulp out holds its shape on the spoon (Level 4)', () => {
    expectLevels([
      ['มะม่วงปั่นละเอียดแล้วกรองกากออก คงรูปบนช้อน', 4, 'food'],
      ['ฟักทองบดละเอียด เนียน ไม่มีก้อน เอียงช้อนแล้วหล่นทั้งก้อน', 4, 'food'],
    ]);
  });
  it('Cantonese 好淋 is soft (好腍): soft vegetables in small pieces are Level 6', () => {
    expectLevels([
      ['紅蘿蔔煮到好淋，切到1cm粒，叉一壓就爛', 6, 'food'],
      ['冬瓜蒸到好淋，切細粒1cm，叉一篤就散', 6, 'food'],
    ]);
  });
});

describe("slightly thickened in carers' words is Level 1 (drinks lean thinner)", () => {
  it('reads colloquial Indonesian -in and "a bit thicker than milk" as slightly thick', () => {
    expectLevels([
      ['susu dikentalin dikit', 1, 'drink'],
      ['jus jeruk dikentalin', 1, 'drink'],
      ['nutrition drink slightly thicker than milk', 1, 'drink'],
      ['sữa đậu nành đặc hơn sữa một chút', 1, 'drink'],
      ['豆浆比牛奶稍稠', 1, 'drink'],
    ]);
  });
});
