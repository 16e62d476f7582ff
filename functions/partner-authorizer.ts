/** The HTTP API's Lambda authorizer: key, plan, rate and quota for every routed call (shared/partners/cloud.ts). */
import { authorize } from '../shared/partners/cloud';

export const handler = authorize;
