import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECORD_LIMIT, main } from '../../src/cli/main.js';
import { formatGameRecord, parseGameRecord } from '../../src/engine/index.js';
import { runs } from '../depth.js';
import { RECORD_EXAMPLES } from '../../src/site/record-examples.js';

const BIN = fileURLToPath(new URL('../../bin/mancala.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function run(args: string[], stdin = '') {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    stdin: Readable.from([stdin]),
  });
  return { code, stdout, stderr };
}

const record = (name: string) => (readFileSync(new URL(`../../content/examples/kalah/${name}.yaml`, import.meta.url), 'utf8').split('record: |\n')[1] ?? '').split('\nexpect:')[0]!;

describe('mancala command line', () => {
  it('lists legal moves', async () => {
    expect(await run(['moves', 'wari', '0.0.0.0.0.0_2.0.0.1.0.1~22.22~a'])).toEqual({ code: 0, stdout: 'A6\n', stderr: '' });
    const json = await run(['moves', 'kalah', 'start', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ moves: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'] });
  });

  it('plays a move: position, captures, laps and captions', async () => {
    const { code, stdout } = await run(['play', 'wari', '0.1.2.1.3.2_0.1.1.0.6.1~0.0~a', 'A5', '--json']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.position).toBe('0.0.0.0.4.3_0.1.1.0.0.2~7.0~b');
    expect(out.captures).toEqual([7, 0]);
    expect(out.laps).toEqual([{ from: 'A5', to: 'B2', seeds: 6 }]);
    expect(out.captions.at(-1)).toBe('A captures the 2 seeds in B4.');
  });

  it("replays both Kalah tournament games of Tavares's Mancala World page to their margins", async () => {
    const one = await run(['replay', 'kalah', '-', '--options', 'seeds=6,pie=true', '--json'], record('sandler-gering-2008'));
    expect(JSON.parse(one.stdout).outcome).toEqual({ winner: 1, scores: [33, 39] });
    const two = await run(['replay', 'kalah', '-', '--options', 'seeds=6,pie=true'], record('gering-mille-2009'));
    expect(two.stdout).toContain('A wins, 38 to 34');
  });

  it('replays a list of moves from a given start', async () => {
    const out = await run(['replay', 'wari', '-', '--start', '0.1.2.1.3.2_0.1.1.0.6.1~0.0~a'], 'A5 B6');
    // B6's three seeds go right to left along B's row: B5, B4, B3.
    expect(out.stdout.split('\n')[0]).toBe('0.0.1.1.5.0_0.1.1.0.0.2~7.0~a');
  });

  it('draws an SVG', async () => {
    const out = await run(['svg', 'kalah', 'start']);
    expect(out.stdout).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(out.stdout).toContain('Row A: A1 4, A2 4');
  });

  it.each([
    [['play', 'wari', '4.4.4_1~0~a', 'A1'], 1, 'Bad position: Row B has 3 pits; it should have 6.'],
    [['play', 'wari', 'start', 'B1'], 1, 'Illegal move "B1": B1 belongs to the other player.'],
    [['play', 'wari', 'start', 'Q9'], 1, 'Unknown move "Q9"'],
    [['moves', 'chess', 'start'], 1, 'Unknown variant "chess"'],
    [['moves', 'kalah', 'start', '--options', 'seeds=9'], 1, 'Kalah option seeds must be one of 1, 2, 3, 4, 5, 6; got "9".'],
    [['replay', 'kalah', '/nonexistent/record.txt'], 1, 'Cannot read the record file'],
    [['dance'], 2, 'Unknown command "dance"'],
    [['moves', 'kalah'], 2, 'Expected 2 arguments'],
  ])('fails clearly on %j', async (args, code, message) => {
    const out = await run(args);
    expect(out.code).toBe(code);
    expect(out.stderr).toContain(message);
    expect(out.stdout).toBe('');
  });

  it.each([
    [['moves', 'kalah', '--options', 'constructor=1', 'start'], 'Kalah has no option "constructor"'],
    [['moves', 'kalah', '--options', 'preset=__proto__', 'start'], 'Kalah has no preset "__proto__"'],
    [['moves', 'hus', '--options', 'toString=x', 'start'], 'Hus has no option "toString"; options: layout, passing.'],
    [['moves', 'kalah', '12.0.15.13.0.8_0.0.0.0.0.0~0.0~a'], 'A is to move but has no legal move'],
    [['play', 'kalah', '12.0.15.13.0.8_0.0.0.0.0.0~0.0~a', 'B1'], 'A is to move but has no legal move'],
    [['play', 'kalah', 'start', 'A3/cw'], 'Kalah has no choices inside a move: write just A3'],
    [['svg', 'hus', `${'999.'.repeat(31)}999`.replace(/((?:999\.){7}999)\./g, '$1_') + '~0.0~a'], 'This position holds 31968 seeds; Hus is played with 48'],
    [['svg', 'kalah', 'start', '--out', '/nonexistent/x.svg'], 'Cannot write "/nonexistent/x.svg": its folder does not exist.'],
    [['play', 'kalah', 'start', 'x'.repeat(10_000)], `Unknown move "${'x'.repeat(39)}…"`],
    [['moves', 'kalah', '--options', '__proto__=1', 'start'], 'Kalah has no option "__proto__"'],
    [['moves', 'kalah', '--options', 'seeds=6,__proto__=1', 'start'], 'Kalah has no option "__proto__"'],
    [['moves', 'kalah', '0.0.0.0.0.0_0.0.0.0.0.0~20.28~endXrow-empty'], 'The side to move should be'],
    [['moves', 'kalah', '0.0.0.0.0.0_0.0.0.0.0.0~20.28~end_row-empty'], 'The side to move should be'],
  ])('refuses %j with a message, not a crash', async (args, message) => {
    const out = await run(args);
    expect(out.stderr).toContain(message);
    expect([out.code, out.stdout]).toEqual([1, '']);
  });

  it('takes start wherever it takes a position', async () => {
    expect((await run(['moves', 'kalah', 'start'])).code).toBe(0);
    expect((await run(['play', 'kalah', 'start', 'A1'])).code).toBe(0);
    expect((await run(['svg', 'kalah', 'start'])).code).toBe(0);
    expect(await run(['replay', 'kalah', '-', '--start', 'start'], 'A1 B1')).toMatchObject({ code: 0, stderr: '' });
  });

  it('announces a finished position by its scores', async () => {
    const wari = await run(['replay', 'wari', '-', '--start', '0.0.0.0.0.0_0.0.0.0.0.0~20.22~end-cannot-feed'], '');
    expect(wari.stdout).toContain('0 moves; B wins, 22 to 20');
    const kalah = await run(['replay', 'kalah', '-', '--options', 'seeds=6', '--start', '0.0.0.0.0.0_0.0.0.0.0.0~30.40~end-row-empty'], '');
    expect(kalah.stdout).toContain('0 moves; B wins, 40 to 30');
  });

  it('reads a record up to 1 MB and stops reading past it', async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled += 65_536;
        yield Buffer.alloc(65_536, 'A1 ');
      }
    }
    let stderr = '';
    const code = await main(['replay', 'kalah', '-'], { stdout: { write: () => true }, stderr: { write: (s: string) => (stderr += s) }, stdin: endless() as never });
    expect([code, stderr]).toEqual([1, 'mancala: The record on standard input is larger than 1 MB, the most a record may be (a long game takes a few kilobytes).\n']);
    expect(pulled).toBeLessThanOrEqual(RECORD_LIMIT + 65_536);
    const file = await run(['replay', 'kalah', '/dev/zero']);
    expect([file.code, file.stderr]).toEqual([1, 'mancala: The record "/dev/zero" is larger than 1 MB, the most a record may be (a long game takes a few kilobytes).\n']);
  });

  // Timeouts in this file catch a hang, not slowness: npm test runs the unit tests on idle time beside
  // the browser tests, where a command started as a process below took 20 s (2026-11-29).
  it('stops quietly when the reader closes the pipe', () => {
    const out = spawnSync('sh', ['-c', `${JSON.stringify(process.execPath)} bin/mancala.mjs variants | head -1`], { encoding: 'utf8' });
    expect(out.stdout).toBe('kalah: Kalah\n');
    expect(out.stderr).toBe('');
  });

  it.each([
    ['the engine folder', `${ROOT}src/engine`],
    ['a folder outside the project', tmpdir()],
  ])(
    'runs every command from %s',
    (_, cwd) => {
      const run = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8' });
      const svg = run('svg', 'kalah', 'start');
      expect([svg.status, svg.stderr]).toEqual([0, '']);
      expect(svg.stdout).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(run('moves', 'kalah', 'start').stdout).toBe('A1 A2 A3 A4 A5 A6\n');
    },
    120_000,
  );

  it.each([
    ['variants', ['variants']],
    ['moves --json', ['moves', 'kalah', 'start', '--json']],
    ['svg', ['svg', 'kalah', 'start']],
  ])(
    'says in one line that the output cannot be written (%s > /dev/full)',
    (_, args) => {
      const out = spawnSync('sh', ['-c', `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} ${args.join(' ')} > /dev/full`], { encoding: 'utf8' });
      expect(out.status).toBe(1);
      expect(out.stderr).toBe('mancala: Cannot write the output: no space left on the device.\n');
    },
    120_000,
  );

  it('runs as the installed bin', () => {
    const out = execFileSync(process.execPath, ['bin/mancala.mjs', 'moves', 'kalah', 'start'], { encoding: 'utf8' });
    expect(out).toBe('A1 A2 A3 A4 A5 A6\n');
  });
});

describe('long input', () => {
  /** The longest stderr a command writes for a bad input, besides the usage text after a usage error. */
  const LIMIT = 400;
  const usage = async () => (await run(['help'])).stdout;

  it('quotes at most 40 characters of a 120 KB illegal move and a 1 MB record', async () => {
    const move = await run(['play', 'kalah', 'start', `A1${'/cw'.repeat(40_000)}`]);
    expect(move.code).toBe(1);
    expect(move.stderr.length).toBeLessThan(LIMIT);
    const turn = `a${'-a'.repeat(499_000)}`;
    const record = await run(['replay', 'kalah', '-'], turn);
    expect(record.code).toBe(1);
    expect(record.stderr.length).toBeLessThan(LIMIT);
    const letters = await run(['replay', 'kalah', '-'], `${'a-'.repeat(499_000)}z`);
    expect([letters.code, letters.stderr.length < LIMIT]).toEqual([1, true]);
  });

  it('keeps every message short, whatever argument is long', async () => {
    const help = await usage();
    const long = fc
      .tuple(fc.string({ unit: fc.constantFrom(...'aA1/-.~_=,xcw'.split('')), minLength: 1, maxLength: 5 }), fc.integer({ min: 200, max: 50_000 }))
      .map(([chunk, n]) => chunk.repeat(Math.ceil(n / chunk.length)).slice(0, n));
    const commands = (x: string): string[][] => [
      ['moves', 'kalah', x],
      ['moves', x, 'start'],
      ['play', 'kalah', 'start', x],
      ['play', 'bao', 'start', `A1/${x}`],
      ['svg', 'kalah', x],
      ['moves', 'kalah', 'start', '--options', x],
      ['moves', 'kalah', 'start', '--options', `seeds=${x}`],
      ['moves', 'kalah', 'start', '--options', `${x}=1`],
      ['solve', 'kalah', 'start', '--max-nodes', x],
      ['match', 'kalah', '--players', x],
      ['match', 'kalah', '--players', 'random,random', '--games', x],
      ['replay', 'kalah', '-', '--start', x],
      [x],
      [`--${x}`],
      ['moves', 'kalah', 'start', `--${x}`],
    ];
    const saidOf = (out: Awaited<ReturnType<typeof run>>) => (out.code === 2 ? out.stderr.replace(help, '') : out.stderr);
    // An unknown game's message lists every game, a list that grows with the atlas (35 games: 401
    // characters): what it repeats of the input is measured against the same message for a one-letter id.
    const unknownGame = saidOf(await run(['moves', 'x', 'start'])).length;
    await fc.assert(
      fc.asyncProperty(long, async (x) => {
        for (const args of commands(x)) {
          const said = saidOf(await run(args));
          const why = `${args.map((a) => a.slice(0, 20)).join(' ')}: ${said.slice(0, 200)}`;
          if (args[1] === x && args[0] === 'moves') expect(said.length - unknownGame, why).toBeLessThanOrEqual(2 * 40 + 2);
          else expect(said.length, why).toBeLessThan(LIMIT);
        }
      }),
      { numRuns: runs(15) },
    );
  });
});

describe('mancala solve', () => {
  it("prints the value, every move's value, nodes and time as JSON", async () => {
    const { code, stdout } = await run(['solve', 'kalah', 'start', '--options', 'pits=3,seeds=2,emptyCapture=true', '--json']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(Object.keys(out)).toEqual(['value', 'moves', 'nodes', 'timeMs']);
    expect(Object.keys(out.moves)).toEqual(['A1', 'A2', 'A3']);
    expect(Math.max(...(Object.values(out.moves) as number[]))).toBe(out.value);
    expect(Number.isInteger(out.nodes) && Number.isInteger(out.timeMs)).toBe(true);
  });

  it('counts the seeds already in the stores, from the view of the player to move', async () => {
    // B to move with one seed in B1 facing nothing: the seed goes to B's store and A's last seed to A's; B was 5 behind.
    const { stdout } = await run(['solve', 'kalah', '1_1~7.2~b', '--options', 'pits=1,seeds=6', '--json']);
    expect(JSON.parse(stdout)).toMatchObject({ value: -5, moves: { B1: -5 } });
  });

  it('says in plain text who wins with perfect play', async () => {
    const { stdout } = await run(['solve', 'kalah', 'start', '--options', 'pits=2,seeds=1']);
    expect(stdout).toMatch(/^value [+-]?\d+: (A to move (wins|loses) by \d+|a draw) with perfect play\n/);
    expect(stdout).toMatch(/\n {2}A2 +[+-]?\d+/);
  });

  it('refuses other games, bad positions and bad limits with a message', async () => {
    expect(await run(['solve', 'wari', 'start'])).toMatchObject({ code: 1, stderr: 'mancala: The solver plays Kalah only, not Wari.\n' });
    const bad = await run(['solve', 'kalah', '4.4.4_4.4.4~0.0~a']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^mancala: Bad position: Row B has 3 pits; it should have 6/);
    const limit = await run(['solve', 'kalah', 'start', '--max-nodes', '200']);
    expect(limit).toMatchObject({ code: 1 });
    expect(limit.stderr).toMatch(/stopped at its limit of 200 positions/);
    expect((await run(['solve', 'kalah', 'start', '--max-nodes', 'many'])).stderr).toMatch(/--max-nodes takes a whole number/);
  });
});

describe('mancala solve, at length', () => {
  it('says how far it got when it stops: positions, the moves it knows, how to raise the limit', async () => {
    const out = await run(['solve', 'kalah', 'start', '--options', 'pits=5,seeds=3,emptyCapture=true', '--max-nodes', '850000', '--threads', '1']);
    expect(out.code).toBe(1);
    expect(out.stdout).toBe('');
    const [first, ...rest] = out.stderr.trimEnd().split('\n');
    expect(first).toMatch(/^mancala: The solver stopped at its limit of 850000 positions \(searched \d+\) before an exact answer\.$/);
    // Kalah(5,3) with empty capture: A1 -12 and A2 -14 are solved first, then A3 (+8, the best).
    expect(rest).toContain('  A1  -12  exact');
    expect(rest.join('\n')).toMatch(/ {2}A\d {2}between [+-]?\d+ and [+-]?\d+ \(searching\)/);
    expect(rest.join('\n')).toMatch(/ {2}A5 {2}not searched yet/);
    expect(rest.at(-1)).toMatch(/^Raise the limit with --max-nodes \d+ \(the default is 1500000000, some eight to ten minutes' work on two cores\)\.$/);
  });

  it('shows its progress on standard error when that is a terminal, and only then', async () => {
    let tty = '';
    const code = await main(['solve', 'kalah', 'start', '--options', 'seeds=3,emptyCapture=true', '--max-nodes', '4000000'], {
      stdout: { write: () => true },
      stderr: { write: (s: string) => (tty += s), isTTY: true },
      stdin: Readable.from(['']),
    });
    expect(code).toBe(1);
    // The terminal's own control sequence (ESC [K, erase the line) is what is tested here.
    // eslint-disable-next-line no-control-regex
    expect(tty).toMatch(/\r\x1b\[Ksolving: [\d,]+ positions, \d+ s/);
    // The progress line is cleared before the message.
    // eslint-disable-next-line no-control-regex
    expect(tty).toMatch(/\r\x1b\[K[^\r]*mancala: The solver stopped/);
    const piped = await run(['solve', 'kalah', 'start', '--options', 'pits=4,seeds=3,emptyCapture=true']);
    expect([piped.code, piped.stderr]).toEqual([0, '']);
  });
});

describe('mancala match', () => {
  it('prints {games, wins, draws} with wins in the order the players are listed', async () => {
    const { code, stdout } = await run(['match', 'kalah', '--players', 'greedy,random', '--games', '2', '--seed', '5', '--json']);
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(Object.keys(result)).toEqual(['games', 'wins', 'draws', 'unfinished']);
    expect(result.games).toBe(2);
    expect(result.wins[0] + result.wins[1] + result.draws + result.unfinished).toBe(2);
    // Listed the other way round, the same games (same seed, same seats) give the wins the other way round.
    const swapped = JSON.parse((await run(['match', 'kalah', '--players', 'random,greedy', '--games', '2', '--seed', '5', '--json'])).stdout);
    expect(swapped.games).toBe(2);
    expect(swapped.wins[0] + swapped.wins[1] + swapped.draws + swapped.unfinished).toBe(2);
    const text = await run(['match', 'kalah', '--players', 'greedy,random', '--games', '2', '--seed', '5']);
    expect(text.stdout).toMatch(/^Kalah \(4 seeds\), 2 games: greedy \d+, random \d+, drawn \d+, unfinished 0 \(stopped at \d+ moves\)\n$/);
  });

  it('shares a longer match out to worker threads and still counts every game', async () => {
    const { code, stdout } = await run(['match', 'wari', '--players', 'random,random', '--games', '6', '--json']);
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.games).toBe(6);
    expect(result.wins[0] + result.wins[1] + result.draws + result.unfinished).toBe(6);
  });

  it('names what is wrong with the players or the numbers', async () => {
    expect(await run(['match', 'kalah', '--players', 'strong,deep-blue'])).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown player "deep-blue"') });
    expect(await run(['match', 'oh-wah-ree', '--options', 'players=3', '--players', 'strong,random'])).toMatchObject({ code: 1, stderr: expect.stringContaining('3 seats') });
    expect(await run(['match', 'kalah', '--players', 'random,random', '--games', 'ten'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--games takes a whole number'),
    });
    expect(await run(['match', 'kalah'])).toMatchObject({ code: 2, stderr: expect.stringContaining('match needs --players') });
  });
});

describe('game records on the command line', () => {
  it('writes a record of moves with tags and options, which replay reads back without a variant', async () => {
    const written = await run(['record', 'kalah', 'A3 A6 B2', '--options', 'seeds=4', '--tag', 'A=Ann Lee', '--tag', 'Date=2026.11.27']);
    expect(written).toEqual({
      code: 0,
      stderr: '',
      stdout: '[Game "kalah"]\n[Options "seeds=4"]\n[Date "2026.11.27"]\n[A "Ann Lee"]\n[Result "*"]\n\n1. A3 A6 B2 *\n',
    });
    const replayed = await run(['replay', '-', '--json'], written.stdout);
    expect(replayed.code).toBe(0);
    const json = JSON.parse(replayed.stdout);
    expect(json.moves).toEqual(['A3', 'A6', 'B2']);
    expect(json.tags).toMatchObject({ A: 'Ann Lee', Game: 'kalah' });
    expect((await run(['replay', 'kalah', '-'], written.stdout)).code).toBe(0);
  });

  it('writes the start, and reads comments', async () => {
    const start = '0.0.0.0.0.0_0.0.0.0.0.1~20.27~a';
    const written = await run(['record', 'kalah', 'A6', '--start', start]);
    expect(written.stdout).toBe(`[Game "kalah"]\n[Result "0-1"]\n[Start "${start}"]\n\n1. A6 0-1\n`);
    const commented = written.stdout.replace('1. A6', '1. A6 {the last seed}');
    const json = JSON.parse((await run(['replay', '-', '--json'], commented)).stdout);
    expect(json.comments).toEqual([[], ['the last seed']]);
    expect(json.outcome.winner).toBe(1);
  });

  it('writes and replays a game of two rounds, next-round between them', async () => {
    const example = RECORD_EXAMPLES.find((e) => e.id === 'rounds')!.text;
    const moves = example
      .slice(example.indexOf('\n\n') + 2)
      .replace(/\{[^}]*\}/g, ' ')
      .replace(/\d+\./g, ' ')
      .split(/\s+/)
      .filter((t) => t && t !== '*');
    const written = await run(['record', 'dakon', moves.join(' '), '--tag', 'A=Greedy', '--tag', 'B=Random']);
    expect(written.stderr).toBe('');
    // The /notation/ example is what the command line writes for its moves, its comments aside.
    const parsed = parseGameRecord(example);
    if (!parsed.ok) throw new Error('the example does not read');
    const bare = { ...parsed.value, line: { comments: [], moves: parsed.value.line.moves.map((m) => ({ ...m, comments: [] })) } };
    expect(written.stdout).toBe(formatGameRecord(bare));
    for (const [args, stdin] of [
      [['replay', '-'], written.stdout],
      [['replay', 'dakon', '-'], moves.join(',')],
    ] as const) {
      const replayed = await run([...args], stdin);
      expect(replayed).toEqual({
        code: 0,
        stderr: '',
        stdout: '0.0.0.0.x.x.x_0.0.0.0.0.0.0~73.25~end-no-seeds\n35 moves in 2 rounds; round 2 over (A 73, B 25); the game goes on with next-round\n',
      });
    }
    const json = JSON.parse((await run(['replay', '-', '--json'], example)).stdout);
    expect(json).toMatchObject({ moves, rounds: 2, over: false, result: '*' });
    expect(json.comments[24]).toEqual(['From 70 seeds A fills seven pits; from 28, B fills four.']);
  });

  it.each([
    [['record', 'dakon', 'A4 next-round'], 'Round 1 is not over yet: next-round can only follow a round that has ended.'],
    [['replay', 'dakon', '-'], 'Round 1 is not over yet: next-round can only follow a round that has ended.', 'A4 next-round'],
    [['record', 'kalah', 'A1 next-round'], 'Kalah (4 seeds) is not played in rounds: next-round has no place in its moves.'],
    [['record', 'dakon', 'A7 next-round', '--start', '2.0.0.0.0.0.0_0.0.0.0.0.0.1~95.0~a'], 'The game is over after round 1: its rules start no next round'],
    [['replay', '-'], 'Line 2, column 7: next-round cannot be played here: round 1 is not over yet', '[Game "dakon"]\n1. A4 next-round'],
  ])('refuses a next-round where no round starts: %j', async (args, words, stdin = '') => {
    const out = await run(args as string[], stdin);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain(words);
  });

  it.each([
    [['record', 'kalah', 'A3 A3'], 'A3 is empty'],
    [['record', 'kalah', 'A3', '--tag', 'Result=1-0'], 'The Result tag comes from the game itself'],
    [['record', 'kalah', 'A3', '--tag', 'bad tag'], '--tag takes Name=value'],
    [['record', 'kalah', 'A3', '--tag', 'A=x', '--tag', 'A=y'], '--tag A is given twice'],
    [['record', 'kalah', 'Q9'], 'Unknown move "Q9"'],
  ])('refuses %j, naming why', async (args, words) => {
    const out = await run(args as string[]);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain(words);
  });

  it.each([
    [['replay', 'wari', '-'], '[Game "kalah"]\n1. A3', 1, 'The record is a game of "kalah", not of "wari"'],
    [['replay', '-'], '1. A3', 2, 'replay takes a variant before a list of moves'],
    [['replay', '-'], '[Event "x"]\n1. A3', 2, 'This record has no Game tag'],
    [['replay', '-', '--options', 'seeds=6'], '[Game "kalah"]\n[Options "seeds=4"]\n1. A3', 1, 'The record\'s Options tag says "seeds=4" and --options says "seeds=6"'],
    [['replay', '-'], '[Game "kalah"]\n1. A3 A6 2. B2', 1, 'Line 2, column 13: move "B2" is numbered 2., but it is move 1....'],
    [['replay', '-'], '[Game "kalah"]\n1. A3 {oops', 1, "Line 2, column 7: the comment opened here has no closing '}'."],
    [['replay', '-'], '[Game "nope"]\n1. A3', 1, 'Unknown variant "nope"'],
  ])('replay %j refuses a bad record, naming what is wrong', async (args, stdin, code, words) => {
    const out = await run(args as string[], stdin as string);
    expect(out.code).toBe(code);
    expect(out.stderr).toContain(words);
  });
});
