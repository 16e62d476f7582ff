/**
 * Signs told in carers' everyday words that the sign tables lacked, CONCEPT x
 * LANGUAGE like red-flags.ts and mild-signs.ts (typed by input language, merged by lexicon/index.ts). Each row
 * names the screening sign it reports (docs/SCREENING.md); test/aspiration/carer-words.test.ts screens a
 * sentence of its own per row and language.
 */
import type { LexiconRow } from './red-flags';

export interface CarerWords extends LexiconRow {
  /** The docs/SCREENING.md sign or rule the words report. */
  reports: string;
}

export const CARER_WORDS: readonly CarerWords[] = [
  {
    // A voice that sounds wet after a drink, told by what it sounds like (TOR-BSST, GUSS: bedside_fail_sign).
    reports: 'bedside_fail_sign',
    reads: { sign: 'wet_voice' },
    words: {
      en: [
        'talking underwater', 'talking under water', 'talks underwater', 'speaking underwater', 'sounds underwater', 'water in her throat',
        'water in his throat', "sounds like she's gargling", "sounds like he's gargling", 'voice goes bubbly', 'voice went bubbly', 'voice gone bubbly',
      ],
      'zh-HK': ['好似含住啖水', '含住啖水咁', '講嘢好似含住水', '把聲好似浸住水'],
      'zh-CN': ['说话像含着一口水', '声音像泡在水里', '嗓子里像有水'],
      ja: ['水の中で話しているよう', 'ゴボゴボした声', '声がゴボゴボ', '声がごぼごぼ'],
      ko: ['물속에서 말하는 것 같', '목소리가 그렁그렁', '목소리에 물이 찬'],
      tl: ['parang may tubig ang boses', 'parang nagmumumog ang boses', 'parang nasa ilalim ng tubig ang boses'],
      id: ['suaranya kayak ada air', 'suaranya seperti ada air', 'suaranya kayak di dalam air', 'suaranya kayak ada airnya'],
      vi: ['giọng như ngậm nước', 'giọng nói như có nước', 'giọng ọc ọc'],
      th: ['เสียงเหมือนอยู่ในน้ำ', 'เสียงเหมือนอมน้ำ', 'เสียงครอกแครก'],
      es: ['voz como bajo el agua', 'como si tuviera agua en la garganta', 'voz de gárgaras'],
    },
  },
  {
    // "like there's water": a wet quality that the voice named in its clause makes a wet voice (helper `wet`).
    reports: 'bedside_fail_sign',
    reads: { sign: 'wet' },
    words: {
      en: ['underwater', 'under water'],
      'zh-HK': ['含住啖水', '浸住水'],
      'zh-CN': ['含着水', '泡在水里'],
      ja: ['水っぽ'],
      ko: ['물 찬'],
      tl: ['parang may tubig', 'may tubig'],
      id: ['kayak ada air', 'seperti ada air', 'ada airnya'],
      vi: ['ngậm nước'],
      th: ['เหมือนมีน้ำ', 'อมน้ำ'],
      es: ['como mojada'],
    },
  },
  {
    // A coughing fit told as one that went on ("a coughing fit that wouldn't stop"): at a meal the airway fought
    // what went down the wrong way, a choking episode (helper coughing_fit, red_flag).
    reports: 'red_flag',
    reads: { sign: 'coughing_fit' },
    words: {
      en: [
        "coughing fit that wouldn't stop", 'coughing fit that would not stop', "coughing fit that didn't stop", 'coughing fit that went on and on',
        'long coughing fit', 'prolonged coughing fit', 'coughing fit for ages',
      ],
      'zh-HK': ['咳到成幾分鐘都唔停', '咳咗成陣都唔停'],
      'zh-CN': ['咳了很久都停不下来', '一阵咳个没完'],
      ja: ['咳き込みがなかなか止まらな', '長いこと咳き込'],
      ko: ['기침이 한참 안 멈췄', '기침을 오래 했'],
      tl: ['hindi na tumigil ang ubo', 'ayaw tumigil ng ubo'],
      id: ['batuknya nggak berhenti-berhenti', 'batuk lama nggak berhenti'],
      vi: ['ho mãi không ngớt', 'ho một tràng dài'],
      th: ['ไอไม่หยุดเลย', 'ไอนานไม่หยุด'],
      es: ['un ataque de tos que no paraba', 'ataque de tos interminable'],
    },
  },
  {
    // No voice during a choke (an aphonia told as the event): the airway was blocked, not a voice change (red_flag).
    reports: 'red_flag',
    reads: { ctx: 'airway' },
    words: {
      en: ['unable to speak', 'unable to talk', "couldn't get any words out", "couldn't get a word out", 'could not get a word out'],
      'zh-HK': ['說話唔到', '説話唔到', '講嘢唔到', '講唔到說話', '一句說話都講唔到'],
      'zh-CN': ['说话说不出来', '讲话讲不出来', '说不了话', '一句话都说不出'],
      ja: ['話せなくなっ', '話せなかった', 'しゃべれなかった', '声も出せな'],
      ko: ['말을 할 수 없었', '말을 할 수가 없었', '말을 못하셨', '말을 못했'],
      tl: ['hindi siya makapagsalita', 'di siya makapagsalita', 'hindi siya nakapagsalita'],
      id: ['tidak bisa ngomong', 'nggak bisa bicara', 'gak bisa bicara', 'tak bisa bicara'],
      vi: ['không nói được gì', 'không nói được lời nào', 'không nói nổi'],
      th: ['จนพูดไม่ได้', 'พูดไม่ได้เลย', 'พูดไม่ออกเลย'],
      es: ['no podía ni hablar', 'sin poder hablar', 'no le salían las palabras'],
    },
  },
  {
    // Turning a dusky colour at a meal: cyanosis told without "blue" (an airway cue, at a meal a choking episode).
    reports: 'red_flag',
    reads: { sign: 'cyanosis' },
    words: {
      en: ['went a funny colour', 'turned a funny colour', 'went a funny color', 'turned a funny color', 'went grey', 'turned grey', 'went dusky'],
      'zh-HK': ['面色變灰', '塊面變灰'],
      'zh-CN': ['脸色发灰', '脸色灰白'],
      ja: ['顔色が土気色', '土気色にな'],
      ko: ['얼굴이 잿빛', '잿빛이 되'],
      tl: ['nangitim ang mukha', 'nangitim ang labi'],
      id: ['mukanya pucat kebiruan', 'mukanya abu-abu'],
      vi: ['mặt tái mét', 'mặt xám ngoét'],
      th: ['หน้าซีดเขียว', 'หน้าเขียวคล้ำ'],
      es: ['se puso gris', 'se puso de un color raro'],
    },
  },
  {
    // Chewing on and on without swallowing: food held in the mouth (pocketing, current_sign).
    reports: 'current_sign',
    reads: { sign: 'pocketing' },
    words: {
      en: ['chews and chews', 'chewing and chewing', 'chewed and chewed', 'chews it and chews it', 'chews for ages'],
      'zh-HK': ['咬嚟咬去', '咬極都唔吞', '含在嘴巴裡', '把飯含在'],
      'zh-CN': ['嚼来嚼去', '嚼了又嚼'],
      ja: ['いつまでも噛んで', 'ずっと噛んで'],
      ko: ['씹고 또 씹', '계속 씹기만'],
      tl: ['iniipon ang pagkain', 'inipon ang pagkain', 'nguya nang nguya'],
      id: ['dikunyah terus', 'ngunyah terus'],
      vi: ['nhai mãi', 'nhai hoài'],
      th: ['เคี้ยวแล้วเคี้ยวอีก', 'เคี้ยวอยู่นาน'],
      es: ['mastica y mastica', 'mastica sin parar'],
    },
  },
  {
    // Food that will not go down (EAT-10 "swallowing solids takes extra effort"): a difficulty swallowing.
    reports: 'current_sign',
    reads: { sign: 'difficulty_swallowing' },
    words: {
      en: ["can't get it down", 'cannot get it down', "can't get them down", "won't go down", 'will not go down', "can't get the food down"],
      'zh-HK': ['吞極都唔落', '點吞都吞唔落'],
      'zh-CN': ['怎么咽都咽不下去', '咽不下去'],
      ja: ['なかなか飲み込めない', 'どうしても飲み込めない'],
      ko: ['삼켜지지가 않', '넘어가지가 않'],
      tl: ['hindi maibaba', 'hindi malunok-lunok'],
      id: ['nggak mau turun', 'susah turun'],
      vi: ['nuốt mãi không trôi', 'không trôi xuống'],
      th: ['กลืนยังไงก็ไม่ลง', 'กลืนไม่ลงสักที'],
      es: ['no le pasa la comida', 'no consigue tragarla'],
    },
  },
  {
    // A meal that takes a long time (prolonged_meals once a meal is in the clause; helper `slow`).
    reports: 'current_sign',
    reads: { sign: 'slow' },
    words: {
      en: ['takes ages', 'taking ages', 'took ages', 'takes forever', 'takes an age'],
      'zh-HK': ['食咗好耐'],
      'zh-CN': ['要很久'],
      ja: ['時間がかかる', 'だらだら'],
      ko: ['한참 걸려', '한참 걸리', '한참이 걸'],
      tl: ['ang tagal', 'napakatagal'],
      id: ['lama sekali', 'lama banget'],
      vi: ['rất lâu', 'lâu lắm'],
      th: ['นานมาก', 'ใช้เวลานาน'],
      es: ['tarda muchísimo', 'tarda una eternidad'],
    },
  },
  {
    // Food or drink that "went down the wrong way" in the everyday words of each language (Cantonese 落錯格):
    // the cough at meals (current_sign; with the airway blocked, a choking episode).
    reports: 'current_sign',
    reads: { sign: 'cough_during_meals' },
    words: {
      en: ['went down the wrong tube', 'goes down the wrong tube', 'down the wrong tube'],
      'zh-HK': ['落錯格', '落錯喉', '吞錯格'],
      'zh-CN': ['喝岔了', '吃岔了', '走错了道'],
      ja: ['変なところに入', '気管に入りそうにな'],
      ko: ['잘못 넘어갔', '잘못 넘어가'],
      tl: ['napunta sa maling daan', 'pumasok sa maling daan'],
      id: ['salah jalur', 'masuk jalur yang salah'],
      vi: ['đi nhầm đường', 'vào nhầm đường'],
      th: ['เข้าผิดคอ', 'ลงผิดคอ'],
      es: ['se le fue por el otro lado', 'se le fue por mal camino', 'se le fue por otro lado'],
    },
  },
  {
    // A complaint the carer says has nothing to do with eating ("night cough, nothing to do with food"): explained
    // otherwise, like a cold (look-alike; the cough is not a meal cough).
    reports: 'low',
    reads: { list: 'unrelated' },
    words: {
      en: ['nothing to do with food', 'nothing to do with eating', 'nothing to do with meals', 'not related to food', 'not related to eating', 'unrelated to meals', 'unrelated to eating'],
      'zh-HK': ['同食嘢冇關係', '同食飯冇關係', '唔關食嘢事'],
      'zh-CN': ['跟吃饭没关系', '和吃饭无关', '与进食无关'],
      ja: ['食事とは関係な', '食事と関係な'],
      ko: ['식사와 상관없', '식사랑 상관없', '식사와 관계없'],
      tl: ['walang kinalaman sa pagkain', 'walang kinalaman sa pagkain niya'],
      id: ['tidak ada hubungannya dengan makan', 'nggak ada hubungannya sama makan'],
      vi: ['không liên quan đến ăn uống', 'không liên quan tới ăn uống'],
      th: ['ไม่เกี่ยวกับการกิน', 'ไม่เกี่ยวกับอาหาร'],
      es: ['nada que ver con la comida', 'no tiene que ver con la comida', 'no tiene relación con la comida'],
    },
  },
];
