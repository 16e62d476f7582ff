/**
 * Nasal regurgitation told with words between the verb and the nose: the drink named ("water coming out of his
 * nose", "lumalabas na tubig sa ilong"), "back" or "again", or 連 before the nose (TOR-BSST, Martino 2009; the Yale
 * protocol, Suiter 2014: a sign of a failed swallow). lexicon/nose-context.ts reads them like every nose phrase.
 */
import type { AuditRow } from './audit-words';
import { inSomeLanguages } from './red-flags';

/** Tagalog "lumalabas na tubig sa ilong": a verb, the drink named with its linker, then the nose. */
const tlNose = (verbs: readonly string[], things: readonly string[]): string[] =>
  verbs.flatMap((v) => things.flatMap((t) => [`${v} na ${t} sa ilong`, `${v} ang ${t} sa ilong`]));

/** Indonesian "keluar air dari hidung": the verb, the drink, then the way out. */
const idNose = (things: readonly string[]): string[] =>
  things.flatMap((t) => [`keluar ${t} dari hidung`, `keluar ${t} lewat hidung`, `keluar ${t} melalui hidung`]);

export const NASAL_REGURGITATION_WORDS: readonly AuditRow[] = [
  {
    finding: 'fresh set 49 class 1: drink or food coming out of the nose told with the drink between the verb and the nose',
    source:
      'TOR-BSST (Martino 2009) and the Yale protocol (Suiter 2014): nasal regurgitation is a sign of a failed swallow; the words between the verb and the nose do not change the sign (a degree word keeps it, DEGREE_KEEPS_SIGN)',
    reads: { sign: 'nasal_regurgitation' },
    words: {
      en: ['fluid comes out of her nose', 'fluid comes out of his nose', 'liquid comes out of her nose', 'liquid comes out of his nose', 'comes out her nose', 'comes out his nose'],
      'zh-HK': ['啲水由鼻', '水由鼻哥', '由鼻哥出返嚟', '由鼻出返嚟', '鼻哥窿流返出嚟'],
      'zh-CN': ['水从鼻子', '水从鼻孔', '汤从鼻孔', '从鼻孔里出来'],
      ja: ['鼻から飲み物が出', '鼻からお茶が出', '鼻から牛乳が出', '鼻から汁が出', '鼻から水が垂れ'],
      ko: ['코에서 물이 나와', '코로 물이 새', '코로 국물이 나와', '코로 우유가 나와', '코에서 물이 흘러'],
      tl: tlNose(['lumalabas', 'lumabas', 'tumutulo', 'bumabalik', 'bumalik'], ['tubig', 'inumin', 'gatas', 'sabaw', 'juice', 'kape', 'pagkain']),
      id: idNose(['air', 'minuman', 'susu', 'kuah', 'makanan', 'teh', 'cairan']),
      vi: ['nước chảy ra từ mũi', 'nước ra từ mũi', 'nước trào ra mũi', 'sữa chảy ra mũi', 'canh chảy ra mũi'],
      th: ['น้ำไหลออกจมูก', 'น้ำออกจมูก', 'นมไหลออกจมูก', 'น้ำไหลออกมาทางจมูก'],
      es: ['le sale agua por la nariz', 'le sale el agua por la nariz', 'sale agua por la nariz', 'le sale la leche por la nariz', 'le sale la sopa por la nariz', 'se le sale el agua por la nariz'],
    },
  },
  {
    finding: 'fresh set 50 class 1: nasal regurgitation told with "back" or "again" between the come-out verb and the nose',
    source:
      'TOR-BSST (Martino 2009) and the Yale protocol (Suiter 2014): nasal regurgitation is a sign of a failed swallow; "back" or "again" between the verb and the nose does not change the sign',
    reads: { sign: 'nasal_regurgitation' },
    words: {
      en: ['comes back out of his nose', 'comes back out of her nose', 'comes back out his nose', 'comes back out her nose', 'comes back through my nose', 'comes back out my nose'],
      id: ['keluar lagi lewat hidung', 'keluar lagi dari hidung', 'keluar lagi melalui hidung', 'balik lagi ke hidung', 'keluar balik lewat hidung'],
      es: ['le vuelve a salir por la nariz', 'le sale otra vez por la nariz'],
      'zh-HK': ['從鼻孔流返出嚟', '由鼻孔流返出嚟', '從鼻哥流返出嚟', '鼻孔流返出嚟'],
      'zh-CN': ['从鼻孔流回出来', '又从鼻子出来', '又从鼻孔出来'],
      ja: ['鼻から戻ってくる', '鼻から戻ってきます', '鼻から戻ってきた', '鼻に戻ってくる'],
      ko: ['코로 다시 나와', '코로 다시 새', '코로 도로 나와', '코에서 다시 나와'],
      tl: ['lumalabas ulit sa ilong'],
      vi: ['chảy ngược ra mũi', 'trào ngược ra mũi'],
      th: ['ไหลย้อนออกจมูก'],
    },
  },
  {
    finding: 'review asp15 finding 1: "連鼻都出埋" (even out of the nose): 連 before the nose, read with 都/埋 left out (reading rule gapped_sign)',
    source: 'TOR-BSST (Martino 2009) and the Yale protocol (Suiter 2014): nasal regurgitation is a sign of a failed swallow',
    reads: { sign: 'nasal_regurgitation' },
    words: inSomeLanguages({
      'zh-HK': ['連鼻出', '連鼻哥出', '連鼻哥窿出', '連鼻孔出', '連鼻流出'],
      'zh-CN': ['连鼻子出', '连鼻子里出', '连鼻孔出', '连鼻子喷出', '连鼻子流出'],
    }),
  },
];
