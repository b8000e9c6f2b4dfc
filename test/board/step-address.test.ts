import { describe, expect, it } from 'vitest';
import { openStep } from '../../src/board/step-address.js';

describe('openStep (?step=N)', () => {
  it('opens at the step asked for, or at the start when none is', () => {
    expect(openStep('3', 10)).toEqual({ step: 3, note: '' });
    expect(openStep(' 10 ', 10)).toEqual({ step: 10, note: '' });
    expect(openStep(undefined, 10)).toEqual({ step: 0, note: '' });
    expect(openStep('', 10)).toEqual({ step: 0, note: '' });
  });

  it('clamps a step past the end to the last, and says so', () => {
    const open = openStep('40', 10);
    expect(open.step).toBe(10);
    expect(open.note).toMatch(/step 40.*only 10 steps/);
  });

  it.each(['abc', '-2', '2.5', '1e3', '0x10', '3<script>'])('opens %j at the start and names what was wrong', (raw) => {
    const open = openStep(raw, 10);
    expect(open.step).toBe(0);
    expect(open.note).toContain(JSON.stringify(raw));
    expect(open.note).toContain('not a step number');
  });

  it('quotes at most 40 characters of a long step', () => {
    expect(openStep('9'.repeat(500), 10).note.length).toBeLessThan(160);
    expect(openStep('x'.repeat(500), 10).note.length).toBeLessThan(160);
  });
});
