/**
 * What kind of answer a question asks for, beyond its words: a colour, a
 * yes/no with guidance ("can she have jelly?"), a reason ("why"), a time or
 * condition ("when"), the people something is for ("who"), a definition
 * ("what is"), or what to do ("what should I do?"). Each intent has cues
 * that a sentence (or the heading it sits under) answering that kind of
 * question usually carries. The composer adds a small bonus for them, so of
 * two sentences about the same thing it picks the one that answers the
 * question asked. Data, compiled once per container; the question is
 * matched after NFKC normalisation.
 */

export type IntentId = 'colour' | 'yesno' | 'why' | 'when' | 'who' | 'definition' | 'action' | 'level' | 'mapping';

import { withoutHedges } from './concepts';

export interface Intent {
  id: IntentId;
  /** The question asks for this kind of answer. */
  question: RegExp;
  /** A sentence that holds this kind of answer. */
  sentence?: RegExp;
  /** A heading of a section that answers this kind of question. */
  heading?: RegExp;
  /** Added to a sentence with a sentence cue. */
  sentenceBonus: number;
  /** Added to a sentence under a heading with a heading cue. */
  headingBonus: number;
  /**
   * Question features that name the kind of answer ("colour"): a sentence with the cue ("(orange)")
   * answers them without repeating the word.
   */
  stands?: RegExp;
}

export const INTENTS: readonly Intent[] = [
  {
    id: 'colour',
    question: /\bcolou?rs?\b|顏色|颜色|甚麼色|什么色|咩色|何色|色は|カラー/iu,
    // The colour codes are written in brackets after a level's name: "(orange)", "，橙色)", "、オレンジ）".
    sentence:
      /\b(white|grey|gray|pink|yellow|green|orange|blue|black)\s*[)）]|(白色|灰色|粉紅色|粉色|粉红色|黃色|黄色|綠色|绿色|橙色|藍色|蓝色|黑色|白|ピンク|緑|オレンジ|青|黒)\s*[)）]/iu,
    sentenceBonus: 0.3,
    headingBonus: 0,
    stands: /^(k:colour|w:colou?r|c:颜色|u:色|c:何色|c:カラ|t:カラー|c:ラー)$/u,
  },
  {
    id: 'yesno',
    question:
      /^\s*(can|could|may|is it|is|are|should|shall|must|do|does)\b|\b(ok|okay|safe|allowed|alright) to\b|可唔可以|可不可以|可以[^？?]*[嗎吗]|能不能|能否|可否|[能可][^？?]*[嗎吗]|(?<ab>\p{Script=Han})[唔不]\k<ab>\p{Script=Han}?|有冇|有没有|使唔使|要不要|要唔要|是不是|係咪|係唔係|會唔會|会不会|好唔好|有冇問題|有没有问题|てもいい|ていい|でもいい|大丈夫|できますか|いいですか|よいですか|べきですか|構いませんか/iu,
    sentence:
      /\b(only if|only when|unless|do not|don't|never|must|should not|not suitable|not recommended|avoid|cannot|can't|until|is not|are not|suitable|safe)\b|不要|切勿|不可|不能|只可|只有在|除非|必須|必须|避免|不適合|不适合|適合|适合|才可|絕不|绝不|禁食|要先|須|须|いけません|ないで|避け|限り|のみ|できません|できます|ません|禁|まで|適し|向き|控え/iu,
    sentenceBonus: 0.08,
    headingBonus: 0,
  },
  {
    id: 'why',
    question: /\bwhy\b|\bwhat for\b|\breason\b|為什麼|为什么|為甚麼|為何|为何|點解|点解|做咩要|なぜ|どうして|何のため|理由/iu,
    sentence:
      /\b(because|so that|so|since|otherwise|as a result|which (can|may|causes?))\b|因為|因为|所以|由於|由于|以免|否則|否则|導致|导致|ため|ので|から/iu,
    heading: /\bwhy\b|為甚麼|為什麼|为什么|原因|理由|なぜ/iu,
    sentenceBonus: 0.08,
    headingBonus: 0.1,
  },
  {
    id: 'when',
    question: /\bwhen\b|\bhow soon\b|幾時|几时|什么时候|甚麼時候|什麼時候|何時|いつ|どんなとき|どのような(とき|時|場合)|タイミング/iu,
    sentence:
      /\b(if|when|until|before|after|within|as soon as|once|every)\b|如果|如|若|時|时|之前|之後|之后|直至|直到|一旦|とき|場合|まで|前に|後に|たら|れば/iu,
    heading: /\bwhen\b|幾時|什么时候|甚麼時候|何時|とき|タイミング|時間|时间|時機|时机/iu,
    sentenceBonus: 0.06,
    headingBonus: 0.08,
  },
  {
    id: 'who',
    question:
      /\bwho\b|\bfor whom\b|\bwhat (kind of )?(people|residents|patients)\b|邊個|边个|邊啲人|边啲人|甚麼人|什么人|什麼人|哪些人|適合誰|誰|谁|(?<!よ)だれ|どなた|咩人|(什么|甚麼|什麼)樣?的(人|老人|長者|长者|患者)|什么样的(人|老人|长者|患者)|哪類人|哪类人|(哪個|哪个|哪一|邊|边)科|どんな人|対象/iu,
    sentence:
      /\b(people|person|adults?|children|infants?|residents?|patients?|suits?)\b|人士|的人|人群|患者|成人|兒童|儿童|嬰|婴|幼|の人|人に|人は|乳児|小児|子ども/iu,
    heading: /\bwho\b|\bis for\b|適合|适合|適用|适用|對象|对象|対象|人群|甚麼人|什么人/iu,
    sentenceBonus: 0.05,
    headingBonus: 0.15,
  },
  {
    id: 'definition',
    // (Asking what a name stands for, its full name or who runs it — "全称", "何の略", "what does X stand for" — asks its definition.)
    // (A definition may follow a lead-in clause or carry an adverb: "New carer: what actually is ...", "どういう状態なんでしょう";
    // not a size, amount, time or best choice asked after one: "Level 5: what is the largest piece size?" asks the fact.)
    question:
      /^\s*(what('s| is| are)|whats|define)\b(?!.*\b(signs?|symptoms?|examples?|types?|kinds?|causes?|risks?|difference)\b)|(?:[:：]\s*|^\s*(?:so|ok|okay|and|but)\s+)(what(?:\s+(?:actually|exactly|really))?('s| is| are)|whats|define)\b(?!.*\b(signs?|symptoms?|examples?|types?|kinds?|causes?|risks?|difference|sizes?|amounts?|much|many|long|often|largest|biggest|smallest|thickest|thinnest|maximum|minimum|max|min|best|right|correct|safest|times?|temperature|ratio|dose|number|limit|recommended|allowed|quantity|volume|ml|mm|cm|grams?)\b)|\bwhat\s+(?:actually|exactly|really)\s+(?:is|are)\b(?!.*\b(signs?|symptoms?|examples?|types?|kinds?|causes?|risks?|difference|sizes?|amounts?|much|many|long|often|largest|biggest|smallest|thickest|thinnest|maximum|minimum|max|min|best|right|correct|safest|times?|temperature|ratio|dose|number|limit|recommended|allowed|quantity|volume|ml|mm|cm|grams?)\b)|\bwhat does .* mean\b|\bmeaning of\b|\bwhat (counts|qualifies) as\b|什么算是|什麼算是|甚麼算是|咩先算|是什么|是甚麼|是什麼|係咩|係乜|咩係|咩叫|乜嘢叫|乜叫|咩嚟|什么叫|甚麼叫|什麼叫|什么是|甚麼是|什麼是|是指|指什么|咩意思|什么意思|甚麼意思|とは|って(そもそも|いったい|一体)?(何|なに|なん)|そもそも(何|なに|なん)|(って|とは)(どういう|どういった|どんな)(状態|こと|もの|意味|病気|症状)|(どういう|どういった|どんな)(状態|意味|病気)(のこと)?(です|でしょう|なの|なん|か)|是怎么回事|是怎麼回事|\bstands? for\b|\bfull name\b|\babbreviation\b|\bacronym\b|全称|全稱|正式名[称稱]|縮寫|缩写|何の略|の略(称|語)?(は|って|です|ですか|\s*[?？])|略称|略稱|(什么|甚麼|什麼|咩|乜嘢|邊個|边个|哪个|哪個)(组织|組織|机构|機構|团体|團體)|どこの(団体|組織|機関)|\bwho (runs|developed|created|made|publishes|set up)\b/iu,
    sentence:
      /\b(is|are|means|refers to|is called|are called|describes?)\b|是指|是一種|是一种|即是|係指|稱為|称为|是|とは|のこと|をいいます|です。$/iu,
    heading: /^what\b|甚麼是|什么是|什麼是|是甚麼|是什么|とは|定義|定义/iu,
    sentenceBonus: 0.06,
    headingBonus: 0.08,
  },
  {
    id: 'action',
    question:
      /\bwhat (should|do|can|must|shall) (i|we|you|staff|carers?) do\b|\bwhat to do\b|\bhow (should|do) (i|we) (respond|react|help|handle|manage)\b|\b(any )?(tips?|advice|ideas)\b|\bhow (can|do|should) (i|we) (help|get|stop|make)\b|\bsteps? (to|for) (help|respond|deal|handle|manage|take)\b|\bhow to (help|respond|react|handle|deal with)\b|\bwhat can (i|we) do\b|怎么办|怎麼辦|點算|点算|點辦|点办|(?:應該|应该|要)(?:點做|点做|怎麼做|怎么做)|點處理|点处理|怎么处理|怎麼處理|如何处理|如何處理|點急救|点急救|怎么急救|點幫|点帮|怎么帮|怎樣幫|點先可以|点先可以|有咩方法|有什么办法|有甚麼辦法|有啥办法|怎么弄|(?<!先)做(?:啲咩|啲乜|乜嘢|些什么|些甚麼|些什麼|什么|什麼|甚麼)|何ができ|どうすれば|どうしたら|どうする|どうやれば|どうやったら|どうやって|何をすれば|何をしたら|何をすべき|何をする|まず何を|対応|対処|コツ|工夫|注意点|注意すること|注意事項|気をつけること|気をつけたら|気をつけるべき|(注意|気をつけ|気を付け|留意)(する|る|すべき|るべき|したい|たい)?(点|ポイント)|留意点|(?:確認|確かめ|チェック)(?:する|すべき)こと|要点|要點|注意事项|需要注意什么|要注意什么|注意些什么|注意事項|要注意啲咩|要留意啲咩|(哪些|邊啲|什么|什麼|甚麼|啲咩|咩|乜嘢|乜)(地方|嘢)?(要|需要|應該|应该|应|應)?(注意|留意)|(要|需要)(注意|留意)(哪些|邊啲|什么|什麼|甚麼)|\bprecautions?\b|\bwhat should (i|we) (watch out for|be careful)|\bbe careful (with|about)\b/iu,
    sentence:
      /^(stop|call|tell|keep|give|report|sit|check|ask|do not|never|follow|record|refer|start|encourage|act|stand|lower)\b|停止|立即|立刻|通知|報告|报告|保持|給予|给予|切勿|不要|記錄|记录|轉介|转介|致電|致电|鼓勵|鼓励|中止|すぐに|報告|相談|呼び|ください/iu,
    heading:
      /what to do|\baction\b|first aid|貼士|贴士|実践のポイント|ためのポイント|實用要點|实用要点|\bif the\b|\bmanag|\bhow to help|\bhelp|\btips?\b|處理|处理|怎么做|怎麼做|點做|急救|対応|対処|手当|応急|すること|管理|對策|对策|紓緩|舒缓|缓解|協助|协助|幫助|帮助|工夫|ケア/iu,
    sentenceBonus: 0.05,
    headingBonus: 0.12,
  },
  {
    // "Which IDDSI level is JDD 薄いとろみ?": the answer is a sentence that names a level by its number.
    id: 'level',
    question:
      /\b(which|what) (iddsi )?level\b|\blevel is (it|that|this)\b|哪一?级|哪個級|哪个级|邊一?級|邊個級|幾多級|第幾級|第几级|几级|幾級|どのレベル|何レベル|レベルは(いくつ|何)|どの段階/iu,
    sentence: /\blevels?\s*[0-7]\b|第?\s*[0-7]\s*[級级]|レベル\s*[0-7]/iu,
    sentenceBonus: 0.1,
    headingBonus: 0,
  },
  {
    // "Can I just swap JDD grades for IDDSI levels?": two scales rarely map one-to-one, so the answer is the sentence
    // that says how closely they match (IDDSI: a label does not give the level; test the drink or food).
    id: 'mapping',
    question:
      /\bmaps? (directly |exactly |straight )?(on)?to\b|\bone[- ]to[- ]one\b|\binterchangeabl|\bequivalents?\b|\bcorrespond|\bconvert(ed)? (it |them )?(in)?to\b|對應|对应|換算|换算|等同|相當於|相当于|直接(換|换|轉|转|替|用)|置き換え|置きかえ|読み替え|一対一|対応(関係|表)|(どう|どのように)対応|相当(する|します)(の|か)/iu,
    sentence:
      /\bone[- ]to[- ]one\b|\bexactly\b|\bclosest\b|\broughly\b|一一對應|一一对应|完全對應|完全对应|大致對應|大致对应|最接近|一対一|目安|最も近い|おおよそ|大致參考|大致参考|rough guide/iu,
    sentenceBonus: 0.25,
    headingBonus: 0,
  },
];

const FRAMES = new Map(INTENTS.map((i) => [i.id, new RegExp(i.question.source, `${i.question.flags}g`)]));

/**
 * The words of a question that only frame it ("適唔適合", "可以…嗎", "点解", "いつ"): they say
 * what kind of answer is wanted, not what it is about, so they weigh little as content.
 */
export function questionFrames(question: string, intents: readonly Intent[]): string[] {
  const q = question.normalize('NFKC').trim();
  return intents.flatMap((i) => [...q.matchAll(FRAMES.get(i.id)!)].map((m) => m[0]).filter((t) => t.trim().length > 0));
}

/** A question form of any kind: a question mark, a question word, or a sentence-final particle. */
const ASKS_SOMETHING =
  /[?？]|^\s*(what|which|who|whom|whose|when|where|why|how|is|are|can|could|may|should|do|does|did|will|would)\b|\bor not\b|[嗎吗呢咩乜未冇]\s*$|[邊边]|[點点]|幾|几|甚麼|什么|什麼|啥|哪|怎|如何|多少|多久|是否|可否|能否|か\s*$|かな\s*$|の\s*$|何|いつ|どう|どこ|どれ|どの|なぜ|ですか|ますか/iu;

/** True when a text is in a question form (a question mark, a question word, a sentence-final particle). */
export function asksSomething(text: string): boolean {
  return ASKS_SOMETHING.test(withoutHedges(text.normalize('NFKC').trim()));
}

/**
 * An ask made as a request, without a question form: an imperative or a wish to know ("tell me which fruits…", "I need
 * to know…", "话我知", "请告诉我", "教えてください"), or a question word opening a later clause ("Mum choked, which
 * fruits are safe"). Both Chinese scripts: the text may be folded to Simplified.
 */
const REQUESTS_SOMETHING =
  /(?:^|[,，、;；。.!！:：]\s*)(?:please\s+)?(?:what|which|who|when|where|why|how|tell|show|explain|list|suggest|recommend|advise)\b|\blet (?:me|us) know\b|\b(?:i|we)(?:'d| would)? (?:need|want|like|wish) to (?:know|ask|find out)\b|告诉我|告訴我|[话話讲講]我知|想知|想[问問]|[请請][问問教]|教えて|知りたい|ください|下さい/iu;

/** True when a text asks in a question form or as a request (asksSomething, REQUESTS_SOMETHING). */
export function asksOrRequests(text: string): boolean {
  return asksSomething(text) || REQUESTS_SOMETHING.test(withoutHedges(text.normalize('NFKC').trim()));
}

/**
 * The intents a question shows. A message that only describes a problem ("she keeps food in her
 * cheeks", "口が乾いて食べにくい") asks what to do about it.
 */
export function questionIntents(question: string): Intent[] {
  const q = withoutHedges(question.normalize('NFKC').trim());
  const found = INTENTS.filter((i) => i.question.test(q));
  if (found.length === 0 && !ASKS_SOMETHING.test(q)) return INTENTS.filter((i) => i.id === 'action');
  return found;
}

/** Questions that compare two things: "gum vs starch", "Level 3 同 Level 4 有咩分別", "AとBの違い".
 * 比较 before an adjective is the adverb "rather" ("做什么饭比较好", "比较容易呛"), not a comparison.
 */
const COMPARES =
  /\bhow (is|are|does|do)\b[^?？]{0,60}\bdiffer(ent)?\b|\bdifferent between\b|\bwhat('?s| is)? (actually |really )?different\b|\b(vs\.?|versus|difference|differences|different from|compared? (to|with)|better than|or)\b|\bthe same (thing |texture |level )?as\b|\bmix(es|ing|ed)? (them|these|the two) up\b|差在|差喺|分別|分别|區別|区别|點樣分|点样分|點分|点分|怎麼分|怎么分|分辨|見分け|差別|差别|差異|差异|有咩唔同|有什么不同|有甚麼不同|有什麼不同|不同|比較(?!好|合適|適合|安全|容易|方便|多|少|常見|重要|穩妥|理想|妥當|快|慢|軟|稀|稠)|比较(?!好|合适|适合|安全|容易|方便|多|少|常见|重要|稳妥|理想|妥当|快|慢|软|稀|稠)|定係|还是|還是|不一样|不一樣|唔一樣|一樣嗎|一样吗|一回事|一樣嘢|一样东西|係咪一樣|系咪一样|是不是一样|是不是一樣|是否一样|是否一樣|是否相同|\bthe same\s*[?？]|\bsame thing\b|\bmaps? (on)?to\b|\bcorrespond(s|ing)? (to|with)\b|\blines? up with\b|對應|对应|(?<!と)と(?!き)[^。？?]{0,20}(どう|どのように)対応し|対応関係|対応表|違い|ちがい|違う|違います|同じ(もの)?(です|でしょう)?か|比べ|どっち|どちら/iu;

/**
 * "區分 / 区分" asks to tell things apart in Chinese; in Japanese 区分 is a category ("UDFの区分は何段階？"), so it
 * does not compare in a question written with kana.
 */
const COMPARES_ZH = /區分|区分/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

export function asksForComparison(question: string): boolean {
  const q = question.normalize('NFKC');
  return COMPARES.test(q) || (COMPARES_ZH.test(q) && !KANA.test(q));
}

/** The bonus a sentence earns for the intents of its question. */
export function intentBonus(
  intents: readonly Intent[],
  sentence: { text: string; heading: string; sectionStart?: boolean; paragraphStart?: boolean },
  /** Share of the heading's words that the question has: a heading that is just the asked term titles its definition. */
  headingInQuestion = 0,
): number {
  let bonus = 0;
  for (const i of intents) {
    const cue = i.sentence?.test(sentence.text) ?? false;
    if (i.id === 'definition') {
      // A definition is the opening sentence of a section or paragraph that says "X is ...",
      // best the opening of the section that the asked term titles.
      const opening = sentence.sectionStart || sentence.paragraphStart;
      if (cue && opening)
        bonus += i.sentenceBonus * (sentence.sectionStart ? 2 : 1.5) + (sentence.sectionStart ? 0.2 * headingInQuestion ** 2 : 0);
      else if (cue) bonus += i.sentenceBonus * 0.5;
    } else if (cue) bonus += i.sentenceBonus;
    if (i.heading?.test(sentence.heading)) bonus += i.headingBonus;
  }
  return bonus;
}

/**
 * The shape of list a question asks for ("what are the signs", "which foods", "what causes", "any
 * tips", "what types"; steps are the procedure questions of the composer), with the cue a heading or lead-in of the list that answers it
 * carries ("Signs during or soon after swallowing", "主な原因", "Foods that are high risk:"). Data,
 * one entry per shape, every locale in each pattern.
 */
export interface AnswerShape {
  id: 'signs' | 'causes' | 'foods' | 'tips' | 'types' | 'tests' | 'tools' | 'posture';
  question: RegExp;
  /** A heading or lead-in of a passage in this shape. */
  heading: RegExp;
  /** A paragraph sentence that lists the shape's items says this ("常用筛查包括…"); the question's own words when absent. */
  enumerates?: RegExp;
  /**
   * An article title that names this kind of list; the heading pattern when absent. Care words that head a section
   * of tips ("ケア", "方法") name an article's subject in its title ("口腔ケア"), not tips.
   */
  title?: RegExp;
  /**
   * A heading that carries the shape only when the question names the concept ("What to avoid" for foods to avoid),
   * or asks in words that mean it (`question`: the foods that make someone choke are the ones to avoid).
   */
  askedHeading?: { concept: string; heading: RegExp; question?: RegExp };
  /** A question that matches this asks something else through the shape's words ("who decides what food she has"). */
  unless?: RegExp;
}

/**
 * "Who decides what food she should have?": the answer is who assesses and prescribes (the SLP), not a list of foods
 * (IDDSI: the level is set by the swallowing assessment; RCSLT Position Paper on Dysphagia, 2014).
 */
const WHO_DECIDES =
  /\bwho (actually |really |gets to |should )?(decides?|sets|chooses|prescribes)\b|\bfinal say\b|邊個(決定|話事|拍板|嚟決定)|(谁|由谁)(来)?(决定|说了算|拍板)|(誰|だれ|どなた)が(決め|決定|判断)/iu;

export const ANSWER_SHAPES: readonly AnswerShape[] = [
  {
    id: 'signs',
    // (Asking in which situations or when to refer, "什么情况要转介", "どんな場合に紹介", asks for the referral signs.)
    question:
      /(转介|轉介|转诊|轉診|言语治疗|言語治療|SLP)[\s\S]{0,30}?(哪些|什么|甚麼|什麼|咩|邊啲|边啲)(情况|情況|时候|時候)|(什么|甚麼|什麼|哪些|咩|邊啲|边啲)(情况|情況|时候|時候)[\s\S]{0,16}?(转介|轉介|转诊|轉診|言语治疗|言語治療)|(紹介|受診|相談)[\s\S]{0,12}?(どんな|どういう|どのような)(場合|とき|時|状態|症状)|(どんな|どういう|どのような)(場合|とき|時|状態|症状)[\s\S]{0,12}?(紹介|受診|相談)|\b(in )?(what|which) (situations?|cases|circumstances)\b[^?]{0,40}\b(refer|speech|SLP|SLT)|\b(what|which) (should |would |might |signs )?triggers? (the |a |an )?(\w+ )?(referr|assessment)|\bsigns?\b|\bsymptoms?\b|\bwarning signs?\b|\btriggers? (for|of|to) (a |an )?(referr|referral|assessment|call)|\b(indications?|reasons?|criteria) (for|to) (a |an )?(referr|referral|assessment|call)|(轉介|转介|就醫|就医|就診|就诊|評估|评估)[^。？?，,]{0,10}?(指征|指徵|標準|标准|時機|时机)|(紹介|受診|相談|依頼)[^。？?、]{0,4}?(目安|きっかけ|基準|タイミング)|\bred[- ]flags?\b|レッドフラッグ|紅旗徵|红旗征|\blook(ing)? out for\b|\bwatch(ing)? (out )?for\b|\bkeep an eye out\b|\bhow (do|can|would) (i|we|you) (know|tell)\b|\bwhen (should|do|must|would) (i|we|you|they|staff) (ask|refer|call|see|get|contact|involve|go)\b|(幾時|几时|什么时候|甚麼時候|什麼時候)(應該|应该|要|需要|先)?(搵|找|轉介|转介|睇|看|請|请)|(いつ|どんなとき|どんな時|どのようなとき|どのような時|どんな場合|どのような場合)(に|は)?.{0,8}(相談|受診|依頼|紹介)|(什么|甚麼|什麼|咩|哪些|邊啲|边啲)(情况|情況)(下)?.{0,4}(要|需要|应该|應該|就要)?(赶紧|趕緊|马上|馬上|立即|尽快|盡快)?(转介|轉介|找|搵|请|請|叫|约|約|评估|評估|求医|求醫|去看|去睇|去|带|帶|送|就医|就醫|就诊|就診|看医生|睇醫生)|\bin what (situations?|cases?|circumstances?)\b|徵狀|征状|症狀|症状|迹象|跡象|表現|表现|表徵|表征|徵象|征象|徵兆|征兆|信號|信号|警號|警号|サイン|兆候|徴候|(哪些|什么|甚麼|什麼|咩|邊啲|边啲)(情况|情況|状况|狀況).{0,6}(提示|说明|說明|代表|表示)|どんな(様子|とき|時).{0,8}(疑|考え)|(怎么|怎样|怎樣|如何|點樣?|点样?)(知道|看出|看得出|睇得出|知|判断|判斷|分辨|辨别|辨別|识别|識別|察觉|察覺|发现|發現|睇|看).{0,16}(脱水|脫水|缺水|喝水不够|喝水不夠|飲水不夠|飲唔夠水|喝不够水|误吸|誤吸|嗆入|呛入|嗆到肺|呛到肺|入咗肺|落錯氣|入錯氣|落错气|入错气|落錯格|落错格|入錯格|入错格|肺炎|营养不良|營養不良)|(脱水|脫水|缺水|误吸|誤吸|肺炎|营养不良|營養不良).{0,10}(看哪里|看什么|看哪些|睇邊度|睇咩|睇邊啲)|(脱水|誤嚥|肺炎|低栄養).{0,16}(どうやって|どうすれば|どうしたら|どこを見れば|何を見れば)(わか|気づ|気付|判断|見分け|見極め)/iu,
    heading: /\bsigns?\b|\bsymptoms?\b|\bwatch for\b|徵狀|征状|症狀|症状|迹象|跡象|警示|表現|表现|信號|信号|警號|警号|サイン|兆候|徴候/iu,
  },
  {
    id: 'causes',
    // (Who is at risk of dysphagia asks for its causes: the people are the conditions that lead to it.)
    question:
      /\bcaus(e|es|ed|ing)\b|\bwhat leads to\b|原因|成因|病因|引起|導致|导致|原因になる|起こす|\b(high|at)[- ]risk groups?\b|\bpeople (who are )?at (high )?risk of (dysphagia|swallowing)|\bwho (is|are) (most |more )?(at (high )?risk of|likely to (get|have|develop)) (dysphagia|swallowing)|高危(人群|人士|群[組组体體])|高[風风][險险]人[群士]|(哪些|什么|什麼|甚麼|邊類|邊啲)人(士)?(容易|较易|較易)|(に|が)?なりやすい(人|のは)|起こりやすい人|リスクが高い人/iu,
    heading: /\bcaus(e|es)\b|原因|成因|病因|引起/iu,
    // "Which foods cause choking?" asks for foods (the high-risk list), not the causes of dysphagia.
    unless:
      /\b(which|what|the) (foods?|snacks?)\b[^?]{0,30}\bcaus|(食物|食品|嘢食)[^。？?]{0,6}(引起|导致|導致)|(食べ物|食品)[^。？?]{0,6}原因/iu,
  },
  {
    id: 'foods',
    // ("哪些东西不能吃", "唔可以食啲咩", "食べてはいけないもの", "what can't he eat": the foods to avoid are a list of foods.)
    question:
      /\b(which|what) (foods?|snacks?|treats?)\b|\bfoods? (are|to avoid|should)\b|邊啲嘢|边啲嘢|哪些食物|哪些食品|甚麼食物|什么食物|咩食物|咩嘢食|どんな食べ物|どんな食品|(食べ物|食品)に?は.{0,8}(どんな|何)|食べ物は|(気をつけ|注意).{0,10}(食べ物|食品)|(食べ物|食品|食材)(って|とは|には|は).{0,6}(何|なに|どれ|どんな)|(食べ物|食品|食材)(として|で).{0,10}(注意|気をつけ|避け)|(避け|控え|気をつけ|気を付け)[^。？?]{0,10}(食べ物|食品|食材)|(要注意|要留意|小心).{0,4}(食物|食品|嘢食)|(食べ物|食品|食材)を(教えて|挙げて|知りたい)|(窒息|詰まり|つまり|むせ)(し)?やすい(食べ物|食品|食材)|(易|容易)(哽|噎|窒息|卡喉|呛|嗆)[^。？?]{0,4}(食物|食品|嘢食)|(ダメ|だめ|駄目|NG|いけない)な?(食べ物|食品|おやつ|お菓子)|(哪些|什么|甚麼|什麼|咩|邊啲|边啲|邊類|边类|哪類|哪类|哪一類|哪一类|咩類|咩类|什麼類|什么类|甚麼類)(?:的|嘅)?(零食|小食|食物|食品|嘢食|糖果|点心|點心)|\b(tell me|list|name) (the )?foods?\b|\bfoods? (that|which) (are likely to|easily|commonly) (cause )?chok|(哪些|什么|甚麼|什麼|啥|咩|乜嘢|邊啲|边啲)(东西|東西|嘢)[^。？?]{0,4}(不能|不可以|不宜|不要|唔可以|唔好|唔食得|唔能夠|要避免|避免)|(不能|不可以|不宜|唔可以|唔好|要避免)(吃|食)(哪些|什么|甚麼|什麼|啥|咩|乜嘢|邊啲|边啲)|(啲咩|咩嘢|乜嘢|什么|甚麼|什麼|啥)(都)?(唔可以|唔食得|不能|不可以|唔好)(吃|食)|食べ(ては|ちゃ)(いけない|だめ|ダメ)(もの|物)|食べられない(もの|物)は|\bwhat (can'?t|cannot|shouldn'?t|should not|must not) (he|she|they|i|we|you|mum|dad|my \w+) (eat|have)\b/iu,
    heading: /\bfoods?\b|食物|食品|食べ物/iu,
    // "What to avoid at Level 6" / "レベル6で避けるもの" lists foods without naming them: the answer when avoiding is asked.
    // Foods that make someone choke are the foods to avoid (IDDSI lists them as the high-risk textures of each level).
    askedHeading: {
      concept: 'avoid',
      heading: /\bwhat to avoid\b|避けるもの/iu,
      question:
        /\b(make|makes|made|cause|causes|get|gets)\s+(\w+\s+)?chok|\b(likely|liable|prone) to (make \w+ )?chok|\bchoking (hazards?|risks?)\b|\brisk of choking\b|(容易|最易|最容易|會|会)(令|讓|让|使)?[^。？?]{0,4}(哽|噎|窒息|呛|嗆|卡喉)|(哽|噎|窒息|卡喉)(風險|风险)|(窒息|詰まり|つまり|むせ)(し)?やすい|(喉|のど)に詰まりやすい|(窒息|詰まらせ|つまらせ)(る|た)?(危険|リスク|おそれ|恐れ)/iu,
    },
    unless: WHO_DECIDES,
  },
  {
    id: 'tips',
    // ("How do I get him to eat more?", "怎么让他多吃点", "もっと食べてもらうには": ways to help, asked as getting someone to do it.)
    question:
      /\btips?\b|\bhow (can|do|could|should) (i|we) get (him|her|them|my \w+|\w+) to (eat|drink)\b|(怎么|怎麼|怎样|怎樣|如何|點樣|点样|點先|点先)(才能|先可以|可以)?(让|讓|令|使|幫|帮)[^。？?，,]{0,3}?(多|吃|食|飲|饮|喝)|(もっと|たくさん|しっかり)食べ(させ|て(もら|くれ))|\bideas?\b|\bhow (can|do|could) (i|we) (help|prevent|stop|encourage)\b|\b(anything|what|things?) (else )?(we|i|the family|family|carers?) (can|could) do\b|\b(what|anything|things?) (else )?(can|could|should|might) (we|i|staff|carers?|the family) try\b|\bstrateg(y|ies)\b|(可以|能)(試|试)(吓|下|试|試)?(乜|咩|什么|甚麼|什麼|哪些|邊啲)|何を試|試せること|試せる(工夫|方法)|(能|可以)(帮|幫)?(他|她|佢)?做(些|啲)?(什么|甚麼|什麼|咩)|\bprevent\b|工夫|コツ|有咩方法|有什么办法|有甚麼方法|點幫|点帮|怎么帮|預防|预防|防ぐ|技巧|貼士|贴士|竅門|窍门/iu,
    // "shout for help:" leads the steps of an emergency, not tips.
    // (Cantonese headings say tips as 貼士: "令用膳更安全的實用貼士".)
    // (Points for doing something, "食事を安全にするためのポイント", "实用要点", are tips too.)
    // (Fortifying food and small frequent meals are the ways to help someone eat more: their sections are tips.)
    // (The key points of doing something, "Key points when using thickener", "注意点", "注意事项", are its tips.)
    heading:
      /\btips?\b|\bkey points\b|注意点|注意(?:的)?事[項项]|ためのポイント|實用要點|实用要点|\bfortif(y|ying)\b|\bsmall,? frequent meals\b|强化食物|強化食物|少量多餐|少食多餐|食事の強化|少量頻回|(?<!\bfor )\bhelp(ing)?\b|\bstrateg|\bprevent|\bsupport|工夫|コツ|貼士|贴士|竅門|窍门|方法|對策|对策|対策|建議|建议|預防|预防|協助|协助|幫助|帮助|ケア|支援|予防|\bprompt(ing)?\b|\bcue(ing|s)?\b|提示|引導|引导|声かけ|手がかり/iu,
    title: /\btips?\b|工夫|コツ|技巧|貼士|贴士|竅門|窍门/iu,
    // "口腔护理有哪些要点": the daily routine under "日常口腔护理" is the tips, when mouth care is what is asked.
    askedHeading: { concept: 'oral_care', heading: /口腔护理|口腔護理|\b(mouth|oral) care\b/iu },
    // A summary that runs through the ways to help ("Help with a calm room, one-step prompts, ...") is the list.
    enumerates: /\btips?\b|\bideas?\b|\bhelp with\b|\bprevent\b|工夫|コツ|這樣幫助|这样帮助|預防|预防|防ぐ/iu,
  },
  {
    id: 'types',
    question: /\b(types?|kinds?|sorts?)\b|種類|种类|類型|类型|幾多種|几种|幾種/iu,
    heading: /\btypes?\b|\bkinds?\b|種類|种类|類型|类型/iu,
  },
  {
    // "Which IDDSI tests can a carer do?": the list of tests (flow, fork drip, spoon tilt, fork pressure), not one test's steps.
    id: 'tests',
    question:
      /\b(which|what) (iddsi )?(tests?|checks?)\b|\b(tests?|checks?) (are there|can (i|we|carers?|staff))\b|哪些測試|哪些测试|邊啲測試|边啲测试|有咩測試|有什么测试|有甚麼測試|有哪些(测试|檢測|检测|方法)|どんなテスト|テストは(何|どれ|どんな)|どのようなテスト|何のテスト/iu,
    // The section that lists the tests ("How IDDSI levels are tested"), not the sections of one test each.
    heading: /\btested\b|\btesting methods?\b|測試方法|测试方法|テスト方法|検査方法/iu,
  },
  {
    // "Which screening tools do hospitals use?": the tools by name (EAT-10, water swallow test, RSST, ...).
    id: 'tools',
    question:
      /\b(which|what) (\w+ )?(tools?|screens|screening tests?)\b|(筛查|篩查|评估|評估)(工具|方法)|(有哪些|哪几种|哪幾種|邊啲|有咩).{0,6}(筛查|篩查)|どんな(スクリーニング|検査)|スクリーニング(方法|検査)?(は|には).{0,6}(どんな|何)|(スクリーニング|検査).{0,8}(挙げ|あげ)て/iu,
    heading: /\bscreening tools?\b|筛查工具|篩查工具|スクリーニングの方法/iu,
    enumerates: /\binclude\b|\bsuch as\b|包括|常用|など|には|主な/iu,
  },
  {
    // "食事介助するときの姿勢は？ / 喂饭时体位怎么摆": the posture is what is asked, so the list under the posture heading
    // answers it, not the list of feeding steps whose heading shares the question's word for feeding (介助, feed).
    id: 'posture',
    // ("How should I sit her up to feed her?", "怎么让她坐", "どう座らせる" ask for the posture in other words.)
    // (A question that asks for the feeding method beside the posture, "姿势和喂法", asks for both lists: no shape.)
    question:
      /^(?!.*(喂法|餵法|喂食方法|餵食方法|喂食技巧|餵食技巧|介助の方法|介助方法|介助のポイント|食べさせ方|食べさせかた|feeding technique|how to feed)).*(\bposture\b|\bposition(ing)?\b.{0,30}\b(bed|chair|feed|meal|eat)|\bhow (should|do|can|would) (i|we) (sit|prop)\b|\b(sit|prop) (\w+ ){0,2}up (to|for) (\w+ )?(feed|meals?|eat|lunch|dinner|breakfast)\b|(怎么|怎樣|怎样|點樣|点样|如何)(让|讓|扶|幫|帮)?[^。？?，,]{0,3}?坐|(どう|どのように)座らせ|座らせ方|姿勢|姿势|体位|坐姿|擺位|摆位|ポジショニング|ポジション)/iu,
    heading: /^(positioning|posture)$|^(進食|进食)?(姿勢|姿势|体位|坐姿|擺位|摆位)$/iu,
  },
];

/** The list shapes a question asks for. */
export function answerShapes(question: string): AnswerShape[] {
  const q = question.normalize('NFKC');
  return ANSWER_SHAPES.filter((s) => s.question.test(q) && !s.unless?.test(q));
}
