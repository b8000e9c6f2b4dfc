import { describe, expect, it, vi } from 'vitest';
import { pitByLabel, play, unwrap, parseMove } from '../../src/engine/index.js';
import { describeAnswer } from '../../src/board/describe.js';
import { linkErrorText } from '../../src/board/play-session.js';
import { createSession, linkedShape, openSession } from '../../src/board/play-link.js';
import { game, pos, rules } from '../helpers.js';

const OMWESO = '0.2.0.0.0.0.0.2_0.2.0.0.0.0.0.0_0.1.0.0.0.0.0.0_0.3.0.0.0.0.0.0~0.0~a';
const open = (variant: string, search: string) => openSession(game(variant), {}, undefined, search);

describe('answers to a choice inside a move', () => {
  it('say what each answer does and mark the pits it sows, read from the engine playing the move that way', () => {
    const omweso = rules('omweso');
    const asked = createSession(game('omweso'), {}, OMWESO).sow(pitByLabel(omweso.topology, 'A2')!);
    expect(asked.answers.map((a) => a.text)).toEqual(['Counter-clockwise: the next lap sows A3, A4, A5', 'Clockwise: the next lap sows A1, AA1, AA2, then captures 4 seeds']);
    // The marks are the next lap's drops in the engine's own trace of A2/cw.
    const steps = unwrap(play(omweso, pos(omweso, OMWESO), unwrap(parseMove(omweso, 'A2/cw')))).steps;
    const lap = steps
      .slice(
        steps.findIndex((s) => s.kind === 'choice'),
        steps.findIndex((s) => s.kind === 'lap-end'),
      )
      .flatMap((s) => (s.kind === 'drop' ? [s.cell] : []));
    expect(asked.answers[1]!.marks).toEqual(lap);
    expect(asked.legal).toEqual([]); // no other pit while the move waits for its answer
    expect(asked.focus).toBe(pitByLabel(omweso.topology, 'A2')); // where the move has got to
  });

  it('say what an answer that sows nothing takes, and do not say the move ends where another choice follows (Mefuvha, two more pits)', () => {
    const two = { columns: 8, extra: 2 };
    const position = '0.0.1.0.1.0.0.3_0.1.0.0.0.0.0.2_0.0.0.0.0.0.0.0_0.0.0.0.0.0.2.0~3.3~a';
    const topology = rules('mefuvha', two).topology;
    const s = createSession(game('mefuvha'), two, position);
    const first = s.sow(pitByLabel(topology, 'A7')!);
    const b5 = first.answers.find((a) => a.text.includes('B5'))!;
    expect(b5.text).toMatch(/: captures B5 \(1 seed\)$/);
    expect(b5.marks).toEqual([pitByLabel(topology, 'B5')]);
    expect(first.answers.every((a) => !a.text.includes('the move ends here'))).toBe(true);
  });

  it("say whether Bao's move stops in the nyumba or sows its seeds on, and how many", () => {
    const s = createSession(game('bao'), {}, '0.0.0.0.0.0.0.0_2.0.0.0.0.0.4.0_0.0.0.0.6.0.1.0_0.0.0.0.0.0.0.0~5.5~a~houses-a');
    const asked = s.sow(pitByLabel(rules('bao').topology, 'AA7')!);
    expect(asked.answers.map((a) => a.text)).toEqual(['Stop in the nyumba: the move ends here', "Safari: the nyumba's 7 seeds are sown on: AA4, AA3, AA2, AA1, A1, …"]);
    expect(asked.answers[0]!.marks).toEqual([]);
    expect(asked.answers[1]!.marks).toHaveLength(7);
  });

  it('name the tuzdyk a move claims, for the board to mark', () => {
    const toguz = rules('toguz-kumalak');
    const s = createSession(game('toguz-kumalak'), {}, '0.0.0.0.0.0.2.0.0_0.0.0.0.0.0.0.0.4~76.80~a');
    expect(s.view().notes).toBeUndefined();
    const after = s.sow(pitByLabel(toguz.topology, 'A9')!);
    expect(after.notes).toEqual([{ pit: pitByLabel(toguz.topology, 'B7'), word: "A's tuzdyk" }]);
  });

  it("say which pits Tschuba's extra pair takes and how many seeds", () => {
    const tschuba = rules('tschuba');
    const s = createSession(game('tschuba'), {}, '1.0.0.0.0.0.1.0.0.0.0_1.0.0.0.2.0.0.0.0.0.0_0.0.2.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0.0.0.0~0.0~a');
    const asked = s.sow(pitByLabel(tschuba.topology, 'AA3')!);
    expect(asked.answers.map((a) => a.text)).toEqual([
      'Take the pair at BB5: captures BB5 (2 seeds) and B7 (1 seed); the game ends, A wins, 5 to 0',
      'Take the pair at BB7: captures B7 (1 seed)',
    ]);
    expect(asked.answers[0]!.marks).toEqual(['BB5', 'B7'].map((l) => pitByLabel(tschuba.topology, l)));
  });

  it('come from one function the stepper can share', () => {
    expect(describeAnswer(rules('omweso').topology, 'safari', 'stop', [])).toBe('Stop in the nyumba: the move ends here');
  });
});

describe('play board controls', () => {
  it('redoes what Undo took back, until a new move is made', () => {
    const s = createSession(game('kalah'), {});
    s.sow(2);
    s.sow(0);
    s.undo();
    expect(s.undo().canRedo).toBe(true);
    expect(s.redo().history).toEqual(['A3']);
    expect(s.redo().history).toEqual(['A3', 'A1']);
    expect(s.view().canRedo).toBe(false);
    s.undo();
    expect(s.sow(1).canRedo).toBe(false); // a new move ends the redo line
  });

  it('takes back only the unfinished move when a choice is waiting', () => {
    const s = unwrap(open('omweso', '?moves=A1,B8'));
    const asked = s.sow(pitByLabel(rules('omweso').topology, 'A3')!);
    expect(asked.answers.length).toBeGreaterThan(1);
    const back = s.undo();
    expect(back.history).toEqual(['A1', 'B8']);
    expect(back.answers).toEqual([]);
    expect(back.message).toBe('Took back the unfinished move A3; the moves before it stand.');
  });

  it("undoes Dakon's Next round back to the end of the previous round, and says a round is over, not the game", () => {
    const s = createSession(game('dakon'), {}, '0.3.0.0.0.0.0_1.0.0.0.0.0.2~50.42~a');
    const ended = s.sow(0);
    expect(ended.message).not.toContain('Game over');
    expect(ended.message).toContain('Round over');
    expect(ended.status).toMatch(/^Round over/);
    s.act('next-round');
    const back = s.undo();
    expect(back.notation).toBe(ended.notation);
    expect(back.actions.map((a) => a.id)).toEqual(['next-round']);
    expect(s.redo().notation).toBe('7.7.7.7.7.7.x_7.7.7.7.7.7.7~7.0~a');
  });

  it('says Game over in Dakon only when no round can follow', () => {
    const ended = createSession(game('dakon'), {}, '0.0.0.0.0.0.0_1.0.0.0.0.0.0~91.6~a').sow(0);
    expect(ended.actions).toEqual([]);
    expect(ended.status).toBe('Game over: A wins, 92 to 6');
  });
});

describe('positions with no move', () => {
  it('are ended by the rules or refused with a reason, never a board with nothing to do', () => {
    const made = open('kalah', '?position=12.0.15.13.0.8_0.0.0.0.0.0~0.0~a');
    if (made.ok) {
      const v = made.value.view();
      expect(v.toMove).toBeNull();
      expect(v.status).toMatch(/^Game over: /);
    } else expect(made.error.message).toMatch(/no legal move|cannot/);
  });

  it('announce a finished game with the winner its scores give, the winner first', () => {
    const v = unwrap(open('kalah', '?position=0.0.0.0.0.0_0.0.0.0.0.0~20.28~end-row-empty')).view();
    expect(v.status).toBe('Game over: B wins, 28 to 20');
    expect(v.message).toBe('Game over: B wins, 28 to 20.');
  });
});

describe('a game in the address', () => {
  it('comes back from its own address: options, start, moves, and a move waiting for its answer', () => {
    const s = unwrap(open('omweso', `?position=${OMWESO}`));
    s.sow(1);
    const asked = s.view();
    expect(asked.address).toBe(`?position=${OMWESO}&moves=A2`);
    const again = unwrap(open('omweso', asked.address)).view();
    expect(again.answers.map((a) => a.id)).toEqual(['choose:ccw', 'choose:cw']);
    const played = s.act('choose:cw');
    expect(played.address).toBe(`?position=${OMWESO}&moves=A2/cw`);
    expect(unwrap(open('omweso', played.address)).view().notation).toBe(played.notation);
  });

  it('keeps options readable and carries Dakon rounds', () => {
    const s = unwrap(open('kalah', '?options={"seeds":3}&moves=A1'));
    expect(s.view().address).toBe('?options=seeds=3&moves=A1');
    expect(unwrap(open('kalah', '?options=seeds=3&moves=A1')).view().notation).toBe(s.view().notation);
    const d = createSession(game('dakon'), {}, '0.3.0.0.0.0.0_1.0.0.0.0.0.2~50.42~a');
    d.sow(0);
    const next = d.act('next-round');
    expect(next.address).toBe('?position=0.3.0.0.0.0.0_1.0.0.0.0.0.2~50.42~a&moves=A1,next-round');
    expect(unwrap(open('dakon', next.address)).view().notation).toBe(next.notation);
  });

  it('reads position=start as the opening, as the command line does', () => {
    expect(unwrap(open('wari', '?position=start')).view().notation).toBe(createSession(game('wari'), {}).view().notation);
  });

  it.each([
    ['?moves=A3,Z9', /^Move 2 in this link, "Z9": Unknown move/],
    ['?moves=A1,A1', /^Move 2 in this link, "A1": A1 belongs to the other player\.$/],
    [`?position=${'9'.repeat(300)}`, /cannot be shown/],
    ['?options=toString=1', /Kalah has no option "toString"/],
    ['?options={"__proto__":{"seeds":3}}', /Kalah has no option "__proto__"/],
    ['?options=[1]', /names with values/],
    ['?moves=A1<script>', /cannot read "A1<script>"/],
  ])('names what is wrong with %s, quoting at most 40 characters', async (search, message) => {
    const made = open('kalah', search);
    expect(made.ok).toBe(false);
    if (made.ok) return;
    const text = await linkErrorText(made.error);
    expect(text).toMatch(message);
    for (const quoted of text.match(/"[^"]*"/g) ?? []) expect(quoted.length).toBeLessThanOrEqual(43);
  });
});

describe('a whole move as text (how the computer opponent plays)', () => {
  it('plays a move with its choices in one go, as the reader would by pit and answer', () => {
    const byText = createSession(game('omweso'), {}, OMWESO).move('A2/cw');
    const byHand = createSession(game('omweso'), {}, OMWESO);
    byHand.sow(pitByLabel(rules('omweso').topology, 'A2')!);
    const answered = byHand.act('choose:cw');
    expect(byText.history).toEqual(['A2/cw']);
    expect(byText.notation).toBe(answered.notation);
    expect(byText.message).toBe(answered.message);
  });

  it('names what is wrong with a move it cannot read or play', async () => {
    const s = createSession(game('wari'), {});
    expect((await s.spoken(s.move('Z9'))).message).toContain('Unknown move "Z9"');
    expect(createSession(game('wari'), {}).move('B1').history).toEqual([]);
  });
});

describe('the options a game is played under', () => {
  it("are the board's own with a link's on top: what the computer opponent must play under", () => {
    const linked = openSessionOrThrow('oh-wah-ree', { players: 2 }, '?options=players=3');
    expect(linked.options).toMatchObject({ players: 3 });
    expect(linked.view().stores).toHaveLength(3);
    expect(openSessionOrThrow('kalah', { seeds: 6 }, '').options).toMatchObject({ seeds: 6, pie: false });
    expect(openSessionOrThrow('kalah', { seeds: 6 }, '?options=pie=true').options).toMatchObject({ seeds: 6, pie: true });
  });

  it("draw the board a link's options make, when they change its size", () => {
    expect(linkedShape(game('mefuvha'), {}, '?options=columns=8')?.owner).toHaveLength(32);
    expect(linkedShape(game('kisolo'), { columns: 7 }, '?options=columns=6')?.rows.map(([row, pits]) => [row, pits.length])).toEqual([
      ['B', 6],
      ['BB', 6],
      ['AA', 6],
      ['A', 6],
    ]);
    expect(linkedShape(game('mefuvha'), { columns: 8 }, '?moves=AA3')).toBeUndefined();
    expect(linkedShape(game('mefuvha'), {}, '?options=columns=7')).toBeUndefined();
  });
});

function openSessionOrThrow(variant: string, options: Record<string, unknown>, search: string) {
  const made = openSession(game(variant), options, undefined, search);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

describe('refusals are put in words when shown', () => {
  // A fresh copy of the session's module: the refusals' words (src/words/en.ts) not loaded yet, as on a page.
  const fresh = async () => {
    vi.resetModules();
    return { ...(await import('../../src/board/play-session.js')), ...(await import('../../src/board/play-link.js')) };
  };

  it('a refused move comes back as data, and `spoken` says it', async () => {
    const { createSession: create } = await fresh();
    const s = create(game('kalah'), {});
    const refused = s.sow(10);
    expect(refused).toMatchObject({ message: '', refused: { code: 'ERR_NOT_YOUR_PIT', pit: 'B2' } });
    const said = await s.spoken(refused);
    expect(said.message).toBe('B2 belongs to the other player.');
    expect(said.refused).toBeUndefined();
    // Once loaded, a refusal is worded at once; a move played needs no words at all.
    expect(s.sow(11)).toMatchObject({ message: 'B1 belongs to the other player.' });
    expect(s.sow(11).refused).toBeUndefined();
  });

  it("a link's refused move: the error names the move, and `linkErrorText` gives the reason", async () => {
    const { openSession: openFresh, linkErrorText: say } = await fresh();
    const made = openFresh(game('kalah'), {}, undefined, '?moves=A1,A1');
    expect(made.ok).toBe(false);
    if (made.ok) return;
    expect(made.error).toMatchObject({ message: 'Move 2 in this link, "A1":', refused: { code: 'ERR_NOT_YOUR_PIT' } });
    expect(await say(made.error)).toBe('Move 2 in this link, "A1": A1 belongs to the other player.');
  });

  it('an answer the rules refuse gets its reason in words', async () => {
    const { createSession: create } = await fresh();
    const s = create(game('bao'), {});
    const refused = { code: 'ERR_CHOICE', form: 'refused', move: 'A3', direction: 'ccw', rule: 'must-capture' } as const;
    const v = { ...s.view(), answers: [{ id: 'choose:ccw', text: 'ccw: not allowed', marks: [], refused }] };
    const said = await s.spoken(v);
    expect(said.answers).toEqual([
      { id: 'choose:ccw', text: 'ccw: not allowed (A3 may not be sown counter-clockwise here: that way it captures nothing, and a capture must be played.)', marks: [] },
    ]);
  });
});
