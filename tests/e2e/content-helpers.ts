// Helpers of the content specs: what the content API says, so the browser's lists can be checked against it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accountButton, DEMO_PASSWORD, submitLogin } from './helpers';

type Category = { id: number; slug: string };
export type ApiPost = { id: number; slug: string; date: string; link: string; categories: number[]; title: { rendered: string }; acf: { highlighted?: boolean } };

export async function categoryIds(request: APIRequestContext): Promise<Record<string, number>> {
  const list = (await (await request.get('/cms/wp-json/wp/v2/categories?per_page=100')).json()) as Category[];
  return Object.fromEntries(list.map((c) => [c.slug, c.id]));
}

/** Every post the content API lists for a query (one page of up to 100). */
export async function posts(request: APIRequestContext, query: Record<string, string>): Promise<ApiPost[]> {
  const res = await request.get(`/cms/wp-json/wp/v2/posts?${new URLSearchParams({ per_page: '100', ...query })}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

/** Logs the teacher of the demo school in and waits until the header shows the account. */
export async function loginAsTeacher(page: Page) {
  await submitLogin(page, 'lehrer@lesefunke.test', DEMO_PASSWORD);
  await expect(accountButton(page, /Jonas|Lehmann/)).toBeVisible();
}

/** The titles of the post cards of a list, in order. */
export const cardTitles = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
