/**
 * What each function calls, and so the only permissions and settings it gets.
 * A handler module not listed here gets none (STAGE only).
 *
 * Paths, timeouts and memory stay in shared/routes.ts; this table only says
 * which cloud resources a handler module reaches.
 */
export interface FunctionNeeds {
  /** Claude text model (batch meal checks, Q&A answers). */
  textModel?: boolean;
  /** Claude vision model (falls back to the text model). */
  visionModel?: boolean;
  /** Embedding model for queries, when the stage sets one. */
  embeddingModel?: boolean;
  /** Reads the deployed Q&A index objects. */
  readIndex?: boolean;
  /** Reads uploaded images under the uploads prefix. */
  readUploads?: boolean;
  /** Signs pre-signed POSTs for the uploads prefix (needs s3:PutObject there). */
  signUploads?: boolean;
  /** Builds absolute links (article citations). */
  publicBaseUrl?: boolean;
}

export const FUNCTION_NEEDS: Readonly<Record<string, FunctionNeeds>> = {
  'iddsi-batch': { textModel: true },
  'clinical-qa': { textModel: true, embeddingModel: true, readIndex: true, publicBaseUrl: true },
  // Articles are served from the same deployed corpus as the Q&A citations point to.
  articles: { readIndex: true, publicBaseUrl: true },
  'iddsi-classify-image': { visionModel: true, readUploads: true },
  'image-upload-url': { signUploads: true },
};

export function needsOf(handlerModule: string): FunctionNeeds {
  return FUNCTION_NEEDS[handlerModule] ?? {};
}
