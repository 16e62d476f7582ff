/**
 * Text normalisation for the symptom matcher. One pass turns the input into a
 * comparable form and keeps, for every normalised character, the offset of the
 * source character it came from, so findings can quote the user's own words.
 *
 * - compatibility forms are folded (NFKC: full-width letters, half-width kana,
 *   decomposed Vietnamese diacritics), case is folded;
 * - Traditional Chinese characters used by the lexicon are folded to their
 *   Simplified form (a compact table of our own, below), so one lexicon entry
 *   serves both scripts;
 * - every run of digits (with an optional decimal part) becomes '#', so the
 *   lexicon can say "lost # kg";
 * - runs of blanks collapse to one space; line breaks become '\n'.
 */

/**
 * Traditional -> Simplified, only for characters that matter to the lexicon
 * (pairs written "TS"). Folding is one-way and many-to-one, which is why the
 * fold goes towards Simplified.
 */
const TRAD_TO_SIMP_PAIRS =
  '飲饮 嗆呛 聲声 濕湿 進进 時时 經经 嚥咽 難难 後后 體体 減减 輕轻 嚨咙 復复 發发 燒烧 氣气 藥药 ' +
  '膠胶 頭头 腦脑 風风 遜逊 癡痴 認认 礙碍 運运 動动 漸渐 凍冻 電电 療疗 開开 喚唤 虛虚 齡龄 長长 間间 ' +
  '脫脱 飯饭 東东 湯汤 鯁鲠 殘残 積积 費费 無无 沒没 並并 從从 舊旧 現现 懷怀 確确 傷伤 蓋盖 係系 ' +
  '過过 還还 雖虽 與与 錯错 問问 題题 陣阵 個个 鐘钟 聽听 異异 啞哑 劑剂 軟软 餵喂 飼饲 瘓痪 癱瘫 ' +
  '擔担 覺觉 喉喉 嚐尝 會会 變变 數数 ' +
  '兩两 幾几 屢屡 歲岁 緩缓 慢慢 遲迟 憶忆 記记 損损 傷伤 腫肿 瘤瘤 臥卧 嗎吗 麼么 麽么 ' +
  '倒倒 塞塞 噎噎 鼻鼻 涎涎 吞吞 嘢嘢 濁浊 癌癌 術术 營营 養养 廢废 顆颗 淨净 ' +
  '讓让 說说 話话 語语 滯滞 緊紧 痺痹 癇痫 萎萎 縮缩 側侧 硬硬 線线 對对 應应 強强 ' +
  '覆覆 嗽嗽 該该 肯肯 樣样 鬆松 點点 處处 實实 際际 觀观 察察 歷历 曾曾 ' +
  '療疗 繼继 續续 維维 持持 見见 嗌嗌 衝冲 吐吐 誤误 嗇啬 麵面 湯汤 粥粥 漿浆 ' +
  '膽胆 蟲虫 團团 乾干 渴渴 肺肺 炎炎 疾疾 懶懒 睏困 瞓瞓 醫医 院院 療疗 ' +
  '臉脸 頰颊 腮腮 嘴嘴 噴喷 潤润 嗚呜 嚕噜 咕咕 嚥咽 ' +
  // Checked against OpenCC (hk/tw -> cn) for every Han character of the lexicons:
  '親亲 隱隐 墜坠 著着 講讲 鳴鸣 渾浑 熱热 內内 邊边 啟启 幹干 茲兹 爾尔 頓顿 頸颈 識识 鈍钝 牀床 別别 細细 來来 這这 週周 禮礼 剛刚 許许 關关 節节 涼凉 慾欲 質质 頻频 卻却 斷断 適适 順顺 護护 鏈链 預预 險险 詰诘 溼湿 繰缲 飽饱 機机 複复 錠锭 絡络 瘍疡 傾倾 寢寝 瘻瘘 閉闭 頃顷 ';

const FOLD = new Map<string, string>();
for (const pair of TRAD_TO_SIMP_PAIRS.split(' ')) {
  const chars = [...pair];
  if (chars.length === 2 && chars[0] !== chars[1]) FOLD.set(chars[0]!, chars[1]!);
}

/** The folded form of one Chinese character (identity when not in the table). */
export function foldHan(ch: string): string {
  return FOLD.get(ch) ?? ch;
}

export interface NormalizedText {
  /** The normalised text the matcher reads. */
  text: string;
  /** For each index of `text`, the index in the source string; one extra sentinel at the end. */
  map: Int32Array;
  source: string;
}

/** Latin letters (incl. Vietnamese), digits and combining marks: the characters words are made of. */
export function isWordCode(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 48 && c <= 57) ||
    c === 35 /* '#' stands for a number */ ||
    (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) ||
    (c >= 0x300 && c <= 0x36f) ||
    (c >= 0x1e00 && c <= 0x1eff)
  );
}

const isDigit = (c: number) => c >= 48 && c <= 57;

/** Characters whose NFKC form is themselves: no need to call normalize(). */
function isStable(c: number): boolean {
  return (
    c < 0x80 ||
    (c >= 0x0e00 && c <= 0x0e7f) || // Thai
    (c >= 0x3040 && c <= 0x30ff && c !== 0x309b && c !== 0x309c) || // kana (not the spacing voiced marks)
    (c >= 0x4e00 && c <= 0x9fff) || // CJK unified
    (c >= 0xac00 && c <= 0xd7a3) // Hangul syllables
  );
}

function isCombining(c: number): boolean {
  if (c < 0x300) return false;
  return (
    c <= 0x36f ||
    c === 0xff9e ||
    c === 0xff9f ||
    c === 0x3099 ||
    c === 0x309a ||
    (c >= 0x1ab0 && c <= 0x1aff) ||
    (c >= 0x1dc0 && c <= 0x1dff) ||
    (c >= 0x20d0 && c <= 0x20ff) ||
    (c >= 0xfe20 && c <= 0xfe2f)
  );
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 0xa0 || c === 0x3000 || c === 0x200b || (c >= 0x2000 && c <= 0x200a) || c === 0x202f || c === 0x205f || c === 0xfeff;
}

function isLineBreak(c: number): boolean {
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029 || c === 0x85;
}

/** Apostrophes and dashes that people type in several shapes. */
const PUNCT_FOLD = new Map<number, string>([
  [0x2019, "'"],
  [0x2018, "'"],
  [0x02bc, "'"],
  [0x2010, '-'],
  [0x2011, '-'],
  [0x2012, '-'],
  [0x2013, '-'],
  [0x2014, '-'],
  [0x201c, '"'],
  [0x201d, '"'],
]);

/** Folded Han code units, by code. */
const FOLD_CODE = new Map<number, number>();
for (const [t, s] of FOLD) FOLD_CODE.set(t.charCodeAt(0), s.charCodeAt(0));

const UTF16 = new TextDecoder('utf-16le');

/** Scratch output buffer of normalize(); never escapes a call. */
let scratchUnits = new Uint16Array(4096);

/**
 * The folded code unit of every BMP character that maps one-to-one and needs
 * no special handling (ASCII letters and punctuation, precomposed Latin and
 * Vietnamese letters, Thai, kana, Han after the Traditional fold, Hangul),
 * computed once at load. 0 means "take the slow path": digits, blanks, line
 * breaks, combining marks, surrogates and compatibility characters.
 */
const FAST = new Uint16Array(65536);
(function buildFastTable() {
  for (let c = 0x21; c < 0x80; c++) {
    if (isDigit(c)) continue;
    FAST[c] = c >= 65 && c <= 90 ? c + 32 : c;
  }
  const latin = (from: number, to: number) => {
    for (let c = from; c <= to; c++) {
      const f = String.fromCharCode(c).normalize('NFKC').toLowerCase();
      if (f.length === 1 && !isBlank(f.charCodeAt(0)) && !isCombining(c)) FAST[c] = f.charCodeAt(0);
    }
  };
  latin(0xa1, 0x24f);
  latin(0x1e00, 0x1eff);
  for (const [c, f] of PUNCT_FOLD) FAST[c] = f.charCodeAt(0);
  for (let c = 0x0e00; c <= 0x0e7f; c++) FAST[c] = c;
  for (let c = 0x3040; c <= 0x30ff; c++) if (c !== 0x3099 && c !== 0x309a && c !== 0x309b && c !== 0x309c) FAST[c] = c;
  for (let c = 0x4e00; c <= 0x9fff; c++) FAST[c] = FOLD_CODE.get(c) ?? c;
  for (let c = 0xac00; c <= 0xd7a3; c++) FAST[c] = c;
  // Full-width ASCII (，：！？ and letters), except digits, which become '#' on the slow path.
  for (let c = 0xff01; c <= 0xff5e; c++) {
    const a = c - 0xfee0;
    if (!isDigit(a)) FAST[c] = a >= 65 && a <= 90 ? a + 32 : a;
  }
  FAST[0x3001] = 0x3001; // 、
  FAST[0x3002] = 0x3002; // 。
})();

/**
 * Normalise `source` for matching. Linear in the input; `normalize()` is only
 * called for the rare characters outside the fast table.
 */
export function normalize(source: string): NormalizedText {
  const n = source.length;
  // Output never exceeds the input except through NFKC expansions (handled by growing).
  // The unit buffer is decoded into a string before returning, so one scratch buffer serves every call.
  let cap = n + 16;
  if (scratchUnits.length < cap) scratchUnits = new Uint16Array(cap);
  let units = scratchUnits;
  let offsets = new Int32Array(cap + 1);
  let len = 0;
  let lastWasSpace = true; // no leading space
  const emit = (unit: number, offset: number) => {
    if (len >= cap - 1) {
      cap = cap * 2 + 16;
      const u = new Uint16Array(cap);
      u.set(units.subarray(0, len));
      const o = new Int32Array(cap + 1);
      o.set(offsets.subarray(0, len));
      units = u;
      offsets = o;
      scratchUnits = u;
    }
    units[len] = unit;
    offsets[len] = offset;
    len++;
  };
  let i = 0;
  while (i < n) {
    const c = source.charCodeAt(i);
    // Hot path: a character that folds to one code unit, not followed by a combining mark.
    const fast = FAST[c]!;
    if (fast !== 0 && (i + 1 >= n || !isCombining(source.charCodeAt(i + 1))) && len < cap - 1) {
      units[len] = fast;
      offsets[len] = i;
      len++;
      lastWasSpace = false;
      i++;
      continue;
    }
    const start = i;
    if (c === 32 || isBlank(c)) {
      i++;
      if (!lastWasSpace) {
        emit(32, start);
        lastWasSpace = true;
      }
      continue;
    }
    if (isDigit(c)) {
      // A number, with an optional decimal part, becomes one '#'.
      i++;
      while (i < n && isDigit(source.charCodeAt(i))) i++;
      if (i + 1 < n && (source.charCodeAt(i) === 46 || source.charCodeAt(i) === 44) && isDigit(source.charCodeAt(i + 1))) {
        i += 2;
        while (i < n && isDigit(source.charCodeAt(i))) i++;
      }
      emit(35, start);
      lastWasSpace = false;
      continue;
    }
    if (isLineBreak(c)) {
      i += c === 13 && source.charCodeAt(i + 1) === 10 ? 2 : 1; // CRLF is one break
      if (len > 0 && units[len - 1] === 32) units[len - 1] = 10;
      else emit(10, start);
      lastWasSpace = true;
      continue;
    }

    // One base character (a full code point) plus any combining marks after it, through NFKC.
    const cp = source.codePointAt(i)!;
    i += cp > 0xffff ? 2 : 1;
    while (i < n && isCombining(source.charCodeAt(i))) i++;
    const piece = source.slice(start, i).normalize('NFKC').toLowerCase();
    for (let k = 0; k < piece.length; k++) {
      const u = piece.charCodeAt(k);
      // NFKC may yield Han characters to fold, blanks (U+3000 -> ' ') or apostrophe variants.
      if (isBlank(u)) {
        if (!lastWasSpace) emit(32, start);
        lastWasSpace = true;
        continue;
      }
      const f = FAST[u]!;
      emit(f !== 0 && !isDigit(u) ? f : u, start);
      lastWasSpace = false;
    }
  }
  if (len > 0 && units[len - 1] === 32) len--;
  offsets[len] = n;
  const text = UTF16.decode(units.subarray(0, len));
  return { text, map: offsets.subarray(0, len + 1), source };
}

/** The source text behind the normalised range [start, end). */
export function sourceSlice(norm: NormalizedText, start: number, end: number): string {
  const from = norm.map[start] ?? norm.source.length;
  // The end of the range is where the next normalised character starts.
  const to = norm.map[end] ?? norm.source.length;
  return norm.source.slice(from, Math.max(from, to)).trim();
}

/** Normalise a lexicon term exactly like input text (terms never hold digits except through '#'). */
export function normalizeTerm(term: string): string {
  return normalize(term).text;
}
