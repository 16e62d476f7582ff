/**
 * Mealtime tips and how each level is drunk, each tested on phrases of its own in
 * every locale: dementia mealtime tips keep the calm, quiet room (the environment item), a comparison of
 * Level 3 and Level 4 says how each is taken (cup, straw, spoon), and "is X the same as Y?" says they are not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const ask = (question: string) => answerClinicalQuestion({ question, top_k: 5 });
const topicOf = (id: string | undefined) => (id ?? '').replace(/-(en|zh-hk|zh-cn|ja)$/, '');

// ESPEN dementia guideline (2015): a calm, quiet eating environment without distractions helps intake.
describe('dementia mealtime tips keep the calm room without television', () => {
  it.each([
    ["My mother has Alzheimer's and meals are a struggle now. How can we help her eat at mealtimes?", /calm|quiet|television/i],
    ['阿爸有認知障礙症，食飯越嚟越難，我哋可以點幫佢食？', /安靜|電視/],
    ['我奶奶有老年痴呆，吃饭越来越困难，家里人能做些什么帮她吃饭？', /安静|电视/],
    ['認知症の母の食事がうまく進みません。食べてもらうための工夫を教えてください。', /テレビ|静か/],
  ])('"%s" names the quiet room', async (q, environment) => {
    const r = await ask(q);
    expect(topicOf(r.sources[0]?.id)).toBe('dysphagia-dementia');
    expect(r.answer).toMatch(environment);
  });
});

// IDDSI framework: Level 3 can be drunk from a cup or through a wide straw; Level 4 cannot be drunk from a cup or straw.
describe('a comparison of Level 3 and Level 4 says how each is taken', () => {
  it.each([
    ['How do Level 3 and Level 4 drinks differ?', /straw/i, /cup/i],
    ['第3級同第4級飲品點分？', /飲管/, /杯/],
    ['3级跟4级饮品怎么区分？', /吸管/, /杯/],
    ['レベル3とレベル4の飲み物はどう違いますか', /ストロー/, /コップ/],
  ])('"%s" names the straw and the cup', async (q, straw, cup) => {
    const r = await ask(q);
    expect(r.answer).toMatch(straw);
    expect(r.answer).toMatch(cup);
  });
});

// IDDSI / NHS patient safety alert 2018: "soft diet" has no shared definition, so it is not IDDSI Level 6.
describe('asked whether a hospital "soft diet" is IDDSI Level 6, the answer says they are not the same', () => {
  it.each([
    ['Is a hospital soft diet the same thing as IDDSI Level 6?', /not the same/i],
    ['医生开的软食就是IDDSI 6级吗？', /不是一回事/],
    ['病院の「軟食」はIDDSIのレベル6と同じですか？', /同じではなく/],
    // (zh-HK: the article says a 軟餐 is made two ways, one of them Level 4.)
    ['醫院寫嘅軟餐係咪即係IDDSI第6級？', /兩種用法|沒有(統一|共同)定義/],
  ])('"%s"', async (q, notSame) => {
    expect((await ask(q)).answer).toMatch(notSame);
  });
});

// RCSLT / ASHA referral triggers: coughing at meals, chest infections or fever, weight loss. "Should he see the
// therapist? When should we go?" asks for those triggers (the refer concept and the signs shape).
describe('whether and when to see the speech therapist is answered with the referral signs', () => {
  it.each([
    ['Should Mum see a speech therapist now she is home from hospital? When should we go?', /cough/i, /weight/i],
    ['婆婆中風之後要唔要睇言語治療師？咩情況下要去睇？', /咳/, /體重/],
    ['妈妈脑梗以后需不需要看言语治疗师？什么情况下应该去看？', /咳/, /体重/],
    ['母は退院したばかりですが、言語聴覚士に相談したほうがいいですか？どんな場合に行くべき？', /むせ|咳/, /体重/],
  ])('"%s" lists coughing and weight loss', async (q, cough, weight) => {
    const r = await ask(q);
    expect(topicOf(r.sources[0]?.id)).toBe('when-to-refer-slp');
    expect(r.answer).toMatch(cough);
    expect(r.answer).toMatch(weight);
  });
});

// Dehydration in people on thickened drinks (BDA / NICE): offering drinks is half of prevention, the other half is
// noticing dark or scant urine and a dry mouth early, so the tips list carries that check.
describe('tips to prevent dehydration include checking urine and a dry mouth', () => {
  it.each([
    ['How can we stop a resident with dysphagia getting dehydrated? Any tips?', /urine/i, /dry mouth/i],
    ['點樣防止院舍長者脫水？飲水方面有咩貼士？', /小便/, /口乾/],
    ['怎样预防喝增稠水的老人脱水？有什么办法？', /尿/, /口干/],
  ])('"%s" names the urine and the dry mouth', async (q, urine, dryMouth) => {
    const r = await ask(q);
    expect(topicOf(r.sources[0]?.id)).toBe('hydration');
    expect(r.answer).toMatch(urine);
    expect(r.answer).toMatch(dryMouth);
  });
  it('"怎么判断喝水不够" asks for the signs list (the signs shape), with constipation', async () => {
    expect((await ask('怎么看出爷爷喝水不够？')).answer).toMatch(/便秘/);
  });
});

// MWST (Tohara 1994): 3 ml of cold water, scored on a 5-point scale, 1 to 5.
describe('how many grades the modified water swallowing test has is said with its scale', () => {
  it.each([
    ['How is the MWST scored, and how much water does it use?', /5-point|1 to 5/],
    ['改良饮水试验评分分几级？用多少水？', /5级/],
    ['改良飲水測試分幾多級？用幾多水？', /5級/],
    ['MWSTの点数は何段階ありますか？水は何ml？', /5段階/],
  ])('"%s" names the 5 grades', async (q, grades) => {
    expect((await ask(q)).answer).toMatch(grades);
  });
});

// IDDSI Level 7 Regular Easy to Chew: soft, tender textures only; hard, tough, chewy and fibrous foods are left out.
describe('what Level 7 Easy to Chew means says hard foods are left out', () => {
  it.each([
    ['What is Level 7 Easy to Chew food?', /hard/i],
    ['7级易咀嚼是什么意思？', /硬/],
    ['第7級容易咀嚼係咩嚟？', /硬/],
    ['レベル7のEasy to Chewとはどんな食事？', /硬/],
  ])('"%s" names hard foods', async (q, hard) => {
    expect((await ask(q)).answer).toMatch(hard);
  });
});

// IDDSI spoon tilt test: a Level 4 spoonful is cohesive and slides off the tilted spoon, and is not sticky.
describe('how to do the spoon tilt test says Level 4 does not stick to the spoon', () => {
  it.each([
    ['How do I do the spoon tilt test on a puréed meal?', /stick/i],
    ['勺子倾斜测试怎么做？想看看自己做的糊状餐合不合格', /粘|黏/],
    ['匙羹傾側測試點樣做？', /黏|黐|粘/],
    ['スプーンティルトテストのやり方は？ミキサー食がレベル4か確かめたい', /くっつか|べたつ/],
  ])('"%s" says it does not stick', async (q, sticky) => {
    expect((await ask(q)).answer).toMatch(sticky);
  });
});

// Head and neck cancer (NICE NG36; RCSLT): late radiotherapy effects (fibrosis, trismus) are referred to the SLP,
// whose swallowing and jaw-stretching exercises help, so the answer on those problems names the exercises.
describe('the late effects of radiotherapy come with the exercises that help them', () => {
  it.each([
    [
      'Dad had radiotherapy for throat cancer last year and is struggling to swallow now. What problems can radiotherapy cause?',
      /exercis/i,
    ],
    ['老公喉癌电疗后吞咽越来越差，放疗会留下什么问题？', /训练/],
    ['阿媽鼻咽癌電療之後好難吞嘢，會有咩問題？', /訓練/],
    ['夫が咽頭がんの放射線治療後、飲み込みにくくなりました。どんな問題が起きますか？', /訓練/],
  ])('"%s" names the exercises', async (q, exercises) => {
    expect((await ask(q)).answer).toMatch(exercises);
  });
});

// The refer concept takes "see the speech therapist" in Chinese, not "see a doctor" alone: after a choke that
// cleared, "should he see a doctor?" stays with choking first aid.
describe('"see the speech therapist" is a referral; "see a doctor" after a choke is first aid', () => {
  it.each([
    ['哽到之後已經冇事，要唔要睇醫生？', 'choking-first-aid'],
    ['爷爷噎到后缓过来了，要不要看医生？', 'choking-first-aid'],
    ['外公要唔要睇言語治療師？', 'when-to-refer-slp'],
  ])('"%s" leads with %s', async (q, topic) => {
    expect(topicOf((await ask(q)).sources[0]?.id)).toBe(topic);
  });
});

// "How much should a resident drink a day?" is the hydration question (1.5 to 2 litres), in every locale.
describe('how much to drink a day leads with the hydration article', () => {
  it.each([
    ['How much should my grandad drink per day?', /1\.5 to 2 litres/],
    ['婆婆每日飲幾多水先夠？', /1\.5至2公升/],
    ['老人一天喝多少水合适？', /1\.5至2升/],
    ['高齢の母は1日にどのくらい飲めばいいですか？', /1\.5〜2リットル/],
  ])('"%s" gives the daily amount', async (q, amount) => {
    const r = await ask(q);
    expect(topicOf(r.sources[0]?.id)).toBe('hydration');
    expect(r.answer).toMatch(amount);
  });
});

// "落錯格 / 入错格" is Cantonese and colloquial Chinese for food going down the wrong way: "how do I know if it
// went down the wrong way?" asks for the signs of aspiration, silent aspiration among them.
describe('"how do I know it went down the wrong way (落錯格)" lists the signs of aspiration', () => {
  it.each([
    ['阿媽食飯成日嗆，點知係咪落錯格？', /聲音變濕/, /隱性/],
    ['怎么知道爷爷吃饭是不是入错格了？', /声音变湿/, /隐性/],
  ])('"%s" names the wet voice and silent aspiration', async (q, wetVoice, silent) => {
    const r = await ask(q);
    expect(r.answer).toMatch(wetVoice);
    expect(r.answer).toMatch(silent);
  });
});
