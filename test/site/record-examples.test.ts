import { describe, expect, it } from 'vitest';
import { formatGameRecord, parseGameRecord } from '../../src/engine/index.js';
import { RECORD_EXAMPLES, RECORD_TAG_NOTES } from '../../src/site/record-examples.js';
import { RECORD_TAGS } from '../../src/engine/index.js';
import { readGameRecord, recordFailureText } from '../../src/variants/record-rules.js';

describe('the game records /notation/ shows', () => {
  it.each(RECORD_EXAMPLES.map((e) => [e.id, e.text]))('%s reads, replays, and is written as the site writes it', (_, text) => {
    const read = readGameRecord(text);
    if (!read.ok) throw new Error(recordFailureText(read.error));
    const parsed = parseGameRecord(text);
    expect(parsed.ok && formatGameRecord(parsed.value)).toBe(text);
  });

  it('has a comment and a variation among its examples', () => {
    expect(RECORD_EXAMPLES.some((e) => e.text.includes('{') && e.text.includes('('))).toBe(true);
  });

  it('explains the tags the site writes first, in the order it writes them', () => {
    const explained = RECORD_TAG_NOTES.map((t) => t.name);
    expect(RECORD_TAGS.filter((t) => !['B', 'C', 'D'].includes(t))).toEqual(explained);
  });
});
