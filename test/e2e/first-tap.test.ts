/**
 * The first move on Kalah's play board, measured in Chromium (bin/first-tap.mjs): the scripts it
 * fetches are the board's island, the session and Kalah's own rules, within 9 KB gzip, and no other
 * game's code (each game is its own chunk, loaded through the registry in src/variants/load.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module shared with the benchmark
import { FIRST_TAP_BUDGET, firstTapWeight } from '../../bin/first-tap.mjs';
import { VARIANT_IDS } from '../../src/variants/ids.js';
import { baseUrl, launch, skipReason } from './browser.js';

type Fetched = { url: string; gzip: number; code: string };

/** A built chunk of one game's rules module is named after its folder: kalah.<hash>.js. */
const chunkOf = (id: string) => new RegExp(`/${id}\\.[\\w-]+\\.js$`);

describe.skipIf(skipReason)('the first tap on a play board', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('on /play/kalah/ fetches Kalah and no other game, within the budget', async () => {
    const { files, total } = (await firstTapWeight(browser, baseUrl, '/play/kalah/')) as { files: Fetched[]; total: number };
    const urls = files.map((f) => f.url);
    expect(urls.some((u) => chunkOf('kalah').test(u))).toBe(true);
    for (const id of VARIANT_IDS.filter((v) => v !== 'kalah')) expect(urls.filter((u) => chunkOf(id).test(u)), id).toEqual([]);
    // Words only another game's rules or captions use: Bao's nyumba and kichwa, Omweso's name.
    for (const word of ['nyumba', 'kichwa', 'Omweso']) expect(files.filter((f) => f.code.includes(word)).map((f) => f.url), word).toEqual([]);
    expect(total, urls.join(' ')).toBeLessThanOrEqual(FIRST_TAP_BUDGET);
  });
});
