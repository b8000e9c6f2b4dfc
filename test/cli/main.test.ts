import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

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

const record = (name: string) =>
  (readFileSync(new URL(`../../content/examples/kalah/${name}.yaml`, import.meta.url), 'utf8').split('record: |\n')[1] ?? '').split('\nexpect:')[0]!;

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

  it('replays both Kalah tournament games of seed 003 to their margins', async () => {
    const one = await run(['replay', 'kalah', '-', '--options', 'seeds=6,pie=true', '--json'], record('sandler-gering-2008'));
    expect(JSON.parse(one.stdout).outcome).toEqual({ winner: 1, scores: [33, 39] });
    const two = await run(['replay', 'kalah', '-', '--options', 'seeds=6,pie=true'], record('gering-mille-2009'));
    expect(two.stdout).toContain('A wins 38-34');
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
    [['play', 'wari', 'start', 'B1'], 1, 'Illegal move B1: B1 belongs to the other player.'],
    [['play', 'wari', 'start', 'Q9'], 1, 'Unknown move "Q9"'],
    [['moves', 'chess', 'start'], 1, 'Unknown variant "chess"'],
    [['moves', 'kalah', 'start', '--options', 'seeds=9'], 1, 'Kalah option seeds must be one of 3, 4, 5, 6; got "9".'],
    [['replay', 'kalah', '/nonexistent/record.txt'], 1, 'Cannot read the record file'],
    [['dance'], 2, 'Unknown command "dance"'],
    [['moves', 'kalah'], 2, 'Expected 2 arguments'],
  ])('fails clearly on %j', async (args, code, message) => {
    const out = await run(args);
    expect(out.code).toBe(code);
    expect(out.stderr).toContain(message);
    expect(out.stdout).toBe('');
  });

  it('runs as the installed bin', () => {
    const out = execFileSync(process.execPath, ['bin/mancala.mjs', 'moves', 'kalah', 'start'], { encoding: 'utf8' });
    expect(out).toBe('A1 A2 A3 A4 A5 A6\n');
  });
});
