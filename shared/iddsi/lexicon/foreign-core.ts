/**
 * The core vocabulary of issue 14 in the languages outside the response set
 * (ko, fr, de, it, pt, ar, hi, ru, pl), by CONCEPT: each entry adds surface forms
 * to a concept the engine already reads (a row of terms.ts by its id, a
 * hazard code, a cue table, a food row of foods.ts by its id), so the words
 * carry that concept's levels, kind and hazards and nothing new is decided
 * here. test/iddsi/foreign-core-coverage.test.ts fails when a language lacks
 * a core concept: a missing word is a red test, not a text read as Level 7.
 *
 * Forms as in terms.ts: comma separated, a trailing `*` lets any ending follow
 * (Russian, Italian, Portuguese and Polish inflections); Latin letters are matched
 * without diacritics, so `püriert` and `puriert` are one form. Arabic,
 * Devanagari and Hangul are matched inside words (no spaces between a clitic
 * and its word: "والماء", "पानी में"), so their forms are kept long enough not
 * to occur inside unrelated words.
 *
 * The same tables also fill the few gaps the coverage test found in the
 * response languages (id, ja, th, tl, vi), so that test runs over all sixteen.
 *
 * IDDSI's translated level names, where they exist, are the ones of the
 * published translations (CC BY-SA 4.0):
 *  - de: "Vollständige IDDSI Grundstruktur und Beschreibung 2.0" (2019, transl.
 *    Kraemer, Degen, Ledl et al.): dünnflüssig, leicht / mäßig / stark
 *    dickflüssig, extrem dickflüssig, flüssig-püriert, püriert, zerkleinert
 *    und feucht, weich und mundgerecht, normal;
 *  - pt-BR: "Diagrama IDDSI completo" (transl. C. G. Rama, 2016): líquido ralo,
 *    muito levemente / levemente / moderadamente / extremamente espessado,
 *    liquidificado, pastoso, moído e úmido, macio e picado, normal;
 *  - pt-PT: "Diagrama IDDSI Metodologia de Teste 2.0" (2020): fino, muito
 *    ligeiramente / ligeiramente / moderadamente / extremamente espesso,
 *    liquidificado, puré, picado e húmido, macio e pedaços pequenos, normal;
 *  - fr: IDDSI "Cadre IDDSI complet" (2019): liquide, très légèrement /
 *    légèrement / modérément épais, extrêmement épais, liquéfié, purée, haché
 *    et humide, tendre et en bouchées, normal;
 *  - it: IDDSI "Descrittori completi" (2019): liquido, molto lievemente /
 *    lievemente / moderatamente / estremamente denso, liquido (cibo),
 *    omogeneizzato, tritato fine e umido, morbido e a bocconcini, normale;
 *  - es: "Marco y descriptores de la IDDSI completos" (2016, transl. N. Badilla
 *    Ibarra): fina, ligeramente espesa, poco espesa, moderadamente espesa,
 *    extremadamente espesa, licuada, puré, picada y húmeda, suave y tamaño
 *    bocado, regular.
 *  - pl: IDDSI publishes no Polish translation of the level names that can be
 *    cited, so the Polish words are the descriptive ones carers use: rzadki /
 *    płynny (thin), bardzo lekko / lekko / średnio / bardzo zagęszczony, the
 *    legacy "konsystencja nektaru / miodu / budyniu", zmiksowany, papka,
 *    przecier, mielony, rozdrobniony, miękki, kawałki. "Lekko zagęszczony" is
 *    said for Level 1 and 2 and goes to the row that reads both; "mocno
 *    zagęszczony" (strongly) to Level 3, as German "stark", the thinner drink.
 * German "leicht dickflüssig" is Level 1 (slightly thick), "mäßig" Level 2,
 * "stark" (or "kräftig") Level 3, "extrem" Level 4: the adverbs keep their
 * level with "angedickt" too.
 * Where a translated name is also colloquial for another level ("leicht
 * angedickt" is said for Level 1 and 2) it goes to the row that already reads
 * both, and the safety bias takes the thinner drink.
 */
import type { HazardCode } from '../hazards';
import type { Names } from './terms';

/** Words of rows of NAMES, TESTS and TEXTURES (terms.ts), by row id. */
export const FOREIGN_ROW_WORDS: Readonly<Record<string, Names>> = {
  // ------------------------------------------------------------ level names
  name_thin: {
    de: 'dünnflüssige getränke,normale flüssigkeit,ungedickt*,nicht angedickt*',
    it: 'liquidi non addensati,liquido normale,bevanda normale',
    pt: 'liquido ralo,liquidos ralos,liquido normal,liquido fino',
    ru: 'жидкая консистенция,обычная жидкость,незагущенн*',
    ar: 'سوائل رقيقة,سائل عادي,بدون تكثيف,بدون مكثف,غير مكثفة',
    hi: 'पतला पेय,सामान्य तरल,बिना गाढ़ा',
    fr: 'liquide normal,boisson normale,eau plate non epaissie',
    pl: 'płyny niezagęszczone,płyn niezagęszczony,niezagęszczon*,nie zagęszczon*,płyn rzadki,rzadki płyn,zwykły płyn,zwykłe płyny',
  },
  name_slightly: {
    de: 'leicht dickflüssig,sehr leicht dickflüssig,sehr leicht angedickt,ganz leicht angedickt',
    it: 'molto lievemente denso,molto lievemente densa,molto leggermente addensat*',
    pt: 'muito levemente espessado,muito levemente espessada,muito ligeiramente espess*',
    ru: 'очень слегка загущенн*,едва загущенн*,очень слабо загущенн*,очень слегка загущённ*,едва загущённ*',
    ar: 'مكثف قليلا جدا,مكثف بشكل طفيف جدا,قليل السماكة جدا,قليل السماكة جداً',
    hi: 'बहुत हल्का गाढ़ा,थोड़ा सा गाढ़ा',
    ko: '아주 약간 걸쭉,아주 살짝 걸쭉',
    pl: 'bardzo lekko zagęszczon*,minimalnie zagęszczon*,ledwo zagęszczon*',
  },
  name_ligeramente: {
    de: 'leicht angedickt,etwas angedickt,leicht eingedickt',
    it: 'leggermente addensato,leggermente denso,leggermente densa,poco addensat*',
    pt: 'ligeiramente espesso,ligeiramente espessa,um pouco espess*,um pouco grosso,ligeiramente espessad*,levemente espessad*',
    ru: 'слегка загущенн*,слегка густ*,немного загущенн*,чуть загущенн*,слегка загущённ*,немного загущённ*,чуть загущённ*',
    ar: 'مكثف قليلا,كثيف قليلا,سميك قليلا,قليل السماكة,قليلة السماكة,سميك قليلاً',
    hi: 'हल्का गाढ़ा,हल्का सा गाढ़ा,थोड़ा गाढ़ा',
    fr: 'un peu epais*,peu epais*',
    ko: '약간 걸쭉,살짝 걸쭉,조금 걸쭉',
    pl: 'lekko zagęszczon*,lekko gęst*,trochę zagęszczon*,delikatnie zagęszczon*,lekko zagęstnionym',
  },
  name_mildly: {
    de: 'mäßig dickflüssig,nektarartig,nektardick,mäßig angedickt*,mässig angedickt*,mäßig eingedickt*',
    it: 'lievemente addensat*,consistenza nettare,tipo nettare',
    pt: 'consistencia de nectar,tipo nectar',
    ru: 'консистенция нектара',
    ar: 'قوام الرحيق,مثل الرحيق',
    hi: 'नेक्टर जैसा',
    pl: 'konsystencja nektaru,konsystencji nektaru,jak nektar',
  },
  name_moderately: {
    de: 'stark dickflüssig,kräftig dickflüssig,honigartig,honigdick,stark angedickt*,kräftig angedickt*,stark eingedickt*',
    it: 'moderatamente dens*,consistenza miele,tipo miele',
    pt: 'moderadamente espess*,consistencia de mel,tipo mel',
    ru: 'умеренно густ*,средней густоты,консистенция мёда,консистенция меда,медовой консистенции,умеренно загущенн*,умеренно загущённ*,средне загущ*',
    ar: 'مكثف متوسط,قوام العسل,مثل العسل,متوسط السماكة,متوسطة السماكة,مكثف بشكل معتدل,سميك بشكل معتدل,سميكة بشكل معتدل,معتدل السماكة,سميك جدا,سميك جداً,سميكة جدا,سميكة جداً',
    hi: 'शहद जैसा गाढ़ा,शहद जैसा,मध्यम गाढ़ा,मध्यम गाढ़ी',
    fr: 'moderement epais*,consistance miel,texture miel',
    ko: '보통 걸쭉,중간 걸쭉,중간 정도 걸쭉,중간 정도로 걸쭉,적당히 걸쭉',
    pl: 'średnio zagęszczon*,średnio gęst*,umiarkowanie zagęszczon*,umiarkowanie gęst*,mocno zagęszczon*,konsystencja miodu,konsystencji miodu',
  },
  name_extremely: {
    de: 'extrem dickflüssig,extrem angedickt,puddingartig,puddingdick',
    it: 'estremamente densa,estremamente addensat*,consistenza budino,tipo budino',
    pt: 'extremamente espess*,consistencia de pudim',
    ru: 'очень густ*,экстремально густ*,консистенция пудинга,сильно загущённ*,чрезвычайно загущ*,экстремально загущ*,крайне загущ*',
    ar: 'كثيف جدا,قوام البودنغ,قوام البودينغ,شديد السماكة,شديدة السماكة,عالي السماكة,سميك للغاية,سميكة للغاية,مكثف بشدة,مكثف جدا للغاية',
    hi: 'अत्यधिक गाढ़ा,हलवे जैसा गाढ़ा,बेहद गाढ़ा,बेहद गाढ़ी,अत्यधिक गाढ़ी,बहुत ज़्यादा गाढ़ा,बहुत ज्यादा गाढ़ा',
    ko: '푸딩 정도,푸딩처럼 되직,극도로 걸쭉,매우 되직,최고로 걸쭉',
    pl: 'bardzo zagęszczon*,bardzo gęst*,ekstremalnie zagęszczon*,ekstremalnie gęst*,konsystencja budyniu,konsystencji budyniu',
  },
  name_liquidised: {
    de: 'flüssig püriert,flüssig-püriert,flüssig pürierte',
    it: 'frullato liquido,omogeneizzato liquido',
    pt: 'dieta liquidificada,consistencia liquidificada,liquidificado,liquidificada,liquidificados,liquidificadas',
    ru: 'жидкое пюре,протёртое жидкое,протертое жидкое',
    ar: 'مهروس سائل,مسيل',
    hi: 'तरल प्यूरी,पतली प्यूरी',
    ko: '액상 퓨레,묽은 퓨레,갈아서 마실 수 있게,액체화,액체화된,갈아서 마시는',
    ja: 'ミキサーにかけて液状,液状にした',
    pl: 'płynna papka,papka płynna,zmiksowane na płynno,zmiksowany na płynno,zmiksowana na płynno,przecier płynny',
  },
  name_pureed_diet: {
    de: 'pürierte kost,passierte kost,breikost,pürierkost',
    it: 'dieta frullata,dieta omogeneizzata,cibo omogeneizzato',
    pt: 'dieta pastosa homogenea,pure homogeneo,dieta liquidificada pastosa',
    ru: 'протёртая диета,протертая диета,пюреобразная пища',
    ar: 'نظام مهروس,طعام مهروس',
    hi: 'प्यूरी आहार,प्यूरी डाइट,प्यूरी वाला खाना',
    tl: 'pureed na diyeta,diyetang puree,pagkaing pinino',
    ko: '갈은식,갈은 식사,갈은식이',
    pl: 'dieta papkowata,dieta miksowana,dieta zmiksowana,pokarm papkowaty,posiłki miksowane',
  },
  name_minced_moist: {
    de: 'fein zerkleinert und feucht,zerkleinert und durchfeuchtet',
    it: 'tritato fine e umido,tritato finemente e umido',
    pt: 'picado e umido,picado e humido,moido e humido',
    ru: 'мелко рубленное и влажное,фарш влажный',
    ar: 'مفروم ناعم ورطب',
    hi: 'बारीक कीमा और नम',
    fr: 'hache et humide,hache fin et humide',
    ko: '다지고 촉촉한,잘게 다지고 촉촉',
    pl: 'mielone i wilgotne,mielony i wilgotny,mielona i wilgotna,rozdrobnione i wilgotne,drobno mielone i wilgotne',
  },
  name_soft_bite: {
    de: 'weich und in mundgerechten stücken',
    it: 'morbido e a bocconcini,morbido e a pezzetti',
    pt: 'macio e picado,macio e pedacos pequenos',
    ru: 'мягкое кусочками,мягкая пища кусочками',
    ar: 'طري ومقطع,طرية ومقطعة',
    hi: 'नरम और छोटे टुकड़ों में',
    fr: 'tendre et en bouchees,tendre en bouchees',
    pl: 'miękkie kawałki wielkości kęsa,miękkie i pokrojone na kęsy,miękkie kęsy,miękkie i rozdrobnione',
  },
  name_regular: {
    de: 'normalkost,vollkost,normale kost,normale konsistenz',
    it: 'dieta normale,consistenza normale,cibo normale',
    pt: 'dieta normal,dieta geral,consistencia normal',
    ru: 'обычная пища,обычная диета,общий стол',
    ar: 'طعام عادي,نظام غذائي عادي,قوام عادي',
    hi: 'सामान्य भोजन,सामान्य आहार',
    ko: '일반식,일반 식사',
    pl: 'dieta normalna,dieta zwykła,zwykła dieta,normalna dieta,dieta ogólna,zwykłe jedzenie',
  },
  // ------------------------------------------------------------ IDDSI tests in words
  fork_drip_slow: {
    fr: 'tombe en gouttes epaisses,goutte lentement,tombe lentement a travers la fourchette',
    it: 'gocciola a gruppi,cade a gocce lente,scende a gocce dalla forchetta,gocciola lentamente tra i rebbi',
    pt: 'cai em gotas lentas,pinga em gotas grossas',
    de: 'tropft in dicken tropfen',
    ru: 'стекает каплями сквозь зубцы,капает медленно сквозь зубцы',
    ar: 'يتساقط ببطء من الشوكة,تتساقط ببطء من الشوكة,يتساقط على شكل قطرات',
    hi: 'कांटे से धीरे धीरे गिरता,कांटे से बूंद बूंद गिरता',
    ko: '포크 사이로 천천히',
    pl: 'powoli kapie przez widelec,kapie powoli przez zęby widelca,powoli spływa przez widelec,kapie grudkami,spływa grudkami przez widelec',
  },
  flows_fast_fork: {
    fr: 'passe vite a travers la fourchette,coule vite entre les dents,coule rapidement a travers la fourchette',
    de: 'läuft schnell durch die gabel,fließt schnell durch die gabel,läuft sofort durch',
    it: 'passa subito tra i rebbi,cola velocemente dalla forchetta,scorre veloce tra i rebbi',
    pt: 'escorre rapido pelo garfo,passa direto pelo garfo,escorre rapidamente entre os dentes do garfo',
    ru: 'быстро стекает сквозь вилку,сразу протекает сквозь вилку,быстро протекает',
    ar: 'يتسرب بسرعة من الشوكة,ينساب بسرعة من الشوكة,يمر بسرعة من الشوكة',
    hi: 'कांटे से तेजी से बह जाता,तुरंत बह जाता',
    ko: '포크 사이로 바로 빠져,포크 사이로 빨리 흘러',
    id: 'langsung mengalir lewat garpu,cepat menetes dari garpu,mengalir cepat di sela garpu',
    ja: 'フォークの間からすぐ流れ落ちる,フォークからすぐ流れ落ちる,フォークの間をすぐ通り抜ける',
    th: 'ไหลผ่านส้อมเร็ว,ไหลผ่านซี่ส้อมทันที,ไหลผ่านร่องส้อมอย่างรวดเร็ว',
    tl: 'mabilis tumutulo sa tinidor,agad dumadaloy sa tinidor,mabilis dumaloy sa pagitan ng tinidor',
    vi: 'chảy nhanh qua nĩa,chảy qua kẽ nĩa ngay,chảy tuột qua nĩa',

    // the past tense a carer reports a fork drip test in (label_vs_test)
    en: 'dripped through quickly,drips through quickly,dripped straight through,drips straight through,ran straight through the fork,ran straight through the prongs,fell straight through the prongs',
    pl: 'szybko przecieka przez widelec,szybko spływa przez widelec,od razu przecieka przez widelec,od razu spływa przez widelec',
  },
  fork_no_drip: {
    fr: 'ne coule pas a travers la fourchette,ne goutte pas,reste sur la fourchette,tient sur la fourchette',
    ko: '포크에서 흘러내리지 않,포크 위에 그대로',
    it: 'rimane sulla forchetta,resta sulla forchetta,rimane sopra la forchetta',
    pt: 'fica no garfo,fica em cima do garfo,permanece no garfo,nao passa pelo garfo',
    ru: 'остаётся на вилке,остается на вилке,держится на вилке,не проходит сквозь вилку',
    ar: 'يبقى على الشوكة,تبقى على الشوكة,لا يتساقط من الشوكة',
    hi: 'कांटे पर टिका,कांटे पर टिकी,कांटे पर रुका,कांटे पर रुकी',
    pl: 'zostaje na widelcu,pozostaje na widelcu,trzyma się na widelcu,nie przecieka przez widelec,nie kapie przez widelec',
  },
  fork_short_tail: {
    de: 'kleiner schwanz,bildet einen kurzen schwanz',
    it: 'piccola coda,forma una piccola coda',
    pt: 'pequena cauda,forma uma pequena cauda',
    ru: 'небольшой хвостик,короткий хвостик',
    ar: 'ذيل صغير,ذيلا قصيرا',
    hi: 'छोटी पूंछ',
    ko: '짧은 꼬리',
    pl: 'mały ogonek,krótki ogonek',
  },
  spoon_holds: {
    fr: 'tient en dome,tient sur la cuillere,garde sa forme,forme un dome,reste sur la cuillere,reste sur la cuillere penchee,reste sur la cuillere quand on la penche',
    it: 'resta a cupola,sta a cupola sul cucchiaio,resta a mucchietto,rimane sul cucchiaio,resta sul cucchiaio,sta sul cucchiaio,sta sopra il cucchiaio',
    pt: 'firme na colher,forma um monte na colher,fica em monte na colher,fica na colher,permanece na colher',
    de: 'bleibt als häufchen,bleibt als häufchen auf dem löffel,steht auf dem löffel',
    ru: 'лежит горкой на ложке,держится на ложке горкой,держит форму горки,остаётся на ложке,остается на ложке,держится на ложке',
    ar: 'يتماسك على الملعقة,تتماسك على الملعقة,يتماسك كومة,تتماسك كومة,يبقى على الملعقة,تبقى على الملعقة',
    hi: 'चम्मच पर ढेर बनता,चम्मच पर ढेर बनती,चम्मच पर टिका रहता,चम्मच पर टिका,चम्मच पर टिकी',
    pl: 'trzyma kształt na łyżce,zostaje na łyżce,pozostaje na łyżce,trzyma się na łyżce,tworzy kopczyk na łyżce,leży kopczykiem',
  },
  spoon_slides: {
    ko: '숟가락에서 쉽게 떨어,숟가락을 기울이면 떨어,숟가락에서 미끄러',
    de: 'rutscht leicht ab,fällt leicht vom löffel',
    it: 'scivola facilmente dal cucchiaio,si stacca facilmente dal cucchiaio',
    pt: 'desliza facilmente da colher,cai facilmente da colher',
    ru: 'легко соскальзывает с ложки,легко падает с ложки,соскальзывает целиком,соскальзывает одним комком,соскальзывает с ложки',
    ar: 'ينزلق بسهولة,تنزلق بسهولة',
    hi: 'आसानी से फिसल जाता,आसानी से गिर जाता',
    fr: 'glisse facilement,glisse de la cuillere,tombe facilement de la cuillere',
    pl: 'łatwo zsuwa się z łyżki,łatwo spada z łyżki,zsuwa się z przechylonej łyżki,spada z przechylonej łyżki,łatwo zsuwa się z przechylonej łyżki',
  },
  spoon_pours: {
    it: 'scende dal cucchiaio,cola giu dal cucchiaio',
    pt: 'escorre da colher inclinada',
    de: 'läuft vom geneigten löffel',
    hi: 'चम्मच से बह जाती',
    ar: 'يسيل من الملعقة,تسيل من الملعقة',
    fr: 'coule de la cuillere inclinee',
    pl: 'spływa z łyżki,wylewa się z łyżki,leje się z łyżki',
  },
  pours_slowly: {
    ko: '주르륵 흘러내',
    it: 'scende lenta dal cucchiaio,scende lento dal cucchiaio,scende lentamente,cola lenta,cola lento',
    pt: 'escorre devagar da colher',
    de: 'läuft langsam vom löffel',
    ru: 'медленно стекает с ложки',
    ar: 'ينساب ببطء من الملعقة,تنساب ببطء من الملعقة',
    hi: 'चम्मच से धीरे धीरे बहता,चम्मच से धीरे बहता',
    pl: 'powoli spływa z łyżki,wolno spływa z łyżki,powoli spływa,wolno spływa,powoli się leje,wolno się leje',
  },
  spoon_sticks: {
    fr: 'colle a la cuillere,reste colle a la cuillere',
    pl: 'przykleja się do łyżki,klei się do łyżki,nie spada z łyżki',
  },
  fork_pressure_squash: {
    fr: 's ecrase a la fourchette,s ecrase facilement a la fourchette,s ecrase sous la fourchette',
    it: 'si schiaccia facilmente con la forchetta,si schiaccia sotto la forchetta',
    pt: 'amassa facilmente com o garfo,se desfaz com o garfo',
    ru: 'легко разминается вилкой,легко раздавливается вилкой',
    ar: 'ينهرس بالشوكة,تنهرس بالشوكة,يتهرس بضغط الشوكة',
    hi: 'कांटे से दबाने पर मसल जाता,कांटे से आसानी से दब जाता',
    ko: '포크로 누르면 으깨,포크로 눌러 으깨',
    pl: 'łatwo rozgniata się widelcem,rozgniata się widelcem,łatwo rozgnieść widelcem,da się rozgnieść widelcem,rozpada się pod widelcem',
  },
  // Rule FAILED_TEST_HARD: the failed test as carers write it, with the verb negated or made impossible
  fork_pressure_fails: {
    de: 'lässt sich nicht zerdrücken,federt zurück,nicht mit der gabel zerdrückbar,nicht zu zerdrücken,nicht zerdrückbar,nicht zerdrücken,kaum zu zerdrücken,unmöglich zu zerdrücken,zerdrückt sich nicht,zerfällt nicht',
    it: 'non si schiaccia,torna in forma,non si schiaccia con la forchetta,impossibile schiacciar*,non si riesce a schiacciar*,non si lascia schiacciare,non si schiacciano,non si sfalda',
    pt: 'nao amassa,nao se desfaz com o garfo,volta ao formato,nao da para amassar,nao consigo amassar,nao consegue amassar,nao conseguimos amassar,impossivel amassar,impossivel de amassar,nao se amassa,nao amassam,nao se desfaz',
    ru: 'не разминается,не раздавливается,пружинит,не раздавить,не раздавишь,не размять,не размнёшь,не разомнёшь,не продавливается,невозможно раздавить,невозможно размять,не получается раздавить,не получается размять,не раздавливаются,не разминаются',
    ar: 'لا ينهرس,لا تنهرس,لا ينهرس بالشوكة,ما ينهرس,ما تنهرس,ما يتهرس,ما تتهرس,لا يتهرس,لا تتهرس,لا يمكن هرسه,لا يمكن هرسها,ما ينضغط,ما تنضغط,ما ينهرس بالشوكة,ما تنهرس بالشوكة,لا تنهرس بالشوكة',
    hi: 'कांटे से नहीं दबता,नहीं मसलता,नहीं मसलती,मसला नहीं जा,दबाया नहीं जा,नहीं दबती,नहीं टूटता,नहीं टूटती,कांटे से मसला नहीं,कांटे से मसली नहीं,कांटे से मसले नहीं,कांटे से दबाया नहीं',
    ko: '안 으깨,안 뭉개,안 부서,으깰 수 없,으깨지지 않,뭉개지지 않,부서지지 않,안 눌려,눌리지 않',
    fr: 'impossible a ecraser,impossible d ecraser,n arrive pas a l ecraser,n arrive pas a les ecraser,n arrive pas a ecraser,ne s ecrase pas,ne s ecrasent pas,ne se defait pas,ne se defont pas',
    pl: 'nie rozgniata się,nie da się rozgnieść,nie daje się rozgnieść,sprężynuje,wraca do kształtu',
  },
  cut_side_fork: {
    ko: '포크 옆면으로 잘리,포크 옆날로 잘리,숟가락으로 잘리',
    ar: 'يقطع بحافة الشوكة,يقطع بجانب الشوكة,تقطع بجانب الشوكة',
    hi: 'कांटे के किनारे से कट जाता,चम्मच से कट जाता',
    it: 'si taglia con la forchetta,si taglia con il cucchiaio',
    pt: 'corta com o garfo,corta com a colher',
    fr: 'se coupe a la fourchette,se coupe a la cuillere',
    th: 'ใช้ข้างส้อมตัดได้,ตัดด้วยข้างส้อมได้,ใช้ช้อนตัดได้',
    tl: 'nahihiwa ng gilid ng tinidor,kayang hiwain ng gilid ng tinidor,nahihiwa ng kutsara',
    pl: 'kroi się bokiem widelca,da się pokroić bokiem widelca,kroi się widelcem,da się pokroić widelcem',
  },
  no_flow: {
    fr: 'ne s ecoule pas,rien n est sorti,rien n a coule,seringue est restee pleine,seringue restee pleine,rien n est passe',
    de: 'nichts rausgelaufen,nichts herausgelaufen,nichts durchgelaufen,nichts durchgeflossen,nichts rausgeflossen,nichts herausgeflossen,fliesst nicht,fließt nicht,lauft nicht durch,läuft nicht durch,gar nichts rausgekommen,nichts rausgekommen,nichts herausgekommen,nichts durchgekommen,spritze noch voll,spritze blieb voll,spritze ist voll geblieben',
    it: 'non scorre,non e uscito niente,non è uscito niente,non esce niente,non è uscita neanche una goccia,non e uscita neanche una goccia,non è uscita nemmeno una goccia,non è uscito nulla,rimasta tutta nella siringa,rimasto tutto nella siringa',
    pt: 'nao escorre,não escorre,nada escorreu,nao saiu nada,não saiu nada',
    ar: 'بقيت الحقنة ممتلئة,الحقنة بقيت ممتلئة,ظلت الحقنة ممتلئة,لم يخرج شيء,لم ينزل شيء',
    hi: 'सिरिंज भरी रही,सिरिंज भरी की भरी,कुछ नहीं निकला,कुछ भी नहीं निकला',
    pl: 'nic nie wypłynęło,nic nie przeciekło,nic nie wyciekło,nie wypłynęła ani kropla,ani kropla nie wypłynęła',
  },
  all_drained: {
    fr: 'la seringue est vide,seringue vide,tout est passe',
    de: 'spritze leer,alles ist durchgeflossen,alles durchgelaufen,lief sofort durch,alles lief durch,alles rausgelaufen',
    it: 'siringa vuota,e uscito tutto',
    pt: 'seringa vazia,a seringa esvaziou,seringa esvaziou,esvaziou tudo,saiu tudo',
    ru: 'шприц пуст,шприц опустел',
    ar: 'فرغت الحقنة,الحقنة فارغة,نزل كله',
    hi: 'सिरिंज खाली,पूरा बह गया',
    ko: '다 빠져나,전부 흘러내려,주사기가 비,다 흘러내렸,다 빠졌',
    tl: 'naubos lahat sa hiringgilya,walang natira sa hiringgilya,lumabas lahat',
    pl: 'strzykawka pusta,pusta strzykawka,wszystko wypłynęło,wszystko wyciekło',
  },
  fork_drips: {
    fr: 'tombe a travers la fourchette,coule a travers la fourchette,passe a travers la fourchette,tombe entre les dents de la fourchette',
    it: 'cola attraverso la forchetta,cola tra i rebbi,cola dai rebbi,cola attraverso i rebbi,gocciola attraverso la forchetta,gocciola tra i rebbi',
    pt: 'escorre pelos dentes do garfo,pinga pelos dentes do garfo,escorre pelo garfo,pinga pelo garfo',
    ru: 'стекает сквозь вилку,капает сквозь вилку,проходит сквозь вилку,стекает между зубцами',
    ar: 'يتساقط من خلال الشوكة,يقطر من خلال الشوكة,يسيل من خلال الشوكة,ينزل من بين أسنان الشوكة',
    hi: 'कांटे से टपकता,कांटे के बीच से टपकता,कांटे से बह जाता',
    pl: 'przecieka przez widelec,kapie przez widelec,przechodzi przez widelec,spływa przez zęby widelca,kapie przez zęby widelca',
  },
  // ------------------------------------------------------------ preparation and texture words
  pureed: {
    de: 'püriert*,brei,püree,*püree',
    it: 'omogeneizzat*,^pure,=purè',
    pt: '^pure,=purê,pure de,pastoso,pastosa',
    ru: 'пюре,протёрт*,протерт*,суфле',
    ar: 'مهروس ناعم,بيوريه,هريس',
    hi: 'प्यूरी',
    pl: 'przecier*,puree,papk*',
  },
  blended: {
    de: 'gemixt,im mixer,mit dem stabmixer,stabmixer,mixiert',
    it: 'frullato nel mixer,nel frullatore,col frullatore,frullatore,frullato,frullata,frullati,frullate',
    pt: 'batida no liquidificador,liquidificador,mixer',
    ru: 'блендер*,в блендере,взбито в блендере',
    ar: 'في الخلاط,بالخلاط,مخفوق',
    hi: 'मिक्सी में पीसकर,ब्लेंडर में,ग्राइंड',
    ko: '믹서에 갈,믹서기,블렌더',
    fr: 'au mixeur,blender',
    pl: 'zmiksowan*,zblendowan*,blender*,w blenderze,miksowan*,zmiksował*',
  },
  sieved: {
    ko: '체에 거름,체에 걸러,체에 내린,체에 밭친,체로 거른',
    de: 'durchs sieb passiert,durch das sieb,gesiebt,passiert',
    it: 'passato al setaccio,passata al setaccio,passati al setaccio,passate al setaccio,setacciat*,passato al passaverdure,passaverdure,colato',
    pt: 'passado na peneira,passada na peneira,peneirad*,coad*,passe vite',
    ru: 'через сито,протёрто через сито,протерто через сито,протёртый через сито,протертый через сито,протёртая через сито,протертая через сито,процежен*',
    ar: 'مصفى,مصفاة,مصفّى,مصفّاة,بالمصفاة',
    hi: 'छलनी से छाना,छलनी,छाना हुआ',
    fr: 'passe au tamis,tamise,passe au chinois,passee au chinois',
    pl: 'przez sito,przetart*,przecedzon*',
  },
  smooth: {
    de: 'ganz glatt,glatt,sämig,cremig',
    it: 'vellutat*,liscio,liscia,cremos*',
    pt: 'lisinho,lisa,liso,cremos*,homogene*',
    ru: 'гладк*,однородн*,кремов*',
    ar: 'ناعم جدا,ناعمة جدا,متجانس,متجانسة,كريمي',
    hi: 'एकदम चिकना,मुलायम चिकना',
    ko: '곱게,부드럽고 매끄,매끄럽',
    fr: 'lisse',
    pl: 'gładk*,na gładko,jednolit*,kremow*,aksamitn*',
  },
  // pieces of unknown size read like English "pieces" (chunks), not lumps: only a size check places them
  // pulp and bits in a drink (rule DRINK_WITH_BITS: the thin drink with a
  // mixed-consistency hazard), and bran stirred into kefir
  lumps: {
    de: 'klümpchen,kleine stückchen,kleinen stückchen',
    it: 'grumi,grumetti,pezzetti morbidi',
    pt: 'grumos,pedacinhos moles,com bagaco,com bagaço,com pedacinhos,com gominhos,com polpa de fruta',
    ru: 'комочк*,комк*,с мякотью,с мякотью фруктов,с отрубями',
    ar: 'كتل,تكتل,قطع صغيرة طرية,مع لب,مع اللب,باللب,بلب الفاكهة,مع لب الفاكهة',
    hi: 'गांठें,गुठलियां,गूदे के साथ,गूदेदार,गूदे वाला,गूदे वाली,गूदा वाला',
    ko: '과육,과육이 들어간,과육 알갱이',
    pl: 'grudk*,grudek,z miąższem,z kawałkami owoców,z otrębami',
  },
  chunks: {
    de: 'stückchen,stücke,stücken,brocken,*stücke,*stücken,*brocken',
    it: 'tocchetti,pezzi grossi,pezzi,con pezzi',
    pt: 'nacos,pedacos grandes de,pedacos,com pedacos',
    ru: 'куски,кусками,кусок,кусочк*',
    ar: 'قطعة,قطع لحم,قطع خضار,مع قطع,بقطع,فيه قطع,فيها قطع',
    hi: 'टुकड़े,टुकड़ों',
    pl: 'kawałki,kawałkami,kawałek,kawałków,kawałkach',
  },
  minced: {
    de: 'fein gehackt,fein zerkleinert,gewolft,faschiert,hackfleisch',
    it: 'tritato fine,tritata fine,tritato finemente,macinat*',
    pt: 'moido,moida,moidos,moidas,carne moida',
    ru: 'фарш*,мелко рублен*,мелко измельчён*,мелко измельчен*',
    ar: 'مفروم ناعم,مفرومة ناعمة,مفروم,مفرومة',
    hi: 'बारीक कीमा,कीमा किया,बारीक पीसा',
    ko: '곱게 다진,다진,다져서',
    pl: 'mielon*,zmielon*,drobno posiekan*,drobno siekan*',
  },
  mashed: {
    de: 'zerdrückt,zerstampft,gestampft,mit der gabel zerdrückt',
    it: 'schiacciat*,schiacciato con la forchetta',
    pt: 'amassad*,amassado com o garfo',
    ru: 'размят*,толчён*,толчен*,размял*,раздавил*',
    ar: 'مهروس,مهروسة,مهروس بالشوكة',
    hi: 'मसला,मसला हुआ,मसली हुई,मैश किया',
    pl: 'rozgniecion*,ugniecion*,tłuczon*,utłuczon*',
  },
  chopped: {
    de: 'klein gehackt,kleingehackt,klein geschnitten,gewürfelt,in würfel,geschnitten,in scheiben',
    it: 'tagliat*,a dadini,a cubetti,a fette,sminuzzat*',
    pt: 'cortad*,em cubos,em cubinhos,em rodelas,picadinho',
    ru: 'нарезан*,нарезк*,кубиками,ломтиками,порезан*',
    ar: 'مقطع,مقطعة,مكعبات,شرائح,مقطع صغير',
    hi: 'कटा,कटी,कटे,काटकर,टुकड़ों में',
    ko: '잘게 썰,썰어서,깍둑썰기',
    fr: 'coupe en,coupee en,coupes en,coupees en,en rondelles,en morceaux,emince*',
    pl: 'pokrojon*,krojon*,posiekan*,w kostkę,w plasterki,pokroił*,rozdrobnion*',
  },
  bite_sized: {
    de: 'mundgerecht*,kleine stücke,häppchen',
    it: 'bocconcini,a bocconcini,pezzetti,piccoli pezzi',
    pt: 'pedacinhos,pedacos pequenos,em pedacinhos',
    ru: 'маленькими кусочками,небольшими кусочками,мелкими кусочками',
    ar: 'قطع صغيرة,بحجم اللقمة,قطع بحجم اللقمة',
    hi: 'छोटे छोटे टुकड़े,छोटे टुकड़ों में',
    fr: 'en bouchees,petits morceaux,bouchees',
    pl: 'małe kawałki,małymi kawałkami,drobne kawałki,drobnymi kawałkami,kawałeczki,kawałeczkami,na kęsy',
  },
  soft: {
    de: 'weich,weich gekocht,weich gedünstet,zart,gut durchgegart',
    it: 'morbid*,tenero,tenera,ben cott*,stracott*',
    pt: 'macio,macia,mole,molinho,bem cozid*,cozido ate ficar macio',
    ru: 'мягк*,разварен*,хорошо проварен*,тушён*',
    ar: 'طري,طرية,مطبوخ جيدا,لين',
    hi: 'नरम,मुलायम,अच्छी तरह पका',
    ko: '부드럽게,무르게,푹 익힌,푹 삶은',
    pl: 'miękk*,rozgotowan*,dobrze ugotowan*',
  },
  moist: {
    de: 'feucht,saftig,mit soße,mit sauce',
    it: 'umido,umida,con sugo',
    pt: 'umido,umida,com molho',
    ru: 'влажн*,с подливой,с соусом,жидкость не отделяется,жидкость не отделяет*,не отделяется жидкость,без отделения жидкости',
    ar: 'رطب,رطبة,مع صلصة',
    hi: 'नम,ग्रेवी के साथ',
    pl: 'wilgotn*,z sosem,w sosie',
  },
  thickened: {
    de: 'angedickt*,eingedickt*,andickungsmittel,dickungsmittel,verdickungsmittel,mit andickungsmittel,andickpulver,andickungspulver,verdickungspulver,verdickt*',
    it: 'addensat*,addensante,con addensante,gelificat*',
    pt: 'espessad*,espessante,com espessante,engrossad*',
    ru: 'загущ*,загуститель*,с загустителем',
    ar: 'مكثف,مكثفة,مع مكثف,مسحوق التكثيف,مثخن',
    hi: 'गाढ़ा किया,थिकनर,थिकनर मिलाया,गाढ़ा करने वाला पाउडर',
    ko: '점도증진제,점도 증진제,걸쭉하게 만든,토로미',
    fr: 'epaissi,epaissie,epaissis,epaissies,epaississant,avec epaississant,gelifiant',
    pl: 'zagęszcz*,zagęstnik*,z zagęstnikiem',
  },
  thick: {
    de: 'dickflüssig,dick,zähflüssig',
    it: 'denso,densa,dense,densi,spesso',
    pt: 'grosso,grossa,espesso,espessa,consistente',
    ru: 'густ*',
    ar: 'كثيف,كثيفة,سميك,سميكة',
    hi: 'गाढ़ा,गाढ़ी,गाढ़े',
    ko: '걸쭉,되직',
    fr: 'epais,epaisse,nappant,nappante',
    pl: 'gęsty,gęsta,gęste,gęstego,gęstej,gęstą,gęstym,gęstsza,gęstszy,gęstsze,gęstawy,gęstawa,gęstawe',
  },
  thin: {
    // "like water", the comparison said of the drink
    de: 'dünn,wässrig,flüssig,wie wasser',
    it: 'liquido,liquida,acquoso,acquosa,fluido,fluida,come acqua,come l acqua',
    pt: 'ralo,rala,aguado,aguada,liquido,fluido,como agua',
    ru: 'жидк*,водянист*,как вода',
    ar: 'رقيق,رقيقة,سائل,مائي,مثل الماء',
    hi: 'पतला,पतली,पानी जैसा,पानी जैसी,पानी जैसे,पानी की तरह',
    pl: 'rzadki,rzadka,rzadkie,rzadkiej,rzadką,wodnist*,płynny,płynna,płynne,płynnej,jak woda',
  },
  whole: {
    de: 'ganze,ganzer,ganzes,große stücke,grosse stücke,am stück',
    it: 'intero,intera,interi,intere,pezzi grandi,a fette spesse',
    pt: 'inteiro,inteira,inteiros,inteiras,pedacos grandes',
    ru: 'целиком,целый,целая,целое,целые,большими кусками,крупными кусками',
    ar: 'كامل,كاملة,قطع كبيرة',
    hi: 'साबुत,पूरा का पूरा,बड़े टुकड़े',
    pl: 'w całości,duże kawałki,dużymi kawałkami,w dużych kawałkach,grube plastry',
  },
  needs_chew: {
    de: 'muss gekaut werden,kauen nötig,zum kauen',
    it: 'va masticato,richiede masticazione,da masticare',
    pt: 'precisa mastigar,exige mastigacao,tem que mastigar',
    ru: 'нужно жевать,требует жевания,надо разжевать',
    ar: 'يحتاج إلى مضغ,يحتاج مضغ,يتطلب المضغ',
    hi: 'चबाना पड़ता,चबाने की जरूरत',
    pl: 'trzeba gryźć,wymaga gryzienia,wymaga żucia,trzeba pogryźć',
  },
  no_chew: {
    de: 'ohne kauen,kein kauen nötig,muss nicht gekaut werden',
    it: 'senza masticare,non serve masticare,nessuna masticazione',
    pt: 'sem mastigar,nao precisa mastigar,sem mastigacao',
    ru: 'без жевания,не нужно жевать,жевать не нужно',
    ar: 'بدون مضغ,لا يحتاج إلى مضغ,لا يحتاج مضغ',
    hi: 'बिना चबाए,चबाने की जरूरत नहीं',
    ko: '씹을 필요 없,씹지 않아도',
    pl: 'bez gryzienia,bez żucia,nie trzeba gryźć,nie wymaga gryzienia,nie wymaga żucia',
  },
  min_chew: {
    de: 'mit der zunge zerdrückbar,mit der zunge zerdrücken,kaum kauen',
    it: 'si schiaccia con la lingua,poca masticazione',
    pt: 'amassa com a lingua,pouca mastigacao',
    ru: 'разминается языком,минимальное жевание',
    ar: 'يهرس باللسان,مضغ قليل',
    hi: 'जीभ से मसल जाता,थोड़ा चबाना',
    ko: '혀로 으깰 수,혀로 으깨',
    fr: 's ecrase avec la langue,peu de mastication',
    pl: 'rozgniata się językiem,minimalne gryzienie',
  },
  spoon_only: {
    de: 'nur mit dem löffel,mit dem löffel essen,löffelfest,nicht trinkbar',
    it: 'si mangia col cucchiaio,solo col cucchiaio,non si beve',
    pt: 'so de colher,come se de colher,nao da para beber',
    ru: 'только ложкой,едят ложкой,нельзя пить',
    ar: 'بالملعقة فقط,يؤكل بالملعقة,لا يشرب',
    hi: 'सिर्फ चम्मच से,चम्मच से खाया जाता,पिया नहीं जा सकता',
    ko: '숟가락으로만,숟가락으로 떠먹,마실 수 없',
    pl: 'tylko łyżką,je się łyżką,jeść łyżką,nie do picia',
  },
  spoon_utensil: {
    de: 'mit dem löffel,mit einem löffel,mit dem teelöffel',
    it: 'col cucchiaio,con il cucchiaio,col cucchiaino,con il cucchiaino',
    pt: 'de colher,com colher,com a colher,de colherinha',
    ru: 'ложкой,с ложки,чайной ложкой',
    ar: 'بالملعقة,بملعقة',
    hi: 'चम्मच से',
    pl: 'łyżką,łyżeczką,z łyżki,z łyżeczki',
  },
  from_cup: {
    de: 'aus dem becher,aus der tasse trinken,trinkbar,mit dem strohhalm,durch den strohhalm',
    it: 'si beve,bevibile,dal bicchiere,con la cannuccia,dalla tazza',
    pt: 'da para beber,bebe se,no copo,de canudinho,com canudo,pelo canudo',
    ru: 'можно пить,пьётся,пьется,через трубочку,из чашки,из стакана',
    ar: 'يشرب من الكوب,بالشفاطة,بالمصاصة,يمكن شربه',
    hi: 'कप से पी सकते,स्ट्रॉ से,पिया जा सकता,कप से पी,गिलास से पी,कप में पी',
    ko: '컵으로 마실,빨대로,마실 수 있',
    pl: 'pije z kubka,pije z kubeczka,z kubka,z kubeczka,ze szklanki,przez słomkę,można pić,pije się,da się pić',
  },
  pourable: {
    de: 'gießbar,lässt sich gießen',
    it: 'si versa,versabile',
    pt: 'da para despejar,se derrama',
    ru: 'можно налить,льётся,льется',
    ar: 'يمكن صبه,ينسكب',
    hi: 'डाला जा सकता',
    ko: '부을 수 있,따를 수 있',
    pl: 'można nalać,da się nalać,leje się,nalewa się',
  },
  flaked: {
    de: 'zerpflückt,gezupft,zerfasert',
    it: 'sfilacciat*,sbriciolat*,a scaglie',
    pt: 'desfiad*,em lascas,lascas',
    ru: 'разобрано на волокна,разобранная на волокна,хлопьями,разделено на кусочки',
    ar: 'مفتت,مفتتة,مقطع لقطع رقيقة',
    hi: 'टुकड़े टुकड़े किया',
    ko: '결대로 찢',
    pl: 'rozdrobniony widelcem,rozdrobniona widelcem,rozdrobnione widelcem,podzielony na płatki,podzielona na płatki',
  },
  soaked: {
    de: 'eingeweicht,durchgeweicht',
    it: 'ammollat*,inzuppat*,ammorbidit*',
    pt: 'embebid*,molhad*,amolecid*',
    ru: 'размочен*,замочен*,пропитан*',
    ar: 'منقوع,منقوعة',
    hi: 'भिगोकर,भिगोया',
    ko: '불려서,적셔서',
    th: 'แช่จนนิ่ม,แช่จนนุ่ม,แช่นมจนนิ่ม',
    pl: 'namoczon*,rozmoczon*,nasączon*,zmiękczon*',
  },
  coarse: {
    ar: 'مجروش,خشن,مطحون خشن',
    hi: 'दरदरा,मोटा पिसा',
    ru: 'крупно рублен*,крупно измельчён*,крупно измельчен*,грубо',
    pl: 'grubo posiekan*,grubo mielon*,grubo krojon*',
  },
  broth_only: {
    ar: 'المرق فقط,بدون قطع',
    hi: 'सिर्फ शोरबा,केवल शोरबा',
    ru: 'только бульон,без гущи',
    pl: 'sam rosół,tylko rosół,sam bulion,tylko bulion,bez wkładki',
  },
  pours_fast_spoon: { pl: 'szybko spływa z łyżki,szybko leje się z łyżki,szybko ścieka z łyżki,szybko spada z łyżki' },
};

/** Words that name a high-risk feature (rows of HAZARD_WORDS), by hazard code. */
export const FOREIGN_HAZARD_WORDS: Readonly<Partial<Record<HazardCode, Names>>> = {
  hard: {
    de: 'hart,roh,knackig hart',
    it: 'duro,dura,crudo,cruda',
    pt: 'duro,dura,cru,crua',
    ru: 'тверд*,твёрд*,сырой,сырая,сырое,сырые',
    ar: 'صلب,صلبة,قاسي,نيء,نيئة',
    hi: 'कड़ा,सख्त,कच्चा,कच्ची',
    pl: 'tward*,surow*',
  },
  crunchy: {
    de: 'knusprig,kross,knackig,frittiert,geröstet,paniert',
    it: 'croccant*,fritto,fritta,fritti,fritte,tostat*,impanat*',
    pt: 'crocante*,frito,frita,fritos,fritas,torrad*,empanad*',
    ru: 'хрустящ*,жарен*,поджарен*,в панировке',
    ar: 'مقرمش,مقرمشة,مقلي,مقلية,محمص,محمصة',
    hi: 'कुरकुरा,कुरकुरी,तला हुआ,तली हुई,भुना',
    pl: 'chrupiąc*,chrupk*,smażon*,usmażon*,w panierce,panierowan*,opiekan*',
  },
  dry: {
    ar: 'جاف,جافة,ناشف,ناشفة,يتفتت',
    hi: 'सूखा,सूखी,भुरभुरा',
    pl: 'suchy,sucha,suche,suchego,suchą,przesuszon*',
  },
  tough_fibrous: {
    de: 'zäh,sehnig,gummiartig,knorpelig',
    it: 'duro da masticare,gommos*,fibros*,tiglios*',
    pt: 'borrachud*,durinh*,nervos*,fibros*',
    ru: 'жёстк*,жестк*,жилист*,резинов*',
    ar: 'قاسي المضغ,مطاطي,مطاطية,ليفي',
    hi: 'रबड़ जैसा,चीमड़,रेशेदार',
    pl: 'łykowat*,żylast*,gumowat*,trudne do pogryzienia',
  },
  fibrous: {
    de: 'faserig,fasern,fäden',
    it: 'filament*,fibre',
    pt: 'fiapos,fibras,filamentos',
    ru: 'волокнист*,волокна,нитки',
    ar: 'ألياف,خيوط,ليفي',
    hi: 'रेशे,रेशेदार',
    pl: 'włóknist*,z włóknami,włókna',
  },
  sticky: {
    de: 'klebrig,pappig,klebt am gaumen',
    it: 'appiccicos*,collos*,gommoso',
    pt: 'grudent*,pegajos*,gruda no ceu da boca',
    ru: 'липк*,клейк*,тянущ*',
    ar: 'لزج,لزجة,دبق,يلتصق',
    hi: 'चिपचिपा,चिपचिपी,चिपकता',
    pl: 'kleist*,klejąc*,lepk*',
  },
  round_long: {
    de: 'rund,runde,kugelförmig,lange nudeln,ganze trauben',
    it: 'rotond*,uva intera,spaghetti lunghi',
    pt: 'redond*,uva inteira,fios longos',
    ru: 'кругл*,целый виноград,длинные макароны',
    ar: 'دائري,دائرية,كروي,عنب كامل',
    hi: 'गोल,पूरे अंगूर',
    pl: 'okrągł*,całe winogrona,całe winogrono,długi makaron',
  },
  bones: {
    it: 'ossa,con le ossa,lische,con lische',
    pt: 'ossos,com osso,espinhas,com espinhas',
    ru: 'кост*,с костями,косточк*',
    ar: 'العظم,عظام,بالعظم,شوك السمك,حسك',
    hi: 'हड्डी,हड्डियां,हड्डियाँ,कांटे वाली मछली',
    de: 'knochen,gräten,mit knochen',
    pl: 'ości,ość,ośćmi,kości,kość,kośćmi,z ośćmi,z kośćmi,z kością',
  },
  skins_husks: {
    it: 'buccia,bucce,con la buccia,pelle,semi,semini,noccioli',
    pt: 'casca,cascas,com casca,sementes,caroco',
    ru: 'кожур*,шкурк*,кожиц*,семечк*,косточк*,шелуха',
    ar: 'قشر,قشرة,القشور,بالقشر,بذور,نوى',
    hi: 'छिलका,छिलके,बीज,गुठली',
    de: 'schale,haut,kerne,körner,mit haut,mit schale',
    pl: 'skórk*,skóra,skórą,skórę,ze skórą,łupin*,łusk*,pestk*,pestek',
  },
  floppy: {
    de: 'blattsalat,salatblätter,blätter',
    it: 'foglie,insalata a foglia',
    pt: 'folhas,folhas cruas',
    ru: 'листья,листовой салат',
    ar: 'أوراق,ورق الخس',
    hi: 'पत्ते,पत्तेदार',
    pl: 'liście,liście sałaty,sałata liściowa',
  },
  juicy: {
    de: 'wasserreich,sehr saftiges obst',
    it: 'succos*,acquos*',
    pt: 'suculent*,aguacent*',
    ru: 'сочн*',
    ar: 'عصيري,كثير العصارة',
    hi: 'रसदार,रसीला,रसीले',
    pl: 'soczyst*',
  },
  mixed_consistency: {
    ru: 'с жидкостью,в бульоне кусочки,суп с кусочками',
    ar: 'قطع في مرق,مع المرق,قطع في الحليب',
    hi: 'शोरबे में टुकड़े,दूध में टुकड़े',
    pl: 'zupa z kawałkami,z wkładką,kawałki w płynie',
  },
};

/** Words that say a hazard was dealt with (rows of HAZARD_REMOVED), by hazard code. */
export const FOREIGN_HAZARD_REMOVED: Readonly<Partial<Record<HazardCode, Names>>> = {
  bones: {
    de: 'entgrätet,entbeint,ohne knochen,ohne gräten,knochen entfernt,gräten entfernt',
    it: 'disossat*,spinat*,senza ossa,senza lische,ossa tolte,senza spine,spine tolte,lische tolte',
    pt: 'desossad*,sem osso,sem ossos,sem espinha,sem espinhas',
    ru: 'без костей,без косточек,кости удален*,кости удалён*,филе',
    ar: 'منزوع العظم,منزوعة العظم,بدون عظم,بدون عظام,بدون شوك,فيليه',
    hi: 'बिना हड्डी,हड्डी निकाली,हड्डियां निकाली,बोनलेस,बिना कांटे,कांटे निकाले,कांटे निकाली',
    pl: 'bez ości,bez kości,ości usunięt*,kości usunięt*,filet*,odkostnion*',
  },
  skins_husks: {
    de: 'geschält,ohne schale,ohne haut,entkernt,gehäutet',
    it: 'sbucciat*,pelat*,senza buccia,senza bucce,senza semi,snocciolat*',
    pt: 'descascad*,sem casca,sem pele,sem sementes,sem caroco',
    ru: 'очищен*,без кожуры,без кожицы,без шкурки,без семечек,без косточек',
    ar: 'مقشر,مقشرة,منزوع القشر,بدون قشر,بدون بذور,منزوع البذور',
    hi: 'छिला हुआ,छीलकर,बिना छिलके,छिलका रहित,छिलके रहित,बीज निकाले,बिना बीज',
    pl: 'obran*,bez skórki,bez skóry,bez pestek,bez łupin*,wydrylowan*,pestki usunięt*',
  },
  fibrous: {
    de: 'fasern entfernt,ohne fasern',
    it: 'senza filamenti,filamenti tolti',
    pt: 'sem fiapos,fiapos retirados',
    ru: 'без волокон,волокна удален*',
    ar: 'بدون ألياف,منزوع الألياف',
    hi: 'रेशे निकाले,बिना रेशे',
    ko: '섬유질 제거,심 제거',
    pl: 'bez włókien,włókna usunięt*',
  },
  // the carrier liquid said to be all taken up ("sin líquido suelto"), rule SOLID_IN_CARRIER
  mixed_consistency: {
    en: 'no loose liquid,no loose milk,no runny liquid,no liquid left,no thin liquid left',
    es: 'sin liquido suelto,sin leche suelta,sin caldo suelto,sin liquido aparte,sin liquido sobrante',
    pt: 'sem liquido solto,sem liquido separado',
    it: 'senza liquido libero',
    fr: 'sans liquide libre,sans liquide separe',
    pl: 'bez wolnego płynu,bez płynu',
  },
};

/** The cue tables of terms.ts and roles.ts that take these words. */
export type CueTable =
  | 'DRINK_WORDS'
  | 'FOOD_WORDS'
  | 'NEG_BEFORE'
  | 'NEG_AFTER'
  | 'REMOVAL_BEFORE'
  | 'REMOVAL_AFTER'
  | 'STOP_WORDS'
  | 'FLOW_CONTEXT'
  | 'FLOW_EMPTY_WORDS'
  | 'SYRINGE_WORDS'
  | 'CHILD_WORDS'
  | 'CLAUSE_BREAK'
  | 'TOPPING_CUES'
  | 'ROLE_BEFORE'
  | 'ROLE_AFTER'
  | 'LABEL_CUES'
  | 'PERSON_CUES';

export const FOREIGN_CUES: Readonly<Partial<Record<CueTable, Names>>> = {
  DRINK_WORDS: {
    de: 'getränk*,zum trinken,becher,schluck',
    it: 'bibita,bevand*,da bere,tazzina',
    pt: 'bebida*,para beber,xicara,caneca',
    ru: 'напит*,выпить,кружк*,чашк*,стакан*',
    ar: 'مشروب,مشروبات,للشرب,فنجان,كأس',
    hi: 'पीने,पेय पदार्थ,ड्रिंक',
    pl: 'napoj*,kubecz*,do wypicia',
  },
  FOOD_WORDS: {
    ru: 'блюд*,закуск*',
    ar: 'أكل,الأكل,صحن',
    hi: 'व्यंजन,थाली',
    pl: 'potraw*,przekąsk*',
  },
  NEG_AFTER: {
    id: 'tidak ditambahkan,tidak dipakai',
    de: 'nicht zugegeben,nicht hinzugefügt,nicht verwendet,wurde nicht zugegeben',
    it: 'non aggiunto,non aggiunta,non usato,non usata,assente',
    pt: 'nao adicionado,nao adicionada,nao usado,nao usada,ausente',
    ru: 'не добавлен*,не добавляли,не использовал*',
    ar: 'لم يضف,لم تضف,غير مضاف,غير موجود',
    fr: 'non ajoute,non ajoutee,pas ajoute,pas ajoutee,absent,absente',
    hi: 'रहित',
    pl: 'nie dodan*,nie dodawał*,nie dodał*,nie użyt*,nie używał*,nie użył*',
  },
  NEG_BEFORE: {
    it: 'niente,nemmeno,neanche,privo di,priva di',
    pt: 'nem,nada de,livre de',
    de: 'weder,noch,frei von',
    ru: 'ни,нету',
    ar: 'من غير,ما فيه',
    hi: 'बगैर',
  },
  REMOVAL_BEFORE: {
    ru: 'удалить,убрать,удалив,убрав,вынуть,убрал*,удалил*,вынул*',
    ar: 'منزوع,منزوعة,بعد إزالة,إزالة,نزع',
    hi: 'निकालकर,हटाकर',
    ko: '제거한,빼낸',
    // peeling and straining verbs before the part taken off ("gọt vỏ", "滤掉纤维"), rule HAZARD_REMOVED_BY_VERB
    zh: '滤掉,筛掉,筛走,削掉,削去,削皮去',
    vi: 'gọt,gọt bỏ,gọt sạch,gọt hết',
    pl: 'usunąć,usunął*,usunęł*,wyjąć,wyjął*,wyjęł*,obrać,obrał*,zdjąć,zdjął*,zdjęł*,odciąć,odciął*,odcięł*',
  },
  REMOVAL_AFTER: {
    de: 'entfernt,weg,herausgenommen,abgezogen',
    it: 'tolto,tolta,tolti,tolte,rimoss*,eliminat*',
    pt: 'retirad*,removid*,tirad*',
    ru: 'удален*,удалён*,убран*,вынут*,снят*,убрал*,удалил*,вынул*',
    ar: 'منزوع,منزوعة,أزيل,أزيلت,مزال,مزالة',
    hi: 'निकाला,निकाली,निकाले,हटाया,हटाई,हटाए',
    fr: 'retire,retiree,retires,retirees,enleve,enlevee,enleves,enlevees,ote,otee',
    // the verb closing a list ("骨と皮を取り除き", "皮同骨都起晒"), rule NEGATION_LIST_SCOPE
    ja: '取り除き,を取り除き,取り除く,を取り除く,除去し,除去した,を除去,を除去し,取り除いてある,取ってある',
    zh: '起晒,去晒,拆晒,除晒,剔晒,去咗,起咗,去走',
    pl: 'usunięt*,wyjęt*,zdjęt*,odcięt*,obran*,usunął*,usunęł*,wyjął*,wyjęł*',
  },
  STOP_WORDS: {
    de: 'ohne zucker,ohne salz,zuckerfrei,ohne laktose',
    // Italian "dal" (from the) is also the lentil dish dal of en and id (FOREIGN_HOMOGRAPH)
    it: 'senza zucchero,senza sale,senza lattosio,dal cucchiaino,dal bicchiere,dal piatto,dal frigo,dal frigorifero,dal barattolo',
    pt: 'sem acucar,sem sal,sem lactose',
    // "одним комком" (in one lump) is how a spoonful leaves the tilted spoon, not a lump in the food
    ru: 'без сахара,без соли,без лактозы,одним комком,одним куском,единым комком',
    ar: 'بدون سكر,بدون ملح,بدون لاكتوز',
    // "पूरी तरह" (completely), "पूरी कटोरी" (the whole bowl), "पूरी खा ली" (ate it all) start with the bread
    // पूरी (puri): read as phrases that say nothing (FOREIGN_HOMOGRAPH)
    hi: 'बिना चीनी,बिना नमक,बिना शक्कर,पूरी तरह,पूरी तरह से,पूरा का पूरा,पूरी की पूरी,पूरी कटोरी,पूरी प्लेट,पूरी थाली,पूरी मात्रा,पूरी चम्मच,पूरी खा,पूरी पी,पूरी खत्म,पूरी मिक्सी,पूरी ब्लेंडर,पूरी पिस,पूरी मसल,पूरी नरम,पूरी चिकनी,पूरी गल',
    // "덩어리째" (as one whole lump) is how a spoonful leaves the tilted spoon, not a lump in the food
    ko: '한 덩어리로,한 덩어리가,한덩어리로,덩어리째,으깨,깨끗,깨지,깨져,깨진',
    // the verb "crushed" (つぶれる) is not the grains (つぶ) of a lumpy purée
    ja: 'つぶれ,潰れ',
    pl: 'bez cukru,bez soli,bez laktozy,bez glutenu',
  },
  FLOW_CONTEXT: {
    de: 'nach 10 s,fließtest mit der spritze,restmenge,bleiben,blieben,spritzentest,spritzen test,ml rest,rest in der spritze',
    it: 'test di flusso,rimangono,residuo',
    pt: 'teste de fluxo,ficou,ficaram,restou',
    ru: 'тест потока,тест на текучесть,остаётся,остается',
    ar: 'بعد 10 ثوان,المتبقي,يتبقى',
    hi: '10 सेकंड बाद,बचा रहा,बचे',
  },
  FLOW_EMPTY_WORDS: {
    fr: 'vide,seringue vide,tout s est ecoule,plus rien',
  },
  SYRINGE_WORDS: {
    ar: 'سرنجة,الحقنة',
    hi: 'इंजेक्शन वाली सिरिंज,सीरिंज',
  },
  CHILD_WORDS: {
    // and the places only children eat at (nursery, kindergarten)
    de: 'kleinkind,kleinkinder,kita kind,in der kita,kindertagesstätte,kinderkrippe,kindergarten',
    it: 'bimbo,bimba,bimbi,asilo nido,scuola materna,scuola dell infanzia',
    pt: 'menino,menina,nene,na creche,jardim de infancia,pre escola',
    ru: 'ребёнк*,ребенк*,малыш*,детский сад,детсад*,в яслях',
    ar: 'طفلي,طفلتي,للأطفال,الروضة,الحضانة',
    hi: 'बच्चे के लिए,शिशु के लिए,प्ले स्कूल,आंगनवाड़ी',
  },
  CLAUSE_BREAK: {
    de: 'sondern,allerdings',
    it: 'tuttavia,invece',
    pt: 'entretanto,contudo',
    ru: 'зато,тем не менее',
    ar: 'لكنه,لكنها,ولكن',
    hi: 'मगर,किंतु',
  },
  TOPPING_CUES: {
    de: 'darauf,garniert mit,serviert auf,dazu',
    it: 'guarnit*,servito su,servita su,serviti su,servite su,con sopra',
    pt: 'por cima,com cobertura,guarnecid*,servido sobre,servida sobre',
    ru: 'сверху,посыпан*,подаётся на,подается на',
    ar: 'فوقه,فوقها,مرشوش عليه,مع رشة',
    hi: 'ऊपर से डाली,ऊपर से डाला,ऊपर से छिड़का',
    fr: 'servies sur,servis sur,servi sur,servie sur,par dessus',
    pl: 'posypan*,na wierzchu,podany na,podana na,podane na,podawany na,podawana na',
  },
  ROLE_BEFORE: {
    de: 'für bewohner*,für patient*,für die kostform,kostform',
    it: 'per il paziente a,per la paziente a,per pazienti a,per ospiti a,per il reparto',
    pt: 'para o paciente com,para a paciente com,para paciente em,para pacientes em,para residentes em',
    ru: 'для пациент*,для больн*,для жильц*,пациенту на,больному на',
    ar: 'للمريض على,للمرضى على,لمريض على,للمقيمين على,للمريض الذي يتناول',
    hi: 'मरीज़ के लिए खाना,के लिए भोजन',
    fr: 'pour le plateau,pour les patients en,pour la table',
    ko: '환자에게,환자를 위한',
    pl: 'dla pacjent*,dla pensjonariusz*,dla mieszkańc*,dla chor*,dla podopieczn*,pacjentowi na',
  },
  ROLE_AFTER: {
    de: 'diät,station',
    ko: '환자분,환자분들',
    it: 'dieta,reparto',
    pt: 'dieta,enfermaria',
    ru: 'диет*,отделени*,палат*',
    ar: 'حمية,نظام غذائي',
    // Hindi puts the diet before the eater: "प्यूरी आहार वाले मरीज के लिए" (for the patient on a purée diet)
    hi: 'आहार,वार्ड,वाले मरीज के लिए,वाले मरीजों के लिए,वाले रोगी के लिए,मरीज के लिए,मरीजों के लिए,रोगी के लिए',
    pl: 'dieta,diecie,dietę,diety,dietą,oddział,oddziale,oddziału,oddziałowi',
  },
  LABEL_CUES: {
    de: 'laut etikett,auf dem etikett,etikett sagt,verpackung',
    it: 'in etichetta,l etichetta dice,confezione',
    pt: 'rotulo diz,no rotulo,embalagem',
    ru: 'на этикетке,этикетка,на упаковке',
    ar: 'مكتوب على العلبة,على الملصق,الملصق,العبوة',
    hi: 'लेबल पर,पैकेट पर,लेबल',
    // containers a carer reads a level off (label_vs_test, rule ROLE_LABEL)
    en: 'tub says,the tub says,pot says,box says,sachet says,pouch says,tube says,packaging says,the packaging says,on the tub,on the jar,on the carton,on the packet,on the bottle,on the tin',
    pl: 'na etykiecie,etykieta,na opakowaniu',
  },
  PERSON_CUES: {
    ru: 'пациент*,больн*,бабушк*,дедушк*',
    ar: 'المريض,المريضة,جدتي,جدي',
    hi: 'मरीज,रोगी,दादी,दादा,नानी,नाना',
    pl: 'pacjent*,babci*,dziadk*,dziadek,mieszkank*,mieszkaniec,pensjonariusz*,podopieczn*',
  },
};

/**
 * Foods and drinks by food row id (foods.ts): the names take that row's
 * levels, kind, role and hazards. Only the first name listed anywhere for a
 * pattern is kept, so these never override a row of foods.ts. A leading `*`
 * reads the head of a German compound ("*tee": Pfefferminztee, Schwarztee);
 * a longer name that spans the whole word (Kokoswasser, Hackfleisch) wins.
 */
const FOOD_NAMES: Readonly<Record<string, Names>> = {
  water: { ko: '맹물,얼음물', ru: 'водой,водичк*' },
  ice: { de: 'eiswürfel,crushed ice', it: 'ghiaccio,cubetti di ghiaccio', pt: 'gelo,cubos de gelo', ru: 'лёд,лед,кубики льда', ar: 'ثلج,مكعبات ثلج', hi: 'बर्फ', ko: '얼음' },
  soda: {
    de: 'limo,cola,apfelschorle,schorle,saftschorle,sprudel,spezi,brause',
    it: 'bibita gassata,aranciata,gazzosa,chinotto,cola',
    pt: 'refrigerante,guarana,soda,agua com gas',
    ru: 'газировк*,лимонад,кола,квас,тархун,пепси,кока-кол*,фанта,спрайт',
    ar: 'مشروب غازي,مشروبات غازية,كولا,بيبسي,صودا,كوكاكولا,كوكا كولا,فانتا,سبرايت',
    hi: 'कोल्ड ड्रिंक,सोडा,शिकंजी,नींबू पानी,पेप्सी,कोका कोला,थम्स अप,स्प्राइट',
  },
  lemonade: { de: 'sirup mit wasser,holundersirup', it: 'limonata,sciroppo', pt: 'limonada,groselha', ru: 'морс*,компот*', ar: 'ليموناضة,عصير ليمون,شراب التوت,جلاب,تمر هندي,عرقسوس,عرق سوس', hi: 'शरबत,रूह अफ़ज़ा,आम पना,जलजीरा,आम पन्ना' },
  milk_tea: { de: 'tee mit milch', it: 'te con latte,te al latte', pt: 'cha com leite', ru: 'чай с молоком', ar: 'شاي بالحليب,كرك', hi: 'दूध वाली चाय' },
  plant_milk: { de: 'sojamilch,hafermilch,mandelmilch', it: 'latte di soia,latte di mandorla,latte di avena', pt: 'leite de soja,leite de amendoas,leite de aveia', ru: 'соевое молоко,овсяное молоко,миндальное молоко', ar: 'حليب الصويا,حليب اللوز', hi: 'सोया दूध,बादाम दूध' },
  sports_drink: { de: 'elektrolytlösung,isotonisches getränk', it: 'bevanda isotonica,sali minerali', pt: 'isotonico,soro caseiro,soro de reidratacao', ru: 'регидрон,изотоник', ar: 'محلول معالجة الجفاف,مشروب رياضي', hi: 'ओआरएस,ओ आर एस,इलेक्ट्रॉल' },
  alcohol: { de: 'bier,wein,sekt,schnaps,radler,alsterwasser', it: 'birra,vino,spumante', pt: 'cerveja,vinho,cachaca,caipirinha', ru: 'пиво,вино,водка', ar: 'نبيذ,بيرة', hi: 'बीयर,शराब', fr: 'cidre,biere,^vin' },
  cocoa: { de: 'kakao,heiße schokolade,trinkschokolade', it: 'cioccolata calda,cacao', pt: 'chocolate quente,achocolatado,nescau,toddy', ru: 'какао,горячий шоколад', ar: 'كاكاو,شوكولاتة ساخنة', hi: 'हॉट चॉकलेट,कोको', ko: '핫초코' },
  coconut_water: { de: 'kokoswasser', it: 'acqua di cocco', pt: 'agua de coco', ru: 'кокосовая вода', ar: 'ماء جوز الهند', hi: 'नारियल पानी', ko: '코코넛 워터' },
  barley_water: { de: 'reisschleim', it: 'acqua di riso,acqua d orzo', pt: 'agua de arroz,agua de cevada', ru: 'рисовый отвар,отвар', ar: 'ماء الأرز,ماء الشعير', hi: 'माँड,मांड,चावल का पानी', fr: 'eau de riz,eau d orge' },
  supplement: { tl: 'gatas na pampalakas,nutritional drink,inuming pampalusog', de: 'trinknahrung,fresubin,nahrungsergänzung zum trinken', it: 'integratore,integratore orale,supplemento nutrizionale', pt: 'suplemento,suplemento nutricional,dieta enteral via oral', ru: 'питательная смесь,нутридринк,нутризон', ar: 'مكمل غذائي,مكمل غذائي سائل,إنشور', hi: 'सप्लीमेंट,प्रोटीन पाउडर वाला दूध' },
  yogurt_drink: { de: 'kefir,ayran', it: 'kefir', pt: 'kefir', ru: 'кефир*,ряженк*,айран*', ar: 'لبن رائب,لبن عيران,عيران,شنينة', hi: 'लस्सी,छाछ,मट्ठा' },
  drinking_yogurt: { tl: 'inuming yogurt,yogurt na iniinom', de: 'trinkjoghurt', it: 'yogurt da bere', pt: 'iogurte liquido,iogurte para beber', ru: 'питьевой йогурт', ar: 'زبادي للشرب', hi: 'पीने वाला दही', ko: '요거트 음료' },
  probiotic_drink: { de: 'probiotischer drink,actimel', it: 'yakult,actimel', pt: 'yakult,leite fermentado', ru: 'актимель,имунеле', ar: 'ياكولت', hi: 'याकुल्ट', fr: 'yakult,actimel' },
  milkshake: { de: 'milchshake,frappé', it: 'frappe,frullato al latte,milkshake', pt: 'milk shake,milkshake,vitamina de leite', ru: 'молочный коктейль', ar: 'ميلك شيك,شيك', hi: 'मिल्कशेक,शेक' },
  smoothie: { de: 'smoothie', it: 'smoothie,frullato di frutta,frullato di,frullato al,frullato alla,frullato alle,frullati di,frullato ai', pt: 'vitamina,vitamina de banana,vitamina de abacate,smoothie', ru: 'смузи', ar: 'سموذي,كوكتيل فواكه,عصير أفوكادو', hi: 'स्मूदी' },
  bubble_tea: { de: 'bubble tea', it: 'bubble tea', pt: 'bubble tea,cha de bolhas', ru: 'бабл ти', ar: 'بابل تي', hi: 'बबल टी' },
  cream_soup: { tl: 'creamy na sopas,sopas na kalabasa na dinurog',
    de: 'cremesuppe,kürbiscremesuppe,kartoffelcremesuppe,samtsuppe,pürierte suppe',
    it: 'vellutata,crema di zucca,crema di verdure,crema di patate,passato di verdure,passato di zucca,passato di patate,passato di carote',
    pt: 'creme de abobora,creme de legumes,sopa creme,sopa batida,caldo verde passado',
    ru: 'крем суп*,суп пюре,суп-пюре',
    ar: 'شوربة كريمة,شوربة عدس مصفاة,شوربة مهروسة',
    hi: 'क्रीम सूप,टमाटर सूप',
  },
  thick_soup: {
    de: 'gulaschsuppe,nudelsuppe,linseneintopf,erbseneintopf,hühnersuppe mit einlage',
    it: 'minestrone,zuppa di legumi,pasta e fagioli,brodo con pastina,stracciatella',
    pt: 'sopa de legumes com pedacos,canja com arroz,caldo de feijao,sopa de feijao',
    ru: 'щи,солянк*,рассольник,уха,суп с лапшой,суп с фрикадельками',
    ar: 'شوربة خضار بالقطع,شوربة شعيرية,حريرة,ملوخية',
    ko: '수제비,국수장국,온면,잔치국수 국물',
    es: 'sopa de letras,sopa de estrellitas,sopa de pasta',
    hi: 'सांभर,रसम,दाल में सब्जी',
    fr: 'potee,soupe paysanne',
  },
  congee: { ru: 'рисовая каша жидкая' },
  porridge: { de: 'haferflocken,milchreis dünn', it: 'farinata,polenta morbida', pt: 'mingau de aveia,creme de arroz', ru: 'манн*,овсян*,каша на молоке,манка,манная каша,манную кашу', ar: 'سميد,مهلبية سميد', hi: 'सूजी' },
  rice_pudding: { de: 'milchreis', it: 'budino di riso,riso al latte', pt: 'arroz doce,arroz de leite', ru: 'рисовый пудинг', ar: 'رز بحليب,أرز باللبن,رز بالحليب', hi: 'फिरनी,खीर,पायसम', ko: '라이스 푸딩' },
  puree_dish: { tl: 'pinino na pagkain,dinurog na pagkain', de: 'gemüsepüree,fleischpüree,babybrei,babynahrung', it: 'pappa,pappa per bambini', pt: 'papinha,papinha de bebe,pure de legumes', ru: 'детское пюре,пюре из', ar: 'هريس,طعام أطفال', hi: 'दलिया प्यूरी,बच्चों का खाना' },
  mashed_potato: { de: 'kartoffelpüree,kartoffelbrei,stampfkartoffeln', it: 'pure di patate,^pure,=purè', pt: 'pure de batata,pure de mandioca,pure de mandioquinha', ru: 'картофельное пюре,картофельном пюре,картофельным пюре,картофельного пюре,пюре из картофеля,пюре картофельное', ar: 'بطاطا مهروسة,بطاطس مهروسة,بيوريه البطاطس', hi: 'आलू का भर्ता,मसले आलू,भर्ता' },
  yogurt: { de: 'joghurt,quark,skyr', it: 'yogurt,yogurt greco', pt: 'iogurte,coalhada', ru: 'йогурт', ar: 'زبادي,لبنة', hi: 'दही' },
  pudding: { de: 'pudding,grießpudding,mousse', it: 'budino,crema pasticcera,mousse', pt: 'manjar,mousse,creme de baunilha', ru: 'пудинг,мусс,заварной крем', ar: 'مهلبية,كاسترد,بودينغ,مسقول,محلبية', hi: 'कस्टर्ड,पुडिंग' },
  flan: { de: 'karamellpudding,flan,panna cotta', it: 'crema caramello,panna cotta,creme caramel', pt: 'pudim de leite,flan', ru: 'флан,панна котта', ar: 'كريم كراميل,كريم كرمل', hi: 'कैरेमल कस्टर्ड' },
  steamed_egg: { de: 'eierstich', it: 'sformato di uova', pt: 'ovo cozido no vapor', ru: 'паровой омлет,омлет на пару', ar: 'بيض مطهو على البخار', hi: 'भाप में पका अंडा' },
  scrambled_egg: { de: 'rührei,omelett', it: 'uova strapazzate', pt: 'ovos mexidos,omelete', ru: 'омлет,болтунья,яичниц*', ar: 'بيض مخفوق,عجة,بيض مقلي مخفوق', hi: 'भुर्जी,ऑमलेट,आमलेट' },
  egg: { ko: '계란,달걀', de: 'weichgekochtes ei,weich gekochtes ei,weichgekochte eier,weich gekochte eier,spiegelei,spiegeleier' },
  tofu: { de: 'tofu,seidentofu', it: 'tofu', pt: 'tofu', ru: 'тофу', ar: 'توفو', hi: 'टोफू' },
  fried_tofu: { de: 'gebratener tofu,tempeh', it: 'tofu fritto', pt: 'tofu frito', ru: 'жареный тофу', ar: 'توفو مقلي', hi: 'तला हुआ टोफू' },
  jelly: {
    ja: 'フルーツゼリー,ゼラチンゼリー,果物ゼリー', de: 'wackelpudding,götterspeise,gelee', it: 'gelatina di frutta,gelatina', pt: 'gelatina', ru: 'желе', ar: 'جيلي,جيلاتين', hi: 'जेली' },
  swallow_jelly: { de: 'schluckgelee,trinkgel,geliertes wasser', it: 'acqua gelificata,gelatina per deglutire', pt: 'agua gelificada,gel de hidratacao', ru: 'питьевое желе,желированная вода', ar: 'ماء مهلم,جل الشرب', hi: 'पानी जेली', fr: 'eau gelifiee,boisson gelifiee' },
  ice_cream: { de: 'eis,speiseeis,eiscreme,sorbet,eiskaffee,eisschokolade,eiskakao', it: 'gelato,sorbetto,granita,ghiacciolo,affogato', pt: 'sorvete,picole,gelado', ru: 'мороженое,пломбир,сорбет', ar: 'آيس كريم,بوظة,مثلجات,جيلاتي', hi: 'आइसक्रीम,कुल्फी' },
  konjac: { de: 'konjak', it: 'konjac', pt: 'konjac', ru: 'конжак', ar: 'كونجاك', hi: 'कोंजैक', fr: 'konjac' },
  sweet_soup: { ar: 'بليلة', hi: 'खीर में मेवे' },
  honey: { de: 'honig,sirup', it: 'miele,sciroppo', pt: 'melado,xarope', ru: 'мёд,мед,сироп', ar: 'عسل,دبس,قطر', hi: 'शहद,चाशनी' },
  gravy: { de: 'soße,sauce,bratensoße,bechamel', it: 'sugo,sugo di pomodoro,besciamella,ragu', pt: 'molho,molho branco,caldo grosso', ru: 'подлив*,соус*', ar: 'صلصة,مرقة كثيفة,بشاميل', hi: 'ग्रेवी,सॉस,तरी' },
  rice: { de: 'reis,gekochter reis', it: 'riso,riso bollito,riso in bianco', pt: 'arroz,arroz branco', ru: 'рис,риса,плов', ar: 'أرز,الأرز,ارز,الرز,رز أبيض,كبسة,مقلوبة,مجدرة', hi: 'चावल,भात,पुलाव,बिरयानी,पोहा' },
  soft_rice: { de: 'weicher reis', it: 'riso stracotto', pt: 'arroz papa,arroz mole', ru: 'разваренный рис', ar: 'أرز طري', hi: 'नरम चावल,गला हुआ चावल' },
  fried_rice: { de: 'gebratener reis', it: 'riso fritto,riso saltato', pt: 'arroz frito', ru: 'жареный рис', ar: 'أرز مقلي', hi: 'फ्राइड राइस' },
  sticky_rice: { de: 'klebreis,mochi,reiskuchen,sushi', it: 'riso glutinoso,mochi,sushi', pt: 'arroz glutinoso,mochi,sushi,bolinho de arroz', ru: 'клейкий рис,моти,суши,роллы', ar: 'أرز لزج,موتشي,سوشي', hi: 'मोची,सुशी', fr: 'riz gluant,mochi,sushi' },
  noodles: {
    // the small soup pastas served in a broth (mixed consistency with the broth they float in)
    de: 'nudeln,spaghetti,spätzle,glasnudeln,suppennudeln,fadennudeln,buchstabennudeln,sternchennudeln,nockerl,grießnockerl,griessnockerl,flädle,markklößchen',
    it: 'pasta,spaghetti,tagliatelle,penne,fusilli,linguine,noodles,pastina,stelline,anellini,ditalini,tempestina,capellini,quadrucci,risoni,maccheroni,tortellini,cappelletti,vermicelli',
    pt: 'macarrao,espaguete,miojo,talharim,massinha,aletria,letrinhas,cabelo de anjo,macarrao de letrinhas,macarrao de sopa',
    ru: 'макарон*,лапш*,спагетти,вермишел*,клецк*,клёцк*,галушк*,звездочк*',
    es: 'fideo,fideitos,estrellitas,letritas,pasta de sopa,coditos,municiones',
    fr: 'vermicelle,petites pates,pates alphabet,pates a potage,cheveux d ange,perles du japon', ar: 'معكرونة,مكرونة,سباغيتي,شعيرية,نودلز', hi: 'नूडल्स,मैगी,सेवइयां,पास्ता', ko: '국수,라면사리,당면' },
  soft_pasta: { id: 'lasagna,makaroni panggang,macaroni schotel', th: 'ลาซานญ่า,มักกะโรนีอบชีส', vi: 'lasagna,nui bỏ lò,mì ống bỏ lò', de: 'lasagne,gnocchi,ravioli,maultaschen,käsespätzle', it: 'lasagne,gnocchi,ravioli,cannelloni,pasta al forno', pt: 'lasanha,nhoque,ravioli,canelone', ru: 'лазанья,ньокки,равиоли,пельмени,вареники', ar: 'لازانيا,نيوكي', hi: 'लज़ानिया' },
  bread: {
    de: 'brot,brezel,laugenbrezel,laugenbrötchen,semmel,leberkässemmel,toast,baguette,croissant',
    it: 'pane,pane tostato,bruschetta,crostini,tramezzino,piadina,cornetto',
    pt: 'pao,pao frances,pao de queijo,sanduiche,misto quente',
    ru: 'хлеб*,бутерброд*,тост*,сухар*,бублик*,сушк*,пирожок,пирожки,блин*,сырник*',
    ar: 'خبز,الخبز,صمون,كعك,فطيرة,فطائر,منقوشة,شاورما',
    hi: 'रोटी,नान,ब्रेड,कचौरी,भटूरे,थेपला,इडली',
  },
  biscuit: {
    de: 'keks*,zwieback,knäckebrot,cracker,salzstangen',
    it: 'biscott*,cracker,taralli,fette biscottate',
    pt: 'biscoito*,bolacha*,cream cracker',
    ru: 'печень*,крекер*,галет*,сушки',
    ar: 'بسكويت,كعك يابس,بقسماط,كراكرز',
    hi: 'बिस्कुट,मठरी,नमकीन,खाखरा,रस्क',
  },
  cake: { it: 'crostata,tiramisu', ko: '케이크', ar: 'بسبوسة,كنافة,معمول,بقلاوة', hi: 'लड्डू,बर्फी,जलेबी,गुलाब जामुन' },
  dim_sum: { de: 'teigtaschen,gyoza', it: 'ravioli cinesi,involtini primavera', pt: 'guioza,rolinho primavera', ru: 'манты,хинкали,чебурек*', ar: 'سمبوسة,سمبوسك', hi: 'मोमो,मोमोज़' },
  fish_balls: { de: 'fischbällchen,surimi', it: 'polpette di pesce,surimi', pt: 'bolinho de peixe,kani', ru: 'рыбные фрикадельки,крабовые палочки', ar: 'كرات السمك', hi: 'फिश बॉल' },
  meatballs: { de: 'frikadelle*,bulette*,fleischbällchen,hackbraten,burger,köttbullar,königsberger klopse,klopse', it: 'polpett*,polpettone,hamburger', pt: 'almondega*,hamburguer,bolinho de carne', ru: 'котлет*,тефтел*,фрикадел*,биточк*,бургер', ar: 'كفتة,كبة,كباب,برغر,كرات اللحم', hi: 'कोफ्ता,कबाब,टिक्की,बर्गर' },
  stringy_meat: { de: 'pulled pork,gezupftes fleisch,zerfasertes fleisch', it: 'carne sfilacciata,pulled pork', pt: 'carne desfiada,frango desfiado', ru: 'мясо волокнами,курица волокнами', ar: 'لحم مسحب,دجاج مسحب,لحم مفتت', hi: 'चिकन के रेशे' },
  meat: {
    de: 'fleisch,rindfleisch,schweinefleisch,hähnchen,huhn,pute,braten,steak,schinken,speck',
    it: 'carne,manzo,maiale,pollo,tacchino,vitello,bistecca,arrosto,prosciutto,pancetta',
    pt: 'carne,carne de boi,carne de porco,frango,peru,bife,churrasco,picanha,presunto,bacon',
    ru: 'мяс*,говядин*,свинин*,курин*,куриц*,индейк*,баранин*,ветчин*',
    ar: 'لحم,لحمة,لحم بقر,دجاج,فراخ,خروف,كباب مشوي,شيش طاووق',
    hi: 'मांस,मटन,चिकन,गोश्त,तंदूरी',
  },
  // a whole cut (steak, chop, roast) is a dish served whole: a stated level beside it never
  // removes its toughness, as "level 4 steak", "Stufe 4 Steak"
  whole_cut_dish: {
    ru: 'стейк*,бифштекс*,антрекот*,шашлык*,ростбиф*',
    ar: 'ستيك,شريحة لحم,ريش غنم,ريش لحم,روستو',
    hi: 'स्टेक,मटन चॉप,पोर्क चॉप,चॉप',
  },
  stew_meat: { de: 'gulasch,schmorbraten,ragout,geschnetzeltes,eintopf mit fleisch', it: 'spezzatino,brasato,stufato,ossobuco', pt: 'carne de panela,ensopado,guisado,estrogonofe,picadinho', ru: 'гуляш,рагу,тушёное мясо,тушеное мясо,жаркое,бефстроганов', ar: 'يخنة,طاجن,مرق لحم,قورمة', hi: 'करी,कोरमा,मटन करी,चिकन करी,सालन' },
  fried_chicken: { de: 'hähnchenflügel,backhendl', it: 'pollo fritto', pt: 'frango frito,coxa de frango,asinha', ru: 'жареная курица,крылышк*', ar: 'دجاج مقلي,بروستد', hi: 'तला चिकन' },
  fried_crisp: { de: 'pommes frites,bratkartoffeln,chicken nuggets,rösti,fischstäbchen,backfisch', it: 'patatine fritte,cotoletta,crocchette,arancini,supplì', pt: 'batata frita,nuggets,coxinha', ru: 'картофель фри,наггетс*,отбивн*,драник*', ar: 'بطاطس مقلية,بطاطا مقلية,فلافل,كبة مقلية,سمبوسة مقلية', hi: 'समोसा,समोसे,पकोड़ा,पकौड़े,फ्रेंच फ्राइज़,भजिया,वड़ा' },
  sausage: { de: 'wurst,würstchen,bratwurst,weißwurst,wiener,leberkäse,salami,currywurst', it: 'salsiccia,salsicce,wurstel,salame,mortadella', pt: 'salsicha,linguica,salame,calabresa', ru: 'колбас*,сосиск*,сардельк*', ar: 'نقانق,سجق,مرتديلا,مقانق', hi: 'सॉसेज', fr: 'merguez,saucisse,saucisses,saucisson,chipolata,boudin' },
  fish: { de: 'fisch,lachs,forelle,hering,kabeljau,thunfisch', it: 'pesce,salmone,merluzzo,tonno,baccala,sardine,trota', pt: 'peixe,salmao,bacalhau,atum,sardinha,tilapia', ru: 'рыб*,лосос*,сёмг*,семг*,треск*,селёдк*,селедк*,скумбри*', ar: 'سمك,أسماك,سلمون,تونة,سردين,هامور', hi: 'मछली,फिश' },
  soft_fish: { de: 'gedünsteter fisch,fischfilet,pochierter fisch', it: 'pesce al vapore,filetto di pesce,pesce lesso', pt: 'peixe cozido,file de peixe,peixe no vapor', ru: 'рыба на пару,отварная рыба,рыбное филе', ar: 'سمك مطهو على البخار,فيليه سمك,سمك مسلوق', hi: 'भाप में पकी मछली,उबली मछली' },
  seafood: { de: 'garnelen,krabben,tintenfisch,muscheln', it: 'gamberi,gamberetti,calamari,polpo,cozze,vongole,frutti di mare', pt: 'camarao,camaroes,lula,polvo,mexilhao,frutos do mar,siri', ru: 'креветк*,кальмар*,осьминог*,мидии,морепродукт*', ar: 'جمبري,روبيان,قريدس,حبار,كاليماري,أخطبوط,مأكولات بحرية', hi: 'झींगा,झींगे,प्रॉन' },
  nuts: { de: 'nüsse,erdnüsse,mandeln,walnüsse,haselnüsse,cashew*,pistazien,studentenfutter', it: 'noci,arachidi,mandorle,nocciole,pistacchi,frutta secca a guscio,pinoli', pt: 'nozes,amendoim,amendoins,castanha*,amendoas,pistache,pacoca', ru: 'орех*,арахис*,миндал*,фундук,фисташк*,кешью', ar: 'مكسرات,فول سوداني,فستق,لوز,جوز,كاجو,بندق,صنوبر', hi: 'मेवे,मेवा,काजू,बादाम,अखरोट,पिस्ता,मखाना', ko: '견과류,땅콩,호두,아몬드' },
  nut_butter: { de: 'erdnussbutter,nutella,nussnougatcreme', it: 'burro di arachidi,nutella,crema di nocciole', pt: 'pasta de amendoim,nutella', ru: 'арахисовая паста,нутелла', ar: 'زبدة الفول السوداني,طحينة,نوتيلا', hi: 'पीनट बटर' },
  popcorn: { de: 'popcorn,puffmais', it: 'popcorn,pop corn' },
  snacks: {
    ko: '김부각,부각,뻥튀기,새우깡,감자칩', de: 'chips,kartoffelchips,flips,nachos', it: 'patatine,chips,nachos,popcorn salato', pt: 'salgadinho*,batatinha chips,chips,torresmo', ru: 'чипс*,сухарики,кириешки', ar: 'شيبس,رقائق البطاطس,شبس', hi: 'चिप्स,भुजिया,नमकीन मिक्स,कुरकुरे,चकली' },
  chocolate: { tl: 'chocolate bar,tsokolateng kendi', de: 'schokolade', it: 'cioccolato,cioccolatini', pt: 'chocolate,bombom,brigadeiro', ru: 'шоколад*', ar: 'شوكولاتة,شوكولا', hi: 'चॉकलेट' },
  candy: { de: 'bonbons,gummibärchen,lutscher,karamell,kaugummi,marshmallow', it: 'caramelle,caramella,gomma da masticare,lecca lecca,torrone', pt: 'bala,balas,chiclete,pirulito,doce de leite duro,pe de moleque,marshmallow', ru: 'конфет*,карамел*,леденц*,жвачк*,ирис*,мармелад*,зефир', ar: 'حلوى,سكاكر,علكة,مصاص,ملبس,راحة الحلقوم,حلقوم', hi: 'टॉफी,कैंडी,च्युइंग गम,गजक,चिक्की' },
  cheese: { de: 'käse,käsescheibe,mozzarella,gouda', it: 'formaggio,mozzarella,parmigiano,pecorino,scamorza', pt: 'queijo,queijo minas,mucarela,requeijao em barra', ru: 'сыр,сыра,сыром,сырок', ar: 'جبنة,جبن,حلوم,عكاوي', hi: 'चीज़,चीज,पनीर' },
  cottage_cheese: { de: 'hüttenkäse,ricotta', it: 'ricotta,fiocchi di latte', pt: 'ricota,cottage,requeijao', ru: 'творог,творога,творогом,творогу,творожок,творожка,творожная масса', ar: 'جبنة قريش,ريكوتا,قريشة', hi: 'छेना', ko: '코티지 치즈,리코타' },
  hummus: { de: 'hummus,aufstrich glatt', it: 'hummus,crema di ceci', pt: 'homus,patê,pate', ru: 'хумус,паштет', ar: 'حمص بالطحينة,متبل,بابا غنوج,حمص ناعم', hi: 'हम्मस', ko: '후무스' },
  beans: { de: 'bohnen,erbsen,linsen,kichererbsen', it: 'fagioli,piselli,lenticchie,ceci,fave', pt: 'ervilha*,lentilha*,grao de bico,fava*', ru: 'горошек,чечевиц*,нут,бобы', ar: 'حمص حب,عدس حب,بازلاء,فاصوليا,لوبيا,فول مدمس', hi: 'राजमा,छोले,चना,मटर,मूंग,लोबिया', ko: '완두콩,병아리콩' },
  refried_beans: { de: 'linsenpüree,^dal', it: 'crema di lenticchie,passato di legumi', pt: 'feijao batido,pure de feijao,tutu de feijao', ru: 'гороховое пюре,пюре из чечевицы', ar: 'عدس مهروس,فول مهروس', hi: 'दाल,तड़का दाल,मूंग दाल,मसूर दाल', ko: '팥앙금' },
  corn_kernels: { ru: 'кукуруз*', ar: 'ذرة,حبوب الذرة', hi: 'मक्का,भुट्टा,कॉर्न' },
  corn_dessert: { de: 'maisbrei mit körnern', pt: 'pamonha,curau com graos,canjica', ru: 'кукурузная каша с зёрнами', ar: 'ذرة مسلوقة', hi: 'भुट्टे के दाने', ko: '옥수수 알갱이' },
  vegetables: {
    de: 'gemüse,rohkost,salat,brokkoli,blumenkohl,kohl,spinat,paprika,zwiebeln,erbsenschoten,rotkohl,weißkohl,sauerkraut gekocht',
    it: 'verdura,verdure,insalata,broccoli,cavolfiore,cavolo,spinaci,peperoni,cipolla,zucchine,melanzane,caponata',
    pt: 'legumes,verduras,salada,brocolis,couve flor,repolho,espinafre,pimentao,cebola,abobrinha,berinjela',
    ru: 'овощ*,салат*,капуст*,брокколи,шпинат*,перец,лук,кабачк*,баклажан*,свекл*,свёкл*,винегрет,оливье',
    ar: 'خضار,خضروات,سلطة,فتوش,تبولة,ملفوف,سبانخ,فلفل,بصل,كوسا,باذنجان,قرنبيط,بروكلي',
    hi: 'सब्ज़ी,सब्जियां,पालक,गोभी,पत्ता गोभी,भिंडी,बैंगन,शिमला मिर्च,प्याज,सलाद,कचुंबर',
  },
  fibrous_veg: { ar: 'كرفس,كراث,خرشوف,شمر', hi: 'सेलरी,बांस की कोंपल,कमल ककड़ी,सहजन' },
  soft_veg: { de: 'gedünstetes gemüse,gekochte karotten', it: 'verdure cotte,verdure al vapore,carote lesse,patate lesse', pt: 'legumes cozidos,legumes no vapor,cenoura cozida,mandioca cozida,aipim,macaxeira,abobora cozida', ru: 'тушёные овощи,тушеные овощи,варёные овощи,вареные овощи,отварной картофель', ar: 'خضار مسلوقة,خضار على البخار,جزر مسلوق,كوسا محشي', hi: 'उबली सब्जी,उबले आलू,लौकी,तोरी,कद्दू की सब्जी' },
  fibrous_fruit: { ar: 'أناناس', hi: 'अनानास' },
  soft_fruit: { de: 'banane,bananen,avocado,papaya,kompott', it: 'banana,banane,avocado,papaya,frutta cotta,pera cotta', pt: 'banana,abacate,mamao,papaia,fruta cozida', ru: 'банан*,авокадо,папай*,печёное яблоко,печеное яблоко', ar: 'موز,أفوكادو,بابايا,فاكهة مطبوخة', hi: 'केला,केले,पपीता,एवोकाडो' },
  applesauce: { tl: 'dinurog na mansanas,pinino na mansanas', de: 'apfelmus,apfelkompott püriert,fruchtmus', it: 'purea di mela,mela grattugiata,omogeneizzato di frutta,composta di mele', pt: 'pure de maca,papinha de fruta,maca raspada', ru: 'яблочное пюре,фруктовое пюре', ar: 'هريس التفاح,تفاح مهروس,بيوريه فواكه', hi: 'सेब की प्यूरी,फलों की प्यूरी' },
  atole: { de: 'salep', it: 'salep', pt: 'mingau ralo', ru: 'кисел*', ar: 'سحلب,سحلبية', hi: 'सत्तू का घोल' },
  dried_fruit: { ko: '건과일' },
  tomatoes: {},
  pickles: { ar: 'مخلل,مخللات,طرشي', hi: 'अचार' },
  stringy_beans: { ru: 'стручковая фасоль,стручковую фасоль,стручковой фасолью', ar: 'فاصوليا خضراء', hi: 'बीन्स,फ्रेंच बीन्स' },
  umeboshi: { de: 'umeboshi', fr: 'umeboshi', ru: 'умэбоси' },
  tea: { pt: 'chimarrao,cha mate,^mate', ar: 'كركديه,كركدية,شاي كركديه' },
  juice: { ar: 'قمر الدين,عصير قمر الدين' },
  pulpy_juice: { hi: 'ठंडाई', ko: '미숫가루,유자차,대추차' },
  chewy_starch_balls: { de: 'knödel,kloß,klöße,semmelknödel' },
  jelly_pieces: { de: 'rote grütze', ru: 'холодец,заливное' },
  pieces_in_yogurt: { ar: 'فتة,فتة حمص' },
  crumbly_sweets: { ar: 'حلاوة طحينية,حلاوة الطحينية' },
  grains: { ru: 'гречка,гречку,гречневая каша' },
};

/**
 * a fruit nectar is a juice drink (Level 0 as poured), not the legacy "nectar thick" (a word of
 * likeness or thickness is needed for that: terms.ts name_mildly), in the languages the food row lacked.
 */
const FOOD_NAMES_S8B: Readonly<Record<string, Names>> = {
  juice: {
    ja: 'ネクター,ピーチネクター,フルーツネクター,果実ネクター',
    ko: '넥타,넥타르,과즙음료,과즙 음료',
    zh: '果肉饮料,果肉饮品,果汁饮料,果汁饮品,桃汁,芒果汁',
    ru: 'нектар,нектара,фруктовый нектар,персиковый нектар,абрикосовый нектар',
    hi: 'नेक्टर,फलों का नेक्टर',
    ar: 'نكتار,نكتر,عصير نكتار',
    th: 'เนคตาร์,น้ำผลไม้เนคตาร์',
    vi: 'nước ép nectar,nectar trái cây',
    tl: 'nektar',
    fr: 'nectar de fruits,nectar de mangue,nectar d orange',
    de: 'fruchtnektar,nektar',
    it: 'nettare di frutta,nettare di pesca,nettare di albicocca',
    pt: 'nectar de fruta,nectar de manga',
  },
};

/**
 * common foods of the high-risk families a fresh writer named that the table above lacked
 * ("Caldo verde com chouriço": sausage slices and kale in broth), in their own block.
 */
const FOOD_NAMES_S7B: Readonly<Record<string, Names>> = {
  sausage: {
    pt: 'chourico,chourica,chorico,paio,alheira,linguicas,salsichas',
    it: 'cotechino,zampone,salamino,salsicciotto',
    de: 'mettwurst,blutwurst,bockwurst,knackwurst,landjäger',
    ru: 'сардельк*,колбаск*',
    ar: 'سجق,نقانق,مرقاز',
    hi: 'सॉसेज',
  },
  thick_soup: {
    // a bare "cozido" is "cooked" ("peixe ... cozido"); the stew is named in full
    pt: 'caldo verde,sopa de pedra,feijoada,cozido a portuguesa,cozido portugues,cozido de carnes',
    it: 'zuppa di pesce,ribollita,minestra di verdure,pasta e ceci,tortellini in brodo',
    ru: 'суп с клецками,суп с пельменями,окрошк*,харчо',
    ar: 'شوربة لسان العصفور,شوربة بالخضار',
    hi: 'दाल सब्जी वाली',
  },
  nuts: {
    pt: 'nozes picadas,castanha de caju,pistache',
    it: 'anacardi,noccioline',
    ru: 'орех*,арахис*,миндал*,фисташк*,семечк*',
    ar: 'فستق,لوز,جوز,كاجو,بندق',
    hi: 'मूंगफली,काजू,बादाम,अखरोट,पिस्ता',
  },
  popcorn: { pt: 'pipoca', ru: 'попкорн', ar: 'فشار,بوشار', hi: 'पॉपकॉर्न', ko: '강냉이' },
  seafood: { ar: 'جمبري,روبيان,كاليماري,حبار', hi: 'झींगा,झींगे' },
};

/**
 * Polish foods and drinks as carers in care homes write them, by food row id. Polish inflects
 * its nouns, so a stem takes a trailing `*` only where no unrelated word starts with it: coffee is
 * listed form by form ("kaw*" would read kawałek, a piece), and lemon is named only inside the tea
 * and juice it flavours (a slice of lemon in tea is no fruit to chew).
 */
const FOOD_NAMES_PL: Readonly<Record<string, Names>> = {
  water: { pl: 'woda,wody,wodę,wodą,wodzie,woda mineralna,woda niegazowana,woda gazowana,woda z kranu,przegotowana woda' },
  tea: { pl: 'herbat*,herbata z cytryną,herbatę z cytryną,herbaty z cytryną,rumianek,rumianku,melisa,melisę,napar*' },
  coffee: { pl: 'kawa,kawy,kawę,kawą,kawie,kawka,kawkę,kawusia,kawusię,kawa zbożowa,kawa rozpuszczalna' },
  milk: { pl: 'mleko,mleka,mlekiem,mleku,mleczko,mleko modyfikowane' },
  juice: { pl: 'sok,soku,sokiem,soki,soczek,soczku,sok jabłkowy,sok pomarańczowy,sok z cytryny,sok owocowy' },
  soda: { pl: 'napój gazowany,napoje gazowane,oranżada,oranżadę,cola,coca-cola,pepsi,fanta,sprite,lemoniada,lemoniadę' },
  lemonade: { pl: 'kompot*,syrop z wodą' },
  milk_tea: { pl: 'herbata z mlekiem,bawarka,bawarkę' },
  plant_milk: { pl: 'mleko sojowe,mleko owsiane,mleko migdałowe,napój roślinny' },
  cocoa: { pl: 'kakao,gorąca czekolada,czekolada na gorąco,czekolada do picia' },
  ice: { pl: 'kostki lodu,kostka lodu,lód,lodem' },
  alcohol: { pl: 'piwo,piwa,wino,wódka' },
  supplement: { pl: 'nutridrink,odżywka,odżywkę,fresubin,suplement w płynie' },
  smoothie: { pl: 'smoothie,koktajl owocowy,koktajl z owoców' },
  milkshake: { pl: 'koktajl mleczny,koktajlu mlecznego,szejk' },
  drinking_yogurt: { pl: 'jogurt pitny,jogurtu pitnego,jogurt do picia' },
  yogurt_drink: { pl: 'kefir*,maślank*' },
  broth: { pl: 'rosół,rosołu,rosołem,rosołek,rosołku,bulion*,wywar*,czysty barszcz,barszcz czerwony czysty' },
  soup: { pl: 'zupa,zupy,zupę,zupą,zupie,zupka,zupkę,zupki,zupa pomidorowa,pomidorowa,pomidorówka' },
  cream_soup: { pl: 'zupa krem,zupa-krem,zupa kremowa,krem z dyni,krem z brokułów,krem z pomidorów,krem z marchwi,krem z ziemniaków' },
  thick_soup: { pl: 'żurek,żurku,kapuśniak,grochówka,grochówkę,zupa z kluskami,zupa jarzynowa,krupnik,ogórkowa,barszcz ukraiński,flaki,flaczki' },
  porridge: { pl: 'owsianka,owsiankę,owsianki,kaszka manna,kasza manna,kaszka,kaszkę,płatki owsiane na mleku' },
  grains: { pl: 'kasza,kaszy,kaszą,kaszę,kasza gryczana,kasza jaglana,kasza jęczmienna,pęczak,kuskus,bulgur' },
  rice_pudding: { pl: 'ryż na mleku,ryżu na mleku' },
  puree_dish: { pl: 'przecier warzywny,przecier mięsny,papka warzywna,obiadek ze słoiczka' },
  mashed_potato: { pl: 'puree ziemniaczane,ziemniaki puree,tłuczone ziemniaki,ziemniaki tłuczone' },
  yogurt: { pl: 'jogurt,jogurtu,jogurtem,jogurt naturalny,jogurt grecki,serek homogenizowany' },
  pudding: { pl: 'budyń,budyniu,budyniem,mus czekoladowy,pudding,krem waniliowy' },
  atole: { pl: 'kisiel*' },
  jelly: { pl: 'galaretk*' },
  jelly_pieces: { pl: 'nóżki w galarecie,zimne nóżki,ryba w galarecie' },
  ice_cream: { pl: 'lody,lodów,lodami,sorbet*' },
  egg: { pl: 'jajko,jajka,jajek,jajkiem,jaja,jajko na twardo,jajko na miękko,jajko sadzone' },
  scrambled_egg: { pl: 'jajecznic*,omlet*' },
  rice: { pl: 'ryż,ryżu,ryżem,ryż biały,ryż gotowany' },
  sticky_rice: { pl: 'sushi,ryż kleisty,ryżu kleistego,mochi' },
  noodles: { pl: 'makaron*,kluski,klusek,kluskami,kluseczk*,lane kluski,spaghetti,łazanki,zacierk*' },
  chewy_starch_balls: { pl: 'kluski śląskie,knedle,knedli,kopytka,pyzy' },
  soft_pasta: { pl: 'lasagne,lazania,pierogi leniwe,leniwe' },
  dim_sum: { pl: 'pierogi,pierogów,pierogami,pieróg,pierożki,uszka,kołduny,pierogi ruskie' },
  bread: { pl: 'chleb*,bułk*,kanapk*,grzank*,tost*,bagietk*,rogal*,drożdżówk*,pieczyw*,sucharek,sucharki,precel*,obwarzan*,naleśnik*' },
  biscuit: { pl: 'herbatnik*,ciastk*,ciasteczk*,krakers*,wafel,wafle,wafelek,wafelki,paluszki,biszkopt*' },
  cake: { pl: 'ciasto,ciasta,ciastem,sernik*,szarlotk*,makowiec,makowca,tort,tortu,babeczk*,pączek,pączki,piernik*' },
  meat: { pl: 'mięs*,wołowin*,wieprzowin*,kurczak*,indyk*,cielęcin*,baranin*,szynk*,boczek,boczku,schab*,wątróbk*,kaczk*,drób,drobiu,polędwic*' },
  whole_cut_dish: { pl: 'stek*,befsztyk*,kotlet,kotleta,kotlety,kotletem,karkówk*,szaszłyk*,rostbef*' },
  fried_crisp: { pl: 'kotlet schabowy,kotlety schabowe,kotleta schabowego,schabowy,schabowego,schabowe,kotlet panierowany,frytki,frytek,placki ziemniaczane,paluszki rybne' },
  meatballs: { pl: 'kotlet mielony,kotlety mielone,kotleta mielonego,kotletem mielonym,klops*,pulpet*,hamburger*,burger*' },
  stringy_meat: { pl: 'szarpana wieprzowina,mięso szarpane,szarpane mięso,mięso rwane' },
  stew_meat: { pl: 'gulasz*,potrawk*,mięso duszone,duszone mięso,zrazy,zrazów' },
  fried_chicken: { pl: 'kurczak smażony,smażony kurczak,skrzydełk*,nuggetsy' },
  sausage: { pl: 'kiełbas*,parówk*,serdelk*,kabanos*,salami,frankfurterk*,kaszank*' },
  fish: { pl: 'ryb*,łosoś,łososia,łososiem,dorsz*,karp*,śledź,śledzie,śledzia,makrel*,tuńczyk*,pstrąg*,mintaj*,sardynk*,szprot*' },
  soft_fish: { pl: 'ryba na parze,ryba gotowana na parze,gotowana ryba,ryba gotowana,duszona ryba' },
  seafood: { pl: 'krewetk*,kalmar*,małże,małży,ośmiornic*,owoce morza,paluszki krabowe' },
  nuts: { pl: 'orzech*,orzeszk*,migdał*,pistacj*,nerkowc*,pestki słonecznika,pestki dyni,słonecznik,sezam' },
  snacks: { pl: 'chipsy,chipsów,chrupki,prażynki,paluszki słone' },
  popcorn: { pl: 'popcorn,prażona kukurydza' },
  candy: { pl: 'cukierk*,żelk*,landrynk*,lizak*,guma do żucia,krówk*,karmelk*,pianki,ptasie mleczko' },
  chocolate: { pl: 'czekolada,czekolady,czekoladę,czekoladą,czekoladka,czekoladki,czekoladek,batonik,batoniki,baton czekoladowy' },
  cheese: { pl: '^ser,^sera,serem,serze,ser żółty,żółty ser,oscypek,oscypka,mozzarella,gouda' },
  cottage_cheese: { pl: 'twaróg,twarogu,twarożek,twarożku,serek wiejski,ser biały,biały ser' },
  hummus: { pl: 'hummus,pasztet,pasztetu,pasztetem' },
  beans: { pl: 'fasol*,groch*,groszek,groszku,soczewic*,ciecierzyc*,^bób,bobu' },
  refried_beans: { pl: 'puree z fasoli,puree z groszku' },
  corn_kernels: { pl: 'kukurydz*' },
  vegetables: { pl: 'warzyw*,sałat*,surówk*,kapust*,brokuł*,kalafior*,szpinak*,papryk*,cebul*,cukini*,bakłażan*,ogór*,rzodkiew*,surowa marchewka,mizeria,mizerii' },
  fibrous_veg: { pl: 'seler naciowy,naci selera,pory,porów,rabarbar*,koper włoski,szparag*' },
  stringy_beans: { pl: 'fasolka szparagowa,fasolki szparagowej,fasolkę szparagową' },
  soft_veg: { pl: 'gotowane warzywa,warzywa gotowane,warzywa na parze,gotowana marchewka,marchewka gotowana,ziemniaki,ziemniaków,ziemniakami,ziemniak,kartofl*,dynia,dyni,dynią,batat*' },
  pickles: { pl: 'ogórek kiszony,ogórki kiszone,ogórków kiszonych,kiszone ogórki,ogórki konserwowe,ogórek konserwowy' },
  pickled_greens: { pl: 'kapusta kiszona,kiszona kapusta,kiszonej kapusty,bigos,bigosu' },
  fruit: { pl: 'owoc*,jabłk*,gruszk*,pomarańcz*,mandarynk*,truskawk*,malin*,arbuz*,melon*,kiwi,mango,śliwk*,brzoskwini*,morel*,jagod*,borówk*' },
  fibrous_fruit: { pl: 'ananas*' },
  round_fruit: { pl: 'winogron*,wiśni*,czereśni*' },
  soft_fruit: { pl: 'banan*,awokado,papaj*,gotowane owoce,owoce gotowane,pieczone jabłko' },
  dried_fruit: { pl: 'rodzynk*,suszone owoce,suszone śliwki,daktyl*,suszone morele,bakalie' },
  tomatoes: { pl: 'pomidor,pomidory,pomidorów,pomidora,pomidorami,pomidorki,pomidorkami' },
  applesauce: { pl: 'mus jabłkowy,musu jabłkowego,mus owocowy,przecier jabłkowy,tarte jabłko,jabłko tarte' },
  honey: { pl: 'miód,miodu,miodem,syrop,syropu' },
  gravy: { pl: 'sos,sosu,sosem,sosie,sos pieczeniowy,beszamel' },
};

/** German compounds by their head noun (Apfelsaft, Kürbissuppe, Leberwurst), added to FOREIGN_FOOD_NAMES. */
const DE_COMPOUND_HEADS: Readonly<Record<string, string>> = {
  water: '*wasser',
  // tea by name: "*tee" would also read committee and guarantee
  tea: 'pfefferminztee,kamillentee,früchtetee,schwarztee,kräutertee,fencheltee,hagebuttentee,eistee,grüntee,salbeitee,ingwertee,rooibostee,matetee,lindenblütentee,melissentee',
  coffee: '*kaffee',
  juice: '*saft',
  soda: '*schorle,*limonade',
  milk: '*milch',
  soup: '*suppe',
  broth: '*brühe',
  cake: '*kuchen,*torte',
  bread: '*brot,*brötchen,*semmel,*brezel',
  sausage: '*wurst,*würstchen',
  porridge: '*brei',
  meat: '*fleisch,*braten',
  fried_crisp: '*schnitzel',
  fish: '*fisch',
  vegetables: '*gemüse,nudelsalat,krautsalat,tomatensalat,bohnensalat,blattsalat',
  yogurt: '*joghurt,*quark',
  pudding: '*pudding',
  noodles: '*nudeln',
  nuts: '*nüsse',
  cheese: '*käse',
  rice: 'basmatireis,jasminreis,naturreis,vollkornreis,langkornreis,gemüsereis',
  fruit: '*obst',
  candy: '*bonbons',
  biscuit: '*kekse,*keks',
  ice_cream: 'vanilleeis,schokoladeneis,erdbeereis,speiseeis,eiscreme',
};
/** Foods and drinks by food row id (foods.ts), with the German compound heads. */
export const FOREIGN_FOOD_NAMES: Readonly<Record<string, Names>> = Object.fromEntries(
  [...new Set([...Object.keys(FOOD_NAMES), ...Object.keys(FOOD_NAMES_S7B), ...Object.keys(FOOD_NAMES_S8B), ...Object.keys(FOOD_NAMES_PL), ...Object.keys(DE_COMPOUND_HEADS)])].map((id) => {
    const names: Names = { ...FOOD_NAMES[id] };
    for (const block of [FOOD_NAMES_S7B, FOOD_NAMES_S8B, FOOD_NAMES_PL])
      for (const [lang, list] of Object.entries(block[id] ?? {}) as [keyof Names, string][])
        names[lang] = names[lang] ? `${names[lang]},${list}` : list;
    const heads = DE_COMPOUND_HEADS[id];
    if (heads) names.de = names.de ? `${names.de},${heads}` : heads;
    return [id, names];
  }),
);
