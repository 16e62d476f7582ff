/**
 * The clinical Q&A service: health, answers and articles, over the
 * container's index. Plain inputs and outputs; the Lambda files only wire
 * these to HTTP.
 */
import type { ClinicalQaHealthResult, ClinicalQaInput, ClinicalQaResult } from '../api/schemas';
import { getConfig, publicBaseUrl, type Config } from '../config';
import { notFound, serviceUnavailable } from '../errors';
import { DISCLAIMERS } from '../disclaimers';
import { answerLocale, QA_LOCALES, textLanguage } from '../languages';
import { BedrockAnswerer } from './bedrock-answerer';
import { ExtractiveComposer } from './extractive-composer';
import { type LoadedIndex, defaultIndexStore, IndexUnavailableError, type IndexStore } from './index-store';
import { currentArticleId } from './corpus';
import { comparedLevelTopics } from './compared-levels';
import { emergencyTopics } from './emergency';
import { detectLanguage } from './language';
import { disclaimerFor } from './messages';
import { retrieve } from './retrieval';
import type { StoredArticle } from './index-format';
import { textFeatures } from './text-features';
import type { TextModel } from './text-model';
import { modelFallback } from '../observability/fallback';

export interface QaDeps {
  store?: IndexStore;
  textModel?: TextModel;
  config?: Config;
}

let configuredModel: { key: string; model: TextModel } | undefined;

/** The answer model the configuration asks for (one per container). */
export function textModelFromConfig(config: Config = getConfig()): TextModel {
  const key = `${config.TEXT_MODEL_PROVIDER}|${config.BEDROCK_TEXT_MODEL_ID ?? ''}|${config.BEDROCK_TIMEOUT_MS}`;
  if (configuredModel?.key !== key) {
    const model =
      config.TEXT_MODEL_PROVIDER === 'bedrock' && config.BEDROCK_TEXT_MODEL_ID
        ? new BedrockAnswerer({ modelId: config.BEDROCK_TEXT_MODEL_ID, deadlineMs: Math.min(config.BEDROCK_TIMEOUT_MS, 10_000) })
        : new ExtractiveComposer();
    configuredModel = { key, model };
  }
  return configuredModel.model;
}

async function indexOr503(store: IndexStore): Promise<LoadedIndex> {
  try {
    return await store.get();
  } catch (e) {
    const reason = e instanceof IndexUnavailableError ? e.message : 'the index could not be loaded';
    throw serviceUnavailable(`the clinical Q&A index is unavailable: ${reason}`);
  }
}

/** The absolute URL of an article: PUBLIC_BASE_URL (which may carry a path prefix) plus its path. */
export function articleUrl(article: Pick<StoredArticle, 'url'>, config: Config = getConfig()): string {
  return `${publicBaseUrl(config).replace(/\/+$/, '')}${article.url}`;
}

export async function clinicalQaHealth(deps: QaDeps = {}): Promise<ClinicalQaHealthResult> {
  const config = deps.config ?? getConfig();
  const index = await indexOr503(deps.store ?? defaultIndexStore());
  const model = deps.textModel ?? textModelFromConfig(config);
  const locales = QA_LOCALES.filter((l) => (index.header.counts.locales[l] ?? 0) > 0);
  return {
    status: 'ok',
    index_size: index.articles.length,
    embedding_model: index.header.embedding_model,
    answer_model: model.id,
    description:
      `Clinical Q&A over ${index.articles.length} articles (${index.header.counts.topics} topics in ${locales.join(', ')}), ` +
      `${index.header.counts.chunks} passages, ${index.header.dimensions}-dimension vectors plus BM25; ` +
      `index updated ${index.header.updated}.`,
    dimensions: index.header.dimensions,
    locales,
  };
}

export async function answerClinicalQuestion(input: ClinicalQaInput, deps: QaDeps = {}): Promise<ClinicalQaResult> {
  const config = deps.config ?? getConfig();
  const index = await indexOr503(deps.store ?? defaultIndexStore());
  // A requested language the corpus lacks is answered from English articles (answer_language says so).
  const language = input.language ? answerLocale(input.language) : detectLanguage(input.question).locale;
  const features = textFeatures(input.question, { query: true });
  let vector: Float32Array | null = null;
  try {
    vector = await index.embedder.embed(input.question);
  } catch (e) {
    // A remote embedder that fails leaves BM25 to rank alone; the answer still comes.
    modelFallback('qa-embedding', (e as { reason?: string }).reason ?? (e as Error).name);
  }
  const leadTopics = emergencyTopics(input.question, features);
  const includeTopics = comparedLevelTopics(input.question, features);
  const retrieval = retrieve(index, { features, vector, locale: language, topK: input.top_k, leadTopics, includeTopics });
  const model = deps.textModel ?? textModelFromConfig(config);
  const answer = await model.answer({ question: input.question, language, features, index, sources: retrieval.sources });
  // An answer that cites nothing says the articles do not answer: listing unrelated articles would mislead.
  const sources =
    answer.citations.length === 0
      ? []
      : retrieval.sources.map((s) => {
          const a = index.articles[s.article]!;
          return { title: a.title, url: articleUrl(a, config), id: a.id, locale: a.locale };
        });
  return {
    answer: answer.answer,
    sources,
    model: answer.model,
    embedding_model: index.header.embedding_model,
    disclaimer: input.language ? DISCLAIMERS[textLanguage(input.language)] : disclaimerFor(language),
    language,
    answer_language: language,
    ...(answer.fallbackReason ? { fallback_reason: answer.fallbackReason } : {}),
  };
}

/** One article of the corpus, from the loaded index (so citations and passages come from one build). */
export async function getArticle(id: string, deps: QaDeps = {}): Promise<StoredArticle> {
  const index = await indexOr503(deps.store ?? defaultIndexStore());
  // An article of a topic folded into another is served under its new id.
  const i = index.articleById.get(id) ?? index.articleById.get(currentArticleId(id));
  if (i === undefined) throw notFound(`no article has the id "${id.slice(0, 100)}"`);
  return index.articles[i]!;
}
