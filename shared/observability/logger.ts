/**
 * The one Powertools Logger of a process: JSON lines with the service, stage,
 * cold start, request id, route and partner as keys. Request bodies, answers
 * and error messages (which may quote request text) are never logged: callers
 * pass names, codes and numbers only.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { getConfig } from '../config';
import { SERVICE_NAME } from './names';

let logger: Logger | undefined;

/** The process's logger, built on first use from the configuration. */
export function getLogger(): Logger {
  logger ??= new Logger({
    serviceName: SERVICE_NAME,
    logLevel: getConfig().LOG_LEVEL,
    persistentKeys: { stage: getConfig().STAGE },
  });
  return logger;
}

/** Attributes a log line may carry: identifiers, codes and numbers, never free text from a request. */
export type SafeAttributes = Record<string, string | number | boolean | null | undefined | readonly string[]>;

/** A warning such as a model fallback: an event name and safe attributes. */
export function logWarning(event: string, attributes: SafeAttributes = {}): void {
  getLogger().warn(event, { event, ...attributes });
}

/** An error: the event name and safe attributes (an error's class and stack frames, never its message). */
export function logError(event: string, attributes: SafeAttributes = {}): void {
  getLogger().error(event, { event, ...attributes });
}
