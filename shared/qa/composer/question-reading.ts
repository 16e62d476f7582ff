/** Stage 1: what a question asks (an amount, steps, a list, a comparison) and how much each of its features weighs. */
import { CONCEPT_SALIENCE, conceptSpans, normaliseForMatch, withoutHedges } from '../concepts';
import { answerShapes, asksForComparison, INTENTS, type Intent, questionFrames, questionIntents } from '../question-intent';
import { documentFrequency, idf } from '../term-stats';
import { featureKind, FUNCTION_NGRAM_WEIGHT, isFunctionNgram, KIND_WEIGHT, textFeatures } from '../text-features';
import type { GroundedQuestion } from '../text-model';
import { CONTEXT_CONCEPTS } from '../scope';
import { COMPOSER } from './settings';
import type { QuestionPart, QuestionReading } from './types';

/** Questions that ask for an amount, a size, a time or a frequency. */
const ASKS_QUANTITY =
  /\bhow (much|many|long|big|small|large|often|thick|far|old|soon|quickly|fast|fine)\b|\bwithin how\b|\bwhat (size|amount|volume|temperature|score)\b|\bat what\b|幾多|几多|多少|多久|多長|多长|多大|幾大|几大|幾細|几细|幾耐|几耐|幾次|几次|多细|多細|多厚|幾時|几时|何時|どのくらい|どれくらい|どの位|何\s*(ml|mm|cm|分|秒|回|度|日|点|歳|センチ|ミリ|キロ)(?!も)|いくつ|何割/iu;

export function asksForQuantity(question: string): boolean {
  return ASKS_QUANTITY.test(withoutHedges(question.normalize('NFKC')));
}

/**
 * The kind of amount a question asks for, by the units that state it (UNITS in concepts.ts): "how long / 何分 / 多久"
 * is a time, "何度 / what angle" an angle, "how big / 幾大 / 何ミリ" a size, "how much fluid / 幾多毫升" a volume.
 * An answer's sentence with a number in another unit ("90°" beside "30 minutes") answers another question.
 */
const ASKED_UNITS: readonly { question: RegExp; units: readonly string[] }[] = [
  {
    question:
      /\bhow (long|soon|quickly)\b|\bfor how many (minutes|hours|days|weeks)\b|\bwithin how\b|多久|多長時間|多长时间|幾耐|几耐|幾長時間|几长时间|幾多分鐘|几多分钟|多少分钟|多少分鐘|幾多日|几多日|多少天|何分|何時間|何日|何週|何秒|どのくらいの(時間|期間|間)|どれくらいの(時間|期間|間)/iu,
    units: ['s', 'min', 'h', 'day', 'week', 'month'],
  },
  { question: /\b(what|which) angle\b|\bhow (high|upright|far up)\b|幾多度|几多度|多少度|何度|角度/iu, units: ['deg'] },
  {
    question: /\bhow (big|small|large|fine)\b|\bwhat size\b|多大|幾大|几大|幾細|几细|多细|多細|何ミリ|何センチ|何mm|何cm|大きさ/iu,
    units: ['mm', 'cm'],
  },
  {
    question:
      /\bhow much (fluid|liquid|water|drink)\b|\bhow many (ml|millilitres|litres)\b|幾多毫升|几多毫升|多少毫升|何ml|何ミリリットル/iu,
    units: ['ml', 'l', 'oz'],
  },
];

/** The units of the amount a question asks for (quantity features "q:30min" end in them); empty when it names none. */
export function askedUnits(question: string): readonly string[] {
  const q = withoutHedges(question.normalize('NFKC'));
  return ASKED_UNITS.filter((u) => u.question.test(q)).flatMap((u) => u.units);
}

/**
 * Two asks joined in one clause, in Chinese and Japanese: a joining word ("同", "和", "、", "て、", "と、") with a
 * question word on each side ("點坐同點餵", "どのくらいとろみを付けて、薬はどう飲ませる"). English joins its asks
 * with ", and how ..." (questionParts' own split). `ask` is a question word of the script; `join` the words that join
 * two clauses; a piece is split at a join only when the text before it and the text after it each hold an ask.
 */
const JOINED_ASKS: readonly { ask: RegExp; join: RegExp }[] = [
  {
    ask: /咩|乜|點|点|幾|几|邊|边|什么|甚麼|什麼|啥|哪|怎|如何|多少|多久|誰|谁|為何|为何|是否|可否|能否|可唔可以|可不可以|能不能|[嗎吗]/u,
    join: /同埋|以及|還有|还有|並且|并且|(?<=[\p{Script=Han}])(?:同|和|及|、)(?=[\p{Script=Han}])/gu,
  },
  {
    ask: /どのくらい|どれくらい|どう|どの|どんな|どれ|何|なに|なん|いつ|誰|だれ|どこ|なぜ|いくつ|べき|ますか|ですか|でしょうか/u,
    join: /(?<=[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}])(?:て|で|し|と|か)?、/gu,
  },
];

/**
 * A Japanese ask that names what it asks for before "と" ("気をつけることと脱水のサインは？", "特徴と、…注意する点は？"):
 * the noun before "と" is itself asked, so the clause holds two asks ("として", "という" join nothing). (A comparison,
 * "AとBの違い", is read by comparedParts.)
 */
const ASKED_NOUN_AND =
  /(?<=(?:こと|点|ポイント|コツ|方法|サイン|特徴|症状|原因|理由|目安|タイミング|注意点|手順))と(?!して|いう|いった|なる|は|か|も|同じ)、?(?=.{2,})/u;

/** Split one piece at every join that has an ask on each side. */
function splitJoinedAsks(piece: string): string[] {
  for (const { ask, join } of JOINED_ASKS) {
    for (const m of piece.matchAll(join)) {
      const before = piece.slice(0, m.index);
      const after = piece.slice(m.index + m[0].length);
      if (ask.test(before) && ask.test(after)) return [before, ...splitJoinedAsks(after)];
    }
  }
  const noun = ASKED_NOUN_AND.exec(piece);
  if (noun && !asksForComparison(piece)) return [piece.slice(0, noun.index), piece.slice(noun.index + noun[0].length)];
  return [piece];
}

/** The parts of a question that asks several things ("What is X, and how do I check it?", "點坐同點餵？"). */
export function questionParts(question: string): string[] {
  return question
    .split(
      /[?？;；]|[,，、]\s*(?:and|or)?\s*(?=\b(?:how|what|which|when|why|who|where|is|are|can|do|does|should)\b)|[,，]\s*(?:and|or)\s+|\band (?=(?:how|what|which|when|why|who|where)\b)|，|。/iu,
    )
    .flatMap(splitJoinedAsks)
    .map((p) => p.trim())
    .filter((p) => textFeatures(p).size >= 2);
}

/**
 * The two (or more) things a comparison question names ("gum vs starch thickener", "Level 3 同 4 有咩分別"),
 * each a part of the question: the answer needs a passage about each, not two about the first.
 * Concepts of low salience ("resident", "eating") are not what is compared.
 */
export function comparedParts(question: string): { text: string; features: string[] }[] | undefined {
  if (!asksForComparison(question)) return undefined;
  const quoted = quotedSides(question);
  if (quoted) return quoted;
  const seen = new Set<string>();
  const parts: { text: string; features: string[] }[] = [];
  for (const span of conceptSpans(normaliseForMatch(question))) {
    const f = `k:${span.concept}`;
    if (seen.has(f) || (CONCEPT_SALIENCE.get(f) ?? 1) < 1) continue;
    seen.add(f);
    parts.push({ text: span.text, features: [f] });
  }
  return parts.length >= 2 ? parts : undefined;
}

/** Terms in quote marks: 「舌でつぶせる」, "nectar thick", “软食”. */
const QUOTED = /「([^」]{2,24})」|『([^』]{2,24})』|“([^”]{2,24})”|"([^"]{2,24})"/gu;

/** What joins two compared things: "A と B", "A 和 B", "A vs B", "A or B", "A 還是 B". */
const COMPARED_JOIN = /^\s*(と|和|同|与|與|跟|及|and|vs\.?|versus|or|还是|還是|定係|or a)\s*$/iu;

/**
 * The two things a comparison names in quote marks ("「舌でつぶせる」と「歯ぐきでつぶせる」はどう違う？"): the quoted
 * terms are what is compared, whatever concepts the words around them name ("介護食", "UDF"). Undefined unless
 * exactly two distinct terms are quoted, joined as compared, each with features of its own.
 */
function quotedSides(question: string): QuestionPart[] | undefined {
  const q = question.normalize('NFKC');
  const quotes = [...q.matchAll(QUOTED)];
  if (quotes.length !== 2) return undefined;
  // (Two terms quoted one after the other, "“软食”“半流质”和IDDSI", are one side listed, not two compared.)
  const between = q.slice(quotes[0]!.index + quotes[0]![0].length, quotes[1]!.index);
  if (!COMPARED_JOIN.test(between)) return undefined;
  const terms = [...new Set(quotes.map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4])!.trim()))];
  if (terms.length !== 2) return undefined;
  const sides = terms.map((text) => ({ text, features: [...textFeatures(text).keys()].filter((f) => !f.startsWith('h:')) }));
  const [a, b] = sides;
  const own = (x: QuestionPart, y: QuestionPart) => x.features.some((f) => !y.features.includes(f));
  return own(a!, b!) && own(b!, a!) ? sides : undefined;
}

/** "how many IDDSI levels" → "idds", "level": a number right before one of these words answers the question. */
export function countedNouns(question: string): string[] {
  const m = /\bhow many ([a-z]+)(?: ([a-z]+))?/i.exec(question);
  if (!m) return [];
  return [...textFeatures(`${m[1]} ${m[2] ?? ''}`).keys()].filter((k) => k.startsWith('w:')).map((k) => k.slice(2));
}

/** Where one clause of a question ends: the amount asked is of what its own clause names. */
const CLAUSE_END = /[.!?。！？;；,，、\n]/u;

/**
 * What the amount asked is of: the content concepts of the clause that asks how much ("Gran eats purée now. How
 * much weight loss is a worry?" → weight loss, not purée). The clause that sets the scene before it names the
 * person's food, which a sentence about that food holds without holding the amount asked. A question that names the
 * unit asked ("what angle", "何分") says what the amount is by its unit (ASKED_UNITS): none then.
 */
export function amountOf(question: string): string[] {
  if (askedUnits(question).length > 0) return [];
  const clause = withoutHedges(question.normalize('NFKC'))
    .split(CLAUSE_END)
    .find((c) => ASKS_QUANTITY.test(c));
  if (clause === undefined) return [];
  return [...textFeatures(clause, { query: true }).keys()].filter(
    (f) => f.startsWith('k:') && !CONTEXT_CONCEPTS.has(f) && (CONCEPT_SALIENCE.get(f) ?? 1) >= 1,
  );
}

/** Questions that ask how to do something: a numbered procedure answers them whole. */
const ASKS_PROCEDURE =
  /\bhow (do|does|should|can|could|would) (i|we|you|staff|carers?|they|one)\b|\bwhat (should|does|do|would) [^?]{0,60}\binvolve\b|\bwhat is involved in\b|(ない|ならない|ように)(する)?(コツ|方法)|\b(tips?|tricks?) (so|to stop|to keep)\b|\bhow (to|is .* (done|tested|checked|made))\b|\bsteps?\b|步驟|步骤|怎樣|怎样|怎麼|怎么|如何|點樣|点样|點做|点做|點整|点整|點沖|点冲|點開|点开|怎麼沖|怎么冲|怎么调|怎麼調|唔識(開|整|沖|用)|不会(冲|调|用)|點急救|点急救|點處理|点处理|どのように|どうやって|どう.{0,6}(すれば|したら)|やり方|使い方|作り方|(作る|つくる|調理する)(とき|時|際)の(ポイント|コツ|注意)|手順|方法|用法|做法(?:是|係|有|怎|點|呢|\s*[?？])|點用|点用|怎麼用|怎么用|\bhow (am|are) (i|we) (supposed|meant) to\b|\bhow (do|should) (i|we) use\b|\b(sequence|order) of (actions|steps)\b|\bwhat (should|must|do) (i|we|you|staff|carers?|nurses?) do\b/iu;

/** Questions whose answer is a list: signs, examples, kinds, "which ...". */
const ASKS_LIST =
  /\b(which|what) (are|kinds?|types?|sorts?|signs?|symptoms?|foods?|drinks?|examples?|tablets?|medicines?)\b|\bwhat\b.*\b(include|includes|signs|symptoms|examples|causes|risks)\b|\blist\b|哪些|哪几|哪幾|邊啲|边啲|邊幾|边几|邊類|边类|哪類|哪类|哪一類|哪一类|咩類|咩类|什麼類|什么类|甚麼類|有咩|有什么|有甚麼|有什麼|有甚么|包括|徵狀|征状|症状|迹象|跡象|どんな|どのような|何がありますか|種類|サイン|症状|(?:いくつか|幾つか)?(?:挙げて|あげて)/iu;

/**
 * Questions that ask about every member of a set ("each level", "それぞれ", "分别", "各級"): the list of its
 * members answers them whole, one item per member, not its first item alone.
 */
const ASKS_EACH =
  /\beach (level|stage|grade|category|one|of them)\b|\b(all|every) (the )?(levels|stages|grades|categories)\b|それぞれ|各(レベル|段階|区分)|分别|各自|每一?[个個](级|級|阶段|階段|等级|等級|类|類|区分|區分|种|種)|各[级級]|每[级級]/iu;

/** A list question: "which ...", or one that names a list shape ("signs of aspiration?", "原因"), or every member of a set. */
function asksForList(question: string): boolean {
  const q = question.normalize('NFKC');
  return ASKS_LIST.test(q) || ASKS_EACH.test(q) || answerShapes(question).length > 0;
}

export function asksForProcedure(question: string): boolean {
  return ASKS_PROCEDURE.test(withoutHedges(question.normalize('NFKC')));
}

/**
 * Concepts that are measured: a question that names one ("the flow test for Level 3", "piece size for minced")
 * is answered by the sentence that holds the number (8 ml, 4 mm), even when it does not ask "how much".
 */
const MEASURED_CONCEPTS: ReadonlySet<string> = new Set(
  ['size', 'dose', 'flow_test', 'fork_drip_test', 'spoon_tilt_test', 'fork_pressure_test', 'standing_time', 'water_swallow_test'].map(
    (id) => `k:${id}`,
  ),
);

/**
 * Where the person is, said as a place ("in Japan", "在日本", "喺香港", "日本で", "日本の病院に"): it sets the scene, it
 * is not what is asked. Its words weigh as little as a question's frame, or a sentence that merely names the same
 * place ("在日本摄食吞咽康复学会的对照表中") outranks the one that answers (issue 19). A country named as a subject
 * ("日本的标准", "Japan's diet codes") is no locative phrase and keeps its weight.
 */
const PLACE_OF_CARE =
  /\b(?:in|at|from|living in|based in)\s+(?:the\s+)?(?:japan|china|hong kong|taiwan|korea|singapore|malaysia|uk|united kingdom|england|scotland|wales|ireland|usa|united states|america|canada|australia|new zealand|france|germany|spain|italy|india|philippines|thailand|vietnam|indonesia|abroad|overseas)\b|(?:在|喺|住在|住喺|人在|人喺)(?:日本|中国|中國|香港|台湾|台灣|澳门|澳門|韩国|韓國|新加坡|马来西亚|馬來西亞|英国|英國|美国|美國|加拿大|澳洲|澳大利亚|澳大利亞|新西兰|新西蘭|纽西兰|紐西蘭|国外|國外|海外|外国|外國)|(?:日本|中国|中國|香港|台湾|台灣|韓国|アメリカ|イギリス|海外)(?:で|に(?:いる|住|入院|入所)|の(?:病院|施設|老人ホーム)(?:に|で))/giu;

/** The words of the places a question is set in (PLACE_OF_CARE). */
export function placeOfCareFeatures(question: string): string[] {
  return [...question.normalize('NFKC').matchAll(PLACE_OF_CARE)].flatMap((m) => [...textFeatures(m[0]).keys()]);
}

/** The words that frame a question (questionFrames) or set its place (PLACE_OF_CARE): not its concepts or amounts. */
function frameWords(question: string, intents: readonly Intent[]): Set<string> {
  const words = [...questionFrames(question, intents).flatMap((t) => [...textFeatures(t).keys()]), ...placeOfCareFeatures(question)];
  return new Set(words.filter((f) => !f.startsWith('k:') && !f.startsWith('q:')));
}

/** Stage 1: read the question: its intents and its features weighted by the corpus. */
export function readQuestion(q: GroundedQuestion): QuestionReading | undefined {
  const { index, features } = q;
  const wantsQuantity = asksForQuantity(q.question);
  // "How long ... is that OK?" asks for the amount; a yes/no cue would only add noise.
  const intents = questionIntents(q.question).filter((i) => !(wantsQuantity && i.id === 'yesno'));
  // A comparison is answered by what each compared thing is: their definitions.
  if (asksForComparison(q.question) && !intents.some((i) => i.id === 'definition'))
    intents.push(...INTENTS.filter((i) => i.id === 'definition'));
  // Words that only frame the question ("適唔適合", "可以…嗎") count little as content.
  const frame = frameWords(q.question, intents);
  // Question features with their corpus idf; features no article has carry no evidence.
  const global = new Map<string, number>();
  for (const f of features.keys()) {
    const df = documentFrequency(index.table, f);
    // Character pairs of function words ("要用", "可以") carry little meaning.
    const functional = isFunctionNgram(f) || frame.has(f);
    const kind = featureKind(f);
    if (df > 0)
      global.set(
        f,
        KIND_WEIGHT[kind] *
          idf(index.table.documents, df) *
          (functional ? FUNCTION_NGRAM_WEIGHT : 1) *
          (kind === 'k' ? COMPOSER.conceptWeight * (CONCEPT_SALIENCE.get(f) ?? 1) : 1),
      );
  }
  moveWeightToConcepts(q.question, global);
  if (global.size === 0) return undefined;
  const shapes = answerShapes(q.question);
  let globalTotal = 0;
  for (const w of global.values()) globalTotal += w;
  // Words no article has count against coverage at the highest idf: "capital of France" is not covered.
  const unknownWeight = idf(index.table.documents, 0);
  let questionWeight = 0;
  for (const f of features.keys()) {
    // Unknown character n-grams are mostly particles run together ("嘅大小"); unknown words are real words.
    const known = global.get(f);
    if (known !== undefined) questionWeight += known;
    else if (f.startsWith('w:')) questionWeight += KIND_WEIGHT.w * unknownWeight;
  }
  return {
    q,
    wantsQuantity,
    namesMeasure: !wantsQuantity && [...features.keys()].some((f) => MEASURED_CONCEPTS.has(f)),
    // "What do I do if she chokes?" is answered by the steps, as "how do I" is ("which foods to watch?" by its list).
    wantsProcedure: asksForProcedure(q.question) || (!wantsQuantity && shapes.length === 0 && intents.some((i) => i.id === 'action')),
    wantsList: asksForList(q.question),
    intents,
    shapes,
    compared: comparedParts(q.question),
    counted: countedNouns(q.question),
    amountOf: amountOf(q.question),
    askedLevels: askedLevels(q.question, features),
    global,
    globalTotal,
    questionWeight,
  };
}

/**
 * The words of a phrase that names a concept count mostly through the concept: one spelling
 * ("speech therapist", used in one paragraph) must not outweigh the concept (SLP, used everywhere).
 * The phrase keeps its total weight; most of it moves to the concept.
 */
function moveWeightToConcepts(question: string, global: Map<string, number>): void {
  const moved = new Set<string>();
  for (const span of conceptSpans(normaliseForMatch(question))) {
    const concept = `k:${span.concept}`;
    if (!global.has(concept)) continue;
    let surface = 0;
    for (const f of textFeatures(span.text).keys()) {
      const w = global.get(f);
      if (w === undefined || f.startsWith('k:') || f.startsWith('q:') || moved.has(f)) continue;
      moved.add(f);
      global.set(f, w * COMPOSER.conceptWordShare);
      surface += w * (1 - COMPOSER.conceptWordShare);
    }
    // A concept of low salience ("婆婆", "mum") keeps its words low as well.
    global.set(concept, global.get(concept)! + surface * (CONCEPT_SALIENCE.get(concept) ?? 1));
  }
}

/** An IDDSI level by its number ("k:level_3"), not the count of levels ("k:level_count": "8段階", "how many levels"). */
export const isLevel = (f: string) => /^k:level_\d$/.test(f);

const HAN_DIGITS = '零一二三四五六七';

/** Each level named by its number ("Level 3", "3级", "第三級", "レベル3"), not only by its name; built once. */
const LEVEL_NUMBER_RES = [...HAN_DIGITS].map((han, level) => {
  const n = `(?:${level}|${han})`;
  return new RegExp(`(?:level|レベル|第)\\s*${n}(?!\\d)|(?<!\\d)${n}\\s*[级級]`, 'iu');
});
/** `question` (NFKC-normalised) names the level by its number. */
const namesLevelNumber = (question: string, level: number) => LEVEL_NUMBER_RES[level]!.test(question);

/**
 * Level names that are also an older ward diet's: 流质 / 流質 is Level 3's food name in Chinese and the hospital
 * liquid diet (beside 半流质, 软食). Data: the level and the forms.
 */
const WARD_DIET_LEVEL_NAMES: readonly { level: number; forms: RegExp }[] = [{ level: 3, forms: /(?<![半全])流[质質](?![食饮飲])/u }];

/**
 * The levels a question asks about. Beside older diet names ("流质、半流质、软食"), a level's name that is also an
 * old ward diet's names that diet, not the level, unless the level is named by its number too.
 */
function askedLevels(question: string, features: ReadonlyMap<string, unknown>): string[] {
  const levels = [...features.keys()].filter(isLevel);
  if (!features.has('k:old_diet_terms')) return levels;
  const q = question.normalize('NFKC');
  const wardDiet = (level: number) =>
    WARD_DIET_LEVEL_NAMES.some((w) => w.level === level && w.forms.test(q)) && !namesLevelNumber(q, level);
  return levels.filter((l) => !wardDiet(Number(l.slice('k:level_'.length))));
}
