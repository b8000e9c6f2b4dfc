import { describe, expect, it } from 'vitest';
import { readWorksheetAddress, writeWorksheetAddress } from '../../src/worksheets/settings.js';

describe('a worksheet address', () => {
  it('reads every setting, and writes them back the same', () => {
    const search = '?variant=kalah&options=seeds=6,pie=true&position=4.4.4.4.4.4_4.4.4.4.4.4~0.0~a&questions=5&difficulty=easy&seed=7';
    const read = readWorksheetAddress(search);
    expect(read.problems).toEqual([]);
    expect(read.settings).toEqual({ variant: 'kalah', options: { seeds: '6', pie: 'true' }, position: '4.4.4.4.4.4_4.4.4.4.4.4~0.0~a', questions: 5, difficulty: 'easy', seed: 7 });
    expect(writeWorksheetAddress(read.settings)).toBe(search);
  });

  it('fills in what it leaves out: no seed (the page draws one), eight questions, medium', () => {
    expect(readWorksheetAddress('?variant=wari')).toEqual({ settings: { variant: 'wari', options: {}, questions: 8, difficulty: 'medium' }, problems: [] });
  });

  it('names each field that is wrong, and keeps the others for the form', () => {
    const read = readWorksheetAddress('?variant=wari&questions=50&difficulty=tricky&seed=-3&options=seeds');
    expect(read.problems).toEqual([
      'The options in this link should be names with values, such as {"seeds":6} or seeds=6,pie=true; cannot read "seeds".',
      'The number of questions should be a whole number from 1 to 20; this link has "50".',
      'The difficulty should be easy, medium or hard; this link has "tricky".',
      'The seed should be a whole number from 0 to 4294967295; this link has "-3".',
    ]);
    expect(read.settings.variant).toBe('wari');
  });

  it('refuses a game name that could be markup, quoting at most 40 characters of it', () => {
    const read = readWorksheetAddress(`?variant=${encodeURIComponent('<img src=x onerror=alert(1)>'.repeat(3))}`);
    expect(read.problems).toHaveLength(1);
    // 40 characters in all, the ellipsis one of them (the one quote, src/words/quote.ts).
    expect(read.problems[0]).toMatch(/^The game in this link, "<img src=x onerror=alert\(1\)><img src=x …", is not a game's name here/);
    expect(read.settings.variant).toBe('wari');
  });
});
