/**
 * The prose of every page is written with its typographic characters: curly quotes and apostrophes,
 * dashes, the ellipsis. The build no longer runs SmartyPants over the pages (astro.config.mjs: it cost
 * the build over half a second), so each page's text is held to what SmartyPants would make of it: run
 * over the page's syntax tree, it must change nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkSmartypants from 'remark-smartypants';
import { unified } from 'unified';
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';

const CONTENT = join(import.meta.dirname, '../../content');

function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pagesUnder(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

interface Text extends Node {
  value: string;
}

/** Each text of a page's body that SmartyPants would change: its line, what is written, what it should be. */
async function untypeset(source: string): Promise<{ line: number; written: string; typeset: string }[]> {
  const frontmatter = /^---\n[\s\S]*?\n---\n/.exec(source)?.[0] ?? '';
  const linesBefore = frontmatter.split('\n').length - 1;
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(source.slice(frontmatter.length));
  const written = new Map<string, string>();
  visit(tree, 'text', (node: Text) => void written.set(`${node.position!.start.offset}`, node.value));
  await unified().use(remarkSmartypants).run(tree);
  const found: { line: number; written: string; typeset: string }[] = [];
  visit(tree, 'text', (node: Text) => {
    const before = written.get(`${node.position?.start.offset}`);
    if (before !== undefined && before !== node.value) found.push({ line: node.position!.start.line + linesBefore, written: before, typeset: node.value });
  });
  return found;
}

describe('typography', () => {
  const pages = pagesUnder(CONTENT);

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(35);
  });

  it.each(pages.map((p) => [p.slice(CONTENT.length + 1), p]))('%s is written with curly quotes, dashes and ellipses', async (_name, path) => {
    const found = await untypeset(readFileSync(path, 'utf8'));
    expect(found.map((f) => `line ${f.line}: ${JSON.stringify(f.written)} should be ${JSON.stringify(f.typeset)}`)).toEqual([]);
  });

  it('would catch straight quotes, two hyphens and three dots', async () => {
    const found = await untypeset(`---\ntitle: "x"\n---\n\nThe player's "house" -- and so on...\n`);
    expect(found).toEqual([{ line: 5, written: 'The player\'s "house" -- and so on...', typeset: 'The player’s “house” — and so on…' }]);
  });
});
