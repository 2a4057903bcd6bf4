// Staff logging in on the desk's page in Chromium, as a person types it: name, the tests' password
// (PASSWORD, the one every test account has), Log in. (Logging in over HTTP without a browser is
// `login` and `agent` in desk.ts.)
import type { Page } from 'playwright-core';
import { PASSWORD } from './desk.ts';

export interface LogInOptions {
  /** The desk address to open first (default /desk/; a view's, as /desk/#field-data, opens that view after). */
  path?: string;
  /** A heading to wait for once the button is pressed ("Leads" for the owner and staff); by default nothing is awaited. */
  thenHeading?: string;
}

export async function logIn(page: Page, url: string, name: string, options: LogInOptions = {}): Promise<void> {
  await page.goto(`${url}${options.path ?? '/desk/'}`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (options.thenHeading) await page.getByRole('heading', { name: options.thenHeading }).waitFor();
}
