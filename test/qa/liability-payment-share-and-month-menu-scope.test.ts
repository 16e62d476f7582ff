/**
 * Not covered, said plainly, in every corpus locale: who is to blame in law or what must be paid for an incident
 * (legal_liability), the share of a texture-modified diet an insurance pays (who_pays, with the diet named by the
 * swallowing it is for as only what is bought), and a named place's menu for a month or asked to be seen (DAY_MENU,
 * with Japanese names in katakana and クリニック / センター, and English names before the kind of place). Covered questions that only mention choking, a care home
 * or a hospital stay covered. Phrases are our own.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MENU, notCoveredReason } from '../../shared/qa/scope';
import { textFeatures } from '../../shared/qa/text-features';

const reason = (q: string) => notCoveredReason(q, textFeatures(q, { query: true }));

describe('legal_liability: who is to blame in law, and what must be paid, after choking or aspiration', () => {
  it.each([
    'Dad choked on steak at the nursing home and was hospitalised. Can we sue, and whose fault is it?',
    'My grandmother aspirated at the home and got pneumonia - who is liable?',
    'If a resident chokes during lunch, who is to blame legally?',
    '院舍餵食時伯伯哽親送院，法律上院舍要賠幾多錢？',
    '老人在护理院呛咳后得了肺炎，院方要赔钱吗？',
    '食事介助中に利用者が窒息した場合、法的に施設はどうなりますか？',
    '誤嚥性肺炎で入院した母のことで、施設に慰謝料を請求できますか？',
  ])('"%s"', (q) => {
    expect(reason(q)).toMatch(/legal liability/);
  });
  it.each([
    'My mum choked on a sausage at the care home. How should staff cut sausages for her?',
    'The home says it is not their fault she coughs when drinking. Should her drinks be thickened?',
    '家属投诉饭菜太硬，老人嚼不动，软食应该做到什么程度？',
    '家人話要院舍賠錢，以後點樣預防院友哽親？',
    '法律上の規定ではなく、とろみの濃さはどう決めますか？',
    // everyday blame beside a care ask, with no word of the law or of damages
    "Who's to blame when the thickened tea comes out too thin - how should we check it with the flow test?",
    'Whose fault is it that her tea was too thin? Should it be Level 2?',
    "She choked on a grape, is it the home's fault? What size should grapes be cut to?",
    'If a resident chokes during lunch, who is to blame?',
  ])('"%s" stays covered', (q) => {
    expect(reason(q)).toBeUndefined();
  });
});

describe('who_pays: the share paid for a diet named by the swallowing it is for', () => {
  it.each([
    '吞咽餐用长护险可以报销吗？自付比例是多少？',
    '吞嚥餐送飯服務用醫療券要自付幾多？',
    'Are dysphagia meals covered by insurance, and what is the co-pay?',
    '嚥下調整食の配食は介護保険で何割負担ですか？',
  ])('"%s"', (q) => {
    expect(reason(q)).toMatch(/insurance/);
  });
  it.each(['嚥下食は自宅でどう作ればいいですか？', '吞咽餐应该怎么做才安全？', 'Are dysphagia meals supposed to be pureed?'])(
    '"%s": the diet asked about itself stays covered',
    (q) => {
      expect(reason(q)).toBeUndefined();
    },
  );
  it.each([
    // a payment beside a level, texture or safety ask: the ask is the question (the reviewer's, then our own)
    '介護保険で嚥下食の宅配を頼むとき、どんな形態を選べばいい？',
    '嚥下食の宅配を使っています。自己負担は1割ですが、コード4の食事は舌でつぶせますか？',
    '吞咽餐自费买的，4级糊状食物应该是什么样的？',
    'out of pocket cost aside, what does level 3 liquidised food look like?',
    '吞咽餐是医保报销的，应该选什么质地？',
    '長護險可以報銷吞嚥餐，咁應該揀咩質地？',
    '醫療券可以用嚟買凝固粉，咁應該沖幾級？',
    'Our insurance pays for the meal service - which texture should we order for Level 5?',
    'The co-pay is fine, but is Level 4 puree the right texture for him?',
    '自己負担は2割です。とろみは中間のとろみでいいですか？',
  ])('"%s": a payment beside a texture ask stays covered', (q) => {
    expect(reason(q)).toBeUndefined();
  });
  it.each([
    // the payment is the whole ask, whatever the diet or the thickener paid for
    '医保能报销吞咽餐吗？',
    '介護保険で嚥下食の宅配を頼めますか？',
    'Level 4 puree meals: does insurance cover them?',
    '我买了增稠剂，医保能报销吗？',
    '長者醫療券每年有幾多錢？可唔可以用嚟俾私家言語治療師？',
  ])('"%s": the payment alone is still not covered', (q) => {
    expect(reason(q)).toMatch(/insurance/);
  });
});

describe('DAY_MENU: a named place menu for a month, or asked to be seen', () => {
  it.each([
    '亀田クリニックの来月のやわらか食の献立を教えて',
    '長寿医療研究センターの嚥下食メニューは見られますか',
    '仁濟醫院呢個月嘅糊餐餐單喺邊度睇？',
    '北京协和医院这个月的吞咽餐菜单在哪里看？',
    "Can we see Northfield Hospital's soft diet menu for this month?",
    "Elm Lodge Care Home's Level 4 menu for tomorrow: what's on it?",
    "What's on St Thomas' Hospital pureed menu next week?",
    // a week's round of meals, or what the menu is like, asked of a named place
    '東華醫院嘅軟餐餐單係點㗎？一個禮拜食啲咩？',
    '上海华山医院的吞咽餐菜单是怎样的？每天吃什么？',
    '聖路加国際病院の嚥下食、一週間の献立は？',
    "What's on Northfield Hospital's pureed menu each day?",
  ])('"%s"', (q) => {
    expect(reason(q)).toBe(DAY_MENU.about);
  });
  it.each([
    '病院の嚥下食のメニューの作り方を教えて',
    'リハビリセンターで教わった嚥下体操のやり方は？',
    '聖路加国際病院で嚥下食を食べていた母、退院後はどのレベルの食事にすればいい？',
    'This month she started coughing at every meal; what should we change on the menu?',
    "What's on the local hospital's pureed menu next week?",
    'How do we plan next month’s menu at Elm Lodge Care Home for residents on Level 5?',
    'My father ate a pureed diet at Northfield Hospital. Which foods should he avoid at home?',
    // a texture or an example word before the kind of place is not a name (the reviewer's, then our own)
    'Can you show me a level 5 minced and moist hospital menu for next week?',
    'Sample nursing home menu for next week, level 6 soft and bite-sized?',
    'Typical Care Home menu for next week, Level 5 minced and moist?',
    'Could you draft a pureed care home menu for next week?',
    // a week or a day's meals planned, or asked of no named place, stay the articles' subject
    '一個禮拜嘅糊餐餐單應該點樣編排先夠營養？',
    '医院的吞咽餐菜单是怎样的？每天吃什么比较安全？',
    'How should a week of Level 5 meals be planned at Northfield Hospital?',
  ])('"%s" stays covered', (q) => {
    expect(reason(q)).toBeUndefined();
  });
});

describe('mixed questions: a payment, legal or place word beside a clinical ask stays covered, in every locale', () => {
  it.each([
    '北京协和医院出院后，吞咽餐应该做成几级？',
    '仁濟醫院出院之後，屋企嘅糊餐要幾稀？',
    '亀田クリニックで飲み込みの検査を受けました。家ではとろみをどのくらいにすればいい？',
    'She was discharged from Northfield Hospital last week; how thick should her drinks be?',
    '院方说不用赔偿，但老人喝水老呛，要不要加增稠剂？',
    '院舍話唔會賠錢，咁阿爸食飯成日哽親，應該食幾級？',
    '施設の法的責任は別として、むせる母にはどんな形態の食事がいいですか？',
    'Never mind whose fault it was, what size should his food be cut to after he choked?',
  ])('"%s"', (q) => {
    expect(reason(q)).toBeUndefined();
  });
});
