import { describe, expect, it } from 'vitest';
import { brokenEscape, decodeText, readQuery } from '../../src/board/address-text.js';

describe('reading an address without throwing', () => {
  it.each([
    ['A3', null],
    ['%E0%A4%A4', null],
    ['caf%C3%A9%20', null],
    ['%', '%'],
    ['4.4%', '%'],
    ['%A', '%A'],
    ['%E0%A4%A', '%E0%A4'],
    ['%zz%41', '%'],
    ['%41%FF', '%41%FF'],
  ])('finds the broken escape in %s: %s', (text, bad) => {
    expect(brokenEscape(text)).toBe(bad);
  });

  it.each([
    ['example-wari-chain-capture', 'example-wari-chain-capture'],
    ['caf%C3%A9', 'café'],
    ['%', '%'],
    ['/variants/kalah/%E0%A4%A', '/variants/kalah/%E0%A4%A'],
    ['%41/%E0%A4%A/%42', 'A/%E0%A4%A/B'],
  ])('decodes %s as %s', (text, decoded) => {
    expect(decodeText(text)).toBe(decoded);
  });

  it('names the field with a broken escape, quoting its value', () => {
    expect(readQuery('?variant=wari&position=%E0%A4%A').problem).toBe(
      'The position in this link, "%E0%A4%A", has a broken percent-escape, "%E0%A4": a % must be followed by two hexadecimal digits that spell a character, as %20 spells a space. The link may have been cut short; copy it again.',
    );
    expect(readQuery('?position=4.4%', 'on this board').problem).toMatch(/^The position on this board, "4\.4%", has a broken percent-escape, "%"/);
    expect(readQuery('?%=1').problem).toMatch(/^The address's "%=1" has/);
    expect(readQuery(`?position=${'1.'.repeat(40)}%`).problem).toContain(`"${'1.'.repeat(20).slice(0, 39)}…"`); // 40 characters in all, the ellipsis one of them (the engine's quote)
    const fine = readQuery('?variant=wari&position=0.1.2%7E&moves=A1,B2');
    expect(fine.problem).toBeNull();
    expect(fine.query.get('position')).toBe('0.1.2~');
  });
});
