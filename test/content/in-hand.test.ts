/**
 * "In hand" has one meaning on the site: Bao's seeds kept off the board until they are entered
 * (the glossary's entry). Seeds being sown are "left to sow" (captions, the stepper's status), so
 * no other game's page speaks of seeds in hand.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

describe('"in hand"', () => {
  it('is used only on the pages of Bao, the one game that keeps seeds in hand', () => {
    const found = files('content')
      .filter((f) => /\.(mdx|ya?ml)$/.test(f) && !/[/\\]bao([/\\.]|$)/.test(f) && !f.endsWith('glossary.yaml'))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/.{0,40}\b(?:in|into|your|from) hand\b.{0,20}/g)].map((m) => `${f}: ${m[0]}`));
    expect(found).toEqual([]);
  });
});
