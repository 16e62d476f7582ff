/**
 * The carer's rescue and the meal it interrupts, wherever the message tells them.
 *
 * - Obligation is not denial: Japanese "叩かないといけない" (must pat), Chinese "不得不拍背" (cannot but pat), Korean "안
 *   하면 안 돼요" are double negatives that oblige; read whole and skipped, so their negators deny nothing.
 * - A feeding the carer stopped or dares not go on with ("不敢再喂了", "dejamos de darle de comer") is the meal the
 *   airway event told after it happened at (rule airway_event_reaches_its_meal, reading/context.ts).
 */
import { inSomeLanguages, type LexiconRow } from './red-flags';

export const OBLIGATION_WORDS: LexiconRow = {
  reads: { list: 'ignore' },
  words: inSomeLanguages({
    'zh-HK': ['不得不', '唔得唔'],
    'zh-CN': ['不得不', '不能不'],
    ja: [
      'ないといけない', 'ないといけません', 'なければならない', 'なければなりません', 'なければいけない', 'なくてはいけない',
      'なくちゃいけない', 'なきゃいけない', 'ないとだめ', 'ないとダメ', 'なきゃならない', 'なくてはならない',
    ],
    ko: ['안 하면 안 돼', '안 하면 안 되', '지 않으면 안 돼', '지 않으면 안 되'],
    vi: ['không thể không'],
    es: ['no hay más remedio que', 'no queda otra que'],
  }),
};

/** A feeding stopped, or not dared any more, is the meal an airway event told next happened at. */
export const FEEDING_STOPPED_WORDS: LexiconRow = {
  reads: { ctx: 'meal' },
  words: {
    en: ['afraid to feed him', 'afraid to feed her', 'scared to feed him', 'scared to feed her', 'stopped feeding him', 'stopped feeding her', 'too scared to keep feeding'],
    'zh-HK': ['唔敢再餵', '唔敢餵', '唔敢再俾佢食', '停咗餵'],
    'zh-CN': ['不敢再喂', '不敢喂了', '不敢再餵', '不敢再给他吃', '不敢再给她吃', '停止喂饭'],
    ja: ['食べさせるのが怖', '食事を中断', '食べさせるのをやめ'],
    ko: ['먹이기가 무서워', '먹이는 걸 멈췄', '더 이상 못 먹이'],
    tl: ['takot na kaming pakainin', 'tumigil kami sa pagpapakain', 'hindi na namin siya pinakain'],
    id: ['tidak berani menyuapi lagi', 'berhenti menyuapi', 'takut menyuapi'],
    vi: ['không dám đút nữa', 'không dám cho ăn nữa', 'ngừng cho ăn'],
    th: ['ไม่กล้าป้อนต่อ', 'ไม่กล้าป้อนข้าว', 'หยุดป้อน'],
    es: ['dejamos de darle de comer', 'no me atrevo a darle de comer', 'ya no me atrevo a darle', 'paramos de darle de comer'],
  },
};

/** Tagalog back blows in every aspect, with the doer and "sa/ang likod (niya)" ("tinatapik namin ang likod niya"). */
const TL_BACK_VERBS = ['tinapik', 'tinatapik', 'tapikin', 'tatapikin', 'tinapik-tapik', 'hinampas', 'hinahampas', 'hampasin', 'hahampasin', 'pinalo', 'pinapalo', 'paluin'];
const TL_DOERS = ['', 'namin ', 'ko ', 'nila ', 'natin '];
const TL_BACKS = ['sa likod', 'ang likod', 'sa likuran', 'ang likuran'];
const tlBackBlows = (): string[] => TL_BACK_VERBS.flatMap((v) => TL_DOERS.flatMap((d) => TL_BACKS.map((b) => `${v} ${d}${b}`)));

/**
 * The carer's rescue (back blows) in forms the red-flag rows lack, also without the Korean object particle ("등
 * 두드려 드림") or with the Cantonese perfective (拍咗佢背): an airway cue, at a meal a choke
 * (red_flag; choking first aid, Resuscitation Council UK).
 */
export const BACK_BLOW_WORDS: LexiconRow = {
  reads: { ctx: 'airway' },
  words: {
    en: ['blows to the back', 'blows on the back', 'thumped her back', 'thumped his back', 'slapped her back', 'slapped his back', 'hit her on the back', 'hit him on the back'],
    'zh-HK': ['拍佢背', '掃背', '拍咗佢背', '拍咗佢個背', '拍佢個背', '拍吓佢背', '拍下佢背', '掃咗佢背', '掃吓佢背'],
    'zh-CN': ['拍他背', '拍她背', '拍他的背', '拍她的背'],
    ja: ['背中をポンポン', '背中をぽんぽん', '背中を強く叩'],
    ko: ['등을 톡톡', '등을 두들', '등을 때려', '등 두드려', '등 두드렸', '등 두들겨', '등 두들겼', '등을 두드려', '등 쳐 드', '등을 쳐 드'],
    tl: tlBackBlows(),
    id: ['memukul punggungnya', 'memukul-mukul punggungnya', 'tepuk punggung', 'menepuk-nepuk punggung', 'pukul punggung'],
    vi: ['vỗ vào lưng', 'đập vào lưng', 'vỗ mạnh vào lưng'],
    th: ['ตบหลังให้', 'ทุบหลังให้', 'ตบหลังเบาๆ'],
    es: ['golpearle en la espalda', 'golpes en la espaldita', 'palmadas en la espalda', 'le golpeé la espalda', 'le pegué en la espalda'],
  },
};

/** Lips or face gone purple told with the focus particle 都 ("嘴唇都紫了"), as "脸都紫" already is. */
export const PURPLE_WITH_FOCUS_WORDS: LexiconRow = {
  reads: { sign: 'cyanosis' },
  words: inSomeLanguages({
    'zh-HK': ['嘴唇都紫', '嘴唇都瘀', '面都青'],
    'zh-CN': ['嘴唇都紫', '嘴唇都发紫', '嘴唇都青', '脸都青'],
  }),
};
