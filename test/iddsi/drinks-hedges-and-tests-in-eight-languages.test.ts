/**
 * The non-response languages (ko, fr, de, it, pt, ar, hi, ru): drink-degree names, drinks with bits, hedges,
 * flow, fork drip and spoon tilt words, and everyday drinks and dishes.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, levelOf } from '../support/iddsi';

describe('IDDSI drink-degree names of the eight languages, as carers write them', () => {
  it('reads each degree at its level, as a drink', () => {
    expectLevels([
      ['Apfelsaft mäßig angedickt', 2, 'drink'],
      ['Kakao stark angedickt', 3, 'drink'],
      ['компот умеренно загущённый', 3, 'drink'],
      ['кисель сильно загущённый', 4, 'drink'],
      ['شاي متوسط السماكة', 3, 'drink'],
      ['قهوة شديدة السماكة', 4, 'drink'],
      ['سميكة بشكل معتدل', 3, 'drink'],
      ['보리차 중간 정도 걸쭉', 3, 'drink'],
      ['보통 걸쭉함', 3, 'drink'],
      ['लस्सी बेहद गाढ़ी', 4, 'drink'],
      ['chá liquidificado', 3],
      ['frango liquidificado', 3],
    ]);
  });
  it('reads Italian frullato di ... as a smoothie (a drink), a blended solid still as blended', () => {
    expectLevels([
      ['frullato di pesche', 1, 'drink'],
      ['frullato al cioccolato', 1, 'drink'],
      ['manzo frullato', 4, 'food'],
    ]);
  });
});

describe('pulp and bits in a drink in pt, ru, ar, hi, ko (DRINK_WITH_BITS)', () => {
  it('keeps the thin drink and lists the mixed consistency', () => {
    expect(RULES.DRINK_WITH_BITS.id).toBe('DRINK_WITH_BITS');
    for (const text of [
      'suco de maracujá com bagaço',
      'вишнёвый сок с мякотью',
      'кефир с отрубями',
      'عصير جوافة مع لب',
      'अनार का जूस गूदे के साथ',
      '과육이 들어간 사과 주스',
    ]) {
      const r = runEngine(text);
      const mixed = r.hazards.some((h) => h.code === 'mixed_consistency');
      expect({ text, kind: r.kind, mixed }).toEqual({ text, kind: 'drink', mixed: true });
    }
  });
  it('reads ice cream in coffee or chocolate as ice cream that melts', () => {
    for (const text of ['Eiskaffee mit Sahne', 'Eisschokolade', 'affogato']) {
      expect({ text, melts: runEngine(text).hazards.some((h) => h.code === 'melts') }).toEqual({ text, melts: true });
    }
  });
});

describe('hedges of de, ru, ar, hi, pt, ko lower the confidence', () => {
  it('reads a guessed texture as a guess (HEDGED_CLAIM)', () => {
    expect(RULES.HEDGED_CLAIM.id).toBe('HEDGED_CLAIM');
    for (const text of [
      'Grießbrei, vermutlich püriert',
      'котлета, наверное, протёртая',
      'حساء، أعتقد أنه مهروس',
      'खिचड़ी, मुझे लगता है प्यूरी है',
      'sopa, provavelmente pastosa',
      '죽, 갈은 것 같아요',
    ]) {
      const r = runEngine(text);
      expect({ text, guess: r.confidence <= 0.6 }).toEqual({ text, guess: true });
    }
  });
  it('reads a legacy name near, not at, its level (LEGACY_NAME_HEDGED)', () => {
    expect(RULES.LEGACY_NAME_HEDGED.id).toBe('LEGACY_NAME_HEDGED');
    for (const [hedged, plain] of [
      ['Tee ungefähr honigartig', 'Tee honigartig'],
      ['чай примерно консистенция мёда', 'чай консистенция мёда'],
    ]) {
      expect(runEngine(hedged!).confidence).toBeLessThan(runEngine(plain!).confidence);
    }
  });
});

describe('flow, fork drip and spoon tilt results in the words of the eight languages', () => {
  it('reads the flow test narratives (FLOW_AMOUNT_IN_WORDS, FLOW_TEST_LEVELS_0_3)', () => {
    expect(RULES.FLOW_AMOUNT_IN_WORDS.id).toBe('FLOW_AMOUNT_IN_WORDS');
    expectLevels([
      ['Kakao angedickt, beim Spritzentest kaum was durchgelaufen', 3, 'drink'],
      ['Apfelsaft angedickt, Spritzentest: alles durchgelaufen', 0, 'drink'],
      ['jus de pomme épaissi, à la seringue quelques gouttes seulement', 3, 'drink'],
      ['chá espessado, teste de fluxo com seringa: esvaziou tudo', 0, 'drink'],
      ['حليب مكثف، في اختبار الحقنة لم يخرج إلا القليل', 3, 'drink'],
      ['चाय गाढ़ा किया, सिरिंज टेस्ट में सिरिंज भरी रही', 3, 'drink'],
      ['우유에 점도증진제, 주사기 검사에서 다 흘러내렸어요', 0, 'drink'],
    ]);
  });
  it('reads the fork drip and spoon tilt (FORK_DRIP_MOUND, SPOON_HOLDS_SHAPE, FORK_DRIPS)', () => {
    expectLevels([
      ['budino addensato, resta sulla forchetta', 4],
      ['mingau espessado, fica no garfo', 4],
      ['кисель загущённый, держится на вилке', 4],
      ['مهلبية مكثفة، تبقى على الشوكة', 4],
      ['compote épaissie, reste sur la cuillère penchée', 4],
      ['mingau espessado, escorre pelos dentes do garfo', 3],
      ['compote épaissie, coule à travers la fourchette', 3],
    ]);
    // Italian "cola" here is the verb (it drips through), not the soft drink
    expect(levelOf('succo addensato, cola tra i rebbi della forchetta')).toBeLessThanOrEqual(3);
  });
});

describe('a reading of a few words of a language read but not answered in is never 0.95 (READ_ONLY_LANGUAGE_FEW_WORDS)', () => {
  it('caps ko, fr, de, it, pt, ar, hi, ru readings of a few words, not the response languages', () => {
    const cap = RULES.READ_ONLY_LANGUAGE_FEW_WORDS.confidence.cap;
    for (const text of ['Pfefferminztee', 'сок с мякотью', 'Kürbis in 1 cm Würfeln, mit der Gabel zerdrückbar', '물', 'عصير تفاح']) {
      expect({ text, capped: runEngine(text).confidence <= cap }).toEqual({ text, capped: true });
    }
    expect(runEngine('apple juice').confidence).toBeGreaterThan(cap);
  });
});

describe('everyday drinks and dishes of the eight languages', () => {
  it('reads the drinks as drinks, those with nuts, grain powder or peel with the mixed consistency', () => {
    expectLevels([
      ['ein Radler zum Mittagessen', 0, 'drink'],
      ['un verre de cidre', 0, 'drink'],
      ['chimarrão à tarde', 0, 'drink'],
      ['كوب كركديه بارد', 0, 'drink'],
      ['एक गिलास आम पन्ना', 0, 'drink'],
    ]);
    for (const text of ['ठंडाई का गिलास', '미숫가루 한 잔', '유자차 한 잔']) {
      const r = runEngine(text);
      expect({ text, kind: r.kind, mixed: r.hazards.some((h) => h.code === 'mixed_consistency') }).toEqual({
        text,
        kind: 'drink',
        mixed: true,
      });
    }
  });
  it('reads the dishes at their usual level with their hazards', () => {
    expectLevels([
      ['Semmelknödel mit Soße', 7, 'food'],
      ['Rote Grütze mit Vanillesoße', 7],
      ['холодец на ужин', 7, 'food'],
      ['манная каша для дедушки', 5, 'food'],
      ['حلاوة طحينية مع خبز', 7, 'food'],
      ['इडली सांभर', 7, 'food'],
    ]);
  });
});
