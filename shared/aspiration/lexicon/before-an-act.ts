/**
 * Review asp14 finding 4 (reading rule before_an_act_not_past): the bare "before" words of the past lists (ja 前に,
 * ko 전에, zh 之前, es antes, id dulu) also say "before a meal / before swallowing". Told with a verb or a meal they
 * give the time of the act, not "in the past": "食事の前にむせる", "삼키기 전에 사레가 들려요", "吃饭之前会呛",
 * "tose antes de tragar", "minum dulu" (drink first). A cough before the swallow (premature spillage) is itself a
 * sign (Logemann 1998, Evaluation and Treatment of Swallowing Disorders). A number before them stays a date.
 * `before` is tested on the normalised text right before the word, `after` on the text right after it.
 */
export interface BeforeAnAct {
  word: string;
  before?: RegExp;
  after?: RegExp;
}

/** Japanese verbs in the dictionary form end in an u-row kana; a noun takes の ("食事の前に"). */
const JA_VERB_OR_NOUN = /(?:[うくぐすつぬぶむる]|の)$/u;
const KO_ACT = /(?:기|식사|밥|식전)\s*$/u;
const ZH_ACT = /[飯饭餐水嘢藥药吞吃喝食飲饮咽湯汤茶奶粥]$/u;
const ES_ACT =
  /^\s+de\s+(?:\p{L}+(?:ar|er|ir)(?:l[oa]s?|se|le|me)?(?!\p{L})|(?:la|el|las|los|cada)\s+(?:comida|comidas|cena|desayuno|almuerzo|merienda|bocado|trago))/iu;
const ID_ACT = /(?:^|\s)(?:minum|makan|menelan|telan|mengunyah|kunyah|diminum|dimakan)\s+$/iu;

export const BEFORE_AN_ACT: readonly BeforeAnAct[] = [
  { word: '前に', before: JA_VERB_OR_NOUN },
  { word: '전에', before: KO_ACT },
  { word: '之前', before: ZH_ACT },
  { word: 'antes', after: ES_ACT },
  { word: 'dulu', before: ID_ACT },
];
