/**
 * Serves the built site (dist/) with Astro's preview server for the browser tests, and launches the
 * one Chromium they all share (test/e2e/browser.ts connects to it): a launch a file cost a second or
 * two each, and a browser per file once ran eight copies of the same setup. Chromium is Debian's
 * (/usr/bin/chromium, or CHROMIUM_PATH); no tool downloads a browser. With CI=true a missing browser
 * or build is a failure; elsewhere the browser tests say why they skip.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { preview } from 'astro';
import type { BrowserServer, LaunchOptions } from 'playwright-core';
import { chromium as playwright } from 'playwright-core';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: string;
    /** The shared browser's address, for playwright's chromium.connect. */
    browserEndpoint: string;
    skipReason: string;
  }
}

export default async function setup(project: TestProject) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const missing = !existsSync('dist/index.html')
    ? 'the site is not built (run npm run build)'
    : !existsSync('dist/pagefind/pagefind.js')
      ? // `astro build` alone leaves the search index out, and every search test would wait out its timeout.
        'the site has no search index (run npm run build, which runs Pagefind after astro build)'
      : !existsSync(chromium)
        ? `no Chromium at ${chromium} (apt-get install -y chromium)`
        : '';
  if (missing && process.env.CI) throw new Error(`Browser tests cannot run on CI: ${missing}.`);
  project.provide('chromium', chromium);
  project.provide('skipReason', missing);
  if (missing) {
    project.provide('baseUrl', '');
    project.provide('browserEndpoint', '');
    return;
  }
  const port = await freePort();
  const server = await preview({ root: process.cwd(), logLevel: 'error', server: { host: '127.0.0.1', port } });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  // Headless, with nothing that would reach the network. V8 compiles and collects garbage on the
  // page's own thread (--single-threaded): on two cores its background threads only competed with the
  // pages' own work. Ten pages loaded and swept by axe took 24-25 s of CPU with it, 28-30 s without, in
  // the same time on the clock (2026-11-28). Nothing a page runs changes: only when V8 does its chores.
  // No spare renderer: Chromium starts one ahead of the next navigation, for the context the last page
  // was in, and the tests close most contexts after a page or two, spare and all. Without it a new
  // context and its first page took about 0.47 CPU-seconds here, not 0.71 (2026-11-29); the browser
  // tests open a few hundred.
  const browser = await launchWithFeaturesDisabled(
    {
      executablePath: chromium,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--js-flags=--single-threaded'],
    },
    ['SpareRendererForSitePerProcess'],
  );
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
  };
}

/**
 * Launches Chromium with `features` turned off besides those Playwright turns off. Chromium keeps only
 * the last --disable-features it is given, so a second one would quietly turn Playwright's back on:
 * its list is read from the command line of a browser launched for the purpose (Playwright does not
 * publish it) and given once, with ours.
 */
async function launchWithFeaturesDisabled(options: LaunchOptions, features: string[]): Promise<BrowserServer> {
  const switches = (args: string[]) => args.filter((arg) => arg.startsWith('--disable-features='));
  const probe = await playwright.launchServer(options);
  const theirs = switches(probe.process().spawnargs);
  await probe.close();
  const disabled = [...theirs.flatMap((arg) => arg.slice('--disable-features='.length).split(',')), ...features];
  const browser = await playwright.launchServer({ ...options, ignoreDefaultArgs: theirs, args: [...(options.args ?? []), `--disable-features=${disabled.join(',')}`] });
  const given = switches(browser.process().spawnargs);
  if (given.length !== 1) {
    await browser.close();
    throw new Error(`Chromium was launched with ${given.length} --disable-features switches, not one: ${given.join(' ')}`);
  }
  return browser;
}

/** A free port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
