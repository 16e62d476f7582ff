/**
 * The short words people put between the parts of a two-part sign ("keluar
 * juga dari hidung", "lumalabas medyo sa ilong", "鼻から少し出て", "코로도 조금 나와요", "連鼻都出埋"): focus
 * particles (also, still, even), degree words (a little) and adverbs (sometimes, again). Read by reading/gapped-signs.ts,
 * which reads the signs of GAP_SIGNS again with these words left out. No negator and no word of a sign phrase is here.
 */
import type { SignCode } from '../concepts';
import type { InputLanguage } from './red-flags';

export interface GapFillers {
  /** Whole words (spaced scripts) or strings anywhere (scripts written without spaces). */
  words: readonly string[];
  /** Particles fused to the end of a word (Korean 도: "코로도"). */
  suffixes?: readonly string[];
}

/** Signs whose parts may stand apart: nasal regurgitation (a come-out verb and the nose, TOR-BSST, Yale protocol). */
export const GAP_SIGNS: ReadonlySet<SignCode> = new Set<SignCode>(['nasal_regurgitation']);

/** A text holds a gapped sign only if it names one of these (the nose): the reading costs nothing otherwise. */
export const GAP_ANCHORS: readonly string[] = ['nose', 'nariz', 'ilong', 'hidung', '鼻', '코', 'mũi', 'mui', 'จมูก'];

/** Most filler words the reading removes inside one sign. */
export const MAX_FILLERS_IN_SIGN = 3;

export const GAP_FILLERS: Record<InputLanguage, GapFillers> = {
  en: { words: ['also', 'still', 'even', 'a bit', 'a little', 'slightly', 'sometimes', 'just', 'all', 'straight', 'right'] },
  es: { words: ['también', 'todavía', 'aún', 'un poco', 'a veces', 'hasta', 'incluso', 'otra vez'] },
  tl: { words: ['din', 'rin', 'pa rin', 'pa din', 'medyo', 'pa', 'ulit', 'naman', 'talaga', 'konti', 'kaunti', 'lang', 'minsan'] },
  id: { words: ['juga', 'sedikit', 'dikit', 'masih', 'kadang', 'kadang-kadang', 'sampai', 'pun', 'aja', 'saja', 'sering'] },
  vi: { words: ['cũng', 'vẫn', 'hơi', 'một chút', 'chút', 'đôi khi', 'thỉnh thoảng'] },
  ja: { words: ['も', '少し', 'すこし', 'ちょっと', '時々', 'ときどき', 'たまに', 'まだ', '少量'] },
  ko: { words: ['조금', '좀', '살짝', '약간', '가끔', '또'], suffixes: ['도', '까지'] },
  'zh-CN': { words: ['都', '也', '还', '一点', '一些', '有时', '有时候', '少少', '会'] },
  'zh-HK': { words: ['都', '埋', '仲', '少少', '有時', '會', '啲'] },
  th: { words: ['ก็', 'ยัง', 'นิดหน่อย', 'บ้าง', 'บางที', 'บางครั้ง'] },
};
