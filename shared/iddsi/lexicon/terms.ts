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
export type Lang = 'en' | 'zh' | 'ja' | 'tl' | 'id' | 'vi' | 'th' | 'es' | 'fr' | 'ko' | 'de' | 'it' | 'pt' | 'ar' | 'hi' | 'ru';

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
  names: Names;
}

export interface HazardWordRow {
  code: string;
  /** The words say the hazard was removed (boneless, peeled): suppresses it. */
  removed?: boolean;
  /** Only a hazard for foods/drinks of this kind (default both). */
  names: Names;
  /** Reading when negated (e.g. "not dry" = moist). */
  neg?: string;
}

// ------------------------------------------------------------------ explicit names

export const NAMES: LevelRow[] = [
  {
    id: 'name_thin', levels: '0', kind: 'drink',
    names: {
      en: 'iddsi thin,thin liquid,thin liquids,thin fluid,thin fluids,thin drink,thin drinks,unthickened,non thickened,normal fluids,normal liquids',
      zh: '稀薄,稀薄液体,稀身,稀流质,清流质,零级稠度,未加凝固粉,未加增稠剂',
      ja: '薄い液体,とろみなし,とろみ無し,とろみを付けない,とろみをつけない',
      tl: 'malabnaw,manipis na likido',
      id: 'cairan encer,minuman encer,cair encer',
      vi: 'chất lỏng loãng,nước loãng,lỏng loãng',
      th: 'เหลวใส,ของเหลวใส,ไม่ข้น,ไม่เติมผงข้น',
      es: 'liquido fino,liquidos finos,liquido claro,sin espesar,no espesado',
      fr: 'liquide fluide,liquide clair,non epaissi,boisson fluide',
      ko: '묽은 액체',
    },
  },
  {
    id: 'name_slightly', levels: '1', kind: 'drink',
    names: {
      en: 'slightly thick,slightly thickened,very slightly thick,slight thick',
      zh: '极微稠,轻微稠,一级稠',
      ja: 'ごく薄いとろみ,ごく薄くとろみ,ごく薄め,ごく軽度のとろみ,ごく軽度とろみ',
      tl: 'bahagyang malapot,bahagyang pinalapot',
      id: 'sedikit kental,kental sedikit,sedikit dikentalkan',
      vi: 'hơi sệt,rất hơi đặc,sệt rất nhẹ',
      th: 'ข้นเล็กน้อย,ข้นนิดหน่อย',
      es: 'muy ligeramente espes*,muy levemente espes*',
      fr: 'tres legerement epais*',
      ko: '아주 약간 걸쭉',
    },
  },
  {
    id: 'name_mildly', levels: '2', kind: 'drink',
    names: {
      en: 'mildly thick,mildly thickened,mild thick,nectar thick,nectar thickened,nectar like,nectar consistency,nectar texture,syrup thick,syrup consistency,stage 1 thickened,stage 1 thick',
      zh: '低稠,低度稠,轻度稠,轻度增稠,微稠,二级稠,糖浆状,花蜜状,果蜜状,稀糊状,花蜜稠度,花蜜般,像花蜜,如花蜜,花蜜一样',
      ja: '軽度のとろみ,軽度とろみ,(薄め),(薄い),薄め,とろみ薄め,薄いとろみをつけた,薄いとろみを付けた,薄いとろみの,薄いとろみ,薄くとろみ,とろみ 薄い,とろみ薄め,フレンチドレッシング状,段階1のとろみ',
      tl: 'medyo malapot,parang nectar',
      id: 'agak kental,kental seperti nektar,konsistensi nektar,kental nektar',
      vi: 'sệt nhẹ,đặc nhẹ,hơi đặc,đặc như mật hoa,độ sệt mật hoa',
      th: 'ข้นน้อย,ข้นแบบน้ำหวาน,ข้นเหมือนน้ำหวาน',
      es: 'levemente espes*,consistencia nectar,textura nectar,espesor nectar,tipo nectar',
      fr: 'legerement epais*,consistance nectar,texture nectar',
      ko: '꿀물 정도,넥타 정도,넥타처럼,조금 걸쭉,살짝 걸쭉',
    },
  },
  {
    id: 'name_nectar_bare', levels: '2', kind: 'drink', conf: 0.85,
    names: { zh: '花蜜', en: 'nectar', id: 'nektar', es: 'nectar', fr: 'nectar', tl: 'nectar' },
  },
  {
    id: 'name_ligeramente', levels: '1 2', kind: 'drink', conf: 0.8,
    names: { ko: '약간 걸쭉', es: 'ligeramente espes*' },
  },
  {
    id: 'name_moderately', levels: '3', kind: 'drink',
    names: {
      en: 'moderately thick,moderately thickened,moderate thick,honey thick,honey thickened,honey like,honey consistency,honey texture,custard thick,stage 2 thickened,stage 2 thick',
      zh: '中稠,中度稠,三级稠,蜜糖状,蜂蜜状,蜜状,蜜糖稠度,蜂蜜稠度,像蜂蜜,如蜂蜜,蜂蜜般,蜜糖般,像蜜糖,蜂蜜一样稠,蜜糖咁稠',
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
      es: 'licuado,licuada,triturado liquido',
      fr: 'liquefie,mixe liquide',
    },
  },
  {
    id: 'name_extremely', levels: '4',
    names: {
      en: 'extremely thick,extremely thickened,pudding thick,pudding like,pudding consistency,spoon thick,spoon thick consistency,stage 3 thickened,stage 3 thick,very thick pudding',
      zh: '高稠,高度稠,极稠,四级稠,布丁状,布甸状,布丁稠度,像布丁,如布丁',
      ja: '極度のとろみ,極度とろみ,(濃いめ),(濃い),濃いめ,とろみは濃いめ,濃いとろみをつけた,濃いとろみを付けた,濃いとろみの,濃いとろみ,濃くとろみ,とろみ 濃い,とろみ濃いめ,マヨネーズ状,段階3のとろみ',
      tl: 'sobrang malapot,napakalapot,parang puding',
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
      ja: 'ペースト食,ミキサー食,ムース食,ゼリー食,嚥下食,コード2 1,コード2 2,コード1j,コード0j',
      id: 'makanan saring,diet saring,bubur saring,makanan lumat',
      vi: 'chế độ ăn xay nhuyễn',
      th: 'อาหารปั่น,อาหารปั่นละเอียด',
      es: 'dieta triturada,dieta de pure,dieta pure',
      fr: 'regime mixe,texture mixee',
      ko: '연하식,퓨레식,갈은 음식',
    },
  },
  {
    id: 'name_minced_moist', levels: '5', kind: 'food',
    names: {
      en: 'minced and moist,minced & moist,minced moist,mince and moist,minced n moist,texture d,pre mashed',
      zh: '细碎及湿软,细碎湿软,碎餐,免治餐,碎状饮食,细碎饮食',
      ja: 'ミンス&モイスト,ミンスアンドモイスト,極きざみ食,極刻み食,コード3',
      tl: 'giniling at basa',
      id: 'cincang dan lembap,cincang dan lembab,cincang lembap,cincang lembab,makanan cincang',
      vi: 'băm nhỏ và ẩm,băm nhuyễn và ẩm',
      th: 'สับละเอียดและชุ่มชื้น',
      es: 'picado y humedo,picado humedo,dieta picada',
      fr: 'hache et humide,hache fin et humide,hache lubrifie',
      ko: '다진 촉촉한,다진식',
    },
  },
  {
    id: 'name_soft_bite', levels: '6', kind: 'food',
    names: {
      en: 'soft and bite sized,soft & bite sized,soft bite sized,soft and bite size,soft & bite size,soft and bitesized,texture e,fork mashable,soft diet',
      zh: '软质及一口大小,软质及一口量,软质一口,软餐,软质饮食,软食',
      ja: 'ソフト&一口大,ソフトアンド一口大,軟菜食,軟食,ソフト食,コード4,移行食',
      tl: 'malambot at kasya sa isang kagat,malambot at maliliit na piraso',
      id: 'lunak dan seukuran gigitan,makanan lunak,diet lunak',
      vi: 'mềm và cắt miếng vừa ăn,chế độ ăn mềm',
      th: 'อ่อนนุ่มและชิ้นพอดีคำ,อาหารอ่อน',
      es: 'suave y en trozos pequenos,suave y tamano bocado,blando y tamano bocado,dieta blanda',
      fr: 'tendre et en bouchees,tendre et petits morceaux,texture tendre',
      ko: '부드러운 한입,연식',
    },
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
];

// ------------------------------------------------------------------ test results in words

export const TESTS: LevelRow[] = [
  {
    id: 'fork_drip_slow', levels: '3',
    names: {
      en: 'drips slowly through,drips slowly,dollops through,drips through the fork slowly,drips slowly between the prongs,drips slowly through fork prongs,slowly drips through the prongs',
      zh: '从叉齿间慢慢滴下,从叉齿间缓慢滴落,慢慢从叉齿间滴下,慢慢从叉缝滴下,慢慢滴落,缓慢滴下,慢慢滴,从叉子缝慢慢滴下,叉上面慢慢滴落,慢慢滴落',
      ja: 'フォークの間からゆっくり落ちる,ゆっくり垂れる,ゆっくり滴る',
      tl: 'dahan dahang tumutulo',
      id: 'menetes perlahan,menetes pelan,menetes pelan pelan,jatuh perlahan dari garpu',
      vi: 'nhỏ giọt chậm,chảy chậm qua nĩa',
      th: 'หยดช้าๆ,ไหลผ่านส้อมช้าๆ',
      es: 'gotea lentamente,cae lentamente entre los dientes del tenedor,gotea despacio,cae despacio,gotea poco a poco,cae lentamente,gotea lento',
      fr: 'goutte lentement,coule lentement entre les dents,goutte lentement entre les dents,tombe lentement',
      ko: '천천히 떨어,천천히 흘러내',
    },
  },
  {
    id: 'pours_slowly', levels: '3 2:.5',
    names: {
      en: 'pours slowly,flows slowly,slowly pours,pours slowly off the spoon,flows slowly off the spoon,runs slowly off the spoon,slides slowly off the spoon,flows slowly from the spoon',
      zh: '慢慢流,慢慢流下,缓慢流下,慢慢倒出,倒出来很慢',
      ja: 'ゆっくり流れる,ゆっくり流れ落ちる,ゆっくり注げる',
      tl: 'dahan dahang dumadaloy,mabagal dumaloy',
      id: 'mengalir perlahan,mengalir pelan,mengalir lambat',
      vi: 'chảy chậm,chảy từ từ,rót chậm',
      th: 'ไหลช้า,ไหลช้าๆ,เทได้ช้าๆ',
      es: 'fluye lentamente,fluye despacio,cae despacio de la cuchara,cae lentamente de la cuchara,se vierte lentamente',
      fr: 'coule lentement,s ecoule lentement,coule doucement',
      ko: '천천히 흐르,천천히 흘러',
    },
  },
  {
    id: 'flows_fast_fork', levels: '0 1 2', kind: 'drink',
    names: {
      en: 'runs through the fork,flows through the fork quickly,drips quickly through,runs straight through the prongs,pours quickly',
      zh: '快速流走,好快流走,迅速从叉缝流下',
      es: 'pasa rapidamente por el tenedor',
    },
  },
  {
    id: 'fork_no_drip', levels: '4 5:.8 6:.5',
    names: {
      en: 'sits in a mound,does not drip through,doesnt drip through,doesn\'t drip through,does not drip,doesnt drip,doesn\'t drip,no drip,sits on the fork,sits above the fork,stays on the fork,does not flow through the prongs,forms a mound,mounds on the fork',
      zh: '不会滴落,不会滴下,唔会滴落,唔会滴,不滴落,不会从叉缝滴下,堆在叉上,堆成一团,堆成一堆,在叉子上堆,堆在叉子上,留在叉子上,留喺叉上面',
      ja: 'フォークから落ちない,垂れない,滴らない,フォークの上に山になる,フォークの上に留まる,フォークの上にとどまる',
      tl: 'hindi tumutulo,nakatambak sa tinidor,nananatili sa tinidor',
      id: 'tidak menetes,menumpuk di atas garpu,tetap di atas garpu',
      vi: 'không nhỏ giọt,không chảy qua nĩa,nằm thành đống trên nĩa,đọng lại trên nĩa',
      th: 'ไม่หยด,ไม่ไหลผ่านส้อม,กองอยู่บนส้อม,ค้างอยู่บนส้อม',
      es: 'no gotea,forma un monticulo,se amontona sobre el tenedor,se queda sobre el tenedor,permanece sobre el tenedor',
      fr: 'ne goutte pas,reste en tas sur la fourchette,forme un tas sur la fourchette,reste sur la fourchette',
      ko: '흘러내리지 않,포크 위에 쌓여,포크 위에 남아',
    },
  },
  {
    // IDDSI fork drip test, Level 4 only: a small amount may flow through the prongs as a short tail
    // (Level 3 drips in dollops; Level 5 does not flow through at all)
    id: 'fork_short_tail', levels: '4', kind: 'food',
    names: {
      en: 'short tail,forms a short tail,small tail,a small amount flows through,small amount flows through,small amount may flow through,a little flows through the prongs,only a little flows through',
      zh: '只有少量从叉齿间流下,少量从叉齿间流下,少量从叉缝流下,只有少量流下,少量流过叉齿,形成短尾,短尾巴',
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
      en: 'jelly like,gel like,jellied,like a jelly,hold its shape,hold shape,hold its form,keep its shape,holds its shape,holds shape,holds its form,holds a shape,keeps its shape,keeps shape,retains its shape,maintains its shape,holds shape on a spoon,holds its shape on the spoon,holds shape on spoon,stands on a spoon,can be piped,can be moulded,can be molded,mousse like',
      zh: '维持形状,维持形态,能维持形状,维持原形,保持原形,保持形状,保持形态,保持形狀,能保持形状,可以保持形状,定型,成形,可塑形,唔会散开',
      ja: '形が保たれる,形を保つ,形が保てる,形が崩れない,形状を保つ,まとまりがある,まとまっている',
      tl: 'napapanatili ang hugis,hindi nawawala ang hugis,nananatili ang hugis,hawak ang hugis',
      id: 'mempertahankan bentuk,tetap berbentuk,bisa dibentuk,menahan bentuk',
      vi: 'giữ nguyên hình dạng,giữ hình dạng,giữ được hình dạng,giữ nguyên hình,giữ hình',
      th: 'คงรูป,คงรูปร่าง,ไม่เสียรูป',
      es: 'mantiene su forma,mantiene la forma,conserva su forma,conserva la forma,se mantiene en la cuchara,se sostiene en la cuchara,se queda en la cuchara,no se cae de la cuchara,se sostiene',
      fr: 'garde sa forme,tient sa forme,conserve sa forme',
      ko: '모양을 유지,형태를 유지,형태 유지,모양 유지,형태가 유지,모양이 유지,형태가 그대로',
    },
  },
  {
    id: 'spoon_slides', levels: '4 5:.8',
    names: {
      en: 'falls off when tilted,falls off the spoon,slides off the spoon,slides off easily,slides off when tilted,drops off the spoon,falls off easily,slides easily off,comes off the spoon easily,little residue,leaves little residue,very little left on the spoon,falls off when the spoon is tilted,drops off when tilted,slides off a tilted spoon',
      zh: '整团滑落,整团跌落,成团滑落,整匙滑落,整坨滑落,不粘汤匙,不黏汤匙,不粘勺,不黏勺,不粘匙羹,唔黐匙羹,倾斜时滑落,倾斜匙羹会跌落,倾侧会滑落,倾斜后滑落,容易滑落,从匙羹滑落,从勺子滑落,倾斜勺子时滑落,残留很少,少量残留',
      ja: 'スプーンを傾けると落ちる,傾けると落ちる,スプーンから滑り落ちる,付着が少ない',
      tl: 'dumudulas kapag ikiniling,nahuhulog kapag ikiniling',
      id: 'jatuh saat dimiringkan,meluncur dari sendok,mudah jatuh dari sendok',
      vi: 'rơi khỏi thìa khi nghiêng,trượt khỏi thìa',
      th: 'หลุดจากช้อนเมื่อเอียง,ไหลออกจากช้อนเมื่อเอียง,เอียงช้อนแล้วหลุด',
      es: 'cae de la cuchara al inclinarla,se desliza de la cuchara,cae al inclinar,se cae al inclinar la cuchara',
      fr: 'glisse de la cuillere,tombe de la cuillere',
    },
  },
  {
    id: 'fork_pressure_squash', levels: '5 6',
    names: {
      en: 'squashes easily,squashes with a fork,squashed with a fork,squash with a fork,squashes easily with a fork,mashes easily with a fork,mashed with a fork,can be mashed with a fork,can be squashed,breaks apart with a fork,breaks up with a fork,falls apart with a fork,thumbnail blanches,thumb nail blanches,nail blanches,nail turns white,does not return to its original shape,does not return to shape,easily squashed,squashed easily,squashes under fork pressure,fork pressure test passed',
      zh: '用叉一压就碎,一压就碎,用叉压碎,叉子一压就碎,用叉可以压烂,用叉轻压即碎,轻易压碎,轻压即散,指甲变白,压下去会散,用匙羹压得开,用匙羹压到烂,一压就烂',
      ja: 'フォークで簡単につぶれる,フォークでつぶせる,フォークで潰せる,舌でつぶせる,歯ぐきでつぶせる,指で押すとつぶれる,爪が白くなる,スプーンで切れる,スプーンでつぶせる',
      tl: 'madaling madurog ng tinidor,nadudurog ng tinidor,napipisa ng tinidor',
      id: 'mudah dihancurkan dengan garpu,hancur ditekan garpu,mudah ditekan dengan garpu,kuku memutih',
      vi: 'dễ dàng nghiền bằng nĩa,dùng nĩa ấn là nát,ấn nĩa là nát,dễ nát khi ấn',
      th: 'ใช้ส้อมกดแล้วแตก,กดด้วยส้อมแล้วแตก,บี้ด้วยส้อมได้,กดแล้วเละ',
      es: 'se aplasta facilmente con el tenedor,se aplasta con el tenedor,se deshace con el tenedor,se deshace facilmente,la una se pone blanca',
      fr: 'secrase a la fourchette,s ecrase facilement,s ecrase a la fourchette',
      ko: '포크로 쉽게 으깨,으깨짐,쉽게 으깨,포크로 으깨,숟가락으로 으깨',
    },
  },
  {
    id: 'cut_side_fork', levels: '6 5:.5',
    names: {
      en: 'can be cut with the side of a fork,cut with the side of a fork,cut with the side of a spoon,can be cut with a spoon,separates easily with a fork,flakes apart with a fork,breaks into pieces with a fork',
      zh: '用叉边切开,用匙羹切得开,可以用匙羹切开,用勺子可以切开',
      ja: 'フォークの側面で切れる',
      es: 'se corta con el borde del tenedor,se corta con la cuchara',
      id: 'bisa dipotong dengan sisi garpu',
      vi: 'cắt được bằng cạnh nĩa',
    },
  },
  {
    id: 'no_flow', levels: '4', kind: 'drink',
    names: {
      en: 'no flow,did not flow,didn\'t flow,does not flow,doesnt flow,doesn\'t flow,nothing flowed,nothing came out,does not flow through the syringe,all 10 ml remained,did not flow through',
      zh: '完全不流动,不会流动,唔会流,完全冇流,一滴都冇流,不会流下,唔会流落,不流下来,不会流下来,唔会流落嚟,舀起不流',
      ja: '流れない,全く流れない',
      tl: 'hindi dumadaloy',
      id: 'tidak mengalir',
      vi: 'không chảy',
      th: 'ไม่ไหล',
      es: 'no fluye,no fluyo',
      fr: 'ne coule pas',
      ko: '흐르지 않',
    },
  },
  {
    id: 'all_drained', levels: '0', kind: 'drink',
    names: {
      en: 'all flowed through,flowed through completely,nothing remained,nothing left in the syringe,syringe empty,empties completely,drained completely',
      zh: '全部流走,完全流走,全部流晒,针筒冇剩,完全流光',
      ja: 'すべて流れ落ちた,全部流れた,残らない',
      es: 'fluyo todo,no quedo nada',
      id: 'semua mengalir',
      vi: 'chảy hết',
      th: 'ไหลหมด',
    },
  },
];

// ------------------------------------------------------------------ preparation and texture words

export const TEXTURES: LevelRow[] = [
  {
    id: 'pureed', levels: '4', kind: 'food',
    names: {
      en: 'puree*,pureed,smooth puree,mousse,whipped smooth,pate,paste,pasty,baby food consistency,pulverised,pulverized',
      zh: '糊,糊状,打成糊,搅成糊,磨成糊,泥,蓉,茸,打烂,打成泥,打成蓉,搅成泥,磨烂,磨成泥',
      ja: 'ペースト,ピューレ,ピュレ,ムース状,裏ごし,裏漉し,ペースト状',
      tl: 'pinure,ginawang puree,purey,dinurog nang pino hanggang makinis',
      id: 'dihaluskan,lumat,dilumatkan,puree,bubur halus',
      vi: 'xay nhuyễn,nghiền nhuyễn,nhuyễn,xay mịn,dạng sệt',
      th: 'ปั่นละเอียด,บดละเอียด,ปั่นให้ละเอียด,บดให้ละเอียด',
      es: 'pure,triturad*,pasado por batidora,pasada por batidora,pasado por el chino,pasados por el chino,pasadas por el chino,hecho pure,papilla,pasada por el chino,pasadas por batidora,pasado por batidora',
      fr: 'puree,mixe,mixee,mixes,mouline fin,mixe lisse,mixee lisse,mixes lisses,en puree,reduit en puree',
      ko: '퓨레,퓌레,곱게 간,갈아서,갈은,갈아,곱게 갈,간 것',
    },
  },
  {
    id: 'blended', levels: '4 3:.9',
    names: {
      en: 'blended,blend*,blitzed,blitz,whizzed,in a blender,food processor,processed until smooth,liquidised in a blender',
      zh: '搅拌,搅碎,打碎后,搅拌机,打成汁,打成浆,用搅拌机打,攪拌機打,打匀,打过',
      ja: 'ミキサー,ミキサーにかけた,ミキサーにかける,ブレンダー,撹拌',
      tl: 'binlender,blinender,giniling sa blender,blender',
      id: 'diblender,blender,dijus',
      vi: 'xay,xay nhuyễn mịn,máy xay',
      th: 'ปั่น,เครื่องปั่น',
      es: 'batido en batidora,licuadora,batidora,licuado en',
      fr: 'mixer,blender',
      ko: '믹서,블렌더',
    },
  },
  {
    id: 'sieved', levels: '4 3:.7', drinkNeutral: true,
    names: {
      en: 'sieved,strained,passed through a sieve,through a sieve,sieve,strain*',
      zh: '过筛,隔渣,滤渣,过滤,筛过,隔晒渣,隔走渣,去渣,走渣,滤走渣,隔去渣',
      ja: 'こした,漉した,こし',
      id: 'disaring,saring',
      vi: 'lọc qua rây,rây',
      th: 'กรอง,กรองกาก',
      es: 'colado,tamizado,pasado por el chino,pasado por colador',
      fr: 'tamise,passe au chinois',
    },
  },
  {
    id: 'smooth', levels: '4 3:.8', conf: 0.9, drinkNeutral: true,
    names: {
      en: 'smooth,silky,velvety,homogeneous,uniform texture,even texture,creamy',
      zh: '幼滑,顺滑,滑溜,均匀,细滑,滑身,绵滑,幼细,嫩滑,滑嫩,丝滑',
      ja: 'なめらか,滑らか,なめらかな,均一',
      tl: 'makinis,malambot at makinis,pino',
      id: 'halus,lembut halus,homogen,sampai lembut,hingga lembut,sampai halus,hingga halus,sangat halus',
      vi: 'mịn,mịn màng,đồng nhất',
      th: 'เนียน,เนียนละเอียด,เนื้อเนียน',
      es: 'suave y homogeneo,homogeneo,homogenea,textura lisa,cremoso,cremosa',
      fr: 'lisse,homogene,onctueux,onctueuse',
      ko: '부드럽고 매끄러운,매끄러운',
    },
  },
  {
    // small lumps left in a purée make it Level 5 at most; bigger pieces are another matter (chunks below)
    id: 'lumps', levels: '5 6:.7 7:.7', kind: 'food', neg: '4 3:.8', negKind: 'food', drinkNeutral: true,
    names: {
      en: 'lumps,lumpy,lump,bits,grainy,particles,small soft lumps,soft lumps,small lumps',
      zh: '粒,颗粒,渣,碎粒,有粒,粒粒',
      ja: '粒,つぶ,ダマ,粒が残',
      tl: 'bukol,butil',
      id: 'gumpalan,bergumpal,butiran,gumpal',
      vi: 'vón cục,lợn cợn,hạt',
      th: 'กาก,เป็นเม็ด,เม็ด',
      es: 'grumos,grumo,grumoso',
      fr: 'grumeaux,grumeleux',
      ko: '덩어리,알갱이',
    },
  },
  {
    id: 'chunks', levels: '6 7', kind: 'food', neg: '4 3:.8', negKind: 'food', drinkNeutral: true,
    names: {
      en: 'chunks,chunky,pieces,fruit pieces,pieces of,bits of fruit,bits of meat',
      zh: '块状,大粒,一块块,肉粒,鸡粒,牛肉粒,粗粒,肉片,肉块,鸡块,大块,有块',
      ja: '塊,かたまり,具入り,具材,具が入',
      tl: 'buo buo,buo-buo,piraso piraso,hiwa ng,piraso ng,mga piraso,mga hiwa',
      id: 'potongan kasar,dengan potongan,berisi potongan,potongan daging,potongan ayam',
      vi: 'cục,miếng thịt,có miếng,từng miếng',
      th: 'ก้อน,เป็นก้อน',
      es: 'trozos,tropezones,pedazos',
      fr: 'morceaux',
      ko: '건더기',
    },
  },
  {
    id: 'minced', levels: '5', kind: 'food',
    names: {
      en: 'minced,mince,finely minced,finely chopped,very finely chopped,finely diced,ground meat,finely ground,chopped finely,minced up',
      zh: '免治,剁碎,切碎,碎肉,肉碎,剁烂,剁成肉碎,碎,切到好碎,切得好细,肉末,绞碎,绞肉,剁细',
      ja: 'みじん切り,ミンチ,細かく刻んだ,細かく刻む,細かく刻み,極きざみ,極刻み,細かく切った,そぼろ',
      tl: 'giniling,pinong tinadtad,tinadtad nang pino,dinurog nang pino',
      id: 'dicincang,cincang,cincang halus,dicincang halus,daging giling',
      vi: 'băm,băm nhỏ,băm nhuyễn,xay nhỏ,thái hạt lựu nhỏ',
      th: 'สับ,สับละเอียด,บดหยาบ,หมูสับ,ไก่สับ',
      es: 'picad*,picado fino,molid*,carne picada,finamente picado,picado muy fino,desmenuzado muy fino,desmenuzada muy fina',
      fr: 'hache,hachee,hache fin,hachis,mouline',
      ko: '다진,잘게 다진,곱게 다진,잘게 다짐,다져서,곱게 다짐,다짐',
    },
  },
  {
    id: 'mashed', levels: '5 4:.7', kind: 'food',
    names: {
      en: 'mashed,mash,mashed up,well mashed,fork mashed,crushed',
      zh: '压成泥,压烂,压碎,捣碎,捣烂,压成蓉,揼烂,压扁',
      ja: 'つぶした,潰した,つぶし,すりつぶした,すり潰した,マッシュ',
      tl: 'dinurog,minasa,niligis,linigis,dinikdik',
      id: 'ditumbuk,dihancurkan,dilumatkan kasar,diulek',
      vi: 'nghiền,tán nhuyễn,nghiền nát,dầm nát',
      th: 'บด,บี้',
      es: 'machacad*,aplastad*,chafad*',
      fr: 'ecrase,ecrasee,ecrasees',
      ko: '으깬,으깨서',
    },
  },
  {
    id: 'chopped', levels: '6 7', kind: 'food', conf: 0.8,
    names: {
      en: 'chopped,diced,cubed,cut up,cut into pieces,sliced,cut into cubes,in cubes,in chunks,quartered,cut into quarters,halved,cut in half,cut in halves,cut into,cut to',
      zh: '切粒,切件,切块,切丁,切片,切开',
      ja: '刻んだ,きざみ,刻み,角切り,切った,ざく切り',
      tl: 'tinadtad,hiniwa,hiniwa-hiwa',
      id: 'dipotong,potong dadu,diiris',
      vi: 'cắt,thái,cắt khúc,thái miếng,cắt miếng',
      th: 'หั่น,หั่นเต๋า,หั่นชิ้น',
      es: 'troceado,troceada,en dados,cortado,cortada,en cubos,en trozos',
      fr: 'en des,coupe,coupee,en morceaux',
      ko: '썬,깍둑',
    },
  },
  {
    id: 'flaked', levels: '6 5:.8', kind: 'food', conf: 0.85,
    names: {
      en: 'flaked,shredded,flakes,pulled',
      zh: '拆丝,撕成丝,拆成丝,鱼松',
      ja: 'ほぐした,ほぐし',
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
      en: 'bite sized,bite size,bitesize,bitesized,bite sized pieces,small pieces,small soft pieces,little pieces,small cubes,small dice,pieces no bigger than a thumbnail,small chunks,cut small',
      zh: '一口大小,一口量,小块,细块,小粒,切细块,切成小块,小件,一啖大小,一口咁大,一啖,剪成小段,剪碎,剪短,切成小段,切短,剪成小块,切成小段',
      ja: '一口大,一口サイズ,小さく切った,小さめに切った,小さく刻んだ,食べやすい大きさ',
      tl: 'isang kagat,kasya sa isang kagat,maliliit na piraso,maliit na piraso,pirasong maliit',
      id: 'seukuran gigitan,sekali suap,potongan kecil,potong kecil,potong kecil kecil,dipotong kecil',
      vi: 'miếng nhỏ,cắt nhỏ,thái nhỏ,vừa ăn,miếng vừa ăn,cắt miếng vừa ăn',
      th: 'ชิ้นเล็ก,หั่นชิ้นเล็ก,ชิ้นพอดีคำ,พอดีคำ,หั่นเล็ก',
      es: 'trozos pequenos,trocitos,en trocitos,tamano bocado,trozos del tamano de un bocado,dados pequenos',
      fr: 'petits morceaux,bouchees,en bouchees,petits des',
      ko: '한입 크기,작게 썬,작은 조각',
    },
  },
  {
    id: 'soft', levels: '6 5:.8', kind: 'food', conf: 0.8,
    names: {
      en: 'soft,very soft,tender,well cooked,cooked until soft,cooked until tender,falls apart,soft cooked,slow cooked until tender,stewed until soft,flakes easily,melt in the mouth,fork tender',
      zh: '软,腍,好腍,软烂,煮得很烂,煮得好烂,煮到好烂,煮得软烂,煮到烂,炆到腍,煮到软,煮腍,煮烂,软身,松软,软嫩,焖烂,炖烂,炖软,软熟',
      ja: 'やわらか,柔らか,軟らか,やわらかい,柔らかい,やわらかく煮た,柔らかく煮た,煮込んだ,とろとろ',
      tl: 'malambot,pinalambot,lutong malambot',
      id: 'lembek,lunak,lembut,empuk,direbus lunak,dimasak lunak,dimasak hingga empuk',
      vi: 'mềm,hầm mềm,nấu mềm,mềm nhừ,nhừ,ninh nhừ',
      th: 'นุ่ม,นิ่ม,เปื่อย,ต้มจนนุ่ม,ตุ๋นจนนุ่ม,นุ่มมาก',
      es: 'blando,blanda,tierno,tierna,suave,bien cocido,bien cocida,muy tierno,se deshace',
      fr: 'tendre,tendres,fondant,fondante,fondants,bien cuit,bien cuits,bien cuite,mou,moelleux',
      ko: '부드러운,부드럽게,무른,연한',
    },
  },
  {
    id: 'moist', levels: '5 6:.8 4:.5', kind: 'food', conf: 0.8,
    names: {
      en: 'moist,moistened,with thick gravy,in thick gravy,in thick sauce,with thick sauce,thick gravy,thick sauce,bound with sauce,mixed with sauce,cohesive,no separate thin liquid,no thin liquid',
      zh: '湿润,湿软,加汁,加汁湿润,拌汁,拌埋汁,拌酱,有汁,湿身,汁多,浓汁,杰汁',
      ja: 'しっとり,水分を含んだ,あんかけ,あんでまとめた,とろみあんをかけた',
      tl: 'basa,may sarsa,malapot na sarsa',
      id: 'lembap,lembab,berkuah kental,kuah kental,dengan kuah kental,dengan saus kental,saus kental',
      vi: 'ẩm,có nước sốt sệt,trộn sốt,ướt',
      th: 'ชุ่มชื้น,ชุ่มน้ำ,ราดซอสข้น,คลุกซอส',
      es: 'humedo,humeda,con salsa espesa,jugoso,ligado con salsa',
      fr: 'humide,lie avec une sauce,nappe de sauce',
      ko: '촉촉한,촉촉하게',
    },
  },
  {
    id: 'thickened', levels: '1 2:.9 3:.7 4:.4', kind: 'drink', neg: '0', negKind: 'drink', conf: 0.7,
    names: {
      en: 'thickened,thicken*,thickener,thickening agent,thickening powder,thick it,thick-it,thickenup,thicken up,resource thickenup,simply thick,nutilis,with thickener,xanthan,gum thickener',
      zh: '凝固粉,加凝固粉,增稠剂,增稠粉,加增稠,快凝宝,吞咽素,凝固剂,加稠,调稠,食物增稠,稠化,稠身粉,凝固',
      ja: 'とろみ,とろみ剤,とろみ調整食品,とろみをつけた,とろみをつける,とろみ付き,とろみつき,増粘剤,トロミ,とろみをつけて,とろみを付けて',
      tl: 'pampalapot,pinalapot,nilagyan ng pampalapot,may pampalapot',
      id: 'pengental,dikentalkan,ditambah pengental,thickener',
      vi: 'chất làm đặc,bột làm đặc,làm đặc,làm sệt,có chất làm đặc',
      th: 'ผงเพิ่มความข้น,ผงเพิ่มความหนืด,สารเพิ่มความข้น,เพิ่มความข้น,ทำให้ข้น,ผงข้น,ผสมผงข้น',
      es: 'espesante,con espesante,espesad*,espesar,espesamos',
      fr: 'epaissi,epaissie,epaississant,gelifiant',
      ko: '점도 증진제,점도증진제,증점제,연하보조제,토로미',
    },
  },
  {
    // hedged thickness ("a bit thick"): the thinnest thickened reading, never more than mildly thick
    id: 'bit_thick', levels: '1 2:.7', food: '5 4:.6', kind: 'drink', conf: 0.6,
    names: {
      en: 'a bit thick,bit thick,a little thick,a little thicker,a bit thicker,somewhat thick,a touch thick,just a bit thick',
      zh: '有啲杰,有点杰,少少杰,有点稠,有点浓稠,稍稠,微稠,略稠',
      ja: '少しとろみ,少しとろみのある,ちょっととろみ,軽いとろみ',
      vi: 'hơi sánh,hơi đặc',
      es: 'un poco espeso,un poco espesa,algo espeso,algo espesa',
      fr: 'un peu epais,un peu epaisse',
      ko: '약간 걸쭉,조금 걸쭉',
    },
  },
  {
    id: 'thick', levels: '3 4:.9 2:.6', food: '4 5 3:.6', conf: 0.7,
    names: {
      en: 'thick,thickish,fairly thick,quite thick,very thick,really thick',
      zh: '稠,浓稠,杰,好杰,杰身,黏稠,稠身,浓杰',
      ja: 'どろっと,どろどろ,とろっと',
      tl: 'malapot,makapal',
      id: 'kental,agak kental sekali',
      vi: 'đặc,sệt,sánh',
      th: 'ข้น,ข้นหนืด,หนืด',
      es: 'espeso,espesa,denso,densa',
      fr: 'epais,epaisse',
      ko: '걸쭉,되직',
    },
  },
  {
    id: 'thin', levels: '0 1:.5', food: '3 2:.8 1:.5', kind: 'drink', conf: 0.8,
    names: {
      en: 'thin,watery,runny,like water,water thin,free flowing,fast flowing',
      zh: '稀,稀身,好稀,水咁稀,似水,像水一样,水状',
      ja: 'さらさら,サラサラ,水のような,水っぽい',
      tl: 'malabnaw,matubig',
      id: 'encer,cair,seperti air',
      vi: 'loãng,lỏng,như nước',
      th: 'เหลว,ใส,เหมือนน้ำ',
      es: 'liquido,aguado,como el agua,fluido',
      fr: 'liquide,fluide',
      ko: '묽은,물 같은',
    },
  },
  {
    id: 'pourable', levels: '3 2:.6', conf: 0.85,
    names: {
      en: 'pouring,pour,to pour,pours,pourable,pours easily,can be poured,flows off the spoon,runs off the spoon,pours off the spoon,cannot be eaten with a fork,can not be eaten with a fork,too runny for a fork,does not hold its shape on a plate',
      zh: '可以倒,倒得出,会流动,流得动,可倒出',
      ja: '注げる,流れる,スプーンから流れ落ちる',
      tl: 'naibubuhos,dumadaloy',
      id: 'bisa dituang,mengalir',
      vi: 'rót được,có thể rót',
      th: 'เทได้,ไหลได้',
      es: 'se puede verter,vertible,se vierte',
      fr: 'se verse',
    },
  },
  {
    id: 'from_cup', levels: '3 2:.6 1:.5 0:.5', kind: 'drink', conf: 0.8,
    names: {
      en: 'drunk,be drunk,or drunk,drinkable,drinkable from a cup,drunk from a cup,drink from a cup,sip from a cup,can be drunk,from a cup,through a straw,with a straw,via straw,sipped',
      zh: '可以用杯饮,用杯饮,用吸管,用饮管,可以饮,饮得,可以喝,能喝,喝得,可以用杯喝,用杯子喝',
      ja: 'コップで飲める,ストローで飲める,飲める',
      tl: 'maiinom sa baso,gamit ang straw',
      id: 'bisa diminum dari gelas,diminum dengan sedotan,bisa diminum',
      vi: 'uống bằng cốc,uống được,uống bằng ống hút',
      th: 'ดื่มจากแก้วได้,ดูดด้วยหลอด,ดื่มได้',
      es: 'se puede beber en vaso,se bebe en vaso,con pajita,se puede beber',
      fr: 'se boit,se boit au verre,a la paille,buvable',
    },
  },
  {
    id: 'spoon_only', levels: '4 5:.6 3:.5', conf: 0.85,
    names: {
      en: 'eaten with a spoon,eat with a spoon,eaten by spoon,spoon only,needs a spoon,with a teaspoon,cannot be drunk,can not be drunk,cannot be drunk from a cup,cannot be sucked through a straw,too thick to drink,too thick for a straw,spoonable',
      zh: '用勺子吃,用匙羹食,用匙羹吃,用汤匙吃,用羹食,要用匙羹,只能用匙羹,不能用杯喝,唔可以饮,不能用吸管',
      ja: 'スプーンで食べる,スプーンですくう,スプーンですくって,スプーンで,飲めない',
      tl: 'kinakain gamit ang kutsara,gamit ang kutsara,sa kutsara',
      id: 'dimakan dengan sendok,disendok,pakai sendok,dengan sendok',
      vi: 'ăn bằng thìa,dùng thìa,xúc bằng thìa',
      th: 'ตักด้วยช้อน,ใช้ช้อนตัก,ตักกินด้วยช้อน,กินด้วยช้อน',
      es: 'se come con cuchara,con cuchara,a cucharadas,no se puede beber',
      fr: 'a la cuillere,se mange a la cuillere',
      ko: '숟가락으로',
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
    id: 'whole', levels: '7', kind: 'food', conf: 0.8,
    names: {
      en: 'thin slices,thinly sliced,sliced thin,thin strips,whole,large pieces,big pieces,big chunks,large chunks,unmodified,as served,normal cut,thick slices,slab,on the bone',
      zh: '原件,成件,大块,大件,原只,整只,整块,原粒',
      ja: '丸ごと,大きめ,大きく切った,そのまま',
      tl: 'buo,malalaking piraso',
      id: 'utuh,potongan besar',
      vi: 'nguyên miếng,nguyên con,miếng to',
      th: 'ทั้งชิ้น,ชิ้นใหญ่,ทั้งตัว',
      es: 'entero,entera,trozos grandes,en filete',
      fr: 'entier,entiere,gros morceaux',
      ko: '통째로,큰 조각',
    },
  },
];

// ------------------------------------------------------------------ hazards named in the text

export const HAZARD_WORDS: HazardWordRow[] = [
  {
    code: 'mixed_consistency',
    names: {
      en: 'mixed consistency,mixed consistencies,mixed textures,mixed texture,thin gravy,thin sauce,watery sauce,watery gravy,in broth,with broth,in thin broth,in milk,with milk poured over,separate thin liquid,thin liquid separates,liquid separates,thin liquid separating,liquid separating,juice separating,water separating,separating liquid,runny sauce,soup with lumps,soup with chunks,soup with pieces,with pieces in it,juice separates,cereal with milk,cereal in milk,bits floating,with bits in,with chunks in,broth with',
      zh: '混合质地,混合稠度,稀汁,汁好稀,水汁,连汤,有汤有料,汤渣,汤料,浸喺汤度,泡汤,出水,汁水分离,水分离,水份分离,稀汤,清汤加料,有料',
      ja: '汁と具,具入り,具だくさん,水分が分離,離水,汁が分かれる,具が入った,具がたくさん,具が多い,具が入って,具あり,具材入り',
      tl: 'may sabaw,sa sabaw,malabnaw na sarsa,hiwalay na sabaw,sabaw na may piraso,sabaw na may mga piraso,sabaw na may sahog',
      id: 'berkuah encer,kuah encer,kuahnya encer,kuah bening dengan,sup dengan potongan,kuah dengan potongan,sop dengan potongan',
      vi: 'nước dùng loãng,có nước và cái,nước tách ra,nước sốt loãng,chan nước,canh có rau,súp có miếng,nước có cái',
      th: 'มีน้ำแยก,น้ำแยกตัว,ซุปที่มีเนื้อ,ข้าวในน้ำซุป,ซุปมีชิ้น,น้ำซุปมีผัก,แกงมีชิ้น',
      es: 'consistencia mixta,texturas mixtas,caldo con tropezones,salsa liquida,en caldo,con caldo,liquido separado,sopa con trozos,caldo con trozos,sopa con tropezones',
      fr: 'textures mixtes,consistance mixte,sauce liquide,dans un bouillon,soupe avec des morceaux,bouillon avec des morceaux,soupe avec morceaux',
      ko: '국물에 건더기,건더기,물이 분리,수분이 분리,분리되,국물과 건더기,건더기가 있는',
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
      es: 'duro,dura,crudo,cruda',
      fr: 'dur,dure,cru,crue',
      ko: '딱딱한,단단한,날것',
    },
    neg: '6 5:.6',
  },
  {
    code: 'crunchy',
    names: {
      en: 'crunchy,crispy,crisp,crackling,crunch,toasted,deep fried,deep-fried,fried until crisp,crusty,crust,crisps,fried shallots,fried garlic,fried onions,crispy onions',
      zh: '脆,香脆,松脆,酥脆,炸,油炸,脆皮,烤脆,焦脆,酥,炸蒜,蒜酥,油葱,油葱酥,炸葱',
      ja: 'カリカリ,サクサク,パリパリ,揚げ,揚げた,フライ,焼き目,香ばしい,フライドオニオン,揚げにんにく',
      tl: 'malutong,prito,pinirito,tostado,pritong bawang,tostadong bawang',
      id: 'renyah,garing,goreng,digoreng,krispi,kriuk,bawang goreng',
      vi: 'giòn,chiên giòn,rán giòn,chiên,rán,hành phi,tỏi phi',
      th: 'กรอบ,ทอด,ทอดกรอบ,กระเทียมเจียว,หอมเจียว',
      es: 'crujiente,crocante,frito,frita,fritos,tostado,tostada,ajo frito,cebolla frita',
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
    },
    neg: '5 6:.8',
  },
  {
    code: 'tough_fibrous',
    names: {
      en: 'tough,chewy,rubbery,gristle,gristly,sinewy,tendon',
      zh: '韧,有韧性,好韧,烟韧,弹牙,爽口,有筋,筋,渣多,纤维,嚼唔烂,咬唔开',
      ja: '筋っぽい,筋,繊維,かみ切れない,弾力,噛み切りにくい,ゴムのよう',
      tl: 'makunat,mahibla,malaman,makunat na karne',
      id: 'alot,liat,berserat,kenyal,berurat',
      vi: 'dai,xơ,nhiều xơ,gân',
      th: 'เหนียว,มีเส้นใย,เอ็น,เคี้ยวยาก',
      es: 'duro de masticar,fibroso,fibrosa,correoso,con nervios,gomoso,chicloso',
      fr: 'fibreux,filandreux,caoutchouteux,coriace,nerveux',
      ko: '질긴,섬유질,쫄깃',
    },
  },
  {
    code: 'fibrous',
    names: {
      en: 'fibrous,stringy,stringy bits,fibres,fibers,strings,threads of meat,strands of meat',
      zh: '纤维,渣多,有渣,丝丝',
      ja: '繊維,筋っぽい,すじ',
      tl: 'mahibla',
      id: 'berserat,berserabut',
      vi: 'xơ,nhiều xơ',
      th: 'มีเส้นใย,เป็นเส้น',
      es: 'fibroso,fibrosa,hebras',
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
      en: 'bone,bones,bony,small bones,fish bones,on the bone,bone in,gristle,cartilage,shell,shells',
      zh: '骨,鱼骨,骨头,连骨,有骨,软骨,壳,连壳,带骨,带壳',
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
      en: 'skin,skins,skin on,with skin,peel,unpeeled,husk,husks,hull,hulls,casing,seeds,pips,seedy,stones,pith,kernel,kernels,membrane',
      zh: '皮,连皮,带皮,有皮,籽,有籽,核,有核,果皮,外皮,膜',
      ja: '皮,皮付き,皮ごと,種,種入り,薄皮',
      tl: 'balat,may balat,buto ng prutas,buto buto',
      id: 'kulit,berkulit,biji,berbiji,sekam',
      vi: 'vỏ,còn vỏ,hạt cứng,màng',
      th: 'เปลือก,มีเปลือก,เมล็ด,มีเมล็ด',
      es: 'piel,con piel,pepitas,semillas,hollejo,cascara',
      fr: 'peau,avec la peau,pepins,graines,enveloppe',
      ko: '껍질',
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
      en: 'melts,melted,melting,melts into liquid,melts in the mouth into liquid,turns to liquid,becomes liquid',
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
];

export const HAZARD_REMOVED: HazardWordRow[] = [
  {
    code: 'bones', removed: true,
    names: {
      en: 'boneless,deboned,de boned,filleted,fillet,fillets,bones removed,bones taken out,bones taken off,bones picked out,all bones removed,pin boned,shelled,shell removed,shells removed',
      zh: '去骨,起骨,起晒骨,去晒骨,拆晒骨,冇晒骨,无骨,冇骨,鱼柳,去壳,起肉,拆肉,拆骨,挑骨,挑走骨',
      ja: '骨なし,骨抜き,骨を取った,骨を除いた,切り身,殻をむいた',
      tl: 'walang buto,walang tinik,tinanggalan ng buto,tinanggalan ng tinik',
      id: 'tanpa tulang,tanpa duri,fillet,filet',
      vi: 'không xương,rút xương,bỏ xương,phi lê,lóc xương',
      th: 'ไม่มีก้าง,ไม่มีกระดูก,เลาะก้าง,เลาะกระดูก,ฟิเล',
      es: 'sin hueso,sin huesos,sin espinas,deshuesado,deshuesada,filete',
      fr: 'sans aretes,sans os,desosse,filet',
      ko: '뼈 없는,순살,뼈를 발라낸,뼈를 제거,뼈 제거,가시를 발라낸,가시 제거,가시를 제거,뼈를 뺀',
    },
  },
  {
    code: 'skins_husks', removed: true,
    names: {
      en: 'skinless,peeled,skin removed,skins removed,skin taken off,skins taken off,skin off,skins off,seedless,deseeded,de seeded,pitted,stoned,seeds removed,pips removed,hulled',
      zh: '去皮,走皮,冇皮,无皮,去籽,冇籽,无籽,去核,去衣',
      ja: '皮なし,皮をむいた,皮を除いた,種なし,種を除いた',
      tl: 'walang balat,binalatan,walang buto',
      id: 'tanpa kulit,dikupas,tanpa biji',
      vi: 'bỏ vỏ,lột vỏ,không vỏ,bỏ hạt,không hạt',
      th: 'ปอกเปลือก,ไม่มีเปลือก,ไม่มีเมล็ด,เอาเมล็ดออก',
      es: 'sin piel,pelado,pelada,sin semillas,sin pepitas',
      fr: 'sans peau,pele,pelee,epepine,sans pepins',
      ko: '껍질 벗긴,씨 없는',
    },
  },
  {
    code: 'mixed_consistency', removed: true,
    names: {
      en: 'absorbed,all milk absorbed,all the milk absorbed,milk absorbed,fully absorbed,liquid absorbed,no free liquid,no free milk,no excess liquid,no separate liquid,drained well,well drained,liquid drained off,broth only,liquid only,just the broth,just the liquid,no solids,solids removed',
      zh: '吸收晒,吸干,冇多余水分,没有多余汤汁,没有多余水分,沥干,隔干,滤干,吸晒,吸哂,已吸收,完全吸收,没有料,冇料,无料,走料,只喝汤,只饮汤,净饮汤,只要汤,淨饮汤,不要料',
      ja: '水分を吸わせた,汁気を切った,水気を切った,汁だけ,汁のみ,具なし,具を除いた,具を取り除いた',
      tl: 'sinipsip ang sabaw,pinatuyo ang sabaw',
      id: 'kuah terserap,ditiriskan',
      vi: 'ngấm hết nước,để ráo',
      th: 'ซึมหมดแล้ว,สะเด็ดน้ำ',
      es: 'absorbido,sin liquido libre,escurrido,solo el caldo,sin tropezones,sin trozos',
      fr: 'absorbe,egoutte,bouillon seul,sans morceaux,seulement le bouillon',
      ko: '국물만,건더기 없이,건더기 제거',
    },
  },
  {
    code: 'fibrous', removed: true,
    names: {
      en: 'strings removed,destringed,de stringed,fibres removed,fibers removed,stringy bits removed,tough fibres removed',
      zh: '去筋,撕走筋,去渣,隔渣',
      ja: '筋を取った,筋を除いた,筋取り',
      es: 'sin hebras,sin fibras',
      fr: 'sans fils,effile',
    },
  },
  {
    code: 'crunchy', removed: true,
    names: { en: 'crusts removed,crust removed,crustless,no crust,crusts cut off,softened in', zh: '去边,切走边', es: 'sin corteza', fr: 'sans croute' },
  },
];

// ------------------------------------------------------------------ cues

/** Non-food words that contain a food word (表面 has 面, 匙羹 has 羹, น้ำตาล has น้ำ): matched to be ignored. */
export const STOP_WORDS: Names = {
  en: 'whole grain,whole grains,wholegrain,wholemeal,whole wheat,no sugar,no added sugar,sugar free,low sugar,no salt,low fat,no ice,less ice,unsweetened,water swallow test,water test,ice chips protocol,hard to swallow,difficult to swallow,hard of hearing',
  zh: '三杯,无糖,低糖,少糖,走甜,少甜,走冰,少冰,无盐,低盐,无脂,低脂,脱脂,无添加,无咖啡因,表面,方面,上面,下面,里面,外面,前面,后面,面对,面积,见面,面部,水平,水分,水份,口水,汤匙,汤羹,匙羹,调羹,羹匙,茶匙,茶羹,汤勺,蛋白质,饭前,饭后,饭堂,包括,包装,面粉,菜单,口腔,糖尿,血糖,肉眼,一汤匙,一茶匙,蒜蓉,姜蓉,葱蓉,椒蓉',
  ja: '水分,水平,大さじ,小さじ,水分量,砂糖なし,甘さ控えめ',
  es: 'sin azucar,sin sal,sin lactosa,sin hielo,sin gluten',
  fr: 'sans sucre,sans sel,sans lactose',
  id: 'tanpa gula,tanpa es,kurang manis,tanpa garam',
  vi: 'không đường,không đá,ít đường,ít đá',
  tl: 'walang asukal,walang yelo',
  th: 'น้ำตาล,น้ำหนัก,น้ำมัน,น้ำลาย,ใส่,น้ำปลา,ไม่ใส่น้ำตาล,ไม่หวาน,หวานน้อย,ไม่ใส่น้ำแข็ง',
  ko: '음식물,무가당,설탕 없는',
};


export const DRINK_WORDS: Names = {
  en: 'drink,drinks,drinking,beverage,beverages,liquid,liquids,fluid,fluids,sip,sips,cup of,glass of,mug of,a cup,a glass,bottle of,shake,to drink',
  zh: '饮,饮品,饮料,喝,一杯,杯,一樽,樽装,饮用,液体,流体,饮嘢',
  ja: '飲み物,ドリンク,飲料,液体,水分,飲む,一杯',
  tl: 'inumin,inom,iinumin,isang baso,baso ng',
  id: 'minuman,minum,segelas,secangkir,cairan,gelas',
  vi: 'đồ uống,nước uống,thức uống,uống,một cốc,một ly,ly,cốc',
  th: 'เครื่องดื่ม,ดื่ม,แก้ว,น้ำดื่ม',
  es: 'bebida,bebidas,beber,vaso de,taza de,liquidos,un vaso,una taza',
  fr: 'boisson,boissons,boire,verre de,tasse de,liquides',
  ko: '음료,마시,한 잔,음료수',
};

export const FOOD_WORDS: Names = {
  en: 'food,foods,meal,dish,dinner,lunch,breakfast,plate of,serving of,portion,bowl of,eat,eaten,eating',
  zh: '食物,食,餸,菜式,饭餐,一碟,一碗,吃,餐,膳食,早餐,午餐,晚餐',
  ja: '食べ物,食事,料理,おかず,食べる,一皿,一口',
  tl: 'pagkain,ulam,kain,kakainin,almusal,tanghalian,hapunan',
  id: 'makanan,lauk,makan,sepiring,semangkuk,sarapan',
  vi: 'thức ăn,món ăn,món,ăn,bữa,một bát,một tô,đĩa',
  th: 'อาหาร,กิน,จาน,ชาม,มื้อ',
  es: 'comida,plato,alimento,comer,almuerzo,cena,desayuno,racion',
  fr: 'nourriture,plat,repas,manger,assiette',
  ko: '음식,반찬,식사,먹',
};

/** A cue that negates what FOLLOWS it (scope: a few words, same clause). */
export const NEG_BEFORE: Names = {
  en: 'no,not,without,non,never,zero,free of,nothing,none,isnt,isn\'t,is not,doesnt,doesn\'t,does not,dont,don\'t,do not,wont,won\'t,avoid,minus',
  zh: '冇,无,没有,没,不,唔,未,免,去,不含,唔好,别,毋须,不加,唔加,走',
  ja: '無,ノン',
  tl: 'walang,wala,hindi,hindi na',
  id: 'tanpa,tidak,tak,bukan,tidak ada,bebas,belum',
  vi: 'không,không có,chưa,chẳng,bỏ',
  th: 'ไม่,ไม่มี,ไร้,ปราศจาก,ไม่ใส่,ไม่ได้',
  es: 'sin,no,ningun,ninguna,nada de,libre de',
  fr: 'sans,pas de,aucun,aucune,non,ni',
  ko: '무첨가',
};

/** A cue that negates what PRECEDES it ("lump-free", "とろみのない", "덩어리 없는"). */
export const NEG_AFTER: Names = {
  en: 'free,less',
  zh: '都冇,都无,都没有',
  ja: 'ない,なし,無し,なく,のない,がない,ありません,無い,除去,抜き,ぬき,ていない,ていません,ずに,がなく,がなし,はなく,はない,もなく,もない',
  ko: '없는,없이,없음,없고,없다,제거,안 들어간,하지 않은,하지 않게,하지 않음,하지 않고,지 않은,지 않음,지 않고,지 않는,되지 않음,되지 않는,넣지 않은,넣지 않고,넣지 않음,안 넣은,넣지 않',
  th: 'ออก',
  es: 'nada',
};

/** Words that put an ml figure in the context of the IDDSI flow test. */
export const FLOW_CONTEXT: Names = {
  en: 'flow test,flow,syringe,remained,remaining,remains,remain,left,stays,stayed,residue,leaves,after 10 seconds,after 10 s,after 10s,10 second,10 seconds,iddsi flow',
  zh: '流动测试,流动,针筒,注射器,剩,剩低,剩下,残留,余下,留低,留下,十秒,10秒',
  ja: 'フローテスト,流動テスト,シリンジ,残った,残り,残る,残量,10秒',
  tl: 'flow test,hiringgilya,natira,naiwan,natitira',
  id: 'uji aliran,tes aliran,spuit,suntikan,tersisa,sisa,tertinggal,10 detik',
  vi: 'thử nghiệm dòng chảy,kiểm tra dòng chảy,xi lanh,ống tiêm,còn lại,còn,sau 10 giây',
  th: 'ทดสอบการไหล,หลอดฉีดยา,ไซริงค์,เหลือ,คงเหลือ,10 วินาที',
  es: 'prueba de flujo,test de flujo,jeringa,quedan,quedaron,queda,quedo,restante,restantes,10 segundos',
  fr: 'test d ecoulement,seringue,restant,restants,reste,il reste',
  ko: '유동 테스트,주사기,남은,남았,흐름 테스트,흐름 검사,남음,남아,남았다,10초',
};

/** The apparatus: an ml figure right before it is the syringe size, not a result. */
export const SYRINGE_WORDS: Names = {
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
};

export const CHILD_WORDS: Names = {
  en: 'child,children,kid,kids,infant,infants,toddler,toddlers,baby,babies,paediatric,pediatric,paeds,peds',
  zh: '儿童,小朋友,小童,幼儿,婴儿,小孩,细路,BB,宝宝',
  ja: '子ども,子供,小児,乳児,幼児,赤ちゃん',
  tl: 'bata,sanggol,mga bata',
  id: 'anak,anak anak,balita,bayi',
  vi: 'trẻ em,trẻ,bé,em bé',
  th: 'เด็ก,ทารก',
  es: 'nino,nina,ninos,bebe,infantil,pediatrico,pediatrica',
  fr: 'enfant,enfants,bebe,pediatrique',
  ko: '아이,어린이,소아,아기',
};

/** Keywords followed by a level number ("level 4", "nivel 2", "ระดับ 4", "第4级", "レベル2"). */
export const LEVEL_BEFORE: Names = {
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
};
/** Keywords that follow the number ("4级", "4단계"). */
export const LEVEL_AFTER: Names = { zh: '级', ko: '단계', ja: '級' };

/** Words that close a negation scope ("no lumps but some bits"). */
export const CLAUSE_BREAK: Names = {
  en: 'but,however,although,though,except,yet,whereas',
  zh: '但,但是,不过,而且,可是',
  ja: 'が,けど,でも,しかし',
  tl: 'pero,ngunit,at may',
  id: 'tetapi,tapi,namun',
  vi: 'nhưng,tuy nhiên',
  th: 'แต่,และมี',
  es: 'pero,aunque,sin embargo',
  fr: 'mais,cependant',
  ko: '하지만,그러나',
};
