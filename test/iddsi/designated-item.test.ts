/**
 * Rule DESIGNATED_ITEM: a record that lists several items and names its one subject (by list label or by name) is
 * answered from that item's own evidence; the other items are set aside. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText, explainClassification } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';

const otherItems = (text: string) => (classifyText(text).setAside ?? []).filter((s) => s.role === 'other_item').map((s) => s.matched);

describe(`${RULES.DESIGNATED_ITEM.id}: the designated item's own evidence decides`, () => {
  it("designated by its number in a list: that entry's measurement decides, in several languages", () => {
    const cases: [string, number][] = [
      [
        'Syringe checks this morning:\n1) Blackcurrant squash, thickened: 2 ml left after 10 s\n2) Cocoa, thickened: 9 ml left after 10 s\n3) Water: nothing left\nEntry for classification = item 2 only.',
        3,
      ],
      ['检查记录：1.饼干 2.米糊，很滑，没有颗粒，勺子倾斜整团滑落 3.花生。本条只记录第2项。', 4],
      ['確認：1.せんべい 2.おかゆ（ミキサー、なめらか、粒なし） 3.ナッツ。今回の判定対象は2番のおかゆのみです。', 4],
      ['점검: 1. 땅콩 2. 죽 (곱게 갈아서 덩어리 없음). 이번 기록 대상은 2번 죽입니다.', 4],
    ];
    for (const [text, level] of cases) {
      expect(classifyText(text).level, text).toBe(level);
      expect(otherItems(text).length, text).toBeGreaterThan(0);
    }
  });

  it('designated by its letter: the other entries go, whatever they name ("(b) whole grapes")', () => {
    const text =
      "Kitchen audit: (a) shepherd's pie, fork pressure passes; (b) whole grapes; (c) rice pudding, smooth. This entry is for (c) only.";
    const c = classifyText(text);
    expect(c.level).toBe(classifyText('rice pudding, smooth').level);
    expect(c.hazards).toEqual([]);
  });

  it('designated by name: the other items named before it are set aside, in several languages', () => {
    expect(
      classifyText('Handover: bed 4 had crackers, a scone and a cup of tea with milk, no thickener. The one I want coded is the tea.')
        .level,
    ).toBe(0);
    for (const text of [
      'Kontrolle: 1) Tee, Rest 2 ml; 2) Milch, Rest 9 ml. Dieser Eintrag: Nr. 2 Milch.',
      'Controllo: 1) tè, restano 2 ml; 2) latte, restano 9 ml. Questa scheda riguarda il latte.',
      'Controlo: 1) chá, restam 2 ml; 2) leite, restam 9 ml. Este registo é o leite.',
      'Contrôle : 1) thé, reste 2 ml ; 2) lait, reste 9 ml. Cette fiche concerne le lait.',
      'Cek: 1) teh, sisa 2 ml; 2) susu, sisa 9 ml. Entri ini untuk susu.',
      'とろみ確認\n・お茶 → 残量 2.0ml\n・牛乳 → 残量 9.0ml\n今回の判定対象は牛乳のみです。',
    ])
      expect(otherItems(text).length, text).toBe(1);
  });

  it('keeps a food joined to the item ("made with milk") and foods first named in its description', () => {
    const text =
      'Supper: two biscuits, a banana, and a hot chocolate made with whole milk, no thickener. The one I want coded is the hot chocolate.';
    expect(classifyText(text).level).toBe(0);
    expect(otherItems(text)).not.toContain('whole milk');
  });

  it('says in the explanation that the other items were set aside', () => {
    const c = classifyText('Supper: toast with butter, a banana, and a cup of tea, no thickener. The one I want coded is the tea.');
    expect(explainClassification(c, 'en')).toContain('Set aside: the text names its one item to classify');
    expect(explainClassification(c, 'ja')).toContain('判定対象を一品に指定');
  });

  it('sets nothing aside in a list with no designation', () => {
    for (const text of [
      'Syringe checks:\n1) Blackcurrant squash, thickened: 2 ml left\n2) Cocoa, thickened: 9 ml left',
      'Supper: toast with butter, a banana, and a cup of tea, no thickener.',
      'Only the custard was thickened; biscuits on the side.',
      '午餐：1.饼干 2.米糊 3.花生',
    ])
      expect(otherItems(text), text).toEqual([]);
    // a harder item in the list still decides
    expect(classifyText('Lunch: (a) minced beef 4 mm, fork pressure passes; (b) whole almonds; (c) custard.').level).toBe(7);
  });

  it('a label the record does not hold: nothing set aside, no lower guess, confidence falls', () => {
    const text = 'Entry for classification = item 4 only. 1) tea 2) toast';
    const c = classifyText(text);
    expect(otherItems(text)).toEqual([]);
    expect(c.level).toBe(7);
    expect(c.confidence).toBeLessThanOrEqual(RULES.DESIGNATED_ITEM.confidence!.cap!);
  });

  it('a food put IN the item ("stirred through", 入り, 넣은, "with") is part of it: its hazards stay', () => {
    for (const text of [
      'Oat porridge, smooth, holds shape; blueberries stirred through. Recording the porridge only.',
      '全粥、梅干し入り、なめらか。今回の判定対象はおかゆのみです',
      '흰죽, 곱게 갈았음, 건포도를 넣은. 이번 기록 대상은 죽입니다.',
      'Weetabix soaked in milk, with raisins. The one I want coded is the Weetabix.',
    ]) {
      expect(classifyText(text).level, text).toBe(7);
      expect(otherItems(text), text).toEqual([]);
    }
  });

  it('a food on its own line, entry or side plate is still another item set aside', () => {
    for (const text of [
      'Oat porridge, smooth, holds shape. Side plate: blueberries. Recording the porridge only.',
      'とろみ確認\n・お茶 → 残量 2.0ml\n・味噌汁（具なし）→ 残量 8.8ml\n・牛乳 → 残量 6.0ml\n今回の判定対象は牛乳のみです。',
    ])
      expect(otherItems(text).length, text).toBeGreaterThan(0);
  });

  it('es/pt "esta entrada" (the starter of a menu) and it "questa voce" (also "this voice") designate nothing', () => {
    for (const text of [
      'Almoço: frango assado e amendoins. Esta entrada é uma sopa de abóbora lisa, sem grumos.',
      'Menú: filete a la plancha, cacahuetes. Esta entrada es una crema de calabaza lisa.',
      'Pranzo: bistecca e arachidi. Dopo il tè ha questa voce gorgogliante.',
    ]) {
      expect(otherItems(text), text).toEqual([]);
      expect(classifyText(text).level, text).toBe(7);
    }
    // a record word still designates
    expect(otherItems('Controlo: 1) chá, restam 2 ml; 2) leite, restam 9 ml. Esta ficha é para o leite.').length).toBe(1);
  });

  it('broad cue words outside a record designate nothing ("対象は80代の男性", "recording the lunch")', () => {
    for (const text of [
      '対象は70代の女性。昼食：おかゆ、焼き魚、ナッツ。',
      '대상은 70대 여성. 점심: 죽, 생선구이, 땅콩.',
      'Recording the supper: cottage pie, whole grapes, custard.',
      'Hard to classify: crackers, peanuts, yoghurt',
    ]) {
      expect(otherItems(text), text).toEqual([]);
      expect(classifyText(text).level, text).toBe(7);
    }
  });
});
