/**
 * The upload store of this container, chosen by configuration: S3 when
 * UPLOAD_BUCKET is set, otherwise the local directory UPLOAD_DIR. Loaded on
 * first use, so the image function does not evaluate the S3 SDK at cold
 * start for the (usual) requests that carry their image in the body.
 */
import { getConfig, publicBaseUrl } from '../config';
import type { LocalUploadStore } from './local-upload-store';
import type { PresignPost } from './s3-upload-store';
import type { UploadStore } from './upload-store';
import { tracedClient } from '../observability/tracer';

let cached: { key: string; store: Promise<UploadStore> } | undefined;

async function create(config: ReturnType<typeof getConfig>, signer?: PresignPost): Promise<UploadStore> {
  if (config.UPLOAD_BUCKET) {
    const { createS3UploadStore, s3Client } = await import('./s3-upload-store');
    return createS3UploadStore({
      bucket: config.UPLOAD_BUCKET,
      prefix: config.UPLOAD_PREFIX,
      client: await tracedClient(s3Client(config)),
      ...(signer ? { signer } : {}),
    });
  }
  const { createLocalUploadStore } = await import('./local-upload-store');
  return createLocalUploadStore({ dir: config.UPLOAD_DIR, prefix: config.UPLOAD_PREFIX, baseUrl: publicBaseUrl(config) });
}

/** The store of this container; the upload-url function passes the S3 POST signer. */
export function uploadStore(signer?: PresignPost): Promise<UploadStore> {
  const config = getConfig();
  const key = [
    config.UPLOAD_BUCKET,
    config.UPLOAD_PREFIX,
    config.UPLOAD_DIR,
    config.S3_ENDPOINT,
    config.S3_FORCE_PATH_STYLE,
    config.AWS_REGION,
    signer ? 'sign' : 'read',
  ].join('|');
  if (cached?.key !== key) {
    const store = create(config, signer);
    cached = { key, store };
    // A failed load is tried again on the next request.
    store.catch(() => {
      if (cached?.store === store) cached = undefined;
    });
  }
  return cached.store;
}

export function isLocalStore(store: UploadStore): store is LocalUploadStore {
  return store.kind === 'local';
}
