import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToasts } from './src/components/ui/toast.tsx';
import { queryClient } from './src/lib/query-client.ts';

// jsdom has no layout: scrolling (the router's scroll restoration, jump links) does nothing.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// findBy… and waitFor wait up to 5 s, not 1 s: these tests share two cores with the API's in
// one run, and a lazily loaded screen or catalogue can take over a second to appear there.
configure({ asyncUtilTimeout: 5_000 });

// Failed queries retry as in the app, but without the back-off wait between tries.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
});

afterEach(async () => {
  // Sonner keeps its toasts in module state; one test's toast must not show in the next. It is
  // not imported here: its stylesheet, in the page from then on, made every role query and
  // visibility check about twice as slow (jsdom matches each element against its rules).
  await dismissToasts();
  cleanup();
  // The app's one query client outlives a test: no test may see another's data or requests.
  await queryClient.cancelQueries();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
