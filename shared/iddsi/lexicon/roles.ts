/**
 * Words that say WHO a food is for or WHERE it is served (a prescription, a
 * menu, a table, a trolley, a ward or bed) and words that introduce a LABEL.
 * A level named in such a phrase is not evidence about the food (issue 14,
 * classes 2 and 3): a diet order describes the eater, and a label is a claim
 * that a reported IDDSI test result outranks.
 *
 *  - ROLE_BEFORE: the phrase runs from the cue forward to the next clause mark
 *    (":", ",", a spaced dash, end of text): "for residents on Level 6",
 *    "Para kay Lola (Level 5 diet): ...".
 *  - ROLE_AFTER: the phrase runs back from the cue to the previous clause mark
 *    (and over a following parenthesis): "puree table – ...", "碎餐枱：...",
 *    "ミキサー食の方へ：...".
 *  - LABEL_CUES: the phrase runs forward like ROLE_BEFORE.
 *  - PERSON_CUES: a title or a word for the eater; a parenthesis that follows
 *    it (after a name or bed number) is that person's diet order: "Mrs K (L4
 *    puree): ...", "陳婆婆（糊餐）...", "Pak Budi (diet cair): ...".
 */
import { joined, type Names, ZH_SURNAMES } from './terms';

/**
 * Rule ROLE_PERSON_CLAUSE: a resident called by surname and title ("陈伯是四级糊状餐", "陳婆係糊餐", "黄生是碎餐")
 * is the eater: the level said of them is their order, the tray's foods decide.
 */
const ZH_TITLED_PERSON_IS = joined(ZH_SURNAMES, ['伯', '婆', '叔', '姨', '公', '伯伯', '婆婆', '生', '太', '先生', '太太'], ['是', '係']);

export const ROLE_BEFORE: Names = {
  // rule ROLE_MENU_COLUMN: the menu's level column where the word comes first ("columna nivel 5", "cột cấp 5")
  // rule ROLE_PRESCRIPTION: "Mum's chart says Level 2 drinks" is her order, not the drink served
  en: 'chart says,her chart says,his chart says,the chart says,mum s chart says,dad s chart says,drug chart says,fluid chart says,care chart says,food chart says,my target is,her target is,his target is,their target is,target is,my target level is,target level is,diet sheet,diet sheet says,diet sheet:,diet card,diet card says,diet card:,care plan says,careplan says,the care plan says,care plan is,care plan:,per the care plan,per care plan,swallow plan says,swallowing plan says,eating and drinking plan says,for residents on,for resident on,for the residents on,for the resident on,for a resident on,for a resident who is on,for residents who are on,for the residents who are on,for patients on,for patient on,for a patient on,for the patient on,for a patient who is on,for patients who are on,for those on,for people on,for anyone on,for clients on,her fluids,his fluids,their fluids,her drinks,his drinks,her diet,his diet,pt on,pt is on,pts on,patient on,patients on,resident on,residents on,client on,is on,are on,who is on,who are on,prescribed,diet order,ordered for,menu level,menu lvl,room,rm,bed,on mildly thick,on moderately thick,on extremely thick,on slightly thick,on thin fluids,on level,on iddsi,on minced,on pureed,on puree,on liquidised,on soft diet,on soft and bite,for pts on,for pt on,for the pt on,for my mum who is on,for my dad who is on,for mum who is on,for dad who is on,for someone on,for a child on,for kids on,for the kids on,she s on,he s on,she is on,he is on,mum s on,dad s on,nan s on,grandma s on,grandpa s on,on a level,on the level,on an iddsi,on a pureed,on a puree,on a minced,on a soft,on thickened,on a thickened,for level,for a level,for iddsi level,ok for,okay for,suitable for,safe for,allowed for,allowed on,my level,can a level,can level,slt rec:,slt rec,slt recs,slt recommends,slt recommended,slt recommendation,slp rec:,slp rec,slp recommends,slp recommended,salt rec:,salt rec,salt recommends,salt recommended,speech therapist recommends,speech therapist recommended,speech therapy rec,speech therapy recommends,swallow assessment says,swallow assessment:,rx,rx:,order:,drs order,dr s order,doctor s order,doctors order,med order:,profile:,user profile:,diet profile:,my profile:,her profile:,his profile:,moved him to,moved her to,moved them to,switched him to,switched her to,changed him to,changed her to,put him on,put her on,started him on,started her on,stepped him down to,stepped her down to,downgraded him to,downgraded her to',
  // A diet sheet's line ("餐單：碎餐(L5)") names the eater's order, not the food sent after it
  zh: `餐单：,餐单:,饮食单：,饮食单:,膳食单：,膳食单:,饮食医嘱：,医嘱,醫囑,医生指示,醫生指示,医生建议,醫生建議,医生说,醫生話,醫生講,医生开的是,醫生開的是,医生开了,醫生開咗,给吃,俾食,供应给,适合,病房,病区,床位,病人是,病人係,患者是,患者係,院友是,院友係,伯伯是,婆婆是,阿伯是,阿婆是,${ZH_TITLED_PERSON_IS},要喝,只能喝,需要喝,要饮,要飲,只能饮,只能飲,只可以饮,只可以飲,言语治疗师建议,言語治療師建議,语言治疗师建议,言语治疗师说,言語治療師話,吞咽评估建议`,
  ja: 'プロフィール:,プロフィール：,処方:,処方：,処方は,医師の指示:,医師の指示：,とろみ指示あり,トロミ指示あり,とろみの指示あり,トロミの指示あり,向けの,対象:,対象：,食事指示,食事オーダー,食事箋:,食事箋：,食事せん:,食事せん：,とろみ指示:,食形態指示:,指示:,指示は,言語聴覚士の指示は,言語聴覚士から,stの指示は,st指示:,嚥下評価:',
  tl: 'ang order niya ay,ang order ni,ang diet niya ay,reseta:,reseta,order ng diyeta,order sa diyeta,pwede ba sa,puwede ba sa,para kay,para sa mga,para sa,sa mga naka,naka,rekomendasyon ng speech therapist,sabi ng speech therapist,kolum ng,kolum para sa',
  id: 'profil:,dietnya,diitnya,dietnya adalah,resep:,resep dokter,resep,rencana perawatan bilang,rencana perawatannya,menurut rencana perawatan,instruksi diet,order diet,untuk level,cocok untuk,aman untuk,boleh untuk,untuk pasien,untuk pasien diet,bagi pasien,untuk penghuni,untuk lansia dengan,untuk lansia,bagi lansia,untuk oma,untuk opa,untuk nenek,untuk kakek,saran terapis wicara,rekomendasi terapis wicara,kata terapis wicara,kolom,kolom menu',
  // the diet is the eater's only when a person has it: after the food, "có/theo chế độ ăn cấp 5" names what it was made to
  vi: 'mẹ có chế độ ăn,mẹ có chế độ uống,mẹ đang có chế độ ăn,má có chế độ ăn,má có chế độ uống,má đang có chế độ ăn,bố có chế độ ăn,bố có chế độ uống,bố đang có chế độ ăn,ba có chế độ ăn,ba có chế độ uống,ba đang có chế độ ăn,bà có chế độ ăn,bà có chế độ uống,bà đang có chế độ ăn,ông có chế độ ăn,ông có chế độ uống,ông đang có chế độ ăn,cụ có chế độ ăn,cụ có chế độ uống,cụ đang có chế độ ăn,bệnh nhân có chế độ ăn,bệnh nhân có chế độ uống,bệnh nhân đang có chế độ ăn,người bệnh có chế độ ăn,người bệnh có chế độ uống,người bệnh đang có chế độ ăn,chế độ của,chế độ ăn của,chế độ uống của,chỉ định chế độ ăn,cho cấp,cho người cấp,có hợp với,hợp với,suất cho,cho bệnh nhân,dành cho bệnh nhân,dành cho,chuyên viên ngôn ngữ trị liệu khuyên,nhà trị liệu ngôn ngữ khuyên,cột,cột thực đơn',
  th: 'ใบสั่งอาหาร,คำสั่งอาหาร,สำหรับผู้ป่วย,สำหรับคนไข้,สำหรับผู้สูงอายุที่,สำหรับ,ผู้ป่วยอาหาร,คนไข้อาหาร,ผู้ป่วยที่ทานอาหาร,ผู้ป่วยที่กินอาหาร,นักแก้ไขการพูดแนะนำ,นักอรรถบำบัดแนะนำ',
  es: 'perfil:,que esta en nivel,que está en nivel,que esta en el nivel,que está en el nivel,que esta en dieta,que está en dieta,tiene dieta,lleva dieta,esta con dieta,está con dieta,esta en dieta,está en dieta,plan de cuidados dice,segun el plan de cuidados,plan de cuidados:,para nivel,para el nivel,apto para,adecuado para,sirve para,menu general,menu del dia,menu de hoy,bandeja,para el comedor de,comedor de,mesa de,para residentes con,para pacientes con,para el paciente con,para la residente con,para el residente con,dieta de la mesa,paciente con,paciente en,residente con,con dieta,en dieta,para los residentes con,para las residentes con,para los pacientes con,para las pacientes con,para residentes en,para pacientes en,orden de dieta,prescripcion dietetica,pauta dietetica,la logopeda recomienda,el logopeda recomienda,logopeda recomienda,recomendacion de logopedia,el fonoaudiologo recomienda,la fonoaudiologa recomienda,columna,columna de,en la columna',
  fr: 'profil:,plan de soins dit,selon le plan de soins,plan de soins:,prescription alimentaire,prescription de regime,pour les residents en,pour les patients en,pour le patient en,pour la residente en,table des,chariot,l orthophoniste recommande,orthophoniste recommande,recommandation de l orthophoniste,colonne,colonne du,dans la colonne',
  ko: '식이 처방,식사 처방,환자용,대상,환자를 위한,어르신을 위한',
  de: 'profil:,pflegeplan sagt,laut pflegeplan,im pflegeplan steht,pflegeplan:,fur bewohner mit,fur patienten mit,für bewohner mit,für bewohnerinnen mit,für patienten mit,für patientinnen mit,für bewohner auf,für patienten auf,für den bewohner mit,für die bewohnerin mit,logopädin empfiehlt,logopäde empfiehlt,logopädie empfiehlt,ist auf,ist jetzt auf,bekommt seit,steht auf,spalte,in der spalte',
  it: 'profilo:,piano di cura dice,secondo il piano di cura,per pazienti con,per ospiti con,per i pazienti con,per gli ospiti con,prescrizione dietetica,colonna,colonna del,nella colonna',
  pt: 'perfil:,plano de cuidados diz,segundo o plano de cuidados,para pacientes com,para residentes com,para os pacientes com,para os residentes com,prescricao dietetica,coluna,coluna do,na coluna',
};

/**
 * Bare profile fields among ROLE_BEFORE (rule ROLE_PRESCRIPTION, kept as ROLE_ORDER_WORD keeps its clause): an app's profile line names the eater's order only
 * when it names no item of its own and an item follows it ("Profile: IDDSI L5 | Logged item: cornflakes"); a
 * product's or texture's profile ("Profile: Level 3 moderately thick orange juice") is the item's own level.
 */
export const PROFILE_FIELDS: Names = {
  en: 'profile',
  es: 'perfil',
  pt: 'perfil',
  fr: 'profil',
  de: 'profil',
  id: 'profil',
  it: 'profilo',
  ja: 'プロフィール',
};

/**
 * Changes of the eater's diet among ROLE_BEFORE (rule ROLE_PRESCRIPTION), kept as PROFILE_FIELDS are: the new diet is
 * the order only when it names no item of its own and an item follows ("moved him to extremely thick fluids … ice
 * cream"); "switched her to a beaker with level 2 mildly thick water" names the drink served.
 */
export const DIET_CHANGE_CUES: Names = {
  en: 'moved him to,moved her to,moved them to,switched him to,switched her to,changed him to,changed her to,put him on,put her on,started him on,started her on,stepped him down to,stepped her down to,downgraded him to,downgraded her to',
};

export const ROLE_AFTER: Names = {
  // rule ROLE_MENU_COLUMN: a menu's level column ("Level 5 column:", "レベル5の欄", "5级栏") names the menu's section,
  // not the item listed in it; languages that put the word first have it in ROLE_BEFORE
  en: 'patient s,resident s,client s,diet patient,diet patients,diet resident,diet residents,diet chap,diet gentleman,diet gent,diet lady,diet man,diet woman,diet bloke,diet fella,diet guy,diet person,diet boy,diet girl,diet kid,diet child,fluids patient,fluids resident,fluids pt,fluids pts,diet pt,diet pts,table,trolley,cart,menu,menu:,ward,diet,diets,fluids order,fluids list,list,on the menu,off the menu,off the friday menu,tray,trays,drinks pt,drinks pts,drinks patient,drinks patients,drinks resident,drinks residents,liquids pt,liquids patient,liquids resident,food pt,foods pt,diet client,diet clients,residents,patients,clients,drinks round,drink round,tea round,fluids round,drinks trolley,tea trolley,drinks service,group,drinks group,diet group,fluids group,lunch round,breakfast round,dinner round,supper round,meal round,puree round,pureed round,minced round,soft round,column,columns,menu column,column on the menu',
  zh: '饮品患者,饮品病人,饮品院友,饮料患者,饮料病人,流质患者,流质病人,枱,桌,床,病区,病房,配餐,饮食,膳食,饮食的病人,饮食病人,的病人,病人吃,餐病人,餐的病人,餐患者,餐院友,餐:,餐：,嘅伯伯,嘅婆婆,嘅阿伯,嘅阿婆,的伯伯,的婆婆,的爷爷,的奶奶,的公公,嘅爺爺,嘅嫲嫲,嘅公公,的爺爺,嘅老人家,的老人家,嘅院友,病人嘅,病人的,患者嘅,患者的,院友嘅,院友的,的院友,院友吃,餐单,餐车,嗰位,那位,吞嚥組,吞咽组,轻度稠病人,轻度稠患者,轻度稠组,轻度稠組,轻度稠院友,輕度稠病人,輕度稠患者,輕度稠组,輕度稠組,輕度稠院友,中度稠病人,中度稠患者,中度稠组,中度稠組,中度稠院友,高度稠病人,高度稠患者,高度稠组,高度稠組,高度稠院友,极度稠病人,极度稠患者,极度稠组,极度稠組,极度稠院友,極度稠病人,極度稠患者,極度稠组,極度稠組,極度稠院友,稠嘅病人,稠的病人,稠嘅院友,稠的院友,栏,菜单栏,餐单栏',
  // rule ROLE_PRESCRIPTION: "とろみ3の方ですが、…" ("for the person on とろみ3, but …") is the eater's order, not
  // the drink served; a bare "の方" is left out ("こちらの方が" compares two items)
  ja: 'って言われてる,と言われている,と言われてる,って言われた,と言われた,と指示されている,って指示されてる,の方へ,の方に,の方用,向け,食の方,指示の方,指示のある方,指示が出ている方,指示の出ている方,指示の患者さん,病棟,の患者さん,の患者,の方:,の入居者,の利用者,なので,ですので,指示の方の,の指示,の方ですが,の方ですけど,の方ですけれど,の方なんですが,の方なのですが,の方です,の方でして,欄,の欄',
  tl: 'na diet,ang order niya,ang order ni,ang diet niya,ang diyeta niya',
  id: 'diet',
  vi: 'chế độ',
  th: 'โต๊ะ,รถเข็น,คอลัมน์',
  es: 'dieta',
  fr: 'regime',
  ko: '식단,병동,환자분,환자,어르신,환자분 간식,환자 간식,칸',
  de: 'spalte',
};

/**
 * Rule MENU_HEADING_CLAIM: a menu's heading ("Menu: Level 4 pureed", "献立：", "菜单：") is a claim of what the
 * menu offers (a label cue, ROLE_LABEL). For a drink served with no test it is the order, not the drink: what was
 * poured may not have been thickened (drinks lean thinner).
 */
export const MENU_HEADINGS: Names = {
  en: 'menu:',
  zh: '菜单:,菜单：,餐单:,餐单：,餐牌:,餐牌：',
  ja: 'メニュー:,メニュー：,献立:,献立：',
  vi: 'thực đơn:',
  th: 'เมนู:',
  ko: '메뉴:',
  de: 'speisekarte:,menü:',
  it: 'menu:',
  pt: 'cardapio:',
};

/**
 * Rule ROLE_LABEL_AFTER_CLAIM: a label word written after the level it carries ("a Level 7 Regular label on the rice
 * pudding", "IDDSI 4 sticker on the pot"): the phrase back from the word to the clause mark is the label's claim.
 */
export const LABEL_AFTER_CUES: Names = {
  en: 'label on the,label on,label on it,labels on the,sticker on the,sticker on,sticker on it,tag on the,label stuck on',
};

export const LABEL_CUES: Names = {
  en: 'container:,container said,label said,the label said,carton said,packet said,pack said,tub said,jar said,lid said,tin said,bottle said,sticker said,the sticker said,ticket said,menu said,menu card:,menu card says,menu card,marked,marked as,labelled,labeled,label says,label:,the label says,on the label,carton says,tin says,packet says,pack says,bottle says,container says,jar says,menu says,sold as,marketed as,labelled as,labeled as,sticker says,the sticker says,kitchen sticker says,sticker:,lid says,tub says,tray label says,ticket says,kitchen ticket says,the ticket says,tray ticket says,meal ticket says,tray card says,docket says,order slip says,lid,lids,colour coded,color coded,colour code,color code',
  // rule ROLE_LABEL: a label heading with its colon ("标签：5级"): a colon ends a bare cue's phrase before its claim
  zh: '标签:,标签：,标示:,标示：,包装:,包装：,贴纸:,贴纸：,餐单写,餐单写着,餐卡写,餐卡写着,飞上写,单上写,盒子上写,盒子上写着,盒上写,盒子写着,贴纸写着,贴纸写,标签写着,标签写,标签,包装写,包装上写,包装写着,标注,标明,写着,餐牌写,餐牌写着,餐牌上写,罐上写,盖子,盖',
  // rule ROLE_LABEL: "表示は", "表示には" (the packaging's labelling reads) open a label's claim
  ja: 'って書いてある,と書いてある,と書かれている,って書いてあった,と書いてあった,シールには,シールに,ラベル:,ラベル：,ラベル,表示の,と表示,表示された,表示は,表示には,パッケージに,ふた,フタ,蓋',
  tl: 'nakasulat sa lata,nakasulat sa,nakalagay sa bote,nakalagay sa label,nakalagay sa lata,nakalagay sa pakete,nakalagay sa baso,nakalagay sa menu,sabi ng label,ayon sa label,sabi ng ticket,sabi ng tray card,takip',
  id: 'tulisan di kotak,tulisan di label,tulisan di kemasan,di kotak tertulis,label:,label,tertulis,di label,kemasan tertulis,di tiket tertulis,tiket dapur,tutup',
  vi: 'nhãn ghi,trên nhãn ghi,nhãn,nắp,thực đơn ghi,thực đơn,phiếu ăn ghi',
  th: 'กล่องเขียนว่า,ถุงเขียนว่า,ซองเขียนว่า,กล่องบอกว่า,ถุงบอกว่า,ฉลากบอกว่า,ฉลากเขียนว่า,ฉลาก,ติดป้ายว่า,ป้ายบอกว่า,ป้ายเขียนว่า,ฝา',
  es: 'el menu dice,el menú dice,la carta dice,el ticket dice,la comanda dice,la tarjeta de la bandeja dice,etiqueta dice,la pegatina dice,en la pegatina,en la etiqueta,la etiqueta dice,etiqueta:,etiquetado como,dice en la etiqueta,etiquetado,etiquetada,tapadera',
  // rule ROLE_LABEL: "l'étiquette dit", "l'emballage indique" (what the packaging says)
  fr: 'l autocollant indique,etiquete,l etiquette indique,sur l etiquette,couvercle,l etiquette dit,l etiquette affiche,l emballage dit,l emballage indique,sur l emballage,le pot dit,le paquet dit,la boite dit',
  ko: '라벨,표시된,스티커,뚜껑',
  de: 'etikett,aufkleber,deckel',
  it: 'etichetta,coperchio',
  pt: 'rotulo,tampa',
};

/**
 * Rule ROLE_DIET_BEFORE_PERSON: the diet noun that ends a diet name right before a person word ("Level 7
 * regular diet chap wanted ...", "pureed fluids lady"): the words back to the clause start name the eater's diet.
 */
export const DIET_NOUN_BEFORE_PERSON: Names = {
  en: 'diet,diets,fluids,drinks,texture,textures,table',
};

/**
 * Rule ROLE_DIET_BEFORE_PERSON in Tagalog, which puts the predicate first: a level that opens its clause right
 * before "si" and the person ("Level 6 si nanay, ...") is that person's; "binigyan ko ng lugaw na Level 4 si lola"
 * (I gave grandma Level 4 porridge) is not.
 */
export const PERSON_ARTICLES: Names = {
  tl: 'si',
};

/**
 * Rule ROLE_WRITER_ACTS_AFTER_NAME in scripts without spaces: the writer and a verb of making glued ("我將啲雞肉切到",
 * "我整咗", "私が刻んで"): a first-person word alone there is often "my" (我阿媽), so the verb must follow it.
 */
export const WRITER_ACTS_GLUED: Names = {
  zh: '我將,我将,我把,我用,我煮,我整,我切,我攪,我搅,我打,我蒸,我剪,我磨',
  ja: '私が,僕が',
};

/**
 * Rule ROLE_WRITER_ACTS_AFTER_NAME: first-person words ("blinender ko", "saya blender", "I blended it", "我攪到"):
 * the clause after a person's name that holds one tells what the writer did to the food, not the person's order.
 * Spaced languages match whole words; Chinese, Japanese, Thai and Korean match inside the clause. Each word
 * is read only in a text of its language (rule TEXT_LANGUAGE_SCOPE): short words are other words elsewhere.
 */
export const WRITER_AGENTS: Names = {
  en: 'i,i ve,i d,we,we ve',
  tl: 'ko,ako,namin,natin',
  id: 'saya,aku,kami,kita',
  vi: 'tôi,mình,chúng tôi',
  es: 'yo,nosotros',
  fr: 'je,j,nous',
  de: 'ich,wir',
  it: 'io',
  pt: 'eu',
  zh: '我',
  ja: '私,僕',
  th: 'ฉัน,ดิฉัน,เรา',
  ko: '제가,내가',
};

/**
 * Rule ROLE_PAST_ORDER: words that put what follows in the past ("used to have thickener level 2", "dulu pakai
 * pengental", "以前飲二級稠"): the level or thickener in that clause was the eater's order then, not the drink or
 * food served now, which is judged as described (a drink no longer thickened is the thin drink it is).
 * Multi-word where the bare word means something else ("diblender dulu": blend first; "antes de servir").
 */
export const PAST_ORDER_CUES: Names = {
  en: 'used to,previously,formerly,in the past,was previously,had been on',
  es: 'antes usaba,antes tomaba,antes le daba,antes le dabamos,antes estaba en,antes estaba con,solia,anteriormente,hace tiempo',
  id: 'dulu pakai,dulu pake,dulu minum,dulu dikasih,dulu diberi,dulunya,sebelumnya,tadinya',
  tl: 'dati ay,dati siyang,dati naka,noong una',
  vi: 'trước đây,hồi trước,trước kia',
  th: 'เมื่อก่อน,แต่ก่อน,ก่อนหน้านี้',
  zh: '以前,之前,从前,過去,过去,早前,舊時,旧时',
  ja: '以前は,前は,昔は,かつては',
  ko: '예전에,전에는',
  fr: 'auparavant,autrefois',
  de: 'früher,vorher',
  it: 'una volta,in passato',
  pt: 'antes usava,antes tomava,antigamente',
};

/**
 * Rule ROLE_PREPARED_TO_LEVEL, its limit: words of asking or needing before "thickened to Level N" ("Rm 2 asked
 * for juice thickened to level 3", "quiere agua espesada a nivel 2") make it the order, not what was done.
 */
export const REQUEST_WORDS: Names = {
  en: 'asked for,asks for,ask for,asking for,wants,wanted,would like,requested,requests,request,ordered,needs,need,should be,must be,to be,supposed to be,please,pls',
  es: 'pidio,pide,pidieron,quiere,queria,necesita,debe ser,deberia ser,por favor',
  id: 'minta,mau,perlu,harus,tolong',
  tl: 'gusto,hiling,kailangan,dapat',
  vi: 'muốn,cần,xin,phải',
  zh: '要,想要,需要,请,請,唔該,应该,應該',
  ja: '希望,お願い,ほしい,欲しい',
};

/**
 * Rule ROLE_PREPARED_TO_LEVEL: a verb of preparing followed by "to" a level ("thickened to Level 3", "espesado a
 * nivel 2", "调到三级") says what was done to the item, not whom it is for: a place's or service's order before it
 * ("Fresubin for bed 9 thickened to Level 3 as per the chart") ends there and the level is evidence.
 */
export const PREPARED_TO: Names = {
  en: 'thickened to,thickened up to,made up to,made to,mixed to,prepared to,blended to',
  es: 'espesado a,espesada a,espesado al,espesada al,espesado hasta,espesada hasta,preparado a,preparada a',
  id: 'dikentalkan sampai,dikentalkan hingga,dikentalkan ke',
  tl: 'pinalapot hanggang',
  vi: 'pha đặc đến,làm đặc đến,pha đặc tới',
  // "沖得傑傑地": made up so thick (得 marks the result of the making)
  zh: '调到,调成,加稠到,冲到,冲成,开到,開到,調到,調成,冲得,沖得,开得,開得,调得,調得,沖到,沖成',
  ja: 'に調整',
};

/**
 * Rule ROLE_PREPARED_TO_LEVEL where the verb follows the level ("お茶 レベル2に調整", "2단계로 만든 물"): the level
 * right before it is what was done to the item.
 */
export const PREPARED_AFTER_LEVEL: Names = {
  ja: 'に調整した,に調整済み,に調整済,に調製した,にした,に仕上げた',
  ko: '로 만든,으로 만든,로 맞춘,으로 맞춘',
};

/**
 * Rule ROLE_PREPARED_TO_LEVEL, its limits: a request or a negation after the verb ("レベル2にしてください", "2단계로
 * 만든 게 아니에요"): nothing was done. A negation before it is one of terms.ts NEG_BEFORE ("not made to level 2").
 */
export const NOT_DONE_AFTER: Names = {
  ja: 'ください,下さい,てほしい,て欲しい,方がいい,ほうがいい,ように,こと,ていない,てない,なかった,ません',
  ko: '주세요,해야,아니,않',
};

/**
 * Rule ROLE_PREPARED_AFTER_PLACE: a past participle of preparing right after a room, bed or table number
 * ("watermelon for Rm 3 blended & strained", "sopa cama 4 licuada y colada") says what was done to the item: the
 * place's order ends before it (not before a diet noun: "Rm 3 blended diet" is the order).
 */
export const PREPARED_PARTICIPLES: Names = {
  en: 'blended,strained,sieved,mashed,minced,pureed,chopped,diced,cut,thickened,soaked,peeled,deboned,liquidised,liquidized,blitzed,whizzed',
  es: 'licuado,licuada,triturado,triturada,colado,colada,machacado,machacada,picado,picada,espesado,espesada,pelado,pelada',
  id: 'diblender,disaring,dihaluskan,dicincang,dikentalkan',
  tl: 'binlender,dinurog,tinadtad,sinala',
  vi: 'xay,nghiền,lọc,băm',
};

/**
 * Rule ROLE_ORDER_WORD: words that say a level or a thickener was ordered for the eater ("mildly thick fluids
 * ordered", "thickener prescribed (level 2)", "espesante pautado nivel 2", "eau gélifiée prescrite", "处方係二級稠",
 * "được chỉ định uống đặc nhẹ", "濃いとろみの指示だが"): the clause that holds one names the order, before or after
 * the word, when it names no item of its own.
 */
export const ORDER_WORDS: Names = {
  en: 'prescribed,ordered,charted',
  es: 'pautado,pautada,pautados,pautadas,prescrito,prescrita,prescritos,prescritas,indicado,indicada,indicados,indicadas',
  fr: 'prescrit,prescrite,prescrits,prescrites',
  de: 'verordnet,angeordnet,verschrieben',
  it: 'prescritto,prescritta,prescritti,prescritte',
  pt: 'prescrito,prescrita,prescritos,prescritas',
  id: 'diresepkan,diinstruksikan',
  tl: 'inireseta,nireseta',
  vi: 'chỉ định,được chỉ định',
  zh: '处方,處方,医嘱,醫囑,医生开,醫生開',
  ja: '指示,処方',
  ko: '처방',
};

/**
 * Rule ROLE_OWNER_AFTER_ITEM: a possessive link between an item and the person word after it ("champorado ni Lolo",
 * "cháo của ông", "bubur milik Opa") says whose item it is; the words after the person describe that item.
 */
export const OWNER_LINKS: Names = {
  tl: 'ni,nina',
  vi: 'của',
  id: 'milik,punya',
};

/** Titles and words for the eater (rule ROLE_PRESCRIPTION, a diet in brackets after them). */
export const PERSON_CUES: Names = {
  en: 'mr,mrs,ms,mdm,miss,madam,^dr,sir,resident,patient,pt,client,bed,room,grandma,grandpa,nan,mum,dad,auntie,uncle,person,lady,gentleman,chap,bloke,fella,gent,old boy,old girl,he s,she s',
  zh: '先生,太太,女士,小姐,婆婆,伯伯,阿婆,阿伯,公公,爷爷,奶奶,姨姨,院友,病人,患者,老人家,床',
  ja: 'さん,様,さま,氏,号室',
  tl: 'lola,lolo,aling,mang,kuwarto,nanay,tatay,inay,itay',
  id: 'bapak,ibu,pak,bu,oma,opa,nenek,kakek,pasien,kamar,bilik',
  vi: 'bà,ông,cụ,bệnh nhân,phòng,giường',
  th: 'คุณ,ยาย,ตา,ป้า,ลุง,ผู้ป่วย,เตียง',
  es: 'sr,sra,senor,senora,don,dona,paciente,residente,habitacion,cama',
  fr: 'mme,monsieur,madame,patient,patiente,chambre',
  ko: '님,씨,환자',
  de: 'herr,frau,patient,patientin,zimmer',
  it: 'sig,sig ra,signor,signora,paziente',
  pt: 'sr,sra,senhor,senhora,paciente,quarto,leito',
};

/**
 * Family words for the eater (rule ROLE_PERSON_CLAUSE: "Mi mamá está en dieta triturada, ...",
 * "爸爸要喝二级稠的，...", "父はとろみ中間なので、..."): added to PERSON_CUES by lexicon-index.ts.
 * Spanish "papa" is a potato: only "papá" with its accent, or "mi papa".
 */
export const FAMILY_PERSON_CUES: Names = {
  en: 'the doctor said,doctor said,doctor says,the doctor says,dr said,dr says,the slt said,slt said,slt says,speech therapist said,the speech therapist said,speech therapist says,my mum,my mom,my dad,my mother,my father,my nan,my gran,my granny,my grandmother,my grandfather,my husband,my wife,my son,my daughter,mother,father,granny,gran',
  zh: '医生说,医生讲,醫生話,医生话,医生讲过,爸爸,妈妈,老爸,老妈,老豆,阿爸,阿妈,父亲,母亲,外婆,外公,嫲嫲,阿嫲,阿爷,老公,老婆,我妈,我爸',
  ja: '父,母,祖母,祖父,父親,母親,おばあちゃん,おじいちゃん,お母さん,お父さん,義母,義父,夫,妻',
  tl: 'sabi ng doktor,sabi ng doctor,ayon sa doktor,ayon sa doctor,nanay,tatay,inay,itay,lolo ko,lola ko',
  id: 'kata dokter,menurut dokter,dokter bilang,ayah,ibu saya,bapak saya,mama saya,papa saya,nenek saya,kakek saya',
  vi: 'bác sĩ dặn,bác sĩ nói,bác sĩ bảo,theo bác sĩ,bố tôi,mẹ tôi,ba tôi,má tôi,bà nội,bà ngoại,ông nội,ông ngoại',
  th: 'หมอบอกว่า,หมอสั่ง,แพทย์สั่ง,พ่อ,แม่,คุณแม่,คุณพ่อ,ยายของ,ตาของ',
  es: 'el medico dijo,segun el medico,la doctora dijo,el doctor dijo,mi mama,=mamá,=papá,mi papa,mi madre,mi padre,mi abuela,mi abuelo,abuela,abuelo,abuelita,abuelito,mi esposo,mi esposa',
  // "pour papa" is for dad (Spanish "papa", a potato, is not in it)
  fr: 'ma mere,mon pere,ma grand mere,mon grand pere,mon petit fils,pour mon petit fils,notre petit fils,pour papa,pour maman,pour papi,pour mamie,pour pepe,pour meme,a papa,a maman',
  ko: '어머니,아버지,할머니,할아버지,엄마,아빠',
  de: 'meine mutter,mein vater,oma,opa',
  it: 'mia madre,mio padre,nonna,nonno',
  pt: 'minha mae,meu pai,minha avo,meu avo,vovo',
};

/**
 * Beds, rooms, tables, trolleys and wards that open a phrase ("เตียง 8 ... ระดับ 2:", "โต๊ะอาหารอ่อน
 * (Level 6):", "giường 5 cháo cấp 4:", "cama 3 nivel 2:"): read like ROLE_BEFORE, the level after them
 * names the place the food is served to and the eater there, not the food (rule ROLE_PRESCRIPTION;
 * lexicon-index.ts adds them as ROLE_BEFORE). English and Chinese have theirs in ROLE_BEFORE/AFTER.
 */
export const PLACE_BEFORE: Names = {
  ja: 'ベッド',
  tl: 'kama,kama bilang,mesa ng,mesa para sa,ward ng',
  id: 'kamar,tempat tidur,bangsal,ruang rawat,meja',
  vi: 'giường,giường số,phòng số,bàn ăn',
  th: 'เตียง,โต๊ะ,หอผู้ป่วย,วอร์ด',
  es: 'cama,habitacion,planta de,carro de',
  fr: 'chambre,service de',
  ko: '병상,병실,침대',
  de: 'bett,zimmer,station',
  it: 'letto,stanza,reparto',
  pt: 'leito,quarto,enfermaria',
};

/**
 * Rule ROLE_ORDER_AFTER_COLON: the words of a room, bed or table number written between a diet-order cue and its
 * colon ("Diet sheet Rm 15: Level 6", "care plan bed 4b:", "dieta cama 3:"): the colon closes the cue's heading, not
 * the order, so the level after it is still the eater's.
 */
export const PLACE_NUMBER_WORDS: Names = {
  en: 'rm,room,bed,bay,ward,table,unit,no',
  es: 'cama,habitacion,hab,mesa',
  tl: 'kama,kuwarto,silid',
  id: 'kamar,bilik,bed,meja',
  vi: 'giường,phòng,bàn',
  th: 'เตียง,ห้อง',
  zh: '房,床,号房,号床,床位',
  ja: '号室,番',
  fr: 'chambre,lit',
  de: 'zimmer,bett',
  it: 'stanza,letto,camera',
  pt: 'quarto,leito',
};

/**
 * Words that make a level name the name of a DIET ("pureed diet", "dieta triturada", "糊餐", "ミキサー食",
 * "chế độ ăn mềm", "อาหารปั่น", "diet lunak"): a diet is what an eater is on, wherever it stands in the
 * text (rule ROLE_DIET_NAME_BESIDE_ITEM). Japanese and Korean diets end in 食 / 식.
 */
export const DIET_WORDS: Names = {
  en: 'diet,diets',
  zh: '餐,饮食,膳食',
  ja: '食',
  tl: 'diyeta,diet',
  id: 'diet,makanan',
  vi: 'chế độ',
  th: 'อาหาร',
  es: 'dieta',
  fr: 'regime',
  ko: '식',
  de: 'kost,diät',
  it: 'dieta',
  pt: 'dieta',
  ru: 'диет',
  ar: 'حمية',
  hi: 'डाइट,आहार',
};

/**
 * Rule ROLE_NEED_VERB: nouns for a whole class of what the eater gets (drinks, fluids, a diet): a trailing need
 * clause that gives such a class a level ("..., she gets thickened drinks") is the eater's order.
 */
export const REGIME_NOUNS: Names = {
  en: 'drinks,fluids,liquids,diet,meals',
  zh: '饮品,飲品,饮料,飲料,流质,流質,饮食,飲食',
  ja: '飲み物,水分,食事',
  tl: 'inumin,diet',
  id: 'minuman,cairan,diet',
  vi: 'đồ uống,nước uống,chế độ',
  th: 'เครื่องดื่ม',
  es: 'bebidas,liquidos,dieta',
  fr: 'boissons,liquides,regime',
  ko: '음료,식사',
  de: 'getränke,flüssigkeiten,kost,diät',
  it: 'bevande,liquidi,dieta',
  pt: 'bebidas,liquidos,dieta',
};

/**
 * Rule ROLE_DRINKS_ORDER_BESIDE_SOLID: verbs of drinking. A phrase of its own that says the eater drinks at a
 * drinks-only level, beside solids only ("蛋糕俾婆婆，佢飲二級稠"), names the eater's drinks, not the solid.
 */
export const DRINKING_VERBS: Names = {
  en: 'drinks,drink,drank',
  zh: '飲,饮,喝',
  ja: '飲んで,飲む,飲み物',
  tl: 'uminom,umiinom,inumin',
  id: 'minum,minumnya',
  vi: 'uống',
  th: 'ดื่ม',
  es: 'bebe,toma,beber,tomar',
  fr: 'boit,boire',
  de: 'trinkt,trinken',
  it: 'beve,bere',
  pt: 'bebe,toma,beber,tomar',
};

/** Drink rows (foods.ts ids) that a diet can shape: a soup on a purée diet may be a purée (rule ROLE_DIET_NAME_BESIDE_ITEM). */
export const DIET_SHAPED_DRINK_IDS = 'soup,cream_soup,broth';

/**
 * Rule ROLE_NEED_VERB: a verb of need, obligation or habit said of the eater ("dad needs pureed", "she must
 * have mildly thick", "mi mamá necesita picado", "ibu perlu cincang", "bố cần uống đặc nhẹ", "kailangan ni
 * tatay ng", "พ่อต้องดื่ม", "需要碎餐", "とろみが必要") opens that person's prescription, without punctuation;
 * it ends at a verb of serving or eating (NEED_SPAN_ENDS) or at the next clause mark. Habit verbs ("drinks",
 * "takes") count only after a person word, in the table.
 */
export const NEED_VERBS: Names = {
  en: 'needs,need,requires,require,must have,must be on,has to have,have to have,has to be on,should have,should be on,should only have,is only allowed,only allowed,is allowed only,is meant to have,is supposed to have,he drinks,she drinks,dad drinks,mum drinks,mom drinks,nan drinks,he takes,she takes,dad takes,mum takes,mom takes,nan takes,he eats,she eats,dad eats,mum eats,mom eats,nan eats,he gets,she gets,he has,she has,dad has,mum has,he only has,she only has,he only drinks,she only drinks,he can only have,she can only have,can only have',
  // "他係三級稠度，…" (he is on level 3 thick): said of a person, the level is the order; a bare 佢係 is left
  // out, as 佢 is "it" too (the drink served)
  // rule ROLE_NEED_VERB: "佢食IDDSI 5級嘅" (he eats Level 5 ones) is the eater's habit, as "he eats" is; not
  // Mandarin "他吃", which "他吃了4级的粥" (he ate a Level 4 congee) starts, nor "佢飲" ("佢飲唔到水": he cannot drink water)
  zh: '需要,需要食,要食,要饮,要飲,需要吃,需要喝,只可以食,只能吃,係食,係飲,他係,她係,他是,她是,食开,食開,饮开,飲開,平时吃,平时喝,平時食,平時飲,佢食,他吃的是,她吃的是,他喝的是,她喝的是',
  ja: '必要,が必要,が必要です',
  ko: '가 필요한,이 필요한,가 필요하신,이 필요하신',
  tl: 'kailangan,kailangan ni,kailangan ng,kailangan niyang uminom,kailangang uminom,kailangang kumain,dapat',
  id: 'perlu,harus,butuh,wajib,perlu minum,perlu makan,harus minum,harus makan,butuh minum,wajib minum,dia minum,beliau minum',
  vi: 'cần,cần ăn,cần uống,phải,phải ăn,phải uống,chỉ được ăn,chỉ được uống,đang ăn cấp độ,đang ăn cấp,đang ăn chế độ,đang uống cấp độ,đang uống cấp',
  // สั่ง: the eater "is ordered" a level (คุณตาสั่งน้ำข้นระดับ 3)
  th: 'ต้อง,ต้องดื่ม,ต้องกิน,ต้องทาน,สั่ง,ถูกสั่ง,ได้รับคำสั่ง',
  es: 'necesita,necesitan,debe tomar,debe comer,tiene que tomar,tiene que comer,requiere,solo puede tomar,solo puede comer,ella toma,el toma,él toma,ella bebe,el bebe,él bebe',
  fr: 'a besoin de,doit avoir,doit prendre,doit manger,doit boire,il boit,elle boit',
  de: 'braucht,benötigt,muss haben,muss trinken,muss essen,sie bekommt,er bekommt,sie kriegt,er kriegt,bekommt nur,darf nur,er trinkt,sie trinkt',
  it: 'ha bisogno di,deve avere,deve bere,deve mangiare,lui beve,lei beve',
  pt: 'precisa de,precisa,deve tomar,deve comer,tem que tomar,tem que comer,ela toma,ele toma,ela bebe,ele bebe',
};

/**
 * Rule ROLE_NEED_VERB in Japanese and Korean, which put the verb after its object: a need verb written with the
 * particle that marks what is needed ("とろみが必要な方", "걸쭉한 음료가 필요한 분"): the need clause runs back to the
 * clause start.
 */
export const NEED_AFTER_OBJECT: Names = {
  ja: 'が必要,が必要です,が必要な,は必要',
  ko: '가 필요한,이 필요한,가 필요하신,이 필요하신',
};

/** Verbs of serving or eating that end a need clause ("dad needs pureed HAD steak", "necesita picado COMIÓ bistec"). */
export const NEED_SPAN_ENDS: Names = {
  en: 'had,has had,gave,given,give,ate,eaten,drank,drunk,got,served,was given,i gave,we gave,i made,made him,made her,offered,tried,but',
  zh: '食咗,吃了,喝了,饮咗,飲咗,给了,俾咗,給了,今日,今天,但,但係,但是,不过,可是',
  ja: '食べた,飲んだ,出した,あげた',
  tl: 'binigyan,kumain,uminom,pinakain,pinainom,pero',
  id: 'makan,minum,diberi,dikasih,dapat,tadi,tapi,namun',
  vi: 'ăn,uống,cho ăn,cho uống,tôi cho,đã ăn,đã uống,hôm nay,nhưng',
  th: 'ให้,กิน,ดื่ม,ทาน,แต่',
  es: 'comio,comió,tomo,tomó,bebio,bebió,le di,le dimos,le sirvieron,hoy,pero',
  fr: 'a mange,a bu,je lui ai donne,on lui a donne',
  de: 'hat gegessen,hat getrunken,bekam,gab ihm,gab ihr,heute,aber',
  it: 'ha mangiato,ha bevuto,gli ho dato,le ho dato',
  pt: 'comeu,bebeu,tomou,dei',
};

/**
 * Rule ROLE_BRACKET_ORDER: words that, inside a bracket beside an item, make the bracket the eater's diet
 * order or group ("steak (pureed patient)", "烤鱼（糊状餐）", "橙汁（轻度稠组）", "焼き魚（ミキサー食の方）",
 * "bistec (dieta triturada)"): a person, a group or a diet noun. A trailing `*` lets any ending follow.
 */
export const BRACKET_ORDER_WORDS: Names = {
  en: 'patient,patients,pt,pts,resident,residents,client,clients,diet,diets,group,menu,table,ward',
  zh: '病人,患者,院友,组,組,餐,饮食,飲食,膳食,人士,长者,長者',
  ja: 'の方,様,さん,対象,患者,向け,利用者,入居者,ミキサー食,ペースト食,きざみ食,刻み食,ソフト食,ムース食,嚥下食,嚥下調整食,ゼリー食',
  tl: 'pasyente,pasyenteng,diyeta,diet',
  id: 'pasien,diet,diit,makanan saring,makanan lunak,bubur saring',
  vi: 'bệnh nhân,chế độ,suất ăn,người bệnh',
  th: 'ผู้ป่วย,คนไข้,อาหารปั่น,อาหารบดละเอียด,อาหารเหลว',
  es: 'paciente,pacientes,dieta,residente,residentes,mesa,menu',
  fr: 'patient,patients,patiente,regime,residents,residente,menu',
  de: 'patient*,bewohner*,kost,kostform,diät,diat,gruppe',
  it: 'paziente,pazienti,dieta,ospite,ospiti',
  pt: 'paciente,pacientes,dieta,residente,residentes',
  ru: 'пациент*,диет*,стол,групп*,больн*',
  ar: 'مريض,مرضى,للمريض,حمية,نظام غذائي',
  hi: 'मरीज,मरीजों,रोगी,डाइट,आहार',
  ko: '환자,식단,식이,어르신,대상',
};

/**
 * Rule ASKED_ITEM: words that ask about one item of several named ("level for the tea?", "問熱檸水", "问豆浆",
 * "pregunto por el café", "お茶のレベルは"). ASK_ITEM_BEFORE come before the item asked about, ASK_ITEM_AFTER
 * after it. A Chinese 问 / 問 asks only at a clause start (请问 opens any question, 问题 is "question").
 */
export const ASK_ITEM_BEFORE: Names = {
  en: 'level for the,what level is the,what level for the,asking about the,question is about the,question is for the,only asking about the,item:,only recording the,this entry is the',
  zh: '問,问,想問,想问,我想問,我想问,我問,我问,问的是,問嘅係,淨係問,只问,项目：,項目：,品名：,本条只记,本條只記',
  ja: '品目：,品名：,項目：',
  es: 'pregunto por el,pregunto por la,qué nivel es el,qué nivel es la,qué nivel tiene el,qué nivel tiene la',
  id: 'tanya soal,tanya tentang,level berapa untuk',
  vi: 'hỏi về',
  fr: 'quel niveau pour le,quel niveau pour la,quel niveau pour les,quel niveau a le,quel niveau a la',
  de: 'welche stufe hat der,welche stufe hat die,welche stufe hat das,welche stufe für den,welche stufe für die,welche stufe für das',
  it: 'che livello è il,che livello è la,che livello ha il,che livello ha la',
  pt: 'que nível é o,que nível é a,que nível tem o,que nível tem a',
};
export const ASK_ITEM_AFTER: Names = {
  ja: 'のレベルは,はどのレベル,は何レベル,はレベルいくつ',
  zh: '係咩級,係幾級,是几级,是什么级别,屬於邊級,属于哪级,係咩level,係邊個level,是什么level,是哪个level,係咩程度',
  ko: '는 몇 단계,은 몇 단계,는 무슨 단계,은 무슨 단계,는 어느 단계,은 어느 단계',
};

/**
 * Rule ASKED_ITEM_BY_CATEGORY: words that name the asked item by what it is, not by its name ("what level is the
 * drink?", "我想問杯嘢飲係咩level", "その飲み物のレベルは"): the one drink of the items named is the one asked about.
 */
export const ASK_ITEM_DRINK_WORDS: Names = {
  en: 'drink,beverage,cuppa',
  zh: '嘢飲,嘢饮,飲品,饮品,飲料,饮料',
  ja: '飲み物,ドリンク',
  ko: '음료,마실 것',
  fr: 'boisson',
  de: 'getränk',
  es: 'bebida',
  it: 'bevanda',
  pt: 'bebida',
  id: 'minuman',
  vi: 'đồ uống,nước uống',
  th: 'เครื่องดื่ม',
  tl: 'inumin',
};
/**
 * Rule ASKED_ITEM_BY_CATEGORY: vessels that name the asked item ("the bowl", "嗰碗", "the cup"): the item the same
 * vessel was written with ("a bowl of congee", "一碗粥", "a glass of juice"). A vessel written with no item names none.
 */
export const ASK_ITEM_VESSEL_WORDS: Names = {
  en: 'bowl,plate,dish,pot,tub,cup,glass,mug,beaker',
  zh: '碗,碟,盤,盘,杯',
  ja: 'お椀,椀,お皿,皿,カップ,コップ,湯呑み,グラス',
  ko: '그릇,접시,컵,잔',
  fr: 'bol,assiette,tasse,verre',
  de: 'schale,schüssel,teller,tasse,glas,becher',
  es: 'tazón,plato,taza,vaso',
  it: 'ciotola,piatto,tazza,bicchiere',
  pt: 'tigela,prato,xícara,copo,caneca',
  id: 'mangkuk,piring,cangkir,gelas',
  vi: 'bát,chén,đĩa,cốc,ly,tách',
  th: 'ชาม,จาน,แก้ว,ถ้วย',
  tl: 'mangkok,plato,tasa,baso',
};

/**
 * Rule DESIGNATED_ITEM: words that say which item of a record is its subject ("Entry for classification = item 2",
 * "Recording the peas only here", "今回の判定対象は牛乳のみ", "이번 기록 대상은 두부조림", "本条只记录第2项"). In their
 * clause, a list label (ITEM_LABEL_BEFORE, ITEM_LABEL_AFTER) or a food's name designates the item; the other items of
 * the record are set aside with their measurements, tests and hazards.
 */
export const DESIGNATION_WORDS: Names = {
  en: 'entry for,this entry,for classification,to classify,to be classified,to be coded,want coded,want classified,want graded,to be graded,recording the,record is for,this record is,subject of this,only assessing,assessing only,log the level of',
  zh: '判定对象,判定對象,评估对象,評估對象,记录对象,記錄對象,本条只记,本條只記,只记录,只記錄,本条记录,本條記錄,只评估,只評估,今次只記,今次只睇,这次只看,這次只看',
  ja: '判定対象,評価対象,記録対象,対象は,のみ記録,だけ記録,のみ判定,だけ判定,のみ評価,だけ評価',
  ko: '기록 대상,평가 대상,판정 대상,대상은,만 기록,만 평가',
  fr: 'cette fiche concerne,cette entree concerne,cette entree est pour,a classer,a coder,seul est evalue,on evalue seulement,on note seulement',
  de: 'dieser eintrag,eintrag fur,zu bewerten ist,bewertet wird nur,einzustufen ist,erfasst wird nur',
  // never "esta entrada": in a menu it is the starter, a course of the meal (A5)
  es: 'esta ficha,este apunte,este registro es,a clasificar,se evalua solo,solo se registra,se registra solo',
  // never "questa voce": also "this voice", and a wet voice is a sign the text must keep
  it: 'questa scheda riguarda,questa registrazione,da classificare,si valuta solo,si registra solo',
  pt: 'esta ficha,este registo,este registro e,a classificar,avalia-se apenas,registra-se apenas,regista-se apenas',
  id: 'entri ini,catatan ini untuk,yang dinilai hanya,yang dicatat hanya,dinilai hanya',
  vi: 'muc nay chi,chi ghi nhan,chi danh gia,ghi nhan cho',
  th: 'บันทึกเฉพาะ,ประเมินเฉพาะ,รายการนี้คือ',
  tl: 'ang itatala ay,itatala lamang',
};

/** Rule DESIGNATED_ITEM: a word before an item's number or letter in a list ("item 2", "#2", "第2", "Nr. 2", "ข้อ 2"). */
export const ITEM_LABEL_BEFORE: Names = {
  en: 'item,items,no.,no,number,entry,line,#',
  zh: '第',
  fr: 'n°,no,numero,point,article,element',
  de: 'nr.,nr,nummer,punkt,position',
  es: 'numero,punto,item,elemento',
  it: 'numero,punto,voce',
  pt: 'numero,ponto,item',
  id: 'nomor,butir,no.',
  vi: 'muc,so',
  th: 'ข้อ,รายการที่',
};

/** Rule DESIGNATED_ITEM: a word after an item's number in a list ("第2项", "2番", "2번"). */
export const ITEM_LABEL_AFTER: Names = {
  zh: '项,項,号,號,道',
  ja: '番目,番',
  ko: '번째,번',
};

/**
 * Rule ASKED_ITEM: words between two foods that open a new item (an article, a count and its measure word: "congee
 * and a fried dough stick", "熱檸水同埋一件多士", "ごはんと一杯のお茶"): the second food is not part of the first's name.
 * Latin words are whole words; CJK ones are matched anywhere between the two.
 */
export const ASK_ITEM_NEW_ITEM: Names = {
  en: 'a,an,some,one,two',
  zh: '一件,一條,一条,一個,一个,一碗,一杯,一塊,一块,一份,一碟,一片,跟個,跟个,同埋,以及,仲有,还有,還有',
  ja: '一杯,一個,一つ,ひとつ,一皿',
  ko: '한 잔,한 개,한 그릇',
  fr: 'un,une,des',
  de: 'ein,eine,einen,einem',
  es: 'un,una,unos,unas',
  it: 'un,una,uno',
  pt: 'um,uma',
  id: 'sebuah,segelas,semangkuk,sepotong',
  vi: 'một',
  tl: 'isang',
};

/**
 * Rule ASKED_ITEM: the name of a form's note field ("备注：", "Note:", "備考：", "Sides:"): a food written in it after
 * the asked item is another item of the meal, whatever word lists it ("早餐还有油条").
 */
export const ASK_ITEM_NOTE_FIELDS: Names = {
  en: 'note,notes,remarks,comments,also,sides,other items',
  zh: '备注,備註,其他,其它,另外',
  ja: '備考,メモ,その他',
};

/**
 * Rule ASKED_ITEM: words that put one food in, on or with another ("soup with dumplings in it", "粥里有花生",
 * "お粥にナッツ入り", "yogur con fruta"): the foods are one dish, and asking about it asks about all of it.
 * Rule DESIGNATED_ITEM reads them too: a food put in the designated item ("blueberries stirred through",
 * "梅干し入り", "건포도를 넣은") is part of it, never another item set aside.
 */
export const ASK_ITEM_CONTAINED: Names = {
  en: 'with,in it,inside,has,have,containing,contains,topped,on top,added,mixed,contents,toppings,topping,ingredients,filling,stirred,folded in,folded through,sprinkled,through it',
  ko: '넣은,넣어,들어간,섞은,섞어',
  fr: 'avec,dedans,incorpore,incorpores,melange,melanges',
  de: 'mit,darin,untergeruhrt,untergemischt',
  it: 'con,dentro,mescolato,mescolati',
  pt: 'com,dentro,misturado,misturados',
  zh: '里,裡,裏,有,加,配,放,入,夾,夹,拌,撈,捞,上面,浸,配料,内容,內容,馅,餡',
  ja: 'に,入り,入れ,付き,のせ,乗せ,かけ,添え,混ぜ,具,トッピング',
  es: 'con,tiene,lleva,encima',
  id: 'dengan,ada,pakai,isi,campur',
  vi: 'có,với,kèm,trộn',
  tl: 'may,kasama,hinalo',
  th: 'ใส่,มี,กับ',
};

// ---- the roles stage's own word tables (text/roles.ts, need-clause.ts, asked-item.ts): data, read there

/**
 * Rule ROLE_LABEL: spaced words that turn from a claim to what was seen ("labelled L4 but it drips through the
 * fork"): a label or diet phrase ends before them. Matched as whole words (a space either side), lower case.
 */
export const CONTRAST_WORDS = 'but,pero,mais,tapi,nhung,nhưng,aber,ma,mas,however';
/** Rule ROLE_LABEL: characters that turn a clause by themselves ("但", "却"; Thai "แ" read only as "แต่"). */
export const CONTRAST_CHARS = '但,却,卻,แ';

/** Words that open the phrase a trailing cue closes ("for the level 4 diet", "from the soft diet trolley"). */
export const PHRASE_OPENERS = 'for,from,on,off,at,to,para,pour,untuk,cho,sa,in';

/**
 * Chinese verbs of giving to ("加咗凝固粉嘅水 畀5號床"): the item named before them is not the place's order, unless
 * what comes before is a level or a diet's name (LEVEL_NAME_MARKS: "二级稠 给5床", "碎饭 给5床": the bed's order).
 */
export const CJK_RECIPIENT_VERBS = '畀,俾,给,給';
/** Marks of a level's or a diet's name, matched anywhere in the words before a verb of giving (lower case). */
export const LEVEL_NAME_MARKS = '级,級,level,lvl,稠,糊,碎,餐,流质,流質';
/** Words that hold a LEVEL_NAME_MARKS and name no level: "增稠" (to thicken, a thickener). */
export const NOT_LEVEL_NAME_MARKS = '增稠';

/** Words after a person's name that put the person on a diet ("Mr T on minced & moist"), spaced either side. */
export const PERSON_ON = 'on,is on,naka,en dieta,con dieta';

/** Rule ROLE_ORDER_AFTER_COLON: field names that hold a diet order ("Diet: Minced & Moist (L5)"), in the exact fold. */
export const DIET_FIELDS = 'diet,diets,dieta,regime,chế độ,饮食,膳食,ward,trolley';
/** The person whose order a diet field holds, written before its name ("resident diet:", "pt diet:", "病人饮食："), in the exact fold. */
export const DIET_FIELD_OWNERS = 'resident,resident s,patient,patient s,pt,pt s,client,client s,病人,患者,院友';

/**
 * Rule ROLE_DIET_BEFORE_PERSON in Japanese: what a diet's or level's name starts with ("嚥下食コード2の佐藤さん",
 * "とろみ中間の田中様", "ミキサー食の母"): a short phrase from one of them, の, and a name before the honorific, or
 * the family word itself, is that person's diet.
 */
export const JA_DIET_OF_PERSON_HEADS = 'コード,レベル,食,とろみ,level,lv';

/** Rule ROLE_PREPARED_AFTER_PLACE: words that join two participles ("blended & strained", "licuado y colado"). */
export const PARTICIPLE_JOINERS = '&,and,n,y,e,et,und,dan,at,và';

/** Rule ROLE_THICKENED_DRINK_NAMED: texture rows (terms.ts ids) that, right before a named drink, describe that drink. */
export const DRINK_THICKNESS_IDS = 'thickened,thick,bit_thick,thicker_than_usual';
/** Rule ROLE_THICKENED_DRINK_NAMED: generic drink rows (foods.ts ids: "fluids", "drinks") that name a diet's fluids. */
export const GENERIC_DRINK_IDS = 'drink_generic';

/**
 * Rule ROLE_NEED_VERB: marks of a thing done (咗, 了, 過, 到, て, た) after a glued writer-and-verb ("我將啲雞肉切到"),
 * and marks of a relative clause or a condition (的, 嘅, 先) that is not ("需要我搅烂的食物").
 */
export const DONE_MARKS = '咗,了,过,過,完,到,て,た';
export const NOT_DONE_MARKS = '的,嘅,先,会,會,算';

/** Rule ASKED_ITEM: what after a Chinese "问" makes it the noun "question" (问题), not a word of asking. */
export const ASK_NOT_BEFORE = '题,題';

/**
 * Rule MEDICINE_NOT_FOOD: words for medicines. A preparation word in their clause ("his meds are crushed",
 * "药片磨碎", "comprimidos triturados") is how the medicine is given, not how the food was made. Only
 * unambiguous forms: Chinese 药 ("山药": yam) and Japanese 薬 ("薬味": condiment) in compounds, Korean 약 ("약간": slightly), Thai ยา ("ยาว": long) and Arabic الحبوب (grains) are left out.
 */
export const MEDICINE_WORDS: Names = {
  en: 'meds,medication,medications,medicine,medicines,tablet,tablets,pill,pills,capsule,capsules',
  zh: '药片,藥片,药丸,藥丸,药物,藥物,吃药,吃藥,食药,食藥,西药,西藥,药粉,藥粉',
  ja: 'お薬,薬を,薬は,薬も,錠剤,粉薬,内服薬',
  ko: '알약,약을,약은,약물',
  th: 'ยาเม็ด',
  tl: 'gamot,tableta',
  id: 'obat,obatnya,tablet',
  vi: 'thuốc,viên thuốc',
  es: 'medicamento,medicamentos,medicacion,pastilla,pastillas,comprimido,comprimidos',
  fr: 'medicament,medicaments,comprime,comprimes,cachet,cachets',
  de: 'medikament,medikamente,tablette,tabletten',
  it: 'farmaco,farmaci,medicina,medicine,compressa,compresse,pastiglia,pastiglie',
  pt: 'remedio,remedios,medicamento,medicamentos,comprimido,comprimidos',
  ar: 'الدواء,الأدوية,أدوية,دواء,أقراص,الأقراص',
  hi: 'दवा,दवाई,दवाइयां,दवाइयाँ,गोली,गोलियां,गोलियाँ',
  ru: 'таблетки,таблетку,таблетка,лекарства,лекарство,лекарств',
  nl: 'medicijn,medicijnen,medicatie,tablet,tabletten,pillen',
  pl: 'leki,tabletki',
};

/**
 * Rule MEDICINE_NOT_FOOD: words beside a medicine word that make it a sweet or a dish ("pastilla de menta", "chocolate
 * tablet", "Scottish tablet", "أقراص لحم" meat patties): the hard or chewy words said of it are the food's.
 */
export const SWEET_BESIDE_MEDICINE: Names = {
  en: 'mint,mints,peppermint,chocolate,scottish,fudge,candy,sweet,sweets,toffee,caramel,sugar,of tablet',
  es: 'menta,caramelo,chocolate,dulce,azucar,regaliz',
  it: 'menta,cioccolato,caramella,zucchero,liquirizia',
  pt: 'menta,hortela,chocolate,doce',
  fr: 'menthe,chocolat,sucre',
  de: 'pfefferminz,schokolade,minz',
  nl: 'chocolade,pepermunt',
  id: 'coklat,cokelat,permen',
  ar: 'لحم,كبة,فلافل,جبن,سبانخ,زعتر,دجاج,بطاطا,الكبة,اللحم',
};

/**
 * Rule PLANNED_PREPARATION_NOT_DONE: words that say a preparation is advised, recommended, planned or for next time
 * ("Advised kitchen to send peas puréed & sieved", "should be minced", 建议下次打成蓉, 次回は裏ごしを勧めた): the
 * preparations of their sentence were not done and describe nothing served.
 */
export const PLAN_WORDS: Names = {
  en: 'advised,advise,advising,recommended,recommend,recommends,suggested,suggest,plan:,planned,next time,should be,will be,going to,asked kitchen to,ask kitchen to,asked the kitchen to,ask the kitchen to',
  zh: '建议,建議,下次,应该要,應該要,打算,计划,計劃,要求厨房,要求廚房,叫厨房,叫廚房',
  ja: '次回,勧め,すすめ,推奨,予定,べき,依頼した,お願いした',
  ko: '다음에,다음번,권장,권고,권했,예정',
  fr: 'conseillé,conseille,recommandé,recommande,la prochaine fois,prévu,devrait être',
  de: 'empfohlen,empfehle,empfehlen,nächstes mal,geplant,sollte',
  es: 'recomendado,recomiendo,se recomienda,aconsejado,aconsejo,la próxima vez,debería ser,debería estar',
  it: 'consigliato,raccomandato,la prossima volta,dovrebbe essere',
  pt: 'recomendado,aconselhado,da próxima vez,deveria ser,deveria estar',
  id: 'disarankan,dianjurkan,lain kali,sebaiknya',
  vi: 'khuyên,đề nghị,lần sau',
  th: 'แนะนำ,ครั้งหน้า',
  tl: 'inirerekomenda,sa susunod',
  nl: 'geadviseerd,aanbevolen,volgende keer',
};
