/** GET /api/usage: a partner's billable calls by route and its quota, for this month or ?month=YYYY-MM. */
import { invalidRequest } from '../shared/errors';
import { eventRoute } from '../shared/http/route';
import { callerOfEvent } from '../shared/partners/context';
import { apiKeyRequired } from '../shared/partners/errors';
import { partnerGate } from '../shared/partners/platform';
import { usageReport } from '../shared/partners/report';
import { checkMonth, monthOf } from '../shared/partners/usage';

export const handler = eventRoute(
  'usage',
  async (event) => {
    const caller = callerOfEvent(event);
    if (!caller?.partnerId) throw apiKeyRequired();
    const now = new Date();
    const asked = event.queryStringParameters?.month;
    const checked = checkMonth(asked ?? monthOf(now), now);
    if (!checked.ok) throw invalidRequest(checked.message);
    return { body: await usageReport(partnerGate().usage, caller.partnerId, caller, checked.month, now) };
  },
  () => ['GET'],
);
