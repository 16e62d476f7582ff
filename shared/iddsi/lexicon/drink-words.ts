/**
 * Rule DRINK_WORDS_UNREAD, its other side: words carers write beside a drink that say nothing of its
 * thickness or of anything in it (how hot, how sweet, how fresh, plain, a flavour, how it is served),
 * in every language read. They are read and left neutral, so that a word the engine does NOT know
 * beside a drink ("water with some kelamfu in it") is the one that lowers the confidence.
 * Chinese "那种" (that kind) is read whole, so its 种 is not the seed (種) of Japanese.
 */
import type { Names } from './terms';

export const DRINK_NEUTRAL: Names = {
  // rule SPOON_TILT_ONE_LUMP: the thin film left on a spoon or cup is said of a tilted Level 4 food and of a thin drink
  // alike: read whole and left neutral, neither the passed tilt nor a thin drink ("leaves a thin film on the spoon")
  en: 'thin film,a thin film,leaves a thin film,leaves only a thin film,only leaves a thin film,only a thin film left,a thin film left,thin film left,thin film on the spoon,thin film of residue,thin film remains,hot,warm,cold,iced,chilled,cool,lukewarm,room temp,room temperature,at bedtime,sweet,sweetened,unsweetened,sugar,sugars,no sugar,sugar free,with sugar,plain,natural,fresh,freshly squeezed,regular,normal,tap,weak,strong,black,decaf,vanilla,mint,clear,made with,made w,jug,can of,cuppa,mug,bottle,small,large,a little',
  // drunk in one gulp (一啖過飲晒): 一啖 there is how it was drunk, not a bite-sized piece
  zh: '一啖過,一啖过,一啖飲晒,一啖饮晒,一啖就飲晒,一口气喝完,一口氣飲晒,一口喝完,一口喝光,一口气喝光,热,熱,暖,温,溫,冻,凍,冰,凉,涼,走甜,少甜,少糖,无糖,無糖,加糖,甜,原味,鲜,鮮,新鲜,新鮮,清,淡,浓,濃,一碗,一壶,一壺,一锅,一鍋,煲咗锅,煲咗鍋,煮咗锅,煮咗鍋,那种,这种,哪种,一种,嗰种,呢种',
  ja: '温かい,あたたかい,暖かい,冷たい,つめたい,冷やした,常温,ホット,アイス,ぬるい,無糖,砂糖なし,加糖,甘い,甘くない,ストレート,温めた',
  tl: 'mainit,malamig,maligamgam,matamis,walang asukal,may asukal,sariwa,plain,regular,isang tasa,tasa',
  id: 'hangat,anget,panas,dingin,es,manis,tawar,tanpa gula,biasa,segar,murni,muda,secangkir,gelas',
  vi: 'nóng,ấm,lạnh,mát,ngọt,không đường,ít đường,tươi,nguyên chất,thường,một tách,vani,ly bé,cốc bé,chén bé,bát bé,nhỏ bé',
  th: 'ร้อน,อุ่น,เย็น,หวาน,ไม่หวาน,หวานน้อย,สด,ธรรมดา,ไม่ใส่น้ำตาล',
  es: 'caliente,tibio,tibia,frio,fria,helado,helada,templado,templada,dulce,sin azucar,con azucar,azucarado,natural,fresco,fresca,normal,solo,sola,vainilla,menta',
  fr: 'un verre,verre d,chaud,chaude,tiede,froid,froide,glace,glacee,frais,fraiche,sucre,sucree,sans sucre,nature,naturel,noir,vanille,menthe',
  de: 'heiß,heiss,warm,warmer,warmes,kalt,kalter,kaltes,lauwarm,gekühlt,gesüßt,ungesüßt,ohne zucker,mit zucker,frisch,natur,pur,normal,schwarz,vanille,minze',
  it: 'caldo,calda,tiepido,tiepida,freddo,fredda,fresco,fresca,zuccherato,senza zucchero,con zucchero,naturale,normale,nero,vaniglia,menta',
  pt: 'quente,morno,morna,frio,fria,gelado,gelada,doce,adocado,sem acucar,com acucar,natural,fresco,fresca,normal,puro,pura,baunilha,hortela',
  ko: '아무것도 안 넣음,아무것도 넣지 않은,따뜻한,따뜻하게,뜨거운,차가운,시원한,미지근한,달콤한,무가당,설탕 없이,한 잔,한잔',
  ru: 'горяч*,тёпл*,тепл*,холодн*,охлажденн*,сладк*,без сахара,с сахаром,свеж*,обычн*,с мятой,натуральн*',
  ar: 'ساخن,ساخنة,دافئ,دافئة,بارد,باردة,مثلج,حلو,بدون سكر,مع سكر,طازج,طبيعي,بالنعناع',
  hi: 'गरम,गर्म,ठंडा,ठंडी,गुनगुना,मीठा,मीठी,बिना चीनी,चीनी के साथ,ताजा,ताज़ा,सादा',
  pl: 'gorąc*,ciepł*,zimn*,schłodzon*,słodk*,z cukrem,śwież*,zwykł*,naturaln*,z miętą',
  nl: 'warme,koud,koude,gekoeld,gekoelde,zoete,met suiker,verse,gewoon,gewone,lauw,lauwe,lauwwarm,met munt',
  sv: 'varm,varmt,varma,kall,kallt,kalla,kyld,kylt,söt,sött,med socker,färsk,färskt,vanlig,vanligt,vanliga,ljummen,ljummet,med mynta',
  tr: 'sıcak,ılık,soğuk,buzlu,şekerli,şekersiz,taze,sade,naneli,limonlu,bol şekerli,az şekerli',
};
