import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = inject('baseUrl');
export const skipReason = inject('skipReason');

/** Debian's Chromium, headless, with nothing that would reach the network. */
export const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: inject('chromium'),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

/** Every page of the built site, as paths like /variants/wari/. */
export function sitePages(dist = 'dist'): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!['_astro', 'pagefind'].includes(name)) walk(path);
      } else if (name === 'index.html') pages.push(`/${relative(dist, dir)}${dir === dist ? '' : '/'}`.replace('//', '/'));
    }
  };
  walk(dist);
  return pages.sort();
}

/** A page that only sends the reader on: a game's other name (/variants/oware/ → /variants/wari/). */
export const isForwarding = (path: string, dist = 'dist'): boolean =>
  readFileSync(join(dist, path, 'index.html'), 'utf8').includes('http-equiv="refresh"');

/** Opens a page, collecting console errors and uncaught exceptions. */
export async function open(browser: Browser, path: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  // Chromium logs a Content-Security-Policy violation to the console, but not every kind (a blocked
  // style attribute in some versions, a report-only policy); the event names each one.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'} ${e.sample}`)),
  );
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  return { page, errors, close: () => context.close() };
}
