/**
 * Units, comparators and spelled-out numbers of the languages outside the
 * response set (ko, fr, de, it, pt, ar, hi, ru), by concept, read by
 * ../text/measures.ts next to its own lists (issue 14, class 4: "weniger als
 * 1 ml", "не более 4 мм", "أقل من 1 مل", "1 मिली से कम"). A quantity under a
 * comparator keeps its bound; test/iddsi/foreign-core-coverage.test.ts fails
 * when a language lacks one of these concepts.
 *
 * Forms are compared with the normalised text (lower case, Latin diacritics
 * removed: "höchstens" is read as "hochstens"); numbers are "word=value".
 */
import type { Names } from './terms';

export type MeasureConcept =
  | 'ml'
  | 'mm'
  | 'cm'
  | 'seconds'
  | 'less_than'
  | 'less_than_after'
  | 'more_than'
  | 'more_than_after'
  | 'about'
  | 'numbers';

export const MEASURE_WORDS: Readonly<Record<MeasureConcept, Names>> = {
  ml: {
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
    ko: '밀리미터,mm',
    fr: 'millimetres,millimetre,mm',
    de: 'millimeter,mm',
    it: 'millimetri,millimetro,mm',
    pt: 'milimetros,milimetro,mm',
    ru: 'мм,миллиметр,миллиметров,миллиметра',
    ar: 'ملم,مم,مليمتر,ملليمتر',
    hi: 'मिमी,मि.मी,मिलीमीटर',
  },
  cm: {
    ko: '센티미터,센티,cm',
    fr: 'centimetres,centimetre,cm',
    de: 'zentimeter,cm',
    it: 'centimetri,centimetro,cm',
    pt: 'centimetros,centimetro,cm',
    ru: 'см,сантиметр,сантиметров,сантиметра',
    ar: 'سم,سنتيمتر,سنتيمترات',
    hi: 'सेमी,से.मी,सेंटीमीटर',
  },
  seconds: {
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
    ko: '최대',
    fr: 'moins de,moins d,inferieur a,jusqu a,au maximum,au plus,pas plus de,pas plus gros que,pas plus grand que,pas plus grands que',
    de: 'weniger als,hochstens,maximal,unter,nicht mehr als,bis zu,kleiner als,nicht großer als,nicht grosser als,nicht uber',
    it: 'meno di,al massimo,fino a,non piu di,inferiore a,massimo,non piu grande di,non piu grandi di,non superiore a',
    pt: 'menos de,menos que,no maximo,ate,nao mais de,inferior a,maximo,nao maior que,nao maiores que,nao mais que',
    ru: 'не более,меньше,менее,до,максимум,не больше,не крупнее,не превышает',
    ar: 'أقل من,اقل من,لا يزيد عن,لا تزيد عن,حتى,بحد أقصى,لا يتجاوز,لا تتجاوز,لا يتعدى',
    hi: 'अधिकतम,ज़्यादा से ज़्यादा',
  },
  less_than_after: {
    ko: '이하,미만,넘지 않,를 넘지 않,을 넘지 않',
    fr: 'ou moins,maximum,max',
    de: 'oder weniger,maximal,hochstens',
    it: 'o meno,al massimo',
    pt: 'ou menos,no maximo',
    ru: 'или меньше,или менее,максимум',
    ar: 'أو أقل,او اقل',
    hi: 'से कम,या कम,तक,से बड़ा नहीं,से बड़े नहीं,से ज़्यादा नहीं,से ज्यादा नहीं',
  },
  more_than: {
    ko: '최소',
    fr: 'plus de,superieur a,au moins',
    de: 'mehr als,uber,mindestens,großer als,grosser als',
    it: 'piu di,oltre,almeno,superiore a',
    pt: 'mais de,mais que,acima de,pelo menos,superior a',
    ru: 'более,больше,свыше,не менее,минимум',
    ar: 'أكثر من,اكثر من,على الأقل,يزيد عن',
    hi: 'कम से कम',
  },
  more_than_after: {
    ko: '이상,초과',
    fr: 'ou plus',
    de: 'oder mehr',
    it: 'o piu',
    pt: 'ou mais',
    ru: 'или больше,или более',
    ar: 'أو أكثر,او اكثر',
    hi: 'से ज़्यादा,से अधिक,से ज्यादा,या अधिक',
  },
  about: {
    ko: '약,대략',
    fr: 'environ,a peu pres,presque',
    de: 'etwa,ungefahr,ca,circa,rund',
    it: 'circa,piu o meno,quasi',
    pt: 'cerca de,uns,umas,aproximadamente,mais ou menos,quase',
    ru: 'около,примерно,приблизительно,почти',
    ar: 'حوالي,تقريبا,نحو',
    hi: 'लगभग,करीब,तकरीबन',
  },
  numbers: {
    ko: '하나=1,한=1,두=2,세=3,네=4,다섯=5,여섯=6,일곱=7,여덟=8,아홉=9,열=10,삼=3,오=5,육=6,칠=7,팔=8,구=9,십=10,반=0.5',
    fr: 'demi=0.5,une=1,deux=2,trois=3,quatre=4,cinq=5,sept=7,huit=8,neuf=9,dix=10,quinze=15,vingt=20',
    de: 'null=0,halb=0.5,ein=1,eins=1,eine=1,einen=1,zwei=2,drei=3,vier=4,funf=5,sechs=6,sieben=7,acht=8,neun=9,zehn=10,funfzehn=15,zwanzig=20',
    it: 'mezzo=0.5,uno=1,una=1,due=2,tre=3,quattro=4,cinque=5,sei=6,sette=7,otto=8,nove=9,dieci=10,quindici=15,venti=20',
    pt: 'meio=0.5,meia=0.5,um=1,uma=1,dois=2,duas=2,tres=3,quatro=4,cinco=5,seis=6,sete=7,oito=8,nove=9,dez=10,quinze=15,vinte=20',
    ru: 'ноль=0,пол=0.5,половина=0.5,один=1,одна=1,одного=1,два=2,две=2,три=3,четыре=4,пять=5,шесть=6,семь=7,восемь=8,девять=9,десять=10,пятнадцать=15,двадцать=20',
    ar: 'صفر=0,نصف=0.5,واحد=1,اثنان=2,اثنين=2,ثلاثة=3,ثلاث=3,أربعة=4,أربع=4,خمسة=5,خمس=5,ستة=6,سبعة=7,ثمانية=8,تسعة=9,عشرة=10,عشر=10',
    hi: 'शून्य=0,आधा=0.5,एक=1,दो=2,तीन=3,चार=4,पांच=5,पाँच=5,छह=6,छः=6,सात=7,आठ=8,नौ=9,दस=10,पंद्रह=15,बीस=20',
  },
};
