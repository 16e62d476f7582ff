/** POST /api/iddsi-classify-audio: research-staged, 501 in every environment, whatever the body. */
import { notImplemented } from '../shared/errors';
import { eventRoute } from '../shared/http/route';

export const handler = eventRoute('iddsi-classify-audio', () => {
  throw notImplemented(
    'the audio endpoint is research-staged and not yet live; it must not be used in clinical workflows. ' +
      'Describe the food or drink with POST /api/iddsi-classify, or send a photo to POST /api/iddsi-classify-image',
  );
});
