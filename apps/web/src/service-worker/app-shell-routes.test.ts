import { describe, expect, it } from 'vitest';
import {
  SKIP_WAITING_MESSAGE,
  isAppNavigation,
  isRuntimeConfig,
  isSkipWaitingMessage,
} from './app-shell-routes.ts';

describe('the service worker’s offline answers', () => {
  it('opens the app for every client route, offline too', () => {
    for (const path of ['/', '/login', '/search', '/product/5b1f2c3d', '/notifications']) {
      expect(isAppNavigation(path), path).toBe(true);
    }
  });

  it('never answers the API or a file with the app', () => {
    for (const path of ['/api', '/api/', '/api/products/sync', '/API/Authorization', '/metrics']) {
      expect(isAppNavigation(path), path).toBe(false);
    }
    for (const path of ['/config.json', '/favicon.svg', '/assets/index-abc.js', '/sw.js']) {
      expect(isAppNavigation(path), path).toBe(false);
    }
  });

  it('keeps the deployment’s configuration, and nothing else under that name', () => {
    expect(isRuntimeConfig(new URL('https://portal.example/config.json'))).toBe(true);
    expect(isRuntimeConfig(new URL('https://portal.example/api/config.json'))).toBe(false);
    expect(isRuntimeConfig(new URL('https://portal.example/config.json.bak'))).toBe(false);
  });

  it('takes over only when a page asks it to', () => {
    expect(isSkipWaitingMessage(SKIP_WAITING_MESSAGE)).toBe(true);
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    for (const other of [null, undefined, 'SKIP_WAITING', { type: 'PING' }, {}]) {
      expect(isSkipWaitingMessage(other)).toBe(false);
    }
  });
});
