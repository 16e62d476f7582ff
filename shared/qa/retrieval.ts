/**
 * Hybrid retrieval: cosine similarity of the query vector with every chunk
 * vector, plus BM25 over the same chunks' features, each scaled to its best
 * hit and mixed. Chunks roll up to articles (best chunk plus a share of the
 * second), articles of the requested locale get a boost, and articles roll
 * up to topics so the top_k sources are distinct: each topic is represented
 * by its article in the requested locale (the corpus has every topic in every
 * locale), so the answer and its citations share one language.
 */
import type { QaLocale } from '../languages';
import type { LoadedIndex } from './index-store';
import { ASKED_TOPIC, CONCEPT_TOPICS, OTHER_STANDARD_CONCEPTS, OTHER_STANDARD_TOPIC } from './concepts';
import { findTerm, idf } from './term-stats';
import { featureKind, FUNCTION_NGRAM_WEIGHT, hash32, isFunctionNgram, KIND_WEIGHT, textFeatures, type Features } from './text-features';

const titleCache = new WeakMap<LoadedIndex, Features[]>();
/** Title features of every article, computed on first use (not at load). */
function titleFeatures(index: LoadedIndex): Features[] {
  let t = titleCache.get(index);
  if (!t) titleCache.set(index, (t = index.articles.map((a) => textFeatures(a.title))));
  return t;
}

export const RETRIEVAL = {
  /** Weight of the cosine half; BM25 gets the rest. */
  cosineWeight: 0.5,
  /** Added to an article of the requested locale (scores are scaled to 0..1 per half). */
  localeBoost: 0.25,
  /** Share of an article's second-best chunk added to its best. */
  secondChunk: 0.25,
  /** Weight of how much of the question an article's title covers: titles name the topic. */
  titleWeight: 0.3,
  /** Added to an article whose title names an IDDSI level the question names ("Level 2" → the Level 2 article). */
  levelTitleBoost: 0.2,
  /** Weight of the share of the question's concepts that are central to an article's topic (concepts.ts). */
  topicPrior: 1,
  /** Added to the topic that answers what the question asks (ASKED_TOPIC); the named level's boost is then withheld. */
  askedTopicBoost: 0.2,
  /** How far below the compared levels a demoted standards article ranks (belowComparedLevels). */
  demotedGap: 0.001,
};

export interface ChunkScore {
  chunk: number;
  score: number;
}

export interface RetrievedSource {
  article: number;
  topic: string;
  score: number;
  /** The article's chunks, best first (scores of the represented article). */
  chunks: ChunkScore[];
}

export interface Retrieval {
  sources: RetrievedSource[];
  /** Best raw cosine and best raw BM25 over all chunks: how much the corpus speaks to the question at all. */
  evidence: { cosine: number; bm25: number; matchedTerms: number };
}

/** Per-index scratch buffers, so a query allocates (almost) nothing: no GC pauses in the p99. */
interface Scratch {
  cosine: Float32Array;
  bm25: Float32Array;
  chunk: Float32Array;
  nz: Int32Array;
  qv: Float32Array;
}
const scratch = new WeakMap<LoadedIndex, Scratch>();
function buffers(index: LoadedIndex): Scratch {
  let s = scratch.get(index);
  if (!s) {
    const n = index.chunks.length;
    const dims = index.header.dimensions;
    s = {
      cosine: new Float32Array(n),
      bm25: new Float32Array(n),
      chunk: new Float32Array(n),
      nz: new Int32Array(dims),
      qv: new Float32Array(dims),
    };
    scratch.set(index, s);
  }
  return s;
}

/** Cosine of a unit query vector with each int8 chunk vector (times its scale). */
export function cosineScores(
  index: LoadedIndex,
  query: Float32Array,
  out: Float32Array = new Float32Array(index.chunks.length),
): Float32Array {
  const dims = index.header.dimensions;
  const n = index.chunks.length;
  const { nz, qv } = buffers(index);
  let count = 0;
  for (let d = 0; d < dims; d++) {
    if (query[d] !== 0) {
      nz[count] = d;
      qv[count] = query[d]!;
      count++;
    }
  }
  const { vectors, scales } = index;
  if (count < dims / 4) {
    // Sparse queries (the embedded embedder) touch only their non-zero dimensions.
    for (let i = 0; i < n; i++) {
      const base = i * dims;
      let dot = 0;
      for (let j = 0; j < count; j++) dot += qv[j]! * vectors[base + nz[j]!]!;
      out[i] = dot * scales[i]!;
    }
  } else {
    for (let i = 0; i < n; i++) {
      const base = i * dims;
      let dot = 0;
      for (let d = 0; d < dims; d++) dot += query[d]! * vectors[base + d]!;
      out[i] = dot * scales[i]!;
    }
  }
  return out;
}

/** BM25 of the query features against every chunk. */
export function bm25Scores(
  index: LoadedIndex,
  features: Features,
  scores: Float32Array = new Float32Array(index.chunks.length),
): { scores: Float32Array; matchedTerms: number } {
  const { table, chunkLength } = index;
  const { k1, b, avg_length: avg } = index.header.bm25;
  scores.fill(0);
  let matchedTerms = 0;
  for (const [feature, count] of features) {
    const t = findTerm(table.terms, hash32(feature));
    if (t < 0) continue;
    matchedTerms++;
    const start = table.postingStart[t]!;
    const end = table.postingStart[t + 1]!;
    // Question words ("是什么", "有咩") weigh little: a title or passage that repeats them is not about the question.
    const w =
      KIND_WEIGHT[featureKind(feature)] *
      (1 + Math.log(count)) *
      idf(table.documents, end - start) *
      (isFunctionNgram(feature) ? FUNCTION_NGRAM_WEIGHT : 1);
    for (let p = start; p < end; p++) {
      const chunk = table.postingChunk[p]!;
      const tf = table.postingCount[p]!;
      scores[chunk]! += (w * (tf * (k1 + 1))) / (tf + k1 * (1 - b + (b * chunkLength[chunk]!) / avg));
    }
  }
  return { scores, matchedTerms };
}

function maxOf(a: Float32Array): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) if (a[i]! > m) m = a[i]!;
  return m;
}

export interface RetrieveInput {
  features: Features;
  /** The query vector; null when the embedder failed (BM25 alone then). */
  vector: Float32Array | null;
  locale: QaLocale;
  topK: number;
  /** Topics that must come first whatever their score (an emergency's first aid: emergency.ts). */
  leadTopics?: readonly string[];
  /** Topics that must be among the sources, in place of the lowest ranked others (compared levels: compared-levels.ts). */
  includeTopics?: readonly string[];
}

/** Stage 1: each chunk's hybrid score, cosine and BM25 each scaled to its best hit. */
function chunkScores(
  index: LoadedIndex,
  input: RetrieveInput,
): { chunkScore: Float32Array; maxCos: number; maxBm: number; matchedTerms: number } {
  const buf = buffers(index);
  const { scores: bm25, matchedTerms } = bm25Scores(index, input.features, buf.bm25);
  const cosine = input.vector ? cosineScores(index, input.vector, buf.cosine) : buf.cosine.fill(0);
  const maxBm = maxOf(bm25);
  const maxCos = maxOf(cosine);
  const wc = input.vector ? RETRIEVAL.cosineWeight : 0;
  const chunkScore = buf.chunk;
  for (let i = 0; i < index.chunks.length; i++) {
    const c = maxCos > 0 ? cosine[i]! / maxCos : 0;
    const bm = maxBm > 0 ? bm25[i]! / maxBm : 0;
    chunkScore[i] = wc * c + (1 - wc) * bm;
  }
  return { chunkScore, maxCos, maxBm, matchedTerms };
}

/** Feature kinds that repeat others of the same text (character trigrams, kana runs). */
const PRIOR_REPEATS: ReadonlySet<string> = new Set(['t', 'h']);

/** What the question says beyond its chunks: its known features (idf-weighted), topic priors and named levels. */
interface QuestionSignals {
  known: [string, number][];
  knownTotal: number;
  /** Topics where the question's concepts are central, with the share of the question those concepts carry. */
  prior: Map<string, number>;
  /** The IDDSI levels the question names: the article about that level answers before articles that mention it. */
  levels: string[];
  /** The topics that answer what the question asks (concepts.ts ASKED_TOPIC): a named level is then only the subject. */
  asked: Set<string>;
}

/** Stage 2: the question's features that the corpus knows, the topics its concepts are central to, its levels. */
function questionSignals(index: LoadedIndex, features: Features): QuestionSignals {
  const known: [string, number][] = [];
  let knownTotal = 0;
  for (const [feature] of features) {
    const t = findTerm(index.table.terms, hash32(feature));
    if (t < 0) continue;
    const w =
      KIND_WEIGHT[featureKind(feature)] *
      idf(index.table.documents, index.table.postingStart[t + 1]! - index.table.postingStart[t]!) *
      (isFunctionNgram(feature) ? FUNCTION_NGRAM_WEIGHT : 1);
    known.push([feature, w]);
    knownTotal += w;
  }
  // (Chinese and Japanese questions run to many overlapping character n-grams: their trigrams and kana runs
  // repeat what the bigrams say, so a concept's share of the question is counted without them.)
  let priorTotal = 0;
  for (const [f, w] of known) if (!PRIOR_REPEATS.has(featureKind(f))) priorTotal += w;
  const prior = new Map<string, number>();
  if (priorTotal > 0) {
    for (const [f, w] of known)
      for (const topic of CONCEPT_TOPICS.get(f) ?? []) prior.set(topic, (prior.get(topic) ?? 0) + (RETRIEVAL.topicPrior * w) / priorTotal);
  }
  const levels: string[] = [];
  const asked = new Set<string>();
  for (const f of features.keys()) if (f.startsWith('k:level_')) levels.push(f);
  const named = (ids: readonly string[] | undefined) => !ids || ids.some((id) => features.has(id));
  for (const f of features.keys()) {
    const ask = ASKED_TOPIC.get(f);
    // An ambiguous ask needs its subject beside it (concepts.ts ASKED_TOPICS).
    if (ask && named(ask.with) && (levels.length === 0 || named(ask.besideLevel))) asked.add(ask.topic);
  }
  return { known, knownTotal, prior, levels, asked };
}

/** Stage 3: each article's score: best chunk plus a share of the second best, plus the title match, locale boost and priors. */
function articleScores(index: LoadedIndex, locale: QaLocale, chunkScore: Float32Array, q: QuestionSignals): number[] {
  const titles = titleFeatures(index);
  return index.articles.map((article, a) => {
    let titled = 0;
    const title = titles[a]!;
    for (const [f, w] of q.known) if (title.has(f)) titled += w;
    // The asked topic leads; a named level is then the subject and only breaks ties through its words.
    const levelTitle = q.asked.size === 0 && q.levels.some((l) => title.has(l)) ? RETRIEVAL.levelTitleBoost : 0;
    const askedTopic = q.asked.has(article.topic) ? RETRIEVAL.askedTopicBoost : 0;
    let best = 0;
    let second = 0;
    for (const c of index.articleChunks[a]!) {
      const s = chunkScore[c]!;
      if (s > best) {
        second = best;
        best = s;
      } else if (s > second) second = s;
    }
    return (
      best +
      RETRIEVAL.secondChunk * second +
      (q.knownTotal > 0 ? (RETRIEVAL.titleWeight * titled) / q.knownTotal : 0) +
      (article.locale === locale ? RETRIEVAL.localeBoost : 0) +
      levelTitle +
      askedTopic +
      (q.prior.get(article.topic) ?? 0)
    );
  });
}

/** The first topK topics, with each included topic that ranks below them in place of the lowest other. */
function withIncluded(
  sorted: [string, number][],
  topK: number,
  include: ReadonlySet<string>,
  leads: ReadonlySet<string>,
): [string, number][] {
  const out = sorted.slice(0, topK);
  for (const entry of sorted.slice(topK)) {
    if (!include.has(entry[0])) continue;
    const i = out.findLastIndex(([t]) => !include.has(t) && !leads.has(t));
    if (i >= 0) out.splice(i, 1);
    if (i >= 0) out.push(entry);
  }
  return out;
}

/**
 * Levels compared by number with no other standard named ("4級同3級有咩分別？都似糊仔") ask what the levels are: the
 * standards article, lifted by a food word it shares (congee), ranks below the compared levels' own articles.
 */
function belowComparedLevels(topics: Map<string, number>, input: RetrieveInput): void {
  const compared = (input.includeTopics ?? []).filter((t) => t.startsWith('iddsi-level-'));
  if (compared.length < 2 || (input.includeTopics ?? []).includes(OTHER_STANDARD_TOPIC)) return;
  if ([...input.features.keys()].some((f) => OTHER_STANDARD_CONCEPTS.has(f))) return;
  const floor = Math.min(...compared.map((t) => topics.get(t) ?? 0));
  const standards = topics.get(OTHER_STANDARD_TOPIC);
  if (standards !== undefined && standards >= floor) topics.set(OTHER_STANDARD_TOPIC, floor - RETRIEVAL.demotedGap);
}

/** Stage 4: topics ranked by their best article, each represented by its article in the requested locale. */
function topSources(index: LoadedIndex, input: RetrieveInput, articleScore: number[], chunkScore: Float32Array): RetrievedSource[] {
  const topics = new Map<string, number>();
  index.articles.forEach((article, a) => {
    const s = articleScore[a]!;
    if (s > (topics.get(article.topic) ?? -1)) topics.set(article.topic, s);
  });
  belowComparedLevels(topics, input);
  const leads = new Set(input.leadTopics ?? []);
  const led = (topic: string) => (leads.has(topic) ? 1 : 0);
  const sorted = [...topics.entries()].sort((x, y) => led(y[0]) - led(x[0]) || y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
  const ranked = withIncluded(sorted, input.topK, new Set(input.includeTopics ?? []), leads);
  return ranked.map(([topic, score]) => {
    const byLocale = index.topicArticles.get(topic)!;
    let article = byLocale.get(input.locale);
    if (article === undefined) {
      // The topic has no article in this locale: take its best-scoring one.
      article = [...byLocale.values()].sort((x, y) => articleScore[y]! - articleScore[x]!)[0]!;
    }
    const chunks = index.articleChunks[article]!.map((c) => ({ chunk: c, score: chunkScore[c]! })).sort((x, y) => y.score - x.score);
    return { article, topic, score, chunks };
  });
}

/** The top_k sources of a question, in four stages: chunk scores, question signals, article scores, topics. */
export function retrieve(index: LoadedIndex, input: RetrieveInput): Retrieval {
  const { chunkScore, maxCos, maxBm, matchedTerms } = chunkScores(index, input);
  const articleScore = articleScores(index, input.locale, chunkScore, questionSignals(index, input.features));
  const sources = topSources(index, input, articleScore, chunkScore);
  return { sources, evidence: { cosine: maxCos, bm25: maxBm, matchedTerms } };
}
