/**
 * The words that hold a list together, by language, for the scope of negation and removal
 * (rule NEGATION_LIST_SCOPE): a negator or removal word covers every item of its list, before or
 * after it ("no skin or seeds", "sin piel ni semillas", "ohne Haut und Kerne", "粒・皮なし",
 * "씨와 껍질 제거", "bones and skin removed"), and its scope stops at a clause boundary or a
 * contrast ("no lumps but some seeds"). IDDSI high-risk foods: a bone, skin or seed is a hazard
 * until the text says it is gone; a list says it of every item in it.
 */
import type { Names } from './terms';

/** "or", "nor" and their kin: after a negator the next item is negated too ("no skin or seeds"). */
export const LIST_OR: Names = {
  en: 'or,nor,or any,/',
  es: 'o,u,ni,ni tampoco',
  fr: 'ou,ni',
  de: 'oder,noch',
  it: 'o,né,oppure',
  pt: 'ou,nem',
  ru: 'или,ни',
  ar: 'أو,ولا',
  hi: 'या,न',
  tl: 'o,o kaya,ni,ni ang',
  id: 'atau',
  vi: 'hay,hoặc',
  th: 'หรือ',
  zh: '或,或者,或是',
  ja: 'か,や,とか',
  ko: '또는,이나,나',
  pl: 'lub,albo',
  nl: 'ofwel',
  sv: 'eller',
  tr: 'veya,ya da,yahut',
};

/**
 * "and" and its kin: hazards joined by them share one negator or removal word ("skin and bones removed"); the
 * Japanese and Korean "both A and B" marks each item ("骨も皮も取って", "뼈도 껍질도 제거").
 */
export const LIST_AND: Names = {
  en: 'and,n,and all,and the,and any,as well as',
  es: 'y,e,y las,y los',
  fr: 'et,et les',
  de: 'und,sowie,und die',
  it: 'e,ed,e le,e i',
  pt: 'e,e as,e os',
  ru: 'и',
  ar: 'و',
  hi: 'और,तथा,व',
  tl: 'at,at ang',
  id: 'dan,serta,dan semua,& semua',
  vi: 'và,với',
  th: 'และ,กับ',
  zh: '和,及,同,跟,与,以及,同埋',
  ja: 'と,や,も',
  ko: '과,와,및,하고,랑,이랑,도',
  pl: 'oraz',
  nl: 'alsook',
  sv: 'och',
  tr: 've',
};

/**
 * "and the" with an article, joining the objects of one removal verb ("le quité las espinas y la piel",
 * "tirei as espinhas e a pele", "took out the bones and the skin"): the verb takes out every object
 * (rule NEGATION_LIST_SCOPE). Not for a negator: "sin espinas y la piel crujiente" starts a new phrase
 * after the article, and the skin is there.
 */
export const REMOVAL_OBJECTS_AND: Names = {
  en: 'and the,and all the',
  es: 'y la,y el,y todas las,y todos los',
  fr: 'et la,et le',
  it: 'e la,e il,e lo,e gli',
  pt: 'e a,e o',
  de: 'und den,und das,und der',
};

/** Marks that join list items in every script ("粒・皮", "뼈·껍질", "skin + bones", "皮、骨"). */
export const LIST_MARKS: readonly string[] = ['&', '+', '/', '、', '・', '·', ','];

/**
 * Particles and adverbs that may stand between a list and the cue after it without ending its
 * scope ("骨と皮は全部除去", "皮和骨都去掉", "뼈와 껍질을 모두 제거", "bones and skin have all been removed").
 * "Not yet" adverbs (まだ, 아직, yet; not "still": "bones are still in") too: "とろみ剤がまだ入っていない" is the thickener not added
 * (rule SERVED_DRINK_NOT_ORDER).
 */
export const SCOPE_FILLERS: Names = {
  en: 'all,both,completely,fully,carefully,have,has,had,been,were,was,are,is,then,yet',
  es: 'todas,todos,las,los,completamente,han,sido,fueron,bien',
  fr: 'les,ete,ont,bien,soigneusement,entierement,tout,toutes,tous',
  de: 'vollständig,komplett,alle,wurden,sind,die,sorgfältig',
  it: 'tutte,tutti,completamente,sono,state,stati',
  pt: 'todas,todos,foram,completamente,bem',
  ru: 'все,полностью,были,был,была',
  ar: 'كل,تماما',
  hi: 'सब,पूरी तरह,को',
  tl: 'lahat,na,ang',
  id: 'sudah,semua,telah',
  vi: 'đã,hết,sạch,được',
  th: 'ทั้งหมด',
  // 咗 个 啲: the aspect mark and classifier between a removal verb and its noun ("剝走咗個皮")
  zh: '都,全部,已经,已,均,全,晒,哂,都已经,已全部,咗,个,啲',
  ja: 'は,を,が,も,全部,すべて,全て,きれいに,完全に,まだ,未だ',
  ko: '을,를,은,는,이,가,도,모두,다,전부,완전히,깨끗이,아직',
  pl: 'wszystkie,całkowicie,zostały,został,została',
  nl: 'allemaal,helemaal,volledig',
  sv: 'alla,helt,fullständigt',
  tr: 'hepsi,tamamen,tümü,tamamı',
};

/**
 * Rule REMOVED_PART_DESCRIBED: words that tie a quality to the part it describes ("balat na malutong", "カリカリの皮",
 * "酥脆的皮", "kulit yang renyah", "หนังที่กรอบ"): a removal verb that takes out the part takes the quality with it.
 */
export const MODIFIER_LINKS: Names = {
  tl: 'na',
  id: 'yang',
  th: 'ที่',
  zh: '的',
  ja: 'の',
  es: 'que es,que esta',
  en: 'that is,which is,that was',
};

/** Words after an item that say it is there ("骨あり", "뼈 있음", "bones left in"): a list's negator stops before it. */
export const PRESENT_AFTER: Names = {
  en: 'left in,left on,still in,still on,still there,present,intact,included,stayed,stays,was left,remained,remains,was kept',
  es: 'presente,presentes,incluida,incluidas,incluido,incluidos,quedo,se quedo,queda,se dejo,sigue',
  fr: 'present,presente,presents,presentes,inclus,incluse,reste,restee,est restee',
  de: 'drin,vorhanden,dran,blieb,bleibt',
  it: 'presente,presenti,inclusa,incluse,e rimasta,e rimasto,rimane,resta',
  pt: 'presente,presentes,incluida,incluidas,ficou,fica,continua',
  ru: 'есть,остались,осталась',
  ja: 'あり,有り,入り,付き,つき,が残,は残,がある,はある',
  ko: '있음,있는,있고,있다,있어',
  zh: '仍在,还在,保留',
  vi: 'còn',
  th: 'ยังอยู่',
  id: 'masih ada,ada',
  tl: 'meron pa,mayroon pa',
};

/**
 * Rule DRINK_SENSE_OF_FOOD_WORD: words that name a food and a diluted drink ("squash": the vegetable and the
 * cordial; "punch", "ponche"): read as the drink in a drinking context or right after a thickening word.
 */
export const DRINK_SENSE_WORDS: Names = {
  en: 'squash,punch',
  es: 'ponche',
  pt: 'ponche',
};

/**
 * Words that name a food in one language and, right after a food or texture word, are an
 * adjective of another: Italian "purè di patate caldo", "riso caldo" is hot, not the Spanish or
 * Portuguese broth "caldo" (a drink); read there, a hot purée was answered Level 0.
 */
export const ADJECTIVE_AFTER_FOOD: Names = {
  it: 'caldo,calda,caldi,calde',
};

/**
 * Rule CONTRAST_EXCLUDES ("not X but Y"): words after the excluded thing X ("물 말고 주스", "お茶ではなく水"),
 * which then is not what is served, whatever its words say of it.
 */
export const EXCLUDED_BEFORE: Names = {
  ko: '말고,말고는,아니고,아니라',
  ja: 'ではなく,ではなくて,じゃなく,じゃなくて,でなく',
};

/** The same, written around X: "不是 X 而是 Y", "no es X sino Y", "not X but rather Y" (opening word, closing word). */
export const EXCLUDED_AROUND: Partial<Record<keyof Names, readonly [string, string][]>> = {
  zh: [
    ['不是', '而是'],
    ['并非', '而是'],
    ['并不是', '而是'],
  ],
  es: [['no', 'sino']],
  en: [
    ['not', 'but rather'],
    ['not', 'but just'],
    ['not', 'but plain'],
  ],
  pt: [['nao', 'mas sim']],
  it: [['non', 'ma solo']],
};

/** "Not only X but also Y" keeps X: these words beside the contrast make it one ("だけでなく", "뿐만 아니라", "no solo"). */
export const NOT_ONLY: Names = {
  ja: 'だけ,のみ,ばかり',
  ko: '뿐만,뿐',
  zh: '仅,只',
  es: 'solo,solamente,unicamente',
  pt: 'so,somente,apenas',
  it: 'solo,soltanto',
  en: 'only,just',
};

/**
 * Rule NO_FLOW_WORD_NOT_A_TEST: what may follow a Chinese "does not flow" ending in 流 (完全唔流, 一点都不流) with
 * the phrase still ending there: particles and the verb's own endings (出, 落, 下, 动). Any other character makes
 * another word of 流 (流利 fluent, 流失 lost, 流畅 smooth, 流行 in fashion, 流口水 drooling).
 */
export const NO_FLOW_ENDINGS: Names = {
  zh: '嘅,的,地,啊,呀,㗎,架,喎,啦,喇,了,咗,过,嘢,哦,喔,噢,呢,吗,咩,嘛,就,都,和,同,及,而,但,又,也,亦,出,落,下,动,嚟,来,晒,哂',
};

/**
 * Rule NO_POUR_QUALIFIED: words right after a "does not pour" or "cannot drink it from a cup" (terms.ts row no_pour)
 * that make it a qualified refusal, not the Level 4 description: "not poured yet", "does not pour quickly",
 * "倒不出来多少" (not much pours), "注げないほど熱い" (too hot to pour).
 */
export const NO_POUR_QUALIFIERS_AFTER: Names = {
  en: 'yet,quickly,quick,fast,easily,easy,much,well,properly,smoothly,because,since,until,unless,without',
  zh: '多少,太多,好多,很多,咁多,几多,幾多,得快,快,因为,因為',
  ja: 'ほど,くらい,ぐらい,程,まま',
};

/**
 * Rule NO_POUR_QUALIFIED: what else, said in the same sentence, stops a drink from being poured or drunk from a cup
 * (heat, ice, a lid or a small pot, the person's shaking hands): then "cannot be poured" says nothing of thickness.
 */
export const NO_POUR_CAUSES: Names = {
  en: 'too hot,very hot,boiling,scalding,frozen,freezing,ice cold,iced up,lid,sealed,spout,clogged,blocked,hands shake,hand shakes,shaking hands,shaky,tremor,tremors,too weak,cannot hold,can t hold,cant hold',
  zh: '太烫,太熱,太热,好烫,好熱,好热,很烫,很热,滚烫,結冰,结冰,冻住,凍住,冻硬,凍硬,冰住,盖,蓋,塞住,堵住,壶嘴,壺嘴,太小,手抖,手震,手颤,手顫,拿不稳,拿唔稳,拿唔穩,揸唔稳,揸唔穩',
  ja: '熱い,熱すぎ,熱くて,凍って,凍った,凍結,ふた,蓋,詰まっ,注ぎ口,小さ,手が震え,手がふるえ,手の震え,震えて,持てない',
};

/**
 * Rule NO_FLOW_WORD_NOT_A_TEST: what else is said not to flow or run (saliva, a runny nose, tears, blood, speech,
 * a tap): named before a "does not flow" in its clause, the words are not a drink's flow test result.
 */
export const NOT_DRINK_FLOW_SUBJECTS: Names = {
  en: 'saliva,drool,drooling,dribble,dribbling,snot,nose,tears,blood,sweat,urine,speech,his words,her words,conversation',
  zh: '口水,涎,鼻涕,鼻水,眼泪,泪,血,汗,痰,脓,尿,伤口,水喉,水龙头,讲话,说话,讲嘢,讲野,口齿,语言',
  ja: 'よだれ,涎,唾液,鼻水,涙,血,汗,尿,言葉,会話,水道',
};

/**
 * Words that name a texture or hazard in one language and, right after a number, are a unit of
 * another: "3 sec" is three seconds, not the French "sec" (dry) (rule UNIT_AFTER_NUMBER).
 */
export const UNIT_AFTER_NUMBER: Names = {
  fr: 'sec',
};

/**
 * Rule SHAPE_WORD_AS_PREPOSITION: the shape word "round" before a pronoun or determiner ("no thin liquid round it",
 * "gravy all round the meat") is the preposition "around", not a round food (IDDSI high-risk foods: round shapes).
 */
export const SHAPE_WORD_PREPOSITIONS: Readonly<Record<string, Names>> = {
  round: { en: 'it,them,the,its,each,every,everything,this,that,these,those,his,her,their,about' },
};

/**
 * Rule SHAPE_WORD_AS_SERVICE_ROUND: a shape hazard word right after a word of a ward's service ("soup round",
 * "drinks round", "tea round", "ward round"): a round of serving or visiting, not a round food.
 */
export const SHAPE_WORD_SERVICES: Readonly<Record<string, Names>> = {
  round: {
    en: 'soup,soups,tea,drinks,drink,coffee,juice,snack,snacks,supper,lunch,breakfast,dinner,meal,meals,trolley,ward,medication,meds,drug,morning,afternoon,evening,night,nursing,feeding,mealtime,fluid,fluids,water,jug,jugs',
  },
};

/**
 * Rule MEAL_OCCASION_NOT_ITEM: a food word that also names a meal or a course, after the words that make it the
 * occasion ("ice cream for pudding", "jelly at tea", "sandwiches for tea"; British usage), says when the item
 * before it is served, not a second item.
 */
export const MEAL_OCCASION_WORDS: Readonly<Record<string, Names>> = {
  tea: { en: 'for,at,after,before' },
  pudding: { en: 'for' },
};

/**
 * Words of prevention that negate what follows, as NEG_BEFORE does: "whisk well to prevent
 * lumps", "para evitar grumos" say there are none (rule LUMPS_IN_LIQUID reads only lumps found).
 */
export const PREVENTION_BEFORE: Names = {
  en: 'prevent,prevents,to prevent,to stop,avoids,avoiding,so there are no',
  es: 'evitar,para evitar,evita',
  pt: 'evitar,para evitar',
  it: 'evitare,per evitare',
  fr: 'eviter,pour eviter',
  zh: '避免,防止,以免',
  vi: 'tránh,để tránh',
  id: 'mencegah,agar tidak,supaya tidak,biar tidak,biar ga',
  tl: 'para hindi,upang hindi',
};

/**
 * Words that make a broth the broth OF a dish (rule BROTH_OF_DISH): "sabaw ng sinigang", "the broth
 * of the pho", "caldo del cocido", "nước của phở": the liquid of the dish, served without its pieces.
 */
export const BROTH_OF_LINKS: Names = {
  tl: 'ng,ng mga,sa',
  en: 'of,of the,from,from the',
  es: 'de,del,de la',
  fr: 'de,du,de la',
  pt: 'de,do,da',
  it: 'di,del,della',
  vi: 'của',
};
