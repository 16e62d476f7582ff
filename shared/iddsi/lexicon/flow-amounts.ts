/**
 * Rule FLOW_AMOUNT_IN_WORDS: what stayed in the 10 ml syringe after 10 s, said as an amount in words
 * ("almost nothing came out", "half left", "a quarter stayed"), read as the residue it stands for.
 * IDDSI flow test: Level 1 leaves 1-4 ml, Level 2 4-8 ml, Level 3 more than 8 ml. The emptied
 * syringe (Level 0) is FLOW_EMPTY_WORDS (terms.ts); no flow at all is the no_flow row.
 */
import type { Names } from './terms';

export interface FlowAmountRow {
  id: 'little_out' | 'most_left' | 'half_left' | 'quarter_left';
  /** The residue in ml the words stand for, inside its IDDSI band. */
  residueMl: number;
  /** Read without a syringe or flow-test word: the words themselves say the liquid came out. */
  alone: boolean;
  names: Names;
}

export const FLOW_AMOUNT_WORDS: readonly FlowAmountRow[] = [
  {
    // some flow, the syringe still (nearly) full: more than 8 ml, Level 3 (not no flow)
    id: 'little_out',
    residueMl: 9,
    alone: true,
    names: {
      en: 'almost nothing came out,almost nothing came out of the syringe,almost nothing comes out of the syringe,almost nothing came out the syringe,almost nothing came through the syringe,almost nothing flowed through the syringe,almost nothing flowed out,almost nothing ran out,almost nothing came through,hardly anything came out,hardly anything flowed out,barely anything came out,barely any came out,only a few drops came out,just a few drops came out,a few drops came out,a few drops dripped out,only a few drops dripped out,only a drop or two came out,only a little came out,only a tiny bit came out,very little came out',
      zh: '几乎没流出来,几乎没有流出来,差不多冇流出嚟,几乎冇流出嚟,只流出几滴,只滴出几滴,只流咗几滴,只流出一点点,只滴了几滴',
      ja: 'ほとんど出なかった,ほとんど流れなかった,ほとんど落ちなかった,数滴しか出なかった,数滴しか落ちなかった,少ししか出なかった',
      ko: '거의 안 나왔,거의 나오지 않,몇 방울만 나왔,거의 흐르지 않',
      tl: 'halos walang lumabas,halos walang tumulo,ilang patak lang ang lumabas,kaunti lang ang lumabas',
      id: 'hampir tidak ada yang keluar,hampir tidak keluar,cuma beberapa tetes yang keluar,hanya beberapa tetes yang keluar,hanya sedikit yang keluar',
      vi: 'gần như không chảy,hầu như không chảy,gần như không có gì chảy ra,chỉ chảy ra vài giọt,chỉ nhỏ vài giọt,chảy ra rất ít',
      th: 'แทบไม่ไหล,แทบไม่ไหลออกเลย,ไหลออกมาแค่ไม่กี่หยด,ไหลออกนิดเดียว',
      es: 'casi no salio nada,casi nada salio,apenas salio,apenas goteo,solo salieron unas gotas,solo salieron unas pocas gotas,salio muy poco',
      fr: 'presque rien n est sorti,presque rien ne sort,presque rien n a coule,a peine coule,seulement quelques gouttes sont sorties,il n est presque rien sorti,quelques gouttes seulement,seulement quelques gouttes',
      de: 'fast nichts kam heraus,fast nichts kam raus,kam fast nichts heraus,kam fast nichts raus,es kam fast nichts heraus,fast nichts ist durchgelaufen,fast nichts durchgelaufen,nur ein paar tropfen kamen heraus,nur wenige tropfen kamen heraus,kaum etwas kam heraus,kaum was durchgelaufen,kaum etwas durchgelaufen,kaum was rausgekommen',
      it: 'quasi niente e uscito,quasi nulla e uscito,e uscito quasi niente,e uscito quasi nulla,sono uscite solo poche gocce,solo qualche goccia e uscita',
      pt: 'quase nada saiu,quase nao saiu nada,saiu quase nada,so sairam algumas gotas,saiu muito pouco',
      ar: 'لم يخرج إلا القليل,لم يخرج الا القليل,خرج القليل فقط,خرجت بضع قطرات فقط',
      hi: 'बहुत कम निकला,थोड़ा सा ही निकला,कुछ बूंदें ही निकलीं,लगभग कुछ नहीं निकला',
      ru: 'почти ничего не вытекло,почти ничего не вышло,почти не вытекло,вытекло всего несколько капель,вытекло только несколько капель,вытекло совсем немного',
    },
  },
  {
    // the syringe nearly full in a flow test: more than 8 ml, Level 3
    id: 'most_left',
    residueMl: 9,
    alone: false,
    names: {
      en: 'almost full,nearly full,still almost full,mostly full,most of it stayed,most of it remained,most stayed,most remained,the rest stayed,rest stayed,barely dripped,hardly dripped,barely moved,hardly moved',
      zh: '几乎满的,差不多满,还是差不多满,大部分留在,大部分还在,剩下的都留在',
      ja: 'ほぼ満タン,ほとんど残った,ほぼ全部残った,大部分が残った',
      ko: '거의 가득,거의 다 남,대부분 남',
      tl: 'halos puno pa,halos puno,karamihan naiwan,karamihan ay naiwan',
      id: 'hampir penuh,masih hampir penuh,sebagian besar tersisa,sebagian besar masih tersisa',
      vi: 'còn gần đầy,gần đầy,vẫn gần đầy,còn gần như đầy,phần lớn còn lại',
      th: 'เกือบเต็ม,ยังเกือบเต็ม,เหลือเกือบหมด,ส่วนใหญ่ยังเหลือ',
      es: 'casi llena,casi lleno,quedo casi todo,quedo casi llena,quedo casi lleno,la mayor parte quedo,el resto se quedo',
      fr: 'presque pleine,presque plein,encore presque pleine,la plupart est restee,le reste est reste',
      de: 'fast voll,noch fast voll,das meiste blieb,der rest blieb,fast alles blieb drin',
      it: 'quasi piena,quasi pieno,ancora quasi piena,e rimasto quasi tutto,il resto e rimasto',
      pt: 'quase cheia,quase cheio,ainda quase cheia,ficou quase tudo,o resto ficou',
      ru: 'почти полный,почти полная,почти полон,почти всё осталось,почти все осталось,остальное осталось',
    },
  },
  {
    // about half of the 10 ml left: 4-8 ml, Level 2
    id: 'half_left',
    residueMl: 5,
    alone: false,
    names: {
      en: 'about half dripped out,half dripped out,half came out,half of it came out,half ran out,half of it ran out,half flowed out,half left,half was left,half remained,half of it remained,half of it was left,half stayed,half of it stayed,half full,half empty',
      zh: '剩一半,剩下一半,还剩一半,流出一半,流了一半,一半流出,剩返一半,剩低一半',
      ja: '半分残った,半分ほど残った,半分くらい残った,半分流れた,半分落ちた',
      ko: '절반 남,반쯤 남,반 정도 남,절반 정도 남,절반이 남,절반 흘러',
      tl: 'kalahati ang natira,kalahati ang naiwan,kalahati ang lumabas,naiwan ang kalahati,natira ang kalahati',
      id: 'tersisa setengah,sisa setengah,setengahnya tersisa,setengah keluar,setengahnya keluar,tinggal setengah',
      vi: 'còn một nửa,còn lại một nửa,chảy ra một nửa,chảy một nửa,còn nửa',
      th: 'เหลือครึ่งหนึ่ง,เหลือครึ่ง,ไหลออกครึ่งหนึ่ง,ไหลออกมาครึ่งหนึ่ง',
      es: 'quedo la mitad,quedaba la mitad,salio la mitad,la mitad quedo,la mitad salio',
      fr: 'la moitie est restee,reste la moitie,il reste la moitie,la moitie est sortie,a moitie pleine',
      de: 'die hälfte blieb,hälfte übrig,die hälfte lief raus,die hälfte ist durchgelaufen,halb voll,halbvoll',
      it: 'e rimasta meta,rimasta la meta,meta e uscita,e uscita meta,mezza piena',
      pt: 'ficou metade,sobrou metade,saiu metade,metade saiu,metade ficou,meio cheia',
      ru: 'осталась половина,половина осталась,вытекла половина,половина вытекла',
    },
  },
  {
    // a quarter of the 10 ml left: 1-4 ml, Level 1
    id: 'quarter_left',
    residueMl: 2.5,
    alone: false,
    names: {
      en: 'a quarter stayed,a quarter left,a quarter remained,quarter left,quarter remained,a quarter of it stayed,a quarter of it remained,three quarters came out,three quarters ran out,three quarters flowed out',
      zh: '剩四分之一,还剩四分之一,剩下四分之一,流出四分之三',
      ja: '4分の1残った,四分の一残った,4分の3流れた',
      ko: '4분의 1 남,사분의 일 남,4분의 3 흘러',
      tl: 'sangkapat ang natira,sangkapat ang naiwan',
      id: 'tersisa seperempat,sisa seperempat,tinggal seperempat',
      vi: 'còn một phần tư,còn lại một phần tư',
      th: 'เหลือหนึ่งในสี่,เหลือเศษหนึ่งส่วนสี่',
      es: 'quedo un cuarto,quedo una cuarta parte,salieron tres cuartos',
      fr: 'il reste un quart,un quart est reste,reste un quart,trois quarts sont sortis',
      de: 'ein viertel blieb,ein viertel übrig,drei viertel liefen raus',
      it: 'e rimasto un quarto,rimasto un quarto,tre quarti sono usciti',
      pt: 'ficou um quarto,sobrou um quarto,sairam tres quartos',
      ru: 'осталась четверть,осталась одна четверть,вытекло три четверти',
    },
  },
];
