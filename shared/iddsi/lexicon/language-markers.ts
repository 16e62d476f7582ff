/**
 * What tells the language of a text (rule TEXT_LANGUAGE_SCOPE): short function words that
 * carers write in every sentence and that are no food, test or level word. A word of the
 * tables written with a leading `^` ("^di") is read only in a text of its own language:
 * Tagalog "di" (not) is Indonesian "di" (at, in), Indonesian "ga" (not) folds to Vietnamese
 * "gà" (chicken). Words here are folded (lower case, no diacritics); a word of several
 * languages counts for each.
 */
import type { Lang, Names } from './terms';

export const LANGUAGE_MARKERS: Names = {
  en: 'the,and,with,is,was,it,he,she,his,her,my,for,of,to,very,this,that,from,has,have,been',
  tl: 'ang,ng,mga,sa,ay,ko,niya,nya,nila,lang,po,ni,kasi,tapos,yung,iyong,nang,din,rin,naman,siya,ito,kay,ba,pag,kapag,dahil,para,hindi,walang,wala,niyang,pa,na,at,ako,namin,natin',
  id: 'yang,dan,dengan,sudah,udah,ini,itu,untuk,saya,sangat,pakai,tidak,tanpa,ada,dari,ke,bisa,agak,sekali,lagi,juga,masih,belum,sedikit,dalam,atau,nya,buat,sama,kalau,jadi,tapi,banget,aja,saja,pas,lewat,terus,waktu,pake,kalo,dikasih,tulisannya,kemasan',
  es: 'el,la,los,las,de,del,con,y,es,esta,muy,para,por,que,un,una,se,sin,al,lo,su',
  fr: 'le,la,les,de,des,du,avec,et,est,tres,pour,un,une,il,elle,au,aux,sans,pas,qui,ce',
  pt: 'o,a,os,as,de,do,da,com,e,muito,para,um,uma,nao,sem,no,na,ao,que',
  it: 'il,lo,la,gli,le,di,del,della,con,e,molto,per,un,una,non,senza,che,al,alla',
  de: 'der,die,das,und,mit,ist,sehr,fur,ein,eine,nicht,ohne,auf,zu,im,den,dem',
  pl: 'w,z,ze,sie,jest,nie,bez,juz,bardzo,oraz,lub,dla,przez,jak,tylko,bylo,byla,ktory,ktora,ktore,tez,czy,jej,jego,od',
  nl: 'het,een,niet,geen,ook,maar,heeft,hebben,zijn,wordt,werd,wel,nog,naar,mijn,bij,uit,voor,dat,deze,dit,omdat,kreeg,krijgt,erg,heel,zeer,dus,ik,hij,zij,haar,onze,met,van',
  sv: 'och,inte,ett,det,som,jag,hon,han,hans,hennes,har,var,mycket,efter,inget,ingen,eller,ocksa,bara,redan,sedan,fick,drack,med,av,att,sitt,mitt,hade,nar,ar,ska,kan,blir,blev',
  tr: 've,bir,bu,cok,ile,icin,degil,yok,gibi,daha,sonra,olarak,hic,ona,onu,biz,cunku,sadece,veya,simdi,olan,oldu,olmus,kadar',
};

/**
 * Short forms of a word that carers write in one language only, read there as the long form
 * (Tagalog "di" for "hindi"): every phrase of that language with the long form also gets the
 * short one, scoped to the language, so no row lists "di ..." beside "hindi ...".
 */
export const SHORT_FORMS: Partial<Record<Lang, Record<string, string>>> = {
  tl: { hindi: 'di' },
};
