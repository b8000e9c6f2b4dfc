/** sitemap.xml lists the pages a reader should find, at absolute addresses under the configured site. */
import { describe, expect, it } from 'vitest';
import { inSitemap, sitemapXml } from '../../src/integrations/sitemap';

describe('inSitemap', () => {
  it.each([
    ['/variants/wari/', '<html><head><title>Wari</title></head></html>', true],
    ['/bibliography/', '<html><head></head></html>', true],
    ['/variants/oware/', '<meta http-equiv="refresh" content="0; url=/variants/wari/"><meta name="robots" content="noindex">', false],
    ['/variants/mancala/', '<meta name="robots" content="noindex">', false],
    ['/embed/wari/chain-capture/', '<html></html>', false],
  ])('%s: %s', (path, html, listed) => expect(inSitemap(path, html)).toBe(listed));
});

describe('sitemapXml', () => {
  it('writes each address absolute, under a site with a path of its own too, escaped', () => {
    const xml = sitemapXml('https://example.org/atlas/', ['/atlas/', '/atlas/search/?a&b']);
    expect(xml).toContain('<loc>https://example.org/atlas/</loc>');
    expect(xml).toContain('<loc>https://example.org/atlas/search/?a&amp;b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });
});
