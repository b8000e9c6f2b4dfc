import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, legalMoves, play, unwrap } from '../../src/engine/index.js';
import { after, pos, rules } from '../helpers.js';
import { runs } from '../depth.js';

describe('Oh-Wah-Ree (De Toffoli, part 6)', () => {
  it.each([
    [2, '4.4.4.4.4.4.4.4.4.4.4.4~0.0~a', 'aaaaaabbbbbb'],
    [3, '4.4.4.4.4.4.4.4.4.4.4.4~0.0.0~a', 'aaaabbbbcccc'],
    [4, '4.4.4.4.4.4.4.4.4.4.4.4~0.0.0.0~a', 'aaabbbcccddd'],
  ])('%i players share the circle of 12 pits', (players, start, owners) => {
    const r = rules('oh-wah-ree', { players });
    expect(formatPosition(r, r.start())).toBe(start);
    expect(r.topology.owner.map((o) => 'abcd'[o]).join('')).toBe(owners);
    expect(legalMoves(r, r.start()).length).toBe(12 / players);
  });

  it('captures across two opponents with three players, stopping at a pit of four', () => {
    const r = rules('oh-wah-ree', { players: 3 });
    expect(after(r, '2.1.0.5.0.3.1.2.1.3.0.2~10.9.9~a', '4')).toBe('2.1.0.0.1.4.0.0.0.3.0.2~17.9.9~b');
  });

  it('captures across two opponents with four players', () => {
    const r = rules('oh-wah-ree', { players: 4 });
    expect(after(r, '2.0.1.1.1.0.0.2.4.5.2.1~8.7.7.7~c', '9')).toBe('0.0.1.1.1.0.0.2.0.6.0.0~8.7.15.7~d');
  });

  it("stops a chain at the capturer's own pit", () => {
    // Two players: A's pit 6 sows 7 and 8 (B's) to 2 and 3; behind them pit 6 is A's own.
    const r = rules('oh-wah-ree');
    expect(after(r, '1.1.1.1.1.2.1.2.4.4.4.4~10.10~a', '6')).toBe('1.1.1.1.1.0.0.0.4.4.4.4~15.10~b');
  });

  it('passes over a player with no stones', () => {
    // Three players; B has none. A's pit 4 sows 5 (B) and 6 (B): B still has stones only if... here B gets 2 and moves.
    const r = rules('oh-wah-ree', { players: 3 });
    expect(after(r, '1.0.0.1.0.0.0.0.4.4.4.4~10.10.10~a', '1')).toBe('0.1.0.1.0.0.0.0.4.4.4.4~10.10.10~c');
    const res = unwrap(play(r, pos(r, '1.0.0.1.0.0.0.0.4.4.4.4~10.10.10~a'), { kind: 'sow', pit: 0 }));
    expect(res.steps.filter((s) => s.kind === 'pass')).toEqual([{ kind: 'pass', player: 1 }]);
  });

  it('must feed when every opponent is empty, else the game ends', () => {
    const r = rules('oh-wah-ree', { players: 3 });
    const starved = '2.0.0.1.0.0.0.0.0.0.0.0~15.15.15~a';
    expect(legalMoves(r, pos(r, starved)).map((m) => formatMove(r, m))).toEqual(['4']);
    expect(after(r, starved, '1')).toBe('ERR_MUST_FEED');
  });
});

describe('Grand Oh-Wah-Ree', () => {
  const grand = rules('grand-oh-wah-ree');
  it('records ownership in the position and hands captured pits to the capturer', () => {
    expect(formatPosition(grand, grand.start())).toBe('4.4.4.4.4.4.4.4.4.4.4.4~0.0~a~own-aaaaaabbbbbb');
    const start = '2.1.0.3.1.3.1.2.1.2.0.3~15.14~a~own-aaaaaabbbbbb';
    expect(after(grand, start, '6')).toBe('2.1.0.3.1.0.0.0.0.2.0.3~22.14~b~own-aaaaaaaaabbb');
    const steps = unwrap(play(grand, pos(grand, start), { kind: 'sow', pit: 5 })).steps;
    expect(steps.filter((s) => s.kind === 'ownership')).toEqual([
      { kind: 'ownership', pit: 8, from: 1, to: 0 },
      { kind: 'ownership', pit: 7, from: 1, to: 0 },
      { kind: 'ownership', pit: 6, from: 1, to: 0 },
    ]);
  });

  it('lets a player sow from a captured pit', () => {
    expect(legalMoves(grand, pos(grand, '2.1.0.3.1.0.1.0.0.2.0.3~22.13~a~own-aaaaaaaaabbb')).map((m) => formatMove(grand, m))).toEqual(['1', '2', '4', '5', '7']);
  });

  it('scores by stones (De Toffoli, part 6) or by pits owned (option)', () => {
    const end = '0.0.0.0.0.0.0.0.0.0.0.0~20.28~end-cannot-feed~own-aaaaaaaaabbb';
    expect(grand.outcome(pos(grand, end))!.winner).toBe(1);
    const byPits = rules('grand-oh-wah-ree', { winBy: 'pits' });
    expect(byPits.outcome(pos(byPits, end))!.winner).toBe(0);
    // A stalled game: drawn by stones (nobody has 25), won by the player with more pits.
    const stalled = '0.0.1.0.0.0.0.0.1.0.0.0~22.24~end-repetition~own-aaaaaaaaabbb';
    expect(grand.outcome(pos(grand, stalled))!.winner).toBeNull();
    expect(byPits.outcome(pos(byPits, stalled))!.winner).toBe(0);
  });
});

describe('Oh-Wah-Ree with two players', () => {
  // Randolph's game is Wari on a ring: with two players its pits 1..12 are Wari's A1..A6, B6..B1
  // (our pit ids in sowing order), and every move must come out the same.
  it('plays exactly as Wari, move for move', async () => {
    const fc = (await import('fast-check')).default;
    const { advance, currentPosition, newGame } = await import('../../src/engine/index.js');
    const wari = rules('wari');
    const ring = rules('oh-wah-ree');
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 1, maxLength: 50 }), (cs) => {
        let a = newGame(wari.start());
        let b = newGame(ring.start());
        for (let i = 0; currentPosition(a).toMove !== null; i++) {
          const moves = legalMoves(wari, currentPosition(a));
          expect(legalMoves(ring, currentPosition(b))).toEqual(moves);
          const move = moves[cs[i % cs.length]! % moves.length]!;
          a = unwrap(advance(wari, a, move));
          b = unwrap(advance(ring, b, move));
          const [pa, pb] = [currentPosition(a), currentPosition(b)];
          expect([pb.pits, pb.stores, pb.toMove, pb.ended]).toEqual([pa.pits, pa.stores, pa.toMove, pa.ended]);
        }
      }),
      { numRuns: runs(100) },
    );
  });
});
