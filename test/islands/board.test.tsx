import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Board } from '../../src/islands/Board.js';
import { describeStep, summarizeMove } from '../../src/board/describe.js';
import { layoutOf, stepFrames } from '../../src/board/frames.js';
import { createSession } from '../../src/board/play-link.js';
import { playWhole, unwrap } from '../../src/engine/index.js';
import { game, pos, rules } from '../helpers.js';

const wari = rules('wari');

describe('Board', () => {
  it('renders every pit with its count, label and seeds, and a text summary', () => {
    const p = pos(wari, '0.1.2.1.3.2_0.1.1.0.6.1~0.0~a');
    const html = render(<Board layout={layoutOf(wari)} pits={p.pits} stores={p.stores} toMove={0} focus={4} taken={[10]} label="Wari, a chain capture" />);
    expect(html).toContain(`aria-label="Wari, a chain capture. Row B: B1 0, B2 1, B3 2, B4 1, B5 3, B6 2. Row A: A1 0, A2 1, A3 1, A4 0, A5 6, A6 1. A's store 0. B's store 0."`);
    const seeds = /<path class="seeds" d="([^"]*)"/.exec(html)![1]!;
    expect(seeds.match(/h0/g)).toHaveLength(18); // one dot a seed
    expect(html).toContain('<circle class="hole focus" data-name="A5" cx="352"'); // A5, marked by shape as well as colour
    expect(html).toContain('class="hole taken"'); // B2 taken...
    expect(html).toContain('class="cross"'); // ...and crossed out
    expect(html.match(/<text class="mover"[^>]*>A\d</g)).toHaveLength(6); // the mover's names stand out
    expect(html.match(/<text[^>]*>B\d</g)).toHaveLength(6);
    // Each plain pit is one stroke in the rims and holes paths; the two marked pits are drawn alone.
    expect(/<path class="rims" d="([^"]*)"/.exec(html)![1]!.match(/h0/g)).toHaveLength(10);
  });

  it('makes legal pits buttons only on a play board', () => {
    const p = wari.start();
    const still = render(<Board layout={layoutOf(wari)} pits={p.pits} stores={p.stores} legal={[0, 1]} label="x" />);
    expect(still).not.toContain('role="button"');
    const live = render(<Board layout={layoutOf(wari)} pits={p.pits} stores={p.stores} legal={[0, 1]} onPit={() => {}} label="x" />);
    expect(live.match(/role="button"/g)).toHaveLength(2);
    expect(live).toContain('aria-label="A1 4 seeds, sow"');
  });
});

describe('captions', () => {
  it('says what every step of the chain capture in De Toffoli, part 2 does', () => {
    const before = pos(wari, '0.1.2.1.3.2_0.1.1.0.6.1~0.0~a');
    const { steps, position } = unwrap(playWhole(wari, before, { kind: 'sow', pit: 4 }));
    const frames = stepFrames(wari, before, steps, position);
    expect(frames.map((f) => f.caption)).toEqual([
      'A lifts the 6 seeds in A5.',
      'A seed into A6; 5 left to sow.',
      'A seed into B6; 4 left to sow.',
      'A seed into B5; 3 left to sow.',
      'A seed into B4; 2 left to sow.',
      'A seed into B3; 1 left to sow.',
      'The last seed lands in B2, which now holds 2.',
      'A captures the 2 seeds in B2.',
      'A captures the 3 seeds in B3.',
      'A captures the 2 seeds in B4.',
    ]);
    expect(frames.map((f) => f.hand)).toEqual([6, 5, 4, 3, 2, 1, 0, 0, 0, 0]);
    expect(frames.at(-1)!.toMove).toBe(1);
    expect(summarizeMove(wari.topology, steps, 0)).toBe('A sowed A5 (6 seeds); captured 7 seeds.');
  });

  /** The pit names a board draws for one frame: the text of every label. */
  const boardNames = (r: ReturnType<typeof rules>, frame: ReturnType<typeof stepFrames>[number]) =>
    [...render(<Board layout={layoutOf(r)} pits={frame.pits} stores={frame.stores} owners={frame.owners ?? r.topology.owner} label="x" />).matchAll(/<text[^>]*>([^<]+)</g)].map(
      (m) => m[1]!,
    );

  it('names circle pits as the board labels them, owner and number', () => {
    const four = rules('oh-wah-ree', { players: 4 });
    const before = pos(four, '2.0.1.1.1.0.0.2.4.5.2.1~8.7.7.7~c');
    const { steps, position } = unwrap(playWhole(four, before, { kind: 'sow', pit: 8 }));
    const frames = stepFrames(four, before, steps, position);
    expect(frames.map((f) => f.caption)).toEqual([
      'C lifts the 4 seeds in C9.',
      'A seed into D10; 3 left to sow.',
      'A seed into D11; 2 left to sow.',
      'A seed into D12; 1 left to sow.',
      'The last seed lands in A1, which now holds 3.',
      'C captures the 3 seeds in A1.',
      'C captures the 2 seeds in D12.',
      'C captures the 3 seeds in D11.',
    ]);
    for (const frame of frames) for (const name of frame.caption.match(/\b[A-D]\d+\b/g) ?? []) expect(boardNames(four, frame)).toContain(name);
    expect(summarizeMove(four.topology, steps, 2)).toBe('C sowed C9 (4 seeds); captured 8 seeds.');
  });

  it('names a pit that changes hands by its owner at each step', () => {
    const grand = rules('grand-oh-wah-ree');
    const before = pos(grand, '2.1.0.3.1.3.1.2.1.2.0.3~15.14~a~own-aaaaaabbbbbb');
    const { steps, position } = unwrap(playWhole(grand, before, { kind: 'sow', pit: 5 }));
    const frames = stepFrames(grand, before, steps, position);
    const captions = frames.map((f) => f.caption);
    expect(captions[0]).toBe('A lifts the 3 seeds in A6.');
    expect(captions).toContain('A captures the 2 seeds in B9.');
    expect(captions).toContain('B9 passes to A: it is A9 now.');
    // A pit changing hands is named as it was and as it is; the board shows it as it is.
    for (const frame of frames) {
      const named = frame.caption.replace(/^.* passes to [A-D]: /, '').match(/\b[A-D]\d+\b/g) ?? [];
      for (const name of named) expect(boardNames(grand, frame)).toContain(name);
    }
  });

  it('announces the end of a game with the score', () => {
    const text = describeStep(wari.topology, { kind: 'end', reason: 'cannot-feed', outcome: { winner: null, scores: [24, 24] } }, 1, 0);
    expect(text).toBe('Game over: no move can give the opponent seeds. Final score: a draw, 24 to 24.');
  });
});

describe('play session', () => {
  it('plays, refuses, undoes and restarts', async () => {
    const s = createSession(game('kalah'), {});
    expect(s.view().legal).toEqual([0, 1, 2, 3, 4, 5]);
    const v = s.sow(2);
    expect(v.message).toBe("A sowed A3 (4 seeds). The last seed fell in A's own store, so A sows again.");
    expect(v.toMove).toBe(0);
    // pit 10 is B2: B's pits run B6..B1 as ids 6..11; the refusal's words load when it is shown.
    expect((await s.spoken(s.sow(10))).message).toBe('B2 belongs to the other player.');
    expect(s.undo().history).toEqual([]);
    s.sow(0);
    expect(s.restart().notation).toBe('4.4.4.4.4.4_4.4.4.4.4.4~0.0~a');
  });

  it('names what is wrong with a position or options', () => {
    expect(() => createSession(game('kalah'), {}, '4.4.4~0~a')).toThrow('This position cannot be shown: Expected 2 rows');
    expect(() => createSession(game('kalah'), { seeds: 8 })).toThrow('Kalah option seeds must be one of 1, 2, 3, 4, 5, 6');
  });
});

describe('play session for a game in rounds', () => {
  it('offers the next Dakon round when a round ends, set up from the seeds won', () => {
    const s = createSession(game('dakon'), {}, '0.3.0.0.0.0.0_1.0.0.0.0.0.2~50.42~a');
    expect(s.view().actions).toEqual([]);
    const ended = s.sow(0);
    expect(ended.toMove).toBeNull();
    expect(ended.actions).toEqual([{ id: 'next-round', text: 'Next round' }]);
    // A won 56, B 42: A fills all seven pits (7 left over), B six (0 left), B7 out of play.
    expect(s.act('next-round').notation).toBe('7.7.7.7.7.7.x_7.7.7.7.7.7.7~7.0~a');
  });
});

describe('play session with choices inside a move', () => {
  it('asks which way a lap goes, then plays the move with the answer', () => {
    // Omweso: A2's three seeds counter-clockwise end in the empty A5; clockwise they end in the occupied AA2, a marker.
    const s = createSession(game('omweso'), {}, '0.2.0.0.0.0.0.2_0.2.0.0.0.0.0.0_0.1.0.0.0.0.0.0_0.3.0.0.0.0.0.0~0.0~a');
    const asked = s.sow(1);
    // The caption and the status line say the same thing: the answers are under the board, each in words.
    expect(asked.message).toBe('A2 reaches a choice, which way the next lap goes. Choose one of the answers under the board.');
    expect(asked.status).toBe('A to move: choose one of the answers under the board');
    expect(asked.answers.map((a) => a.id)).toEqual(['choose:ccw', 'choose:cw']);
    expect(asked.actions).toEqual([]);
    const played = s.act('choose:cw');
    expect(played.history).toEqual(['A2/cw']);
    expect(played.notation).toBe('0.0.0.0.0.0.0.2_0.0.0.0.0.0.0.0_2.2.0.0.0.0.0.0_2.1.1.0.0.0.0.0~0.0~b');
    expect(played.actions).toEqual([]); // passing is off by default
  });
});

describe('"in hand" has one meaning', () => {
  // Bao's seeds kept off the board until they are entered are "in hand" (the board's labels, the
  // glossary, the Bao pages); the seeds of a lap on their way round are "left to sow", in every game.
  const bao = rules('bao');
  it("says the seeds being sown are left to sow, and Bao's reserve is in hand", () => {
    expect(describeStep(bao.topology, { kind: 'drop', cell: 3, lap: 1 }, 0, 2)).toBe('A seed into A4; 2 left to sow.');
    const take = describeStep(bao.topology, { kind: 'take', pit: 19, count: 3, player: 0 }, 0, 0);
    expect(take).not.toMatch(/\bhand\b/);
    expect(describeStep(bao.topology, { kind: 'place', pit: 19, player: 0 }, 0, 0)).toMatch(/from hand/);
  });
});

describe('the Bao board', () => {
  it('calls the stores what they hold: the seeds still in hand', () => {
    const bao = rules('bao');
    const html = render(<Board layout={layoutOf(bao)} pits={bao.start().pits} stores={[22, 21]} toMove={0} label="Bao" />);
    expect(html).toContain('A in hand 22. B in hand 21."');
    // Hands are drawn as a label and a row of seeds beside each player, not as a store's box.
    expect(html).toContain('<text class="hand" x="34" y="374" dy=".36em">A in hand: 22</text>');
    expect(html).not.toContain('class="store');
    // The nyumba is "one square pit": each player's is drawn square, and said so.
    expect(html.match(/<rect class="hole"/g)).toHaveLength(2);
    expect(html).toContain('AA5 (square) 6');
  });
});
