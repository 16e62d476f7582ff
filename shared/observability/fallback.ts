/**
 * The one call an engine makes when its embedded engine answers instead of
 * the hosted model: a warning line and the ModelFallbacks metric (whose rate
 * the stage alarms on). Component and reason are fixed codes, never request text.
 */
import { logWarning } from './logger';
import { recordFallback } from './metrics';

export type FallbackComponent = 'batch' | 'qa' | 'qa-embedding' | 'vision';

export function modelFallback(component: FallbackComponent, reason: string): void {
  logWarning('model_fallback', { component, reason });
  recordFallback(component, reason);
}
