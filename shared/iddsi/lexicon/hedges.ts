/**
 * Words that say the writer is not sure of what they claim ("soft & bite sized??",
 * "碎餐, 唔知切得幾細", "menu says L5 but not tested", "malapot daw"): the claim is
 * a guess, not a finding (rule HEDGED_CLAIM, issue 14 class 7). Not hedges: words
 * that also measure ("about 4 mm", "大概") or compare ("好像蜂蜜", like honey), and
 * Spanish "no se" (also "no se deshace", it does not fall apart).
 */
import type { Lang, Names } from './terms';

export const HEDGE_WORDS: Names = {
  en: '??,not sure,unsure,not certain,dunno,don t know,do not know,no idea,supposedly,apparently,allegedly,i think,i guess,i reckon,probably,might be,may be,not confirmed',
  zh: '唔知,唔肯定,唔确定,不知道,不清楚,不确定,不肯定,应该係,应该是吧',
  ja: 'たぶん,多分,かもしれない,不明,わからない,分からない,と思う',
  tl: 'daw,raw daw,yata,siguro,hindi sigurado,hindi ko alam',
  id: 'katanya,mungkin,kayaknya,sepertinya,kurang tahu,tidak tahu,gak tau,ga tau,nggak tahu,tidak yakin,ga yakin,gak yakin',
  vi: 'hình như,chắc là,không rõ,không chắc,không biết',
  th: 'ไม่แน่ใจ,ไม่รู้,มั้ง,คิดว่า',
  es: 'no lo se,no estoy seguro,no estoy segura,quizas,quiza,tal vez,creo que,supuestamente',
  fr: 'je crois,peut etre,pas sur,pas sure,je ne sais pas,apparemment',
  ko: '아마,모르겠,잘 모름,것 같아요,것 같은데,인 듯,듯해요,확실하지 않,확실치 않',
  de: 'vielleicht,unklar,weiß nicht,ich glaube,glaube ich,glaub ich,vermutlich,wahrscheinlich,ich denke,nicht sicher',
  it: 'forse,non so,credo',
  pt: 'talvez,nao sei,acho que,acho,provavelmente,nao tenho certeza,parece que',
  // Not Arabic يمكن ("لا يمكن هرسه" is a failed test, not a doubt)
  ru: 'кажется,наверное,вроде бы,похоже,возможно,может быть,не уверен*,не знаю',
  ar: 'ربما,أعتقد,اعتقد,أظن,اظن,غير متأكد,لست متأكد,لا أعرف',
  hi: 'शायद,मुझे लगता,पता नहीं,पक्का नहीं,यकीन नहीं',
  pl: 'chyba,raczej,prawdopodobnie,może,wydaje się,nie wiem,nie jestem pewn*',
  nl: 'denk ik,misschien,waarschijnlijk,volgens mij,ik weet het niet,weet niet,niet zeker,lijkt',
  sv: 'kanske,tror jag,troligen,antagligen,verkar,vet inte,inte säker,osäker',
  tr: 'sanırım,galiba,herhalde,belki,muhtemelen,emin değilim,bilmiyorum',
};

/**
 * Rule UNTESTED_IS_NO_DOUBT: words that say the item was not tested ("not tested", "未测试", "sin probar"). They
 * doubt a claimed level or level name (rule HEDGED_CLAIM: "minced & moist, not tested"), not a preparation the
 * writer reports ("pureed veg (not tested)" is a purée whose test is still to do, as "no fork test done" says).
 */
export const UNTESTED_WORDS: Names = {
  // "no test done", "冇做測試": the same said with the test as a noun (rule VAGUE_THICKNESS_UNTESTED)
  en: 'not tested,untested,never tested,hasn t been tested,hasnt been tested,not been tested,not checked,unchecked,no test done,no test was done,didn t test,didnt test,did not test,haven t tested,havent tested',
  zh: '未测试,没测试,冇测试,冇试过,没试过,未试过,未验证,冇做测试,没做测试,没有做测试,没有测试,未做测试,冇做过测试,冇测过,没测过,未测过',
  ja: '未確認,テストしていない,テストしてない,確認していない,テストはしていない,テストはしてない,テストしていません,テストはしていません,未テスト',
  tl: 'hindi pa natetest,hindi pa nasubukan',
  id: 'belum dites,belum dicek,belum diuji',
  vi: 'chưa thử,chưa kiểm tra',
  th: 'ยังไม่ได้ทดสอบ,ยังไม่ได้ลอง',
  es: 'sin probar,no probado,no comprobado',
  fr: 'pas teste,non teste',
  ko: '확인 안',
  de: 'nicht getestet,ungetestet',
  it: 'non testato,non testata',
  pt: 'nao testado,nao testada',
  ru: 'не проверял*,не тестировал*',
  ar: 'لم يتم اختباره',
  hi: 'टेस्ट नहीं किया',
  pl: 'nie sprawdzał*,nie testował*',
  nl: 'niet getest,niet gecontroleerd',
  sv: 'inte testat,inte kontrollerat',
  tr: 'test etmedim,denemedim,kontrol etmedim',
};


/**
 * The one source of the words both hedge tables below read: they put a level or name near, not at, the
 * claim ("almost level 3", "almost honey", "差不多二级"). Where the tables differ it is on purpose: the
 * name hedges also compare or measure ("like", "como", "roughly", "ประมาณ"), so they count only right beside
 * a name; the approximation words ("not quite", "casi", "ほぼ") hedge the claim wherever they stand.
 */
const NEAR_WORDS: Names = {
  en: 'almost,more or less',
  es: 'mas o menos',
  vi: 'gần như',
  zh: '差不多',
  fr: 'presque',
  pt: 'quase',
};

/** Two word tables as one: each language's words, the shared ones first. */
function joined(shared: Names, own: Names): Names {
  const out: Names = { ...own };
  for (const [lang, words] of Object.entries(shared) as [Lang, string][]) out[lang] = own[lang] ? `${words},${own[lang]}` : words;
  return out;
}

/**
 * Rule LEGACY_NAME_HEDGED: words that hedge a level or legacy name right beside it ("nectar-ish",
 * "sort of honey thick", "kinda pudding"): the name is an approximation, not a claim of that level.
 * Before the name, or (suffixes) right after it. Not hedges: words that are part of a name ("agak kental",
 * "medyo malapot", "tipo néctar").
 */
export const NAME_HEDGES_BEFORE: Names = joined(NEAR_WORDS, {
  en: 'sort of,sorta,kind of,kinda,like,roughly',
  es: 'algo,medio,como',
  tl: 'parang',
  id: 'kayak,semacam',
  vi: 'kiểu,như',
  zh: '好似,好像,有点像',
  ja: 'みたいな,くらいの',
  th: 'ประมาณ,คล้าย',
  fr: 'genre,un peu comme',
  pt: 'meio,tipo um,tipo uma',
  // not Arabic مثل (part of the names "مثل العسل"), not Korean 정도 (of "푸딩 정도")
  de: 'so ähnlich wie,so was wie,sowas wie,so etwas wie,ungefähr,etwa',
  ru: 'что-то вроде,вроде,примерно,типа',
  ar: 'يشبه,تقريبا,تقريباً,شبه',
  hi: 'लगभग',
});
export const NAME_HEDGES_AFTER: Names = {
  en: 'ish,like,ish thick,kinda',
  es: 'o asi,mas o menos',
  ja: 'っぽい,みたい,くらい',
  zh: '咁上下,左右',
  hi: 'जैसा,जैसी,जैसे',
  ko: '같은,같아요,쯤',
};

/**
 * words that put a stated level or texture near, not at, the
 * claim ("almost level 3", "差不多二级", "casi puré"); "-ish" and "nearly" are left out ("smooth-ish" is near the
 * level, "nearly full" is a flow-test reading). The claim is approximate, not a finding:
 * read as a hedge (rule APPROXIMATE_CLAIM). Words that also measure ("about 2 cm", "1cmくらい", "khoảng", "kira-kira", "ประมาณ") or compare
 * ("como", "parang") are left out: they need the level beside them, which the matcher does not pair.
 */
export const APPROXIMATION_WORDS: Names = joined(NEAR_WORDS, {
  en: 'not quite,just under,just short of,slightly thinner than,a bit thinner than,a little thinner than,pretty much',
  zh: '几乎,接近,大概打成,大概係,大概是',
  ja: 'ほぼ',
  tl: 'halos',
  id: 'hampir,kurang lebih',
  th: 'เกือบ',
  es: 'casi',
  fr: 'a peu pres',
  pt: 'mais ou menos',
  it: 'quasi,piu o meno',
});
