/** POST /api/iddsi-classify: a food or drink described in text to an IDDSI level. */
import { TextClassifyRequest } from '../shared/api/schemas';
import { classifyText, toClassifyResponse } from '../shared/iddsi/classify';
import { jsonRoute } from '../shared/http/route';

export const handler = jsonRoute('iddsi-classify', TextClassifyRequest, (body) => ({
  body: toClassifyResponse(classifyText(body.text), body.language),
}));
