/**
 * Access on stdio: the key from --api-key or SERVICE_API_KEY (if any) is checked against the keys this
 * server issued, and every tool call counts against that tier's hourly limit, as over HTTP. A refusal is a
 * tool error the assistant can show.
 * @module
 */
import type { Config } from '../config.ts';
import type { Store } from '../engine/store/store.ts';
import { Access } from './access.ts';
import { KeyStore } from './api-keys.ts';
import { RateLimiter } from './rate-limit.ts';

export function stdioAdmission(config: Config, store: () => Promise<Store>): () => Promise<void> {
  const access = new Access(async () => new KeyStore(await store()), new RateLimiter(config.rateLimits));
  return async () => {
    const caller = await access.identify(config.apiKey, config.apiKeySource ?? 'SERVICE_API_KEY', 'stdio');
    access.admit(caller);
  };
}
