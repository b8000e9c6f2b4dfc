import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { policyFor, withPolicy } from '../../src/integrations/csp';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))!
    .split(' ')
    .slice(1);

describe('policyFor', () => {
  it('allows exactly the inline scripts that run, by hash', () => {
    const html = '<script>a()</script><script type="module">b()</script><script type="application/json">{"c":1}</script><script src="/x.js"></script>';
    expect(directive(policyFor(html), 'script-src')).toEqual(["'self'", hash('a()'), hash('b()')]);
  });

  it('allows style elements by hash, and style attributes only through unsafe-hashes', () => {
    expect(directive(policyFor('<style>p{}</style><p>x</p>'), 'style-src')).toEqual(["'self'", hash('p{}')]);
    const code = '<pre style="color:#fff;background:&quot;x&quot;"><span style="color:#023B95">a</span></pre><script>var s = \'<i style="no">\'</script>';
    expect(directive(policyFor(code), 'style-src')).toEqual(["'self'", "'unsafe-hashes'", hash('color:#fff;background:"x"'), hash('color:#023B95')]);
  });

  it('allows WebAssembly only on a page that loads Pagefind', () => {
    expect(directive(policyFor('<input data-pagefind="/pagefind/pagefind.js">'), 'script-src')).toContain("'wasm-unsafe-eval'");
    expect(directive(policyFor('<p>search</p>'), 'script-src')).not.toContain("'wasm-unsafe-eval'");
  });
});

describe('withPolicy', () => {
  it('puts the tag straight after the charset, before anything it governs', () => {
    const page = withPolicy('<html><head><meta charset="utf-8"><style>p{}</style></head></html>', 'p.html');
    expect(page).toMatch(/^<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; [^"]+"><style>/);
  });

  it('names the page it cannot place a policy in', () => {
    expect(() => withPolicy('<p>no head</p>', 'dist/x/index.html')).toThrow('dist/x/index.html has no <head>');
  });
});
