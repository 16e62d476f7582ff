/**
 * "Not covered" said plainly: a question about a subject outside the
 * articles (the outside concepts of concepts.ts, named here by id) gets the
 * fixed localised sentence and no sources; one that also names swallowing,
 * textures or choking stays in scope.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { isNotCoveredAnswer, NOT_COVERED } from '../../shared/qa/messages';
import {
  ANIMAL_CARE,
  BONE_HEALTH,
  COSTS_AND_BENEFITS,
  DAY_MENU,
  PRICES_AND_SHOPS,
  WHO_PAYS,
  DIETING_FITNESS,
  FEVER_MEDICINE,
  INJURY_CARE,
  FLAVOUR_COOKING,
  MEDICINE_DOSE,
  MEDICINE_INTERACTION,
  namesInScopeSubject,
  notCoveredReason,
  OUTSIDE_SUBJECTS,
  outsideSubject,
  SCOPE_SUBJECTS,
  SLEEP_MEDICINE,
  THERAPEUTIC_DIET,
  VACCINATION,
} from '../../shared/qa/scope';
import { QA_LOCALES } from '../../shared/languages';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const outside = (q: string) => outsideSubject(textFeatures(q, { query: true }));

describe('questions outside the articles', () => {
  it.each([
    ['diabetes', 'What dose of metformin is the most she can take in a day?'],
    ['diabetes', '糖尿病人一日最多食幾多粒藥？'],
    ['cardiovascular', '降圧薬は朝と夜のどちらに飲むのがいいですか？'],
    ['tax_admin', '护理院的费用可以报税吗？'],
    ['baking', 'How long should the oven preheat for a sponge?'],
    ['certification', 'How does a kitchen get HACCP certification?'],
    ['food_additive', 'Which preservatives are allowed in bottled juice?'],
    ['frying', '天ぷらの揚げ方のコツは？'],
  ])('%s: "%s" is outside', (id, question) => {
    expect(OUTSIDE_SUBJECTS.has(`k:${id}`)).toBe(true);
    expect(outside(question)).toBe(OUTSIDE_SUBJECTS.get(`k:${id}`));
  });

  // "After meals" (after_meal) times a medicine as often as sitting upright: it does not bring the medicine in scope.
  it.each([
    ['diabetes', 'Should insulin be given before or after meals?'],
    ['diabetes', '糖尿病藥係飯前定飯後食？'],
    ['cardiovascular', '血压药一天吃几次，饭后吃可以吗？'],
    // a blood pressure medicine named by its drug name, and "降压" without 药
    ['cardiovascular', '硝苯地平降压，一天几片？'],
    ['cardiovascular', 'How much warfarin should Dad take after dinner?'],
  ])('%s timed by meals is still outside: "%s"', (id, question) => {
    expect(outside(question)).toBe(OUTSIDE_SUBJECTS.get(`k:${id}`));
  });

  it('sitting upright after meals stays in scope for a diabetic resident', () => {
    expect(outside('How long should my diabetic mum sit upright after meals?')).toBeUndefined();
  });

  it.each([
    'My diabetic mum has dysphagia: can she have thickened orange juice?',
    '糖尿病嘅婆婆食糊餐，啲粥要幾杰？',
    'Can I crush his blood pressure tablets into his puree?',
    'インスリンを使っている父がむせます。誤嚥のサインは？',
  ])('a question that also names swallowing or textures stays in scope: %s', (question) => {
    expect(outside(question)).toBeUndefined();
  });

  // Cooking ordinary food for taste: the pork, soup or rice it names does not bring it back in scope.
  it.each([
    'How do I get more flavour into a beef stew?',
    '豬骨湯點樣先會夠味？',
    '电饭煲煮杂粮饭要放多少水？',
    '清蒸鱼怎样做才好吃？',
    '肉じゃがの味付けのコツは？',
  ])('flavour_cooking: "%s" is outside', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(FLAVOUR_COOKING.about);
  });

  // Vaccination: general medical care; the fever after it does not bring it into the articles' subject.
  it.each([
    'Grandad has a fever after his flu vaccine, what should he take?',
    '阿媽打完疫苗有啲發燒，使唔使食藥？',
    '接种疫苗后发烧要吃什么药？',
    '予防接種のあと熱が出たら薬を飲ませてもいいですか？',
  ])('vaccination: "%s" is outside', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(VACCINATION.about);
  });

  // "Can I eat / drink it" (can_eat, can_drink) with an outside medicine asks about a food, not about swallowing it.
  it.each([
    ['cardiovascular', '降壓藥同西柚汁飲唔飲得？'],
    ['cardiovascular', '吃降压药能不能喝柚子汁？'],
    ['diabetes', '糖尿病の父はバナナを食べてもいい？'],
    ['diabetes', 'Is it safe to eat bananas with metformin?'],
  ])('%s with "can I eat / drink" is still outside: "%s"', (id, question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(OUTSIDE_SUBJECTS.get(`k:${id}`));
  });

  // Baking bread: "feed the starter" is not feeding a person.
  it.each(['Should I feed my sourdough starter every day?', '天然酵母のパン生地はどのくらい寝かせる？', '酸面团要发面多久？'])(
    'flavour_cooking (baking bread): "%s" is outside',
    (question) => {
      expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(FLAVOUR_COOKING.about);
    },
  );

  // Bone health: calcium and vitamin D doses are general medicine; "tablets" does not bring them back in scope.
  it.each([
    'How many calcium tablets a day for osteoporosis?',
    '補鈣每日食幾多粒鈣片先夠？',
    '骨质疏松要吃多少维生素D？',
    '骨粗鬆症にはカルシウムをどのくらい？',
  ])('bone_health: "%s" is outside', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(BONE_HEALTH.about);
  });

  // Diets for other conditions: gout and kidney menus are the dietitian's for that condition.
  it.each([
    'Which foods are high in purines for someone with gout?',
    '洗腎嘅長者低鉀低磷餐點樣安排？',
    'What diet helps with kidney stones?',
    '痛风病人能吃海鲜吗？',
    '痛風の人はプリン体の多い食べ物を避けるべき？',
  ])('therapeutic_diet: "%s" is outside', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(THERAPEUTIC_DIET.about);
  });

  // Dieting and sports nutrition: weight lost on purpose and muscle built at the gym are not dysphagia care.
  it.each([
    'How do I lose weight fast before my wedding?',
    '健身应该吃什么蛋白粉？',
    '點樣減肥最快？',
    '筋トレ後のプロテインはいつ飲むのがいい？',
  ])('dieting_fitness: "%s" is outside', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(DIETING_FITNESS.about);
  });

  it.each([
    'My mum with dysphagia is losing weight, can she have protein powder in her puree?',
    '吞咽障碍的老人可以喝蛋白粉增加营养吗？',
    '嚥下障害の母にプロテインを飲ませてもいい？',
  ])('dieting_fitness: "%s" names swallowing and stays in scope', (question) => {
    expect(notCoveredReason(question, textFeatures(question, { query: true }))).toBeUndefined();
  });

  it('therapeutic_diet: a question that also names dysphagia stays in scope', () => {
    const question = 'My dad has gout and dysphagia: can he have puréed lentils?';
    expect(notCoveredReason(question, textFeatures(question, { query: true }))).toBeUndefined();
  });

  // Injuries and fever medicines: general first aid and medicine; "how much to drink" does not bring them back.
  it.each([
    ['injury_care', 'Should I put an ice pack or heat on a sprained wrist?'],
    ['injury_care', '阿爺跌親瘀傷，應該冰敷定熱敷？'],
    ['injury_care', '崴脚了先冰敷还是热敷？'],
    ['injury_care', '足首を捻挫したら冷やすべき？'],
    ['fever_medicine', 'How much Calpol can a 3 year old have?'],
    ['fever_medicine', '小朋友發燒食幾多撲熱息痛？'],
    ['fever_medicine', '布洛芬一天最多喝几次？'],
    ['fever_medicine', 'カロナールは何時間あければいい？'],
  ])('%s: "%s" is outside', (id, question) => {
    const about = id === 'injury_care' ? INJURY_CARE.about : FEVER_MEDICINE.about;
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(about);
  });

  it('fever_medicine: thickening or swallowing a fever medicine stays in scope', () => {
    for (const question of ['退燒藥可唔可以撈凝固粉俾婆婆食？', "Dad can't swallow his paracetamol tablets, what can we do?"])
      expect(outsideSubject(textFeatures(question, { query: true }), question)).toBeUndefined();
  });

  // Diets for other conditions: the articles set textures, not nutrients; "diet" or a menu does not bring them back.
  it.each([
    'Is a ketogenic diet a good idea for my nan?',
    'What should a low-sodium menu for a resident with kidney disease look like?',
    '院友有痛風，尿酸高，餐單要點樣揀？',
    '肾病老人低钾饮食每天吃什么？',
    'プリン体を控える献立の例を教えてください。',
    'グルテンフリーのおやつはどれがいい？',
  ])('therapeutic_diet: "%s" is outside', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(THERAPEUTIC_DIET.about);
  });

  it('therapeutic_diet: a texture, a thickener, fluid intake or a swallowing difficulty keeps the question in scope', () => {
    for (const question of [
      'Nan is on a low-salt diet and has dysphagia: can her soup be thickened?',
      '痛風嘅婆婆食糊餐，凝固粉可唔可以撈果汁？',
      '低盐饮食的爷爷吞咽困难，菜要打成泥吗？',
      '減塩中の母にとろみをつけたお茶を出してもいい？',
      '減塩中の母、水分はどのくらい飲めばいい？',
      'How much fluid should a resident on a low-salt diet drink each day?',
    ])
      expect(outsideSubject(textFeatures(question, { query: true }), question), question).toBeUndefined();
  });

  // How much of a medicine to take is prescribing: "tablets" or "a day" does not bring it back in scope.
  it.each([
    'How many tablets of aspirin can grandad have in one day?',
    '公公食緊薄血藥，每次食幾粒？',
    '奶奶的安眠药一次吃几片？最大剂量是多少？',
    '睡眠薬は1日何錠までですか？',
  ])('medicine_dose: "%s" is outside', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(MEDICINE_DOSE.about);
  });

  it('medicine_dose: swallowing, crushing or thickening the medicine keeps the question in scope', () => {
    for (const question of [
      'How many tablets can she swallow at once with thickened water?',
      '藥丸食幾粒都吞唔落，可唔可以磨碎？',
      'How many tablets can be crushed together into yoghurt?',
      '药片吃几片都咽不下去，可以碾碎吗？',
      '錠剤を何錠も飲み込めないとき、つぶしてもいい？',
    ])
      expect(outsideSubject(textFeatures(question, { query: true }), question), question).toBeUndefined();
  });

  // Antibiotics, alcohol with a medicine, drug interactions: prescribing advice, in every locale.
  it.each([
    'Is a pint of beer all right while she finishes her course of doxycycline?',
    'Does whisky interact with his heart tablets?',
    '阿爺食緊消炎藥，晚飯飲杯紅酒得唔得？',
    '吃头孢期间喝了点啤酒要紧吗？',
    'アモキシシリンを飲んでいる父がビールを飲んでも大丈夫？',
    'ワインと抗菌薬の飲み合わせを教えて',
    '婆婆食緊盤尼西林，壽宴飲杯酒得唔得？',
    '抗菌薬を飲んでいる間の晩酌は控えるべき？',
    'Is it safe for him to have alcohol with his evening tablets?',
  ])('medicine_interaction: "%s" is outside', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(MEDICINE_INTERACTION.about);
  });

  it('medicine_interaction: swallowing, crushing or thickening the medicine, aspiration or a mouthwash stays in scope', () => {
    for (const question of [
      'The penicillin capsules are too big for him to swallow: can they be opened?',
      'Does aspiration pneumonia always need antibiotics?',
      'Should we avoid an alcohol-based mouthwash for her oral care?',
      '抗生素藥丸太大粒吞唔落，可唔可以磨碎？',
      '含酒精的漱口水可以给口干的老人用吗？',
      'とろみをつけた水で抗生物質を飲ませてもいい？',
    ])
      expect(outsideSubject(textFeatures(question, { query: true }), question), question).toBeUndefined();
  });

  // Sleeping pills: general medicine; a word of swallowing or choking keeps the question in scope.
  it.each([
    'Can grandad take melatonin every night?',
    '婆婆瞓唔著，安眠藥食半粒得唔得？',
    '褪黑素老人能长期吃吗？',
    'メラトニンは高齢者に効きますか？',
  ])('sleep_medicine: "%s" is outside', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(SLEEP_MEDICINE.about);
  });

  it('sleep_medicine: drowsiness at meals or choking after a sleeping pill stays in scope', () => {
    for (const question of [
      'She is drowsy from her sleeping pills at breakfast: is it safe to feed her?',
      '食完安眠藥之後飲水成日嗆親，點算？',
      '吃了安眠药以后喝水老是呛',
      '睡眠薬を飲んだ後、むせることが増えました',
    ])
      expect(outsideSubject(textFeatures(question, { query: true }), question), question).toBeUndefined();
  });

  // Prices, subsidies, vouchers and insurance are not clinical; a thickener or a texture brings the question back.
  it.each([
    'What is the price of a hearing aid?',
    '長者醫療券可唔可以用嚟睇牙？',
    '种植牙大概要多少钱？医保能报销吗？',
    '介護タクシーの料金は保険がききますか？',
  ])('costs_and_benefits: "%s" is outside', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(COSTS_AND_BENEFITS.about);
  });

  it('costs_and_benefits: a question about a thickener or a texture-modified meal stays in scope', () => {
    for (const question of [
      'Should Nan avoid nuts at all costs?',
      'The gum thickener costs more than the starch one: does it mix differently?',
      '兩隻凝固粉價錢差好遠，用法有冇分別？',
      'とろみ剤は値段が高いので、少なめに入れても大丈夫？',
    ])
      expect(outsideSubject(textFeatures(question, { query: true }), question), question).toBeUndefined();
  });

  // prices_and_shops: the articles hold no prices, shops, brands or services, so the thickener or the meal priced
  // does not bring the question back when the price or the shop is what it asks; a word of swallowing difficulty does.
  it.each([
    'Can we claim the cost of thickener powder?',
    'What does a box of pre-thickened juice cost at the chemist?',
    'Where can I buy xanthan gum thickener cheaply?',
    '凝固粉嘅價錢好貴，有冇平啲嘅？',
    '增稠剂要多少钱？哪里买得到？',
    '软食外卖哪家店最便宜？',
    'ミキサー食を家で作ると費用はどのくらい？',
    '介護食を配達してくれる宅配を教えて',
  ])(`${PRICES_AND_SHOPS.id}: "%s" is outside`, (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(PRICES_AND_SHOPS.about);
  });

  it(`${PRICES_AND_SHOPS.id}: a word of swallowing difficulty keeps the question in scope`, () => {
    for (const question of ['He keeps choking on water: what does a thickener cost?', '阿爸飲水成日嗆，凝固粉幾多錢？'])
      expect(outsideSubject(textFeatures(question, { query: true }), question), question).toBeUndefined();
  });

  // A brand, a delivery service or mail order names where the food comes from; a shop is asked for only when one is
  // to be named ("recommend", "which", "おすすめ", "推荐"), and even then safety, a texture, a thickener's use, a child,
  // a sign or a test asked beside it keeps the question in scope.
  it.each([
    'Is it safe to give Level 4 puree ordered from a meal delivery service?',
    'Which brand of thickener is safe for a baby under one year old?',
    '通販のとろみ剤は子どもに使える？',
    'Which brand of thickener should I use for Level 2 mildly thick drinks?',
    'Is the food from the meal delivery service soft enough for her?',
    '送餐服务的碎餐安全吗？',
    '送餐服務嘅軟餐夠唔夠軟？',
    '宅配の介護食は安全？',
    'What is the cheapest thickener that does not go lumpy?',
    'Where can I buy a syringe for the flow test?',
    'Is it worth the cost to buy a special cup for her coughing?',
    'What foods from the meal delivery service should she avoid?',
    'Mum gets her dinners from meals on wheels, what should a Level 6 meal look like?',
    '外賣嘅軟飯，婆婆食唔食得？',
    '网购的增稠剂怎么冲才不结块？',
    'ネット通販で買ったとろみ剤の使い方は？',
    'Which brand of pre-thickened water is Level 2?',
    'How much does the thickener cost and how much do I add to 200 ml?',
    '超市買嘅糊仔係幾級？',
    '市販の介護食はどのレベル？',
  ])(`${PRICES_AND_SHOPS.id}: "%s" asks what the articles answer and stays in scope`, (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBeUndefined();
  });

  it.each([
    'Which brand of thickener is best?',
    'Can you recommend a meal delivery service for pureed meals?',
    '邊個牌子嘅凝固粉最好？',
    '推荐一个送软食的外卖',
    'とろみ剤のおすすめのメーカーは？',
    'ネット通販で安いとろみ剤は？',
    'How much does Level 4 puree cost?',
    '4级糊状食物多少钱？',
    'レベル4のとろみ剤の値段は？',
  ])(`${PRICES_AND_SHOPS.id}: "%s" asks only which product or service to buy and is outside`, (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(PRICES_AND_SHOPS.about);
  });

  // day_menu: one day's menu at a place is the place's to say; a level, a food to avoid or a word of care brings it back.
  it.each([
    "What's on the lunch menu at the Royal Infirmary tomorrow?",
    '廣華醫院今晚嘅晚餐餐牌有咩？',
    '人民医院下周一的菜单是什么',
    '○○病院の来週月曜の献立を教えて',
  ])('day_menu: "%s" is outside', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(DAY_MENU.about);
  });

  it('day_menu: a level, a food to avoid or a word of care keeps the question in scope', () => {
    for (const question of [
      "Is tomorrow's menu all right for a resident on Level 5 minced and moist?",
      '下星期嘅餐單有冇高危食物要避免？',
      '明日の献立、とろみは必要？',
    ])
      expect(outsideSubject(textFeatures(question, { query: true }), question), question).toBeUndefined();
  });

  // A sign, a texture the person manages, cutting a food up or what to avoid asked beside a day's menu: in scope.
  it.each([
    'What should be on the menu today for a resident who pockets food?',
    'Can you suggest a menu for next week for my mum? She can only manage soft food',
    "Today's menu has sausages, should I cut them up?",
    '聽日餐單有冇軟飯？阿媽淨係食得軟啲',
    '明天菜单里的肉要不要切碎？',
    '明日の献立、母は柔らかいものしか食べられません',
  ])('day_menu: "%s" asks what the articles answer and stays in scope', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBeUndefined();
  });

  it.each(["What's on the menu at Riverside Care Home on Sunday?", '聖瑪利醫院今晚個餐牌係咩？', '○○ホームの明日の昼の献立は何？'])(
    'day_menu: "%s" asks only the place\'s menu and is outside',
    (question) => {
      expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(DAY_MENU.about);
    },
  );

  it.each(['やわらか食の宅配の値段は？', '軟餐送餐服務幾多錢？', 'How much does a soft food delivery service cost?'])(
    `${PRICES_AND_SHOPS.id}: "%s" prices a soft meal and is outside`,
    (question) => {
      expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(PRICES_AND_SHOPS.about);
    },
  );

  // Who pays (insurance, reimbursement, subsidies): the thickener or texture paid for does not bring it back.
  it.each([
    'Will his insurance reimburse the pre-thickened drinks?',
    '凝固粉同營養奶可唔可以用醫療券或者保險報銷？',
    '护理院给老人用的软食和增稠粉有补贴吗？',
    'とろみ剤やゼリー飲料は保険で払い戻しされますか？',
    // funding, with the worsened swallowing only as whom it is for
    'Can we get council funding for a care home place for Gran, whose swallowing has deteriorated?',
    '阿媽吞嚥能力轉差，申請院舍券要準備咩文件？',
    '母の飲み込みが悪くなったので、介護認定の申請はどうすればいいですか？',
  ])('who_pays: "%s" is outside', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(WHO_PAYS.about);
  });

  it('who_pays: a word of swallowing difficulty itself keeps the question in scope', () => {
    for (const question of [
      'He keeps choking on water: does insurance cover a thickener?',
      '阿爸飲水成日嗆，凝固粉保險包唔包？',
      '我爸喝水老呛，增稠剂医保能报销吗？',
      '水でむせるので、とろみ剤は保険がききますか？',
    ])
      expect(outsideSubject(textFeatures(question, { query: true }), question), question).toBeUndefined();
  });

  // Cooking for flavour: smoking, barbecue and home-made liqueurs have no swallowing angle.
  it.each(['How long do I smoke a pork shoulder on the barbecue?', '自己泡酒用几斤冰糖？', '梅酒を漬けるときの氷砂糖の量は？'])(
    'flavour_cooking: "%s" is outside',
    (question) => {
      expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(FLAVOUR_COOKING.about);
    },
  );

  // NO_SWALLOWING_PROBLEM: a clause saying nobody has swallowing difficulties does not bring cooking back in scope.
  it.each([
    'How do I get a smoky flavour into brisket? None of us have swallowing difficulties.',
    '煲湯點樣先夠味？家人都冇吞嚥問題。',
    '怎样腌肉才入味？家里没有人有吞咽困难。',
    'バーベキューの味付けのコツは？家族に嚥下の問題はありません。',
  ])('flavour_cooking: "%s" is outside though it names swallowing', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(FLAVOUR_COOKING.about);
  });

  it('flavour_cooking: a swallowing difficulty said, or an inability, keeps the question in scope', () => {
    for (const question of [
      'How do I get a smoky flavour into brisket? Dad has swallowing problems.',
      'Marinade tips for mum, she cannot swallow meat well',
      '煲湯點樣先夠味？阿爸有吞嚥問題。',
      '奶奶吞咽困难，软饭怎样做才好吃？',
    ])
      expect(outsideSubject(textFeatures(question, { query: true }), question), question).toBeUndefined();
  });

  it('bone_health: crushing calcium tablets for a person who cannot swallow them stays in scope', () => {
    const question = 'Can I crush calcium tablets for my mum who has trouble swallowing?';
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBeUndefined();
  });

  it('vaccination: a question that also names swallowing stays in scope', () => {
    const question = 'Can she swallow her tablets normally after the flu vaccine?';
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBeUndefined();
  });

  // Animals: the articles are about people; a pet's food or swallowing is not covered.
  it.each([
    'Is it OK to give my dog a little cooked onion?',
    '隻貓仔食嘢成日嗆親，點算？',
    '宠物狗可以吃葡萄吗？',
    '愛犬のごはんにおかゆを混ぜてもいいですか？',
  ])('animal_care: "%s" is outside', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(ANIMAL_CARE.about);
  });

  it.each(['Are hot dogs safe for someone on Level 6?', '熱狗對吞嚥困難的人安全嗎？', 'ペットボトルのお茶にとろみをつけるには？'])(
    'a food or thing named after an animal stays in scope: %s',
    (question) => {
      expect(outsideSubject(textFeatures(question, { query: true }), question)).toBeUndefined();
    },
  );

  it.each([
    'How can I add flavour to pureed chicken?',
    '爸爸吞嚥困難，碎餐點樣煮先夠味？',
    '用电饭煲给吞咽困难的老人煮软饭，水放多少？',
    'ミキサー食の味付けのコツは？',
  ])('a cooking question that names swallowing, a texture or a level stays in scope: %s', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBeUndefined();
  });

  it.each([
    ['en', 'How many units of insulin before dinner if her sugar is 12?'],
    ['zh-HK', '血壓藥應該朝早食定夜晚食？'],
    ['zh-CN', '糖尿病人一天最多能吃多少毫克二甲双胍？'],
    ['ja', 'ふるさと納税の申請期限はいつですか？'],
  ] as const)('answers in %s with the fixed not-covered sentence and cites nothing', async (language, question) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.language).toBe(language);
    expect(r.answer).toBe(NOT_COVERED[language]);
    expect(isNotCoveredAnswer(r.answer)).toBe(true);
    expect(r.sources).toEqual([]);
  });

  it('every not-covered sentence suggests asking the SLP and holds no number', () => {
    for (const sentence of Object.values(NOT_COVERED)) {
      expect(sentence).toMatch(/speech-language pathologist|言語治療師|言语治疗师|言語聴覚士/);
      expect(sentence).not.toMatch(/\d/);
    }
  });
});

describe("the positive scope model: a question must name the articles' subject", () => {
  const features = (q: string) => textFeatures(q, { query: true });

  it('every in-scope subject has words in every corpus locale', () => {
    for (const subject of SCOPE_SUBJECTS)
      for (const locale of QA_LOCALES) expect(subject.terms[locale].length, `${subject.id} ${locale}`).toBeGreaterThan(0);
  });

  it.each([
    ['en', 'What time does the garden centre open on Sundays?'],
    ['zh-HK', '去日本旅行要唔要簽證？'],
    ['zh-CN', '小区停车费一个月多少钱？'],
    ['ja', '車の車検は何年ごとに必要ですか？'],
  ] as const)('%s: a question with no in-scope subject is not covered, in its own language: %s', async (language, question) => {
    expect(namesInScopeSubject(question, features(question))).toBe(false);
    expect(notCoveredReason(question, features(question))).toBeDefined();
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.language).toBe(language);
    expect(r.answer).toBe(NOT_COVERED[language]);
    expect(r.sources).toEqual([]);
  });

  it.each([
    ['swallowing', 'Why does grandad gag at breakfast?'],
    ['texture_modified', '我阿媽食緊邊級？'],
    ['food_and_drink', '老人一天要喝水多少？'],
    ['mealtime_care', '入れ歯はいつ外せばいいですか？'],
    ['conditions_and_care', 'Is a VFSS painful?'],
  ])('a question that names an in-scope subject (%s) stays in scope: %s', (_id, question) => {
    expect(notCoveredReason(question, features(question))).toBeUndefined();
  });

  it('the context of a question alone (a parent, a place, an amount) does not put it in scope', () => {
    const question = 'How much can mum claim back in Hong Kong?';
    expect(namesInScopeSubject(question, features(question))).toBe(false);
  });
});
