/** POST /api/voice-aspiration-screen: reported symptoms to an aspiration risk level. */
import { AspirationScreenRequest } from '../shared/api/schemas';
import { screen } from '../shared/aspiration/screen';
import { jsonRoute } from '../shared/http/route';

export const handler = jsonRoute('voice-aspiration-screen', AspirationScreenRequest, (body) => ({ body: screen(body) }));
