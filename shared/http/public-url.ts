/** Configuration as one request sees it: public URLs follow the request's own host when PUBLIC_BASE_URL is unset. */
import { getConfig, publicBaseUrl, type Config } from '../config';
import { requestBaseUrl } from '../image/http';
import type { ApiEvent } from './types';

export function configForRequest(event: ApiEvent): Config {
  const config = getConfig();
  if (config.PUBLIC_BASE_URL) return config;
  return { ...config, PUBLIC_BASE_URL: publicBaseUrl(config, requestBaseUrl(event.headers)) };
}
