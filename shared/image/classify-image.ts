/**
 * The image endpoint's domain function: read the image (bytes or an
 * uploaded object), normalize it once, let the vision engine estimate, read
 * the caption with the text engine, combine on the safe side, and answer in
 * the text endpoint's shape.
 */
import type { IddsiClassifyResult } from '../api/schemas';
import { classifyText, type TextClassification } from '../iddsi/classify';
import { fuse } from './fusion';
import { normalizeImage } from './normalize';
import type { ImageRequest } from './request';
import { buildImageResponse } from './respond';
import { visionModel } from './select-vision';
import type { UploadStore } from './upload-store';
import { uploadStore } from './uploads';
import type { VisionModel } from './vision-model';

export interface ClassifyImageDeps {
  vision?: VisionModel;
  uploads?: UploadStore;
}

/** The text engine's own minimum; a shorter caption carries nothing to read. */
const MIN_DESCRIPTION = 3;

export async function classifyImageRequest(request: ImageRequest, deps: ClassifyImageDeps = {}): Promise<IddsiClassifyResult> {
  const bytes =
    request.source.kind === 'bytes' ? request.source.bytes : await (deps.uploads ?? (await uploadStore())).get(request.source.key);
  const image = await normalizeImage(bytes);
  const description = request.description && request.description.length >= MIN_DESCRIPTION ? request.description : undefined;
  const estimate = await (deps.vision ?? (await visionModel())).estimate({ image, ...(description ? { description } : {}) });
  const text: TextClassification | undefined = description ? classifyText(description) : undefined;
  return buildImageResponse(estimate, fuse(estimate, text), text, request.language);
}
