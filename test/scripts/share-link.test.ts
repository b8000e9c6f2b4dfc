import { describe, expect, it } from 'vitest';
import { shareLink } from '../../src/scripts/share-link.js';

describe('shareLink', () => {
  it('names the example in the hash and the step in the query, keeping the rest of the address', () => {
    expect(shareLink('https://x.org/variants/wari/', 'example-wari-chain-capture', 4)).toBe('https://x.org/variants/wari/?step=4#example-wari-chain-capture');
    expect(shareLink('https://x.org/variants/wari/?step=9&a=b#example-wari-other', 'example-wari-chain-capture', 2)).toBe(
      'https://x.org/variants/wari/?step=2&a=b#example-wari-chain-capture',
    );
  });

  it('leaves the step out at the start', () => {
    expect(shareLink('https://x.org/variants/wari/?step=9', 'example-wari-chain-capture', 0)).toBe('https://x.org/variants/wari/#example-wari-chain-capture');
  });
});
