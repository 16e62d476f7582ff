/**
 * Issue 14, classes 3, 4 and 6 in the languages outside the response set: the
 * flow test with its comparators, the fork and spoon tests, labels that a test
 * contradicts, drinks with nothing added, and piece sizes under a comparator,
 * read the same in de, it, pt, ru, ar, hi, fr and ko. Each block names the
 * rule of shared/iddsi/text/rules.ts it exercises.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';

type Case = [text: string, level: number, kind: 'food' | 'drink'];

function expectCases(cases: Case[]): void {
  for (const [text, level, kind] of cases) {
    const r = classifyText(text);
    expect({ text, level: r.level, kind: r.kind }).toEqual({ text, level, kind });
  }
}

describe('FLOW_COMPARATOR and FLOW_EMPTIED: the 10 ml flow test in every language', () => {
  // FLOW_TEST_LEVELS_0_3: the flow test shows only "more than 8 ml left", Level 3
  it('reads a residue under a comparator at its bound, and "nothing came out" as no flow (Level 3)', () => {
    expectCases([
      ['Wasser mit Andickungsmittel, Fließtest: nach 10 Sekunden weniger als 1 ml in der Spritze', 0, 'drink'],
      ['Tee angedickt, Spritzentest: nach 10 s bleiben 3 ml', 1, 'drink'],
      ['Milch stark angedickt, Spritzentest: es kam nichts heraus', 3, 'drink'],
      ['Acqua con addensante, test della siringa: dopo 10 secondi restano meno di 1 ml', 0, 'drink'],
      ['Succo addensato, restano circa 6 ml dopo 10 secondi', 2, 'drink'],
      ['Água com espessante, teste da seringa: depois de 10 segundos ficou menos de 1 ml', 0, 'drink'],
      ['Leite espessado, teste da seringa: não saiu nada', 3, 'drink'],
      ['Вода с загустителем, тест шприцем: через 10 секунд осталось меньше 1 мл', 0, 'drink'],
      ['Сок загущенный: через 10 секунд осталось 6 мл', 2, 'drink'],
      ['ماء مع مكثف، اختبار الحقنة: بعد 10 ثوان بقي أقل من 1 مل', 0, 'drink'],
      ['حليب مكثف، لم يخرج شيء من الحقنة', 3, 'drink'],
      ['पानी में थिकनर, सिरिंज टेस्ट: 10 सेकंड बाद 1 मिली से कम बचा', 0, 'drink'],
      ['दूध गाढ़ा किया, सिरिंज से कुछ नहीं निकला', 3, 'drink'],
      ['Thé épaissi, il reste 3 ml dans la seringue après 10 secondes', 1, 'drink'],
      ['물에 점도증진제, 주사기 테스트 10초 후 1ml 미만 남음', 0, 'drink'],
    ]);
  });
});

describe('TEST_DECIDES_FLUID and ROLE_LABEL: a label the flow test contradicts', () => {
  it('answers the test, not the label', () => {
    expectCases([
      ['Auf dem Etikett steht Stufe 2, aber beim Spritzentest blieben nach 10 Sekunden 9 ml', 3, 'drink'],
      ["Sul cartone c'è scritto livello 3, ma nel test della siringa sono rimasti 2 ml", 1, 'drink'],
      ['No rótulo diz nível 2, mas no teste da seringa ficaram 0,5 ml', 0, 'drink'],
      ['На упаковке написано уровень 3, но в тесте шприцем осталось 2 мл', 1, 'drink'],
      ['مكتوب على العلبة مستوى 3 لكن في اختبار الحقنة بقي 2 مل', 1, 'drink'],
      ['लेबल पर स्तर 3 लिखा है, पर सिरिंज टेस्ट में 10 सेकंड बाद 2 मिली बचा', 1, 'drink'],
    ]);
  });
});

describe('UNTHICKENED_BLEND and UNTHICKENED_DRINK: drinks with nothing added are thin', () => {
  it('keeps juiced, blended and plain drinks at Level 0, German compounds included', () => {
    expectCases([
      ['Orangensaft frisch gepresst, ohne Andickungsmittel', 0, 'drink'],
      ['Bananen-Smoothie im Mixer gemixt, nichts angedickt', 0, 'drink'],
      ['Pfefferminztee', 0, 'drink'],
      ['Apfelschorle', 0, 'drink'],
      ['Spremuta di arancia frullata, senza addensante', 0, 'drink'],
      ['Suco de laranja batido no liquidificador, sem espessante', 0, 'drink'],
      ['Апельсиновый сок, без загустителя', 0, 'drink'],
      ['عصير برتقال طازج بدون مكثف', 0, 'drink'],
      ['संतरे का जूस, थिकनर नहीं डाला', 0, 'drink'],
      ['오렌지 주스, 점도증진제 안 넣음', 0, 'drink'],
    ]);
  });

  it('reads "slightly thickened" as Level 1 or 2, and a drink takes the thinner', () => {
    expectCases([
      ['Tee, leicht angedickt', 1, 'drink'],
      ['Чай, слегка загущенный', 1, 'drink'],
      ['Tè leggermente addensato', 1, 'drink'],
    ]);
  });
});

describe("DRINK_DESCRIPTORS: IDDSI's words for Levels 1 and 2", () => {
  it('reads "thicker than water", "pours quickly off the spoon" and "effort through a straw" as Level 1 or 2', () => {
    const cases: [string, number[]][] = [
      ['Atole de maicena: se toma de la taza, cae rápido de la cuchara pero más lento que el agua, cuesta un poco con popote', [2]],
      ['Agua con espesante: cae rápido de la cuchara, más espesa que el agua', [1, 2]],
      ['Tee angedickt, etwas dicker als Wasser, mit dem Strohhalm mühsam', [1, 2]],
      ['加了凝固粉的茶，比水稠，用吸管要用点力', [1, 2]],
      ["Thé épaissi, plus épais que l'eau, coule vite de la cuillère", [1, 2]],
      ['Sữa pha bột làm đặc, đặc hơn nước, chảy nhanh khỏi thìa', [1, 2]],
      ['ชาเติมผงข้น ข้นกว่าน้ำ ดูดหลอดยากนิดหน่อย', [1, 2]],
      ['Juice thickened, a bit thicker than water, flows through a straw', [1, 2]],
    ];
    for (const [text, levels] of cases) {
      const r = classifyText(text);
      expect({ text, kind: r.kind, ok: levels.includes(r.level) }).toEqual({ text, kind: 'drink', ok: true });
    }
    // "than water" compares: it names no water to drink
    const atole = classifyText(cases[0]![0]);
    expect(atole.evidence.some((e) => e.code === 'water')).toBe(false);
  });
});

describe('NEGATED_BOUND and PARTICLE_FLOOR: piece sizes under a comparator', () => {
  it('reads "not bigger than 4 mm" as at most 4 mm (Level 5) in every language', () => {
    expectCases([
      ['Hackfleisch fein, Stückchen nicht größer als 4 mm, feucht, mit Soße', 5, 'food'],
      ['Carne macinata, pezzetti non più grandi di 4 mm, umida con sugo', 5, 'food'],
      ['Carne moída úmida, pedaços não maiores que 4 mm', 5, 'food'],
      ['Viande hachée humide, morceaux pas plus gros que 4 mm', 5, 'food'],
      ['Фарш влажный, кусочки не крупнее 4 мм', 5, 'food'],
      ['لحم مفروم رطب، القطع لا تتجاوز 4 ملم', 5, 'food'],
      ['कीमा नम, टुकड़े 4 मिमी से बड़े नहीं', 5, 'food'],
      ['다진 고기 촉촉하게, 4mm를 넘지 않게', 5, 'food'],
    ]);
  });
});

describe("ROLE_PRESCRIPTION: the eater's diet is not the food's level", () => {
  it('sets aside a diet named before or after the eater', () => {
    expectCases([
      ['Für Bewohner mit Stufe 4: Apfelkuchen mit Streuseln', 7, 'food'],
      ['Per il paziente a dieta livello 5: pane tostato', 7, 'food'],
      ['Для пациентов на протёртой диете: сушки', 7, 'food'],
      ['प्यूरी आहार वाले मरीज के लिए: बिस्कुट', 7, 'food'],
    ]);
  });
});

describe('reading Arabic words whole', () => {
  it('does not find a word inside another ("كرك" karak tea is not in "الكركديه" hibiscus)', () => {
    const r = classifyText('كوب من الكركديه');
    expect(r.kind).toBe('drink');
    expect(r.evidence.some((e) => e.code === 'milk_tea')).toBe(false);
    expect(classifyText('بطاطا مهروسة ناعمة، لا تقطر من الشوكة وتبقى على شكل كومة').level).toBe(4);
  });
});
