/**
 * Words and phrases the engine reads, as data. Each row names a concept and
 * lists its surface forms per language (comma separated; a trailing `*` lets
 * any word ending follow, e.g. `puree*` = puree, pureed, purees). Level votes
 * are written "4 5:.8" = level 4 weight 1, level 5 weight 0.8.
 *
 * Families, strongest evidence first:
 *  - NAMES: IDDSI level names and legacy thickness/diet names (explicit);
 *  - TESTS: outcomes of the IDDSI tests stated in words (test);
 *  - TEXTURES: preparation and texture words (texture);
 *  - HAZARD_WORDS: words that name a high-risk feature;
 *  - CUES: drink/food words, negation, flow-test context, children, level keywords.
 */
import type { ItemKind } from '../levels';

export type Names = Partial<Record<Lang, string>>;
export type Lang = 'en' | 'zh' | 'ja' | 'tl' | 'id' | 'vi' | 'th' | 'es' | 'fr' | 'ko' | 'de' | 'it' | 'pt' | 'ar' | 'hi' | 'ru' | 'pl' | 'nl' | 'sv' | 'tr';

export interface LevelRow {
  id: string;
  levels: string;
  kind?: ItemKind;
  /** Reading when the phrase is negated ("no lumps"); absent = negation just drops it. */
  neg?: string;
  negKind?: ItemKind;
  /** Multiplies the confidence this row contributes (vague words < 1). */
  conf?: number;
  /** Reading for a food (when it differs: "thick" congee is not a thickened drink). */
  food?: string;
  /** Says nothing about a drink's thickness ("smooth", "strained", "no bits"). */
  drinkNeutral?: boolean;
  /** Negated, says nothing about a drink's thickness ("not sticky": every drink is). */
  negDrinkNeutral?: boolean;
  names: Names;
}

/** The code of the bare "drained" words, read by clause (rule DRAINED_OWN_CARRIER), not a hazard of its own. */
export const DRAINED_OWN_CARRIER_CODE = 'drained_own_carrier';

export interface HazardWordRow {
  code: string;
  /** The words say the hazard was removed (boneless, peeled): suppresses it. */
  removed?: boolean;
  /** Only a hazard for foods/drinks of this kind (default both). */
  names: Names;
  /** Reading when negated (e.g. "not dry" = moist). */
  neg?: string;
  /** Rule DONENESS_KEEPS_TOUGH: said of meat only; stands when the food it follows is a meat row, not smoothed. */
  ofMeat?: true;
}

/** Every joining of one word from each list, in order, comma separated: the inflected forms of a phrase. */
export const joined = (...lists: string[][]): string =>
  lists.reduce<string[]>((acc, list) => acc.flatMap((a) => list.map((w) => a + w)), ['']).join(',');

/**
 * Japanese tells no flow by an intensifier and a negated
 * verb of flowing or coming out, in any of its negative endings (〜ず, 〜ない, 〜なかった, 〜ません).
 */
const JA_NOTHING_CAME_OUT = joined(
  ['全く', 'まったく', '全然', 'ぜんぜん', '少しも', 'ちっとも', '何も', 'なにも'],
  ['流れ出', '流れ', '出', '出て', '落ち', '流れ出て', '出てこ', '出て来'],
  ['ず', 'ない', 'なかった', 'ません', 'ませんでした'],
);

// ------------------------------------------------------------------ explicit names

export const NAMES: LevelRow[] = [
  {
    id: 'name_thin', levels: '0', kind: 'drink',
    names: {
      de: 'dünnflüssig',
      it: 'liquido sottile',
      pt: 'liquido fino',
      ru: 'жидкий',
      ar: 'سائل رقيق',
      hi: 'पतला तरल',
      en: 'iddsi thin,thin liquid,thin liquids,thin fluid,thin fluids,thin drink,thin drinks,normal fluids,normal liquids',
      zh: '稀薄,稀薄液体,稀身,稀流质,清流质,零级稠度',
      ja: '薄い液体',
      tl: 'malabnaw na likido,malabnaw na inumin,manipis na likido',
      id: 'cairan encer,minuman encer,cair encer',
      vi: 'chất lỏng loãng,nước loãng,lỏng loãng',
      th: 'เหลวใส,ของเหลวใส,ไม่ข้น',
      es: 'liquido fino,liquidos finos,liquido claro',
      fr: 'liquide fluide,liquide clair,boisson fluide',
      ko: '묽은 액체',
    },
  },
  {
    // rule UNTHICKENED_DRINK: the drink was not thickened (a thickener forgotten, run out, not added): a level
    // written beside it is the order, and the drink served is as thin as it came
    id: 'thickener_omitted', levels: '0', kind: 'drink',
    names: {
      de: 'nicht angedickt,andickungsmittel vergessen',
      it: 'non addensato,non addensata,dimenticato l addensante',
      pt: 'nao espessado,sem espessante,nao engrossado,esqueci o espessante',
      ru: 'не загущен*',
      ar: 'غير مكثف',
      hi: 'बिना गाढ़ा किए,गाढ़ा करने वाला नहीं डाला,थिकनर नहीं डाला,थिकनर नहीं मिलाया,गाढ़ा नहीं किया',
      en: 'unthickened,non thickened,forgot the thickener,forgot thickener,forgot to add thickener,forgot to add the thickener,forgot to thicken it,forgot to thicken,haven\'t put the thickener,havent put the thickener,haven\'t put thickener,havent put thickener,haven\'t added the thickener,havent added the thickener,haven\'t added thickener,havent added thickener,haven\'t thickened it,havent thickened it,not thickened yet,didn\'t add thickener,didnt add thickener,didn\'t add the thickener,didnt add the thickener,did not add thickener,did not add the thickener,ran out of thickener,run out of thickener,out of thickener,no more thickener,couldn\'t find the thickener,couldnt find the thickener,could not find the thickener,couldn\'t find thickener,couldnt find thickener,could not find thickener',
      zh: '未加凝固粉,未加增稠剂,忘记加凝固粉,忘咗加凝固粉,忘咗落凝固粉,忘记放凝固粉,凝固粉用完,凝固粉用晒,未放凝固粉,未落凝固粉,忘记加增稠剂,增稠剂用完,冇凝固粉,唔记得加凝固粉',
      ja: 'とろみなし,とろみ無し,とろみ剤は使用しません,とろみ剤を使用しません,とろみ剤は使用していません,とろみ剤を使用していません,とろみ剤は使いません,とろみ剤を使いません,とろみ剤は入れません,とろみ剤を入れません,とろみ剤は入れていません,とろみを付けない,とろみをつけない,とろみをつけ忘れ,とろみを付け忘れ,とろみ剤を入れ忘れ,とろみ剤入れ忘れ,トロミ剤を入れ忘れ,トロミ剤入れ忘れ,トロミをつけ忘れ,トロミを付け忘れ,とろみ剤を切らして,とろみ剤が切れて,とろみをつけていない,とろみを付けていない,とろみはつけていない,とろみはつけてない,とろみはつけてません,とろみはつけていません,とろみは付けてません,とろみは付けていません,とろみをつけてません,とろみをつけていません,とろみつけてない,とろみはついていない,とろみ剤は入れてません,とろみ剤は入れていません,とろみ剤を入れてない,とろみ剤は使っていません',
      // Taglish: the English loan "thickener" with the Tagalog verbs, "na" (any more) between the negator and the verb
      tl: 'nakalimutang lagyan ng pampalapot,nakalimutan ang pampalapot,naubusan ng pampalapot,ubos na ang pampalapot,wala pang pampalapot,hindi pa nalalagyan ng pampalapot,hindi nilagyan ng pampalapot,hindi ko nilagyan ng pampalapot,hindi ko na nilagyan ng pampalapot,hindi na nilagyan ng pampalapot,di ko na nilagyan ng pampalapot,hindi nilagyan ng thickener,hindi ko nilagyan ng thickener,hindi ko na nilagyan ng thickener,hindi na nilagyan ng thickener,di ko na nilagyan ng thickener,di ko nilagyan ng thickener,di nilagyan ng thickener,hindi ko na nilagay ang thickener,nakalimutang lagyan ng thickener,nakalimutan ang thickener,naubusan ng thickener,ubos na ang thickener,ubos na yung thickener,wala nang thickener,wala ng thickener,walang thickener,wala pang thickener',
      ko: '점도증진제를 안 넣었,점도증진제 안 넣었,점도증진제를 넣지 않았,점도증진제가 떨어져,증점제를 안 넣었,증점제 안 넣었,증점제를 넣지 않았,연하보조제를 안 넣었,연하보조제 안 넣었,토로미를 안 넣었,토로미 안 넣었',
      id: 'lupa kasih pengental,lupa dikasih pengental,lupa ditambah pengental,lupa pakai pengental,pengental habis,kehabisan pengental,belum dikasih pengental,belum ditambah pengental',
      vi: 'quên pha bột làm đặc,quên cho bột làm đặc,hết bột làm đặc,chưa pha bột làm đặc,chưa cho bột làm đặc,quên làm đặc',
      th: 'ไม่เติมผงข้น',
      es: 'sin espesar,no espesado,olvide el espesante,se me olvido el espesante,se me olvido espesar,olvide espesar,se acabo el espesante,no le puse espesante,no le eche espesante,todavia sin espesante,no le puse el espesante,agua sin espesar',
      fr: 'non epaissi,oublie l epaississant',
    },
  },
  {
    // rule SERVED_DRINK_NOT_ORDER: plain water named as such was given with nothing added; rule
    // THICKENED_PLAIN_WATER: not when the text says it was thickened ("agua normal espesada"), then it only names the water
    id: 'plain_water_named', levels: '0', kind: 'drink',
    names: {
      de: 'normales wasser',
      it: 'acqua normale',
      pt: 'agua normal',
      ru: 'обычная вода,обычную воду',
      ar: 'ماء عادي',
      en: 'normal water,ordinary water,regular water',
      zh: '普通的水,普通水,普通开水',
      ja: '普通の水,普通のお水',
      tl: 'ordinaryong tubig',
      id: 'air biasa',
      vi: 'nước thường,nước bình thường',
      th: 'น้ำธรรมดา',
      es: 'agua normal',
      fr: 'eau normale',
      ko: '그냥 물,일반 물',
    },
  },
  {
    id: 'name_slightly', levels: '1', kind: 'drink',
    names: {
      en: 'slightly thick,slightly thickened,very slightly thick,slight thick',
      zh: '极微稠,一级稠',
      ja: 'ごく薄いとろみ,ごく薄くとろみ,ごく薄め,ごく軽度のとろみ,ごく軽度とろみ',
      tl: 'bahagyang malapot,bahagyang pinalapot',
      // the colloquial -in of -kan (dikentalin) and dikit for sedikit
      id: 'sedikit kental,kental sedikit,sedikit dikentalkan,dikentalkan sedikit,dikentalkan dikit,dikentalin sedikit,dikentalin dikit,sedikit dikentalin,dikit dikentalin,kental dikit',
      vi: 'hơi sệt,rất hơi đặc,sệt rất nhẹ',
      th: 'ข้นเล็กน้อย,ข้นนิดหน่อย',
      es: 'muy ligeramente espes*,muy levemente espes*',
      fr: 'tres legerement epais*',
      ko: '아주 약간 걸쭉',
    },
  },
  {
    // 輕微稠/轻微稠 is no official IDDSI name: the Hong Kong translation (HKU Swallowing
    // Research Laboratory, 2019; HKCSS CareFood guideline) calls Level 1 極微稠 and Level 2
    // 低度稠, and 輕微稠 is written for either. Ambiguous: the thinner reading, and the flow test.
    id: 'name_slightly_legacy_zh', levels: '1 2', kind: 'drink', conf: 0.8,
    names: { zh: '轻微稠' },
  },
  {
    id: 'name_mildly', levels: '2', kind: 'drink',
    // "slightly thickened" in de/it/ru/ar/hi says Level 1 or 2: read by name_ligeramente (foreign-core.ts)
    // IDDSI's translated Level 2 names (sources in foreign-core.ts): de "mäßig" (also "mäßig angedickt"),
    // it "lievemente densa/o", es (2016) "poco espesa/o" ("un poco espesa" is colloquial: name_ligeramente)
    names: {
      de: 'mäßig angedickt,massig angedickt',
      it: 'lievemente denso,lievemente densa,lievemente densi,lievemente dense',
      pt: 'levemente espessado,pouco espessado',
      en: 'nectar ish,nectarish,mildly thick,mildly thickened,mild thick,nectar thick,nectar thickened,nectar like,nectar consistency,nectar texture,syrup thick,syrup consistency,stage 1 thickened,stage 1 thick,to stage 1',
      zh: '低稠,低度稠,轻度稠,轻度增稠,微稠,二级稠,糖浆状,花蜜状,果蜜状,稀糊状,花蜜稠度,花蜜般,像花蜜,如花蜜,花蜜一样',
      ja: '軽度のとろみ,軽度とろみ,(薄め),(薄い),薄め,とろみ薄め,薄いとろみをつけた,薄いとろみを付けた,薄いとろみの,薄いとろみ,薄くとろみ,とろみ 薄い,とろみ薄い,とろみ薄め,フレンチドレッシング状,段階1のとろみ',
      tl: 'parang nectar',
      id: 'kental seperti nektar,konsistensi nektar,kental nektar',
      vi: 'sệt nhẹ,đặc nhẹ,đặc như mật hoa,độ sệt mật hoa',
      th: 'ข้นน้อย,ข้นแบบน้ำหวาน,ข้นเหมือนน้ำหวาน',
      es: 'levemente espes*,poco espesa,poco espeso,poco espesas,poco espesos,consistencia nectar,textura nectar,espesor nectar,tipo nectar',
      fr: 'legerement epais*,consistance nectar,texture nectar',
      ko: '꿀물 정도,넥타 정도,넥타처럼,조금 걸쭉,살짝 걸쭉',
    },
  },
  {
    id: 'name_ligeramente', levels: '1 2', kind: 'drink', conf: 0.8,
    // "somewhat thick": slightly or mildly; for a drink the safety bias reads the thinner
    names: { ko: '약간 걸쭉', es: 'ligeramente espes*,un poco espes*', tl: 'medyo malapot', id: 'agak kental', vi: 'hơi đặc' },
  },
  {
    id: 'name_moderately', levels: '3', kind: 'drink',
    names: {
      de: 'stark angedickt',
      it: 'moderatamente denso,moderatamente addensato',
      pt: 'moderadamente espessado,mel',
      ru: 'умеренно загущенн*',
      ar: 'مكثف بشكل معتدل',
      hi: 'मध्यम गाढ़ा',
      en: 'honey ish,honeyish,moderately thick,moderately thickened,moderate thick,honey thick,honey thickened,honey like,honey consistency,honey texture,custard thick,stage 2 thickened,stage 2 thick,to stage 2',
      zh: '中稠,中度稠,三级稠,蜜糖状,蜂蜜状,蜜状,蜜糖稠,蜂蜜稠,蜜糖咁稠,蜂蜜咁稠,蜜糖稠度,蜂蜜稠度,像蜂蜜,如蜂蜜,蜂蜜般,蜜糖般,像蜜糖,蜂蜜一样稠,蜜糖咁稠',
      ja: '中等度のとろみ,中等度とろみ,中程度のとろみ,(中間),とろみ:中間,とろみ 中間,中間のとろみをつけた,中間のとろみを付けた,中間のとろみの,中間のとろみ,中間とろみ,とろみ 中間,とろみ中間,ポタージュ状,段階2のとろみ',
      tl: 'katamtamang malapot,parang pulot,parang honey',
      id: 'kental sedang,kental seperti madu,konsistensi madu,kental madu',
      vi: 'sệt vừa,đặc vừa,đặc như mật ong,độ sệt mật ong',
      th: 'ข้นปานกลาง,ข้นเหมือนน้ำผึ้ง,ข้นแบบน้ำผึ้ง',
      es: 'moderadamente espes*,consistencia miel,textura miel,tipo miel,espesor miel',
      fr: 'moderement epais*,modérément epais*,consistance miel,texture miel',
      ko: '중간 걸쭉,꿀 정도,꿀처럼,꿀같이,꿀 같은',
    },
  },
  {
    id: 'name_liquidised', levels: '3', kind: 'food',
    names: {
      en: 'liquidised,liquidized,liquidise,liquidize,liquified,liquefied',
      zh: '流质,流质餐,流质食物',
      tl: 'tinunaw',
      id: 'cair halus',
      vi: 'xay lỏng',
      th: 'ปั่นเหลว',
      es: 'dieta licuada,dieta liquida,triturado liquido',
      fr: 'liquefie,liquefiee,liquefies,liquefiees,mixe liquide',
    },
  },
  {
    id: 'name_extremely', levels: '4',
    names: {
      it: 'estremamente denso',
      pt: 'extremamente espessado,pudim',
      ru: 'сильно загущенн*',
      ar: 'مكثف للغاية',
      hi: 'बहुत गाढ़ा',
      en: 'extremely thick,extremely thickened,spoon thick,spoon thick consistency,stage 3 thickened,stage 3 thick,to stage 3,like a pudding,like pudding,pudding consistency',
      zh: '高稠,高度稠,极稠,四级稠,布丁状,布甸状,布丁稠度,像布丁,如布丁,好似布甸,似布甸,好似布丁,似布丁',
      ja: '極度のとろみ,極度とろみ,濃いとろみをつけた,濃いとろみを付けた,濃いとろみの,濃いとろみ,濃くとろみ,とろみ 濃い,とろみ濃いめ,マヨネーズ状,段階3のとろみ',
      tl: 'sobrang malapot,napakalapot,parang puding,parang pudding',
      id: 'sangat kental,kental seperti puding,konsistensi puding',
      vi: 'rất sệt,rất đặc,đặc như pudding,đặc như bánh flan',
      th: 'ข้นมาก,ข้นเหมือนพุดดิ้ง',
      es: 'extremadamente espes*,consistencia pudin,consistencia pudding,textura pudin,tipo pudin',
      fr: 'extremement epais*,tres epais*,consistance pudding,consistance creme dessert',
      ko: '매우 걸쭉,푸딩 정도,푸딩처럼,푸딩 같은,푸딩 농도',
    },
  },
  {
    id: 'name_pureed_diet', levels: '4', kind: 'food',
    names: {
      en: 'pureed diet,puree diet,iddsi puree,texture c,thick puree',
      zh: '糊餐,糊状餐,糊状食物,糊状饮食,泥状食物',
      ja: 'ペースト食,ムース食,ゼリー食,コード2 1,コード2 2,コード1j,コード0j',
      id: 'makanan saring,diet saring,bubur saring,makanan lumat',
      vi: 'chế độ ăn xay nhuyễn,chế độ xay nhuyễn,chế độ ăn xay,chế độ xay,chế độ ăn nghiền',
      tl: 'pureed na diyeta,pureed na diet,diyetang pureed',
      th: 'อาหารปั่น,อาหารปั่นละเอียด',
      es: 'dieta triturada,dieta de pure,dieta pure',
      fr: 'regime mixe,texture mixee',
      ko: '연하식,퓨레식,갈은 음식',
    },
  },
  {
    id: 'name_minced_moist', levels: '5', kind: 'food',
    names: {
      de: 'zerkleinert und feucht',
      it: 'tritato e umido',
      pt: 'moido e umido',
      ru: 'измельчённое и влажное',
      ar: 'مفروم ورطب',
      hi: 'कीमा और नम',
      en: 'minced and moist,minced & moist,minced moist,mince and moist,minced n moist,texture d,pre mashed',
      zh: '细碎及湿软,细碎湿软,免治餐,碎状饮食,细碎饮食',
      ja: 'ミンス&モイスト,ミンスアンドモイスト,極きざみ食,極刻み食,コード3',
      tl: 'giniling at basa',
      id: 'cincang dan lembap,cincang dan lembab,cincang lembap,cincang lembab,makanan cincang',
      vi: 'băm nhỏ và ẩm,băm nhuyễn và ẩm,chế độ ăn băm,chế độ băm nhỏ',
      th: 'สับละเอียดและชุ่มชื้น',
      es: 'picado y humedo,picado humedo,dieta picada',
      fr: 'hache et humide,hache fin et humide,hache lubrifie',
      ko: '다진 촉촉한',
    },
  },
  {
    id: 'name_soft_bite', levels: '6', kind: 'food',
    names: {
      de: 'weich und mundgerecht',
      it: 'morbido e in piccoli pezzi',
      pt: 'macio e em pedacos pequenos',
      ru: 'мягкое и нарезанное кусочками',
      ar: 'طري وبحجم اللقمة',
      hi: 'नरम और छोटे टुकड़े',
      en: 'soft and bite sized,soft & bite sized,soft bite sized,soft and bite size,soft & bite size,soft and bitesized,texture e,fork mashable',
      zh: '软质及一口大小,软质及一口量,软质一口',
      ja: 'ソフト&一口大,ソフトアンド一口大',
      tl: 'malambot at kasya sa isang kagat,malambot at maliliit na piraso',
      id: 'lunak dan seukuran gigitan',
      vi: 'mềm và cắt miếng vừa ăn',
      th: 'อ่อนนุ่มและชิ้นพอดีคำ',
      es: 'suave y en trozos pequenos,suave y tamano bocado,blando y tamano bocado',
      fr: 'tendre et en bouchees,tendre et petits morceaux',
      ko: '부드러운 한입',
    },
  },
  {
    // legacy and local diet names: no single IDDSI meaning (rules.ts AMBIGUOUS_TERM); read as
    // "6 or 7", the safer 7 wins unless other evidence narrows it
    id: 'name_soft_diet_legacy', levels: '6 7', kind: 'food', conf: 0.6,
    names: {
      en: 'soft diet,soft food diet,mechanical soft,mechanically altered,dental soft,easy chew,easy to chew diet,light diet',
      zh: '软餐,软质饮食,软食,软饭餐',
      ja: '軟菜食,軟菜,軟食,移行食',
      tl: 'malambot na diet,malambot na diyeta,diyetang malambot',
      id: 'makanan lunak,diet lunak',
      vi: 'chế độ ăn mềm,chế độ mềm,cơm mềm',
      th: 'อาหารอ่อน',
      es: 'dieta blanda,dieta de facil masticacion',
      fr: 'texture tendre,regime mou,texture modifiee',
      ko: '연식',
      de: 'schonkost,weiche kost',
      it: 'dieta morbida',
      pt: 'dieta branda,dieta pastosa',
      ru: 'мягкая диета',
    },
  },
  {
    // rule AMBIGUOUS_TERM: China's semi-liquid diet (半流质饮食, 半流食) is congee, purée, egg custard and paste,
    // but also soft noodles, wonton and steamed egg: IDDSI 4 to 6, the safer 6 unless the dish narrows it
    // (鸡蛋羹 stays 5); the test settles it. No clean mapping to 3-4: hospital diet lists give 挂面汤, 馄饨,
    // 小汤包, 鱼丸 and 蛋糕 beside 粥 and 菜泥 (rule ROLE_LEGACY_DIET_HEADING_DISH), so it is not lowered
    id: 'name_semi_liquid_legacy', levels: '4 5 6', kind: 'food', conf: 0.5,
    names: { zh: '半流质,半流质饮食,半流質飲食,半流食,半流質' },
  },
  {
    // rule AMBIGUOUS_TERM: "semi-solid" (半固体, 半固形) is a purée or pudding bolus in videofluoroscopy and any
    // mashed or soft food on the ward: IDDSI 4 to 6, the safer 6; the test settles it
    id: 'name_semi_solid_legacy', levels: '4 5 6', kind: 'food', conf: 0.5,
    names: {
      en: 'semi solid,semisolid,semi solid diet,semi solids,semi solid food',
      zh: '半固体,半固体饮食',
      ja: '半固形食,半固形',
    },
  },
  {
    // rule AMBIGUOUS_TERM: Hong Kong's 碎餐 and Korea's 다진식 ("minced diet") name chopped food of no stated size:
    // IDDSI 5 (4 mm, moist) or 6 (1.5 cm), the safer 6; the fork test and a piece size settle it
    id: 'name_minced_legacy', levels: '5 6', kind: 'food', conf: 0.5,
    names: { zh: '碎餐', ko: '다진식' },
  },
  // rule BABY_FOOD_STAGE: baby-food stages are brand and country labels, not IDDSI levels: stage 1 is a smooth purée
  // (Level 4, or a runnier 3), stages 2 and 3 add soft lumps, then small soft pieces (a mixed texture IDDSI does not
  // allow at Level 4): the safer higher level, flagged, the fork tests settle it
  {
    id: 'name_baby_stage_1', levels: '4 3', kind: 'food', conf: 0.5,
    names: { en: 'stage 1 baby food,stage one baby food,stage 1 baby foods,stage one baby foods,stage 1 baby jar,stage one baby jar,stage 1 baby jars,stage one baby jars,stage 1 jar,stage one jar,stage 1 jars,stage one jars,stage 1 pouch,stage one pouch,stage 1 pouches,stage one pouches,stage 1 baby meal,stage one baby meal,stage 1 baby meals,stage one baby meals,stage 1 weaning food,stage one weaning food', zh: '一段婴儿食品,一段泥,一段果泥,一段菜泥', es: 'papilla etapa 1,colado etapa 1' },
  },
  {
    id: 'name_baby_stage_2', levels: '5 6', kind: 'food', conf: 0.5,
    names: { en: 'stage 2 pureed baby,stage two pureed baby,stage 2 puree baby,stage 2 baby food,stage two baby food,stage 2 baby foods,stage two baby foods,stage 2 baby jar,stage two baby jar,stage 2 baby jars,stage two baby jars,stage 2 jar,stage two jar,stage 2 jars,stage two jars,stage 2 pouch,stage two pouch,stage 2 pouches,stage two pouches,stage 2 baby meal,stage two baby meal,stage 2 baby meals,stage two baby meals,stage 2 weaning food,stage two weaning food', zh: '二段婴儿食品,二段泥,二段果泥,二段菜泥', es: 'papilla etapa 2,colado etapa 2' },
  },
  {
    id: 'name_baby_stage_3', levels: '6 7', kind: 'food', conf: 0.5,
    names: { en: 'stage 3 pureed baby,stage three pureed baby,stage 3 puree baby,stage 3 baby food,stage three baby food,stage 3 baby foods,stage three baby foods,stage 3 baby jar,stage three baby jar,stage 3 baby jars,stage three baby jars,stage 3 jar,stage three jar,stage 3 jars,stage three jars,stage 3 pouch,stage three pouch,stage 3 pouches,stage three pouches,stage 3 baby meal,stage three baby meal,stage 3 baby meals,stage three baby meals,stage 3 weaning food,stage three weaning food', zh: '三段婴儿食品,三段泥,三段果泥,三段菜泥', es: 'papilla etapa 3,picado etapa 3' },
  },
  {
    // rule AMBIGUOUS_TERM: Japan's ミキサー食 (blender food) is JDD code 2-1 or 2-2, smooth purée or purée with
    // soft grains, which IDDSI reads as Level 3 or 4: the safer 4; the spoon tilt test settles it
    id: 'name_mixer_legacy', levels: '4 3', kind: 'food', conf: 0.5,
    names: { ja: 'ミキサー食' },
  },
  {
    // "texture modified" says only that the food is not regular: any of IDDSI Levels 3-6 (IDDSI Framework:
    // texture-modified foods are Levels 3-6), so the safety bias reads the highest and the test settles it
    id: 'name_texture_modified', levels: '4 5 6', kind: 'food', conf: 0.5,
    names: {
      en: 'texture modified,texture-modified,texture mod,modified texture,modified textures,texture modified diet,texture modified meal,modified texture diet',
      zh: '质地调整,質地調整,改良质地,改良質地,质地改良,質地改良,质地调整饮食,質地調整飲食',
      es: 'textura modificada,dieta de textura modificada,comida de textura modificada',
      pt: 'textura modificada,dieta de textura modificada',
      it: 'consistenza modificata,dieta a consistenza modificata',
      de: 'texturmodifiziert,texturmodifizierte kost,texturangepasste kost',
    },
  },
  {
    // Japan's JDD 2013 codes and UDF classes: they overlap several IDDSI levels; so do 嚥下食 and 嚥下調整食, the
    // dysphagia diet of every code (rule SOFT_CARE_FOOD_NAME: a food reads the safer 6, not a purée's 4). A code
    // removes no hazard: it may be the eater's ("コード4の方の昼食：そうめん")
    id: 'name_jdd_udf', levels: '4 5 6', kind: 'food', conf: 0.5,
    names: {
      ja: '嚥下食,嚥下調整食,コード4,コード3,コード2-1,コード2-2,コード2,コード1j,コード0j,コード0t,学会分類,歯ぐきでつぶせる,舌でつぶせる',
      en: 'jdd code,udf class,udf category',
    },
  },
  // rule UDF_CATEGORY_RANGE: Universal Design Food categories, a packaged product's own label, each mapped to the
  // IDDSI range the service's soft-meal article states (no official table): 1 easy to chew, 2 crushed by the
  // gums, 3 crushed by the tongue (Level 5 or 6), 4 no chewing needed (a purée, 3 or 4). The words "crushed by the
  // gums / tongue" alone describe a texture of any soft level and stay in the broad row above. A bare 区分N is
  // also a care-need or disability category (要介護区分3, 障害支援区分4): read only after UDF or its full name
  {
    id: 'name_udf_1', levels: '7', kind: 'food', conf: 0.5,
    names: { ja: 'udf区分1,udf 区分1,udfの区分1,ユニバーサルデザインフード区分1,ユニバーサルデザインフードの区分1,容易にかめる', en: 'udf 1,udf category 1,udf class 1' },
  },
  {
    id: 'name_udf_2', levels: '6 7', kind: 'food', conf: 0.5,
    names: { ja: 'udf区分2,udf 区分2,udfの区分2,ユニバーサルデザインフード区分2,ユニバーサルデザインフードの区分2', en: 'udf 2,udf category 2,udf class 2' },
  },
  {
    id: 'name_udf_3', levels: '5 6', kind: 'food', conf: 0.5,
    names: { ja: 'udf区分3,udf 区分3,udfの区分3,ユニバーサルデザインフード区分3,ユニバーサルデザインフードの区分3', en: 'udf 3,udf category 3,udf class 3' },
  },
  {
    id: 'name_udf_4', levels: '3 4', kind: 'food', conf: 0.5,
    names: { ja: 'udf区分4,udf 区分4,udfの区分4,ユニバーサルデザインフード区分4,ユニバーサルデザインフードの区分4,かまなくてよい', en: 'udf 4,udf category 4,udf class 4' },
  },
  {
    id: 'name_regular', levels: '7', kind: 'food',
    names: {
      en: 'regular diet,regular texture,regular food,normal diet,normal food,normal texture,full diet,easy to chew,iddsi regular,regular meal,unmodified',
      zh: '正常饮食,普通餐,普通饮食,正常餐,一般饮食,容易咀嚼,易咀嚼,常规饮食',
      ja: '常食,普通食,一般食',
      tl: 'karaniwang pagkain,regular na pagkain',
      id: 'makanan biasa,diet biasa,makanan normal',
      vi: 'chế độ ăn thường,ăn thường,cơm thường',
      th: 'อาหารปกติ,อาหารธรรมดา',
      es: 'dieta normal,dieta basal,comida normal,textura normal,facil de masticar',
      fr: 'texture normale,alimentation normale,regime normal',
      ko: '일반식,일반 식사',
    },
  },
  {
    // Rule VAGUE_WORD_SAFEST: the US National Dysphagia Diet's "pudding thick" is read by clinicians as
    // IDDSI 3 or 4 (Level 3 most often, Level 4 acceptable); ambiguous
    id: 'name_pudding_legacy', levels: '3 4',
    names: {
      // the UK 2002 descriptors' "custard consistency" (Stage 2) is read as Level 3 or 4 the same way
      en: 'pudding thick,pudding like,pudding consistency,very thick pudding,pudding ish,puddingish,custard consistency,custard like,custard texture,thick as custard,like custard consistency',
    },
  },
  {
    // Rule VAGUE_WORD_SAFEST: 打碎 ("beaten to bits", no machine, size or smoothness named) is blended or
    // mashed, Level 4 or 5: the higher (5) and not the minced row's 碎 (7 unsized); 打碎后 beside a
    // blender stays in the blended row. Vague, so its confidence stays low until the spoon tilt test
    id: 'name_broken_down_zh', levels: '5 4', kind: 'food', conf: 0.6,
    names: { zh: '打碎,打碎的,打碎咗,打得碎' },
  },
  // ---- a bare "nectar" is a fruit nectar, a juice drink (foods.ts); only a word of likeness or
  // consistency next to it names the legacy nectar thickness (IDDSI Level 2, rule AMBIGUOUS_TERM)
  {
    id: 'name_mildly', levels: '2', kind: 'drink',
    names: {
      en: 'nectar thickness,nectar-like consistency,thick as nectar,thickened to nectar',
      id: 'seperti nektar,mirip nektar',
      es: 'como nectar,parecido al nectar,espesado a nectar',
      fr: 'comme un nectar,facon nectar',
      tl: 'gaya ng nectar,kasing lapot ng nectar',
      pt: 'como nectar',
    },
  },
  // ---- Legacy and local diet names (rule
  // AMBIGUOUS_TERM). The US National Dysphagia Diet (2002) maps to IDDSI as NDD 1 Dysphagia Pureed -> Level 4,
  // NDD 2 Dysphagia Mechanically Altered -> Level 5 or 6, NDD 3 Dysphagia Advanced -> Level 6 or 7 (IDDSI,
  // "Transitioning from NDD"); the UK 2002 descriptors' drinks stages are Stage 1 syrup -> Level 2, Stage 2
  // custard -> Level 3, Stage 3 pudding -> Level 4 (IDDSI UK transition guidance).
  {
    id: 'name_pureed_diet', levels: '4', kind: 'food',
    names: { en: 'ndd 1,ndd level 1,ndd1,dysphagia pureed,dysphagia puree diet' },
  },
  {
    id: 'name_ndd_legacy', levels: '5 6', kind: 'food', conf: 0.5,
    names: { en: 'ndd 2,ndd level 2,ndd2,dysphagia mechanically altered,mechanically altered diet' },
  },
  {
    id: 'name_soft_diet_legacy', levels: '6 7', kind: 'food', conf: 0.6,
    names: { en: 'ndd 3,ndd level 3,ndd3,dysphagia advanced,dysphagia advanced diet' },
  },
  {
    // "liquid diet" (流食, 流质饮食) is a hospital diet of liquids of any thickness, from rice water and broth
    // to thickened drinks; it names no IDDSI level, so a drink's safety bias reads its thinnest
    id: 'name_liquid_diet_legacy', levels: '0 1 2 3', kind: 'drink', conf: 0.5,
    names: {
      en: 'liquid diet,full liquid diet,clear liquid diet,fluid diet,fluids only diet',
      zh: '流食,流质饮食,流質飲食,全流质,全流質,全流食',
    },
  },
  {
    // rule SOFT_CARE_FOOD_NAME: Japan's ソフト食 is a care food made soft and shaped, crushed by the tongue or
    // gums (JDD codes 3 to 4), not the UK "soft diet": IDDSI 4-6, a food the safer 6. The dish is made to it, so
    // what preparing to Level 6 takes away is gone (hazards.ts PREPARATION_RULES). Not やわらか食: retail and
    // delivered "やわらか食" reaches UDF 容易にかめる (Level 7 easy to chew), so it stays a soft word (6-7)
    id: 'name_soft_care_food', levels: '4 5 6', kind: 'food', conf: 0.5,
    names: { ja: 'ソフト食' },
  },
  { id: 'name_mildly', levels: '2', kind: 'drink', names: { en: 'stage 1 fluids,stage 1 drinks,stage 1 liquids' } },
  {
    id: 'name_moderately', levels: '3', kind: 'drink',
    // the clipped ward form ("mod thick fluids")
    names: { en: 'stage 2 fluids,stage 2 drinks,stage 2 liquids,mod thick,mod thickened,mod thick fluids', vi: 'sệt như mật ong,như mật ong,giống mật ong' },
  },
  { id: 'name_extremely', levels: '4', names: { en: 'stage 3 fluids,stage 3 drinks,stage 3 liquids' } },
];

// ------------------------------------------------------------------ test results in words

export const TESTS: LevelRow[] = [
  {
    id: 'fork_drip_slow', levels: '3',
    names: {
      de: 'tropft langsam durch die gabel',
      it: 'gocciola lentamente dalla forchetta',
      pt: 'pinga devagar pelo garfo',
      ru: 'медленно стекает с вилки',
      ar: 'تقطر ببطء,يقطر ببطء,تنساب ببطء من الشوكة,ينساب ببطء من الشوكة,تنزل ببطء من الشوكة على شكل قطرات',
      hi: 'कांटे से धीरे टपकता',
      en: 'drips slowly through,drips slowly,dollops through,drips through the fork slowly,drips slowly between the prongs,drips slowly through fork prongs,slowly drips through the prongs,drips steadily,drips steadily through the fork,drips steadily through the prongs,drips steadily thru the fork prongs,drips steadily through the fork prongs',
      zh: '从叉齿间慢慢滴下,从叉齿间缓慢滴落,慢慢从叉齿间滴下,慢慢从叉缝滴下,慢慢滴落,缓慢滴下,慢慢滴,从叉子缝慢慢滴下,叉上面慢慢滴落,慢慢滴落',
      ja: 'ぼたっと落ちる,ぼたっぼたっと落ちる,ぼたぼた落ちる,ぼたっと落ち,フォークの間からゆっくり落ちる,ゆっくり垂れる,ゆっくり滴る,ゆっくりポタポタ垂れる,ゆっくりポタポタ落ちる,ポタポタ垂れる',
      tl: 'dahan dahang tumutulo',
      id: 'menetes perlahan,menetes pelan,menetes pelan pelan,jatuh perlahan dari garpu',
      vi: 'chảy xuống từng cục,rơi xuống từng cục,rớt xuống từng cục,nhỏ giọt chậm,chảy chậm qua nĩa',
      th: 'หยดช้าๆ,ไหลผ่านส้อมช้าๆ,หยดลงช้าๆ,ค่อยๆหยดลง',
      es: 'no se puede comer con tenedor porque se cae,cae del tenedor en grumos,cae del tenedor a goterones,gotea lentamente,cae lentamente entre los dientes del tenedor,gotea despacio,cae despacio,gotea poco a poco,cae lentamente,gotea lento,gotea despacito,cae despacito,gotea despacito a grumos,gotea a grumos',
      fr: 'goutte lentement,coule lentement entre les dents,goutte lentement entre les dents,tombe lentement',
      ko: '천천히 떨어,천천히 흘러내',
    },
  },
  {
    id: 'pours_slowly', levels: '3 2:.5',
    names: {
      en: 'pours slowly,flows slowly,slowly pours,pours slowly off the spoon,flows slowly off the spoon,runs slowly off the spoon,slides slowly off the spoon,flows slowly from the spoon,pours off the spoon but slowly,pours off the spoon slowly,drops off the spoon slowly,drops slowly off the spoon,falls off the spoon slowly,runs off the spoon but slowly,drips off the spoon slowly',
      // Cantonese: the flow's speed said after its verb ("流得慢", "流得好慢")
      zh: '流得慢,流得好慢,流得几慢,流得比较慢,流落去好慢,慢慢流落去,慢慢流,慢慢流下,缓慢流下,慢慢倒出,倒出来很慢,慢慢由匙羹流落,慢慢从勺子流下,从勺子慢慢流下,由匙羹慢慢流落,慢慢流落,从勺子上慢慢往下流,勺子上慢慢往下流,从勺子慢慢往下流,匙羹上慢慢往下流,从匙羹慢慢往下流,勺子一倒慢慢往下流',
      // the onomatopoeia of a heavy, slow pour (だらっと, どろっと, ぼたぼた, もったり) is the Level 3 pour
      ja: 'ゆっくり流れる,ゆっくり流れ落ちる,ゆっくり垂れる,ゆっくり注げる,だらっと流れ,だらっと落ち,だらーっと流れ,どろっと流れ,どろっと落ち,どろりと流れ,どろーっと流れ,ぼたぼた落ち,ぼたぼたと落ち,ぼたっと落ち,もったり流れ,もったり落ち',
      tl: 'dahan dahang dumadaloy,mabagal dumaloy',
      id: 'mengalir perlahan,mengalir pelan,mengalir lambat,dituang pelan dari sendok,ngalir pelan dari sendok,jatuh pelan dari sendok',
      vi: 'chảy chậm,chảy từ từ,rót chậm',
      th: 'ไหลช้า,ไหลช้าๆ,เทได้ช้าๆ',
      es: 'fluye lentamente,fluye despacio,cae despacio de la cuchara,cae lentamente de la cuchara,se vierte lentamente,cae de la cuchara lento,cae lento de la cuchara,cae de la cuchara despacio,cae de la cuchara lentamente',
      fr: 'coule lentement,s ecoule lentement,coule doucement',
      ko: '천천히 흐르,천천히 흘러',
    },
  },
  {
    id: 'flows_fast_fork', levels: '0 1 2', kind: 'drink',
    names: {
      en: 'flows through the fork quickly,drips quickly through,runs straight through the prongs,pours quickly',
      zh: '快速流走,好快流走,迅速从叉缝流下,全部由叉缝流走,全部从叉缝流走,由叉缝流走晒,从叉缝流走晒,全部流走晒',
      es: 'pasa rapidamente por el tenedor',
    },
  },
  {
    id: 'fork_no_drip', levels: '4 5:.8 6:.5',
    names: {
      en: 'sits in a mound,does not drip through,doesnt drip through,doesn\'t drip through,does not drip,doesnt drip,doesn\'t drip,no drip,dosnt drip,dosent drip,dosen\'t drip,doesent drip,dose not drip,didnt drip,didn\'t drip,did not drip,dont drip,sits on the fork,sits on fork,sits above the fork,stays on the fork,stays on fork,does not flow through the prongs,forms a mound,mounds on the fork,sat on top of the fork,sits on top of the fork,sat on top in a blob,sits on top in a blob,sat in a blob,sits in a blob',
      zh: '不会滴落,不会滴下,唔会滴落,唔会滴,不滴落,不会从叉缝滴下,堆在叉上,堆成一团,堆成一堆,在叉子上堆,堆在叉子上,留在叉子上,留喺叉上面',
      ja: 'フォークから落ちない,垂れない,滴らない,フォークの上に山になる,フォークの上に留まる,フォークの上にとどまる',
      tl: 'hindi tumutulo,nakatambak sa tinidor,nakabunton sa tinidor,nananatili sa tinidor,walang tumutulo,hindi tumutulo sa tinidor,hindi tumutulo sa pagitan ng tinidor,hindi tumutulo mula sa tinidor,nakatumpok sa tinidor,nakatumpok sa ibabaw ng tinidor,nakatayo sa ibabaw ng tinidor,nakatayo lang sa ibabaw ng tinidor,nakatayo sa tinidor,nakatayo lang sa tinidor',
      ar: 'لا تتسرب من الشوكة,لا يتسرب من الشوكة,لا تقطر من الشوكة,لا يقطر من الشوكة,لا تسقط من الشوكة,لا يسقط من الشوكة',
      id: 'tidak menetes,tak menitis,tidak menitis,menumpuk di atas garpu,tetap di atas garpu,menggunung di garpu,menggunung di atas garpu,menumpuk di garpu',
      vi: 'không nhỏ giọt,không chảy qua nĩa,nằm thành đống trên nĩa,đọng lại trên nĩa,đứng thành đống,thành đống trên nĩa,thành đống không chảy,đứng thành đống không chảy,nằm thành đống',
      th: 'ไม่หยด,ไม่ไหลผ่านส้อม,กองอยู่บนส้อม,ค้างอยู่บนส้อม,บนส้อมเป็นก้อน,เป็นก้อนบนส้อม,อยู่บนส้อมเป็นก้อน,เป็นกองบนส้อม,เป็นกองอยู่บนส้อม',
      es: 'no pasa entre los dientes,no se cuela entre los dientes,no pasa por el tenedor,no gotea,forma un monticulo,forma monticulo,en montoncito,hace montoncito,hace un monticulo,se amontona sobre el tenedor,se queda sobre el tenedor,permanece sobre el tenedor,se queda amontonado en el tenedor,se queda amontonada en el tenedor,amontonado en el tenedor,amontonada en el tenedor',
      fr: 'ne passe pas entre les dents,ne passe pas a travers la fourchette,ne goutte pas,reste en tas sur la fourchette,forme un tas sur la fourchette,reste sur la fourchette',
      // the Korean short negation "안" sits inside the phrase, before its verb ("포크 사이로 안 흘러요")
      ko: '흘러내리지 않,포크 위에 쌓여,포크 위에 남아,포크 사이로 안 흘러,포크 사이로 안 떨어,포크 사이로 안 빠져,포크 사이로 흐르지 않,포크 사이로 떨어지지 않,포크 사이로 빠지지 않',
    },
  },
  {
    // IDDSI fork drip test, Level 4 only: a small amount may flow through the prongs as a short tail
    // (Level 3 drips in dollops; Level 5 does not flow through at all)
    id: 'fork_short_tail', levels: '4', kind: 'food',
    names: {
      en: 'short tail,forms a short tail,small tail,a small amount flows through,small amount flows through,small amount may flow through,a little flows through the prongs,only a little flows through',
      zh: '只有少量从叉齿间流下,少量从叉齿间流下,少量从叉缝流下,只有少量流下,少量流过叉齿,形成短尾,短尾巴,一点点从叉缝漏下,一点点从叉缝流下,少少从叉缝漏落,形成小尾巴,流出成小尾巴,滴成小尾巴,只有一点小尾巴',
      ja: '少量だけ垂れる,少しだけ垂れる,短い尾,少量がフォークの間から落ちる',
      tl: 'kaunti lang ang tumutulo',
      id: 'hanya sedikit yang menetes,sedikit menetes membentuk ekor',
      vi: 'chỉ một ít chảy qua nĩa,một ít chảy qua kẽ nĩa',
      th: 'ไหลผ่านส้อมเพียงเล็กน้อย',
      es: 'solo una pequena cantidad pasa,forma una pequena cola,una pequena cantidad cae entre los dientes',
      fr: 'une petite quantite passe entre les dents,forme une petite queue',
      ko: '조금만 흘러내',
    },
  },
  {
    id: 'spoon_holds', levels: '4 5:.8', neg: '3 2:.6',
    names: {
      de: 'hält die form auf dem löffel,behält die form,hält die form',
      it: 'mantiene la forma sul cucchiaio,mantiene la forma',
      pt: 'mantem a forma na colher,mantem a forma',
      ru: 'держит форму на ложке,держит форму',
      ar: 'يحافظ على شكله على الملعقة,يحافظ على شكله,تحافظ على شكلها,تبقى على شكل كومة,يبقى على شكل كومة,على شكل كومة',
      hi: 'चम्मच पर आकार बना रहता,आकार बना रहता,चम्मच पर टिकी रहती,चम्मच पर टिका रहता,चम्मच पर टिकी',
      en: 'jelly like,gel like,jellied,like a jelly,hold its shape,hold shape,hold its form,keep its shape,holds its shape,holds shape,holds its form,holds a shape,keeps its shape,keeps shape,retains its shape,maintains its shape,holds shape on a spoon,holds its shape on the spoon,holds shape on spoon,stands on a spoon,can be piped,can be moulded,can be molded,mousse like,hold a shape',
      // "擺喺匙羹度唔流" (sits on the spoon without running): the spoon holds it (rule SPOON_TILT_SMOOTH_PUREE)
      zh: '匙羹度唔流,匙羹上唔流,匙羹上面唔流,勺子上不流,勺子上不会流,勺上不流,维持形状,维持形态,能维持形状,维持原形,保持原形,保持形状,保持形态,保持形狀,能保持形状,可以保持形状,定型,成形,可塑形,唔会散开',
      // rule SPOON_TILT_ONE_LUMP: a mound on the spoon (スプーンに山になる) is the sample holding its shape
      ja: '形が保たれる,形を保つ,形が保てる,形が崩れない,形状を保つ,まとまりがある,まとまっている,形を保った,形を保ったまま,スプーンに山になり,スプーンに山になる,スプーンに山になって,スプーンの上で山になり,スプーンの上で山になる,スプーンに山盛りになり,スプーンにこんもり',
      tl: 'napapanatili ang hugis,hindi nawawala ang hugis,nananatili ang hugis,hawak ang hugis,buo ang hugis',
      // Malay, read with Indonesian (issue 14: the core vocabulary in every language)
      id: 'mempertahankan bentuk,tetap berbentuk,bisa dibentuk,menahan bentuk,tetap di sendok,tetap di atas sendok,bertahan di sendok,diam di sendok,bisa berdiri di sendok,berdiri di sendok,berdiri atas sudu,berdiri di atas sudu,kekal di atas sudu,kekal bentuk,tetap di atas sudu',
      vi: 'giữ nguyên hình dạng,giữ hình dạng,giữ được hình dạng,giữ nguyên hình,giữ hình',
      th: 'คงรูป,คงรูปร่าง,ไม่เสียรูป,ตั้งเป็นก้อน,เป็นก้อนบนช้อน',
      es: 'mantiene su forma,mantiene la forma,conserva su forma,conserva la forma,se mantiene en la cuchara,se sostiene en la cuchara,se queda en la cuchara,no se cae de la cuchara,se sostiene',
      fr: 'garde sa forme,tient sa forme,conserve sa forme',
      ko: '모양을 유지,형태를 유지,형태 유지,모양 유지,형태가 유지,모양이 유지,형태가 그대로',
    },
  },
  {
    id: 'spoon_slides', levels: '4 5:.8',
    names: {
      de: 'rutscht vom löffel,fällt vom löffel',
      it: 'scivola dal cucchiaio',
      pt: 'desliza da colher,cai da colher',
      ru: 'соскальзывает с ложки',
      // "falls as one mass" (كتلة واحدة): the spoonful comes off whole, the tilt of Levels 4-5, not a lump in it
      ar: 'ينزلق من الملعقة,يسقط كتلة واحدة,ويسقط كتلة واحدة,تسقط كتلة واحدة,وتسقط كتلة واحدة,ينزلق كتلة واحدة,وينزلق كتلة واحدة,تنزلق كتلة واحدة,وتنزلق كتلة واحدة',
      hi: 'चम्मच से फिसल,झुकाने पर फिसल,झुकाने पर पूरी फिसल',
      // rule SPOON_TILT_ONE_LUMP: "fell off as one lump", "一塊で落ちる", "หล่นเป็นก้อนเดียว", "整团掉下来", "jatuh dalam satu
      // gumpalan", "rơi thành một cục" pass the tilt: the lump is the spoonful leaving the spoon, not one in the food
      // the spoon named inside the phrase ("drops off the spoon in one lump"): the tilt passed, no lump in the food.
      // The thin film a spoonful leaves is no tilt of its own (a thin drink leaves one too): drink-words.ts DRINK_NEUTRAL
      en: 'drop off the spoon in one lump,fall off the spoon in one lump,slide off the spoon in one lump,drop off the spoon in a lump,fall off the spoon in a lump,slide off the spoon in a lump,drops off the spoon in one lump,falls off the spoon in one lump,slides off the spoon in one lump,comes off the spoon in one lump,drops off the spoon in a lump,falls off the spoon in a lump,slides off the spoon in a lump,drops off the spoon in one go,falls off the spoon in one go,falls off in one lump,falls off in a single lump,slides off in one lump,slides off in a single lump,drops off in one lump,comes off in one lump,falls off in one spoonful,slides off in one spoonful,falls off when tilted,falls off the spoon,slides off the spoon,slides off easily,slides off when tilted,drops off the spoon,falls off easily,slides easily off,comes off the spoon easily,little residue,leaves little residue,very little left on the spoon,falls off when the spoon is tilted,drops off when tilted,slides off a tilted spoon,tilted spoon in one lump,tilted spoon in a single lump,spoon in one lump,spoon in a single lump,falls off when tipped,slides off when tipped,drops off when tipped,fell off when tipped,fell off when tilted,slid off when tilted,fell off the spoon,slid off the spoon,drops off in a single lump,fell off in one lump,fell off as one lump,falls off as one lump,came off in one lump,slid off in one lump,tilted spoon in a lump,falls off in a lump,fell off in a lump,slides off in a lump,slid off in a lump,drops off in a lump,dropped off in a lump,falls off as a lump,fell off as a lump,slides off in one blob,slides off in a blob,falls off in one blob,falls off in a blob,slid off in one blob,fell off in one blob',
      zh: '整团滑落,整团跌落,成团滑落,整匙滑落,整坨滑落,倾斜时滑落,倾斜匙羹会跌落,倾侧会滑落,倾斜后滑落,容易滑落,从匙羹滑落,从勺子滑落,倾斜勺子时滑落,残留很少,少量残留,整团掉下来,整团掉落,整团掉下,成团掉下,成团掉落,成团跌落,倾斜时整团,整嚿跌落,成嚿跌落,成嚿滑落,一嚿跌落,一团滑落',
      ja: 'スプーンを傾けると落ちる,傾けると落ちる,スプーンから滑り落ちる,付着が少ない,かたまりでスルッと落ち,かたまりですとんと落ち,ひとかたまりで落ち,ひとかたまりでスルッと落ち,かたまりのまま落ち,塊のまま落ち,一塊で落ち,一塊でスルッと落ち,一塊のまま落ち,ひと塊で落ち,一つの塊で落ち,一塊になって落ち,一塊で滑り落ち,ひと塊で滑り落ち,傾けると一塊で',
      // a spoonful that falls off whole when tilted ("덩어리로 떨어짐"): the spoon tilt of Level 4, not lumps
      ko: '기울이면 덩어리로 떨어,덩어리로 떨어,덩어리째 떨어,한 덩어리로 떨어,기울이면 떨어,덩어리로 미끄러지,덩어리째 미끄러지,한 덩어리로 미끄러지',
      tl: 'dumudulas kapag ikiniling,nahuhulog kapag ikiniling,dumudulas nang buo,dumudulas',
      id: 'jatuh satu gumpalan,jatuh jadi satu gumpalan,jatuh menjadi satu gumpalan,jatuh sebagai satu gumpalan,meluncur satu gumpalan,lepas satu gumpalan,jatuh segumpal,jatuh satu ketulan,jatuh sebagai satu ketulan,jatuh dalam satu gumpalan,meluncur dalam satu gumpalan,lepas dalam satu gumpalan,jatuh sebagai satu gumpalan,jatuh saat dimiringkan,meluncur dari sendok,mudah jatuh dari sendok,dimiringkan jatuh,dimiringkan langsung jatuh,jatuh bersih,meluncur bersih,lepas bersih dari sendok,dimiringkan jatuh bersih,dimiringkan meluncur',
      vi: 'rơi thành một cục,rơi thành 1 cục,rơi thành một khối,rớt thành một cục,trượt thành một cục,rơi khỏi thìa khi nghiêng,trượt khỏi thìa,nghiêng muỗng thì rơi cả khối,nghiêng muỗng là rơi cả khối,nghiêng muỗng rơi cả khối,rơi cả khối,rơi nguyên khối,trượt nguyên khối,trượt cả khối',
      th: 'หลุดจากช้อนเมื่อเอียง,ไหลออกจากช้อนเมื่อเอียง,เอียงช้อนแล้วหลุด,หลุดจากช้อนทั้งก้อน,เอียงช้อนก็หลุดออกทั้งก้อน,เอียงช้อนก็หลุดออกมาทั้งก้อน,เอียงช้อนแล้วหล่นเป็นก้อนเดียว,หล่นเป็นก้อนเดียว,ตกเป็นก้อนเดียว,หลุดเป็นก้อนเดียว,ไหลลงเป็นก้อนเดียว,หล่นทั้งก้อน,ตกทั้งก้อน,หลุดออกเป็นก้อนเดียว',
      es: 'cae de la cuchara al inclinarla,se desliza de la cuchara,cae al inclinar,se cae al inclinar la cuchara,resbala al inclinar*,resbalan al inclinar*,resbala facil,resbalan facil,resbala facilmente,resbalan facilmente',
      fr: 'glisse de la cuillere,tombe de la cuillere,tombe en un seul bloc,glisse en un seul bloc',
    },
  },
  {
    id: 'fork_pressure_fails', levels: '7', kind: 'food',
    names: {
      // a record's fail written after the test's name ("fork pressure fail", "fork pressure: not passed")
      en: 'fork pressure fail,fork pressure failed,fork pressure: fail,fork pressure test fail,fork pressure test: fail,fork pressure test failed,failed fork pressure,fails fork pressure,failed the fork pressure test,fails the fork pressure test,did not pass fork pressure,didnt pass fork pressure,does not pass fork pressure,doesnt pass fork pressure,fork pressure not passed,fork pressure test not passed,did not pass the fork pressure test,does not squash,doesnt squash,didn t squash,didnt squash,did not squash,don t squash,dont squash,do not squash,wouldn t squash,would not squash,not squashed,sprang back,springing back,won t squash,will not squash,fork won t squash,cannot be squashed,can t be squashed,springs back,spring back,bounces back,bounce back,returns to its shape,returns to shape,fork pressure test failed,fails the fork pressure test,too firm to squash',
      zh: '压唔散,压不散,压唔烂,压不烂,压唔碎,压不碎,弹返原状,弹回原状,即刻弹返,弹返,压唔开,压不开',
      ja: 'つぶれない,潰れない,フォークでつぶせない,元に戻る,押し返す',
      tl: 'hindi madurog,hindi napipisa,bumabalik sa hugis',
      id: 'tidak hancur ditekan,tidak bisa dihancurkan,kembali ke bentuk semula',
      vi: 'ấn không nát,không nát,trở lại hình dạng ban đầu,đàn hồi lại',
      th: 'กดไม่แตก,กดไม่เละ,คืนรูป,เด้งกลับ',
      es: 'no se aplasta,no se deshace,vuelve a su forma,recupera su forma',
      fr: 'ne s ecrase pas,reprend sa forme',
      ko: '으깨지지 않,다시 원래 모양',
    },
  },
  {
    id: 'fork_pressure_squash', levels: '5 6',
    names: {
      de: 'lässt sich mit der gabel zerdrücken,mit der gabel zerdrückbar',
      it: 'si schiaccia con la forchetta',
      pt: 'amassa com o garfo,desmancha com o garfo',
      ru: 'раздавливается вилкой,разминается вилкой',
      ar: 'يهرس بالشوكة,تهرس بالشوكة',
      hi: 'कांटे से दब जाता,कांटे से मसल',
      // a record's pass written after the test's name ("fork pressure passed", "fork pressure test: PASS") and the
      // blanched thumbnail said as a state ("thumbnail white"): the fork pressure test passed (IDDSI Levels 5-6). Not
      // the bare "fork pressure pass", a field name its answer follows ("fork pressure pass? no"); the thumbnail said
      // as the pressure applied ("till thumbnail white") is test-words.ts FORK_PRESSURE_APPLIED, no result
      en: 'fork pressure passed,fork pressure: pass,fork pressure test: pass,passed fork pressure,passes fork pressure,passed the fork pressure test,passes the fork pressure test,thumbnail white,thumb nail white,thumbnail turned white,squashes easily,squashes with a fork,squashed with a fork,squash with a fork,squashes easily with a fork,mashes easily with a fork,mashed with a fork,can be mashed with a fork,can be squashed,breaks apart with a fork,breaks up with a fork,falls apart with a fork,thumbnail blanches,thumb nail blanches,nail blanches,nail turns white,does not return to its original shape,does not return to shape,easily squashed,squashed easily,squashes under fork pressure,fork pressure test passed,squashes easy,squash easy,squashes easy under the fork,squashes under the fork,squash under the fork,squashes under a fork,squashes flat under the fork,squash easily,squash easily with a fork,squashes flat',
      zh: '叉侧一压就扁,一压就扁,压就扁晒,用叉压扁,叉压扁,叉侧压扁,用叉侧压扁,用叉一压就碎,一压就碎,用叉压碎,叉子一压就碎,用叉可以压烂,用叉轻压即碎,轻易压碎,轻压即散,指甲变白,压下去会散,用匙羹压得开,用匙羹压到烂,一压就烂,用叉压得烂,叉压得烂,用叉压烂,叉子压得烂,一压就散开',
      // polite and past forms said whole (a bare stem would swallow "つぶれない")
      ja: 'フォークで簡単につぶれます,フォークで簡単につぶれました,フォークで簡単につぶれた,フォークで簡単に潰れます,フォークで簡単に潰れました,フォークでつぶれます,フォークでつぶれる,フォークでつぶれた,フォークで潰れます,フォークで潰れる,フォークでつぶせます,フォークで潰せます,フォークで簡単につぶせます,フォークで簡単につぶれる,フォークで簡単につぶせる,フォークで簡単に潰せる,フォークで簡単に潰れる,フォークでつぶせる,フォークで潰せる,舌でつぶせる,歯ぐきでつぶせる,指で押すとつぶれる,爪が白くなる,スプーンで切れる,スプーンでつぶせる',
      tl: 'madurog sa tinidor,madurog ng tinidor,madurog gamit ang tinidor,madaling madurog ng tinidor,nadudurog ng tinidor,napipisa ng tinidor,madaling madurog sa tinidor,nadudurog sa tinidor,napipisa sa tinidor,madaling mapisa sa tinidor,madaling madurog gamit ang tinidor',
      id: 'mudah dihancurkan dengan garpu,hancur ditekan garpu,mudah ditekan dengan garpu,kuku memutih,mudah hancur dengan garpu,hancur dengan garpu,mudah hancur ditekan garpu,dipenyet garpu langsung gepeng,dipenyet garpu gepeng,ditekan garpu langsung gepeng,ditekan garpu gepeng,gepeng ditekan garpu,gepeng dipenyet garpu',
      vi: 'dễ dàng nghiền bằng nĩa,dùng nĩa ấn là nát,ấn nĩa là nát,dễ nát khi ấn',
      // with the side of the fork (rule TESTED_TENDER)
      th: 'ใช้ส้อมกดแล้วแตก,กดด้วยส้อมแล้วแตก,บี้ด้วยส้อมได้,กดแล้วเละ,กดด้วยข้างส้อมแล้วแบน,กดด้วยข้างส้อมแล้วแตก,ใช้ข้างส้อมกดแล้วแบน,ใช้ข้างส้อมกดแล้วเละ,กดด้วยส้อมแล้วแบน',
      es: 'se aplasta con el lado del tenedor,se aplasta con el costado del tenedor,se aplasta facilmente con el tenedor,se aplasta con el tenedor,se deshace con el tenedor,se deshace facilmente,la una se pone blanca',
      fr: 'secrase a la fourchette,s ecrase facilement,s ecrase a la fourchette',
      ko: '포크로 쉽게 으깨,으깨짐,쉽게 으깨,포크로 으깨,숟가락으로 으깨',
    },
  },
  {
    id: 'cut_side_fork', levels: '6 5:.5',
    names: {
      en: 'fork side cuts,side of the fork cuts,side of a fork cuts,side of fork cuts,cuts with the fork side,cut with the fork side,spoon side cuts,can be cut with the side of a fork,cut with the side of a fork,cut with the side of a spoon,can be cut with a spoon,separates easily with a fork,flakes apart with a fork,breaks into pieces with a fork',
      zh: '用叉边切开,用匙羹切得开,可以用匙羹切开,用勺子可以切开,勺子就能切开,用勺子就能切开,用勺子切得开,勺子切得开,用勺切得开,匙羹切得开,用匙羹就切得开',
      ja: 'フォークの側面で切れる',
      es: 'se corta con el borde del tenedor,se corta con la cuchara,se puede cortar con el borde del tenedor,se corta con el lado del tenedor,se puede cortar con el lado del tenedor,se parte con el borde del tenedor,se parte con el lado del tenedor',
      id: 'bisa dipotong dengan sisi garpu,dipotong dengan sisi garpu,dipotong pakai sisi garpu,dipotong sisi garpu,dipotong dgn sisi garpu,dipotong dengan sisi sendok,dipotong pakai sisi sendok,dipotong sisi sendok,dipotong dgn sisi sendok,terpotong dengan sisi garpu',
      vi: 'cắt được bằng cạnh nĩa,cạnh nĩa cắt được,lấy cạnh nĩa cắt được,dùng cạnh nĩa cắt được,cắt bằng cạnh nĩa được,cạnh thìa cắt được',
      tl: 'nahihiwa ng gilid ng tinidor,kayang hiwain ng gilid ng tinidor,hinihiwa ng gilid ng tinidor',
    },
  },
  {
    // the Cantonese and Mandarin "not at all" forms (完全唔流, 匙羹度唔流) say the same test outcome; one
    // running on into another word (流利 fluent) or said of saliva or speech is not (rule NO_FLOW_WORD_NOT_A_TEST)
    id: 'no_flow', levels: '4', kind: 'drink',
    names: {
      en: 'no flow,zero flowed,zero flow,zero came out,zero came through,did not flow,didn\'t flow,does not flow,doesnt flow,doesn\'t flow,nothing flowed,nothing came out,nothing flows,nothing flows out,nothing flowed out,does not flow through the syringe,all 10 ml remained,did not flow through,nothing at all came out,nothing at all flowed,nothing at all flowed out,nothing at all ran out,nothing at all ran through,nothing at all went through,none of it came out,not a drop came out',
      // \"完全唔流\", \"一点都不流\" (does not flow at all): Level 4's own words (rule FLOW_TEST_LEVELS_0_3 weighs them;
      // rule NO_FLOW_WORD_NOT_A_TEST drops them when said of speech, saliva or another word of 流)
      zh: '完全不流动,不会流动,唔会流,完全冇流,一滴都冇流,不会流下,唔会流落,不流下来,不会流下来,唔会流落嚟,舀起不流,一滴都没流出来,一滴都没有流出来,一滴都冇流出嚟,没流出来,冇流出嚟,一滴也没流出来,完全唔流,一啲都唔流,羹度唔流,匙度唔流,勺度唔流,叉度唔流,完全不流,一点都不流,一点也不流',
      ja: '流れない,全く流れない',
      tl: 'hindi dumadaloy,walang lumabas,walang lumabas kahit isang patak,walang tumulo kahit isang patak',
      id: 'tidak mengalir,ga ngalir,gak ngalir,nggak ngalir,tidak ngalir,enggak ngalir',
      vi: 'không chảy',
      th: 'ไม่ไหล',
      es: 'no fluye,no fluyo,no salio nada,no sale nada,no paso nada,se quedo todo,quedo todo dentro,quedo todo adentro',
      fr: 'ne coule pas',
      ko: '흐르지 않',
    },
  },
  {
    id: 'all_drained', levels: '0', kind: 'drink',
    names: {
      en: 'all flowed through,flowed through completely,nothing remained,nothing left in the syringe,syringe empty,empties completely,drained completely',
      zh: '全部流走,完全流走,全部流晒,针筒冇剩,完全流光,全流完,全部流完,都流完了,流完了,全流光,都流光了',
      ja: 'すべて流れ落ちた,全部流れた,シリンジに何も残らない,シリンジに残らない,シリンジが空になる',
      es: 'fluyo todo,no quedo nada,salio todo,se vacio,se vacio todo,paso todo',
      id: 'semua mengalir',
      vi: 'chảy hết',
      th: 'ไหลหมด',
    },
  },
  // ---- test descriptions in every language the engine reads (IDDSI Testing Methods 2019).
  // Fork drip: Level 3 "drips slowly in dollops through the prongs"; Level 2 and thinner flow quickly.
  {
    id: 'fork_drip_slow', levels: '3',
    names: {
      en: 'in slow dollops,slow dollops,in slow blobs,in slow drips,drips in dollops,in dollops through,drips thru the fork in dollops,drips through the fork in dollops,dollops through the prongs,drips slowly thru',
      zh: '一滴滴慢慢往下落,一滴滴慢慢落,从叉缝一滴滴,慢慢往下滴,从叉缝慢慢滴',
      ja: 'フォークの間からポタポタ,ゆっくりぽたぽた,ぽたぽたゆっくり',
      th: 'ไหลผ่านซี่ส้อมช้าๆ,หยดผ่านซี่ส้อมช้าๆ,ค่อยๆหยดผ่านส้อม,หยดช้าๆผ่านส้อม',
      ru: 'капает каплями,сквозь вилку капает,с вилки стекает медленно,медленно капает,капает медленно,медленно стекает с вилки',
      de: 'tropft langsam,tropft langsam durch die zinken,tropft in klecksen',
      fr: 'goutte lentement a travers la fourchette,tombe goutte a goutte entre les dents,passe lentement entre les dents,passe lentement a travers la fourchette',
      it: 'gocciola lentamente,cola lentamente tra i rebbi',
      pt: 'pinga devagar,pinga lentamente,escorre devagar entre os dentes do garfo',
      ko: '포크 사이로 천천히 떨어,방울방울 천천히',
      ar: 'يقطر ببطء من خلال الشوكة',
      hi: 'धीरे धीरे टपकता,कांटे से धीरे धीरे टपकता',
      vi: 'nhỏ giọt từ từ qua kẽ nĩa,chảy từng giọt chậm qua nĩa',
      tl: 'dahan dahang tumutulo sa tinidor,tumutulo nang dahan dahan',
      id: 'menetes perlahan melalui garpu,menetes pelan lewat garpu',
    },
  },
  {
    // drips through the prongs, speed unsaid: Level 3 in dollops, or thinner; never Level 4 or above;
    // negated ("no gotea entre los dientes") it is the Level 4 fork drip pass. A drink's reading weighs
    // 0-3 alike (half weight, so a pour or a slow drip beside it still decides): its own words and name
    // choose, and drinks lean thinner; a food's reading stays Level 3 (rule FORK_DRIP_LEVELS_0_3)
    id: 'fork_drips', levels: '3:.5 2:.5 1:.5 0:.5', food: '3 2:.6', neg: '4 5:.8 6:.5',
    names: {
      // "runs through the fork" says no speed: "runs through the prongs in slow dollops" is Level 3
      en: 'runs through the fork,drips thru the fork,drips through the fork,drips through the prongs,drips thru the prongs,drips between the prongs',
      // a purée that runs down between the prongs ("从缝里流下去", "フォークの間から落ちる"): rule FORK_DRIP_LEVELS_0_3
      zh: '从叉缝滴下,从叉齿间滴下,从齿缝滴下,一滴一滴落下,从缝里流下,从缝隙流下,从缝隙里流下,从叉子缝里流下,从叉齿缝流下,从缝中流下,由叉缝流落,由缝流落',
      ja: 'フォークの間から垂れる,フォークから垂れる,フォークからポタポタ,フォークの間から落ち,フォークの間からも落ち,フォークの隙間からも落ち,フォークの歯の間から落ち,フォークの間から流れ',
      th: 'หยดผ่านซี่ส้อม,หยดผ่านส้อม,เป็นหยดๆ',
      ru: 'капает сквозь вилку,стекает с вилки',
      de: 'tropft durch die gabel',
      fr: 'goutte a travers la fourchette',
      es: 'gotea entre los dientes del tenedor,gotea por el tenedor,pasa entre los dientes del tenedor,se cuela entre los dientes del tenedor',
      vi: 'nhỏ giọt qua nĩa',
    },
  },
  {
    // spoon tilt: a sample that pours off the spoon is Level 3 or thinner (Level 4 holds its shape);
    // negated ("does not pour off the spoon") it holds its shape
    id: 'spoon_pours', levels: '3 2:.6 1:.4 0:.3', neg: '4 5:.8',
    names: {
      // dripping off the tipped spoon is pouring off it ("tinaob ko kutsara tumutulo")
      en: 'pours off the spoon,pours off a tilted spoon,pours off when tilted,pours from the spoon,runs off the spoon,drips off the spoon,drips from the spoon,dripping off the spoon,drips off a tilted spoon',
      // Cantonese: scooped up, it runs back down off the spoon ("舀起会流落去")
      zh: '舀起会流落去,舀起来会流下去,舀起就流落去,舀起会流返落去,倾斜勺子能倒出来,倾斜勺子可以倒出,倾斜匙羹倒得出,从勺子倒出来,勺子倾斜能倒出',
      ja: 'スプーンから流れ落ちる,スプーンを傾けると流れる,スプーンから注げる',
      th: 'เทออกจากช้อนได้,เทออกจากช้อน,ไหลออกจากช้อน',
      ru: 'с ложки выливается,выливается с ложки,стекает с ложки,льется с ложки',
      vi: 'đổ được khỏi thìa,chảy khỏi thìa,rót ra khỏi thìa,nhỏ giọt khỏi thìa',
      es: 'se vierte de la cuchara,se derrama de la cuchara,gotea de la cuchara',
      fr: 'coule de la cuillere,se verse de la cuillere,goutte de la cuillere',
      de: 'fließt vom löffel,läuft vom löffel',
      it: 'cola dal cucchiaio,si versa dal cucchiaio',
      pt: 'escorre da colher,derrama da colher',
      ko: '숟가락에서 흘러내',
      tl: 'dumadaloy mula sa kutsara,naibubuhos mula sa kutsara,kutsara tumutulo,kutsara ay tumutulo,tumutulo mula sa kutsara,tumutulo sa kutsara,tumutulo pag tinaob ang kutsara',
      id: 'bisa dituang dari sendok,mengalir dari sendok,menetes dari sendok',
      ar: 'ينسكب من الملعقة',
    },
  },
  {
    // spoon tilt: Level 4 slides off with little residue; a sample that sticks is too sticky for Level 4
    id: 'spoon_slides', levels: '4 5:.8',
    names: {
      ja: 'するっと落ち,つるんと落ち,ほとんど残らない,スプーンにほとんど残らない,ストンと落ち,すとんと落ち',
      // "ไหลลงทั้งก้อน" slides down as one whole lump (the Level 4 spoon tilt), not a lump in the food
      th: 'เอียงช้อนแล้วหล่นทั้งก้อน,เอียงแล้วหล่นทั้งก้อน,เอียงช้อนแล้วไหลลงทั้งก้อน,เอียงช้อนแล้วหลุดทั้งก้อน,ไหลลงทั้งก้อน,ไหลลงมาทั้งก้อน,หล่นลงทั้งก้อน,หล่นทั้งก้อน,หลุดทั้งก้อน,ตกลงมาทั้งก้อน,หลุดจากช้อนง่าย,เอียงแล้วหล่นง่าย,เอียงแล้วหล่น,เอียงช้อนแล้วหล่น,หล่นจากช้อนง่าย,เอียงแล้วหลุดง่าย',
      vi: 'dễ rơi khỏi thìa,rơi trọn,rơi cả khối,nghiêng thìa là rơi',
      ko: '숟가락에서 쉽게 떨어,쉽게 떨어져,기울이면 쉽게 떨어,기울여도 쉽게 떨어,기울였더니 떨어,한 번에 떨어',
      // the tilt said with the carer's own verb ("tip it") and pronoun
      en: 'slides off when u tip it,slides off when you tip it,slides off when i tip it,slides off when tipped,slides off when you tip the spoon,slides off when i tip the spoon,falls off when you tip it,falls off when i tip it,falls off when tipped,drops off when you tip it,plops off when tipped,plops off when you tip it',
    },
  },
  {
    // the spoon tilt's Level 4 outcome said with its own spoon or tilt: the spoonful leaves the tilted
    // spoon in one go (rule SPOON_TILT_SMOOTH_PUREE reads it as Level 4 beside a smooth word); the bare
    // "falls off in one go" is a slide word of test-words.ts, read only beside a spoon or a tilt (rule SLIDE_NEEDS_SPOON)
    id: 'spoon_slides', levels: '4 5:.8',
    names: {
      hi: 'टेढ़ा करने पर गिर',
      vi: 'nghiêng thìa rơi',
      th: 'เอียงช้อนก็หลุดง่าย,เอียงช้อนแล้วหลุดง่าย,หลุดจากช้อนง่าย,เอียงแล้วไหลลงเป็นก้อน,ช้อนเอียงแล้วไหลลงเป็นก้อน',
    },
  },
  {
    // holds its shape said with the possessive ("अपना आकार रखती है") or in the middle of the tilt
    // ("形を保ったまま", "giữ hình", "勺子上成形")
    id: 'spoon_holds', levels: '4 5:.8', neg: '3 2:.6',
    names: {
      hi: 'अपना आकार रखती,अपना आकार रखता,आकार रखती है,आकार रखता है,आकार नहीं खोती',
      ja: '形を保ったまま,形を保って,形を保ち',
      vi: 'múc thìa giữ hình,giữ được hình',
      zh: '勺子上成形,匙羹上成形,在勺子上成形',
      en: 'holds shape on the spoon,keeps its shape on the spoon,keeps shape on the spoon,holds its shape on a spoon',
      ko: '모양 유지한 채,모양을 유지한 채,형태를 유지한 채',
    },
  },
  {
    // the spoon tilt's stickiness check passed (SPOON_TILT_STICKY negated): a food is not the sticky
    // Level 7 (so Level 4-5 as the slide); every drink passes it too, so it says nothing of a drink
    id: 'spoon_not_sticky', levels: '4 5:.8', drinkNeutral: true,
    names: {
      en: 'does not stick to the spoon,doesnt stick to the spoon,doesn t stick to the spoon,not sticky on the spoon',
      zh: '不粘勺子,不黏勺子,唔黐匙羹,唔黐羹,唔会黐羹,不粘汤匙,不黏汤匙,不粘勺,不黏勺,不粘匙羹',
      ja: 'べたつかない,スプーンにくっつかない',
      th: 'ไม่ติดช้อน',
      vi: 'không dính thìa',
      ko: '끈적이지 않,끈적거리지 않,끈적하지 않,숟가락에 붙지 않',
      tl: 'hindi dumidikit sa kutsara',
      id: 'tidak lengket di sendok',
      // the passed stickiness check in the European languages the engine reads
      de: 'nicht klebrig,klebt nicht,klebt nicht am löffel,nicht pappig',
      es: 'no se pega,no se pega a la cuchara,no es pegajoso,no es pegajosa,nada pegajoso,nada pegajosa',
      fr: 'ne colle pas,ne colle pas a la cuillere,pas collant,pas collante',
      it: 'non si attacca,non si attacca al cucchiaio,non appiccicoso,non appiccicosa',
      pt: 'nao gruda,nao gruda na colher,nao pegajoso,nao pegajosa',
    },
  },
  {
    id: 'spoon_sticks', levels: '7', kind: 'food', neg: '4 5:.8', negKind: 'food', negDrinkNeutral: true,
    names: {
      en: 'sticks to the spoon,stick to the spoon,stuck to the spoon,sticking to the spoon,does not fall off the spoon,doesnt fall off the spoon,does not slide off the spoon,doesnt slide off the spoon,dont slide off spoon,dont slide off the spoon,doesnt slide off spoon,dosnt slide off spoon,dosent slide off spoon,didnt slide off the spoon,didnt slide off spoon,won t fall off the spoon,will not fall off the spoon,has to be scraped off the spoon',
      zh: '粘在勺子上,黏在勺子上,粘住勺子,黐住匙羹,黐实匙羹,不会从勺子掉下,倒转都唔跌,黐羹,黐住个羹,黐晒喺羹,羹一打侧都唔跌,羹打侧都唔跌',
      ja: 'スプーンにくっつく,スプーンに張り付く,スプーンにへばりつく,スプーンから落ちない,べたつく',
      es: 'se queda pegado,se queda pegada,queda pegado a la cuchara,se pega a la cuchara,no se despega,pegado a la cuchara',
      fr: 'colle a la cuillere,reste collee a la cuillere,reste colle a la cuillere,ne tombe pas de la cuillere',
      de: 'klebt am löffel,fällt nicht vom löffel',
      it: 'resta attaccato al cucchiaio,si attacca al cucchiaio',
      pt: 'gruda na colher,fica grudado na colher',
      ru: 'прилипает к ложке,не падает с ложки',
      ko: '숟가락에 붙어,숟가락에서 떨어지지 않',
      th: 'ติดช้อน,ไม่หลุดจากช้อน',
      vi: 'dính vào thìa,dính thìa,không rơi khỏi thìa',
      tl: 'dumidikit sa kutsara,hindi nahuhulog sa kutsara',
      id: 'menempel di sendok,tidak jatuh dari sendok',
      hi: 'चम्मच से चिपक',
      ar: 'يلتصق بالملعقة',
    },
  },
  {
    id: 'fork_no_drip', levels: '4 5:.8 6:.5',
    names: {
      ja: 'フォークの上で山になる,フォークの上で山',
      ru: 'не стекает с вилки,не капает с вилки,лежит горкой на вилке',
      de: 'tropft nicht durch die gabel,bleibt auf der gabel',
      it: 'non gocciola dalla forchetta,resta sulla forchetta',
      pt: 'nao pinga do garfo,fica sobre o garfo',
      th: 'ไม่หยดผ่านซี่ส้อม',
      hi: 'कांटे से नहीं टपकता',
    },
  },
  {
    id: 'no_flow', levels: '4', kind: 'drink',
    names: {
      ja: '10秒たっても全く流れない,まったく流れない',
      ru: 'не вытекает,ничего не вытекло',
      de: 'fließt nicht,nichts fließt durch',
      it: 'non scorre,non cola',
      pt: 'nao escorre,nao flui',
      ko: '전혀 흐르지 않',
      hi: 'बिल्कुल नहीं बहता',
      ar: 'لا يتدفق',
    },
  },
  {
    id: 'cut_side_fork', levels: '6 5:.5',
    names: {
      de: 'mit der gabelkante teilbar,mit der gabelseite teilbar,mit der gabel teilbar,lässt sich mit der gabelkante teilen',
      fr: 'se coupe avec le bord de la fourchette',
      en: 'cuts with side of fork,cuts with the side of a fork,cuts with the side of the fork,cuts w side of fork,cuts w/ side of fork,cuts w/ the side of the fork,breaks with side of fork,breaks with the side of a fork,breaks w side of fork,breaks w/ side of fork',
      it: 'si taglia con il lato della forchetta',
      pt: 'corta com a lateral do garfo',
      ru: 'режется ребром вилки',
    },
  },
  {
    id: 'fork_pressure_squash', levels: '5 6',
    names: {
      de: 'bleiben sie flach,bleibt flach,zerdrückt bleibt es flach,lässt sich zerdrücken',
      en: 'squashes and stays squashed,squash flat under fork pressure,squash flat under the fork,squash flat under a fork,squash flat,can squash a piece with the fork,can squash a piece with a fork,squash a piece with the fork,squash a piece with a fork,squash a bit with the fork,squash with fork,squashed with fork,squashes with fork,squash w fork,squash w the fork,fork presses it flat,fork presses them flat,fork pressed it flat,fork presses flat,pressed flat with a fork,pressed flat with the fork,presses flat with a fork,thumbnail goes white,thumbnail turns white,thumbnail went white,thumb nail goes white,nail goes white,squashes flat with the fork,squashes flat,stays squashed,fork squashes it,squashes under the fork,squashes under a fork,squashes under fork pressure,squashes it flat,squashes with the fork,squash with the fork,squashed with the fork',
      fr: 's ecrasent a la fourchette,s ecrase a la fourchette,s ecrase facilement a la fourchette',
      ja: 'フォークで押すとつぶれて戻らない',
    },
  },  // ---- s5textb: fork drip and spoon tilt in the words of every language the engine reads
  // (IDDSI Testing Methods 2019: Level 3 drips slowly in dollops through the prongs and pours off
  // a tilted spoon; Level 4 does not: it sits on the fork and slides off the spoon as a whole)
  {
    id: 'fork_drips', levels: '3:.5 2:.5 1:.5 0:.5', food: '3 2:.6', neg: '4 5:.8 6:.5',
    names: {
      vi: 'nhỏ giọt qua kẽ nĩa,chảy qua kẽ nĩa,nhỏ giọt qua các kẽ nĩa,lọt qua kẽ nĩa',
      id: 'menetes terus,menetes lewat garpu,menetes dari garpu,menetes melalui garpu,menetes lewat sela garpu,mengalir lewat sela garpu',
      tl: 'tumutulo sa tinidor,tumutulo sa pagitan ng tinidor,tumutulo mula sa tinidor',
      it: 'gocciola dalla forchetta,gocciola tra i rebbi,cola tra i rebbi',
      pt: 'pinga pelo garfo,pinga entre os dentes do garfo,escorre pelo garfo',
      ko: '포크 사이로 떨어,포크 사이로 흘러,포크 사이로 뚝뚝',
      ar: 'يقطر من الشوكة,تقطر من الشوكة,يتسرب من الشوكة,تتسرب من الشوكة,يقطر من خلال الشوكة',
      hi: 'कांटे से टपकता,कांटे से टपकती,कांटे के बीच से टपक',
      fr: 'goutte entre les dents de la fourchette,coule entre les dents',
      de: 'tropft durch die zinken,läuft durch die gabel',
      es: 'gotea entre los dientes,gotea a traves del tenedor,se escurre entre los dientes del tenedor',
      zh: '从叉子缝隙滴落,从叉缝流下,由叉缝滴落,叉缝漏落',
      ja: 'フォークの隙間から落ちる,フォークの隙間から垂れる',
    },
  },
  {
    id: 'spoon_pours', levels: '3 2:.6 1:.4 0:.3', neg: '4 5:.8',
    names: {
      vi: 'đổ được từ thìa,chảy ra khỏi thìa,rót được từ thìa,chảy khỏi thìa khi nghiêng',
      id: 'tumpah dari sendok,tumpah dari sendok miring,mengalir dari sendok miring,mengalir saat sendok dimiringkan',
      tl: 'tumutulo mula sa kutsara,umaagos mula sa kutsara',
      en: 'pours off the tilted spoon,runs off a tilted spoon,pours off when the spoon is tilted',
      es: 'se vierte al inclinar la cuchara,cae de la cuchara como liquido',
      ko: '숟가락을 기울이면 흘러,숟가락에서 흘러',
      hi: 'चम्मच से बह जाता,चम्मच से गिर जाता',
    },
  },
  {
    // spoon tilt, Level 4: holds its shape on the spoon ("can stand on the spoon")
    id: 'spoon_holds', levels: '4 5:.8', neg: '3 2:.6',
    names: {
      // Cantonese 羹 alone is the spoon ("企喺羹度唔流"), not the thick soup 羹
      zh: '企喺匙羹,可以企喺匙羹,匙上能立住,勺上能立住,勺子上能立住,匙羹上能立住,在匙上立住,在勺子上立住,企得喺匙羹,企到喺匙羹,喺匙羹度企住,成堆企住,立在勺子上,能立在勺子上,企喺羹度,企喺羹上,喺羹度企住,企喺调羹',
      en: 'stays on the spoon,stays on a spoon,stays put on the spoon,hold on a spoon,holds on a spoon,hold on the spoon,holds on the spoon,holds on spoon,hold on spoon,stands up in a blob,sits in a blob on the spoon,holds in a blob on the spoon,stands on the spoon,stands up on a spoon,stays on spoon,sits on spoon,stands on spoon,can stand on a spoon,stands up on the spoon,sit on a spoon,sits on a spoon,sit on the spoon,sits on the spoon,mounds on a spoon,mounds on the spoon,forms a mound on the spoon,sits in a mound on the spoon,sits on the spoon in a lump,sits on the spoon in one lump,sits on the spoon in a blob,sits on the spoon in one blob,sits in a lump on the spoon,sits in one lump on the spoon',
      // rule SPOON_TILT_ONE_LUMP: "tetap berbentuk di sendok" (keeps its shape on the spoon)
      id: 'membentuk gundukan di sendok,bisa membentuk gundukan,gundukan di sendok,menggunung di sendok,tetap berbentuk di sendok,tetap berbentuk di atas sendok,bentuknya tetap di sendok,tetap di sendok,bertahan di sendok,tidak jatuh dari sendok,tak jatuh dari sendok',
      vi: 'thành đống trên thìa,nằm thành đống trên thìa,đứng thành khối,đứng trên thìa,đứng được trên thìa,đứng trên muỗng',
      th: 'กองบนช้อน,เป็นกองบนช้อน,ตักช้อนแล้วเป็นก้อน,ตักแล้วเป็นก้อน,เป็นก้อนบนช้อน,คงรูปบนช้อน,อยู่บนช้อนเป็นก้อน',
      es: 'forma un monticulo en la cuchara,se amontona en la cuchara,se queda en la cuchara,en la cuchara se queda,forman un monticulo en la cuchara,se amontonan en la cuchara,se quedan en la cuchara,en la cuchara se quedan,se mantienen en la cuchara,se sostienen en la cuchara,no se caen de la cuchara',
      tl: 'nakatambak sa kutsara,nakabunton sa kutsara,naka bunton sa kutsara,naka bunton lang sa kutsara,nakatayo sa kutsara,nakatayo pa sa kutsara',
      ko: '숟가락 위에 쌓여',
    },
  },
  {
    // flow test, nothing left the syringe: Level 4 (IDDSI flow test; "nothing came out")
    id: 'no_flow', levels: '4', kind: 'drink',
    names: {
      it: 'non e uscito nulla,non e uscito niente,non esce nulla,non esce niente,niente e uscito',
      pt: 'nao saiu nada,nada saiu,nao escorreu nada',
      de: 'nichts kam heraus,es kam nichts heraus,es kam nichts raus,kam nichts heraus,kam nichts raus,nichts ist durchgeflossen,nichts lief durch,nichts läuft raus,nichts lauft raus,nichts läuft heraus,nichts lauft heraus,nichts lief raus,nichts lief heraus',
      fr: 'rien n est sorti,rien ne sort,rien n a coule,rien ne coule',
      ru: 'ничего не вышло,ничего не вытекает',
      ko: '아무것도 안 나왔,전혀 나오지 않,하나도 안 나왔',
      ja: '10秒で全然落ちなかった,10秒で全く落ちなかった,10秒経っても全然落ちなかった,シリンジから全然落ちなかった,シリンジから全く落ちなかった',
      ar: 'لم يخرج شيء,لم يتدفق شيء,لا يخرج شيء',
      hi: 'कुछ नहीं निकला,बिल्कुल नहीं निकला',
      vi: 'không chảy ra chút nào,không có gì chảy ra,không chảy giọt nào,không giọt nào chảy ra,không một giọt nào chảy ra,không có giọt nào chảy ra',
      th: 'ไม่ไหลออกเลย,ไม่มีอะไรไหลออก,ไม่ไหลเลย,ไม่มีหยดไหลออก,ไม่มีหยดไหลออกเลย,ไม่มีสักหยด,ไม่หยดออกเลย,ไม่มีหยดออกมา',
      id: 'tidak ada yang keluar,tidak keluar sama sekali,tidak menetes sama sekali',
      tl: 'walang lumabas na kahit ano,wala talagang lumabas,wala talaga lumabas,wala namang lumabas,hindi lumabas,sa syringe walang tumulo,sa syringe test walang tumulo,walang tumulo sa syringe,sa hiringgilya walang tumulo,walang tumulo sa hiringgilya',
      en: 'nothing came through,nothing came thru,nothing come thru,nothing comes thru,nothing went thru,nothing went through,nothing got thru,nothing got through,nothing ran out,none came out,nothing flowed out,not a drop came out,not a single drop came out,not one drop came out,nothing flows thru the syringe,nothing flows through the syringe,nothing flowed thru the syringe,nothing flowed through the syringe,nothing comes out of the syringe,nothing came out of the syringe,nothing comes out the syringe,nothing came out the syringe,nothing comes out,nothing coming out',
    },
  },
  {
    // IDDSI Level 4 (extremely thick) "does not pour": a drink said not to pour at all is that
    // outcome (Level 3 still pours); "doesn't pour easily" is not, so only the whole refusal is listed.
    // Rule NO_POUR_DESCRIBES_LEVEL_4: a description of Level 4, not the flow test (its own id)
    id: 'no_pour', levels: '4', kind: 'drink',
    names: {
      en: 'doesnt pour at all,doesn t pour at all,does not pour at all,won t pour at all,wont pour at all,will not pour at all,cannot be poured,can t be poured,cant be poured,can not be poured,cannot be drunk from a cup,can t be drunk from a cup,cant be drunk from a cup,can t drink it from a cup,cant drink it from a cup,cannot drink it from a cup,won t pour out of the cup,wont pour out of the cup,does not pour out of the cup,doesn t pour out of the cup,doesnt pour out of the cup',
      zh: '完全倒不出来,完全倒唔出,倒都倒唔出,倒都倒不出来,一点都倒不出来,倒不出来,倒不出,倒唔出,倒唔出嚟,倒唔出来,不能用杯喝,唔可以用杯饮,没法用杯子喝',
      ja: '全く注げない,まったく注げない,全然注げない,注げない,コップから飲めない,コップで飲めない',
      es: 'no se puede verter,no se vierte nada,no se puede servir en vaso',
      fr: 'ne se verse pas du tout,impossible a verser',
      vi: 'không rót được chút nào,hoàn toàn không rót được',
      th: 'เทไม่ออกเลย',
      id: 'tidak bisa dituang sama sekali',
      tl: 'hindi talaga maibuhos,hindi maibuhos kahit kaunti',
      ko: '전혀 부어지지 않',
      de: 'lässt sich gar nicht gießen,lasst sich gar nicht giessen',
    },
  },
  {
    id: 'pours_slowly', levels: '3 2:.5',
    names: {
      ar: 'تنسكب ببطء,ينسكب ببطء,تسيل ببطء,يسيل ببطء,يتدفق ببطء,تتدفق ببطء',
      de: 'fließt langsam,läuft langsam,fließt langsam vom löffel',
      it: 'scorre lentamente,cola lentamente,scende lentamente dal cucchiaio,cola lento',
      pt: 'escorre devagar,escorre lentamente,flui devagar,flui lentamente',
      ru: 'медленно стекает,медленно льётся,медленно льется,медленно течёт,медленно течет',
      hi: 'धीरे धीरे बहता,धीरे बहता,धीरे धीरे गिरता',
      fr: 'coule lentement de la cuillere',
    },
  },
  // ---- IDDSI Level 2, spoon: "pours quickly from a spoon, but slower than thin drinks"
  // (rule DRINK_DESCRIPTORS); quicker than the Level 3 pour, and a drink leans thinner
  {
    id: 'pours_fast_spoon', levels: '2 1:.8 0:.4', kind: 'drink',
    names: {
      // the article "a" as well as "the" ("pours quickly off a spoon"): IDDSI Level 2 flows quickly off a spoon
      en: 'pours quickly off a spoon,pours quickly from a spoon,runs quickly off a spoon,flows quickly off a spoon,pours off a spoon quickly,runs off a spoon quickly,pours quickly off the spoon,pours quickly from the spoon,runs quickly off the spoon,falls quickly off the spoon,flows quickly off the spoon,runs fast off the spoon,falls off the spoon quickly,runs off the spoon quick,runs off the spoon quickly,runs off the spoon fast,pours off the spoon quickly,pours off the spoon quick,pours off spoon quickly,runs off spoon quickly,runs off spoon quick,flows off the spoon quickly,flows off a spoon quickly,comes off the spoon quickly',
      es: 'cae rapido de la cuchara,se cae rapido de la cuchara,cae rapidamente de la cuchara,corre rapido de la cuchara,se escurre rapido de la cuchara,cae de la cuchara rapido,se cae de la cuchara rapido,corre de la cuchara rapido,se escurre de la cuchara rapido',
      fr: 'coule vite de la cuillere,tombe vite de la cuillere,coule rapidement de la cuillere,coule de la cuillere rapidement,coule de la cuillere vite',
      it: 'scende veloce dal cucchiaio,cola veloce dal cucchiaio,scivola via veloce dal cucchiaio',
      pt: 'escorre rapido da colher,cai rapido da colher,escorre rapidamente da colher',
      de: 'läuft schnell vom löffel,fließt schnell vom löffel,fällt schnell vom löffel,läuft vom löffel schnell,fließt vom löffel schnell',
      ru: 'быстро стекает с ложки,быстро льётся с ложки,быстро льется с ложки',
      ar: 'ينساب بسرعة من الملعقة,يسيل بسرعة من الملعقة,تسيل بسرعة من الملعقة',
      hi: 'चम्मच से जल्दी बह जाता,चम्मच से तेजी से गिरता',
      zh: '从匙羹快速流下,很快从勺子流下,从勺子上很快流走,匙羹一倾就流走,一倾就好快流晒,一倾就流晒,一倾就很快流走,一倾斜就很快流下,倒落好快流走,倒落好快流晒,倒落即刻流走,倒下来很快流走,倒下很快流走,倒出来很快流走,倒下去很快流走,倒落去好快流走',
      ja: 'スプーンからすぐ流れ落ちる,スプーンからさっと流れる',
      ko: '숟가락에서 빨리 흘러내,숟가락에서 금방 흘러',
      tl: 'mabilis tumulo mula sa kutsara,mabilis dumaloy mula sa kutsara',
      id: 'cepat mengalir dari sendok,cepat jatuh dari sendok,mengalir dari sendok dengan cepat,mengalir cepat dari sendok,dari sendok tuang cepat,dari sendok mengalir cepat,dari sendok jatuh cepat,tuang dari sendok cepat',
      vi: 'chảy nhanh khỏi thìa,chảy nhanh từ muỗng',
      th: 'ไหลออกจากช้อนเร็ว,ไหลจากช้อนอย่างรวดเร็ว',
    },
  },
  // "slides off the spoon quickly": for a drink the quick Level 2 pour (a drink that slides
  // off whole is not said to be quick), for a food the Level 4 spoon tilt slide, never a drink by itself
  {
    id: 'slides_fast_spoon', levels: '2 1:.8 0:.4', food: '4 5:.8',
    names: {
      en: 'slides off the spoon quickly,slides off the spoon quick,slides off the spoon fast,slides off a spoon quickly,slides quickly off the spoon,slips off the spoon quickly,slides off quickly',
      es: 'se desliza rapido de la cuchara,resbala rapido de la cuchara',
      id: 'meluncur cepat dari sendok,cepat meluncur dari sendok',
    },
  },
  // ---- test results in the shorter words carers write (rules TEST_FAILS_STATED, SPOON_TILT_STICKY,
  // TEST_DECIDES_FLUID; IDDSI Testing Methods 2019). Spoon tilt: Level 4 slides off with little left, a sample
  // that must be shaken or scraped off is sticky (high risk). Fork pressure: Levels 5-6 squash and do not
  // return to shape; one that springs back fails. Fork drip: Level 3 drips slowly in dollops through the
  // prongs. Flow test: nothing through the syringe in 10 s is Level 4.
  {
    id: 'spoon_sticks', levels: '7', kind: 'food', neg: '4 5:.8', negKind: 'food', negDrinkNeutral: true,
    names: {
      en: 'stuck to spoon,sticks to spoon,stick to spoon,stuck to the spoon,had to shake it off,had to be shaken off,has to be shaken off,shake it off the spoon,had to scrape it off,had to be scraped off,scraped off the spoon',
      zh: '粘勺,黏勺,粘在匙羹,要甩先跌,要甩才掉,要抖才掉,甩几下才掉,刮先落',
      ja: 'スプーンに張り付いて,振らないと落ちない,振り落とさないと落ちない,こそげ落とす',
      es: 'pegado en la cuchara,hubo que sacudir,hay que sacudir la cuchara,hay que raspar la cuchara',
      id: 'lengket di sendok,harus dikibaskan,harus dikibas,harus dikerok dari sendok',
      vi: 'phải lắc mới rơi,dính chặt vào thìa,phải gạt ra khỏi thìa',
      th: 'ต้องสะบัดถึงจะหลุด,ต้องสะบัดช้อน,ติดช้อนแน่น',
      tl: 'kailangang ipagpag,dumikit sa kutsara',
      fr: 'il faut secouer la cuillere',
    },
  },
  {
    id: 'fork_pressure_fails', levels: '7', kind: 'food',
    names: {
      // Rule FAILED_TEST_HARD: the squash verb negated or made impossible, in every language
      en: 'pops back,pops back up,bounced back,not squashed by the fork,did not squash under the fork,impossible to squash,impossible to mash,unable to squash,unable to mash,too hard to squash,too hard to mash,too firm to squash,too firm to mash,too tough to squash,too tough to mash,won t mash,wont mash,will not mash,doesn t mash,doesnt mash,does not mash,needed a knife to cut,needs a knife to cut,need a knife to cut,had to use a knife to cut,had to cut it with a knife,has to be cut with a knife,needs cutting with a knife,knife needed to cut,only cuts with a knife,could only cut it with a knife',
      zh: '弹回来,弹返嚟,弹番嚟,压不扁,压唔扁,压下去又弹起,回弹,夾唔爛,夹唔烂,夹不烂,夾不爛,夾唔開,夹不开,壓唔扁,壓唔爛,壓不爛,叉唔爛,叉不烂,唔爛,唔烂,不烂,不爛,要用刀切,要用刀先切到,需要用刀,要拎刀切,要攞刀切',
      ja: 'はね返る,跳ね返る,押しても戻る,つぶれずに戻る,つぶせない,潰せない,つぶれません,潰れません,つぶれなかった,潰れなかった,つぶせなかった,潰せなかった,形が戻る,形が戻って,形が戻っ,ナイフが必要,ナイフが要る,ナイフがいる,ナイフで切らないと',
      id: 'memantul kembali,kembali ke bentuk awal,tidak hancur saat ditekan garpu,gak bisa dihancurkan,nggak bisa dihancurkan,ga bisa dihancurkan,tidak bisa ditekan hancur,gak bisa ditekan hancur,tidak bisa dilumatkan,tidak hancur,perlu pisau untuk memotong,harus dipotong pakai pisau,harus dipotong dengan pisau',
      vi: 'bật lại,ấn không bẹp,ấn không dẹp,không nghiền được,nghiền không được,không nghiền nát được,không ấn nát được,không dầm được,dầm không nát,phải dùng dao cắt,cần dao để cắt',
      th: 'ดีดกลับ,กดแล้วเด้ง,กดไม่แบน,บี้ไม่แตก,บี้ไม่เละ,บี้ไม่ได้,กดไม่ลง,ต้องใช้มีดหั่น,ต้องใช้มีดตัด',
      es: 'rebota,vuelve a su forma original,no se aplasta con el tenedor,no se puede aplastar,no se pudo aplastar,imposible de aplastar,imposible aplastar,no se deja aplastar,no se aplastan,necesita cuchillo para cortar,necesita un cuchillo para cortar,hace falta cuchillo para cortar,hizo falta cuchillo para cortar,hizo falta cuchillo para cortarla,hizo falta cuchillo para cortarlo,hace falta cuchillo para cortarla,hace falta cuchillo para cortarlo,hay que cortarlo con cuchillo,hubo que cortarlo con cuchillo',
      tl: 'bumabalik ang hugis,ayaw madurog sa tinidor,ayaw madurog ng tinidor,mahirap madurog sa tinidor,mahirap madurog ng tinidor,hindi madaling madurog,hindi madurog ng tinidor,di madurog ng tinidor,hindi madurog sa tinidor,di madurog sa tinidor,hindi napipisa ng tinidor,di napipisa ng tinidor,hindi mapisa,di mapisa,di madurog,ayaw madurog,ayaw mapisa,kailangan ng kutsilyo para hiwain,kailangang hiwain ng kutsilyo',
      ko: '다시 튀어,칼로 잘라야',
      // IDDSI Level 6: no knife is needed to cut it; one that needs a knife is Level 7 (a preparation "cut with a knife" is no result)
      de: 'braucht ein messer zum schneiden,nur mit dem messer zu schneiden',
      fr: 'il faut un couteau pour couper,besoin d un couteau pour couper',
    },
  },
  {
    id: 'fork_drip_slow', levels: '3',
    names: {
      en: 'drip slowly,drip slowly off,drips slowly off,drips off the fork slowly,in blobs,drips in blobs,drip in blobs,falls in blobs,in dollops,drips in dollops off,in thick drops,drips in thick drops',
      ar: 'تنقط ببطء,ينقط ببطء,يتساقط ببطء,تتساقط ببطء',
      ja: 'ポタポタゆっくり,ぽたぽたゆっくり,ゆっくりポタポタ,フォークの歯の間からポタポタ,ぼたぼた落ちる,ボタボタ落ちる,ぽたぽた塊で落ちる,ポタポタ塊で落ちる,塊で落ちる,塊になって落ちる,塊でぽたぽた落ちる',
      zh: '一坨一坨慢慢滴,一团团慢慢滴,慢慢一坨坨,一啖啖慢慢滴',
      th: 'หยดเป็นก้อนช้าๆ,ค่อยๆหยดเป็นก้อน',
      vi: 'nhỏ giọt chậm thành cục,rơi chậm từng cục,nhỏ giọt chậm từng cục,nhỏ giọt từng cục,rơi từng cục qua nĩa,chảy từng cục qua nĩa',
      // thick drops through the fork are IDDSI's dollops ("escorre do garfo em gotas grossas")
      es: 'cae en gotas lentas,en gotas lentas,gotea en grumos lentos,en gotas gruesas,en gotas espesas',
      pt: 'em gotas grossas,em gotas espessas,gotas grossas,pinga em gotas grossas',
      it: 'a gocce grosse,in gocce grosse,a gocce dense',
      id: 'menetes perlahan berupa gumpalan,jatuh perlahan menggumpal,netes gumpal gumpal pelan,netesnya gumpal gumpal pelan,menetes gumpal gumpal pelan,netes pelan gumpal gumpal,menetes pelan gumpal gumpal,netes gumpal gumpal,menetes gumpal gumpal,netes terus gumpal gumpal,menetes terus gumpal gumpal,netes gumpal2,menetes gumpal2,netes terus gumpal2,menetes terus gumpal2,netes pelan gumpal2,netes menggumpal,menetes menggumpal,netes bergumpal,menetes bergumpal,jatuh menggumpal dari garpu,menetes berupa gumpalan',
      tl: 'dahan dahang tumutulo nang pabuo',
      fr: 'tombe lentement en paquets,en grosses gouttes,en gouttes epaisses',
    },
  },
  {
    id: 'no_flow', levels: '4', kind: 'drink',
    names: {
      en: 'no flow in the syringe,nothing flowed through the syringe,nothing came through the syringe',
      th: 'ไม่มีไหล,ไม่มีไหลออก,ไม่ไหลออก,ไม่ไหลออกมาเลย,ไม่มีอะไรไหลออกมา',
      vi: 'không chảy ra,không có gì chảy ra',
      id: 'tidak ada yang mengalir,tidak keluar sama sekali',
      zh: '完全没流出,一点都没流出,冇流出',
      ja: '全然流れない,まったく出ない,全く落ちない',
      tl: 'walang dumaloy',
      es: 'no fluyo nada,nada fluyo',
    },
  },
  // ---- test results as carers write them (test/iddsi/tests-in-own-words.test.ts): the syringe that
  // let nothing out, the fork that mashes, the side of the fork that cuts (IDDSI Testing Methods 2.0, 2019)
  {
    id: 'no_flow', levels: '4', kind: 'drink',
    names: {
      en: 'would not come out of the syringe,wouldn t come out of the syringe,did not come out of the syringe,didn t come out of the syringe,won t come out of the syringe,nothing came out of the syringe,none of it came out',
      zh: '冇一滴流出,冇一滴流落,没有一滴流出,没一滴流出,没有一滴流下,一滴没流,一滴都没流,一滴没有流,一滴也没流,一滴都冇流,一滴都冇流过,全部留在注射器,全部留在针筒,全部留喺针筒',
      ja: '一滴も落ちなかった,一滴も出なかった,全く出てこない,全然出てこない',
      ko: '한 방울도 안 나왔,전혀 안 나왔,하나도 안 나왔',
      de: 'nichts kam heraus,kein tropfen kam',
      fr: 'rien n est sorti,pas une goutte n est sortie',
      it: 'non e uscito niente,non esce niente',
      pt: 'nao saiu nada,nao sai nada',
    },
  },
  // a drip word said of the syringe ("no gotea de la jeringa", "di na tumulo sa syringe") is the flow
  // test letting nothing out, not the fork drip test (IDDSI Flow Test: no flow in 10 s)
  {
    id: 'no_flow', levels: '4', kind: 'drink',
    names: {
      en: 'did not drip out of the syringe,didn t drip out of the syringe,did not drip from the syringe,didn t drip from the syringe,nothing dripped out of the syringe,nothing dripped from the syringe,no drip from the syringe,no drips from the syringe,does not drip from the syringe,doesn t drip from the syringe',
      es: 'no gotea de la jeringa,no goteo de la jeringa,no goteo nada de la jeringa,no cayo ni una gota de la jeringa,no salio ni una gota de la jeringa',
      pt: 'nao pinga da seringa,nao pingou da seringa,nao pingou nada da seringa',
      id: 'tidak menetes dari spuit,tidak netes dari spuit,nggak netes dari spuit,gak netes dari spuit,tidak menetes dari suntikan,nggak netes dari suntikan',
      tl: 'di na tumulo sa syringe,hindi na tumulo sa syringe,hindi tumulo sa syringe,di tumulo sa syringe,walang tumulo sa syringe,walang tumulo mula sa syringe,hindi tumutulo sa syringe,di tumutulo sa syringe',
      vi: 'không nhỏ giọt khỏi xi lanh,không nhỏ giọt từ xi lanh,không giọt nào chảy ra khỏi xi lanh',
    },
  },
  // colloquial Indonesian negation (nggak/gak/enggak) and Tagalog "wala ni isang patak" for the
  // syringe that let nothing out (IDDSI Flow Test: no flow in 10 s is Level 4)
  {
    id: 'no_flow', levels: '4', kind: 'drink',
    names: {
      id: 'nggak ada yang keluar,gak ada yang keluar,ga ada yang keluar,enggak ada yang keluar,ngga ada yang keluar,nggak keluar sama sekali,gak keluar sama sekali,nggak netes sama sekali,nggak ada yg keluar,gak ada yg keluar,ga ada yg keluar,gk ada yg keluar,enggak ada yg keluar,ngga ada yg keluar,tidak ada yg keluar,tdk ada yg keluar,tdk ada yang keluar,tdk keluar sama sekali',
      tl: 'wala ni isang patak na lumabas,wala ni isang patak na tumulo,walang ni isang patak,wala ni isang patak',
    },
  },
  // "not a drop came out" of the syringe, past or present, is the syringe holding all 10 ml
  {
    id: 'no_flow', levels: '4', kind: 'drink',
    names: {
      en: 'not a drop came out,not one drop came out,not a single drop came out,not a drop comes out,not a single drop comes out,syringe still full,syringe stayed full,syringe was still full,syringe is still full',
      es: 'no salio ni una gota,no sale ni una gota,no salio ninguna gota,no sale ninguna gota,no cayo ni una gota de la jeringa',
      ja: '一滴も出ない,一滴も出ず,一滴も出てこない,一滴も落ちない,一滴も出ません',
      zh: '一滴都唔出,一滴都不出,一滴也不出,一滴都流唔出',
      id: 'tidak keluar setetes pun,tidak ada setetes pun yang keluar,setetes pun tidak keluar',
      vi: 'không ra giọt nào,không chảy ra giọt nào,không có giọt nào chảy ra',
      tl: 'walang kahit isang patak na lumabas,walang patak na lumabas',
      th: 'ไม่ไหลออกมาสักหยด,ไม่มีสักหยด',
      fr: 'pas une goutte n est sortie de la seringue,pas une seule goutte',
      pt: 'nao saiu nem uma gota,nao sai nem uma gota',
      it: 'non e uscita nemmeno una goccia,non esce nemmeno una goccia',
      de: 'kein einziger tropfen kam',
    },
  },
  // the syringe that stayed full, or from which nothing came, in the words carers write (IDDSI Flow
  // Test: all 10 ml left after 10 s is Level 4). "Full" is read only beside the syringe: a full cup is no test
  {
    id: 'no_flow', levels: '4', kind: 'drink',
    names: {
      en: 'syringe stayed completely full,syringe stayed totally full,syringe remained full,syringe remained completely full,syringe was completely full,syringe still completely full,syringe still totally full',
      de: 'nichts rausgekommen,nichts herausgekommen,nichts ist rausgekommen,nichts ist herausgekommen,gar nichts raus,kein tropfen rausgekommen,kein tropfen herausgekommen,kein tropfen kam raus,kein tropfen ist rausgekommen,spritze blieb voll,spritze ist voll geblieben,spritze war noch voll,spritze ist noch voll,spritze noch voll,spritze immer noch voll,spritze blieb ganz voll',
      fr: 'rien ne sortait,rien n est sorti de la seringue,seringue encore pleine,seringue toujours pleine,seringue est restee pleine,seringue restee pleine,la seringue reste pleine',
      it: 'non usciva niente,siringa ancora piena,siringa e rimasta piena,siringa rimasta piena,siringa resta piena',
      pt: 'nada saiu da seringa,seringa ficou cheia,seringa continua cheia,seringa ainda cheia,seringa permaneceu cheia',
      es: 'no salio nada,nada salio,no salio nada de la jeringa,jeringa quedo llena,jeringa sigue llena,jeringa todavia llena,jeringa aun llena,jeringa se quedo llena',
      vi: 'ống tiêm còn nguyên,ống tiêm vẫn đầy,ống tiêm vẫn còn đầy,ống tiêm vẫn còn nguyên,xi lanh còn nguyên,xi lanh vẫn đầy,bơm tiêm còn nguyên,bơm tiêm vẫn đầy,không chảy được giọt nào,chẳng chảy giọt nào',
      id: 'spuit masih penuh,spuit tetap penuh,suntikan masih penuh,suntikan tetap penuh',
      tl: 'walang lumabas,puno pa rin ang syringe,puno pa ang syringe,syringe puno pa rin,puno pa rin ang hiringgilya',
      th: 'กระบอกฉีดยายังเต็ม,ไซริงค์ยังเต็ม,ไซรินจ์ยังเต็ม,ยังเต็มกระบอก',
      ko: '하나도 안 나옴,하나도 안 나와,전혀 안 나옴,전혀 안 나와,아무것도 안 나옴,아무것도 안 나와,한 방울도 안 나옴,한 방울도 안 나와,주사기가 그대로 가득,주사기에 그대로 남,주사기 그대로 가득',
      ja: '全然落ちない,まったく落ちない,シリンジが満タンのまま,シリンジは満タンのまま,シリンジに全部残,満タンのまま残',
      zh: '完全流不出,完全流唔出,完全流不出来,完全流唔出嚟,一滴都流不出,一滴都流唔出嚟,一滴都没流,一滴都沒流,一滴都沒有流,完全沒流出,完全没流出来,一滴都没有流,针筒仲系满,针筒还是满的,注射器还是满的,注射器仍然是满的,针筒仍然满,注射器里全部留着',
    },
  },
  { id: 'no_flow', levels: '4', kind: 'drink', names: { ja: JA_NOTHING_CAME_OUT } },
  {
    id: 'fork_pressure_squash', levels: '5 6',
    names: {
      en: 'fork mashes easily,fork mashes it easily,fork mashes it,mashes easily under the fork,squash under fork,squashes under fork,squashed under fork,squashes under fork pressure,squash under the fork,squashes under the fork,squashes under a fork,squash under a fork,squash it flat,squash them flat,squash it with the fork,squash it with a fork,squash them with a fork,mash it with the fork,mash it with a fork,mash them with a fork,mashes with the fork,mashes with a fork,mashes with fork,mashes ok with the fork,mashes ok with a fork,mashes fine with the fork,mashes easily with the fork,mashes easily with a fork,mashes up with the fork,mashes up with a fork',
    },
  },
  {
    id: 'cut_side_fork', levels: '6 5:.5',
    names: {
      en: 'cut w side of fork,cut w/ side of fork,cut w the side of the fork,cut w the side of a fork,cut with side of a fork,cut with the side of fork,side of fork cuts it,side of the fork cuts it,side of a fork cuts it,fork side cuts it,side of fork cuts them,side of the fork cuts them,side of a fork cuts them,side of fork cuts through,side of the fork cuts through,cuts with the side of the fork,cut with side of fork,side of a spoon cuts it,cut it with the side of the fork,cut it with the side of a fork,cut it with side of fork,cut them with the side of the fork,cut them with the side of a fork,cuts it with the side of the fork,cut with the side of the fork,cut it with the side of the spoon,cut it with the side of a spoon,cut it with a spoon',
      // rule TESTED_TENDER: soft enough to be cut with a spoon (IDDSI Level 6: cut or broken with the side of a fork or spoon)
      ja: 'フォークの側面で切れ,フォークの横で切れ,スプーンの側面で切れ,スプーンで切れる,スプーンで切れるくらい,スプーンで切れるほど,スプーンで簡単に切れる,スプーンでも切れる',
      zh: '叉子侧面可以切开,叉子侧面切得开,叉子侧面能切开,叉子侧面就能切开,用叉子侧面切开,用叉子侧面可以切开,用叉子的侧面切开,叉子的侧面可以切开,叉子侧边可以切开,叉子侧边切得开,用叉边切得开,叉边可以切开,用叉側切得開,叉邊切得開,叉侧边切得开,叉侧边可以切开,叉侧可以切开,叉侧切得开,用叉侧边一切就开,叉边都切得开,叉边都可以切开,叉边也能切开,叉子边都切得开,匙羹边都切得开,匙羹都切得开',
      ko: '포크 옆면으로 잘려,포크 옆면으로 잘리,숟가락으로 잘릴,숟가락으로 잘려,숟가락으로 잘리는,숟가락으로도 잘리,숟가락으로 자를 수 있',
      th: 'ใช้ขอบส้อมตัดได้,ขอบส้อมตัดขาด,ใช้ด้านข้างส้อมตัดได้,ด้านข้างส้อมตัดได้',
      tl: 'nahihiwa sa gilid ng tinidor,nahahati sa gilid ng tinidor,nahahati gamit ang gilid ng tinidor,nahihiwa gamit ang gilid ng tinidor',
      ar: 'يقطع بحافة الشوكة,تقطع بحافة الشوكة',
      hi: 'कांटे के किनारे से कट',
    },
  },
];

// ------------------------------------------------------------------ preparation and texture words

export const TEXTURES: LevelRow[] = [
  {
    id: 'pureed', levels: '4', kind: 'food',
    names: {
      de: 'puriert,pürierte,püriertes,püree,brei',
      it: 'omogeneizzato,purea,passato',
      pt: 'batido no liquidificador,pastoso,em pure',
      ru: 'пюре,протёрт*,протерт*',
      ar: 'مهروس ناعم,بيوريه,مهروسة ناعمة',
      hi: 'प्यूरी,पिसा हुआ,पीसकर,पीस कर,पिसी हुई',
      en: 'puree*,pureed,smooth puree,mousse,whipped smooth,pate,paste,pasty,baby food consistency,pulverised,pulverized',
      zh: '糊,糊状,打成糊,搅成糊,磨成糊,泥,蓉,茸,打烂,打成泥,打成蓉,搅成泥,磨烂,磨成泥,搅烂',
      ja: 'ペースト,ピューレ,ピュレ,ムース状,ペースト状',
      tl: 'pinure,ginawang puree,purey,dinurog nang pino hanggang makinis',
      id: 'dihaluskan,lumat,dilumatkan,puree,bubur halus',
      vi: 'xay nhuyễn,nghiền nhuyễn,nhuyễn,xay mịn,dạng sệt',
      th: 'ปั่นละเอียด,บดละเอียด,ปั่นให้ละเอียด,บดให้ละเอียด',
      es: '^pure,=puré,triturad*,pasado por batidora,pasada por batidora,pasado por el chino,pasados por el chino,pasadas por el chino,hecho pure,papilla,pasada por el chino,pasadas por batidora,pasado por batidora',
      fr: 'puree,mixe,mixee,mixes,mixees,mouline fin,mixe lisse,mixee lisse,mixes lisses,en puree,reduit en puree',
      ko: '퓨레,퓌레,곱게 간,갈아서,갈은,갈아,곱게 갈,간 것',
    },
  },
  {
    id: 'blended', levels: '4 3:.9',
    names: {
      de: 'gemixt,mixiert,im mixer',
      it: 'frullato nel mixer,tritato nel frullatore',
      ru: 'блендер*,измельчённ* в блендере',
      ar: 'مخلوط,مخلوطة,في الخلاط',
      hi: 'मिक्सी में पीसकर,मिक्सी में,ब्लेंड',
      en: 'blended,blend*,blitzed,blitz,whizzed,in a blender,food processor,processed until smooth,liquidised in a blender',
      // 搅碎 ("stirred to bits", 碎 = in bits) is a mincing word, in the minced row
      zh: '搅拌,打碎后,搅拌机,打成浆,用搅拌机打,攪拌機打,打匀,打过,打滑咗,打到滑,打到好滑,打至顺滑,搅到滑,打得很细,打得好细,打到好细,打得很滑,打得好滑,打得很细很滑,打得细滑,打到细滑',
      ja: 'ミキサー,ミキサーにかけた,ミキサーにかける,ミキサーにかけて,ミキサーにかけ,ブレンダー,撹拌',
      tl: 'binlender,blinender,giniling sa blender,blender',
      // Malay, read with Indonesian (issue 14: the core vocabulary in every language)
      id: 'diblender,blender,dijus,dikisar halus,dikisar sampai licin,dikisar hingga licin,kisar halus,dikisar,dikisar licin,kisar licin',
      vi: 'xay,xay nhuyễn mịn,máy xay',
      th: 'ปั่น,เครื่องปั่น',
      // "le licué la comida": the verb said of a meal (3 as a drink, 4 as a food: the spoon tilt settles it)
      es: 'batido en batidora,licuadora,batidora,licuado en,licue,licuo,licuamos,licuaron,licuar,licuarle,licuarla,licuarlo',
      fr: 'mixer,blender',
      ko: '믹서,블렌더',
    },
  },
  {
    // a blender run until liquid: a liquidised food (Level 3) or, as often, a thicker purée (Level 4);
    // a word of preparation, not a stated level ("licuado de plátano" is a smoothie)
    id: 'liquidised_word', levels: '3 4:.7',
    names: { es: 'licuado,licuada,licuados,licuadas' },
  },
  {
    // negated ('not sieved', 'sem peneirar'): the skins stay in (rule UNSIEVED_KEEPS_SKINS), the purée is as smooth
    id: 'sieved', levels: '4 3:.7', neg: '4 3:.7', drinkNeutral: true,
    names: {
      // inflected and fuller forms of the sieve ("passés au tamis fin", "durch ein feines Sieb"): the sieve takes out skins and fibres
      de: 'passiert,durch ein sieb,durch ein feines sieb,durchs sieb,durch das sieb,durch ein haarsieb,durch ein feinmaschiges sieb',
      it: 'setacciato,passato al setaccio,setacciati,setacciate,passati al setaccio,passata al setaccio,passate al setaccio',
      pt: 'peneirado,coado,peneiradas,passado na peneira,passados na peneira,passada na peneira,passadas na peneira',
      ru: 'процежен*,протёрт* через сито',
      ar: 'مصفاة,مصفى,مصفّاة',
      // the feminine and plural participles and the split converb ("दाल पीस कर छानी हुई")
      hi: 'छाना,छानकर,छाना हुआ,छानी हुई,छाने हुए,छान कर,छान ली,छान लिया,छलनी से छान',
      en: 'sieved,strained,passed through a sieve,through a sieve,sieve,strain*,chinois,through a chinois,thru a chinois,thru a sieve,passed thru a sieve,fine mesh',
      zh: '过筛,隔渣,滤渣,过滤,筛过,隔一次渣,再隔渣,再隔一次渣,隔两次渣,过一次筛,再过筛,隔晒渣,隔走渣,去渣,走渣,滤走渣,隔去渣,隔埋渣,隔咗渣,隔埋啲渣,隔走,隔走皮,隔埋皮,隔咗皮,隔走啲皮,隔埋啲皮,隔去皮,过筛去皮,滤走皮,滤掉,滤干净,濾掉,濾走',
      ja: 'こした,漉した,濾した,濾して,漉して,こし,裏ごし,裏漉し,裏ごしした,裏ごし済み,裏漉しした',
      id: 'disaring,saring',
      vi: 'lọc qua rây,rây,lọc bỏ hạt,lọc bỏ hết hạt,lọc hết hạt,lọc bỏ bã,lọc bã,lọc kỹ,lọc bỏ xơ,lọc bỏ xác,lọc xác,lọc sạch xác',
      // "กรองกากออก" strains the pulp OUT: the ออก is the straining's, not a removal of the sieving
      th: 'กรอง,กรองแล้ว,กรองกาก,กรองกากออก,กรองเอากากออก,กรองกากทิ้ง,กรองเอากากทิ้ง,กรองเศษออก',
      es: 'colado,colada,colados,coladas,tamizado,tamizada,pasado por el chino,pasado por colador,pasada por el chino,pasadas por el chino,pasados por el chino,pasada por colador,pasados por colador,pasadas por colador,por colador,por el colador,por un colador,colador fino',
      fr: 'tamise,passe au chinois,tamises,tamisees,passes au chinois,passee au chinois,passees au chinois,passes au tamis,passee au tamis,passees au tamis,au tamis fin,au tamis',
      tl: 'sinala,sinalang,salain,sinala sa salaan',
    },
  },
  {
    // "很滑" (very smooth, slippery) says a purée or a soft custard (Levels 4-5), not which: beside a passed
    // spoon tilt it is the smooth form of rule SPOON_TILT_SMOOTH_PUREE (spoon-tilt.ts); alone the food decides
    id: 'slick', levels: '4 5', conf: 0.8, drinkNeutral: true,
    names: {
      zh: '很滑,好滑,非常滑,十分滑,几滑,幾滑,滑滑',
    },
  },
  {
    // a food said not to be smooth has lumps in it: it fails Level 4 (foods lean to the higher level)
    id: 'smooth', levels: '4 3:.8', conf: 0.9, drinkNeutral: true, neg: '5 6:.7 7:.7', negKind: 'food',
    names: {
      de: 'glatt,cremig,homogen',
      it: 'liscio,liscia,omogeneo,cremoso',
      pt: 'liso,lisa,homogeneo,cremoso',
      ru: 'однородн*,гладк*',
      ar: 'ناعم,ناعمة',
      hi: 'चिकनी,चिकना,एकदम चिकनी',
      en: 'smooth,silky,velvety,homogeneous,uniform texture,even texture,creamy',
      zh: '幼滑,顺滑,滑溜,均匀,细滑,滑身,绵滑,幼细,嫩滑,滑嫩,丝滑,细腻,細膩',
      ja: 'なめらか,滑らか,なめらかな,均一',
      tl: 'makinis,malambot at makinis,walang buo,walang buo buo',
      id: 'halus,lembut halus,homogen,sampai lembut,hingga lembut,sampai halus,hingga halus,sangat halus,sampai licin,hingga licin',
      vi: 'mịn,mịn màng,đồng nhất',
      th: 'เนียน,เนียนละเอียด,เนื้อเนียน',
      es: 'suave y homogeneo,homogeneo,homogenea,textura lisa,cremoso,cremosa',
      fr: 'lisse,homogene,onctueux,onctueuse',
      ko: '부드럽고 매끄러운,매끄러운',
    },
  },
  {
    // small lumps left in a purée make it Level 5 at most; bigger pieces are another matter (chunks below);
    // pulp in a thin juice is bits in it: a mixed consistency (rule MIXED_CONSISTENCY via PIECES_WORDS)
    id: 'lumps', levels: '5 6:.7 7:.7', kind: 'food', neg: '4 3:.8', negKind: 'food', drinkNeutral: true,
    names: {
      de: 'klumpen,klümpchen,mit fruchtfleisch',
      it: 'grumi,con polpa,con la polpa',
      pt: 'grumos,com polpa,com gomos',
      ru: 'комк*,комочк*,грудк*,грудочк*',
      ar: 'كتل,تكتلات',
      hi: 'गांठ,गांठें,गुठली',
      en: 'lumps,lumpy,lump,bits,grainy,particles,small soft lumps,soft lumps,small lumps,with pulp,w pulp,with the pulp,pulpy,extra pulp,some pulp,lots of pulp,bits of pulp,juicy bits,high pulp',
      zh: '粒,颗粒,渣,碎粒,有粒,粒粒,果粒,果肉,有果肉,带果肉,果肉多,含果肉',
      // "つぶしきれない": could not mash it all, lumps are left (rule FAILED_PREPARATION_KEEPS); the negation is the phrase's own
      ja: '粒,つぶ,ダマ,粒が残,果肉,果肉入り,果肉たっぷり,果粒,つぶしきれない,つぶしきれず,つぶしきれなかった,つぶしきれません,つぶしきれていない,つぶしきれてない,潰しきれない,潰しきれず,潰しきれなかった,潰しきれません,潰しきれていない,潰しきれてない,つぶし切れない,つぶし切れず,つぶし切れなかった,つぶし切れません,つぶし切れていない,つぶし切れてない,潰し切れない,潰し切れず,潰し切れなかった,潰し切れません,潰し切れていない,潰し切れてない,すりつぶしきれない,すりつぶしきれず,すりつぶしきれなかった,すりつぶしきれません,すりつぶしきれていない,すりつぶしきれてない,裏ごししきれない,裏ごししきれず,裏ごししきれなかった,裏ごししきれません,裏ごししきれていない,裏ごししきれてない',
      tl: 'bukol,butil,may sapal',
      // Malay, read with Indonesian (issue 14: the core vocabulary in every language)
      id: 'gumpalan,bergumpal,butiran,gumpal,dengan bulir,bulir jeruk,ada bulirnya,berbulir,serpihan,serpihan kecil,masih ada serpihan,masih ada potongan kecil,masih ada butiran,ketulan,berketul,ketul',
      vi: 'vón cục,lợn cợn,hạt,có tép,tép cam,có vụn,còn vụn,còn tép,nhiều tép',
      th: 'กาก,เป็นเม็ด,เม็ด,ยังมีเศษ,มีเศษเล็กๆ,ยังมีชิ้นเล็กๆ',
      es: 'grumos,grumo,grumoso,con pulpa,pulposo',
      fr: 'grumeaux,grumeleux,avec pulpe,avec de la pulpe,pulpeux',
      ko: '덩어리,알갱이,과육이 씹히는,과육 있는,과육이 있는',
    },
  },
  {
    // rule LUMPS_NOT_PUREE: "bits of" a named food ("bits of pasta sheet", "des bouts de pâtes") are pieces of
    // unknown size, as "pieces of" are; "bits of pulp" stays a lump (the longer form)
    id: 'chunks', levels: '6 7', kind: 'food', neg: '4 3:.8', negKind: 'food', drinkNeutral: true,
    // rule SKINS_OR_WHOLE_SEEN_KEEP: pieces said still whole after a mashing, blending or sieving are pieces it missed;
    // "still intact" only after a piece, pea, bean or grain word: a purée "still intact on the plate" held its shape
    names: {
      en: 'chunks,chunky,pieces,fruit pieces,pieces of,bits of,bits of fruit,bits of meat,cubes,wedges,rings,still whole,half whole,some whole,a few whole,pieces still intact,peas still intact,beans still intact,grains still intact,rice grains still intact,lentils still intact,kernels still intact,chunks still intact',
      zh: '块状,大粒,一块块,肉粒,鸡粒,牛肉粒,粗粒,肉片,肉块,鸡块,大块,有块,还有整粒,還有整粒,仲有原粒,仲有成粒,还有原粒,还是整粒,還是整粒,仍是整粒,还有半粒',
      ja: '^塊,かたまり,具入り,具材,具が入,まだ丸ごと,丸ごと残って,原形が残って',
      tl: 'buo buo,buo-buo,piraso piraso,hiwa ng,piraso ng,mga piraso,mga hiwa',
      id: 'potongan kasar,dengan potongan,berisi potongan,potongan daging,potongan ayam,masih utuh,ada yang utuh,masih ada yang utuh',
      vi: 'cục,miếng thịt,có miếng,từng miếng,vẫn còn nguyên,còn nguyên vẹn,vẫn nguyên hạt',
      th: 'ก้อน,เป็นก้อน,ยังเป็นเม็ด,ยังทั้งเม็ด,เม็ดทั้งเม็ด',
      es: 'trozos,tropezones,pedazos,todavia enteros,todavia enteras,aun enteros,aun enteras,medio enteros,medio enteras,quedan enteros,quedan enteras',
      fr: 'morceaux,bouts de,des bouts,encore entiers,encore entieres,a moitie entiers,a moitie entieres,restes entiers,restees entieres',
      ko: '건더기,통째로 남,알갱이가 그대로,형태가 남아,아직 통째',
    },
  },
  {
    id: 'minced', levels: '5', kind: 'food',
    names: {
      de: 'gehackt,fein gehackt,hackfleisch,faschiert',
      it: 'tritato,tritata,macinato',
      pt: 'moido,moida,picado fino,carne moida',
      ru: 'фарш,рублен*,измельчённ*,измельчен*',
      ar: 'مفروم,مفرومة',
      hi: 'कीमा,बारीक कटा',
      en: 'minced,mince,finely minced,finely chopped,very finely chopped,finely diced,ground meat,finely ground,chopped finely,minced up,chopped fine,cut fine,diced fine,chopped up fine',
      zh: '搅碎,搅碎咗,免治,剁碎,切碎,碎粒,碎肉,肉碎,剁烂,剁成肉碎,碎,切到好碎,切得好细,肉末,绞碎,绞肉,剁细,鸡肉末,猪肉末,牛肉末,鱼肉末,鸡肉碎,猪肉碎,牛肉碎',
      ja: 'みじん切り,ミンチ,細かく刻んだ,細かく刻む,細かく刻み,極きざみ,極刻み,細かく切った,そぼろ,ひき肉,挽肉,挽き肉',
      tl: 'giniling,pinong tinadtad,tinadtad nang pino,tinadtad ng pino,tinadtad ko ng pino,tinadtad ko nang pino,tinadtad namin nang pino,dinurog nang pino,dinurog ng pino,dinikdik nang pino,binayo nang pino',
      id: 'dicincang,cincang,cincang halus,dicincang halus,daging giling',
      vi: 'băm,băm nhỏ,băm nhuyễn,xay nhỏ,thái hạt lựu nhỏ',
      th: 'สับ,สับละเอียด,บดหยาบ,หมูสับ,ไก่สับ',
      es: 'picad*,picado fino,molid*,carne picada,finamente picado,picado muy fino,desmenuzado muy fino,desmenuzada muy fina',
      fr: 'hache,hachee,hache fin,hachis,mouline',
      ko: '다진,잘게 다진,곱게 다진,잘게 다짐,다져서,곱게 다짐,다짐',
    },
  },
  {
    // crushed or ground coarsely: hard pieces remain (no hazard is removed; hazards.ts PREPARATION_RULES)
    id: 'coarse', levels: '7 6:.6', kind: 'food',
    names: {
      en: 'coarsely crushed,roughly crushed,crushed coarsely,crushed roughly,coarsely ground,roughly ground,ground coarsely,coarsely pounded,roughly pounded,pounded coarsely,pounded roughly,coarse crumbs,coarse crumb,rough crumbs,to crumbs,into crumbs,to a crumb,fine crumbs,crumbs,coarsely grated,coarse ground,roughly blended,coarsely blended,briefly blended,partly blended,half blended,pulsed briefly,pulsed a few times,roughly mashed,coarsely mashed,roughly chopped in the blender',
      zh: '粗碎,粗磨,磨得粗,磨粗,舂得粗,舂粗,打得粗,压得粗,粗粒,粗粒状,略打,打几下,打到粗粗,粗粗地打,半打碎,大概打碎',
      ja: '粗く砕いた,粗く砕き,粗挽き,粗びき,粗めに砕いた,粗くつぶした,粗く刻んだ,粗めにミキサー,軽くミキサー,ざっくりミキサー,粗めにつぶした',
      tl: 'dinikdik nang magaspang,magaspang na dinikdik,binayo nang magaspang,binlender nang bahagya,dinurog nang magaspang',
      id: 'ditumbuk kasar,tumbuk kasar,digiling kasar,diulek kasar,dicincang kasar,diblender kasar,diblender sebentar,diblender setengah halus,remah kasar,remahan kasar,butiran kasar,jadi remah,menjadi remah,remahan,jadi remah kasar,dihaluskan kasar,dihaluskan jadi remah',
      vi: 'vụn thô,thành vụn,giã dập,giã thô,xay thô,nghiền thô,đập dập,xay sơ,xay sơ sơ,xay sơ qua,xay qua,xay dối,băm sơ,giã sơ,nghiền sơ',
      th: 'ป่นหยาบ,ตำหยาบ,ตำพอแหลก,ปั่นหยาบ,ปั่นหยาบๆ,บดหยาบ,บดหยาบๆ,ปั่นพอแตก',
      es: 'migas gruesas,en migas,hasta hacer migas,migas,machacado grueso,molido grueso,triturado grueso,picado grueso,machacados gruesos,triturado a medias,medio triturado,a medio triturar,triturado por encima,licuado grueso,licuado a medias',
      fr: 'grossierement concasse,grossierement concasses,concasse,concasses,grossierement moulu,grossierement ecrase',
      ko: '굵게 다진,거칠게 빻은,굵게 빻은,굵게 간',
      de: 'grob gemahlen,grob gehackt,grob zerstossen,grob zerkleinert',
      it: 'tritato grossolanamente,macinato grossolanamente,pestato grossolanamente',
      pt: 'moido grosso,triturado grosseiramente,pilado grosso',
    },
  },
  {
    id: 'mashed', levels: '5 4:.7', kind: 'food',
    names: {
      de: 'zerdrückt,gestampft,zerdruckt',
      it: 'schiacciato,schiacciata',
      pt: 'amassado,amassada',
      ru: 'размят*,толчён*',
      ar: 'مهروس,مهروسة',
      hi: 'मसला,मसला हुआ,मैश',
      // a grain cooked until it breaks down ("粥煲到好綿") is mashed by the pot, not blended smooth:
      // Level 5 (4 at .7) until the spoon tilt shows no lumps (IDDSI Level 4: smooth, no lumps)
      en: 'mashed,mash,mashed up,well mashed,fork mashed,crushed,mush,a mush,to a mush,cooked until the grains break down,cooked till the grains break down,grains fully broken down,grains all broken down',
      zh: '压成泥,压烂,压碎,捣碎,捣烂,压成蓉,揼烂,压扁,压成,煲到好绵,煲到绵,煲到绵烂,煮到绵烂,煮到好绵,煲得好绵,煲得几绵,煲得很绵,煲得绵,煲到米都溶,煲到米溶,煮到米都化,煲到溶晒',
      ja: 'つぶした,潰した,つぶし,すりつぶした,すり潰した,マッシュ',
      tl: 'dinurog,minasa,niligis,linigis,dinikdik',
      id: 'ditumbuk,dihancurkan,dilumatkan kasar,diulek,dimasak sampai hancur,dimasak sampai nasinya hancur',
      vi: 'nghiền,tán nhuyễn,nghiền nát,dầm nát,nấu nhừ hạt gạo,ninh nhừ hạt gạo',
      th: 'บด,บี้',
      es: 'machacad*,aplastad*,chafad*',
      fr: 'ecrase,ecrasee,ecrasees',
      ko: '으깬,으깨서',
    },
  },
  {
    id: 'chopped', levels: '6 7', kind: 'food', conf: 0.8,
    names: {
      de: 'geschnitten,gewürfelt,in stücken',
      it: 'tagliato,tagliata,a pezzi,a dadini',
      pt: 'cortado,cortada,em pedacos,em cubos',
      ru: 'нарезан*,кусочками',
      ar: 'مقطع,مقطعة,مكعبات',
      hi: 'कटा,कटा हुआ,टुकड़ों में',
      en: 'chopped,diced,cubed,cut up,cut into pieces,sliced,cut into cubes,in cubes,in chunks,in squares,cut in squares,quartered,cut into quarters,halved,cut in half,cut in halves,cut into,cut to',
      zh: '切粒,切件,切块,切丁,切片,切开',
      ja: '刻んだ,刻んで,きざんで,きざんだ,きざみ,刻み,角切り,角に切,切った,切って,ざく切り',
      tl: 'tinadtad,hiniwa,hiniwa-hiwa',
      id: 'dipotong,potong dadu,diiris',
      vi: 'cắt hạt lựu,hạt lựu,thái hạt lựu,cắt,thái,cắt khúc,thái miếng,cắt miếng',
      th: 'หั่น,หั่นเต๋า,หั่นชิ้น',
      es: 'troceado,troceada,en dados,cortado,cortada,en cubos,en trozos',
      fr: 'en des,coupe,coupee,en morceaux',
      ko: '썬,깍둑',
    },
  },
  {
    // rule FLAKED_UNTESTED: flaking names no size; alone (no test, no level) it is answered at Level 7
    id: 'flaked', levels: '6 5:.8', kind: 'food', conf: 0.85,
    names: {
      en: 'flaked,shredded,flakes,pulled',
      zh: '拆丝,撕成丝,拆成丝,鱼松,拆散,撕碎,拆碎',
      ja: 'ほぐした,ほぐし,ほぐす',
      tl: 'hinimay,ginayat',
      id: 'disuwir,suwir',
      vi: 'xé nhỏ,xé sợi',
      th: 'ฉีก,ฉีกฝอย',
      es: 'desmenuzado,desmenuzada,deshilachado',
      fr: 'effiloche,emiette',
    },
  },
  {
    id: 'bite_sized', levels: '6', kind: 'food',
    names: {
      de: 'mundgerecht,mundgerechte stücke',
      it: 'a pezzetti,piccoli pezzi,bocconcini',
      pt: 'pedacinhos,pedacos pequenos',
      ru: 'маленькими кусочками',
      ar: 'قطع صغيرة',
      hi: 'छोटे टुकड़े',
      en: 'bite sized,bite size,bitesize,bitesized,bite sized pieces,small pieces,small soft pieces,little pieces,small cubes,small dice,pieces no bigger than a thumbnail,small chunks,cut small',
      zh: '一口大小,一口量,小块,细块,小粒,切细块,切成小块,小件,一啖大小,一口咁大,一啖,剪成小段,剪碎,剪短,切成小段,切短,剪成小块,切成小段',
      ja: '一口大,一口サイズ,小さく切った,小さめに切った,小さく刻んだ,食べやすい大きさ',
      tl: 'isang kagat,kasya sa isang kagat,maliliit na piraso,maliit na piraso,pirasong maliit',
      id: 'seukuran gigitan,sekali suap,potongan kecil,potong kecil,potong kecil kecil,dipotong kecil',
      vi: 'miếng nhỏ,cắt nhỏ,thái nhỏ,vừa ăn,miếng vừa ăn,cắt miếng vừa ăn,miếng bé,cắt bé,thái bé,cắt miếng bé',
      th: 'ชิ้นเล็ก,หั่นชิ้นเล็ก,ชิ้นพอดีคำ,พอดีคำ,หั่นเล็ก',
      es: 'trozos pequenos,trocitos,en trocitos,tamano bocado,trozos del tamano de un bocado,dados pequenos',
      fr: 'petits morceaux,bouchees,en bouchees,petits des',
      ko: '한입 크기,작게 썬,작은 조각',
    },
  },
  {
    id: 'soft', levels: '6 5:.8', kind: 'food', conf: 0.8,
    names: {
      de: 'weich,weiche,weicher,weiches,weichen,zart,zarte,zarter,zartes,zarten,weich gekocht,weichgekocht*,matschig,matschige,matschigen,zerkocht,verkocht',
      it: 'morbido,morbida,tenero,tenera,ben cotto,sfatto,sfatta,sfatti,sfatte,spappolato,spappolata',
      pt: 'macio,macia,mole,bem cozido,bem cozida,desmanchado,desmanchada,desmanchados,desmanchadas,desmanchando',
      ru: 'мягк*,разварен*',
      ar: 'طري,طرية,لين',
      hi: 'नरम,मुलायम,गला हुआ,गली हुई,गले हुए',
      en: 'soft,very soft,mushy,fully soft,tender,well cooked,cooked until soft,cooked until tender,falls apart,soft cooked,slow cooked until tender,stewed until soft,flakes easily,melt in the mouth,fork tender,stewed till soft,stewed till very soft,stewed until very soft,soggy,all mushy,all soggy,gone mushy,gone soggy',
      zh: '软,腍,好腍,烂糊,爛糊,好淋,煮到好淋,煮到淋,蒸到好淋,蒸到淋,炆到好淋,炆到淋,够淋,夠淋,软烂,煮得很烂,煮得好烂,煮到好烂,煮得软烂,煮到烂,炆到腍,煮到软,煮腍,煮烂,软身,松软,软嫩,焖烂,炖烂,炖软,软熟,炖得很烂,炖得好烂,炖到烂,炖得烂,炖得软烂,炆得好腍,炆到好腍,炖到很烂,煮到很烂,焖到很烂,炖到好烂,煮到好烂,炖至软烂,煮至软烂,焖至软烂,很嫩,好嫩,够嫩,非常嫩,十分嫩,炆到好腍,炆到腍晒,煮软,蒸软,煮軟,蒸軟,烂糊糊,烂烂的,糊烂,稀烂,烂晒,煮到烂晒,煮到稀烂',
      ja: 'やわらか,柔らか,軟らか,やわらかい,柔らかい,やわらかく煮た,柔らかく煮た,やわらかく煮て,柔らかく煮て,やわらかく煮ました,柔らかく煮ました,煮込んだ,とろとろ,ぐちゃぐちゃ,くたくた,くたくたに煮た,くたくたに煮て,煮崩れた',
      tl: 'malambot,pinalambot,lutong malambot,malabsak',
      id: 'lembek,lunak,lembut,empuk,direbus lunak,dimasak lunak,dimasak hingga empuk,benyek,lembek sekali,sangat lembek',
      vi: 'mềm,hầm mềm,nấu mềm,mềm nhừ,nhừ,ninh nhừ,nhão,nhũn',
      th: 'นุ่ม,นิ่ม,เปื่อย,ต้มจนนุ่ม,ตุ๋นจนนุ่ม,นุ่มมาก,เละๆ,เละมาก',
      // diminutives carers write ("blanditos", "tiernita") say the same softness
      es: 'blando,blanda,blandos,blandas,blandito,blandita,blanditos,blanditas,tierno,tierna,tiernos,tiernas,tiernito,tiernita,tiernitos,tiernitas,suave,suaves,suavecito,suavecita,suavecitos,suavecitas,bien cocido,bien cocida,muy tierno,se deshace,blandengue,deshecho,deshecha,deshechos,deshechas',
      fr: 'tendre,tendres,fondant,fondante,fondants,bien cuit,bien cuits,bien cuite,mou,moelleux,en bouillie',
      ko: '부드러운,부드럽게,무른,연한,흐물흐물',
    },
  },
  {
    id: 'soaked', levels: '6 5:.8', kind: 'food', conf: 0.8,
    names: {
      en: 'soaked,soaked in,soaked until soft,soaked till soft,soaked through,pre gelled,pregelled,gelled',
      zh: '浸软,泡软,浸透,泡透,泡牛奶后,泡完牛奶,泡过牛奶,浸牛奶后,泡奶后,泡水后,泡汤后',
      ja: '浸して,ひたして,ふやかして,ふやかした,ゼリー化',
      id: 'direndam',
      vi: 'ngâm mềm,ngâm cho mềm,ngâm đến khi mềm,ngâm đến mềm',
      th: 'แช่จนนิ่ม,แช่ให้นิ่ม',
      es: 'empapado,remojado,remojada,remojados,remojadas,la remoje,lo remoje,los remoje,las remoje,remojamos,gelificado',
      fr: 'trempe,imbibe,gelifie',
      tl: 'ibinabad,binabad,ibinabad sa,babad',
    },
  },
  {
    id: 'moist', levels: '5 6:.8 4:.5', kind: 'food', conf: 0.8,
    names: {
      de: 'feucht,saftig',
      it: 'umido,umida',
      pt: 'umido,umida,bem umida',
      ru: 'влажн*',
      ar: 'رطب,رطبة',
      hi: 'नम',
      en: 'moist,moistened,with thick gravy,in thick gravy,in thick sauce,with thick sauce,thick gravy,thick sauce,bound with sauce,mixed with sauce,cohesive,no separate thin liquid,no thin liquid,mixed with white sauce,mixed with cheese sauce,mixed with gravy,mixed with a sauce,mixed into the sauce,stirred into the sauce,stirred through the sauce',
      // the reduplicated colloquial "濕濕地" (moist-ish)
      zh: '湿润,湿软,加汁,加汁湿润,拌汁,拌埋汁,拌酱,有汁,湿身,汁多,浓汁,杰汁,湿湿地,湿湿哋,湿湿的,湿湿',
      ja: 'しっとり,水分を含んだ,あんかけ,あんでまとめた,とろみあんをかけた,とろみあんで和えた,とろみあん,あんで和えた,あんをかけた,あんをかけて,あんでとろみ,あんでとろみをつけ',
      tl: 'basa,may sarsa,malapot na sarsa,binasa ng sarsa,binasa sa sarsa,binasa ng gravy,hinaluan ng sarsa,hinalo sa sarsa',
      id: 'lembap,lembab,berkuah kental,kuah kental,dengan kuah kental,dengan saus kental,saus kental',
      vi: 'ẩm,có nước sốt sệt,trộn sốt,ướt',
      th: 'ชุ่มชื้น,ชุ่มน้ำ,ราดซอสข้น,คลุกซอส',
      es: 'humed*,con salsa espesa,jugoso,ligado con salsa,no suelta liquido,no se separa el liquido,mezclado con salsa,mezclada con salsa,mezclado con bechamel,mezclada con bechamel',
      fr: 'humide,lie avec une sauce,nappe de sauce,le liquide ne se separe pas',
      ko: '촉촉한,촉촉하게,촉촉함,물이 분리되지 않,국물이 분리되지 않',
    },
  },
  {
    id: 'thickened', levels: '1 2:.9 3:.7 4:.4', kind: 'drink', neg: '0', negKind: 'drink', conf: 0.7,
    names: {
      de: 'angedickt,eingedickt,angedickte,angedicktes,angedickter,andickungsmittel,mit andickungsmittel,verdickt',
      it: 'addensato,addensata,addensati,addensante,con addensante',
      pt: 'espessado,espessada,engrossado,engrossada,espessante,com espessante',
      ru: 'загущенн*,загуститель,с загустителем',
      ar: 'مكثف,مكثفة,مُكثف,مثخن,مثخنة,مكثّف',
      hi: 'गाढ़ा किया,गाढ़ा किया हुआ,थिकनर,गाढ़ा,गाढ़ा करने वाला पाउडर,गाढ़ा करने का पाउडर',
      en: 'thickened,thicken*,thickener,thickening agent,thickening powder,thick it,thick-it,thickenup,thicken up,resource thickenup,simply thick,nutilis,with thickener,xanthan,gum thickener',
      zh: '凝固粉,加凝固粉,增稠剂,增稠粉,加增稠,增稠,快凝宝,吞咽素,凝固剂,加稠,调稠,食物增稠,稠化,稠身粉,凝固',
      ja: 'とろみ,とろみ剤,とろみ調整食品,とろみをつけた,とろみをつける,とろみ付き,とろみつき,増粘剤,増粘した,増粘して,トロミ,とろみをつけて,とろみを付けて',
      tl: 'pampalapot,pinalapot,nilagyan ng pampalapot,may pampalapot',
      id: 'pengental,dikentalkan,dikentalin,dikentelin,ditambah pengental,thickener',
      vi: 'chất làm đặc,bột làm đặc,làm đặc,làm sệt,có chất làm đặc',
      th: 'ผงเพิ่มความข้น,ผงเพิ่มความหนืด,สารเพิ่มความข้น,เพิ่มความข้น,ทำให้ข้น,ผงข้น,ผสมผงข้น',
      es: 'espesante,con espesante,espesad*,espesar,espesamos',
      fr: 'epaissi,epaissie,epaississant,gelifiant',
      ko: '점도 증진제,점도증진제,증점제,연하보조제,토로미',
    },
  },
  {
    // hedged thickness ("a bit thick"): the thinnest thickened reading, never more than mildly thick
    id: 'bit_thick', levels: '1 2:.7', food: '4 5:.8 3:.6', kind: 'drink', conf: 0.6,
    names: {
      en: 'a bit thick,bit thick,a little thick,a little thicker,a bit thicker,somewhat thick,a touch thick,just a bit thick,kinda thick,kind of thick,sort of thick,sorta thick',
      zh: '有啲杰,有点杰,少少杰,有点稠,有点浓稠,稍稠,微稠,略稠,少少稠,稠少少,稠咗少少,稠咗啲,有少少稠,有啲稠,微微稠,稍微稠,稍为稠,稠了一点,稠了一些,稍微浓稠,杰咗少少,杰少少,稍微杰',
      ja: '少しとろみ,少しとろみのある,ちょっととろみ,軽いとろみ,少しとろっと,ちょっととろっと,ややとろっと,少しトロッと,ちょっとトロッと,少しとろとろ,ちょっととろとろ,少しどろっと',
      tl: 'medyo malapot,bahagyang malapot',
      vi: 'hơi sánh,hơi đặc',
      es: 'un poco espeso,un poco espesa,algo espeso,algo espesa',
      fr: 'un peu epais,un peu epaisse,plutot epais,plutot epaisse',
      ko: '약간 걸쭉,조금 걸쭉',
    },
  },
  {
    // a drink that coats the spoon (掛勺, スプーンにからむ) is thicker than water, at least mildly
    // a drink like syrup (nectar is a simile row: POUR_SIMILE), a "thick" product by its name in quotes, one bought
    // from the pharmacy, one called espesito: at least mildly thick (rule THICK_AT_LEAST_MILDLY); "pre-thickened"
    // stays in the thickened row (it says the drink was thickened: ROLE_LABEL, THINNED_SINCE_STATED)
    id: 'mildly_thick_cue', levels: '2 3:.8', food: '4 5 3:.6', kind: 'drink', conf: 0.6,
    names: {
      en: 'like syrup,syrupy,syrup like,like a syrup,from pharmacy,from the pharmacy,from the chemist,coats the spoon,coats a spoon,coating the spoon,coats the back of the spoon,coats the back of a spoon,leaves a coating on the spoon',
      zh: '像糖浆,似糖浆,糖浆一样,像糖漿,似糖漿,糖漿咁,药房买的,藥房買的,挂勺,掛勺,会挂勺,會掛勺,挂在勺子上,掛住匙羹',
      ja: 'シロップ状,シロップみたい,シロップのよう,シロップくらい,薬局で買った,薬局の,とろみ付き飲料,スプーンにからむ,スプーンに絡む,スプーンにからまる,スプーンに薄く残る',
      tl: 'parang syrup,parang sirup,parang arnibal,galing botika,mula sa botika,sa botika binili,bumabalot sa kutsara,kumakapit sa kutsara',
      id: 'seperti sirup,kayak sirup,kaya sirup,dari apotek,beli di apotek',
      vi: 'như siro,giống siro,sánh như siro,mua ở nhà thuốc,mua ở hiệu thuốc,bám thìa,bám muỗng,phủ mặt thìa',
      th: 'เหมือนน้ำเชื่อม,แบบน้ำเชื่อม,จากร้านขายยา,ซื้อจากร้านขายยา,เคลือบช้อน',
      es: 'espesito,espesita,espesitos,espesitas,como jarabe,como almibar,tipo jarabe,de la farmacia,de farmacia,cubre la cuchara,napa la cuchara,recubre la cuchara',
      fr: 'comme un sirop,sirupeux,de la pharmacie,nappe la cuillere',
      ko: '시럽처럼,시럽 같은,약국에서 산',
      de: 'wie sirup,sirupartig,aus der apotheke',
      it: 'come sciroppo,sciropposo,dalla farmacia',
      pt: 'como xarope,da farmacia',
    },
  },
  {
    // a thin coat left on the spoon: a juice with pulp or milk leaves one too, so Level 0 stays in reach
    id: 'coats_spoon_thinly', levels: '1 2:.7 0:.6', kind: 'drink', conf: 0.6,
    names: {
      id: 'ninggalin lapisan di sendok,meninggalkan lapisan di sendok,melapisi sendok,nempel tipis di sendok',
    },
  },
  {
    // "thicker than usual", "濃いめ", "稠一点" compare with the drink's usual thickness and
    // name no level; alone the thinnest thickened reading (as bit_thick), beside "thickened" rule
    // THICKER_THAN_USUAL; a food reading stays that of "thick"
    id: 'thicker_than_usual', levels: '1 2:.7', food: '4 5 3:.6', kind: 'drink', conf: 0.6,
    names: {
      en: 'thicker than usual,thicker than normal,a bit thicker than usual,a bit thicker than normal,bit thicker than usual,bit thicker than normal,a little thicker than usual,a little thicker than normal,slightly thicker than usual,slightly thicker than normal,made it thicker,made it a bit thicker,a bit thicker today,thicker today',
      zh: '稠一点,稠一點,稠一啲,稠啲,稠多少少,濃啲,浓啲,濃一點,浓一点,杰啲,杰多少少,再稠一点,再稠一點,更稠',
      ja: '濃いめ,とろみは濃いめ,ちょっと濃いめ,少し濃いめ,やや濃いめ,ちょっと濃い,少し濃い,やや濃い,ちょっと濃く,少し濃く,やや濃く,濃くした,濃くしました',
      tl: 'mas malapot,medyo mas malapot,mas malapot kaysa dati,mas malapot kaysa karaniwan',
      id: 'lebih kental,agak lebih kental,sedikit lebih kental,lebih kental dari biasanya,lebih kental dari biasa',
      vi: 'đặc hơn,hơi đặc hơn,sệt hơn,hơi sệt hơn,đặc hơn bình thường,đặc hơn mọi khi,sánh hơn',
      th: 'ข้นขึ้น,ข้นขึ้นนิดหน่อย,ข้นกว่าปกติ,ข้นกว่าเดิม',
      es: 'mas espes*,un poco mas espes*,algo mas espes*,mas espesito,mas espesita,mas denso,mas densa',
      fr: 'plus epais,plus epaisse,un peu plus epais,un peu plus epaisse',
      ko: '더 걸쭉,조금 더 걸쭉,평소보다 걸쭉',
      de: 'dicker als sonst,etwas dicker,dicker als gewohnt',
      it: 'piu denso,piu densa,un po piu denso,un po piu densa',
      pt: 'mais espesso,mais espessa,mais grosso,mais grossa',
    },
  },
  {
    id: 'thick', levels: '3 4:.9 2:.8', food: '4 5 3:.6', conf: 0.7,
    names: {
      de: 'dick,dickflüssig',
      it: 'denso,densa',
      pt: 'grosso,grossa,espesso,espessa',
      ru: 'густ*',
      ar: 'سميك,كثيف',
      hi: 'गाढ़ा,गाढ़ी',
      en: 'thick,fairly thick,quite thick,very thick,really thick',
      zh: '稠,浓稠,杰,好杰,杰身,黏稠,稠身,浓杰',
      ja: 'どろっと,どろどろ',
      tl: 'malapot,makapal',
      id: 'kental,agak kental sekali',
      vi: 'đặc,sệt,sánh',
      th: 'ข้น,ข้นหนืด,หนืด',
      es: 'espeso,espesa,espesos,espesas,denso,densa',
      fr: 'epais,epaisse',
      ko: '걸쭉,되직',
    },
  },
  {
    // a soup or a drink served without its solids (bubble tea with every pearl taken out) is the thin
    // liquid left (IDDSI Level 0 unless thickened);
    // the engine also reads it as the mixed consistency removed
    id: 'broth_only', levels: '0', kind: 'drink',
    names: {
      en: 'broth only,liquid only,just the broth,just the liquid,no fillings,without fillings,without the fillings,no solids,solids removed,without the solids,without ingredients,strained of solids,pearls removed,pearls scooped out,pearls taken out,scooped out the pearls,scooped out all the pearls,took out the pearls,took out all the pearls,removed the pearls,removed all the pearls,without the pearls,without pearls,no pearls,no boba,without boba,boba removed,tapioca removed,sago removed,without the sago',
      zh: '去晒珍珠,走珍珠,唔要珍珠,不要珍珠,去掉珍珠,去除珍珠,珍珠捞走,珍珠捞出,捞走珍珠,捞出珍珠,冇珍珠,没有珍珠,无珍珠,走波霸,去掉西米,没有料,冇料,无料,走料,只喝汤,只饮汤,净饮汤,只要汤,淨饮汤,不要料,净汤,冇渣,只给汤水,只俾汤水,只喝汤水,只饮汤水,只要汤水,净系汤水,净係汤水,淨係汤水,只有汤水,只剩汤水,隔走啲料,滤掉了豆子,滤走啲豆,隔走啲豆',
      ja: '汁だけ,汁のみ,具なし,具を除いた,具を取り除いた,具抜き,具無し,具は抜きました,具は抜いた,具は抜いて,具を抜いた,具を抜いて,具は取り除いた,具は取りました,具は全部取った,タピオカを全部取り除いた,タピオカを取り除いた,タピオカを除いた,タピオカ抜き,タピオカなし,タピオカを取り出した,タピオカを全部取り出した',
      tl: 'sabaw lang,sabaw lamang,walang sahog,walang sago,inalis ang sago,tinanggal ang sago,inalis lahat ng sago,tinanggal lahat ng sago,walang pearls',
      id: 'kuahnya saja,kuah saja,tanpa isi,kuahnya aja,tanpa boba,tanpa mutiara,boba dibuang,tanpa sagu mutiara',
      vi: 'chỉ lấy nước,chỉ nước dùng,không có cái,bỏ hết trân châu,bỏ trân châu,không trân châu,không có trân châu,vớt hết trân châu,vớt trân châu ra',
      th: 'น้ำซุปอย่างเดียว,เฉพาะน้ำซุป,ไม่ใส่เครื่อง,ไม่มีเนื้อ,ไม่มีชิ้นเนื้อ,ไม่มีกาก,ไม่มีชิ้น,ไม่ใส่ไข่มุก,ไม่มีไข่มุก,เอาไข่มุกออก,ตักไข่มุกออก',
      es: 'solo el caldo,solo caldo,sin ingredientes,sin solidos,sin perlas,sin las perlas,sin tapioca,quitando las perlas,perlas retiradas',
      fr: 'bouillon seul,seulement le bouillon,sans garniture,sans perles,sans les perles,perles retirees',
      ko: '국물만,건더기 없이,건더기 제거,펄 없이,펄 빼고,타피오카 빼고,밥알 없이,밥알은 빼고,밥알 빼고,밥알은 걸러내고,밥알은 다 걸러내고,밥알을 걸러내고,밥알을 다 걸러내고,밥알은 걸러냈,밥알은 다 걸러냈,밥알을 걸러냈,밥알은 걸러냄,밥알은 다 걸러냄,밥알을 걸러냄,밥알 걸러냄,밥알 다 걸러냄,밥알을 다 걸러냄,건더기는 걸러냄,건더기 걸러냄,건더기는 건져냄,건더기는 걸러내고,건더기를 걸러내고,건더기를 건져내고,건더기는 건져내고,건더기를 다 건져내고,건더기는 다 건져내고,건더기를 건져냈,건더기는 건져냈',
      de: 'nur die bruhe,ohne einlage',
      it: 'solo il brodo,senza pezzi',
      pt: 'so o caldo,apenas o caldo,sem pedacos',
    },
  },
  {
    id: 'thin', levels: '0 1:.5', food: '3 2:.8 1:.5', kind: 'drink', conf: 0.8,
    names: {
      // "like broth" beside a test is a simile of thinness, not the broth ("tumutulo na parang sabaw")
      en: 'thin,watery,runny,like water,water thin,free flowing,fast flowing,like broth,like a broth,runs like milk,thin as milk,thin like milk',
      zh: '稀,稀身,好稀,稀少少,稀稀哋,水咁稀,似水,像水一样,水状,好似汤咁,像汤一样,水多,好多水,太多水,水好多,水太多',
      ja: 'さらさら,サラサラ,水のような,水のよう,水っぽい,水っぽかった,水っぽく,水みたい',
      tl: 'malabnaw,matubig,parang tubig,parang sabaw',
      id: 'encer,cair,seperti air,seperti kuah,kayak kuah',
      vi: 'loãng,lỏng,như nước,như nước canh,như nước dùng',
      th: 'เหลว,เหลวมาก,เหลวไป,ใส,เหมือนน้ำ,เหมือนน้ำซุป',
      // a bare "líquido" is any liquid ("líquido espeso" is thick): only its thin forms read as thin
      es: 'liquido claro,liquidos claros,liquido normal,liquidos normales,liquido sin espesar,muy liquido,muy liquida,quedo liquido,quedo liquida,esta liquido,esta liquida,demasiado liquido,demasiado liquida,bien liquido,bien liquida,liquidito,liquidita,se puso liquido,se puso liquida,aguado,como el agua,fluido,como caldo,como un caldo',
      fr: 'liquide,fluide,comme de l eau,comme l eau',
      // the connective and final forms too ("묽고 덩어리가 있음": rule THIN_WITH_PIECES_SEEN)
      ko: '묽은,물 같은,물처럼,물 같아,물같이,묽고,묽어서,묽어요,묽음,묽다',
    },
  },
  // rule THINNED_SINCE_STATED: the drink has gone thin since it was made or labelled
  {
    id: 'thinned', levels: '0 1:.5', food: '3 2:.8 1:.5', kind: 'drink', conf: 0.8,
    names: {
      // a thickener that did not work left the drink thin
      en: "gone runny,gone thin,gone watery,gone thinner,went runny,went thin,went watery,went thinner,turned runny,turned watery,turned thin,thinned out,became runny,became thin,become runny,become thin,got runny,got thinner,gotten runny,gotten thinner,thickener didnt work,thickener didn't work,thickener did not work,thickener doesnt work,thickener doesn't work,thickener does not work,thickener not working,thickener isnt working,thickener isn't working,didnt thicken,didn't thicken,did not thicken,doesnt thicken,doesn't thicken,does not thicken,wont thicken,won't thicken,will not thicken,never thickened,not thickening",
      zh: '变稀,稀咗,变稀了,变得稀,变得很稀,返稀,凝固粉冇用,凝固粉没用,增稠剂没用,冇稠到,没有变稠,沒有變稠,调不稠,打唔稠',
      ja: '水っぽくなった,ゆるくなった,薄くなった,さらさらになった,とろみが弱くなった,とろみが落ちた,とろみがつかない,とろみがつかなかった,とろみが付かない,とろみが付かなかった',
      tl: 'lumabnaw,naging malabnaw,naging matubig,hindi lumapot,hindi kumapal',
      id: 'jadi encer,menjadi encer,sudah encer,tidak mengental,tidak jadi kental,pengental tidak bekerja,pengental tidak berfungsi',
      vi: 'bị loãng,loãng ra,trở nên loãng,không đặc lại,không sánh lại,bột làm đặc không có tác dụng',
      th: 'เหลวลง,ไม่ข้นขึ้น,ผงเพิ่มความข้นไม่ได้ผล',
      es: 'se aguo,se ha aguado,se puso aguado,se volvio liquido,quedo aguado,no espeso,no se espeso,el espesante no funciono,espesante no funciono',
      fr: "devenu liquide,est devenu liquide,n a pas epaissi,na pas epaissi,l epaississant n a pas marche",
    },
  },
  {
    // a food that pours is Level 3 or thinner; every drink pours: for a drink the word weighs 0-3 alike and its
    // name decides (rule THIN_POUR_THINNEST)
    id: 'pourable', levels: '3:.5 2:.5 1:.5 0:.5', food: '3 2:.6', conf: 0.85,
    names: {
      en: 'pouring,can pour,easy to pour,will pour,to pour,pours,pourable,pours easily,can be poured,flows off the spoon,runs off the spoon,pours off the spoon,cannot be eaten with a fork,can not be eaten with a fork,too runny for a fork,does not hold its shape on a plate',
      // "能倒出来" (can be poured out): the pour of a food that is not Level 4 (rule PUREE_POURS_LEVEL_3)
      zh: '可以倒,倒得出,会流动,流得动,可倒出,能倒出来,能倒出,可以倒出来,倒得出来,倒得出嚟,可以倒出嚟',
      ja: '注げる,流れる,スプーンから流れ落ちる',
      tl: 'naibubuhos,dumadaloy',
      id: 'bisa dituang,mengalir',
      vi: 'rót được,có thể rót',
      th: 'เทได้,ไหลได้',
      es: 'se puede verter,vertible,se vierte',
      fr: 'se verse',
    },
  },
  // pour similes (rule POUR_SIMILE): the IDDSI level the comparison describes, two levels weighed
  // alike so that a drink takes the thinner and the flow test settles it; a simile alone stays below 0.8
  {
    id: 'simile_honey', levels: '3 2', kind: 'drink', conf: 0.7,
    names: {
      en: 'like honey,pours like honey,as thick as honey,thick as honey,the consistency of honey,thick like honey',
      zh: '像蜂蜜,像蜜糖,好似蜜糖,似蜜糖,好像蜂蜜,蜂蜜一样,蜜糖咁',
      ja: 'はちみつのよう,蜂蜜のよう,ハチミツのよう,はちみつくらい,蜂蜜くらい,ハチミツくらい,はちみつ状,ハチミツ状,蜂蜜状,はちみつ状の,ハチミツ状の',
      ko: '꿀처럼,꿀 같은,꿀같이',
      vi: 'như mật ong,sánh như mật ong',
      th: 'เหมือนน้ำผึ้ง,ข้นเหมือนน้ำผึ้ง',
      id: 'seperti madu,kayak madu,sekental madu',
      es: 'como miel,como la miel,espeso como miel',
      fr: 'comme du miel,comme le miel',
      de: 'wie honig,so dick wie honig',
      it: 'come il miele,come miele',
      pt: 'como mel,grosso como mel',
      ru: 'как мёд,как мед',
      ar: 'مثل العسل,كالعسل',
      hi: 'शहद जैसा,शहद जैसी,शहद की तरह',
    },
  },
  {
    id: 'simile_nectar', levels: '2 1:.6', kind: 'drink', conf: 0.7,
    names: {
      en: 'like nectar,as thick as nectar,like a nectar,like fruit nectar',
      zh: '像果汁露,好似果汁露',
      ja: 'ネクターのよう,ネクターくらい',
      ko: '넥타처럼,넥타 같은',
      vi: 'như nước ép đặc',
      th: 'เหมือนน้ำผลไม้เข้มข้น',
      id: 'seperti jus kental,seperti nektar',
      es: 'como nectar,como un nectar',
      fr: 'comme un nectar',
      de: 'wie nektar',
      it: 'come un nettare',
      pt: 'como nectar',
      ru: 'как нектар',
      ar: 'مثل العصير المركز',
      hi: 'नेक्टर जैसा',
    },
  },
  {
    // a smoothie or a cream soup (potage) as the comparison: mildly to moderately thick
    id: 'simile_smoothie', levels: '2 3', kind: 'drink', conf: 0.7,
    names: {
      en: 'like a smoothie,thick like a smoothie,like smoothie,smoothie thick,like cream soup,like a cream soup,like a thin milkshake',
      zh: '像奶昔,好似奶昔,像浓汤,好似忌廉汤,像浓汤一样',
      ja: 'スムージーのよう,スムージーくらい,ポタージュくらい,ポタージュのよう,ポタージュ程度',
      ko: '스무디처럼,스무디 같은,수프처럼,스프처럼',
      vi: 'như sinh tố,sánh như sinh tố',
      th: 'เหมือนสมูทตี้',
      id: 'seperti smoothie',
      es: 'como un batido,como licuado,como una crema',
      fr: 'comme un smoothie,comme un veloute',
      de: 'wie ein smoothie,wie eine cremesuppe',
      it: 'come un frullato,come una vellutata',
      pt: 'como um smoothie,como vitamina,como um creme',
      ru: 'как смузи',
      ar: 'مثل السموذي',
      hi: 'स्मूदी जैसा,स्मूदी जैसी',
    },
  },
  {
    // "you can just about pour it": pours slowly, nearly too thick to pour (Level 3, Level 4 does not pour)
    id: 'just_pourable', levels: '3 4:.6', kind: 'drink', conf: 0.7,
    names: {
      en: 'can just about pour,just about pour,just about pours,barely pours,barely pourable,can barely pour,only just pours,can only just pour,just pourable,hardly pours,can hardly pour',
      zh: '勉强倒得出,勉强可以倒,差啲倒唔出,几乎倒不出',
      ja: 'かろうじて注げる,やっと注げる,なんとか注げる',
      ko: '겨우 부을 수,간신히 부을 수',
      vi: 'vừa đủ rót được,khó rót',
      th: 'แทบเทไม่ได้,เทได้แทบไม่ออก',
      id: 'hampir tidak bisa dituang,susah dituang',
      es: 'apenas se puede verter,apenas se vierte,casi no se vierte',
      fr: 'se verse a peine,coule a peine',
      de: 'lässt sich kaum gießen,gerade noch gießbar,kaum gießbar',
      it: 'si versa a malapena,si versa appena',
      pt: 'mal da para despejar,quase nao escorre',
      ru: 'еле льётся,еле льется',
      hi: 'मुश्किल से डलता',
    },
  },
  {
    id: 'from_cup', levels: '0 1 2 3:.9', kind: 'drink', conf: 0.8,
    names: {
      en: 'drunk,be drunk,or drunk,drinkable,drinkable from a cup,drunk from a cup,drink from a cup,sip from a cup,can be drunk,from a cup,through a straw,with a straw,via straw,sipped,in a mug,from a mug,out of a mug,in his mug,in her mug,from a glass,out of a glass,drinks it,drank it,drinking it,drinks it from a glass,drinks it from a cup,drank it from a cup,drank it through a straw,drinks it through a straw',
      zh: '可以用杯饮,用杯饮,用吸管,用饮管,可以饮,饮得,可以喝,能喝,喝得,可以用杯喝,用杯子喝,能用杯喝,能用杯子喝,用杯喝,用杯飲得,可以用杯子喝',
      ja: 'コップで飲める,ストローで飲める,飲める,コップで飲む,コップで飲んで,ストローで飲む,ストローで飲んで,カップで飲める,カップでそのまま飲める,コップでそのまま飲める,カップで飲む,マグカップで飲む,湯のみで飲む,カップから飲む,そのまま飲める',
      tl: 'maiinom sa baso,gamit ang straw,kaya sa baso,kaya pa sa baso,naiinom sa baso,iniinom sa baso,iniinom gamit ang baso,iniinom sa straw,iniinom niya,ininom niya,iniinom sa tasa,ininom sa tasa,iniinom niya sa tasa,iniinom niya sa baso,sa tasa,sa mug,hinihigop,hinihigop niya,hinigop niya',
      id: 'bisa diminum dari gelas,diminum dengan sedotan,bisa diminum,diminum,diminum pakai gelas,pakai gelas,minum pakai gelas,diminum dari gelas,diminum pakai sedotan,pakai sedotan,diseruput',
      vi: 'uống bằng cốc,uống được,uống bằng ống hút,uống bằng ly,uống được bằng ly,uống bằng tách',
      th: 'ดื่มจากแก้วได้,ดูดด้วยหลอด,ดื่มได้,ดื่มจากแก้ว',
      es: 'se puede beber en vaso,se bebe en vaso,en taza,en una taza,en su taza,en tazon,se la doy en taza,se lo doy en taza,se la toma en taza,con pajita,se puede beber,se bebe del vaso,se toma del vaso,se toma en vaso,lo bebe en vaso,se lo toma en vaso,con popote,con pitillo,con bombilla',
      fr: 'se boit,se boit au verre,a la paille,buvable',
    },
  },
  {
    id: 'spoon_only', levels: '4 5:.6 3:.5', conf: 0.85,
    names: {
      en: 'eats it off a spoon,eaten off a spoon,eat it off a spoon,eaten with a spoon,eat with a spoon,eaten by spoon,eats it with a spoon,eats it w a spoon,spoon only,needs a spoon,cannot be drunk,can not be drunk,cannot be drunk from a cup,cannot be sucked through a straw,cant be sucked through a straw,can t be sucked through a straw,cant suck it through a straw,can t suck it through a straw,too thick to drink,too thick for a straw,spoonable',
      zh: '用勺子吃,用匙羹食,用匙羹吃,用汤匙吃,用羹食,要用匙羹,只能用匙羹,不能用杯喝,唔可以饮,不能用吸管',
      ja: 'スプーンで食べる,スプーンですくう,スプーンですくって,飲めない',
      tl: 'kinakain gamit ang kutsara,hindi masipsip sa straw,hindi kayang sipsipin sa straw',
      id: 'dimakan dengan sendok,disendok,dimakan pake sendok,dimakan pakai sendok,ga bisa disedot,gak bisa disedot,nggak bisa disedot,tidak bisa disedot',
      vi: 'ăn bằng thìa,xúc bằng thìa,không hút được bằng ống hút,phải múc bằng muỗng,phải múc bằng thìa,ăn bằng muỗng,múc bằng muỗng,xúc bằng muỗng,phải ăn bằng muỗng',
      th: 'ตักด้วยช้อน,ใช้ช้อนตัก,ตักกินด้วยช้อน,กินด้วยช้อน',
      es: 'se come con cuchara,a cucharadas,no se puede beber',
      fr: 'se mange a la cuillere',
    },
  },
  {
    // rule SPOON_FED_BESIDE_NO_FLOW: "had to spoon it", "要用勺子舀", "tive que dar de colher" say how it was given;
    // they describe Level 4 only beside a flow-test result that let nothing through (extract.ts drops them elsewhere)
    id: 'spoon_had_to', levels: '4 5:.6 3:.5', conf: 0.85,
    names: {
      en: 'had to spoon it,have to spoon it,has to be spooned,had to be spooned,must be spooned,had to use a spoon,have to use a spoon,had to eat it with a spoon,only with a spoon',
      zh: '只能用勺子舀,要用勺子舀,只能用勺舀,要用羹舀,只可以用匙羹,吸唔上',
      ja: 'スプーンでないと',
      tl: 'kailangang kutsarahin,kinailangang kutsarahin',
      id: 'harus pakai sendok',
      th: 'ต้องตักกิน,ดื่มไม่ได้',
      es: 'hay que comerlo con cuchara,hay que darlo con cuchara,tuve que darselo con cuchara,tuve que usar cuchara',
      fr: 'il faut une cuillere,a manger a la cuillere,ne se boit pas',
    },
  },
  {
    // rule SPOON_UTENSIL_DRINK_NEUTRAL: a spoon named only as the utensil it is given with ("milk with a
    // teaspoon", "con cuchara") reads as a spoon food for a food; thin drinks are given by spoon too
    id: 'spoon_utensil', levels: '4 5:.6 3:.5', conf: 0.85, drinkNeutral: true,
    names: {
      en: 'with a spoon,with a teaspoon,by teaspoon,by spoon,on a spoon,from a spoon,spoon fed,spoonfed',
      zh: '用汤匙,用匙羹,用勺子,用小勺,用茶匙,用羹',
      ja: 'スプーンで,小さじで,ティースプーンで',
      tl: 'gamit ang kutsara,sa kutsara,gamit ang kutsarita,sa kutsarita',
      id: 'pakai sendok,dengan sendok,pakai sendok teh,dengan sendok teh,disuapi sendok',
      vi: 'dùng thìa,bằng thìa,bằng muỗng,dùng muỗng',
      th: 'ใช้ช้อน,ด้วยช้อน,ป้อนด้วยช้อน',
      es: 'con cuchara,con cucharita,con una cuchara,con una cucharita',
      fr: 'a la cuillere,a la petite cuillere',
      ko: '숟가락으로,티스푼으로',
    },
  },
  {
    id: 'no_chew', levels: '4 3:.8 5:.5',
    names: {
      en: 'no chewing required,no chewing needed,no chewing,does not need chewing,doesnt need chewing,doesn\'t need chewing,without chewing,no need to chew',
      zh: '不用咀嚼,唔使咬,无需咀嚼,不需要咀嚼,唔需要咬',
      ja: '噛まなくてよい,咀嚼不要,噛む必要がない',
      tl: 'hindi kailangang nguyain',
      id: 'tidak perlu dikunyah,tanpa dikunyah',
      vi: 'không cần nhai',
      th: 'ไม่ต้องเคี้ยว',
      es: 'no requiere masticar,sin masticar,no hace falta masticar',
      fr: 'sans mastication,pas besoin de macher',
    },
  },
  {
    id: 'min_chew', levels: '5 6:.7', kind: 'food',
    names: {
      en: 'minimal chewing,little chewing,very little chewing,can be mashed with the tongue,mashed with the tongue',
      zh: '少少咀嚼,轻微咀嚼,用舌头压碎',
      ja: '舌でつぶせる,少し噛む',
      es: 'minima masticacion',
      id: 'sedikit dikunyah',
    },
  },
  {
    id: 'needs_chew', levels: '7 6:.5', kind: 'food',
    names: {
      en: 'needs chewing,requires chewing,need to chew,has to be chewed,must be chewed,needs to be chewed,requires biting,needs biting,bite and chew,chewing required',
      zh: '要咀嚼,需要咀嚼,要咬,需要咬,要嚼,要用力咬',
      ja: '噛む必要,よく噛む,噛まないといけない,咀嚼が必要',
      tl: 'kailangang nguyain,nginunguya',
      id: 'perlu dikunyah,harus dikunyah',
      vi: 'cần nhai,phải nhai',
      th: 'ต้องเคี้ยว',
      es: 'requiere masticar,hay que masticar,necesita masticacion',
      fr: 'necessite de macher,a macher',
      ko: '씹어야',
    },
  },
  {
    // a piece said to be left uncut (一大舊冇切, 没切) is the usual form, whatever its softness
    // (rule SOFT_WORD_OVERRULED reads it as Level 7 shown, not only assumed)
    id: 'whole', levels: '7', kind: 'food', conf: 0.8,
    names: {
      en: 'uncut,whole kernels,whole corn kernels,thin slices,thinly sliced,sliced thin,thin strips,whole,large pieces,big pieces,big chunks,large chunks,unmodified,as served,normal cut,thick slices,slab,on the bone',
      zh: '原件,成件,大块,大件,原只,整只,整块,原粒,整粒,成粒粒,都成粒,成粒,成块,成塊,冇切,未切,没切,没有切',
      ja: '丸ごと,大きめ,大きく切った,粒のまま',
      tl: 'buo,malalaking piraso,buong piraso,buong butil,buo pa ang butil,buong mga butil',
      id: 'utuh,potongan besar,biji utuh,butiran utuh',
      vi: 'nguyên miếng,nguyên con,miếng to,nguyên hạt,còn nguyên hạt',
      th: 'ทั้งชิ้น,ชิ้นใหญ่,ทั้งตัว',
      es: 'entero,entera,trozos grandes,en filete,granos enteros',
      fr: 'entier,entiere,gros morceaux,grains entiers',
      ko: '통째로,큰 조각',
    },
  },
  // ---- Cantonese "blended till smooth" (打到好滑) is a purée
  {
    id: 'pureed', levels: '4', kind: 'food',
    names: { zh: '打到好滑,打到滑,打到好幼滑,攪到好滑,磨到好滑,打到順滑,打到好綿,打到綿,打到好绵,打到绵,打到綿滑,攪到好綿,搅到好绵,打成蓉,打到成糊' },
  },
  // ---- hedged drink thickness ("semi-thick", "between slightly and mildly"): the
  // thinnest thickened reading, as bit_thick (drinks lean thinner; a food reading stays 5 or 4)
  {
    id: 'bit_thick', levels: '1 2:.7', food: '4 5:.8 3:.6', kind: 'drink', conf: 0.6,
    names: {
      // rule VAGUE_THICKNESS_UNTESTED: "thickish", "傑傑地", "とろっと" say a drink is somewhat thick, no more
      en: 'semi thick,semithick,half thick,between slightly and mildly,between slightly & mildly,slightly to mildly,slightly or mildly,thickish,thick ish,on the thick side,thickish side,sort of thickish',
      es: 'semiespeso,semi espeso,semiespesa,semi espesa,medio espeso,medio espesa',
      fr: 'semi epais,semi epaisse,mi epais,mi epaisse',
      it: 'semidenso,semi denso,semidensa,semi densa,un po denso,un po densa,densino,densina',
      pt: 'semi espesso,semi espessa,meio espesso,meio espessa,grossinho,grossinha,meio grosso,meio grossa',
      de: 'halbdick,halb dick,etwas dick,leicht dick,ein bisschen dick,ein wenig dick',
      ru: 'полугуст*,густоват*',
      hi: 'थोड़ा गाढ़ा,थोड़ी गाढ़ी,हल्का गाढ़ा,हल्की गाढ़ी',
      ar: 'سميك قليلا,كثيف قليلا,ثقيل قليلا',
      zh: '半稠,半杰,微微稠,稠稠哋,稠稠地,有啲稠,沖得傑傑地,沖得傑傑哋,冲得杰杰地,冲得杰杰哋,沖得杰杰地,冲得傑傑地',
      ja: '半とろみ,とろっと,トロッと,とろりと,とろっとした,とろっとしている',
      tl: 'medyo malapot lang',
      id: 'setengah kental,semi kental',
      vi: 'hơi sệt,sền sệt nhẹ',
      th: 'กึ่งข้น,ข้นนิดหน่อย,ข้นเล็กน้อย',
      ko: '반쯤 걸쭉,약간 걸쭉,걸쭉한 편',
    },
  },
  // ---- IDDSI's own words for Levels 1-2 drinks (rule DRINK_DESCRIPTORS). Level 1: "thicker
  // than water", flows through a straw with a little effort; Level 2: "pours quickly from a spoon,
  // but slower than thin drinks", "mild effort to drink through a standard bore straw". A
  // comparison with water names no water to drink.
  {
    id: 'slower_than_water', levels: '1 2:.8', kind: 'drink',
    names: {
      // milk is a thin drink too: "a bit thicker than milk" is the first step above thin
      en: 'slower than regular milk,slower than plain milk,slower than normal milk,slower than ordinary milk,slower than milk,thicker than water,slower than water,flows slower than water,slightly thicker than water,a bit thicker than water,not as thin as water,not as runny as water,bit thicker than milk,a bit thicker than milk,slightly thicker than milk,a little thicker than milk,little thicker than milk,just thicker than milk',
      es: 'mas lento que la leche normal,mas lento que el agua,mas espeso que el agua,mas denso que el agua,un poco mas espeso que el agua,mas lenta que el agua,mas espesa que el agua,mas densa que el agua',
      fr: 'plus epais que l eau,plus epaisse que l eau,plus lent que l eau,moins liquide que l eau',
      it: 'piu denso dell acqua,piu densa dell acqua,piu lento dell acqua,meno liquido dell acqua',
      pt: 'mais grosso que a agua,mais grossa que a agua,mais lento que a agua,mais espesso que a agua,mais espessa que a agua',
      de: 'dicker als wasser,langsamer als wasser,dickflüssiger als wasser',
      ru: 'гуще воды,медленнее воды,не такой жидкий как вода',
      ar: 'أثقل من الماء,أكثف من الماء,أبطأ من الماء',
      hi: 'पानी से गाढ़ा,पानी से थोड़ा गाढ़ा,पानी से धीरे',
      zh: '比普通牛奶慢,比牛奶慢,比水稠,比水浓,比水慢,慢過水,慢过水,比水稍稠,比水略稠,比清水稠,比牛奶稠少少,比牛奶稍稠,比牛奶略稠,比牛奶稠一点,比牛奶杰少少',
      ja: '普通の牛乳より遅,牛乳よりゆっくり,水より少しとろみ,水よりとろっと,水より遅く,水よりゆっくり,水よりはゆっくり,水よりは遅く,水よりはとろっと',
      ko: '우유보다 느리,물보다 걸쭉,물보다 천천히,물보다 약간 진',
      tl: 'mas mabagal sa ordinaryong gatas,mas mabagal kaysa gatas,mas malapot sa tubig,mas mabagal sa tubig,medyo mas malapot sa gatas,mas malapot nang kaunti sa gatas',
      id: 'lebih lambat dari susu biasa,lebih lambat dari susu,lebih pelan dari susu biasa,lebih lambat daripada susu biasa,lebih kental dari air,lebih lambat dari air,sedikit lebih kental dari air,sedikit lebih kental dari susu,lebih kental dikit dari susu,agak lebih kental dari susu',
      vi: 'chậm hơn sữa thường,chậm hơn sữa,đặc hơn nước,sệt hơn nước,chảy chậm hơn nước,sánh hơn sữa một chút,đặc hơn sữa một chút,hơi đặc hơn sữa',
      th: 'ช้ากว่านมปกติ,ข้นกว่าน้ำ,ไหลช้ากว่าน้ำ,ข้นกว่าน้ำเปล่า,ข้นกว่านมนิดหน่อย,ข้นกว่านมเล็กน้อย,ช้ากว่าน้ำ',
    },
  },
  {
    // rule DRINK_DESCRIPTORS: "thicker than milk", not "a bit": at least Slightly thick, Level 1 or 2 alike (a
    // drink leans to the thinner; a Level 2 word beside it, "effort through a straw", decides)
    id: 'slower_than_water', levels: '1 2', kind: 'drink',
    names: {
      en: 'thicker than milk,thicker than regular milk,thicker than normal milk,thicker than plain milk',
      zh: '比牛奶稠,比牛奶浓稠,比牛奶杰,稠过牛奶,杰过牛奶',
      ja: '牛乳よりとろっと,牛乳より濃い,牛乳よりとろみ',
      es: 'mas espeso que la leche,mas espesa que la leche',
      fr: 'plus epais que le lait,plus epaisse que le lait',
      de: 'dicker als milch,dickflüssiger als milch',
      it: 'piu denso del latte,piu densa del latte',
      pt: 'mais grosso que o leite,mais grossa que o leite,mais espesso que o leite,mais espessa que o leite',
      ru: 'гуще молока',
      hi: 'दूध से गाढ़ा,दूध से गाढ़ी',
      ko: '우유보다 걸쭉,우유보다 진하,우유보다 진한,우유보다 진해,우유보다 진했',
    },
  },
  {
    id: 'straw_effort', levels: '2 1:.7 3:.5', kind: 'drink',
    names: {
      // the effort said with needed or required before the straw ("effort needed through a standard straw")
      en: 'effort needed through a straw,effort needed through a standard straw,effort needed through a normal straw,effort needed to drink through a straw,effort needed to drink through a standard straw,effort needed with a straw,effort required through a straw,effort required through a standard straw,effort required to drink through a straw,effort required to drink through a standard straw,effort required with a straw,needs effort through a straw,needs effort through a standard straw,needs some effort through a straw,effort through a straw,effort to drink through a straw,effort with a straw,takes effort through a straw,effort thru a straw,effort through the straw,effort thru the straw,bit of effort to suck,effort through a normal straw,effort thru a normal straw,effort through a standard straw,effort thru a standard straw,effort through a standard bore straw,mild effort through a straw,little effort through a straw,suck hard on a straw,suck hard on a normal straw,suck hard on the straw,suck hard through a straw,sucks hard on the straw,sucks hard on a straw,has to suck hard,have to suck hard,had to suck hard,suck a bit harder on the straw',
      es: 'cuesta un poco con popote,cuesta con popote,cuesta un poco con pajita,cuesta con pajita,cuesta sorber con pajita,cuesta sorber con popote,cuesta un poco con bombilla,un poco de esfuerzo con la pajita,un poco de esfuerzo con pajita',
      fr: 'effort a la paille,demande un effort a la paille,un petit effort a la paille',
      it: 'fatica con la cannuccia,si beve con fatica con la cannuccia,richiede sforzo con la cannuccia',
      pt: 'esforco no canudo,custa no canudo,um pouco de esforco no canudo',
      de: 'mühsam mit dem strohhalm,anstrengend mit dem strohhalm,etwas anstrengung mit dem strohhalm',
      ru: 'с усилием через трубочку,с небольшим усилием через трубочку',
      ar: 'يحتاج جهدا بالشفاطة',
      hi: 'स्ट्रॉ से खींचने में मेहनत,स्ट्रॉ से पीने में जोर',
      zh: '用吸管要用点力,吸管吸要用点力,用吸管吸有点费力,飲筒飲要用少少力,飲管飲要用少少力,用飲筒要用少少力,吸管要用一点力,吸管吸要稍微用力,用吸管喝要稍微用力,要用啲力先吸到,用啲力先吸到,要用少少力先吸到,要用力先吸到,要用点力才吸到,要用点力才吸得到,要用一点力才吸得上来,要稍微用力才吸得到,用力先吸得上',
      ja: 'ストローで吸うのに少し力,吸う力がいる,吸う力が要る,吸う力が必要,少し吸う力,ストローだとちょっと力,ストローだと少し力,ストローだと少し吸いにくい',
      ko: '빨대로 빨기 조금 힘',
      tl: 'medyo may effort sa straw,kailangan ng kaunting lakas sa straw',
      id: 'perlu tenaga disedot pakai sedotan,perlu sedikit tenaga pakai sedotan,perlu sedikit tenaga disedot,harus nyedot agak kuat,harus nyedot kuat,mesti nyedot agak kuat,harus menyedot agak kuat,harus disedot agak kuat,perlu nyedot agak kuat,nyedotnya harus agak kuat',
      vi: 'hút ống hút hơi tốn sức,hút bằng ống hút hơi tốn sức,hút ống hút tốn chút sức',
      th: 'ดูดผ่านหลอดต้องออกแรง,ดูดหลอดต้องออกแรงนิดนึง,ดูดหลอดต้องออกแรงนิดหน่อย,ดูดหลอดต้องออกแรง',
    },
  },
  // ---- IDDSI Level 1, straw: "can flow through a standard straw"; with no effort named it is the
  // thin side of the straw descriptors (rule DRINK_DESCRIPTORS_COMBINED)
  {
    id: 'straw_easy', levels: '1 0 2:.6', kind: 'drink',
    names: {
      en: 'fine through a straw,fine thru a straw,fine with a straw,easily through a straw,easy through a straw,easy thru a straw,no effort through a straw,no effort with a straw,goes up a straw easily,goes up a straw easy,goes up the straw easy,goes up the straw easily,easy up a straw,easy up the straw,easy to suck through a straw',
      es: 'sin esfuerzo con pajita,se sorbe facil con pajita,pasa facil por la pajita',
      zh: '吸管很容易吸,吸管一吸就上来,飲筒好易啜,用吸管很轻松',
      ja: 'ストローで楽に吸える,ストローで簡単に吸える',
      tl: 'madaling sipsipin sa straw',
      id: 'gampang disedot,mudah disedot',
      vi: 'hút ống hút dễ dàng,dễ hút bằng ống hút',
      th: 'ดูดหลอดง่าย',
    },
  },
  // ---- IDDSI Level 3, straw: "some effort is required to suck it through a standard bore or wide
  // bore straw"; alone it reads as straw_effort (the thinner reading), beside a cup or a slow pour it is
  // Level 3 (rule DRINK_DESCRIPTORS_COMBINED)
  {
    id: 'straw_hard', levels: '2 1:.7 3:.5', kind: 'drink',
    names: {
      en: 'hard to suck through a straw,harder to suck through a straw,takes some effort through a straw,some effort to suck,some effort through a straw,hard through a straw,hard to drink through a straw,difficult through a straw,difficult to suck through a straw,struggles with a straw,cant really get it up a straw,cant get it up a straw,can t get it up a straw,cannot get it up a straw,wont go up a straw,won t go up a straw,hard to get up a straw',
      es: 'con pajita le cuesta bastante,le cuesta bastante con pajita,cuesta bastante con pajita,con pajita cuesta bastante,dificil con pajita,dificil con popote,dificil de sorber con pajita,cuesta mucho con pajita,cuesta mucho con popote',
      fr: 'difficile a la paille,dur a aspirer a la paille',
      pt: 'dificil no canudo,dificil de puxar no canudo',
      de: 'schwer durch den strohhalm,schwer mit dem strohhalm',
      // rule UKRAINIAN_BESIDE_RUSSIAN: "через соломинку важко" (hard through a straw)
      ru: 'тяжело пить через трубочку,трудно через трубочку,через соломинку тяжело,через соломинку трудно,через соломинку важко,важко через соломинку,важко пити через соломинку,через трубочку важко',
      ar: 'صعب بالشفاطة,صعب بالمصاصة',
      zh: '吸管有点难吸,吸管吸比较费力,吸管吸比較費力,飲管要用力啜,飲筒要用力啜,吸管要用力吸,吸管很难吸,吸管好难吸,飲管好難啜,吸管吸要用力,吸管吸很费力,吸管吸不上来,吸管吸不上來,用吸管吸不上来,吸管吸不动,吸管吸唔上,飲管啜唔上',
      ja: 'ストローだとかなり吸う力,ストローではかなり吸う力,かなり吸う力がいる,かなり吸う力が要る,ストローで吸いにくい,ストローだと吸いにくい,ストローでは吸いにくい',
      ko: '빨대로 마시기 힘',
      tl: 'medyo mahirap sipsipin sa straw,mahirap sa straw,hirap sa straw,mahirap sipsipin sa straw',
      id: 'agak susah disedot,susah disedot sedotan,pake sedotan susah,pakai sedotan susah,susah disedot,sulit disedot,susah pakai sedotan',
      vi: 'hút ống hút rất khó,rất khó hút bằng ống hút,hút ống hút khá khó,hút ống hút phải hút mạnh,hút bằng ống hút phải hút mạnh,ống hút phải hút mạnh,hút ống hút hơi khó,hơi khó hút bằng ống hút,hút ống hút khó,khó hút bằng ống hút',
      th: 'ดูดหลอดยากนิดหน่อย,ดูดหลอดยาก,ดูดผ่านหลอดยาก',
    },
  },
  // ---- thickener brands carers name instead of "thickener" (a drink with one is thickened, Level 1
  // at least; the flow test settles which), in every language read
  {
    id: 'thickened', levels: '1 2:.9 3:.7 4:.4', kind: 'drink', neg: '0', negKind: 'drink', conf: 0.7,
    names: {
      en: 'made it thicker,made thicker,made them thicker,thickening powder,the thickening powder,thicker w the powder,thicker with the powder,scoops in,scoop in,scoops of thickener,scoop of thickener,sachets of thickener,sachet of thickener,thick & easy,thick and easy,thick n easy,simplythick,precise thick n,thik & clear,thik and clear,thickenup clear,resource thicken up clear,nutilis clear,nutilis powder,gelmix,easythick',
      ja: 'つるりんこ,トロメイク,ソフティア,トロミアップ,とろみアップ,ネオハイトロミール,スルーキング,トロミスマイル,トロミクリア,とろみクリア',
      ko: '토로미업,비스코업,점도증진제,연하보조제,점도 증진제',
      zh: '顺凝宝,舒食素,凝固粉末,吞咽凝固粉,增稠剂粉',
      th: 'ผงปรับความข้น,สารปรับความข้น',
      vi: 'bột tạo đặc,bột làm sánh,chất tạo đặc',
      tl: 'thickener powder,pampalapot na pulbos,pinalapot ko,pinalapot gamit ang pulbos',
      id: 'bubuk pengental,serbuk pengental',
      es: 'espesante en polvo,resource espesante,nutilis,lo hice mas espeso,la hice mas espesa,le puse espesante',
      fr: 'epaississant,poudre epaississante,resource epaississant,nutilis',
      de: 'dickungsmittel,andickungspulver,nutilis',
      it: 'polvere addensante,nutilis',
      pt: 'espessante em po,engrossante,nutilis',
      ru: 'нутилис,загущающий порошок',
      ar: 'مادة مكثفة,بودرة مكثفة,مسحوق مكثف',
      hi: 'थिकनिंग पाउडर,गाढ़ा करने की दवा',
    },
  },
  // ---- Rule UNSIEVED_KEEPS_SKINS: the verb of sieving as carers negate it ("sem peneirar", "sin colar",
  // "without straining", "non setacciato"); negated, it leaves the skins of beans, peas, corn and tomatoes standing
  {
    id: 'sieved', levels: '4 3:.7', neg: '4 3:.7', drinkNeutral: true,
    names: {
      en: 'sieving',
      es: 'colar,tamizar,pasar por el chino,pasar por colador,colarlo,colarla',
      pt: 'peneirar,coar,passar na peneira,peneirada,peneirados,coada',
      fr: 'tamiser,passer au chinois,passe au tamis,tamisee',
      it: 'setacciare,passare al setaccio,setacciata',
      de: 'passieren,sieben,gesiebt',
      id: 'menyaring,disaring dulu',
      tl: 'sinasala,salain muna',
      vi: 'lọc,rây qua',
      ru: 'процеживать,процедить,протирать через сито',
      // a count of passes may stand between the sieve and its verb ("체에 한 번 거르고")
      ko: '체에 거른,체에 걸러,거르지,체에 걸렀,체에 내린,체에 내려,체에 거르,체에 한 번 거르,체에 한번 거르,체에 두 번 거르,체에 한 번 걸러,체에 한번 걸러',
      zh: '筛,滤过',
    },
  },
];

// ------------------------------------------------------------------ hazards named in the text

export const HAZARD_WORDS: HazardWordRow[] = [
  {
    code: 'mixed_consistency',
    names: {
      en: 'mixed consistency,mixed consistencies,mixed textures,mixed texture,thin gravy,thin sauce,watery sauce,watery gravy,in broth,with broth,in thin broth,in milk,with milk poured over,separate thin liquid,thin liquid separates,liquid separates,thin liquid separating,liquid separating,juice separating,water separating,separating liquid,runny sauce,soup with lumps,soup with chunks,soup with pieces,with pieces in it,juice separates,cereal with milk,cereal in milk,bits floating,floating,floats in it,float in it,with bits in,with chunks in,broth with,milk poured on top,milk poured on,milk on top,with milk on top,milk poured over,topped with milk,layer of water on top,layer of liquid on top,watery layer,liquid layer on top,layer of thin liquid,water sitting on top,liquid sitting on top,in syrup,in light syrup,in heavy syrup,in its juice,in their juice,in own juice,in natural juice,puddle of liquid on the plate,pool of liquid on the plate,puddle of water on the plate,pool of water on the plate,gravy is running,sauce is running,gravy running everywhere,sauce running everywhere,gravy running all over,sauce running all over,gravy runs all over,sauce runs all over,gravy ran all over,sauce ran all over,gravy runs off and pools,sauce runs off and pools,gravy is pooling,sauce is pooling,gravy pools,sauce pools,water separates,water separated,water has separated,water is separating,liquid separated,liquid has separated,liquid is separating,broth separates,broth separated,separates from the water,separated from the water,separates from the liquid,separated from the liquid,milk separating,milk separates,milk separated,milk pooling,milk pooled,watery milk at the bottom,thin liquid at the bottom,liquid pools at the bottom,liquid at the bottom of the bowl,juice running off,juice runs off,juice running out,juice separates,juice leaking,liquid pooling on the plate,liquid pooled on the plate,liquid pooling in the bowl,water pooling on the plate,liquid pooling around,juice pooling,juice pools,juice pooled,thin juice pooling,whey separates,whey separating,whey separated,whey on top,whey pooling,weeping whey,weeps whey,juice separated,sauce separates,sauce separated,gravy separates,gravy separated,sauce separating,gravy separating,liquid came out when pressed,juice came out when pressed',
      zh: '水分咗出嚟,水分开咗,水分開咗,有啲水分开,有啲水分開,水分开了,水分离咗,水分離咗,水分咗出来,分咗水,分咗啲水,出咗水,有水分出嚟,有水分出来,水分了出来,析出水,渗出水,稀的汤水分离,稀的汤水分离出来,汤水分离,汤水分离出来,稀的水分离出来,稀的汤汁分离,米同米水分开,米水分开,米同水分开,水同米分开,米和水分开,米汤分开,分离出来的稀汤,分离出来的汤,分离出来的水,分离的稀汤,分离出来的汁,混合质地,混合稠度,稀汁,汁好稀,水汁,连汤,有汤有料,汤渣,汤料,浸喺汤度,泡汤,出水,汁水分离,水分离,水份分离,稀汤,清汤加料,有料,倒在上面,淋在上面,一层米汤,一层米水,一层水,一层汤水,层米汤,层米水,浮住一层水,上面有层水,米粒分开,米粒分离,水米分离,水米分开,粥水分离,汤料分开,汤同料分开,积埋一滩,积成一滩,积咗一滩,积了一滩,一滩水,一滩汁,汁流到成碟都係,汁流满成碟,汁流满碟,汤汁流满碟,汤汁流满盘,汁水流满盘,汁流到周围,水同饭分开,饭同水分开,水和饭分开,饭和水分开,水跟饭分开,饭跟水分开,水跟米分开,米跟水分开,水和米分开,水同料分开,水和料分开,水分离出来,分离出水,分咗层,分层,牛奶分离,奶分离,奶水分离,牛奶分离出来,汁分开,汁就分开,汁分开咗,汁分開咗,汁就分开咗,汁分开了,汁就分开了,汁分离,汁就分离,汁分离咗,汁分咗出嚟,汁分了出来,汁水分开,汁会分开,汁流出嚟,一压就出水,一㩒就出水,压落去出水',
      ja: '汁と具,具入り,具だくさん,水分が分離,水分の分離,離水,汁が分かれる,汁が分かれて,水分が分かれ,水分が分かれて,水分が分かれる,水分が分かれている,具が入った,具がたくさん,具が多い,具が入って,具あり,具材入り,牛乳をかけ,ミルクをかけ,牛乳かけ,上澄み,水が浮いて,汁が浮いて,汁と果肉が分かれ,果肉と汁が分かれ,汁と実が分かれ,汁が分かれて,汁が分かれてる,汁が皿に広がる,汁が皿に流れ,水が分離,汁が分離,液体が分離,水が分かれ,水と米が分かれ,米と水が分かれ,水が出て,水分が出て,牛乳が分離,ミルクが分離,牛乳が分かれ',
      tl: 'may sabaw,sa sabaw,malabnaw na sarsa,hiwalay na sabaw,sabaw na naghihiwalay,sabaw na humihiwalay,naghihiwalay sa kanin,humihiwalay sa kanin,sabaw na may piraso,sabaw na may mga piraso,sabaw na may sahog,gatas sa ibabaw,binuhusan ng gatas,nilagyan ng gatas,tubig sa ibabaw,sa syrup,sa arnibal,kumakalat ang sabaw sa plato,kumakalat ang sarsa sa plato,umaagos ang sarsa,umaagos ang sabaw,humihiwalay ang tubig,humiwalay ang tubig,hiwalay ang tubig,naghihiwalay ang tubig,humihiwalay ang sabaw,nahihiwalay ang tubig,humihiwalay ang gatas,hiwalay na gatas,naghihiwalay na gatas,katas na humihiwalay,humihiwalay ang katas,katas na naghihiwalay,naghihiwalay ang katas',
      id: 'berkuah,berkuah encer,kuah encer,kuahnya encer,kuah bening dengan,sup dengan potongan,kuah dengan potongan,sop dengan potongan,disiram susu,siram susu,susu di atasnya,dituang susu,lapisan air,dalam sirup,dalam sirop,kuahnya meleber,kuah meleber,kuahnya mengalir di piring,saus mengalir di piring,airnya terpisah,air terpisah,kuahnya terpisah,kuah terpisah,airnya memisah,air memisah,susu terpisah,susunya terpisah,susu memisah',
      vi: 'loãng tách ra,lỏng tách riêng,nước tách riêng,tách ra quanh,tách nước,bị tách nước,nước dùng loãng,có nước và cái,nước tách ra,nước sốt loãng,chan nước,canh có rau,súp có miếng,nước có cái,chan sữa,rưới sữa,đổ sữa lên,lớp nước ở trên,lớp nước,ngâm nước đường,ngâm siro,nước sốt chảy khắp đĩa,nước chảy khắp đĩa,nước chảy lênh láng,nước tách riêng,tách lớp,nước bị tách,nước và cơm tách,cơm và nước tách,ra nước,sữa tách ra,tách sữa,sữa bị tách',
      th: 'มีน้ำแยก,น้ำแยกตัว,ซุปที่มีเนื้อ,ข้าวในน้ำซุป,ซุปมีชิ้น,น้ำซุปมีผัก,แกงมีชิ้น,ราดนม,เทนมลงไป,ชั้นน้ำ,แยกน้ำ,น้ำแยก,แยกชั้น,มีน้ำออกมา,นมแยก,นมแยกตัว',
      es: 'consistencia mixta,texturas mixtas,caldo con tropezones,salsa liquida,flotando,en caldo,con caldo,liquido separado,sopa con trozos,caldo con trozos,sopa con tropezones,leche por encima,con leche encima,leche vertida,capa de agua,capa de liquido,en almibar,en su jugo,en su zumo,en jugo natural,la salsa corre por el plato,salsa corriendo por el plato,el caldo corre por el plato,se encharca en el plato,se separa el agua,el agua se separa,se separa el liquido,el liquido se separa,se separa el caldo,el caldo se separa,suelta agua,suelta liquido,agua separada,se separa del agua,se separa del caldo,leche separada,se separa la leche,la leche se separa,queda leche aguada,queda leche aguadita,leche aguada en el fondo,leche aguadita en el fondo,queda liquido en el fondo,liquido en el fondo,queda agua en el fondo,agua en el fondo,queda caldo en el fondo,leche suelta,suelta jugo,jugo que se separa,se separa el jugo,jugo que se separe,zumo que se separe,zumo que se separa,se separa el zumo,liquido que se separe,agua que se separe,se separa y queda,se separan y queda,queda leche,quedo leche,queda suero,sale suero,suelta suero,se separa el suero,el suero se separa,suelta leche,sale leche,queda liquido en el plato,queda agua en el plato,salsa aguada,salsa muy liquida,caldo aguado,jugo aguado',
      fr: 'textures mixtes,consistance mixte,sauce liquide,dans un bouillon,dans le bouillon,dans du bouillon,en bouillon,au sirop,en sirop,soupe avec des morceaux,bouillon avec des morceaux,soupe avec morceaux,lait verse dessus,arrose de lait,couche de liquide,couche d eau,la sauce coule dans l assiette,sauce qui coule partout,la sauce coule partout,l eau se separe,se separe de l eau,le liquide se separe,liquide qui se separe,eau qui se separe,se separe du liquide,rend de l eau,rend du petit lait,le petit lait se separe,petit lait qui se separe,sauce aqueuse,sauce trop liquide,jus aqueux',
      ko: '국물에 건더기,건더기,물이 분리,수분이 분리,분리되,국물과 건더기,건더기가 있는,우유를 부은,우유를 부어,물층,국물이 접시에 흘러,소스가 접시에 흘러,물이 따로,국물이 따로,수분이 따로,따로 분리,물이 고여,물이 고임,물이 생겨,밥알,밥알이 떠',
      // a solid served in a thin broth or syrup: pasta in brodo, Suppe mit Einlage, em calda (mixed consistency)
      de: 'mit milch ubergossen,milch daruber,milch druber,in bruhe,in der bruhe,mit bruhe,suppe mit einlage,mit einlage,suppe mit stucken,in sirup,wasser setzt sich ab,flussigkeit setzt sich ab,flussigkeit die sich absetzt,wasser das sich absetzt,flussigkeit die sich trennt,wasser trennt sich,flussigkeit trennt sich,trennt sich vom wasser,wasser abgesetzt,flussigkeit abgesetzt,setzt wasser ab,dunne soße,dunne sosse,dunne sauce,wassrige soße,wassrige sosse,wassrige sauce',
      it: 'latte versato sopra,con latte sopra,in brodo,nel brodo,con brodo,zuppa con pezzi,minestra con pezzi,in sciroppo,l acqua si separa,si separa l acqua,il liquido si separa,si separa il liquido,acqua separata,liquido separato,si separa dal liquido,rilascia acqua,sugo acquoso,salsa acquosa,sugo liquido',
      pt: 'leite por cima,com leite por cima,camada de agua,camada de liquido,no caldo,com caldo,sopa com pedacos,em calda,a agua se separa,separa a agua,se separa da agua,o liquido se separa,separa o liquido,agua separada,liquido separado,solta agua,solta soro,sai soro,soro separado,fica leite no prato,molho ralo,molho aguado,caldo ralo',
      ru: 'в бульоне,с бульоном,суп с кусочками,в сиропе,вода отделяется,отделяется вода,жидкость отделяется,отделяется жидкость,вода отделилась,жидкость отделилась,расслаивается,расслоилась',
      ar: 'في المرق,بالمرق,في الشوربة,ينفصل الماء,الماء ينفصل,انفصال الماء,الماء منفصل,ينفصل السائل,السائل ينفصل,انفصل الماء',
      hi: 'शोरबे में,रसे में,पानी अलग हो,पानी अलग होता,तरल अलग हो',
    },
    neg: '5 4:.9 6:.6',
  },
  {
    code: 'hard',
    names: {
      en: 'hard,very hard,rock hard,firm,solid pieces,raw',
      zh: '硬,好硬,硬身,生,生的',
      ja: '硬い,固い,かたい,生の',
      tl: 'matigas,hilaw',
      id: 'keras,mentah',
      vi: 'cứng,sống',
      th: 'แข็ง,ดิบ',
      es: 'duro,dura,duros,duras,crudo,cruda',
      fr: 'dur,dure,cru,crue',
      // 딱딱함, 딱딱해: "hard" ending a note ("젤리 조각, 딱딱함"); rule MELTING_FOOD_ALONE reads it as the jelly's own
      ko: '딱딱한,딱딱함,딱딱해,단단한,날것',
    },
    neg: '6 5:.6',
  },
  {
    code: 'crunchy',
    names: {
      // the fried coating of a battered or crumbed food is its crunchy part: a removal verb takes it off with its hazard
      en: 'crunchy,crispy,crisp,crackling,crunch,toasted,deep fried,deep-fried,fried until crisp,crusty,crust,crisps,fried shallots,fried garlic,fried onions,crispy onions,batter coating,breading,crumb coating,fried coating,crispy coating,breadcrumb coating,bread crumb coating,breaded coating,breadcrumb crust',
      zh: '脆,香脆,松脆,酥脆,炸,油炸,脆皮,烤脆,焦脆,酥,炸蒜,蒜酥,油葱,油葱酥,炸葱,炸粉,面衣,外衣,脆浆',
      ja: 'カリカリ,サクサク,パリパリ,揚げ,揚げた,フライ,焼き目,香ばしい,フライドオニオン,揚げにんにく,^衣,揚げ衣,パン粉',
      tl: 'malutong,prito,pinirito,tostado,pritong bawang,tostadong bawang,breading,harina sa labas',
      id: 'renyah,garing,goreng,digoreng,krispi,kriuk,bawang goreng,tepung pelapis,lapisan tepung,balutan tepung,tepung luarnya',
      vi: 'giòn,chiên giòn,rán giòn,chiên,rán,hành phi,tỏi phi,lớp bột chiên,lớp bột',
      th: 'กรอบ,ทอด,ทอดกรอบ,กระเทียมเจียว,หอมเจียว,แป้งทอด,แป้งชุบทอด,แป้งที่ชุบ',
      es: 'crujiente,crocante,frito,frita,fritos,tostado,tostada,ajo frito,cebolla frita,el rebozo,rebozo,el empanado,cobertura frita',
      fr: 'croustillant,croquant,frit,frite,grille,oignons frits,ail frit',
      ko: '바삭한,바삭,튀긴',
    },
  },
  {
    code: 'dry',
    names: {
      en: 'dry,dried,crumbly,crumbles,powdery,flaky pastry,dry and crumbly',
      zh: '干身,好干,太干,干巴巴,干硬,松散,酥皮',
      ja: 'パサパサ,ぱさぱさ,パサつく,乾いた,ぼろぼろ,ポロポロ',
      tl: 'tuyo,madurog,matuyo',
      id: 'kering,mudah hancur,rapuh',
      vi: 'khô,vụn,bở',
      th: 'แห้ง,ร่วน,ซุย',
      es: 'seco,seca,secos,se desmorona,desmenuzable',
      fr: 'sec,seche,friable',
      ko: '마른,퍽퍽한,건조한',
      de: 'trocken,krumelig,brockelig',
      it: 'secco,secca,friabile',
      pt: 'seco,seca,esfarelent*',
      ru: 'рассыпчат*,сух*',
    },
    neg: '5 6:.8',
  },
  {
    code: 'tough_fibrous',
    names: {
      en: 'tough,chewy,rubbery,gristle,gristly,sinewy,sinew,sinews,tendon,tendons,leathery,overcooked meat,overcooked beef,overcooked steak,overcooked chicken,overcooked pork,overcooked lamb',
      zh: '韧,有韧性,好韧,烟韧,弹牙,有嚼劲,有嚼勁,耐嚼,爽口,有筋,筋,渣多,纤维,嚼唔烂,咬唔开,肉质老,肉質老,肉好老,肉太老',
      ja: '筋っぽい,筋,繊維,かみ切れない,弾力,噛み切りにくい,ゴムのよう',
      tl: 'makunat,mahibla,malaman,makunat na karne',
      id: 'alot,liat,berserat,kenyal,berurat',
      vi: 'dai,xơ,nhiều xơ,gân',
      th: 'เหนียว,มีเส้นใย,เอ็น,เคี้ยวยาก',
      es: 'duro de masticar,fibroso,fibrosa,correoso,con nervios,gomoso,chicloso,tendones,nervios',
      fr: 'fibreux,filandreux,caoutchouteux,coriace,nerveux,tendons,nerfs',
      de: 'sehnen,sehnig,flechsen',
      ko: '질긴,섬유질,쫄깃',
      it: 'stopposo,stopposa',
    },
  },
  // rule DONENESS_KEEPS_TOUGH: meat cooked through until firm ("a bit well done", "煮老咗", "durchgebraten") is tough
  // however small it is cut; these are cooking words for anything (全熟 carrots, overdone and mashed), so they
  // stand only after a meat row and no smoothing (hazard-collect.ts). Not "overcooked" alone or "bien cuit";
  // Portuguese "bem passado" is also "well sieved" ("mingau bem passado"): only with its meat word
  {
    code: 'tough_fibrous',
    ofMeat: true,
    names: {
      en: 'a bit well done,bit well done,quite well done,rather well done,too well done,cooked well done,well done steak,well done beef,well done meat,well done roast,well done lamb,well done pork,well done burger,well-done steak,well-done beef,well-done meat,steak well done,beef well done,meat well done,roast well done,overdone',
      zh: '全熟,煮老了,煮老咗,炒老了,炒老咗,煎老了,煎老咗,焗老咗,烤老了',
      ja: 'ウェルダン,焼きすぎ,焼き過ぎ,火が通り過ぎ',
      es: 'muy hecho,muy hecha,demasiado hecho,demasiado hecha',
      ko: '웰던,바싹 익힌',
      de: 'durchgebraten,zu lange gebraten,totgebraten',
      pt: 'carne bem passada,carne moida bem passada,carne moída bem passada,bife bem passado,bife bem passada,frango bem passado,porco bem passado,picanha bem passada,hamburguer bem passado,hambúrguer bem passado',
    },
  },
  {
    code: 'fibrous',
    names: {
      en: 'fibrous,stringy,stringy bits,fibres,fibers,strings,threads of meat,strands of meat,shredded into strands,pulled into strands,pulled into strings',
      zh: '纤维,渣多,有渣,丝丝,撕成丝,拆成丝,撕成条,菜渣,啲渣,仲有渣,肉渣',
      ja: '繊維,筋っぽい,すじ',
      tl: 'mahibla',
      id: 'berserat,berserabut',
      vi: 'xơ,nhiều xơ,xé sợi,xé nhỏ',
      th: 'มีเส้นใย,เป็นเส้น',
      es: 'fibroso,fibrosa,hebras,deshebrada,deshebrado,desmechada,desmechado',
      fr: 'fibreux,filandreux',
      ko: '섬유질',
    },
  },
  {
    code: 'sticky',
    names: {
      en: 'sticky,gummy,glutinous,gluey,tacky,sticks to the spoon,sticks to the palate,sticks to the roof of the mouth,does not slide off,doesnt slide off,doesn\'t slide off,pasty and sticky',
      zh: '黏,粘,黏牙,黐,黐牙,黐口,糯,黏口,粘牙,黏稠黏口',
      ja: 'べたつく,ベタベタ,粘りが強い,くっつく,もち状',
      tl: 'malagkit,dumidikit',
      id: 'lengket,pulen,ketan',
      vi: 'dính,dẻo,dẻo quánh',
      th: 'เหนียวติด,ติดช้อน,ติดเพดานปาก,หนึบ',
      es: 'pegajoso,pegajosa,se pega,se pega a la cuchara',
      fr: 'collant,collante,colle au palais',
      ko: '끈적,찰진,달라붙',
    },
  },
  {
    code: 'round_long',
    names: {
      en: 'round,whole grapes,whole cherry tomatoes,long strands,strands,spaghetti strands,long noodles,sausage shaped,cylindrical',
      zh: '圆形,长条,长面条,一条条',
      ja: '丸い,長い麺,細長い',
      tl: 'bilog,mahaba',
      id: 'bulat,panjang',
      vi: 'tròn,sợi dài',
      th: 'กลม,เส้นยาว',
      es: 'redondo,redonda,tiras largas',
      fr: 'rond,ronde,longs filaments',
      ko: '둥근,긴 면',
    },
  },
  {
    code: 'bones',
    names: {
      en: 'bone,bones,bony,small bones,fish bones,all the bones,all bones,on the bone,bone in,gristle,cartilage,shell,shells',
      zh: '骨,鱼骨,骨头,连骨,有骨,软骨,壳,连壳,带骨,带壳,鱼刺,骨刺,小刺',
      ja: '骨,骨付き,小骨,殻,軟骨',
      tl: 'buto,tinik,may buto,may tinik,kabibe',
      id: 'tulang,duri,bertulang,cangkang,bertulang lunak',
      vi: 'xương,có xương,xương cá,sụn',
      th: 'กระดูก,ก้าง,มีก้าง,เปลือก,กระดูกอ่อน',
      es: 'hueso,huesos,espinas,con hueso,cascara,cartilago',
      fr: 'aretes,avec os,coquille',
      ko: '뼈,가시,껍데기',
    },
  },
  {
    code: 'skins_husks',
    names: {
      en: 'skin,skins,skin on,with skin,rind,rinds,rind on,with rind,with the rind,peel,unpeeled,husk,husks,hull,hulls,casing,seeds,pips,seedy,stones,pith,kernel,kernels,membrane,seeded,seeded loaf,seeded bread,multiseed,multi seed,multigrain,multi grain,granary,with seeds,sesame seeds,sesame seed,poppy seeds,poppy seed,linseed,linseeds,flaxseed,flaxseeds,chia seeds',
      zh: '皮,连皮,带皮,有皮,籽,有籽,核,有核,果皮,外皮,膜,有芝麻,芝麻粒,撒芝麻,杂粮面包,多谷面包,五谷面包,亚麻籽,奇亚籽',
      ja: '皮,皮付き,皮ごと,種,種入り,薄皮,ごま入り,胡麻入り,雑穀入り,雑穀パン,種入りパン',
      tl: 'balat,may balat,buto ng prutas,buto buto,may linga',
      id: 'kulit,berkulit,biji,berbiji,sekam,roti gandum utuh berbiji,roti biji bijian,wijen,biji wijen',
      vi: 'vỏ,còn vỏ,hạt cứng,màng,bánh mì hạt,hạt mè,hạt vừng',
      th: 'เปลือก,มีเปลือก,เมล็ด,มีเมล็ด,ขนมปังธัญพืช,งาดำ,เมล็ดงา',
      // rule SKINS_OR_WHOLE_SEEN_KEEP: the diminutive and plural forms of a skin too ("cascaritas", "peaux", "Schalen")
      es: 'piel,pieles,pielecitas,con piel,pepitas,semillas,hollejo,hollejos,cascara,cascaras,cascarita,cascaritas,pellejo,pellejos,pellejitos,pan de semillas,pan multicereal,con semillas,semillas de sesamo,semillas de lino',
      fr: 'peau,peaux,petites peaux,pelures,avec la peau,pepins,graines,enveloppe,enveloppes,pain aux graines,aux graines,pain multicereales,graines de sesame,graines de lin',
      ko: '껍질,잡곡빵,씨앗빵,깨',
      de: 'kornerbrot,mehrkornbrot,mit kornern,samen,sesam,hulsen,hautchen,erbsenschalen,bohnenschalen,schalen noch,schalen sichtbar,die schalen',
      it: 'pane ai semi,con semi,semi di sesamo,buccia,bucce,pellicine,pellicina',
      pt: 'pao com sementes,sementes,com sementes,gergelim,casca,cascas,peles,pelicula,peliculas',
      ru: 'кожура,кожуру,кожуры,кожица,кожицу,кожицы,кожурки,шкурки,шкурка,шкірка,шкірки,шкірку,лушпиння',
      hi: 'छिलका,छिलके',
    },
  },
  {
    code: 'floppy',
    names: {
      en: 'floppy,leafy,raw leaves,salad leaves,lettuce leaves,leafy greens',
      zh: '菜叶,生菜叶,叶',
      ja: '葉,葉物',
      tl: 'dahon',
      id: 'daun',
      vi: 'lá,rau sống',
      th: 'ใบผัก,ผักสด',
      es: 'hojas,hojas crudas',
      fr: 'feuilles',
      ko: '잎',
    },
  },
  {
    code: 'juicy',
    names: {
      en: 'juicy,juice runs out,juice separates in the mouth,watery fruit',
      zh: '多汁,爆汁',
      ja: '果汁が多い,汁気が多い,ジューシー',
      tl: 'makatas',
      id: 'berair,juicy',
      vi: 'mọng nước,nhiều nước',
      th: 'ฉ่ำน้ำ',
      es: 'mucho jugo',
      fr: 'juteux,juteuse',
      ko: '즙이 많은',
    },
  },
  {
    code: 'melts',
    names: {
      // rule MELTS_AGAINST_STATED_LEVEL: "just normal gelatine (jelly)" says it is the jelly that melts, whatever the menu
      en: 'melts,melted,melting,melts into liquid,melts in the mouth into liquid,turns to liquid,becomes liquid,normal gelatine,normal gelatin,ordinary gelatine,ordinary gelatin,regular gelatine,regular gelatin,plain gelatine,plain gelatin',
      zh: '溶化,融化,溶成水,变成水,化水',
      ja: '溶ける,とける,溶けて,液体になる',
      tl: 'natutunaw',
      id: 'meleleh,mencair',
      vi: 'tan chảy,chảy nước',
      th: 'ละลาย',
      es: 'se derrite,se funde,derretido',
      fr: 'fondu,fond en liquide',
      ko: '녹는',
    },
  },
  // ---- a removal written under negation ("骨は取ってない", "bones not removed") leaves the hazard
  {
    code: 'bones',
    names: {
      en: 'bones not removed,bones left in,bones still in,with the bones in,not deboned,not boned',
      zh: '没有去骨,没去骨,未去骨,冇去骨,冇起骨,骨没有去掉,骨头没去掉',
      ja: '骨は取ってない,骨を取ってない,骨は取っていない,骨を取っていない,骨は抜いてない,骨付きのまま,骨は取らず',
      es: 'sin deshuesar,con las espinas,sin quitar las espinas,sin quitar los huesos',
      vi: 'chưa lọc xương,không lọc xương,còn xương',
      ko: '뼈를 안 발라,뼈를 바르지 않',
      de: 'nicht entgrätet,mit gräten,nicht entbeint',
      fr: 'avec les aretes,non desosse',
    },
  },
  // ---- Rule HAZARD_REMOVED_BY_VERB: the bones removal of that rule asked ("鱼刺去净咗未？", "骨已去除吗") or said
  // incomplete ("gỡ xương không hết", "lọc xương chưa sạch"): the longer phrase is read, and the bones stay
  {
    code: 'bones',
    names: {
      zh: joined(
        ['鱼刺已去净', '刺已去净', '骨已去净', '鱼刺去净', '刺去净', '骨去净', '鱼刺已去除', '刺已去除', '骨已去除', '鱼骨已去除', '骨都去晒', '刺都去晒', '已去骨', '已去刺', '刺已挑出', '骨已挑出'],
        ['未', '咗未', '吗', '了吗', '了没', '了没有', '没有', '冇', '?'],
      ),
      vi: joined(
        ['', 'đã '],
        ['lọc', 'gỡ', 'rút', 'bỏ', 'nhặt'],
        [' xương'],
        [' không hết', ' chưa hết', ' chưa sạch', ' không sạch', ' không kỹ', ' chưa kỹ', ' nhưng chưa hết', ' nhưng còn', ' nhưng vẫn còn', ' chưa'],
      ),
    },
  },
  // ---- Rule HAZARD_KEPT_BY_NEGATED_REMOVAL for bones: "without removing the bones", "刺没挑", "durinya tidak dibuang"
  {
    code: 'bones',
    names: {
      en: 'without removing the bones,without removing bones,without taking the bones out,without deboning,without boning,did not take the bones out,didn t take the bones out,didn t remove the bones,did not remove the bones,forgot to debone,forgot to take the bones out,bones not taken out,bones kept in,with bones in,with the bones,bones and all',
      zh: '有鱼刺,有骨,有刺,带刺,带骨,连骨,刺没挑,刺没有挑,鱼刺没挑,鱼刺没去,没挑刺,没有挑刺,未挑刺,冇挑骨,骨冇挑,骨没挑,刺冇挑,唔去骨,不去骨,鱼骨没去',
      // the negative, polite and failed forms of the removal verbs 取る/取り除く/取り出す/抜く (rule HAZARD_REMOVED_BY_VERB)
      ja: '骨ごと,骨を取らずに,骨を取らない,骨は取らない,小骨が残って,骨が残って,骨を取りませ,骨は取りませ,骨を取りきれ,骨を取り切れ,骨を取り忘れ,骨を取り除かず,骨は取り除かず,骨を取り除かない,骨は取り除かない,骨を取り除いていない,骨を取り除いてない,骨は取り除いていない,骨を取り除きませ,骨を取り出さず,骨を取り出さない,骨を取り出していない,骨を取っていない,骨を取ってない,骨は取っていない,骨を抜かず,骨を抜かない,骨は抜かない,骨を抜いていない,骨は抜いていない,骨を抜きませ,小骨を取らず,小骨を取っていない,小骨を抜いていない,小骨を取りきれ,小骨を取り切れ,骨を抜いてない,骨は抜いてない',
      tl: 'hindi inalis ang tinik,hindi tinanggal ang tinik,may tinik pa,may buto pa,hindi inalis ang buto,hindi tinanggal ang buto,kasama ang tinik,kasama ang buto',
      id: 'durinya tidak dibuang,duri tidak dibuang,tulangnya tidak dibuang,tulang tidak dibuang,masih ada duri,masih ada tulang,masih berduri,dengan durinya,dengan tulangnya,tanpa membuang duri,tanpa membuang tulang',
      vi: 'không bỏ xương,không gỡ xương,chưa gỡ xương,chưa bỏ xương,không lấy xương,để nguyên xương,cả xương',
      th: 'ไม่ได้เอาก้างออก,ไม่ได้แกะก้าง,ไม่แกะก้าง,ยังมีก้าง,มีก้าง,ทั้งก้าง,ไม่ได้เอากระดูกออก,ยังมีกระดูก,ทั้งกระดูก',
      es: 'sin quitarle las espinas,sin quitarles las espinas,sin quitar espinas,sin sacar las espinas,sin sacarle las espinas,sin quitarle los huesos,sin quitar el hueso,con espinas,con huesos,con hueso',
      ko: '뼈째,뼈를 발라내지 않,가시를 발라내지 않,가시를 안 발라,뼈를 안 발라,가시를 빼지 않,뼈를 빼지 않',
      fr: 'sans enlever les aretes,sans retirer les aretes,sans desosser',
      de: 'ohne die gräten zu entfernen,mit knochen',
      it: 'con le spine,senza togliere le spine,con le lische,con l osso',
      pt: 'com espinhas,sem tirar as espinhas,com osso',
    },
  },
  {
    code: 'skins_husks',
    names: {
      en: 'skin not removed,skin left on,skin still on,rind not removed,rind left on,rind still on,unpeeled,not peeled',
      zh: '没有去皮,没去皮,未去皮,冇去皮',
      ja: '皮は取ってない,皮をむいてない,皮はむいていない,皮付きのまま',
      es: 'sin pelar,con piel,con cascara',
      vi: 'không bỏ vỏ,chưa bóc vỏ,còn vỏ,chưa gọt vỏ,không gọt vỏ,để nguyên vỏ',
      de: 'ungeschält,mit schale',
      fr: 'non pele,avec la peau',
    },
  },
  // ---- Rule HAZARD_KEPT_BY_NEGATED_REMOVAL: "without removing the skin" keeps the skin (and casings)
  {
    code: 'skins_husks',
    names: {
      en: 'without removing the skin,without taking the skin off,without peeling,skin kept on,with the skin on,skins left on,casing left on,casings left on,casing not removed,casings not removed,with the casing on,with the casings on,not skinned',
      zh: '连皮,带皮,皮没去,皮冇去,唔去皮,不去皮,没剥皮,冇剥皮,肠衣没去,连肠衣',
      ja: '皮ごと,皮付き,皮をむかずに,皮をむかない,皮は取らず,皮を取らずに',
      tl: 'may balat pa,hindi binalatan,kasama ang balat,hindi tinanggal ang balat',
      id: 'dengan kulitnya,tidak dikupas,tanpa dikupas,kulitnya tidak dibuang,kulit tidak dibuang',
      vi: 'không bóc vỏ,không lột vỏ,không lột da,để nguyên da,còn da',
      th: 'ไม่ปอกเปลือก,ทั้งเปลือก,ไม่ลอกหนัง,ทั้งหนัง',
      es: 'sin quitar la piel,sin quitarle la piel,sin quitarles la piel,sin quitar el pellejo,sin quitarle el pellejo,sin retirar la piel,sin retirarle la piel,con la piel,con su piel,sin quitar la tripa,con la tripa',
      fr: 'sans enlever la peau,sans retirer la peau,sans eplucher',
      de: 'ohne die haut zu entfernen,mit haut',
      it: 'con la buccia,con la pelle,senza togliere la pelle,senza sbucciare',
      pt: 'com casca,com pele,sem tirar a pele,sem descascar',
    },
  },
  // ---- Rule SOLID_IN_CARRIER: a solid served in a thin liquid ("rice in water", "peaches in juice",
  // "wontons in soup", "cereal soaked in milk") is that food with a mixed consistency, never the liquid
  {
    code: 'mixed_consistency',
    names: {
      en: 'in water,in hot water,in warm water,in cold water,in boiling water,in plain water,in the water,in juice,in fruit juice,in apple juice,in orange juice,in pear juice,in grape juice,in pineapple juice,in the juice,in soup,in the soup,in a soup,in clear soup,in the broth,in a broth,in stock,in chicken stock,in tea,in green tea,in coconut milk,in the milk,in warm milk,in hot milk,in cold milk,in soy milk,in sweet soup,in consomme,floating in,soup with,soup w',
      zh: '泡水,浸水,泡喺水,浸喺水,浸喺汤,浸喺糖水,泡喺汤,泡在水里,泡在水中,泡在汤里,泡在汤中,泡在牛奶里,泡在牛奶中,泡牛奶,浸牛奶,泡喺牛奶,浸喺牛奶,泡在果汁里,浸喺果汁,泡饭,汤泡饭,水泡饭,茶泡饭,浸糖水,泡糖水,浮喺汤,浮在汤上,放入汤中,放入汤里',
      ja: 'お茶漬け,茶漬け,湯漬け,出汁茶漬け,シロップ漬け,スープに入れ,汁に入れ,スープに浮かべ,汁に浮かべ,スープの中に,汁の中に,水の中に,牛乳の中に',
      ko: '물에 만,물에 말은,물에 말아,국에 만,국에 말은,국에 말아,우유에 말은,우유에 말아,우유에 만,국물 속에,우유 속에',
      tl: 'sa tubig,sa mainit na tubig,sa gatas,sa juice',
      id: 'dalam air,dalam air panas,dalam susu,dalam kuah,dalam sup,dalam sop,dalam jus,dalam sari buah,cairan encer,cairan terpisah',
      vi: 'trong nước,trong sữa,trong canh,trong súp,trong nước dùng,trong nước ép,chan canh,chan nước canh',
      th: 'ในน้ำเปล่า,ในนม,ในน้ำซุป,ในน้ำเชื่อม,ลอยในน้ำ,ในน้ำผลไม้',
      es: 'en agua,en agua caliente,en agua tibia,en jugo,en zumo,en leche,en la leche,en sopa,en la sopa,en el caldo,en un caldo,flotando en,sopa con,caldo con',
      fr: 'dans l eau,dans de l eau,dans le lait,dans du lait,dans le jus,dans du jus,dans la soupe,dans une soupe,dans le potage,dans du the,soupe avec,bouillon avec',
      de: 'in wasser,in milch,in saft,in der suppe,in suppe,in tee,suppe mit,bruhe mit',
      it: 'in acqua,nel latte,in latte,nel succo,in succo,nella zuppa,in zuppa,nella minestra,zuppa con,brodo con,minestra con',
      pt: 'na agua,em agua,no leite,em leite,no suco,em suco,na sopa,sopa com,caldo com',
      ru: 'в воде,в молоке,в соке,в супе,суп с,бульон с',
      ar: 'في الماء,في الحليب,في العصير',
      hi: 'पानी में,दूध में,जूस में',
    },
    neg: '5 4:.9 6:.6',
  },
  // ---- the list items of "без кожи, костей и хрящей", "بدون جلد أو عظم" (rule NEGATION_LIST_SCOPE)
  { code: 'skins_husks', names: { ru: 'кожа,кожи,кожей,кожу,с кожей', ar: 'جلد,الجلد,بالجلد' } },
  { code: 'bones', names: { ru: 'хрящ,хрящи,хрящей', ar: 'عظم,عظمة' } },
  // fibres of vegetables left in a purée ("仲有啲菜渣", "still some vegetable fibres"): fibrous, IDDSI high-risk foods
  { code: 'fibrous', names: { zh: '菜渣,有啲渣,啲渣,菜丝,菜筋', en: 'vegetable fibres,vegetable fibers,veg fibres,stringy veg' } },
];

export const HAZARD_REMOVED: HazardWordRow[] = [
  {
    code: 'bones', removed: true,
    names: {
      en: 'boneless,taken off the bone,cut off the bone,picked off the bone,stripped off the bone,deboned,de boned,filleted,fillet,fillets,bones removed,gristle trimmed,gristle removed,trimmed of gristle,bones taken out,bones taken off,bones picked out,all bones removed,pin boned,shelled,shell removed,shells removed',
      zh: '去刺,去晒刺,起刺,剔刺,剔骨,去骨,起骨,起晒骨,去晒骨,拆晒骨,冇晒骨,无骨,冇骨,鱼柳,去壳,起肉,拆肉,拆骨,挑骨,挑走骨',
      ja: '骨なし,骨抜き,骨を取った,骨を除いた,切り身,殻をむいた,骨を取って,骨を取り除いた,骨と皮を取って,皮と骨を取って,骨と皮を取り除いた,骨を取りました,骨は取りました,骨は全部取りました,骨を全部取りました,骨は全部取った,骨を全部取った,骨は全部取って,骨を全部取って,骨は全部取り除,骨を取り除きました',
      tl: 'walang buto,walang tinik,tinanggalan ng buto,tinanggalan ng tinik',
      id: 'tanpa tulang,tanpa duri,fillet,filet,duri sudah dibuang,duri dibuang,tulang dibuang,tulang sudah dibuang,duri sudah dibuang semua',
      vi: 'không xương,rút xương,bỏ xương,phi lê,lóc xương',
      th: 'ไม่มีก้าง,ไม่มีกระดูก,เลาะก้าง,เลาะกระดูก,ฟิเล',
      es: 'sin hueso,sin huesos,sin espinas,deshuesado,deshuesada,filete',
      fr: 'sans aretes,sans os,desosse,filet',
      ko: '뼈 없는,순살,뼈를 발라낸,뼈를 제거,뼈 제거,가시를 발라낸,가시 제거,가시를 제거,뼈를 뺀',
    },
  },
  // rule HAZARD_REMOVED_BY_VERB: the removal verb with its aspect marker before the bones (Cantonese 咗, Mandarin
  // 了/掉: "拆咗骨", "去了刺", "挑掉骨"); the bare verbs are in the row above
  { code: 'bones', removed: true, names: { zh: '去咗骨,起咗骨,拆咗骨,剔咗骨,挑咗骨,去咗刺,起咗刺,挑咗刺,剔咗刺,拆咗刺,去了骨,剔了骨,拆了骨,挑了骨,去了刺,挑了刺,剔了刺,去掉骨,剔掉骨,挑掉骨,去掉刺,挑掉刺,剔掉刺' } },
  // rule HAZARD_REMOVED_BY_VERB: a skin discarded is a skin removed ("binned the skin", "皮掉咗", "皮を捨てて")
  {
    code: 'skins_husks',
    removed: true,
    names: {
      en: 'binned the skin,binned the skins,skin binned,skins binned,threw away the skin,threw the skin away,threw away the skins,threw the skins away,skin thrown away,skins thrown away,discarded the skin,discarded the skins,skin discarded,skins discarded,ditched the skin,skin in the bin,skins in the bin,tossed the skin,tossed the skins',
      zh: '皮掉咗,掉咗皮,皮扔掉,扔掉皮,扔了皮,皮扔了,皮丢掉,丢掉皮,丢了皮,皮丢了,皮已丢弃,丢弃皮,皮都掉咗',
      ja: '皮を捨てて,皮は捨てて,皮を捨てた,皮は捨てた,皮を捨てました,皮は捨てました,皮は捨て',
      es: 'tire la piel,tiramos la piel,piel desechada,deseche la piel,la piel a la basura',
      fr: 'jete la peau,jete les peaux,peau jetee,peaux jetees',
      de: 'haut weggeworfen,schale weggeworfen,schalen weggeworfen',
      it: 'buttato la buccia,buccia buttata,buttata la buccia',
      pt: 'joguei fora a casca,casca descartada,descartei a casca,joguei fora a pele,pele descartada',
      id: 'kulitnya dibuang',
      ko: '껍질은 버리고,껍질을 버리고,껍질은 버렸',
    },
  },
  // rule HAZARD_REMOVED_BY_VERB: bones pulled, picked or taken out in any word order ("pin bones pulled", "骨を取り",
  // "가시를 발라", "espinas retiradas"); a removal said to have fallen short ("骨を取りきれ") stays a hazard (HAZARD_WORDS)
  {
    code: 'bones',
    removed: true,
    names: {
      en: 'pin bones pulled,pin bones removed,pin bones taken out,pin bones picked out,bones pulled,bones pulled out,bones picked,pulled the bones,pulled all the bones,pulled the pin bones,pulled all the pin bones,pulled all pin bones,pulled the pinbones,pulled all the pinbones,pinbones pulled,tweezed the bones,tweezed the pin bones,tweezed all the pin bones',
      zh: '拔刺,拔咗刺,拔了刺,挑出刺,挑出骨,刺挑出,骨挑出,刺拔掉,拔掉刺,拔走刺,挑走刺,剔走骨',
      // full removal forms, not the stems 骨を取り/骨を抜き that a negative continues (骨を取り除かずに: bones NOT removed);
      // 取り除いた/取り除いて after the bones are REMOVAL_AFTER's
      ja: '骨を取り出した,骨を取り出して,骨を取り出しました,骨は取り出した,骨を取りました,骨を抜いた,骨を抜いて,骨を抜きました,骨は抜いた,骨は抜いて,小骨を取った,小骨を取って,小骨を取りました,小骨を抜いた,小骨を抜いて,小骨を抜きました,小骨は取った',
      // not the stem 가시를 빼 that a negative continues (가시를 빼지 않고: bones NOT removed)
      ko: '가시를 발라,뼈를 발라,가시를 뺐,가시를 빼고,가시를 빼서,가시를 빼낸,뼈를 뺐,뼈를 빼고,뼈를 빼서,뼈를 빼낸,가시 뺀,가시를 다 발라',
      es: 'espinas retiradas,espinas quitadas,quitadas las espinas,quite las espinas,le quite las espinas,sin las espinas,huesos retirados,sin los huesos',
      fr: 'aretes retirees,aretes enlevees,sans les aretes,os retires',
      de: 'entgratet,graten entfernt,ohne graten,knochen entfernt,ohne knochen',
      it: 'spinato,spinata,senza spine,spine tolte,lische tolte,senza lische',
      pt: 'sem espinhas,espinhas retiradas,espinhas tiradas,sem ossos',
    },
  },
  // bones "picked clean" ("刺都挑干净了"); whole phrases only, so "刺没挑干净" stays a hazard
  { code: 'bones', removed: true, names: { zh: '刺都挑干净,刺挑干净,鱼刺挑干净,骨都挑干净,骨挑干净,刺都剔干净,刺剔干净,骨挑晒,刺挑晒,啲骨挑晒' } },
  // rule HAZARD_REMOVED_BY_VERB: the fish bones said gone after the noun ("鱼刺已去净", "骨已去除"); Vietnamese
  // "lọc xương" is deboning (lọc alone is sieving: a whole phrase, so the bones word is not read as a purée)
  {
    code: 'bones',
    removed: true,
    names: {
      zh: '鱼刺已去净,刺已去净,骨已去净,鱼刺去净,刺去净,骨去净,鱼刺已去除,刺已去除,骨已去除,鱼骨已去除,刺已剔除,骨已剔除,刺都去晒,骨都去晒,已去骨,已去刺,鱼刺已挑出,刺已挑出,骨已挑出',
      vi: 'lọc xương,đã lọc xương,lọc hết xương,lọc sạch xương,đã rút xương,đã bỏ xương,gỡ xương,đã gỡ xương,gỡ hết xương,nhặt hết xương',
    },
  },
  {
    code: 'skins_husks', removed: true,
    names: {
      en: 'skinless,peeled,skin removed,skins removed,skin taken off,skins taken off,skin off,skins off,out of the skin,out of the skins,out of their skins,out of its skin,out of the casing,out of the casings,out of their casings,out of its casing,casing removed,casings removed,casings off,seedless,deseeded,de seeded,pitted,stoned,seeds removed,pips removed,seeds scooped out,seeds taken out,took out the seeds,taken out the seeds,take out the seeds,removed the seeds,scooped out the seeds,took the seeds out,seeds picked out,pips taken out,stone removed,hulled',
      zh: '去皮,走皮,冇皮,无皮,去籽,冇籽,无籽,去核,去衣,剥晒皮,剥咗皮,剥皮,剥去皮,剥走皮,剥掉皮,撕走皮,去肠衣,剥去肠衣,挤出肠衣,皮都唔要,唔要皮,皮唔要,皮都不要,不要皮,皮不要,鱼皮都唔要,鱼皮都不要',
      ja: '皮なし,皮をむいた,皮を除いた,種なし,種を除いた,皮を取って,皮をむいて,骨と皮を取って,皮と骨を取って,骨と皮を取り除いた',
      tl: 'walang balat,binalatan,walang buto',
      id: 'tanpa kulit,dikupas,tanpa biji,kulit dibuang,kulit sudah dibuang,biji dibuang,dikeluarkan dari kulitnya,dikeluarkan dari selongsong',
      vi: 'bỏ vỏ,lột vỏ,bóc vỏ,gọt vỏ,không vỏ,bỏ hạt,không hạt',
      th: 'ปอกเปลือก,ไม่มีเปลือก,ไม่มีเมล็ด,เอาเมล็ดออก,ลอกหนังออก,ลอกหนัง,เอาหนังออก,ไม่มีหนัง,แกะไส้ออกจากหนัง',
      es: 'sin piel,pelado,pelada,sin semillas,sin pepitas,sin tripa,sacado de la tripa,sacada de la tripa,fuera de la tripa',
      fr: 'sans peau,pele,pelee,epepine,sans pepins',
      ko: '껍질 벗긴,씨 없는',
    },
  },
  {
    code: 'mixed_consistency', removed: true,
    names: {
      en: 'absorbed,all milk absorbed,all the milk absorbed,all the milk went in,all the milk soaked in,soaked up all the milk,drained the extra,drained the excess,drained off the extra,milk absorbed,fully absorbed,liquid absorbed,no free liquid,no free milk,no excess liquid,no separate liquid,drained well,well drained,liquid drained off,milk drained off,excess milk drained,extra milk drained,excess milk poured off,extra milk poured off,extra drained off,excess drained off,excess liquid drained,excess poured off,lifted out of the soup,lifted out of the broth,taken out of the soup,taken out of the broth,drained from the broth,drained from the soup,served without the broth,served without the soup,served without its broth,fished out of the soup',
      // rule SOLID_IN_CARRIER: a sweet soup's syrup left out (豆腐花冇落糖水) leaves no thin liquid
      zh: '冇落糖水,唔落糖水,走糖水,不加糖水,没加糖水,唔要糖水,冇加糖水,多余牛奶倒掉,多余的牛奶倒掉,倒掉多余的牛奶,倒掉多余牛奶,倒走多余牛奶,多余嘅奶倒走,吸收晒,吸干,冇多余水分,没有多余汤汁,没有多余水分,沥干,隔干,滤干,吸晒,吸哂,已吸收,完全吸收,没有分离的稀汁,没有分离的汁,冇分离嘅稀汁,没有稀汁,冇稀汁,无稀汁,没有稀的汤水分离,没有汤水分离,冇汤水分离,冇稀嘅汤水分离,没有汤汁分离,冇汤汁分离,没有水分离出来,没有稀的汤水分离出来,没有汤水分离出来,捞起,捞出来,捞出,捞咗出嚟,捞起上碟,隔走汤,唔要汤,不要汤,沥干汤',
      ja: '余分な牛乳を捨て,余分な牛乳は捨て,余分な牛乳を切っ,余分な牛乳は切っ,水分を吸わせた,汁気を切った,水気を切った,水っぽい汁は出ない,水っぽい汁が出ない,汁は出ない,汁が出ない,分離しない,具だけ取り出,汁から取り出,汁を切って,汁は切って,汁は切った,汁は切りました,汁を切った,汁を切りました,汁気を切って,汁けを切って,汁を捨てて,汁は捨てて',
      tl: 'sinipsip ang sabaw,pinatuyo ang sabaw,tinapon ang sobrang gatas,inalis ang sobrang gatas,walang tumutulong sabaw,walang tumutulo na sabaw,walang tumutulong sarsa,walang hiwalay na sabaw,walang naghihiwalay na sabaw,hinango sa sabaw,inahon sa sabaw,hinango mula sa sabaw,walang tubig na humihiwalay,walang humihiwalay na tubig,walang sabaw na humihiwalay,hindi humihiwalay ang tubig,walang sabaw na tumutulo,walang sabaw na tumutulo o humihiwalay,walang sabaw na humihiwalay o tumutulo,walang tumutulo o humihiwalay,hindi humihiwalay ang sabaw,na hindi humihiwalay,hindi naghihiwalay',
      id: 'kuah terserap,ditiriskan,susu berlebih dibuang,sisa susu dibuang,kelebihan susu dibuang,diangkat dari kuah,diangkat dari kuahnya,ditiriskan dari kuah,tanpa kuahnya',
      vi: 'ngấm hết nước,để ráo,chắt bớt sữa,chắt hết sữa thừa,chắt bỏ sữa thừa,vớt ra riêng,vớt riêng,vớt ra,vớt ra khỏi nước,chắt bỏ nước,không lấy nước',
      th: 'ซึมหมดแล้ว,สะเด็ดน้ำ,เทนมส่วนเกินออก,เทนมที่เหลือออก,ตักขึ้นจากน้ำซุป,ตักออกจากน้ำซุป,ไม่เอาน้ำซุป,ไม่ใส่น้ำซุป,ไม่เอาน้ำแกง,ไม่ใส่น้ำแกง,ไม่ราดน้ำแกง,ไม่มีน้ำแกง',
      es: 'absorbido,sin liquido libre,leche sobrante escurrida,quitando el exceso de leche,sin el exceso de leche,sin tropezones,sin trozos,sacado del caldo,sacada del caldo,sacados del caldo,escurrido del caldo,escurrida del caldo,sin el caldo,se escurrio la leche sobrante,escurri la leche sobrante',
      fr: 'absorbe,sans morceaux,lait en exces egoutte,exces de lait retire,sorti du bouillon,egoutte du bouillon,sans le bouillon',
      ko: '분리되지 않,따로 놀지 않,물이 생기지 않,분리 안 됨,분리 안됨,건더기만 건져,건져서,국물은 따라내,국물을 따라내,국물은 버리,국물을 버리,국물을 빼,국물은 빼',
    },
  },
  {
    // rule DRAINED_OWN_CARRIER: a bare "drained" takes away only the liquid of the food it is said of
    // ("tofu in broth, drained"), never another food's broth ("broth with chicken, the rice was drained")
    code: DRAINED_OWN_CARRIER_CODE, removed: true,
    names: {
      en: 'drained,drained off',
      es: 'escurrido,escurrida,escurridos,escurridas',
      fr: 'egoutte,egouttee,egouttes,egouttees',
      de: 'abgetropft,abgegossen,abgeseiht',
      it: 'scolato,scolata,scolati,scolate,sgocciolato,sgocciolata',
      pt: 'escorrido,escorrida,escorridos,escorridas',
    },
  },
  {
    code: 'fibrous', removed: true,
    names: {
      en: 'strings removed,destringed,de stringed,fibres removed,fibers removed,stringy bits removed,tough fibres removed',
      zh: '去筋,撕走筋,去渣,隔渣,去膜,剥膜,剥晒膜,剥埋膜,撕走膜,去掉膜',
      ja: '筋を取った,筋を除いた,筋取り',
      vi: 'hết xơ,sạch xơ,bỏ xơ,không còn xơ,lọc hết xơ',
      es: 'sin hebras,sin fibras',
      fr: 'sans fils,effile',
    },
  },
  // Vietnamese xơ is both the stringy fibre and the tough one: "no fibre left" takes out both
  { code: 'tough_fibrous', removed: true, names: { vi: 'hết xơ,sạch xơ,bỏ xơ,không còn xơ,lọc hết xơ' } },
  {
    code: 'crunchy', removed: true,
    names: { en: 'crusts removed,crust removed,crustless,no crust,crusts cut off,softened in', zh: '去边,切走边', es: 'sin corteza', fr: 'sans croute' },
  },
  {
    // Fruit stewed or poached soft no longer lets juice separate (IDDSI Level 6: cooked fruit)
    code: 'juicy', removed: true,
    names: {
      en: 'stewed,poached,stewed fruit,cooked fruit,baked apple,baked pear,compote,cooked down,stewed until soft,stewed till soft,stewed till very soft,stewed until very soft,stewed until tender,cooked until soft,soft cooked,cooked until tender',
      // the cooking words are the soft row's own forms, so both rows read them (a longer form would hide soft)
      zh: '煲腍,煮腍,炖腍,炆腍,糖水煮,炖熟,煮熟的水果,炖梨,烩水果,煮软,蒸软,煮軟,蒸軟,煮到软,炖软,煮烂,炖烂,煮到烂',
      ja: 'コンポート,煮りんご,甘煮,煮た果物,焼きりんご,やわらかく煮た,柔らかく煮た,やわらかく煮て,柔らかく煮て,やわらかく煮ました,柔らかく煮ました',
      tl: 'nilagang prutas,minatamis',
      id: 'setup buah,buah rebus,dimasak lunak',
      vi: 'trái cây hầm,hầm mềm,nấu chín mềm',
      th: 'ผลไม้เชื่อม,ต้มจนนิ่ม',
      es: 'compota,fruta cocida,manzana asada,pera cocida,cocido,cocida,pochado,pochada',
    },
  },
];

// ------------------------------------------------------------------ cues

/**
 * Cantonese writes "Mr Chan" as the surname and 生 (陳生, 何生): not the hazard word 生 "raw". The commonest
 * Hong Kong surnames, in both scripts.
 */
export const ZH_SURNAMES = [
  '陳', '陈', '李', '張', '张', '黃', '黄', '何', '林', '梁', '王', '吳', '吴', '劉', '刘', '蔡', '楊', '杨', '鄭', '郑', '謝', '谢', '郭', '曾', '馮', '冯', '羅', '罗', '鄧', '邓', '麥', '麦', '朱', '周', '葉', '叶', '潘', '許', '许', '胡', '鍾', '钟', '盧', '卢', '蕭', '萧', '余', '譚', '谭', '袁', '鄺', '邝',
];
const ZH_SURNAME_MISTER = joined(ZH_SURNAMES, ['生']);

/**
 * Non-food words that contain a food or hazard word (表面 has 面, 匙羹 has 羹, น้ำตาล has น้ำ, 医生 has 生 "raw"):
 * matched to be ignored.
 */
export const STOP_WORDS: Names = {
  // the café of English is a place ("from the cafe downstairs"): the drink bought there is named on its own
  en: 'bringing in,brought in,bring in,brings in,upgraded to stage,went to stage,going to stage,progressing to stage,progressed to stage,moved to stage,moved up to stage,moving to stage,back to stage,got soaked,was soaked,shirt soaked,shirt got soaked,soaked his shirt,soaked her top,soaked the bib,bib soaked,from the cafe,from a cafe,at the cafe,in the cafe,to the cafe,cafe downstairs,the cafe downstairs,hospital cafe,coffee shop,not only,not just,sugar cube,sugar cubes,stock cube,stock cubes,bouillon cube,bouillon cubes,no one noticed,nobody noticed,no one saw,nobody saw,no one spotted,nobody spotted,no one checked,nobody checked,no one realised,nobody realised,no one realized,nobody realized,the whole thing,whole thing,the whole lot,whole lot,the whole cup,the whole glass,the whole bottle,the whole box,the whole mug,the whole carton,the whole bowl,the whole plate,whole plate,whole portion,whole serving,whole meal,whole bowl,whole plateful,whole tray,the whole portion,the whole serving,the whole meal,the whole tray,the whole day,the whole time,the whole way,whole grain,whole grains,wholegrain,wholemeal,whole wheat,no sugar,no added sugar,sugar free,low sugar,no salt,low fat,no ice,less ice,less sweet,less sugar,less sugary,less syrup,less milk,less cream,less foam,half sweet,half sugar,extra ice,light ice,unsweetened,water swallow test,water test,ice chips protocol,hard to swallow,difficult to swallow,hard of hearing,log roll,log rolled,skin tear,skin tears,skin integrity,skin intact,skin care,dry mouth,dry lips,sticky eyes,runny nose,watery eyes,watery stools,watery stool,thin hair,soft voice,soft tissue,lump on his,lump on her,hard to rouse,hard to wake,bone density,tough day,hair bun,fluid on the lungs,water infection,water tablets,water tablet,water retention',
  // "压下去" (pressed down), "饮落去" (drunk down): its directional 去 is not the removal 去 ("去冰") that negates what follows
  // rule ROLE_NEED_VERB: "俾佢食" (gave him to eat) serves the food; its "佢食" is not the eater's habit
  zh: `俾佢食,畀佢食,比佢食,喂佢食,餵佢食,俾佢飲,畀佢飲,喂佢飲,餵佢飲,压下去,按下去,叉下去,压落去,撳落去,饮落去,飲落去,吞落去,食落去,喝下去,吞下去,吃下去,咽下去,饮下去,用叉压得烂吗,叉压得烂吗,用叉压得烂未,叉压得烂未,压得烂吗,压得烂未,压唔压得烂,压得烂先,侧面,三杯,无糖,低糖,少糖,走甜,少甜,走冰,少冰,微糖,半糖,去冰,无盐,低盐,无脂,低脂,脱脂,无添加,无咖啡因,表面,方面,上面,下面,里面,外面,前面,后面,面对,面积,见面,面部,水平,水分,水份,口水,汤匙,汤羹,匙羹,调羹,羹匙,茶匙,茶羹,个羹,只羹,嗰羹,啲羹,一羹,呢羹,羹打侧,羹一打侧,羹一侧,羹侧,羹倾,羹一倾,汤勺,蛋白质,饭前,饭后,饭堂,包括,包装,面粉,菜单,口腔,糖尿,血糖,肉眼,一汤匙,一茶匙,蒜蓉,姜蓉,葱蓉,椒蓉,勺面,匙面,羹面,叉面,杯面写,杯面标,杯面印,杯面贴,盒面写,盒面标,盒面印,罐面写,罐面标,瓶面写,瓶面标,面上,对面,面前,平面,正面,反面,背面,全面,当面,地面,桌面,画面,面色,面孔,面具,奶奶,肌肉,医生,醫生,先生,学生,學生,卫生,衛生,生日,生活,生病,发生,發生,水肿,水疱,水痘,水杯,水壶,热水袋,药水,眼药水,脱水,腹水,胸水,水样便,水银,香水,水桶,水龙头,水箱,茶碗,茶几,茶色,茶楼,茶杯,奶嘴,洗面奶,汤碗,白蛋白,血红蛋白,蛋白尿,笨蛋,饭碗,饭厅,饭盒,饭桌,饭店,中饭,饭菜,饭量,开饭,面巾,面纸,洗面,面颊,面瘫,颜面,面肌,面神经,面试,面容,面向,会面,面盆,液面,面膜,面罩,面珠,包扎,书包,钱包,背包,红包,包裹,包含,打包,一包,两包,半包,冰包,包尿片,牙肉,肉色,鸡眼,鸭舌帽,企鹅,鱼缸,菜刀,菜市场,菜谱,菜板,橙色,杏色,桃红,糊涂,模糊,迷糊,含糊,一粒药,药粒,阿杰,稀少,筛查,筛选,筛检,僵硬,硬化,硬朗,硬币,生命,生理,出生,陌生,产生,生长,生气,实习生,护生,维生素,人生,陈生,张生,刘生,吴生,梁生,脆弱,韧带,抽筋,脑筋,筋疲力尽,黏膜,粘膜,黏液,粘液,粘贴,骨折,骨质疏松,骨科,骨盆,尾骨,锁骨,骨痛,皮肤,皮疹,皮下注射,眼皮,头皮,橡皮,皮带,核对,核酸,结核,核实,核查,角膜,保鲜膜,耳膜,叶酸,肺叶,叶姑娘,叶医生,饭餸,${ZH_SURNAME_MISTER}`,
  ja: '水曜,水曜日,茶色,茶色い,茶碗,茶わん,面会,面談,面倒,場面,画面,対面,面接,丸ごと完食,丸ごと食べ,完食,筋肉,包丁,圧力鍋,鍋で,鍋に,鍋から,スプーンの面,水分,水平,大さじ,小さじ,水分量,砂糖なし,甘さ控えめ,夕飯,晩飯,朝飯,昼飯,夕ご飯,晩ご飯,朝ご飯,昼ご飯,夕ごはん,晩ごはん,朝ごはん,昼ごはん,水虫,水道,水筒,水頭症,喫茶店,茶の間,顔面,生年月日,発生,再生,生まれ,生きる,生きて,皮下,表皮,骨粗鬆症,骨盤,骨格,骨密度,大腿骨,筋力,筋トレ,腹筋,背筋,筋萎縮,筋ジストロフィー,筋電図,肉体,歯肉,肉親,魚の目,卵巣,衣服,衣類,更衣,着衣,寝衣,種類,接種,各種,職種,言葉,前頭葉,側頭葉,尻餅,尻もち,氷枕,氷嚢,パンツ,パンフレット,ハムストリング,ガムテープ,ナンバー,メンテナンス,パイプ,エビデンス,メカニズム,カニューレ,ベッドのそば,そばで見守,そばにいる,すこし,ひっこし,つぶや,ふき取,ふきん,ただし',
  es: 'quedo empapado,quedo empapada,quedó empapado,quedó empapada,servilleta empapada,camisa empapada,ropa empapada,babero empapado,sin azucar,sin sal,sin lactosa,sin hielo,sin gluten,no solo,no solamente,porcion entera,racion entera,el plato entero,todo el plato,se queda de pie,queda de pie,se mantiene de pie,se sostiene de pie,quedarse de pie',
  fr: 'sans sucre,sans sel,sans lactose,non seulement,pas seulement',
  id: 'tanpa gula,tanpa es,kurang manis,tanpa garam,gula sedikit,es sedikit,kurang gula',
  pt: 'nao so,nao somente,nao apenas,fica em pe,ficar em pe,fica de pe',
  it: 'non solo,non soltanto',
  de: 'nicht nur',
  // rule CONTRAST_EXCLUDES, its other side: "not only X but also Y" negates nothing
  vi: 'không đường,không đá,ít đường,ít đá,dán nhãn,nhãn dán,trên nhãn,cá nhân,táo bón,đánh giá,màu cam,cam kết,liên lạc,cơ bắp,cắt móng,cắt tóc,tã ướt,đặc biệt,lọc máu,khô miệng,da khô,xơ gan,xơ cứng,xơ vữa,lá phổi,lá lách,nấm miệng,cục máu đông,đào tạo,phần mềm',
  tl: 'walang asukal,walang yelo',
  th: 'อีกรอบ,น้ำตาล,น้ำหนัก,น้ำมัน,น้ำลาย,ใส่,น้ำปลา,ไม่ใส่น้ำตาล,ไม่หวาน,หวานน้อย,ไม่ใส่น้ำแข็ง,หมู่บ้าน,หมู่,ปลายลิ้น,ปลายนิ้ว,ปลายเท้า,ปลายจมูก,ปู่,ปูเตียง,พายุ,แม่นยำ,สีส้ม,กากบาท,แจ่มใส,สดใส,ถ่ายทอด,กลมกลืน,ข้าวของเครื่องใช้,บุกรุก,ยาเม็ด,เม็ดยา,สับสน,ลิ้นชา,ปากชา,มือชา,อาการชา,ผู้ชาย,ห้องน้ำ,น้ำเกลือ',
  ko: '음식물,무가당,설탕 없는,약물,동물,건물,물건,물리치료,선물,물론,분비물,이물질,물집,눈물,콧물,물티슈,목욕탕,탕비실,죽음,죽겠,꿀잠,밥상,밥그릇,밥솥,찜질,찜찜,엿보,콩팥,홍콩,엉덩이뼈,뼈가 부러,어깨,깨어,깨워,깨닫,잠에서 깨',
};


/**
 * Rule MUSHY_MEAL_NEEDS_FORK_TEST: the soft words that say a meal has gone to mush (falls apart, no pieces held
 * together): alone, with no food named, the meal is read as Level 6 until the fork pressure test, not Level 7.
 */
export const MUSHY_WORDS: Names = {
  // rule MUSHY_FOOD_FALLEN_APART: cooked until it falls apart, in every language read (the soft row reads them too)
  en: 'mushy,all mushy,soggy,all soggy,gone mushy,gone soggy',
  zh: '烂糊,烂糊糊,烂烂的,糊烂,稀烂,烂晒,煮到烂晒,煮到稀烂',
  ja: 'ぐちゃぐちゃ,くたくた,くたくたに煮た,くたくたに煮て,煮崩れた',
  tl: 'malabsak',
  vi: 'nhão,nhũn',
  th: 'เละๆ,เละมาก',
  es: 'blandengue,deshecho,deshecha,deshechos,deshechas',
  fr: 'en bouillie',
  ko: '흐물흐물',
  id: 'benyek,lembek sekali,sangat lembek',
  it: 'sfatto,sfatta,sfatti,sfatte,spappolato,spappolata',
  de: 'matschig,matschige,matschigen,zerkocht,verkocht',
  pt: 'desmanchado,desmanchada,desmanchados,desmanchadas,desmanchando',
  hi: 'गला हुआ,गली हुई,गले हुए',
};

export const DRINK_WORDS: Names = {
  de: 'getränk,trinken,ein glas,eine tasse,tasse,glas',
  it: 'bevanda,bere,un bicchiere,una tazza,bicchiere',
  pt: 'bebida,beber,um copo,uma xicara,copo',
  ru: 'напиток,пить,стакан,чашка,компот,морс',
  ar: 'مشروب,كوب,شرب',
  hi: 'पेय,पीना,गिलास,कप,पी रहे,पी रही,पीते हैं,पीती हैं',
  en: 'drink,drinks,drinking,beverage,beverages,liquid,liquids,fluid,fluids,sip,sips,cup of,glass of,mug of,a cup,a glass,bottle of,shake,to drink,a mug,mugful,can of,a can,canned drink',
  zh: '饮,饮品,饮料,喝,一杯,杯,一樽,樽装,饮用,液体,流体,饮嘢,冲了,冲好,冲一杯,冲杯,冲泡,冲咗,冲的,冲嘅,冲开,冲开的,开水冲,温水冲,用水冲',
  ja: '飲み物,ドリンク,飲料,液体,水分,飲む,一杯,お湯で溶いた,お湯で溶かした,お湯に溶いた',
  tl: 'inumin,inom,iinumin,isang baso,baso ng,tinimpla,nagtimpla,ipinagtimpla',
  id: 'minuman,minum,segelas,secangkir,cairan,gelas,diseduh,menyeduh,seduh',
  vi: 'đồ uống,nước uống,thức uống,uống,một cốc,một ly,ly,cốc',
  th: 'เครื่องดื่ม,ดื่ม,แก้ว,น้ำดื่ม,ชงให้,ชงแล้ว',
  es: 'bebida,bebidas,beber,vaso de,taza de,liquidos,un vaso,una taza',
  fr: 'boisson,boissons,boire,verre de,tasse de,liquides',
  ko: '음료,마시,한 잔,음료수',
  pl: 'napój,napoje,napoju,napojem,picie,do picia,pić,wypić,pije,piją,pił,piła,wypił,wypiła,wypili,kubek,kubka,szklanka,szklankę,filiżanka,filiżankę',
  nl: 'drank,drankje,dranken,drinken,drinkt,dronk,glas,glaasje,beker,bekertje,kopje',
  sv: 'dryck,drycker,dricka,dricker,drack,glas,glaset,kopp,koppen,mugg',
  tr: 'içecek,içecekler,içeceği,içmek,içti,içiyor,içer,içsin,içirdim,içirdik,içmesi,içerken,içtim,içtik,bardak,bardakta,bardaktan,bardağı,bardağa,fincan,fincanda,fincandan,kupa,kupada,kupadan,pipet,pipetle',
};

/**
 * Rule VESSEL_OF_SOLID_FOOD: the forms of DRINK_WORDS that only name a vessel or a measure ("a cup of", "一杯",
 * "taza de", "secangkir"), or making one up with hot water ("冲了", "tinimpla", "diseduh"; rule
 * POWDER_DRINK_IN_CUP): a cup of rice or grapes is rice or grapes, so they count as drink words only
 * when no solid food is named or a drink is named beside them.
 */
export const VESSEL_WORDS: Names = {
  de: 'ein glas,eine tasse,tasse,glas',
  it: 'un bicchiere,una tazza,bicchiere',
  pt: 'um copo,uma xicara,copo',
  ru: 'стакан,чашка',
  ar: 'كوب',
  hi: 'गिलास,कप',
  en: 'cup of,glass of,mug of,a cup,a glass,bottle of,a mug,mugful,can of,a can',
  zh: '一杯,杯,一樽,冲了,冲好,冲一杯,冲杯,冲泡,冲咗,冲的,冲嘅,冲开,冲开的,开水冲,温水冲,用水冲',
  ja: '一杯,お湯で溶いた,お湯で溶かした,お湯に溶いた',
  tl: 'isang baso,baso ng,tinimpla,nagtimpla,ipinagtimpla',
  id: 'segelas,secangkir,gelas,diseduh,menyeduh,seduh',
  vi: 'một cốc,một ly,ly,cốc',
  th: 'แก้ว,ชงให้,ชงแล้ว',
  es: 'vaso de,taza de,un vaso,una taza',
  fr: 'verre de,tasse de',
  ko: '한 잔',
  pl: 'kubek,kubka,szklanka,szklankę,filiżanka,filiżankę',
  nl: 'glas,glaasje,beker,bekertje,kopje',
  sv: 'glas,glaset,kopp,koppen,mugg,muggen',
  tr: 'bardak,bardağı,bir bardak,fincan,fincanı,bir fincan,kupa,kupası',
};

/**
 * Rule MEAL_COURSE_NAMES_NO_FOOD: British "pudding" (and "afters") as the meal's course ("ice cream for her pudding",
 * "as pudding", "the pudding course") names the course, not a pudding: read as a generic food word, no texture.
 */
const MEAL_COURSE_EN =
  'for pudding,for her pudding,for his pudding,for their pudding,for my pudding,for your pudding,for our pudding,as pudding,as a pudding,as her pudding,as his pudding,as their pudding,pudding course,the pudding course,pudding round,pudding trolley,pudding time,at pudding,for afters,pudding for afters';

// "spread thin", "a thin layer" say how a spread is served on a food, not a thin drink
export const FOOD_WORDS: Names = {
  de: 'essen,mahlzeit,gericht,teller,dünn bestrichen,dünn aufgestrichen,dünne schicht',
  it: 'cibo,pasto,piatto,spalmato sottile,spalmata sottile,strato sottile',
  pt: 'comida,refeicao,prato,passado fino,camada fina,pequeno almoco,ao pequeno almoco,para o pequeno almoco',
  ru: 'еда,блюдо,тарелка',
  ar: 'طعام,وجبة,طبق',
  hi: 'खाना,भोजन',
  en: `food,foods,meal,dish,dinner,lunch,breakfast,plate of,serving of,portion,bowl of,eat,eaten,eating,spread thin,spread thinly,thinly spread,thin layer,thin scrape,scraped thin,${MEAL_COURSE_EN}`,
  zh: '食物,食,餸,菜式,饭餐,一碟,一碗,吃,餐,膳食,早餐,午餐,晚餐,午饭,晚饭,早饭,中午饭,茶餐,下午茶,早茶,主食,主菜,副食,饭菜,薄薄涂,涂薄薄,薄薄一层,一层薄薄,搽薄薄',
  // rule MEAL_PART_NAMES_NO_FOOD: the parts of a set meal (staple, main, side dish) are food, not the vegetables 菜 of 副菜
  ja: '食べ物,食事,料理,おかず,食べる,一皿,一口,薄く塗,うすく塗,主食,主菜,副菜,副食',
  tl: 'pagkain,ulam,kain,kakainin,almusal,tanghalian,hapunan,manipis na pahid,pinahiran nang manipis',
  id: 'makanan,lauk,makan,sepiring,semangkuk,sarapan,dioles tipis,olesan tipis,lapisan tipis',
  vi: 'thức ăn,món ăn,món,ăn,bữa,một bát,một tô,đĩa,phết mỏng,phết một lớp mỏng,lớp mỏng',
  th: 'อาหาร,กิน,จาน,ชาม,มื้อ,ทาบางๆ,ทาบาง ๆ,ชั้นบางๆ',
  es: 'comida,plato,alimento,comer,almuerzo,cena,desayuno,racion,untada fina,untado fino,untar fino,capa fina,capa delgada',
  fr: 'nourriture,plat,repas,manger,assiette,petit dejeuner,mon petit dejeuner,pour mon petit dejeuner,couche fine,fine couche,etale finement,tartine finement',
  ko: '음식,반찬,식사,먹,얇게 바른,얇게 펴 바른,얇게 발라',
  pl: 'jedzenie,posiłek,posiłku,danie,talerz,obiad,śniadanie,kolacja',
  nl: 'eten,maaltijd,gerecht,bord,ontbijt,avondeten,warme maaltijd',
  sv: '^mat,maten,måltid,maträtt,tallrik,frukost,middag,kvällsmat',
  tr: 'yemek,yemeği,yemekte,öğün,öğünde,tabak,tabakta,tabaktan,kahvaltı,kahvaltıda,öğle yemeği,akşam yemeği,yiyor,yedim,yedik,yesin,yemiş',
};

/** A cue that negates what FOLLOWS it (scope: a few words, same clause). */
export const NEG_BEFORE: Names = {
  de: 'ohne,kein,keine,nicht,nichts',
  it: 'senza,non,nessun,nessuna',
  pt: 'sem,nao,nenhum,nenhuma',
  ru: 'без,не,нет',
  ar: 'بدون,لا,غير,ليس',
  hi: 'बिना,नहीं,कोई नहीं',
  // phone-typed negators (dosnt, dosent, didnt) negate as spelt ones do
  en: 'no,not,without,non,never,zero,free of,nothing,none,nobody,no one,noone,isnt,isn\'t,is not,doesnt,doesn\'t,does not,dont,don\'t,do not,wont,won\'t,dosnt,dosent,dosen\'t,dose not,doesent,doesen\'t,doesnot,didnt,didn\'t,did not,didint,dint,dnt,dont\'t,isnot,wasnt,wasn\'t,was not,havent,haven\'t,have not,hasnt,hasn\'t,has not,hadnt,hadn\'t,had not,not yet,cant,can\'t,cannot,avoid,minus,forgot the,forgot to add,forgot to add the,forgot to put in,forgot to put in the',
  zh: '冇,无,没有,没,不,唔,未,免,去,不含,唔好,别,毋须,不加,唔加,走,忘了,忘记,唔记得',
  ja: '無,ノン',
  tl: 'walang,wala,hindi,hindi na,^di',
  // colloquial forms carers type (a bare "ga" is left out: folded, it is Vietnamese "gà", chicken)
  id: 'tanpa,tidak,tak,bukan,tidak ada,bebas,belum,ga ada,gak ada,nggak ada,enggak ada,ngga ada,ndak ada,tdk ada,tak ada,gaada,gakada,gak,nggak,enggak,ngga,ndak,tdk,tiada,lupa kasih,lupa pakai,lupa tambah,lupa menambahkan,^ga',
  vi: 'không,không có,không phải,chưa,chẳng,bỏ,quên cho,quên thêm',
  th: 'ลืมใส่,ลืมเติม,ไม่,ไม่มี,ไร้,ปราศจาก,ไม่ใส่,ไม่ได้,ไม่ได้ใส่,ยังไม่ได้ใส่,ยังไม่ใส่,ไม่ได้เติม,ยังไม่ได้เติม,ยังไม่เติม',
  es: 'sin,no,ningun,ninguna,nada de,libre de,cero,se olvido el,se olvido echar el,se olvido poner el,olvide el,olvide echar el',
  // "n'a plus besoin d'épaississant", "ne prend plus de gélifiant": an order that no longer stands (a bare
  // "plus de" is also "more")
  fr: 'sans,aucun,aucune,non,^pas de,^pas,^ni,plus besoin d,plus besoin de,ne prend plus d,ne prend plus de,n utilise plus d,n utilise plus de,ne met plus d,ne met plus de,ne boit plus d,ne boit plus de',
  // rule TEXT_LANGUAGE_SCOPE: "di" (not) only in a Tagalog text: Indonesian "di" is "at", "in"
  // colloquial forms carers type; a bare "ga" only in an Indonesian text: folded, it is Vietnamese "gà", chicken
  // rule TEXT_LANGUAGE_SCOPE: "pas" is Indonesian "when", "ni" Tagalog "of"
  ko: '무첨가',
  pl: 'bez,nie,nic,żadnych,żadnego,żadnej,żaden,^ani,brak',
  nl: 'geen,niet,zonder,niets,nooit',
  sv: 'inte,^ej,^utan,ingen,inget,inga,aldrig',
  tr: 'hiç,hiçbir',
};

/**
 * Removal verbs that take a named hazard out of the food when they come BEFORE it, in the same
 * clause ("removed the skin", "tinanggal lahat ng tinik", "lóc hết xương", "quitar las fibras"):
 * IDDSI high-risk foods, "bones removed" / "skin taken off" remove that hazard, nothing else.
 */
export const REMOVAL_BEFORE: Names = {
  en: 'scrape out,scraped out,scraped off,scoop out,scooped out,pull out,pulled out,pulling out,remove,removed,removing,take off,took off,taken off,take out,took out,taken out,taking out,taking off,strip,stripped,pick out,picked out,trim,trimmed,trim off,trimmed off,trimmed away,trim away,cut off,cut away,discard,discarded',
  // rule HAZARD_REMOVED_BY_VERB: the aspect-marked removal before its object ("去咗皮", "去了籽"), seeds scraped out (刮走)
  zh: '去咗,去了,刮走,刮掉,刮去,刮晒,刮出,去除,去掉,剔除,剔走,挑走,拎走,攞走,撕走,拆走,剥走,剥咗,剥去,剥掉,去晒,起晒,拆晒,除去,隔埋,隔走,隔去,隔咗,隔晒,篩走,篩晒,筛晒,滤走,滤去,滤掉,过滤,过滤咗,过滤了,过滤掉,过滤走,隔掉,筛走,筛掉,筛去',
  tl: 'tinanggal,tinanggalan,tanggal,inalis,inalisan,alisin,tanggalin,matanggal,maalis',
  id: 'buang,membuang,dibuang,dibuang semua,keluarkan,dikeluarkan,hilangkan,dihilangkan,kupas',
  vi: 'lóc hết,lóc bỏ,lóc,rút hết,rút,lột,loại bỏ,nhặt bỏ,bỏ hết,lọc sạch,lọc hết,gỡ hết,gỡ sạch,nhặt hết,lọc hết xơ',
  th: 'เลาะ,ปอก',
  es: 'quitar,quitado,quitada,quitando,quitamos,quitaron,se quito,le quite,le quitamos,quite la,quite el,quite los,quite las,retirar,retirado,retirada,retirando,sacar,sacado,sacando,eliminar,eliminado',
  fr: 'retirer,retire,enlever,enleve,oter,ote',
  pt: 'retirar,retirado,tirar,tirado,remover,removido,sem',
  it: 'togliere,tolto,tolta,rimuovere,rimosso',
  de: 'entfernen,entfernt',
};

/**
 * Rule LIQUID_ESCAPING_NOT_REMOVED: verbs of a liquid escaping the food, right before a removal particle
 * ("gravy separating out", "juice leaking out", "el jugo se sale fuera"): the particle says where
 * the liquid went, onto the plate, not that anyone took it away.
 */
export const ESCAPING_BEFORE_PARTICLE: Names = {
  en: 'separating,separates,separated,separate,seeping,seeps,seeped,leaking,leaks,leaked,oozing,oozes,oozed,coming,comes,came,running,runs,ran,weeping,weeps,wept,spilling,spills,spilled,spilt,trickling,trickles,trickled,spreading,spreads,spread,squirting,squirts,squirted,flowing,flows,flowed',
  es: 'sale,salen,se sale,se salen,saliendo,chorrea,chorrean,chorreando,escurre,escurren,escurriendo,se derrama,se derraman',
};

/** Removal verbs that take out the named hazards just BEFORE them ("skin + bones off", "皮と種をとって"). */
export const REMOVAL_AFTER: Names = {
  // "cut away", "trimmed away", "cut out": rule REMOVAL_OF_LISTED_PARTS ("bones, gristle and fat all cut away")
  en: 'removed,off,taken off,taken out,out,picked out,discarded,scraped out,scraped off,scooped out,trimmed off,cut off,stripped off,pulled out,tweezed out,plucked out,cut away,trimmed away,cut out',
  zh: '刮走,刮掉,刮去,刮晒,刮出,全部刮走,全部刮掉,去净,去淨,已去净,已去淨,剔净,剔淨,挑净,挑淨,去除,去掉,剔除,除去,拎走,攞走,挑走,揀晒出嚟,揀出嚟,揀晒出來,揀出來,挑晒出嚟,挑出嚟,挑出來,挑出来,全部揀晒出嚟,撕走,剔掉,剔走,剔出,剔干净,去干净,拆掉,起掉,起晒,全部起晒,起走,起咗,起干净,滤掉,滤走,滤去,滤出,隔掉,拆走,拆晒,全部拆走,全部去掉,全部剔除,全部剔走,全部挑走,撕咗,撕晒,撕掉,撕去,剝咗,剝走,剝掉,剥咗,剥走,剥掉,隔走,隔晒,篩走,篩晒,筛走,筛晒,滤晒',
  ja: 'をかき出して,かき出して,をかき出した,かき出した,をくり抜いて,くり抜いて,をこそげ取って,こそげ取って,をしっかり取って,をしっかり取った,をしっかり取り除いて,をしっかり取り除いた,をしっかり除いて,をしっかり外して,をしっかり抜いて,を丁寧に取って,を丁寧に取り除いて,を完全に除いて,完全に除いて,を完全に除いた,完全に除いた,を完全に取り除いて,完全に取り除いて,をきれいに取って,をきれいに除いて,をとって,をとった,を取って,を取った,とって,取って,を取り除いて,を取り除いた,取り除いて,取り除いた,を除いて,を除いた,を除き,をむいて,をむいた,むいて,むいた,を抜いて,を抜いた,抜き,を全部取って,を全部取った,全部取って,全部取った,をすべて取って,すべて取って,を全部取り除いて,全部取り除いた,取り除き,を取り除き,を全部取り除き,全部取り除き,をすべて取り除き,すべて取り除き,除去,を除去,は除去,全部除去,は全部除去,はすべて除去,を除去し,除去済み,取り済み,を取り済み,取り除き済み,取り除いてある,取ってある,は取り除いて,は取って,はずして,はずした,外して,外した,取り外して,取り外した,をはずして,をはずした,もはずして,もはずした,を外して,を外した,も外して,をはずし、,もはずし、,を外し、,も外し、,取りました,取り除きました,除いて,除いた,除きました,抜きました,外しました,むきました,取ってあります,取り除いてあります,取った',
  ko: '제거,벗긴,벗겨,발라낸,발라,뺀,빼고,긁어내고,긁어낸,긁어냈,파내고,파낸',
  // "kulitnya udah nggak ada": the part is no longer there, said after it as a removal is
  id: 'dibuang,dikupas,dihilangkan,dikeluarkan,udah nggak ada,udah gak ada,udah ga ada,udah enggak ada,sudah tidak ada,sudah nggak ada,sudah gak ada,udah ilang,sudah hilang',
  th: 'ออก,ออกหมด',
  es: 'quitado,quitada,quitados,quitadas,retirado,retirada,retirados,fuera',
  tl: 'tinanggal,inalis',
  vi: 'bỏ đi,lấy ra',
};

/**
 * Rule CHECKED_CLEAR: a search for a hazard the text says was done (past tense: "checked for bones", "检查过鱼刺",
 * "duri sudah dicek"), before the hazard word. A check is no removal: it takes the hazard out only when its result
 * is said to be nothing found (LEFT_OVER_DENIED: "checked for bones, none found"); alone, or with a remainder after
 * it ("still a few", "还有", FOUND_AFTER_REMOVAL), the hazard stands. The imperative ("check for bones") is not here.
 */
export const CHECKED_BEFORE: Names = {
  en: 'checked for,checked it for,checked them for,checked over for,checked through for,double checked for,checked carefully for,checked thoroughly for,inspected for,went through it for,felt through it for',
  zh: '检查过,檢查過,检查了,檢查咗,仔细检查过,仔細檢查過,查过,查過',
  es: 'revisado por si hay,revisada por si hay,revisé por si había,comprobado que no hay,comprobada que no hay',
  fr: 'verifie pour les,verifiee pour les,controle pour les',
  tl: 'sinuri ang,tiningnan kung may',
  vi: 'đã kiểm tra',
};

/** Rule CHECKED_CLEAR: the same search said after the hazard word ("骨がないか確認した", "duri sudah dicek"). */
export const CHECKED_AFTER: Names = {
  zh: '检查过,檢查過,已检查,已檢查,检查干净,檢查乾淨',
  // not "を確認した", "確認済み", "확인했": "小骨を確認しました" says small bones were seen
  ja: 'がないか確認した,がないか確認しました,がないか確認済み,がないかチェックした',
  ko: '없는지 확인했,없는지 확인',
  id: 'sudah dicek,sudah diperiksa,sudah dicek semua',
};

/**
 * Rule FOUND_AFTER_REMOVAL: words of a find in the clause right after a removal or a check that name no hazard of
 * their own ("deboned, found 2 more", "去咗骨，仲有幾條", "sin espinas, encontré dos"): the find is of what was
 * removed, so its hazard stands. Not "still" (it describes the food too often: "still moist"); a search that found
 * nothing (LEFT_OVER_DENIED) keeps the removal.
 */
export const FOUND_AFTER_REMOVAL: Names = {
  en: 'found more,found another,found a few,found some,found one,found 1,found 2,found 3,found two,found three,found a couple,turned up,missed one,missed some,missed a few,came across',
  zh: '发现,發現,漏咗,漏了',
  ja: '見つかった,見つけた,出てきた',
  ko: '발견',
  tl: 'may nakita,nakakita',
  id: 'ketemu,ditemukan,menemukan',
  vi: 'phát hiện',
  th: 'เจอ',
  es: 'encontre,encontramos,aparecieron,aparecio',
  fr: 'trouve,trouvé',
  de: 'gefunden,übersehen',
  it: 'trovato,trovati,trovate',
  pt: 'encontrei,achei,apareceram',
};

/**
 * Rule FORK_TEST_EVERY_PIECE: words beside a fork pressure or side-of-fork result that say it was of every piece
 * ("fork squashes them", "every piece", "each one", "全部", "todos"): the test was of every solid food named.
 */
export const EVERY_PIECE_WORDS: Names = {
  en: 'them,every piece,each piece,every bit,each bit,every one,each one,all of them,all the pieces,all pieces,both',
  zh: '全部,每粒,每块,每塊,每件,每一块,每一塊,样样,樣樣',
  ja: '全部,どれも,すべて,全て',
  ko: '모두,전부,다',
  tl: 'lahat',
  id: 'semua,semuanya,setiap potong,tiap potong',
  vi: 'tất cả,mọi miếng,mỗi miếng',
  th: 'ทุกชิ้น,ทั้งหมด',
  es: 'todos,todas,cada trozo,cada pieza',
  fr: 'tous,toutes,chaque morceau',
  de: 'alle,jedes stück',
  it: 'tutti,tutte,ogni pezzo',
  pt: 'todos,todas,cada pedaco',
};

/**
 * Rule FORK_TEST_EVERY_PIECE: the pieces of a dish named with no food of their own, in the sentence of a tender
 * fork result ("cubes under 1.5 cm, squash under the fork", "粒の大きさは5mm"): the result was of every piece.
 */
export const PIECES_SUBJECT_WORDS: Names = {
  en: 'cubes,pieces,bits,dice,chunks',
  zh: '啲粒,粒粒,每粒',
  ja: '粒の大きさ,粒は,粒が,具は,具が',
  ko: '조각은,조각이,조각들',
  es: 'trozos,cubos,dados',
  fr: 'morceaux,cubes',
  de: 'stucke,stücke,wurfel,würfel',
  it: 'pezzi,cubetti,dadini',
  pt: 'pedacos,pedaços,cubos',
  id: 'potongannya',
  vi: 'các miếng',
};

/** Rule FORK_TEST_EVERY_PIECE: plurals of food names that carers write as a test's verb ("fork squashes them"). */
export const PLURAL_VERBS: readonly string[] = ['squashes'];

/**
 * Rule FOUND_AFTER_REMOVAL: words that say some of what was removed or checked for is still there, in the clause
 * after it ("checked for bones, there are still a few", "去咗骨，仲有幾條", "quedan varias", "masih ada"). Not a
 * bare "still" ("deboned, still moist"): a remainder needs its amount or its place.
 */
export const REMAINDER_AFTER_REMOVAL: Names = {
  // not "left in" ("nothing left in bowl"), bare "several" or "quedan" ("quedan en montoncito": they stay in a mound)
  en: 'still a few,still some,still one,still two,still several,still there,still in it,still had,still has,still have,there are still,there were still,there is still,there was still,still remain,still remaining,some left,a few left,one left,couple left,several left,some remain,some remained,a few remain,too many,a few still,some still',
  zh: '仲有,还有,還有,仲係有,剩低,剩下,仲剩,残留,殘留',
  ja: 'まだあ,まだ残,まだ何本,残って,残った,取りきれ,取り切れ',
  ko: '남아,남았,아직 있',
  tl: 'meron pa,may natira,may natitira',
  // not a bare "masih ada": "masih ada serpihan kecil" (still small flakes) is the fish
  id: 'masih ada beberapa,masih tersisa,masih banyak',
  vi: 'vẫn còn,còn sót,còn vài,còn mấy',
  th: 'ยังมี,ยังเหลือ,เหลืออยู่',
  es: 'quedan varias,quedan varios,quedan algunas,quedan algunos,quedan unas,quedan unos,queda alguna,queda alguno,todavia hay,aun hay,todavia quedan,aun quedan',
  fr: 'il en reste,il reste,en reste,restent,encore quelques,encore des',
  de: 'noch einige,noch ein paar,noch welche,übrig,uebrig',
  it: 'ancora qualche,ancora alcune,ancora alcuni,rimaste,rimasti,rimangono',
  pt: 'ainda tem,ainda ha,ainda há,restam,sobraram',
};

/** A cue that negates what PRECEDES it ("lump-free", "とろみのない", "덩어리 없는"). */
/**
 * Rule FOOD_DISCARDED: verbs after a food that say it was thrown away or picked out of the dish
 * ("ayam suwir dibuang", "croutons picked out", "叉燒揀走晒"); the food is then not in what is
 * served, as one under a negation ("tanpa ayam") is not. Peeling and boning verbs are not here:
 * they take a part off a food that stays (rule HAZARD_REMOVED_BY_VERB).
 */
export const DISCARDED_AFTER: Names = {
  en: 'discarded,thrown away,thrown out,picked out,fished out',
  zh: '揀走,拣走,捞走,撈走,挑走,扔掉,丢掉,揀走晒,拣走晒',
  ja: '捨てた,捨てて',
  tl: 'tinapon,itinapon',
  id: 'dibuang,dibuang semua,disisihkan',
  vi: 'bỏ đi,vớt bỏ',
  th: 'ทิ้ง,ทิ้งไป',
  es: 'descartado,descartada,desechado,desechada',
  fr: 'jete,jetee,jetes,jetees',
  ko: '버린,건져낸',
  de: 'weggeworfen,aussortiert',
  it: 'scartato,scartata,buttato via',
  pt: 'descartado,descartada,jogado fora',
  ar: 'تم التخلص منه',
  hi: 'फेंक दिया',
  ru: 'выброшен*',
  pl: 'wyrzucon*',
  nl: 'weggegooid',
  sv: 'slängd,slängt,slängda',
  tr: 'atıldı,atılmış,attık,attım',
};

/**
 * Rule PIECES_LEFT_IN_DRINK: words that say a picking-out took every piece ("all", "晒", "hết", "semua"); without
 * one, pieces picked or fished out of a drink may be left in it (the mixed consistency stays).
 */
export const COMPLETE_REMOVAL: Names = {
  en: 'all,every,completely,fully,entirely,none left,nothing left',
  zh: '晒,全部,完全,所有,都捞,乾淨,干净',
  ja: '全部,すべて,完全に,残らず',
  tl: 'lahat,wala nang natira',
  id: 'semua,seluruh,sampai habis,tidak tersisa',
  vi: 'hết,toàn bộ,sạch',
  th: 'ทั้งหมด,หมด',
  es: 'todo,todos,todas,completamente',
  fr: 'tout,tous,toutes,completement',
  ko: '전부,모두,다 건져',
  de: 'alle,alles,vollständig,komplett',
  it: 'tutto,tutti,tutte,completamente',
  pt: 'todo,todos,todas,completamente',
};

/**
 * Rule FIELD_VALUE_NONE: a record's thickener field whose value says none was used ("thickener: none",
 * "thickened = no", "とろみ：なし", "增稠剂：无"): the thickener word is negated. Only the thickener: in a care
 * plan "Nuts: none" or "Bones: no" is what the eater may not have, not what the dish lacks.
 */
export const FIELD_NONE_VALUES: Names = {
  en: 'none,nil,no,not used,not added',
  zh: '无,冇,没有,沒有,未加,不加',
  ja: 'なし,無し,無,未使用',
  ko: '없음,무',
  tl: 'wala',
  id: 'tidak ada,tidak,nihil',
  vi: 'khong,khong co',
  th: 'ไม่มี,ไม่ใส่',
  es: 'ninguno,ninguna,no,nada',
  fr: 'aucun,aucune,non,sans',
  de: 'keine,kein,nein',
  it: 'nessuno,nessuna,no',
  pt: 'nenhum,nenhuma,nao',
};

/**
 * Rule THICKENER_NOT_NEEDED: words right after a thickener word that say it is not needed ("thickener not needed",
 * "とろみは必要ない", "걸쭉하게 할 필요 없음", "espesante no hace falta"): the drink is served without it.
 */
export const NEED_DENIED_AFTER: Names = {
  en: 'not needed,not required,not necessary,no longer needed,no longer required,no longer necessary,not needed anymore,not needed any more,is not needed,is not required,is not necessary,isnt needed,isnt required,is no longer needed,is no longer required,was not needed,not indicated,no longer indicated,unnecessary,is unnecessary,discontinued',
  zh: '不需要,不用,唔使,唔需要,唔駛,无需,無需,不必,毋须,毋須',
  ja: 'は必要ない,は必要なし,は必要ありません,は不要,不要,はいらない,いらない,は要らない,要らない,必要ない,必要なし',
  ko: '하게 할 필요 없,하게 할 필요가 없,할 필요 없,할 필요가 없,은 필요 없,는 필요 없,이 필요 없,가 필요 없,필요 없,필요없,불필요,은 불필요,는 불필요',
  tl: 'hindi kailangan,di kailangan,hindi na kailangan,di na kailangan',
  id: 'tidak perlu,tak perlu,gak perlu,nggak perlu,tidak diperlukan,tidak dibutuhkan,sudah tidak perlu',
  vi: 'khong can,khong can thiet,khong con can',
  th: 'ไม่ต้อง,ไม่จำเป็น',
  es: 'no necesario,no es necesario,no hace falta,innecesario,ya no es necesario,ya no hace falta,no se necesita,no requerido',
  fr: 'pas necessaire,non necessaire,inutile,plus necessaire,n est plus necessaire,n est pas necessaire',
  de: 'nicht nötig,nicht notwendig,nicht erforderlich,unnötig,nicht mehr nötig,nicht mehr notwendig',
  it: 'non necessario,non serve,non più necessario,non occorre,non serve più',
  pt: 'nao necessario,nao e necessario,desnecessario,nao precisa,nao e mais necessario',
};

/**
 * Rule THICKENER_NOT_NEEDED: degree words after a denied need ("thickener not needed much", "增稠剂不用加太多",
 * "espesante no hace falta mucho", "not needed to be stirred again"): the denial is of more thickener, not of the
 * thickener, so the thickener stays read.
 */
export const NEED_DENIED_DEGREE: Names = {
  en: 'much,too much,so much,more,again,extra',
  zh: '太多,多加,再加,咁多,太稠',
  ja: 'たくさん,多く,追加,もっと',
  ko: '많이',
  tl: 'masyado,marami,dagdag',
  id: 'banyak,terlalu banyak,lagi,tambah',
  vi: 'nhieu,qua nhieu,them',
  th: 'มาก,เยอะ,เพิ่ม',
  es: 'mucho,demasiado,mas',
  fr: 'beaucoup,trop,plus',
  de: 'viel,zu viel,mehr',
  it: 'molto,troppo,di più',
  pt: 'muito,demais,mais',
};

/**
 * Rule FAILED_PREPARATION_KEEPS: the verbs of an attempt that, after a negation, say a preparation failed ("did not
 * get the lumps out", "did not break the lumps", "no logró quitar los grumos", "tidak berhasil membuang biji"):
 * the negation is the verb's, not the hazard's, and a removal verb after them takes nothing out.
 */
export const FAILED_ACTION_WORDS: Names = {
  en: 'get,got,getting,break,broke,breaking,break up,break down,catch,caught,manage to,managed to,succeed in,succeeded in,work out,worked out,smooth out,smoothed out,quite get,fully get,fully break',
  tl: 'nagawang',
  id: 'berhasil,mampu,sanggup,bisa menghilangkan,bisa membuang',
  es: 'logro,logre,lograron,logramos,pudo,pude,pudimos,pudieron,consiguio,consegui,consiguieron,deshizo,deshice,rompio,rompi',
  pt: 'conseguiu,consegui,conseguimos,desfez,desfiz,quebrou',
  fr: 'reussi a,reussi,parvenu a,arrive a',
  it: 'riuscito a,riuscita a,riusciti a',
  de: 'geschafft',
};

/**
 * Rule UNCHECKED_NOT_ABSENT: a measurement said not done ("didn't measure the bits", "没量过啲粒", "no medí los
 * trozos", "粒は測ってない"): the negation is the measuring's, so the bits, lumps or bones after it are not said
 * to be absent (IDDSI: only the test tells). Whole phrases, the negation with its verb: "measured" alone is a result.
 */
export const UNCHECKED_PHRASES: Names = {
  en: 'didnt measure,didn t measure,did not measure,didnt measure the size of,didn t measure the size of,havent measured,haven t measured,have not measured,not measured,never measured,no measuring,not measuring,without measuring,didnt count,didn t count,did not count,didnt weigh,didn t weigh,did not weigh,dont measure,don t measure,do not measure',
  zh: '没量,沒量,冇量,未量,没有量,沒有量,冇度,没度,无量度,没测量,沒測量,未测量,未測量,冇测量,冇測量,冇量过,冇量過,没量过,沒量過,未量过,未量過',
  ja: '測ってない,測っていない,測っていません,測らなかった,計ってない,計っていない,計っていません,測定していない,測定してない',
  ko: '안 쟀,재지 않았,재지 않,측정 안,측정하지 않,안 재',
  tl: 'hindi sinukat,di sinukat,hindi ko sinukat',
  id: 'tidak diukur,tidak mengukur,belum diukur,nggak diukur,gak diukur,tanpa mengukur',
  vi: 'không đo,chưa đo,không có đo',
  th: 'ไม่ได้วัด,ยังไม่ได้วัด,ไม่ได้ตวง',
  es: 'no medi,no medí,no lo medi,no lo medí,no los medi,no los medí,sin medir,no he medido,no se midio,no se midió',
  fr: 'pas mesure,pas mesuré,sans mesurer,non mesure,non mesuré,je n ai pas mesure,je n ai pas mesuré',
  de: 'nicht gemessen,nicht nachgemessen,ohne zu messen,ungemessen',
  it: 'non misurato,non ho misurato,senza misurare',
  pt: 'nao medi,não medi,nao medido,não medido,sem medir',
  ru: 'не мерил,не мерила,не измерял,не измеряла,не измерено',
  nl: 'niet gemeten,zonder te meten',
};

/**
 * Rule FAILED_PREPARATION_KEEPS: words that say, on their own, a preparation failed ("failed to", "打極都", "没能"):
 * a removal verb after them takes nothing out, as after a negated attempt.
 */
export const FAILED_ATTEMPT_WORDS: Names = {
  en: 'failed to,unable to,not able to',
  zh: '没能,沒能,未能,冇法,无法,無法,打极都,打極都,点打都,點打都,點樣打都,怎么打都,怎麼打都',
  id: 'gagal',
  tl: 'hindi nagawang,di nagawang',
  vi: 'không thể,không được hết',
  es: 'no logro,no logre,no pudo,no pude,no consiguio,no consegui',
  pt: 'nao conseguiu,nao consegui',
};

/**
 * Rule PARTIAL_REMOVAL_KEEPS: words that say a removal was tried or done in part ("bones partly removed", "tried to
 * take the skin off", "removed most of the pips", "去掉部分骨头", "骨は一部取った"): some of the part stays, and with it
 * its hazard; read as a failure said on its own (FAILED_ATTEMPT_WORDS), before the verb or between it and the part.
 */
export const PARTIAL_REMOVAL_WORDS: Names = {
  en: 'partly,partially,part of the,mostly,most,most of the,nearly all,almost all,some of the,half the,half of the,tried to,attempted to,not completely,not fully,not entirely,not properly',
  zh: '部分,大部分,一部分,一些,尽量,盡量,试着,試下,试过,試過,大致,大部份,部份',
  ja: '一部,ほとんど,大部分,なるべく,できるだけ',
  ko: '일부,대부분,거의',
  es: 'parcialmente,en parte,casi todo,casi todos,casi todas,la mayoria de,algunos de,algunas de,intente,intento,trate de',
  fr: 'partiellement,en partie,la plupart des,essaye de,tente de',
  de: 'teilweise,grosstenteils,größtenteils,zum teil,versucht',
  it: 'parzialmente,in parte,la maggior parte,provato a',
  pt: 'parcialmente,em parte,a maioria,tentei,tentou',
  id: 'sebagian,sebagian besar',
  vi: 'một phần,phần lớn,cố gắng',
  th: 'บางส่วน,ส่วนใหญ่',
  tl: 'bahagya,karamihan,sinubukan',
};

/**
 * Rule FAILED_PREPARATION_KEEPS: words that say some of a hazard was left after a preparation ("the sieve missed
 * some seeds", "pips not all out", "还有渣", "todavía hay semillas"): a sieve named in the text did
 * not take out the hazard word of that clause.
 */
export const LEFT_OVER_WORDS: Names = {
  // not "left" or "remained": "bits left in the sieve" were taken out; "found", "kept finding": seen after the removal;
  // rule SKINS_OR_WHOLE_SEEN_KEEP: what is still seen in the food ("skins visible", "皮が見える", "껍질이 보여") is in it
  en: 'missed,still,not all,got through,slipped through,came through,went through,found,finding,turned up,visible,can see,could see,you see',
  zh: '发现,發現,还有,還有,仲有,仲係有,漏咗,漏了,看得见,看得到,看得見,见到,見到,见得到,睇到,睇得到,仍有,仍然有',
  ja: '見つかった,見つけた,出てきた,取りきれ,取り切れ,まだ,見える,見えて',
  ko: '발견,아직,보여,보이',
  tl: 'meron pa,kita pa,nakikita',
  id: 'ketemu,menemukan,ditemukan,masih,lolos,terlihat,kelihatan',
  vi: 'phát hiện,vẫn còn,nhìn thấy,thấy rõ',
  th: 'ยังมี,ยังเห็น,มองเห็น',
  es: 'encontre,encontramos,aparecieron,aparecio,todavia,aun,se colaron,se escaparon,se ven,se veian,se notan,visible,visibles',
  fr: 'trouve,trouvé,encore,on voit,visible,visibles',
  de: 'gefunden,noch,durchgerutscht,sichtbar,sieht man',
  it: 'trovato,trovati,trovate,ancora,sfuggiti,sfuggite,si vedono,visibile,visibili',
  pt: 'encontrei,achei,apareceram,ainda,passaram,se veem,visivel,visiveis',
  ru: 'видны,видно,ещё,еще,остались,досі',
};

/** Rule FAILED_PREPARATION_KEEPS: a search that found nothing ("found none", "没发现") says nothing was left. */
export const LEFT_OVER_DENIED: Names = {
  en: 'found none,found no,found nothing,none found,nothing found,finding none,finding no,not found,never found,none left,there were none,there are none,none there,none at all',
  // rule FOUND_AFTER_REMOVAL: a remainder word denied ("안 남아", "残っていない", "冇剩") says nothing is left
  zh: '没发现,沒發現,未发现,未發現,冇发现,冇剩,没剩,沒剩,一条都冇剩,一根都没剩',
  ja: '見つからなかった,見つからない,残っていない,残ってない,残らない,残りません,残っていません',
  // rule SKINS_OR_WHOLE_SEEN_KEEP: the sight word negated ("껍질은 보이지 않아요", "kulit tidak terlihat", "кожуры не
  // видно"): nothing is seen, nothing is left
  ko: '발견 안,발견되지 않,발견하지 못,안 남아,안 남았,안 남음,안 남고,남지 않,남은 게 없,남은 것이 없,보이지 않,보이지않,안 보이,안보이,안 보여,안보여',
  id: 'tidak ketemu,tidak ditemukan,tidak menemukan,nggak ketemu,tidak terlihat,tak terlihat,nggak terlihat,gak terlihat,tidak kelihatan,tak kelihatan,nggak kelihatan,gak kelihatan',
  ru: 'не видно,не видны,не видна,не видать',
  vi: 'không phát hiện',
  es: 'no encontre,no encontramos,no aparecio,no aparecieron',
  fr: 'rien trouve,pas trouve,aucune trouvee,aucun trouve',
  de: 'nichts gefunden,keine gefunden,nicht gefunden',
  it: 'non ho trovato,nessuna trovata,nessun trovato',
  pt: 'nao encontrei,nao achei,nenhuma encontrada',
};

/**
 * Rule HAZARD_REMOVED_BY_VERB: words right after a removal verb that undo it ("제거 안 함", "取っていない",
 * "取った？", "取ったかどうか"): the parts before the verb were not (or not surely) taken out.
 */
export const REMOVAL_UNDONE_AFTER: Names = {
  // "取りきれない", "제거하지 못함": a removal not carried through (rule FAILED_PREPARATION_KEEPS)
  ko: '안 함,안 했,안했,하지 않,하지않,못 했,못했,못 함,안 됨,안됨,하지 못,하지못,다 못',
  ja: 'ていない,てない,ていません,てません,かどうか,か確認,か分から,か不明,？,?,きれない,きれず,きれなかった,切れない,切れず,切れなかった,きれてない,きれていない',
  zh: '未,吗,嗎,没有,沒有,？,?',
};

/**
 * Rule NEGATION_CONDITIONAL_AFTER: words right after a negation cue that make it a condition, not a statement
 * ("とろみ剤が入っていないと危ない": without thickener it would be dangerous; "〜ない場合": in case it is not): the word
 * before the cue is not negated. Not "〜ないように" (made so that it does not separate: it is absent). Only after a cue
 * ending in ない ("骨なしと…" stays negated); "とろ" is excluded in code (ないとろみ: a following "とろみ").
 */
export const NEG_CONDITIONAL_AFTER: Names = {
  ja: 'と,とき,時,なら,ならば,場合',
};

export const NEG_AFTER: Names = {
  en: 'free,less,not added,not used,none added,left out,omitted',
  // "米粒都看不见了": the grains can no longer be seen
  zh: '都冇,都无,都没有,都看不见,看不见,都看不到,看不到,都睇唔到,睇唔到,都睇唔见,睇唔见',
  // "とろみは不要", "とろみ剤はもう使っていない": the thickener no longer used; "とろみがついていない": none on it;
  // "粒は全くなく": the particles none at all
  ja: 'ない,なし,無し,なく,しません,することはありません,することはない,することはなく,することもありません,のない,がない,ありません,無い,全くなし,全くない,まったくなし,まったくない,一切なし,一切ない,全然ない,全然なし,が全くない,がまったくない,が一切ない,除去,抜き,ぬき,ていない,ていません,ずに,がなく,がなし,はなく,はない,もなく,もない,入れていません,入れていない,入れてない,を入れずに,入れずに,を入れないで,入れないで,を使わずに,使わずに,を加えずに,加えずに,入っていません,入っていない,使っていません,使用していません,不使用,不要,は不要,はもう不要,もう不要,は使っていない,はもう使っていない,はもう使っていません,はもう使わない,は要らない,はいらない,はもういらない,はもう要らない,ついていない,ついてない,ついていません,付いていない,付いていません,つけていない,つけてない,つけていません,付けていない,付けていません,は全くなく,は全くない,は全くありません,はまったくなく,はまったくない,は一切なく,は一切ない,は全然なく,全くなく,まったくなく,一切なく,全然なく',
  // Nepali shares the script: "थिकनर नहालेको" (thickener not put in), "मिसाएको छैन" (not mixed)
  hi: 'नहीं किया,नहीं किया गया,नहीं की,नहीं किए,नहीं,नहीं डाला,नहीं डाली,नहीं डाले,नहीं मिलाया,नहीं मिलाई,नहीं है,नहालेको,नहाली,नहालिएको,हालेको छैन,हालिएको छैन,नमिसाएको,मिसाएको छैन,नहीं डाला गया,नहीं डाली गई,के बिना',
  // "덩어리 하나도 없음" (not one lump): the quantifier between the word and its negator; "점도증진제가 필요
  // 없어요": the thickener no longer needed
  ko: '하나도 없음,하나도 없는,하나도 없이,하나도 없고,하나도 없어,전혀 없음,전혀 없는,전혀 없고,전혀 없어,안 넣음,안 넣었,안넣음,없는,없이,없음,없고,없다,제거,안 들어간,하지 않은,하지 않게,하지 않음,하지 않고,지 않은,지 않음,지 않고,지 않는,되지 않음,되지 않는,넣지 않은,넣지 않고,넣지 않음,안 넣은,넣지 않,안 넣고,안넣고,안 넣어,안 탄,안 타고,타지 않고,타지 않은,안 섞고,섞지 않고,안 섞은,하나도 없습니다,전혀 없습니다,는 하나도 없,은 하나도 없,는 없어요,은 없어요,는 없습니다,은 없습니다,없어요,없습니다,없었어요,없네요,가 없어요,이 없어요,가 없고,이 없고,가 없음,이 없음,가 없는,이 없는,가 필요 없,이 필요 없,는 필요 없,은 필요 없,필요 없,필요없,사용하지 않,안 써,쓰지 않',
  th: 'ออก',
  es: 'nada',
};

/**
 * Rule LEFT_WORD_BEFORE_FIGURE: left-over words that put the flow test around a figure only when the figure
 * follows them ("净返6ml", "得返2ml": 6 ml, 2 ml left); alone they say "only", "back to" ("得返正常").
 */
export const LEFT_BEFORE_FIGURE: Names = {
  zh: '净返,净低,得返',
};

/** Words that put an ml figure in the context of the IDDSI flow test. */
export const FLOW_CONTEXT: Names = {
  de: 'spritze,fließtest,nach 10 sekunden,übrig,verbleiben,blieben,geblieben',
  it: 'siringa,test della siringa,restano,rimasti,resta,rimane,rimangono,rimasto,rimasta,dopo 10 secondi,avanzati,avanza',
  pt: 'seringa,teste da seringa,restaram,sobrou,ficaram,apos 10 segundos,restou,sobraram',
  ru: 'шприц*,проба шприцем,осталось,остаток,через 10 секунд,остался,осталась,остались',
  ar: 'حقنة,اختبار التدفق,تبقى,بقي',
  hi: 'सिरिंज,बचा,बाकी',
  en: 'flow test,flow,syringe,remained,remaining,remains,remain,left,stays,stayed,residue,leaves,after 10 seconds,after 10 s,after 10s,10 second,10 seconds,iddsi flow',
  zh: '流动测试,流速测试,流速,流动,针筒,注射器,剩,剩低,剩下,残留,余下,留低,留下,十秒,10秒,测了一下,测过,測了一下,測過',
  ja: 'フローテスト,流動テスト,シリンジ,残った,残り,残る,残量,10秒,残って,残存',
  tl: 'flow test,hiringgilya,natira,naiwan,natitira,natirang,tira',
  id: 'uji aliran,tes aliran,spuit,suntikan,tersisa,sisa,tertinggal,10 detik,sisanya,masih tersisa',
  vi: 'thử nghiệm dòng chảy,kiểm tra dòng chảy,xi lanh,ống tiêm,còn lại,còn,sau 10 giây,sót lại,còn sót',
  th: 'ทดสอบการไหล,หลอดฉีดยา,ไซริงค์,เหลือ,คงเหลือ,10 วินาที,เหลืออยู่',
  es: 'prueba de flujo,test de flujo,jeringa,quedan,quedaron,queda,quedo,restante,restantes,10 segundos,sobraron,sobro,restan',
  fr: 'test d ecoulement,seringue,restant,restants,reste,il reste,restent,restait',
  ko: '유동 테스트,주사기,남은,남았,흐름 테스트,흐름 검사,남음,남아,남았다,10초,남아 있,남아있',
  pl: 'strzykawk*,test przepływu,test strzykawki,zostało,zostaje,pozostało,pozostaje,po 10 sekundach,reszta',
  nl: 'spuit,spuitje,spuittest,flowtest,doorlooptest,bleef over,bleef achter,bleef er over,na 10 seconden,restant,^over',
  sv: 'spruta,sprutan,sprutest,sprutestet,flödestest,flödestestet,kvar,efter 10 sekunder',
  tr: 'şırınga*,enjektör*,akış testi,şırınga testi,10 saniye sonra,on saniye sonra,kalan,kaldı,geriye kalan',
};

/**
 * Words that say the syringe emptied ("10 ml syringe after 10 s: empty", "all ran out"): read as
 * the flow test's Level 0 result (less than 1 ml left) only in a flow-test context, where "empty"
 * can mean nothing else (IDDSI flow test: Level 0 flows through a 10 ml slip-tip syringe in 10 s).
 */
export const FLOW_EMPTY_WORDS: Names = {
  en: 'empty,emptied,was empty,ran out,all ran out,all ran through,ran straight through,all went through,all flowed out,drained out,all drained,went right through,none left,nothing left,0 left,a few drops left,only a few drops left,just a few drops left,a drop or two left,only drops left,apart from a drop,except a drop,except for a drop,bar a drop,but a drop,only a drop left,just a drop left,a drop left,one drop left,a single drop left,only a drop remained,a drop remained,only drops remained,apart from a few drops,except a few drops,all flowed out,all of it flowed out,all of it ran out,all of it ran through,all of it went through,all came out,all of it came out,everything came out,everything flowed out,all of it drained,the syringe emptied,syringe emptied,emptied completely,nothing remained in the syringe,none remained,nothing was left,none was left',
  zh: '空了,流空,流空了,流晒,一点没剩,一点都没剩,一点也没剩,一滴没剩,一滴都没剩,全部流出,全部流走了,一滴不剩,冇剩,不剩,全部漏晒,清空,剩几滴,只剩几滴,只剩下几滴,剩低几滴,剩一滴,只剩一滴,得返一滴,净返一滴,剩低一滴,剩返一滴,剩下一滴,除咗一滴,除了一滴,全部流出来,全部流出嚟,全部流咗出嚟,一滴都没剩,一滴都冇剩,一滴也没剩,一滴也不剩,一滴都不剩,一点都没剩,一点都冇剩,全部流光,流光了,流得一滴不剩,全部漏光,什么都没剩,啥都没剩,乜都冇剩,全部流晒,一滴都唔剩,一滴都没有剩',
  ja: '空になった,空っぽ,空に,全部落ちた,残らなかった,何も残らない,全量流れた,数滴残った,数滴だけ残った,一滴残った,一滴だけ残った,一滴残して,一滴残る,一滴以外,一滴を除いて,ほぼ全部流れた,全部出た,全部流れ出た,全部流れ落ちた,すべて流れ落ちた,全て流れ落ちた,流れきった,全部流れきった,何も残らなかった,一滴も残らなかった,一滴も残らない,残量ゼロ,残りゼロ',
  ko: '비었,비어,다 흘러내렸,다 빠졌,남지 않,하나도 안 남,한 방울 남,한 방울만 남,한 방울 빼고,다 흘러나,다 나왔,전부 나왔,전부 흘러나,다 흘러 나갔,한 방울도 안 남,한 방울도 남지 않,전부 흘러내렸,다 흘러내림',
  es: 'vacia,vacio,se vacio,se vacio por completo,salio todo,no quedo nada,no queda nada,quedaron unas gotas,quedaron solo unas gotas,solo unas gotas,salvo una gota,excepto una gota,menos una gota,quedo una gota,quedo solo una gota,solo quedo una gota,salio todo menos una gota,no quedo ni una gota,no quedo ni gota,se salio todo,salio todito',
  fr: 'vide,s est vide,tout s est ecoule,plus rien,il ne reste rien,sauf une goutte,a part une goutte,il reste une goutte,reste une goutte,une goutte restante,tout est sorti,tout a coule,il ne reste plus rien,tout est passe,plus une goutte dans la seringue',
  de: 'leer,alles durchgelaufen,alles ausgelaufen,nichts übrig,nichts mehr drin,bis auf einen tropfen,ausser einem tropfen,außer einem tropfen,ein tropfen übrig,nur ein tropfen übrig,alles rausgelaufen,alles herausgelaufen,kein tropfen übrig,nichts geblieben,komplett leer,ganz leer,alles durchgeflossen',
  it: 'vuota,vuoto,tutto defluito,tutto uscito,non resta niente,non rimane nulla,tranne una goccia,a parte una goccia,rimane una goccia,rimasta una goccia,resta una goccia,e uscito tutto,è uscito tutto,non e rimasto niente,non è rimasto niente,non è rimasto nulla,non e rimasto nulla',
  pt: 'vazia,vazio,escorreu tudo,saiu tudo,nada sobrou,nao sobrou nada,menos uma gota,exceto uma gota,tirando uma gota,sobrou uma gota,ficou uma gota,so uma gota,só uma gota,nao ficou nada,não ficou nada,nao sobrou nem uma gota,não sobrou nem uma gota',
  ru: 'пуст*,всё вытекло,все вытекло,ничего не осталось,кроме капли,кроме одной капли,осталась капля,осталась одна капля,всё вышло,все вышло,ни капли не осталось,не осталось ни капли,всё вылилось,все вылилось',
  ar: 'فارغة,فارغ,فرغت,لم يتبق شيء,لم يبق شيء,ما عدا قطرة,إلا قطرة,بقيت قطرة,بقيت قطرة واحدة,خرج كله',
  hi: 'खाली,खाली हो गई,कुछ नहीं बचा,सब बह गया,एक बूंद बची,एक बूंद के सिवा,सिर्फ एक बूंद बची,सब निकल गया',
  th: 'หมดเกลี้ยง,ว่างเปล่า,ไม่เหลือเลย,ไหลหมดเลย,เหลือไม่กี่หยด,เหลือหยดเดียว,เหลือแค่หยดเดียว,ยกเว้นหยดเดียว,ไหลออกหมด,ออกหมด,ไหลหมด,ไม่เหลือสักหยด,ไม่เหลืออะไรเลย,ไหลออกหมดเลย',
  vi: 'hết sạch,không còn gì,trống rỗng,chảy hết sạch,còn vài giọt,chỉ còn vài giọt,còn một giọt,chỉ còn một giọt,trừ một giọt,ra hết,chảy ra hết,chảy hết,không còn lại gì,không còn giọt nào,không sót lại gì,ra hết sạch',
  tl: 'naubos,walang natira,ubos lahat,naubos lahat,ilang patak na lang,isang patak na lang,isang patak lang ang natira,maliban sa isang patak,lumabas lahat,wala nang natira,umagos lahat,dumaloy lahat,tumulo lahat,lahat umagos,lahat ay umagos,wala nang naiwan,walang naiwan',
  id: 'kosong,habis,tidak tersisa,tidak ada yang tersisa,mengalir habis,tersisa beberapa tetes,hanya tersisa beberapa tetes,semua keluar,keluar semua,semuanya keluar,habis keluar,semua mengalir keluar,tersisa setetes,sisa setetes,kecuali setetes,tinggal setetes,habis semua,semua habis,habis semuanya,tidak ada sisa,ga ada sisa,gak ada sisa,nggak ada sisa,tak bersisa,tidak bersisa,ngalir semua,mengalir semua',
  pl: 'pusta,wszystko wypłynęło,wszystko wyciekło,wszystko przeleciało,nic nie zostało,nic nie pozostało,oprócz kropli,została kropla,została jedna kropla,poza jedną kroplą',
  nl: 'leeg,niets over,niks over,alles liep eruit,alles doorgelopen,op een druppel na,een druppel over,nog een druppel',
  sv: '^tom,inget kvar,ingenting kvar,allt rann ut,en droppe kvar,utom en droppe',
  tr: 'boşaldı,tamamen boşaldı,hepsi aktı,tamamı aktı,hiçbir şey kalmadı,hiç kalmadı,bir damla kaldı,bir damla hariç,şırınga boş',
};

/**
 * Rule FLOW_VOLUME_OUT: verbs that say a volume left the syringe ("10 ml flowed out", "10mlが全部流れた"):
 * the volume before them is what flowed out, not what remained.
 */
export const OUTFLOW_WORDS: Names = {
  en: 'flowed out,flows out,ran out,runs out,came out,comes out,ran through,runs through,went through,flowed through,drained out,drained,poured out,dripped out',
  zh: '流出,流出来,流出嚟,流走,流晒,流咗出嚟,流光,漏出,全部流走,全部流晒,完全流走,全部流出,完全流光',
  ja: '流れた,流れ出た,流れ落ちた,落ちた,出た,抜けた,全部流れた,すべて流れ落ちた,全部落ちた,全部流れ落ちた,全量流れた',
  ko: '흘러나,빠져나,나왔,흘러내렸',
  es: 'salieron,salio,fluyeron,fluyo,pasaron,se vaciaron,cayeron',
  fr: 'sont sortis,est sorti,se sont ecoules,s est ecoule,ont coule,a coule',
  de: 'rausgelaufen,herausgelaufen,durchgelaufen,ausgelaufen,durchgeflossen,rausgeflossen',
  it: 'sono usciti,e uscito,defluiti,sono scesi,sono colati',
  pt: 'sairam,saiu,escorreram,escorreu,passaram',
  ru: 'вытекло,вытекли,вышло,вылилось',
  ar: 'نزلت,نزل,خرجت,خرج',
  hi: 'बह गया,बह गए,निकल गया,निकल गए',
  th: 'ไหลออก,ไหลหมด,ไหลผ่าน',
  vi: 'chảy ra,chảy hết,chảy qua',
  tl: 'lumabas,dumaloy palabas,tumulo palabas',
  id: 'keluar,mengalir keluar,mengalir habis,turun',
  pl: 'wypłynęło,wypłynęły,wyciekło,wyciekły,wyleciało,przeleciało',
  nl: 'liep eruit,liep uit,uitgelopen,doorgelopen,stroomde uit',
  sv: 'rann ut,runnit ut,flöt ut',
  tr: 'aktı,akıp gitti,boşaldı,süzüldü',
};

/** Rule FLOW_VOLUME_OUT: the only words that may stand between a volume and its outflow verb ("10 ml of it ran out", "10mlが全部流れた"). */
export const OUTFLOW_GAP_WORDS: Names = {
  en: 'of,it,all,the,were,was,had,has,have,just,then,quickly,fast,straight,right,simply',
  zh: '都,全部,已经,就,已',
  ja: 'が,は,全部,すべて,全て,ほぼ',
  ko: '이,가,은,는,다,전부,모두',
  es: 'se,todo,todos,ya,enseguida',
  fr: 'se,sont,tous,en',
  de: 'sind,alle,ist,sofort',
  it: 'sono,tutti,subito',
  pt: 'todos,ja,logo',
  id: 'semua,sudah,langsung,nya',
  vi: 'đã,đều,hết',
  th: 'ทั้งหมด',
  tl: 'lahat,ay',
};

/** Rule FLOW_VOLUME_OUT: "all but 2 ml came out": before a volume, the words that make it what stayed. */
export const OUTFLOW_EXCEPT_BEFORE: Names = {
  en: 'all but,except,except for,apart from,other than,bar',
  es: 'menos,excepto,salvo',
  fr: 'sauf,a part',
  de: 'bis auf,ausser,außer',
  it: 'tranne,a parte',
  pt: 'menos,exceto,tirando',
  ru: 'кроме',
  id: 'kecuali',
  vi: 'trừ',
  tl: 'maliban sa',
  pl: 'oprócz,poza,z wyjątkiem',
  nl: 'behalve,uitgezonderd',
  sv: 'utom,förutom',
};

/** The apparatus: an ml figure right before it is the syringe size, not a result. */
export const SYRINGE_WORDS: Names = {
  de: 'spritze',
  it: 'siringa',
  pt: 'seringa',
  ru: 'шприц*',
  ar: 'حقنة,محقنة',
  hi: 'सिरिंज',
  en: 'syringe,slip tip,luer',
  zh: '针筒,注射器',
  ja: 'シリンジ,注射器',
  tl: 'hiringgilya',
  id: 'spuit,suntikan,jarum suntik',
  vi: 'xi lanh,ống tiêm',
  th: 'หลอดฉีดยา,ไซริงค์',
  es: 'jeringa,jeringuilla',
  fr: 'seringue',
  ko: '주사기',
  pl: 'strzykawk*',
  nl: 'spuit,spuitje,injectiespuit',
  sv: 'spruta,sprutan,sprutor',
  tr: 'şırınga*,enjektör*',
};

export const CHILD_WORDS: Names = {
  de: 'kind,kinder,kleinkind,baby,säugling,neugeborene*,jugendliche*,teenager,schulkind*,für meinen kleinen,für meine kleine,unser kleiner,unsere kleine,grundschule,grundschüler,grundschülerin,grundschulkind',
  it: 'bambino,bambina,bambini,neonato,lattante,adolescente,ragazzino,ragazzina,il mio piccolo,la mia piccola,per il piccolo,per la piccola,scuola elementare,scuola primaria,alle elementari',
  pt: 'crianca,criancas,bebe,nenem,recem nascido,lactente,adolescente,meu pequeno,minha pequena,para o pequeno,para a pequena,ensino fundamental,escola primaria',
  ru: 'ребёнок,ребенок,дети,детей,детям,детск*,малыш,младен*,подрост*,школьник*',
  ar: 'طفل,أطفال,رضيع,مراهق',
  hi: 'बच्चा,बच्चे,बच्चों,शिशु,किशोर',
  en: 'child,children,kid,kids,kiddo,infant,infants,toddler,toddlers,baby,babies,newborn,newborns,neonate*,preschooler*,schoolchild,schoolchildren,school age,youngster*,little one,little ones,little boy,little girl,teen,teens,teenage,teenaged,teenager*,adolescent*,paediatric,pediatric,paeds,peds,nicu,picu,minors,is a minor,patient is a minor,nursery,at nursery,daycare,day care,preschool,pre school,kindergarten,kindy,creche,childcare centre,childcare center,primary school,reception class,school lunch,school lunches,school dinner,school dinners,sen lunch,special school,nursery class,infant school,junior school,pupil,pupils,schoolboy,schoolgirl,schoolboys,schoolgirls,schoolkid,schoolkids,first grader,second grader,third grader,grader,graders',
  zh: '儿童,小朋友,小童,幼儿,婴儿,小孩,细路,BB,宝宝,孩子,小学生,中学生,高中生,新生儿,青少年,幼稚园,幼稚園,幼儿园,幼兒園,托儿所,托兒所,小学,小學,幼童,囝囝,女囡',
  ja: '子ども,子供,こども,キッズ,小児,乳児,幼児,乳幼児,新生児,赤ちゃん,小学生,中学生,高校生,思春期,ティーンエイジャー,園児,保育園,幼稚園,保育所,こども園,認定こども園,小学,児童',
  tl: 'bata,batang,sanggol,mga bata,paslit,binatilyo,dalagita,tinedyer,daycare,day care center,preschool,kinder garten,elementarya,grade school',
  id: 'anak,anak anak,balita,bayi,remaja,paud,taman kanak kanak,penitipan anak,daycare,sekolah dasar,murid sd,siswa sd,anak sd',
  vi: 'trẻ em,trẻ,bé,em bé,trẻ sơ sinh,thiếu niên,vị thành niên,bệnh nhi,nhi khoa,mầm non,mẫu giáo,nhà trẻ,tiểu học,học sinh tiểu học',
  th: 'เด็ก,ทารก,วัยรุ่น,หนูน้อย,ลูกน้อย,อนุบาล,เนอสเซอรี่,สถานรับเลี้ยงเด็ก,ประถม,นักเรียนประถม',
  // rule POP_CHILD_WORD_NAMES_EATER: "pequeño" names a child only as the eater ("para el pequeño"), not after a noun
  es: 'nino,nina,ninos,bebe,nene,lactante,recien nacido,adolescente,menor de edad,infantil,pediatrico,pediatrica,guarderia,jardin de infancia,jardin infantil,preescolar,^peque,^peques,mi pequeno,mi pequena,mis pequenos,para el pequeno,para la pequena,al pequeno,a la pequena,escuela primaria,de primaria,alumno de primaria,alumna de primaria',
  // "petit" is small ("petits morceaux"): a child only as the eater ("pour mon petit"); petit-fils is a grandson
  fr: 'enfant,enfants,bebe,bambin,creche,maternelle,garderie,nourrisson,tout petit,nouveau ne,adolescent*,pediatrique,pour mon petit,pour ma petite,pour notre petit,pour notre petite,mon petit bout,ma petite puce,ecole primaire,ecole maternelle,ecolier,ecoliere',
  ko: '아이,어린이,소아,아기,애기,유아,영아,아동,신생아,어린이집,유치원,초등학생,중학생,고등학생,청소년,꼬마,우리 애,저희 애,초등학교,초등',
  pl: 'dziecko,dzieci,dziecka,dziecku,niemowl*,maluch*,przedszkol*,żłob*,nastolat*',
  nl: '^kind,kinderen,kindje,peuter,kleuter,zuigeling,tiener,kinderdagverblijf',
  sv: '^barn,^barnet,bebis,spädbarn,småbarn,förskola,förskolan,tonåring',
  tr: 'çocuk*,^bebek,bebeğ*,bebeğim,kreş*,anaokul*,yenidoğan,yeni doğan,ergen*',
};

/** Keywords followed by a level number ("level 4", "nivel 2", "ระดับ 4", "第4级", "レベル2"). */
export const LEVEL_BEFORE: Names = {
  de: 'stufe,level',
  it: 'livello',
  pt: 'nivel',
  ru: 'уровень',
  ar: 'مستوى',
  hi: 'स्तर,लेवल',
  en: 'level,lvl,lv,iddsi,grade',
  zh: '第,等级,级别,级数',
  ja: 'レベル',
  tl: 'antas,lebel,level',
  id: 'tingkat,level',
  vi: 'cấp độ,cấp,mức,mức độ',
  th: 'ระดับ,ระดับที่,เลเวล',
  es: 'nivel',
  fr: 'niveau',
  ko: '레벨',
  pl: 'poziom,poziomu,poziomie',
  nl: 'niveau,level',
  sv: 'nivå,nivån',
  tr: 'seviye,seviyesi,seviyede,düzey,düzeyi,kademe',
};
/**
 * Rule ORDINAL_NOT_LEVEL: counters that make "第N" an ordinal ("第一次" the first time, "第三天" the third day,
 * "第二口" the second mouthful, "第3回" the third time): a number followed by one counts times, days or
 * servings, it is no IDDSI level. Each is matched right after the number.
 */
export const ORDINAL_COUNTERS: Names = {
  zh: '次,回,趟,遍,日,天,晚,夜,朝,周,週,星期,礼拜,禮拜,个月,個月,年,季,代,届,屆,位,名,个,個,人,碗,杯,口,啖,匙,羹,勺,顿,頓,餐,道,份,件,种,種,步,号,號,页,頁,章,节,節,课,課,条,條,题,題,期,轮,輪,针,針,胎,床,房,间,間,层,層,排,座,粒,片,块,塊,只,隻,支,根',
  ja: '回,度,日,週,号,番,話,部,章,歩,食,口,杯,人,子',
};
/**
 * Rule ORDINAL_NOT_LEVEL: words that begin with a counter of ORDINAL_COUNTERS but are nouns of their own
 * ("食物" food, "餐單" menu, "口感" mouthfeel, "份量" portion, "杯裝" cupped, "食事" meal): after the number the
 * counter is then no whole token, and the number stays a level ("第4食物" is not "the fourth meal").
 */
export const COUNTER_LED_WORDS: Names = {
  zh: '食物,食品,食材,餐单,餐單,餐牌,餐点,餐點,口感,口味,口服,份量,杯装,杯裝,片状,片狀,块状,塊狀,粒状,粒狀,人份',
  ja: '食事,食品,食形態,食材,口当たり,口あたり,杯分,人分,日本',
};
/** Keywords that follow the number ("4级", "4단계"). */
export const LEVEL_AFTER: Names = { zh: '级', ko: '단계', ja: '級' };

/** Words that close a negation scope ("no lumps but some bits"). */
export const CLAUSE_BREAK: Names = {
  de: 'aber,jedoch',
  it: 'ma,pero',
  pt: 'mas,porem',
  ru: 'но,однако',
  ar: 'لكن',
  hi: 'लेकिन,पर',
  en: 'but,however,although,though,except,yet,whereas',
  zh: '但,但是,但系,不过,而且,可是,然而',
  ja: 'が,けど,けれど,けれども,でも,しかし',
  tl: 'pero,ngunit,kaso,subalit,at may',
  id: 'tetapi,tapi,namun,padahal',
  vi: 'nhưng,tuy nhiên',
  th: 'แต่,และมี',
  es: 'pero,aunque,sin embargo,sino,no obstante',
  fr: 'mais,cependant,pourtant,toutefois',
  ko: '하지만,그러나,그런데,근데,그렇지만',
  pl: '^ale,lecz,jednak,natomiast',
  nl: 'maar,echter,hoewel',
  sv: '^men,dock,däremot',
  tr: '^ama,fakat,ancak,lakin,oysa',
};
