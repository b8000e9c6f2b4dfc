/**
 * A Content-Security-Policy `<meta>` tag on every built page, allowing exactly that page's inline
 * scripts and styles by hash. Astro's own `experimental.csp` (5.18) cannot allow the style attributes
 * Shiki writes on code blocks (it has no `'unsafe-hashes'` and no `style-src-attr`), so the hashes are
 * computed here, from the final HTML, after the build. `frame-ancestors` is ignored in a meta tag: the
 * host sends it as a header (public/_headers, README "Hosting").
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Everything a page may load beyond its own hashed inline code. */
const BASE_POLICY = ["default-src 'self'", "img-src 'self' data:", "object-src 'none'", "base-uri 'self'", "form-action 'self'"];
/** A page that loads Pagefind (src/pages/search.astro) marks its input with this attribute; Pagefind
 * compiles WebAssembly, which script-src must allow. */
const PAGEFIND_MARK = 'data-pagefind=';
/** Script types the browser runs; JSON data blocks need no hash. */
const RUNNABLE = /^(|module|text\/javascript|application\/javascript)$/i;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy one page needs: its inline scripts, `<style>` elements and `style` attributes by hash. */
export function policyFor(html: string): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const attributes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1]!;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1] ?? '';
    if (!/\bsrc\s*=/i.test(attrs) && RUNNABLE.test(type.trim())) scripts.add(sha256(m[2]!));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(sha256(m[1]!));
  // Attributes are looked for in the markup only, not inside script or style text.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  for (const m of markup.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) attributes.add(sha256(decodeEntities(m[1] ?? m[2]!)));

  const scriptSrc = ["'self'", ...(html.includes(PAGEFIND_MARK) ? ["'wasm-unsafe-eval'"] : []), ...scripts];
  // 'unsafe-hashes' lets the listed hashes match style attributes; with no attributes it is left out.
  const styleSrc = ["'self'", ...styles, ...(attributes.size ? ["'unsafe-hashes'", ...attributes] : [])];
  return [...BASE_POLICY, `script-src ${scriptSrc.join(' ')}`, `style-src ${styleSrc.join(' ')}`].join('; ');
}

/** The page with its policy as the first thing after `<meta charset>`: a meta policy governs only what follows it. */
export function withPolicy(html: string, page: string): string {
  if (/<meta\s+http-equiv="Content-Security-Policy"/i.test(html)) throw new Error(`${page} already has a Content-Security-Policy meta tag.`);
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html)}">`;
  const anchor = /<meta\s+charset="[^"]*"\s*\/?>/i.exec(html) ?? /<head\b[^>]*>/i.exec(html);
  if (!anchor) throw new Error(`${page} has no <head> to put its Content-Security-Policy in.`);
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    return named[name.toLowerCase()] ?? all;
  });
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

export default function contentSecurityPolicy(): AstroIntegration {
  return {
    name: 'mancala-atlas:csp',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const files = htmlFiles(fileURLToPath(dir));
        for (const file of files) writeFileSync(file, withPolicy(readFileSync(file, 'utf8'), file));
        logger.info(`Content-Security-Policy added to ${files.length} pages`);
      },
    },
  };
}
