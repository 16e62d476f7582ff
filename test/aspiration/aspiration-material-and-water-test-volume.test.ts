/**
 * Two wording families the screen missed, in every language the lexicons hold.
 * Aspiration told with the verb and the material ("吸入咗啲粥", "hít phải sữa", "물을 흡인") or silently
 * ("靜靜雞吸入"), and a water swallow test named by its volume ("90 ml of water", "水30ml") rather than its name.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

describe('aspiration told with its material or as silent is the red flag (rule red_flag)', () => {
  const SEEN: Array<[string, string]> = [
    ['zh-HK', '照完吞嚥X光，醫生講佢吸入咗啲粥，佢都冇咳'],
    ['zh-HK', '造影時佢靜雞雞吸入，完全唔識反應'],
    ['zh-CN', '吞咽造影发现他吸入了少量液体'],
    ['zh-CN', '造影时她悄悄地吸入，没有任何反应'],
    ['ko', '비디오 투시 검사에서 조영제를 흡인했어요'],
    ['ko', '검사 중 소리 없이 흡인했어요'],
    ['vi', 'Chụp X-quang nuốt thấy bà hít phải sữa'],
    ['vi', 'Nội soi nuốt: ông sặc thầm, không phản xạ'],
  ];
  it.each(SEEN)('%s: %s -> high', (_lang, text) => {
    const r = evaluate({ symptoms: text, age: 70 });
    expect(r.level).toBe('high');
    expect(r.rules).toContain('red_flag');
  });

  it('the bare verb of an inhaler or of smoke is no aspiration', () => {
    for (const text of ['佢用開吸入器，今朝吸入咗藥', '火警時佢吸入咗好多煙', '他每天吸入了两次药']) {
      expect(evaluate({ symptoms: text, age: 70 }).level).toBe('low');
    }
  });

  it('a denied aspiration stays low', () => {
    expect(evaluate({ symptoms: '造影冇見到吸入咗啲水', age: 70 }).level).toBe('low');
  });
});

describe('a water test named by its volume, then not finished, is failed (rule water_swallow_test_failed)', () => {
  const STOPPED: Array<[string, string]> = [
    ['en', 'Gave her 100 ml of water at the bedside, she could not finish'],
    ['zh-HK', '俾佢飲30毫升水，佢飲唔完'],
    ['zh-CN', '让她喝30毫升温水，中途停了几次'],
    ['ja', '水30mlを飲んでもらったところ、飲みきれず'],
    ['ko', '30ml의 물을 드렸는데 중간에 멈췄어요'],
    ['tl', 'Binigyan ng 90ml ng tubig, hindi natapos'],
    ['id', 'Diberi air 90 ml, berhenti di tengah'],
    ['vi', 'Cho ông uống nước 90 ml, ông bỏ dở'],
    ['th', 'ให้ดื่มน้ำ 90 มิลลิลิตร ต้องหยุดดื่ม'],
    ['es', 'Le dimos 90ml de agua y tuvo que parar'],
  ];
  it.each(STOPPED)('%s: %s -> high', (_lang, text) => {
    const r = evaluate({ symptoms: text, age: 80 });
    expect(r.level).toBe('high');
    expect(r.rules).toContain('water_swallow_test_failed');
  });

  it('the volume with a drink finished and no sign is no fail', () => {
    for (const text of ['Drinks 100 ml water with breakfast, fine', '每日飲90毫升水食藥', 'Uống 90ml nước mỗi sáng, không ho']) {
      expect(evaluate({ symptoms: text, age: 80 }).level).toBe('low');
    }
  });
});

describe('reading rule meal_when_not_past: Cantonese 嗰陣 after a meal word is "when", not "back then"', () => {
  it.each(['前日食燒鵝嗰陣骾親，要拍背先吐返出嚟', '琴日食麵包嗰陣哽住喉嚨，好辛苦', '尋日飲嘢飲得好急嗰陣骾親'])('%s -> high', (text) => {
    expect(evaluate({ symptoms: text, age: 80 }).level).toBe('high');
  });

  it('a meal cough told with it is current', () => {
    const r = evaluate({ symptoms: '食橙嗰陣咳得好犀利', age: 80 });
    expect(r.items.find((i) => i.code === 'cough_during_meals')?.status).toBe('current');
  });

  it('嗰陣 at the head of its clause, or after an illness, still dates history', () => {
    expect(evaluate({ symptoms: '前幾年做完電療，嗰陣吞嘢好困難，而家已經完全好返，乜都食得', age: 70 }).level).toBe('low');
    const r = evaluate({ symptoms: '中風嗰陣食飯會咳，而家冇事', age: 70 });
    expect(r.items.find((i) => i.code === 'cough_during_meals')?.status).toBe('past');
  });
});

describe('an episode told as near fatal is the airway of the food stuck (red-flag row choking_with_intervention)', () => {
  const NEAR: Array<[string, string]> = [
    ['en', 'A chunk of apple lodged in her throat on Sunday and she almost died'],
    ['zh-HK', '上星期啲魚肉卡喺喉嚨，差啲冇命'],
    ['zh-CN', '前天馒头卡在喉咙里，差点出人命'],
    ['ja', '昨日パンが喉につかえて、死にかけた'],
    ['ko', '어제 고기가 목에 걸려서 죽을 뻔했어요'],
    ['tl', 'Kahapon bumara ang tinapay sa lalamunan niya, muntik na siyang mamatay'],
    ['id', 'Kemarin roti nyangkut di tenggorokan, nyaris mati'],
    ['vi', 'Hôm qua bánh mì mắc ở cổ họng, suýt mất mạng'],
    ['th', 'เมื่อวานขนมปังติดคอ เกือบไม่รอด'],
    ['es', 'Ayer se le atoró el pan y pensé que se moría'],
  ];
  it.each(NEAR)('%s: %s -> high (choking)', (_lang, text) => {
    const r = evaluate({ symptoms: text, age: 80 });
    expect(r.level).toBe('high');
    expect(r.items.some((i) => i.code === 'choking')).toBe(true);
  });

  it('a near death from another illness is no choking', () => {
    for (const text of [
      'He nearly died of a heart attack last year; now eats a normal diet',
      '去年心臟病差啲冇命，而家食飯正常',
      '작년에 심장마비로 죽을 뻔했는데 지금은 밥 잘 드세요',
      'Casi se muere de un infarto, ahora come de todo',
    ]) {
      expect(evaluate({ symptoms: text, age: 80 }).level).toBe('low');
    }
  });
});

describe('a water test or swallow screen told as failed is failed (rule water_swallow_test_failed)', () => {
  const FAILED: Array<[string, string]> = [
    ['en', 'The bedside swallow screen this morning: he did not pass'],
    ['en', 'Yale protocol failed on admission'],
    ['zh-HK', '今朝個飲水測試佢冇通過'],
    ['zh-CN', '入院时饮水试验结果阳性'],
    ['ja', '昨日の水飲みテストは不合格でした'],
    ['ko', '어제 물 마시기 검사 결과 불합격이었어요'],
    ['tl', 'Hindi nakapasa si lola sa water swallow test kahapon'],
    ['id', 'Kemarin pasien gagal uji menelan air'],
    ['vi', 'Hôm qua nghiệm pháp uống nước của bà không đạt'],
    ['th', 'เมื่อวานผลคัดกรองการกลืนน้ำผิดปกติ'],
    ['es', 'Ayer la prueba del agua salió alterada'],
  ];
  it.each(FAILED)('%s: %s -> high', (_lang, text) => {
    const r = evaluate({ symptoms: text, age: 80 });
    expect(r.level).toBe('high');
    expect(r.rules).toContain('water_swallow_test_failed');
  });

  it('a verdict without a test named, a pass, or "failed to" do not fail it', () => {
    for (const text of [
      'She failed to eat much of her lunch after the water test',
      'Passed the water swallow test, eating well',
      'He failed his driving test last year',
      '飲水試驗正常，冇嗆咳',
      'Water test done, she did not fail it',
    ]) {
      expect(evaluate({ symptoms: text, age: 80 }).level, text).toBe('low');
    }
  });
});

describe('Cantonese 啌, suction as a noun, rousing in more forms', () => {
  it.each([
    ['婆婆每次飲茶都啌到面紅', 'high'],
    ['食粥啌親，啌到透唔到氣', 'high'],
    ['佢飲湯會啌', 'moderate'],
    ['Needs regular suction for secretions overnight', 'high'],
    ['经常要帮他吸口水', 'high'],
    ["Couldn't rouse him for breakfast this morning", 'high'],
    ['食晏嗰陣點叫都唔醒', 'high'],
  ])('%s -> %s', (text, level) => {
    expect(evaluate({ symptoms: text, age: 80 }).level).toBe(level);
  });

  it('a cold cough in Cantonese, and suction not needed, stay low', () => {
    for (const text of ['佢感冒，成日啌', 'No oral suction needed, eating well']) {
      expect(evaluate({ symptoms: text, age: 60 }).level, text).toBe('low');
    }
  });
});

describe('the choking sign and a rescue by hand are the airway (row choking_with_intervention)', () => {
  it.each([
    'At tea she suddenly clutched her throat over a biscuit',
    'Fish got stuck at dinner, he was pointing at his throat',
    '食晚飯嗰陣佢揸住條頸，好辛苦',
    '吃馒头的时候捂着脖子，说不出话',
    'ข้าวติดคอตอนกินข้าว ต้องล้วงออก',
    'Al cenar se agarró el cuello con el pan',
  ])('%s -> high (choking)', (text) => {
    const r = evaluate({ symptoms: text, age: 80 });
    expect(r.level).toBe('high');
    expect(r.items.some((i) => i.code === 'choking')).toBe(true);
  });

  it('a throat clutched with a sore throat and no meal is no choking', () => {
    expect(evaluate({ symptoms: 'Sore throat, keeps clutching her throat, eating fine', age: 80 }).level).toBe('low');
  });
});

describe('rule resolution_names_event_back: the Korean contrast ending 지만 leads a recovery like 하지만', () => {
  it('a recovery after "-었지만" speaks of the sign before it', () => {
    const r = evaluate({ symptoms: '수술 후 삼키기 힘들었지만 지금은 완전히 회복되었어요', age: 70 });
    expect(r.level).toBe('low');
  });

  it('a sign told after the recovery stays current', () => {
    expect(evaluate({ symptoms: '폐렴은 있었지만 지금은 다 나았어요. 요즘 물 마실 때 사레가 들려요', age: 70 }).level).not.toBe('low');
  });
});

describe('wet-voice similes and nasal regurgitation with other verbs (rule bedside_fail_sign)', () => {
  it.each([
    'After her soup she sounds like she is drowning',
    '食完粥講嘢，聲音好似含住水咁',
    '她喝完汤说话像在漱口',
    '喝牛奶的时候从鼻孔喷出来',
    '飲奶嗰陣由個鼻噴出嚟',
    '味噌汁を飲むと鼻に回ってしまう',
  ])('%s -> high', (text) => {
    const r = evaluate({ symptoms: text, age: 80 });
    expect(r.level).toBe('high');
    expect(r.rules).toContain('bedside_fail_sign');
  });
});
