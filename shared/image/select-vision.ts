/**
 * The vision engine the configuration asks for (one per container). The
 * Bedrock engine is loaded only when configured, so the default embedded
 * path never evaluates the Bedrock SDK.
 */
import { getConfig } from '../config';
import { embeddedVision } from './embedded-vision';
import type { VisionModel } from './vision-model';

let cached: { key: string; model: Promise<VisionModel> } | undefined;

export function visionModel(): Promise<VisionModel> {
  const config = getConfig();
  const modelId = config.BEDROCK_VISION_MODEL_ID ?? config.BEDROCK_TEXT_MODEL_ID;
  const key = `${config.VISION_PROVIDER}:${modelId ?? ''}:${config.BEDROCK_TIMEOUT_MS}`;
  if (cached?.key !== key) {
    const model: Promise<VisionModel> =
      config.VISION_PROVIDER === 'bedrock'
        ? import('./bedrock-vision').then(({ createBedrockVision }) =>
            createBedrockVision({ modelId, deadlineMs: config.BEDROCK_TIMEOUT_MS }),
          )
        : Promise.resolve(embeddedVision);
    cached = { key, model };
  }
  return cached.model;
}
