import { describe, expect, it } from 'vitest';
import { readDiagramAddress } from '../../src/board/diagram-address.js';

const message = async (search: string) => {
  const read = await readDiagramAddress(search);
  return read.ok ? '' : read.error.message;
};

describe('the diagram page address', () => {
  it('reads a game, its options and a position', async () => {
    const read = await readDiagramAddress('?variant=kalah&options=seeds=6&position=0.1.2.1.3.2_0.1.1.0.6.1~0.0~a');
    expect(read.ok && [read.value.title, read.value.notation, read.value.frame.pits.length]).toEqual(['Kalah (6 seeds)', '0.1.2.1.3.2_0.1.1.0.6.1~0.0~a', 12]);
    const start = await readDiagramAddress('?variant=omweso');
    expect(start.ok && start.value.layout.turn).toBe(true);
  });

  it.each([
    ['', 'names no game'],
    ['?position=start', 'names no game'],
    ['?variant=chess', 'Unknown variant "chess"'],
    ['?variant=kalah&options=seeds=9', 'seeds must be one of 1, 2, 3, 4, 5, 6; got "9"'],
    ['?variant=kalah&options={bad', 'not valid JSON'],
    ['?variant=wari&position=4.4.4_1~0~a', 'Row B has 3 pits; it should have 6'],
    ['?variant=wari&position=9.9.9.9.9.9_9.9.9.9.9.9~0.0~a', 'This position holds 108 seeds'],
    ['?variant=wari&position=<script>', 'cannot be drawn'],
    ['?variant=wari&moves=A1', 'also lists moves'],
  ])('%s: refused, naming the problem', async (search, words) => {
    expect(await message(search)).toContain(words);
  });
});
