/** The header that marks an idempotent replay (a stored answer, not billed again). */
import type { ApiResult } from '../http/types';

export const REPLAY_HEADER = 'idempotent-replayed';

export function isReplay(result: ApiResult | undefined): boolean {
  return result?.headers?.[REPLAY_HEADER] === 'true';
}
