/** POST /api/voice-aspiration-screen: reported symptoms to an aspiration risk level. */
import { AspirationScreenRequest } from '../shared/api/schemas';
import { serviceUnavailable } from '../shared/errors';
import { jsonRoute } from '../shared/http/route';

export const handler = jsonRoute('voice-aspiration-screen', AspirationScreenRequest, () => {
  throw serviceUnavailable('the aspiration screening engine is not available yet');
});
