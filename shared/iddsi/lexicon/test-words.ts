/**
 * The words of the IDDSI tests by CONCEPT (the instrument, the motion, its
 * speed, negation), in every language the engine reads. Carers write a test
 * result in their own words and tenses ("when we did the fork test it dripped
 * through in slow blobs", "フォークの間からゆっくり垂れた", "beim Gabeltest
 * federt es zurück"); the phrase rows of terms.ts cannot list every such
 * sentence, so the clause reader (text/test-clauses.ts) reads an outcome from
 * the concepts one clause holds together (text/test-outcomes.ts says which).
 *
 * Forms as in terms.ts: comma separated, a trailing `*` lets any word ending
 * follow; scripts without spaces (CJK, kana, Thai, Hangul, Devanagari, Arabic)
 * match inside words, so their forms are the stems carers write.
 */
import type { Names } from './terms';

export type TestConcept =
  | 'fork'
  | 'spoon'
  | 'drip'
  | 'pour'
  | 'slide'
  | 'tilt'
  | 'slow'
  | 'fast'
  | 'stick'
  | 'spring_back'
  | 'shape'
  | 'hold'
  | 'mound'
  | 'press'
  | 'crumble'
  | 'tail'
  | 'continues'
  | 'neg'
  | 'neg_prep'
  | 'neg_after';

export const TEST_WORDS: Readonly<Record<TestConcept, Names>> = {
  fork: {
    en: 'fork*,prong*,tines',
    zh: '叉',
    ja: 'フォーク',
    tl: 'tinidor',
    id: 'garpu',
    vi: 'nĩa,dĩa,kẽ nĩa',
    th: 'ส้อม',
    es: 'tenedor*',
    ko: '포크',
    fr: 'fourchette*',
    de: 'gabel*,zinken',
    it: 'forchett*,rebbi',
    pt: 'garfo*',
    ar: 'الشوكة,بالشوكة,شوكة',
    hi: 'कांटे,कांटा,काँटे,फोर्क',
    // rule UKRAINIAN_BESIDE_RUSSIAN: Ukrainian forms ride the ru row (same script, read together)
    ru: 'вилк*,вилой,виделк*,виделц*',
    pl: 'widel*',
    nl: 'vork,vorkje,de vork,tanden van de vork',
    sv: 'gaffel,gaffeln,gaffelns',
    tr: 'çatal,çatalla,çatalın,çatalı,çataldan,çatalda,çatala',
  },
  // diminutive spoons (teaspoon, cucharita, cucchiaino, kutsarita...) are spoons: the spoon-pour rule reads these
  spoon: {
    en: 'spoon,spoons,teaspoon*',
    // Cantonese 羹 after a classifier or demonstrative, or tilted (羹一打側), is the spoon (個羹, 嗰羹), not the thick soup
    // 舀起 (scooped up): the spoon said by its verb ("舀起會流落去"), rule SPOON_POUR_DRINK_UNDECIDED reads its pour
    zh: '勺,匙,舀起,个羹,只羹,嗰羹,啲羹,一羹,呢羹,羹打侧,羹一打侧,羹一侧,羹侧,羹倾,羹一倾',
    ja: 'スプーン,さじ',
    tl: 'kutsara,kutsarita',
    id: 'sendok',
    vi: 'thìa,muỗng',
    th: 'ช้อน',
    es: 'cuchara,cucharas,cucharita,cucharitas,cucharilla,cucharillas',
    ko: '숟가락,스푼',
    fr: 'cuillere,cuilleres,cuillers,cuiller',
    de: 'löffel,teelöffel,löffelchen',
    it: 'cucchiaio,cucchiai,cucchiaino,cucchiaini',
    pt: 'colher,colheres,colherzinha,colherzinhas',
    ar: 'ملعقة,الملعقة,بالملعقة',
    hi: 'चम्मच',
    ru: 'ложк*,ложечк*',
    pl: 'łyżk*,łyżecz*',
    nl: 'lepel,lepeltje,theelepel,eetlepel,de lepel',
    sv: 'sked,skeden,skedar,tesked,teskeden,matsked,matskeden',
    tr: 'kaşık*,kaşığ*,yemek kaşığı,tatlı kaşığı,çay kaşığı',
  },
  drip: {
    en: 'drip*,dollop*,blob*,drop*,plop*',
    zh: '滴,往下掉,掉落,一坨一坨,一坨坨,一嚿嚿,一團團,一团团',
    ja: '垂れ,滴,ポタ,ぽた,ぼた,ボタ',
    tl: 'tulo,tumulo,tumutulo,tumtulo',
    id: 'menetes*,netes*,tetes*',
    vi: 'nhỏ giọt,giọt',
    th: 'หยด',
    es: 'gote*',
    ko: '떨어,뚝뚝,방울',
    fr: 'goutt*',
    de: 'tropf*',
    it: 'goccio*,gocciol*,gocce',
    pt: 'ping*',
    ar: 'يقطر,تقطر,ينقط,تنقط,قطرات',
    hi: 'टपक',
    ru: 'капа*,капл*,капн*,крапа*,крапл*,крапн*',
    pl: 'kapie,kapią,kapało,kapała,kapał,kapn*,skapuj*,kropl*,kropel',
    nl: 'druppel*,druppelt,druppelde,druipt,droop,klodder*',
    sv: 'droppar,droppade,droppe,dropp,dryper,klick,klickar',
    tr: 'damla*,damlıyor,damlar,damladı,damlayarak',
  },
  pour: {
    en: 'pour*,flow*,ran,runs,running',
    zh: '流下,流走,流落,流出,流得,倒出,倒得出,倒下,滑落,溜落,流晒',
    ja: '流れ,注げ',
    tl: 'daloy,dumaloy,dumadaloy,umaagos,buhos,naibubuhos',
    id: 'mengalir,tuang,dituang,tumpah',
    vi: 'chảy,đổ,rót',
    th: 'ไหล,เทออก',
    es: 'fluy*,fluir,vierte,vertio,derram*,escurr*',
    ko: '흘러,흐르,흘러내',
    fr: 'coul*,verse,s ecoul*',
    de: 'fließ*,fliess*,läuft,lief',
    it: 'scorr*,cola,colava,versa',
    pt: 'escorre,escorreu,escorrem,escorrendo,escorrer,escorria,flui*,derram*',
    ar: 'يتدفق,تتدفق,ينسكب,تنسكب,يسيل,تسيل,ينساب,تنساب',
    hi: 'बह',
    ru: 'теч*,тёк*,льет*,льёт*,стека*,выливает*,стекл*,тік*,ллєт*,ллється,стіка*',
    pl: 'spływ*,leje,leją,wylewa*,wypływ*,przeciek*,ścieka*,cieknie,płynie,płyną',
    nl: 'vloeit,vloeide,stroomt,stroomde,loopt,liep,liepen,giet,gieten',
    sv: 'rinner,rann,runnit,flyter,flöt,hälls,häller',
    tr: 'akıyor,aktı,akıp,akarak,dökülüyor,döküldü,dökülür,süzülüyor',
  },
  slow: {
    en: 'slow*',
    zh: '慢',
    ja: 'ゆっくり,ゆるやか',
    tl: 'dahan,mabagal',
    // the reduplication written with a 2 ("pelan2" = pelan-pelan)
    id: 'perlahan,pelan,lambat,pelan2,lambat2,perlahan2',
    vi: 'chậm,từ từ',
    th: 'ช้า',
    es: 'lent*,despacio',
    ko: '천천히,느리',
    fr: 'lent*',
    de: 'langsam*',
    it: 'lent*',
    pt: 'devagar,lent*',
    ar: 'ببطء',
    hi: 'धीरे',
    ru: 'медленн*,повільн*',
    pl: 'powoli,wolno,powolnie',
    nl: 'langzaam,traag',
    sv: 'långsamt,sakta',
    tr: 'yavaş,yavaşça,yavaş yavaş',
  },
  // "slower than water" is IDDSI's own wording for the quick pour of Levels 1-2 ("pours quickly from a spoon,
  // but slower than thin drinks"), not the slow pour of Level 3: read as this concept, the longest match
  // keeps its "slow" from reading as Level 3's
  fast: {
    en: 'slower than regular milk,slower than plain milk,slower than normal milk,slower than ordinary milk,slower than milk,quick*,fast,rapid*,straight through,right through,immediately,slower than water,a bit slower than water,slower than thin drinks,slower than plain water',
    zh: '比普通牛奶慢,比牛奶慢,快,迅速,即刻,比水慢,慢過水,慢过水,比清水慢,比水稍慢,比水慢少少,比水慢一点',
    ja: '普通の牛乳より遅,牛乳よりゆっくり,すぐ,さっと,速,水より遅,水よりゆっくり,水より少しゆっくり,水より少し遅',
    tl: 'mas mabagal sa ordinaryong gatas,mas mabagal kaysa gatas,mabilis,agad,mas mabagal sa tubig,mas mabagal kaysa tubig',
    id: 'lebih lambat dari susu biasa,lebih lambat dari susu,lebih pelan dari susu biasa,lebih lambat daripada susu biasa,cepat,langsung,lebih lambat dari air,lebih pelan dari air,lebih lambat daripada air',
    vi: 'chậm hơn sữa thường,chậm hơn sữa,nhanh,chậm hơn nước,chậm hơn nước lọc',
    th: 'ช้ากว่านมปกติ,เร็ว,ทันที,ช้ากว่าน้ำ,ช้ากว่าน้ำเปล่า',
    es: 'mas lento que la leche,mas lento que la leche normal,rapid*,enseguida,mas lento que el agua,más lento que el agua',
    ko: '우유보다 느리,빨리,금방,빠르,물보다 느리,물보다 천천히',
    fr: 'plus lent que le lait,vite,rapide*,plus lent que l eau,plus lentement que l eau',
    de: 'schnell*,sofort,langsamer als wasser',
    it: 'veloc*,rapid*,subito',
    pt: 'rapid*,logo',
    ar: 'بسرعة',
    hi: 'जल्दी,तेज',
    ru: 'быстр*,сразу,швидк*,одразу',
    pl: 'szybko,od razu,natychmiast',
    nl: 'snel,vlug,meteen,direct',
    sv: 'snabbt,genast,direkt',
    tr: 'hızlı,hızla,hızlıca,hemen,çabuk,çabucak',
  },
  slide: {
    en: 'slide*,slid,slips off,slipped off,falls off,fell off,falls away,comes off cleanly,came off cleanly,comes away cleanly,plops off,all came off,falls off in one go,falls off in one piece,falls off all at once,drops off in one go,drops off in one piece,slides off in one go,slides off in one piece,slides off clean,slides off cleanly,falls off clean,falls off cleanly,comes off clean,comes off in one go,plops off in one go,plops off in one piece',
    zh: '滑落,滑下,跌落,一次滑落,一下子滑落,整块滑落,整块掉落,一下子掉落,整坨跌落,一次跌落',
    ja: '滑り落ち,するっと,つるん,ストンと落ち,すとんと落ち,一度に落ち,まとまって落ち,塊のまま落ち,かたまりのまま落ちる,かたまりのまま落ちて,かたまりのまま落ちた,かたまりのままスルッと落ちる,かたまりのままスルッと落ちて,かたまりのままスルッと落ちた,かたまりのままするっと落ちて,かたまりのままするっと落ちた,塊のままスルッと落ちて,塊のままスルッと落ちた,かたまりで落ちる,かたまりで落ちて,かたまりで落ちた',
    tl: 'dumudulas,dumulas,nahuhulog nang buo,bumabagsak nang buo',
    id: 'meluncur,tergelincir,jatuh sekaligus,jatuh utuh',
    vi: 'trượt,rơi trọn,rơi gọn,rơi cả khối,rơi nguyên khối',
    th: 'หลุด,หล่นทั้งก้อน,หลุดทั้งก้อน,ไหลลงเป็นก้อน,หล่นลงเป็นก้อน,หลุดลงเป็นก้อน,ตกลงเป็นก้อน',
    es: 'desliz*,resbal*,cae en un bloque,cae en bloque,cae entera,cae entero,cae de una vez,cae de golpe,se cae entera,se cae entero,caen enteras,caen enteros,se desliza entero,se desliza entera,cae limpio,cae limpia,caen de una vez,se deslizan enteros,se deslizan enteras,caen limpios,caen limpias',
    ko: '미끄러,한 번에 떨어,한번에 떨어,통째로 떨어,깔끔하게 떨어',
    fr: 'gliss*,tombe d un bloc,tombe en un bloc,tombe d un seul coup,glisse d un bloc,tombent d un bloc,tombent en un bloc,glissent d un bloc',
    de: 'rutsch*,fällt am stück,fällt in einem stück,fällt als ganzes,rutscht am stück',
    it: 'scivol*,cade tutto insieme,cade in un blocco,scivola in un blocco,cadono tutti insieme,cadono in un blocco,scivolano in un blocco',
    pt: 'desliz*,escorrega num bloco,escorrega em bloco,escorrega inteiro,escorrega inteira,escorrega de uma vez,cai num bloco,cai em bloco,cai inteira,cai inteiro,cai de uma vez,desliza inteiro,desliza inteira,caem de uma vez,caem inteiros,caem inteiras,deslizam inteiros,deslizam inteiras',
    ar: 'ينزلق,تنزلق',
    hi: 'फिसल,एक साथ गिर,पूरी एक साथ गिर,एक बार में गिर',
    ru: 'соскальз*,соскользн*,зісковз*,сповза*',
    pl: 'zsuwa*,zsunął*,zsunęł*,zsunie,ześlizg*,spada,spadł*',
    nl: 'glijdt,glijden,gleed,valt eraf,viel eraf',
    sv: 'glider,gled,faller av,ramlar av,halkar av',
    tr: 'kayıyor,kayar,kaydı,kayarak,düşüyor,düşer,düştü',
  },
  // the tilt of the spoon tilt test, said without the spoon ("when tilted", "al inclinarla", "傾けると")
  tilt: {
    en: 'tilt*,when tipped,tip it,tipping it,turned upside down,upside down',
    zh: '倾斜,傾斜,倾侧,傾側,打侧,打側,反转,反轉',
    ja: '傾け,かたむけ,逆さ',
    tl: 'itinaob,tinaob,ikiling,ikiniling,itinagilid',
    id: 'dimiringkan,dimiringin,miringkan',
    vi: 'nghiêng,lật ngược',
    th: 'เอียง,คว่ำ',
    es: 'inclin*,ladea*,boca abajo',
    ko: '기울',
    fr: 'inclin*,pench*,retourn*',
    de: 'kipp*,geneigt,neigt,neige,umgedreht',
    it: 'inclin*,capovol*',
    pt: 'inclin*,de cabeça para baixo',
    // "إمالتها" (tilting it): the ta marbuta of إمالة is written ت before a suffix
    ar: 'إمالة,إمالت,أملت,بإمالة,عند الإمالة',
    hi: 'झुका,टेढ़ा',
    ru: 'наклон*,перевер*,нахил*',
    pl: 'przechyl*,odwróc*',
    nl: 'kantel*,schuin',
    sv: 'lutar,lutad*,vänd*',
    tr: 'eğince,eğildiğinde,eğdiğimde,ters çevir*',
  },
  stick: {
    en: 'stick*,stuck,sticky,cling*,flick*,scrape*,scraping',
    zh: '粘,黏,黐,甩',
    ja: 'くっつ,張り付,はりつ,へばりつ,振らないと,こそげ',
    tl: 'dikit,dumidikit,dumikit,ipagpag',
    id: 'lengket,menempel,nempel,dikibas*',
    vi: 'dính',
    th: 'ติดช้อน,สะบัด',
    es: 'peg*,sacud*,rasp*',
    ko: '붙어,달라붙,붙음',
    fr: 'coll*,secou*',
    de: 'kleb*,abschütteln,abkratzen',
    it: 'attacc*,appiccic*',
    pt: 'grud*,sacud*',
    ar: 'يلتصق,تلتصق,لاصق',
    hi: 'चिपक',
    ru: 'прилип*,липн*,липк*,прилипа*',
    pl: 'przykleja*,przyklei*,klei się,lepi się',
    nl: 'plakt,plakken,plakte,kleeft,kleefde',
    sv: 'klibbar,fastnar,fastnade,sitter fast',
    tr: 'yapışıyor,yapışır,yapıştı,yapışık,yapışkan',
  },
  spring_back: {
    en: 'springs back,spring back,sprang back,sprung back,springing back,bounc*,pops back,popped back,back to shape,back into shape,back to its shape,returns to,returned to,recovers its shape,recovered its shape,came back up,comes back up,bounced back',
    zh: '弹,彈,回弹',
    ja: '元に戻,もとに戻,元の形に戻,はね返,跳ね返,戻ってき,戻ってく,戻ら,戻り',
    tl: 'bumalik,bumabalik',
    id: 'kembali ke bentuk,memantul',
    vi: 'bật lại,trở lại hình,đàn hồi',
    th: 'เด้ง,คืนรูป',
    es: 'vuelve a su forma,volvio a su forma,rebot*,recupera su forma,recupero su forma',
    ko: '돌아오,돌아왔,튀어',
    fr: 'repren*,rebond*,revient,retrouve sa forme',
    de: 'federt*,zurückfeder*,springt zurück,sprang zurück,nimmt die form wieder an',
    it: 'torna alla,tornato alla,tornata alla,rimbalz*,riprende la forma',
    pt: 'volta a forma,voltou a forma,volta à forma,voltou à forma,retorna,retornou',
    ar: 'يعود إلى شكله,تعود إلى شكلها,يرتد,ترتد',
    hi: 'वापस',
    ru: 'возвращает*,вернул*,пружин*',
    pl: 'sprężyn*,wraca,wrócił*,odskakuje',
    nl: 'veert terug,veerde terug,terugveren,komt terug in vorm',
    sv: 'fjädrar tillbaka,studsar tillbaka,återtar formen',
    tr: 'eski haline dönüyor,eski haline döndü,geri dönüyor,eski şeklini alıyor',
  },
  shape: {
    en: 'shape,its form',
    zh: '形',
    ja: '形',
    tl: 'hugis',
    id: 'bentuk*',
    vi: 'hình',
    th: 'รูป',
    es: 'forma',
    ko: '모양,형태',
    fr: 'forme',
    de: 'form',
    it: 'forma',
    pt: 'forma',
    ar: 'شكله,شكلها,الشكل',
    hi: 'आकार',
    ru: 'форм*',
    pl: 'kształt*',
    nl: 'vorm,zijn vorm',
    sv: 'form,formen',
    tr: 'şekil,şeklini,şeklinde,formunu,formu',
  },
  hold: {
    en: 'hold*,held,keep*,kept,retain*,maintain*',
    zh: '保持,维持,維持,定型,企',
    ja: '保た,保つ,保って,崩れな,崩れず',
    tl: 'napapanatili,nananatili,hawak,buo ang',
    id: 'mempertahankan,tetap,menahan,bertahan',
    vi: 'giữ',
    th: 'คง,ไม่เสีย',
    es: 'mantien*,mantuvo,conserv*,sostien*,sostuvo',
    ko: '유지',
    fr: 'garde,gardait,tient,tenait,conserv*',
    de: 'hält,hielt,behält,behielt',
    it: 'mantien*,mantenuto,tiene',
    pt: 'mantem,manteve,mantém,conserv*',
    ar: 'يحافظ,تحافظ,حافظ',
    hi: 'बना रह',
    ru: 'держит*,держал*,сохраня*,сохранил*,трима*,зберіга*',
    pl: 'trzyma*,utrzymuje*,zachowuje*,utrzymał*,zachował*',
    nl: 'houdt,behoudt,hield,behield',
    sv: 'håller,behåller,höll,behöll',
    tr: 'koruyor,korur,korudu,tutuyor,tutar,muhafaza ediyor',
  },
  // a heap sitting on top of the fork or spoon, in everyday words: the Level 4 result of the fork drip or spoon test.
  // "On top" alone is said of powder, froth or skin on a drink stirred with a fork, and "heaped" or "un montón" of
  // a scoop of thickener: only the heap itself or the fork as the place it sits reads as the result.
  mound: {
    en: 'mound*,in a heap,a little heap,on top of the fork,on top of the prongs,stood up on the fork,stands up on the fork',
    // "一坨", "一嚿" (one lump) standing on the fork; "一坨坨" (lump after lump) stays a drip
    zh: '堆,成嚿,成团,成團,一坨,一嚿,成坨',
    ja: '山になる,山盛り,こんもり',
    tl: 'tambak,nakatambak,tumpok,nakatumpok',
    id: 'gundukan,menumpuk,menggunung',
    vi: 'đống',
    th: 'กอง',
    es: 'monticul*,montonc*,amontona*,en un monton,en monton,encima del tenedor',
    ko: '쌓여',
    fr: 'en tas,un tas,petit tas',
    de: 'häufchen,haufen',
    it: 'mucchi*,cupola',
    pt: 'monte,montinho,em cima do garfo',
    ar: 'كومة',
    hi: 'ढेर',
    ru: 'горк*,гірк*',
    pl: 'kopczyk*,kopiec,górk*',
    nl: 'hoopje,bergje',
    sv: 'en hög,högen,liten hög',
    tr: 'tepecik,tepe şeklinde,yığın,küme',
  },
  press: {
    en: 'press*,squash*,push*',
    zh: '压,壓,按',
    ja: '押し,押す,押すと,押したら',
    tl: 'pinindot,pisa*,diin*,idiniin',
    id: 'tekan*,ditekan',
    vi: 'ấn,nén,đè',
    th: 'กด',
    es: 'presion*,aplast*',
    ko: '누르,눌러,누르니',
    fr: 'press*,appuy*,ecras*',
    de: 'druck*,drück*,gabeldruck*,zerdrück*',
    it: 'prem*,schiacc*',
    pt: 'pression*,amass*',
    ar: 'الضغط,ضغط,بالضغط',
    hi: 'दबा',
    ru: 'надавлива*,нажим*,давлени*,надав*',
    pl: 'nacisk*,naciśn*,docisk*,dociśn*,ucisk*',
    nl: 'drukt,drukken,indrukken,ingedrukt,aandrukken,druk met',
    sv: 'trycker,tryckte,trycka,tryck med',
    tr: 'bastırınca,bastırıldığında,bastırdım,bastırdık,bastırma,baskı',
  },
  // what a food does under the fork or spoon when it passes the pressure test: it breaks, flakes or
  // falls apart and stays so (IDDSI Levels 5-6 fork pressure test; test-outcomes.ts FORK_PRESSURE_SQUASHES)
  crumble: {
    en: 'breaks apart,broke apart,breaks up easily,falls apart,fell apart,flakes apart,flaked apart,comes apart,came apart,crumbles,crumbled,squish*,squashes,squashed flat,mush* up',
    zh: '压就散,壓就散,一压就散,一壓就散,就散,压散,壓散,就碎,压碎,壓碎,压烂,壓爛,就烂,就爛,散开,散開,压扁,壓扁,就扁,变扁,變扁',
    ja: 'ほぐれ,崩れ,つぶれ,潰れ',
    tl: 'nadurog,nadudurog,madurog,napisa,napipisa',
    id: 'hancur,remuk,lumat',
    vi: 'nát,vỡ ra,tơi ra',
    th: 'แตกออก,เละ,ยุบ',
    es: 'se deshace,deshace,se desmorona,se desmenuza,se rompe,se deshacen,se desmoronan,se aplasta,se aplastan,se desbarata,se desbaratan',
    ko: '으깨,부서,무너',
    fr: 'se defait,s effrite,se desagrege,s emiette,s ecrase',
    de: 'zerfällt,zerfiel,fällt auseinander,fiel auseinander,zerbröselt',
    it: 'si sfalda,sfalda,si sbriciola,si disfa,si rompe',
    pt: 'desfaz*,se desfaz,esfarela*',
    ar: 'يتفتت,تتفتت,يتكسر,تتكسر,ينهرس,تنهرس',
    hi: 'टूट,बिखर,वापस आकार में नहीं आ,वापस नहीं आ',
    ru: 'разминается,разваливается,распадается,крошится',
    pl: 'rozgniata się,rozpada się,kruszy się',
    nl: 'valt uit elkaar,breekt,verbrokkelt',
    sv: 'faller isär,går sönder,smulas',
    tr: 'eziliyor,ezildi,dağılıyor,dağıldı,parçalanıyor,ufalanıyor',
  },
  // IDDSI Level 4 fork drip, "a small amount may flow through the prongs and form a short tail";
  // a tail that drips is Level 4, a drip in dollops Level 3 (test-outcomes.ts FORK_DRIP_SHORT_TAIL)
  tail: {
    en: 'tail,tails',
    zh: '尾巴,尾',
    ja: '尾,しっぽ',
    tl: 'buntot',
    id: 'ekor',
    vi: 'đuôi',
    th: 'หาง',
    es: 'colita,cola corta,pequena cola',
    ko: '꼬리',
    fr: 'queue',
    de: 'schwänzchen,schwanz,fädchen',
    it: 'coda,codina',
    pt: 'cauda,rabinho',
    ar: 'ذيل,ذيلا',
    hi: 'पूंछ',
    ru: 'хвост*,хвіст*',
    pl: 'ogon*',
    nl: 'staartje,staart',
    sv: 'svans,svansen',
    tr: 'kuyruk*',
  },
  // rule NEGATED_STOP_CONTINUES: "non-stop", "sin parar", "不停" say the motion goes on; their negator negates
  // nothing (lexicon-index.ts reads them as stop words too, test-clauses.ts as a concept no outcome uses)
  continues: {
    en: 'non stop,nonstop,without stopping,never stops,never stopped,doesnt stop,doesn t stop,didnt stop,didn t stop,does not stop,did not stop,wont stop,won t stop,wouldnt stop,wouldn t stop',
    zh: '不停,唔停,没停,冇停,停不了,停唔到,停不下,不断,不間斷,不间断',
    ja: '止まらない,止まらず,とまらない,とまらず,途切れない,途切れず',
    tl: 'walang tigil,hindi tumitigil',
    id: 'tanpa henti,tidak berhenti,tak berhenti,nggak berhenti,gak berhenti',
    vi: 'không ngừng,không dừng',
    th: 'ไม่หยุด',
    es: 'sin parar,sin cesar,sin detenerse,no para de,no paraba de',
    ko: '멈추지 않고,멈추지 않,쉬지 않고',
    fr: 'sans arret,sans arrêt,sans s arreter,sans s arrêter,sans cesse,ne s arrete pas,ne s arrête pas',
    de: 'ohne pause,ohne unterbrechung,ohne aufzuhören,ohne aufzuhoren,hört nicht auf,hort nicht auf',
    it: 'senza sosta,senza fermarsi,senza interruzione,non si ferma',
    pt: 'sem parar,sem cessar,nao para de,não para de',
    ar: 'بلا توقف,دون توقف,بدون توقف',
    hi: 'बिना रुके,रुकता नहीं,रुकती नहीं,नहीं रुकता,नहीं रुकती',
    ru: 'без остановки,не переставая,не останавливаясь,без зупинки,не перестаючи',
    pl: 'bez przerwy,bez zatrzymania,nie przestaje',
    nl: 'zonder te stoppen,zonder ophouden,houdt niet op',
    sv: 'utan att sluta,utan uppehåll',
    tr: 'durmadan,hiç durmadan',
  },
  neg: {
    en: 'not,no,never,nothing,none,doesnt,didnt,dont,wont,wouldnt,cant,couldnt,doesn t,didn t,don t,won t,wouldn t,can t,couldn t,isn t,wasn t',
    zh: '唔,不,没,沒,冇,未',
    // rule TEXT_LANGUAGE_SCOPE: Tagalog "di" (Indonesian: at), Indonesian "ga" (Vietnamese gà) read in their language only
    tl: 'hindi,walang,^di',
    id: 'tidak,tak,^ga,gak,nggak,enggak,ngga,tdk',
    vi: 'không,chẳng',
    th: 'ไม่',
    es: 'no,nunca,nada',
    ko: '못',
    fr: '^ne,^n,^pas,rien',
    de: 'kein*,nichts',
    it: 'non,niente,nulla',
    pt: 'nao,não,nada',
    ar: 'لا,لم,لن',
    hi: 'नहीं',
    ru: 'не,нет,ничего,ні,нічого',
    pl: 'nie,nic',
    nl: 'niet,geen,niets',
    sv: 'inte,ej,ingen,inget',
    tr: 'hiç',
  },
  // words that negate a noun ("sem espinhas", "ohne Gräten") and a motion only when it follows at
  // once ("without dripping", "sans couler", "ohne zu tropfen"): test-clauses.ts NEG_PREP_REACH
  neg_prep: {
    en: 'without',
    id: 'tanpa',
    es: 'sin',
    fr: 'sans',
    de: 'ohne',
    it: 'senza',
    pt: 'sem',
    ar: 'بدون',
    hi: 'बिना',
    ru: 'без',
    pl: 'bez',
    nl: 'zonder',
    sv: 'utan',
  },
  neg_after: {
    // the Chinese potential complement "cannot" after the verb ("堆不住", "企唔住": will not mound)
    // and "cannot get down" after a drip ("滴唔落", "滴不下来": does not drip through)
    zh: '不住,唔住,不起,唔起,唔落,不下来,不下去,唔到落',
    ja: 'ない,なかった,なく,ず,ません',
    ko: '않',
    de: 'nicht',
    hi: 'नहीं',
    tr: 'değil,değildi,yok',
  },
};

/**
 * Rule ROLE_LABEL, in every language read: words that turn from a label's claim to what the test
 * showed ("라벨에는 4단계라고 써 있지만 ...", "الملصق يقول مستوى 4 لكن ...", "लेबल पर स्तर 4 लिखा है पर ...").
 * Spaced words are written with their spaces; `glued` ones end the verb before them (Korean -지만).
 */
export const LABEL_CONTRASTS = {
  spaced: [' tetapi ', ' namun ', ' но ', ' однако ', ' لكن ', ' ولكن ', ' पर ', ' लेकिन ', ' ngunit ', ' cependant ', ' jedoch ', ' porem ', ' però ', ' maar ', ' men ', ' dock '],
  // Korean -는데/-인데 ("4단계라고 되어 있는데 ...": it says so, yet) and Japanese のに turn from the claim too
  glued: ['지만', '하지만', 'けれど', 'けど', '는데', '인데', '은데', 'のに'],
} as const;

/**
 * Rule ROLE_LABEL: a menu that says a level is a label, in every language read ("el menú dice
 * nivel 4", "菜单写4级", "o cardápio diz nível 4"); a test result or lumps and skins found outrank it
 * (rules ROLE_LABEL, LABEL_LUMPS_FOUND). The phrase runs forward like the other label cues (roles.ts).
 */
export const MENU_LABEL_CUES: Names = {
  en: 'menu states,the menu states,menu lists it as,on the menu it says,menu card states',
  zh: '菜单写,菜单上写,菜单写着,菜单标,菜单标明,餐单写,餐单上写,餐单写着,菜牌写',
  ja: '献立表には,献立には,メニューには,献立表では,献立では',
  tl: 'sabi ng menu,nakasulat sa menu,ayon sa menu',
  id: 'di menu tertulis,menu tertulis,menurut menu,kata menu',
  vi: 'thực đơn ghi,trên thực đơn ghi,theo thực đơn',
  th: 'เมนูเขียนว่า,เมนูบอกว่า,ในเมนูเขียนว่า',
  es: 'el menu dice,el menu pone,en el menu dice,en el menu pone,segun el menu,la carta dice,el menu indica',
  fr: 'le menu indique,le menu dit,selon le menu,sur le menu c est',
  ko: '메뉴에는,메뉴판에는',
  de: 'laut speiseplan,auf dem speiseplan steht,speiseplan sagt,laut menü,laut menu',
  it: 'il menu dice,il menù dice,secondo il menu,sul menu c e scritto',
  pt: 'o cardapio diz,no cardapio diz,segundo o cardapio,o menu diz,no menu diz',
  nl: 'het menu zegt,volgens het menu,op het menu staat',
  sv: 'enligt menyn,menyn säger,på menyn står',
  ar: 'القائمة تقول,مكتوب في القائمة,حسب القائمة',
  hi: 'मेनू में लिखा,मेनू पर लिखा',
  ru: 'в меню указано,в меню написано,по меню',
};

/** Scripts written without spaces: a slide form in them is a phrase whose parts the lexicon must not read apart. */
const UNSPACED = /[\u0e00-\u0e7f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3\u0900-\u097f]/;

/**
 * Rule SLIDE_NEEDS_SPOON: the slide phrases ("cai inteiro", "falls off in one go", "かたまりのまま落ちた") read
 * as words that say nothing, so their parts ("inteiro": whole, "かたまり": lump) are not read as textures; the
 * clause reader gives them the tilt's result beside a spoon or a tilt. Derived from TEST_WORDS.slide: one list.
 */
export const SLIDE_PHRASES: Names = Object.fromEntries(
  Object.entries(TEST_WORDS.slide).map(([lang, list]) => [
    lang,
    list
      .split(',')
      .filter((f) => f.includes(' ') || UNSPACED.test(f))
      .join(','),
  ]),
);

/**
 * Rule TESTED_TENDER: the blanched thumbnail said as the pressure to apply, up to a point ("pressed till the
 * thumbnail blanches", "fork pressure applied until thumbnail white", "爪が白くなるまで押した", "压到指甲变白"). IDDSI
 * names the blanched nail as the force of the fork pressure test, not its result: read whole and left neutral, so
 * the thumbnail words inside are no pass; the result, when said, is read from its own words.
 */
export const FORK_PRESSURE_APPLIED: Names = {
  en: 'till thumbnail white,till the thumbnail white,until thumbnail white,until the thumbnail white,till thumbnail turned white,until thumbnail turned white,till thumbnail blanches,till the thumbnail blanches,until thumbnail blanches,until the thumbnail blanches,till the thumbnail blanched,until the thumbnail blanched,until thumbnail blanched,till thumbnail blanched,till the nail blanches,until the nail blanches,till nail blanches,until nail blanches,till the nail turns white,until the nail turns white,to blanch the thumbnail,enough to blanch the thumbnail',
  zh: '压到指甲变白,压至指甲变白,直到指甲变白,按到指甲变白,压到指甲发白,压至指甲发白,直到指甲发白',
  ja: '爪が白くなるまで,爪が白くなる程度まで',
};
