/**
 * Units, comparators and spelled-out numbers of every language the engine
 * reads, by concept, read by ../text/measures.ts (issue 14, class 4: "weniger als
 * 1 ml", "не более 4 мм", "أقل من 1 مل", "1 मिली से कम"). A quantity under a
 * comparator keeps its bound; test/iddsi/foreign-core-coverage.test.ts fails
 * when a language lacks one of these concepts.
 *
 * Forms are compared with the normalised text (lower case, Latin diacritics
 * removed: "höchstens" is read as "hochstens"); numbers are "word=value"
 * (Chinese and Japanese numerals are read by measures.ts itself).
 */
import type { Names } from './terms';

export type MeasureConcept =
  | 'ml'
  | 'mm'
  | 'cm'
  | 'inch'
  | 'seconds'
  | 'less_than'
  | 'less_than_after'
  | 'more_than'
  | 'more_than_after'
  | 'at_least'
  | 'at_least_after'
  | 'about'
  | 'about_after'
  | 'just_under'
  | 'numbers';

export const MEASURE_WORDS: Readonly<Record<MeasureConcept, Names>> = {
  ml: {
    en: 'millilitres,milliliters,millilitre,milliliter,ml,mls,cc',
    es: 'mililitros,mililitro,ml,cc',
    zh: '毫升,亳升,ml,cc',
    ja: 'ミリリットル,ml,cc',
    tl: 'mililitro,ml',
    id: 'mililiter,ml,cc',
    vi: 'mililit,ml',
    th: 'มิลลิลิตร,มล,ml',
    ko: '밀리리터,미리리터,ml',
    fr: 'millilitres,millilitre,ml',
    de: 'milliliter,ml',
    it: 'millilitri,millilitro,ml',
    pt: 'mililitros,mililitro,ml',
    ru: 'мл,миллилитр,миллилитров,миллилитра',
    ar: 'مل,ملل,مليلتر,ملليلتر',
    hi: 'मिली,मि.ली,मिलीलीटर,एमएल',
  },
  mm: {
    en: 'millimetres,millimeters,millimetre,millimeter,mm',
    es: 'milimetros,milimetro,mm',
    zh: '毫米,公厘,mm',
    ja: 'ミリメートル,ミリ,mm',
    tl: 'milimetro,mm',
    id: 'milimeter,mm',
    vi: 'milimet,mm',
    th: 'มิลลิเมตร,มม,mm',
    ko: '밀리미터,밀리,mm',
    fr: 'millimetres,millimetre,mm',
    de: 'millimeter,mm',
    it: 'millimetri,millimetro,mm',
    pt: 'milimetros,milimetro,mm',
    ru: 'мм,миллиметр,миллиметров,миллиметра',
    ar: 'ملم,مم,مليمتر,ملليمتر',
    hi: 'मिमी,मि.मी,मिलीमीटर',
  },
  cm: {
    en: 'centimetres,centimeters,centimetre,centimeter,cm',
    es: 'centimetros,centimetro,cm',
    zh: '厘米,公分,cm',
    ja: 'センチメートル,センチ,cm',
    tl: 'sentimetro,sentimeter,cm',
    id: 'sentimeter,cm',
    vi: 'phan,xentimet,cm',
    th: 'เซนติเมตร,ซม,cm',
    ko: '센티미터,센티,cm',
    fr: 'centimetres,centimetre,cm',
    de: 'zentimeter,cm',
    it: 'centimetri,centimetro,cm',
    pt: 'centimetros,centimetro,cm',
    ru: 'см,сантиметр,сантиметров,сантиметра',
    ar: 'سم,سنتيمتر,سنتيمترات',
    hi: 'सेमी,से.मी,सेंटीमीटर',
  },
  // pieces cut by the inch in kitchens that measure so (25.4 mm); never "in" or a bare quote
  inch: {
    en: 'inches,inch',
    es: 'pulgadas,pulgada',
    zh: '英寸,吋',
    ja: 'インチ',
    tl: 'pulgada,pulgadas',
    id: 'inci',
    vi: 'inch',
    th: 'นิ้ว',
    ko: '인치',
    fr: 'pouces,pouce',
    de: 'zoll',
    it: 'pollici,pollice',
    pt: 'polegadas,polegada',
    ru: 'дюйм,дюйма,дюймов',
    ar: 'إنش,انش,بوصة,بوصات',
    hi: 'इंच',
  },
  seconds: {
    en: 'seconds,second,secs,sec,s',
    es: 'segundos,segundo,s',
    zh: '秒',
    ja: '秒',
    tl: 'segundo,segundos,s',
    id: 'detik,s',
    vi: 'giay,s',
    th: 'วินาที',
    ko: '초',
    fr: 'secondes,seconde,sec',
    de: 'sekunden,sekunde,sek',
    it: 'secondi,secondo,sec',
    pt: 'segundos,segundo,seg',
    ru: 'секунд,секунды,секунду,сек',
    ar: 'ثوان,ثواني,ثانية,ثوانٍ',
    hi: 'सेकंड,सेकेंड',
  },
  less_than: {
    en: 'less than,under,below,up to,max,maximum,no more than,no bigger than,no larger than,none bigger than,none larger than,nothing bigger than,nothing larger than,not more than,not bigger than,not exceeding,smaller than,within,at most,not even',
    es: 'menos de,menos que,inferior a,hasta,como maximo,no mas de,ni siquiera,ni',
    zh: '少于,小于,不超过,唔超过,低于,少过,细过,未满,不大于,唔大过,不够,唔够,未够,不足,不到,唔到,最大,最多,最长',
    ja: 'まで,未満の,最大',
    tl: 'mas mababa sa,hindi hihigit sa,hindi lalampas sa,wala pang,kulang sa',
    id: 'kurang dari,di bawah,maksimal,maks,tidak lebih dari,tak lebih dari,nggak lebih dari,gak lebih dari,ga lebih dari,enggak lebih dari,ndak lebih dari,tidak melebihi,tidak sampai',
    vi: 'duoi,khong qua,nho hon,toi da,chua toi,chua den,khong toi,it hon',
    th: 'ไม่เกิน,น้อยกว่า,ต่ำกว่า,เล็กกว่า,ไม่ถึง',
    ko: '최대',
    fr: 'moins de,moins d,inferieur a,jusqu a,au maximum,au plus,pas plus de,pas plus gros que,pas plus grand que,pas plus grands que,pas meme,meme pas',
    de: 'weniger als,hochstens,maximal,unter,nicht mehr als,bis zu,kleiner als,nicht großer als,nicht grosser als,nicht uber,nicht einmal,nicht mal,keine',
    it: 'meno di,al massimo,fino a,non piu di,inferiore a,massimo,non piu grande di,non piu grandi di,non superiore a,neanche,nemmeno,neppure',
    pt: 'menos de,menos que,no maximo,ate,nao mais de,inferior a,maximo,nao maior que,nao maiores que,nao mais que,nem',
    ru: 'не более,меньше,менее,до,максимум,не больше,не крупнее,не превышает,даже не,ни',
    ar: 'أقل من,اقل من,لا يزيد عن,لا تزيد عن,حتى,بحد أقصى,لا يتجاوز,لا تتجاوز,لا يتعدى',
    hi: 'अधिकतम,ज़्यादा से ज़्यादा',
  },
  less_than_after: {
    en: 'or less,or smaller,max,or under',
    zh: '以下,以内,或以下,以內,都没剩,也没剩,都冇剩,都不剩,都没有剩,都未剩,都不到,也不到,都唔到,都未到,都冇,都没有,不到',
    ja: 'より少ない,より少なく,より少な,以下,以内,未満,以下に,も残らな,も残らず,も残ってな,も残っていな,もない,も無い,もなかった',
    ko: '이하,미만,넘지 않,를 넘지 않,을 넘지 않,도 안 남,도 남지 않,도 안 남았',
    fr: 'ou moins,maximum,max',
    de: 'oder weniger,maximal,hochstens',
    it: 'o meno,al massimo',
    pt: 'ou menos,no maximo',
    ru: 'или меньше,или менее,максимум',
    ar: 'أو أقل,او اقل',
    hi: 'से कम,या कम,तक,से बड़ा नहीं,से बड़े नहीं,से ज़्यादा नहीं,से ज्यादा नहीं',
  },
  more_than: {
    ja: '最低,少なくとも',
    en: 'more than,over,above,greater than,larger than,bigger than,at least,exceeding',
    es: 'mas de,superior a,mayor de,mayor que',
    zh: '大于,多于,超过,多过,大过,超出',
    tl: 'higit sa,mahigit,lampas sa',
    id: 'lebih dari,di atas',
    vi: 'tren,lon hon,hon,nhieu hon',
    th: 'มากกว่า,เกิน,ใหญ่กว่า',
    ko: '최소',
    fr: 'plus de,superieur a,au moins',
    de: 'mehr als,uber,mindestens,großer als,grosser als',
    it: 'piu di,oltre,almeno,superiore a',
    pt: 'mais de,mais que,acima de,pelo menos,superior a',
    ru: 'более,больше,свыше,не менее,минимум',
    ar: 'أكثر من,اكثر من,على الأقل,يزيد عن',
    hi: 'कम से कम',
  },
  // strict forms only; "or more", "以上" are inclusive (at_least_after)
  more_than_after: {
    // a plus sign after the unit ("8 ml+ left"): more than that (any script writes it)
    en: 'or bigger,or larger,plus,and a bit,+',
    zh: '超过,超,多一点,多一些,多少少,多啲,出头',
    ja: 'より多い,より多く,より多,を超える,を超え,超え,をちょっと超える,をちょっと超え,を少し超える,を少し超え,をやや超える,をやや超え,を若干超える,ちょっと超え,少し超え,やや超え,をわずかに超え',
    ko: '초과',
    hi: 'से ज़्यादा,से अधिक,से ज्यादा,या अधिक',
  },
  // Lower bounds that include their value ("at least 8 ml" may be 8.0, IDDSI's Level 2 limit): rule FLOW_BOUND_INCLUSIVE.
  at_least: {
    en: 'at least,no less than,not less than,a minimum of,minimum',
    es: 'al menos,por lo menos,como minimo,no menos de',
    zh: '至少,最少,不少于,唔少过,起码',
    ja: '最低,少なくとも',
    tl: 'hindi bababa sa,hindi kukulangin sa',
    id: 'paling sedikit,sekurang kurangnya,setidaknya,minimal',
    vi: 'it nhat,toi thieu',
    th: 'อย่างน้อย',
    ko: '최소',
    fr: 'au moins,au minimum',
    de: 'mindestens',
    it: 'almeno',
    pt: 'pelo menos,no minimo',
    ru: 'не менее,минимум',
    ar: 'على الأقل',
    hi: 'कम से कम',
  },
  at_least_after: {
    en: 'or more',
    zh: '以上,或以上',
    ja: '以上',
    ko: '이상',
    fr: 'ou plus',
    de: 'oder mehr',
    it: 'o piu',
    pt: 'ou mais',
    ru: 'или больше,или более',
    ar: 'أو أكثر,او اكثر',
  },
  // Rule FLOW_JUST_UNDER: "just under 5 ml" is a little below its bound, not anything below it
  just_under: {
    en: 'just under,just below,a little under,a little below,slightly under,slightly below,slightly less than,a little less than,just less than,a bit under,a bit less than,almost,nearly,not quite',
    es: 'poco menos de,un poco menos de,casi',
    zh: '差一点,差少少,差啲,将近,接近,快到',
    ja: 'ほぼ',
    tl: 'halos,kaunting kulang sa',
    id: 'hampir,sedikit kurang dari,nyaris',
    vi: 'gan,suyt soat,it hon mot chut',
    th: 'เกือบ,เกือบจะ',
    fr: 'un peu moins de,presque,pres de',
  },
  about: {
    en: 'about,approx,approximately,around,roughly,circa,ca',
    es: 'unos,unas,aproximadamente,alrededor de,cerca de',
    zh: '约,大约,大概,差不多,约莫',
    ja: 'およそ,約',
    tl: 'mga,humigit kumulang,halos',
    id: 'sekitar,kira kira,kurang lebih',
    vi: 'khoang',
    th: 'ประมาณ',
    ko: '약,대략',
    fr: 'environ,a peu pres,presque',
    de: 'etwa,ungefahr,ca,circa,rund',
    it: 'circa,piu o meno,quasi',
    pt: 'cerca de,uns,umas,aproximadamente,mais ou menos,quase',
    ru: 'около,примерно,приблизительно,почти',
    ar: 'حوالي,تقريبا,نحو',
    hi: 'लगभग,करीब,तकरीबन',
  },
  about_after: {
    en: 'or so,ish',
    zh: '左右,上下,前后',
    ja: '程度,くらい,ぐらい',
    ko: '정도',
  },
  numbers: {
    en: 'zero=0,half a=0.5,half an=0.5,half=0.5,a quarter of a=0.25,a quarter of an=0.25,quarter of a=0.25,quarter of an=0.25,quarter=0.25,an=1,a=1,one=1,two=2,three=3,four=4,five=5,six=6,seven=7,eight=8,nine=9,ten=10,eleven=11,twelve=12,fifteen=15,twenty=20',
    es: 'cero=0,medio=0.5,un=1,uno=1,una=1,dos=2,tres=3,cuatro=4,cinco=5,seis=6,siete=7,ocho=8,nueve=9,diez=10,quince=15,veinte=20',
    tl: 'isang=1,isa=1,dalawang=2,dalawa=2,tatlong=3,tatlo=3,apat na=4,apat=4,limang=5,anim na=6,anim=6,pitong=7,pito=7,walong=8,walo=8,siyam na=9,siyam=9,sampung=10,sampu=10',
    id: 'nol=0,setengah=0.5,satu=1,dua=2,tiga=3,empat=4,lima=5,enam=6,tujuh=7,delapan=8,sembilan=9,sepuluh=10,lima belas=15,dua puluh=20',
    vi: 'mot=1,hai=2,ba=3,bon=4,nam=5,sau=6,bay=7,tam=8,chin=9,muoi=10,nua=0.5,ruoi=0.5',
    th: 'ศูนย์=0,ครึ่ง=0.5,หนึ่ง=1,สอง=2,สาม=3,สี่=4,ห้า=5,หก=6,เจ็ด=7,แปด=8,เก้า=9,สิบ=10,สิบห้า=15,ยี่สิบ=20',
    ko: '하나=1,한=1,두=2,세=3,네=4,다섯=5,여섯=6,일곱=7,여덟=8,아홉=9,열=10,삼=3,오=5,육=6,칠=7,팔=8,구=9,십=10,반=0.5',
    fr: 'demi=0.5,une=1,deux=2,trois=3,quatre=4,cinq=5,sept=7,huit=8,neuf=9,dix=10,quinze=15,vingt=20',
    de: 'null=0,halb=0.5,halben=0.5,einem halben=0.5,einem=1,ein=1,eins=1,eine=1,einen=1,zwei=2,drei=3,vier=4,funf=5,sechs=6,sieben=7,acht=8,neun=9,zehn=10,funfzehn=15,zwanzig=20',
    it: 'mezzo=0.5,uno=1,una=1,due=2,tre=3,quattro=4,cinque=5,sei=6,sette=7,otto=8,nove=9,dieci=10,quindici=15,venti=20',
    pt: 'meio=0.5,meia=0.5,um=1,uma=1,dois=2,duas=2,tres=3,quatro=4,cinco=5,seis=6,sete=7,oito=8,nove=9,dez=10,quinze=15,vinte=20',
    ru: 'ноль=0,пол=0.5,половина=0.5,один=1,одна=1,одного=1,два=2,две=2,три=3,четыре=4,пять=5,шесть=6,семь=7,восемь=8,девять=9,десять=10,пятнадцать=15,двадцать=20',
    ar: 'صفر=0,نصف=0.5,واحد=1,اثنان=2,اثنين=2,ثلاثة=3,ثلاث=3,أربعة=4,أربع=4,خمسة=5,خمس=5,ستة=6,سبعة=7,ثمانية=8,تسعة=9,عشرة=10,عشر=10',
    hi: 'शून्य=0,आधा=0.5,एक=1,दो=2,तीन=3,चार=4,पांच=5,पाँच=5,छह=6,छः=6,सात=7,आठ=8,नौ=9,दस=10,पंद्रह=15,बीस=20',
  },
};
