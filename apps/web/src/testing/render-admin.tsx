import { screen } from '@testing-library/react';
import { fakeAdminApi } from './fake-admin-api.ts';
import { renderApp } from './render-app.tsx';

type RenderAdminOptions = Parameters<typeof fakeAdminApi>[0] & {
  /** The `h1` to wait for: the screen is there once it shows. */
  heading: string;
};

/**
 * Opens an administration page as a signed-in account (the CompanyAdmin of `testCompany`
 * unless `self` says otherwise) against the fake administration API.
 */
export async function renderAdmin(path: string, options: RenderAdminOptions) {
  const api = fakeAdminApi(options);
  const view = await renderApp(path, { isAccountSignedIn: true });
  await screen.findByRole('heading', { level: 1, name: options.heading });
  return { ...view, api };
}
