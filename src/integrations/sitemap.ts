/**
 * /sitemap.xml, written after the build when the site's address is known (SITE_URL at build time,
 * Astro's `site`; see README "Hosting"). Without it there is no sitemap: a sitemap's addresses must be
 * absolute, and the host chooses the address. Pages that only forward (a game's other names), bare
 * pages for other sites' iframes and the 404 page are left out: none is a page to be found by itself.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Whether a built page, at its address, belongs in the sitemap. */
export function inSitemap(pathname: string, html: string): boolean {
  if (pathname.startsWith('/embed/')) return false;
  if (/<meta\s+http-equiv="refresh"/i.test(html) || /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html)) return false;
  return true;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemap of these addresses on this site, in the order given. */
export function sitemapXml(site: string, pathnames: readonly string[]): string {
  const urls = pathnames.map((p) => `<url><loc>${escapeXml(new URL(p, site).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Every page's index.html under dir, as [address, file]; 404.html is not an index page, so never listed. */
function indexPages(dir: string, root = dir): [string, string][] {
  return readdirSync(dir).flatMap((name): [string, string][] => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' || name === 'pagefind' ? [] : indexPages(path, root);
    if (name !== 'index.html') return [];
    const folder = relative(root, dir).split(sep).join('/');
    return [[folder ? `/${folder}/` : '/', path]];
  });
}

export default function sitemap(): AstroIntegration {
  let site: string | undefined;
  let base = '/';
  return {
    name: 'mancala-atlas:sitemap',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
        base = config.base;
      },
      'astro:build:done': ({ dir, logger }) => {
        if (!site) return logger.info('No sitemap: SITE_URL was not set, so the site has no address to list pages under');
        const pages = indexPages(fileURLToPath(dir))
          .filter(([path, file]) => inSitemap(path, readFileSync(file, 'utf8')))
          .map(([path]) => `${base.replace(/\/$/, '')}${path}`)
          .sort();
        writeFileSync(join(fileURLToPath(dir), 'sitemap.xml'), sitemapXml(site, pages));
        logger.info(`sitemap.xml lists ${pages.length} pages under ${site}`);
      },
    },
  };
}
