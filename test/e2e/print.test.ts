/** A printed page: no navigation or buttons, every example's steps as text, diagrams kept whole, light colours. */
import { describe, expect, it } from 'vitest';
import { browser, open, skipReason } from './browser.js';

describe.skipIf(skipReason)('printing', () => {
  it('prints a game page without controls, with every example step by step', async () => {
    const { page, errors, close } = await open(browser, '/variants/wari/', { colorScheme: 'dark' });
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['header.site nav', '.theme-switch', '.controls', '.board-tools', '.playboard', 'footer.site']) {
      expect(await page.locator(selector).first().isVisible(), selector).toBe(false);
    }
    const steps = page.locator('#example-wari-chain-capture-steps li');
    expect(await steps.first().isVisible(), 'the steps as text').toBe(true);
    expect(await page.getByText('Final position.').first().isVisible()).toBe(true);
    expect(
      await page
        .locator('.board')
        .first()
        .evaluate((b) => getComputedStyle(b).breakInside),
    ).toBe('avoid');
    // Light paper even when the reader's screen is dark.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
    // A reference's link prints its address: paper has no links to follow.
    const link = page.locator('.references a[href^="http"]').first();
    expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toContain(await link.getAttribute('href'));
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(10_000);
    expect(errors).toEqual([]);
    await close();
  });
});
