/**
 * The game-record parser fuzzed like the position notation: any text reads as a record or a typed
 * error (never a throw), and records written from real games of several variants, with tags, comments
 * and variations, read back exactly and replay to the same positions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Game, RecordLine, RecordMove, RecordTag, RecordedGame, Ruleset } from '../../src/engine/index.js';
import {
  NOTATION_ERROR_CODES,
  currentPosition,
  extend,
  formatGameRecord,
  formatPosition,
  newGame,
  parseGameRecord,
  playChoosing,
  recordOfGame,
  recordOfRounds,
  replayGameRecord,
  replayMoves,
  unwrap,
} from '../../src/engine/index.js';
import { VARIANT_IDS } from '../../src/variants/index.js';
import { recordErrorText } from '../../src/words/index.js';
import { rules } from '../helpers.js';
import { runs } from '../depth.js';

/** Text in the record's own alphabet, and a little outside it. */
const recordish = fc.string({ unit: fc.constantFrom(...'[]{}()"\\ \n.*-/!?12AaBb3c0swapGme_'.split(''), 'é', '\u0000', ' next-round '), maxLength: 120 });

/** A record written, read back (the text must come back exactly) and replayed; a failure names the game and shows the text. */
function readBack(r: Ruleset, record: RecordedGame) {
  const text = formatGameRecord(record);
  const parsed = parseGameRecord(text);
  if (!parsed.ok) throw new Error(`${r.name}: ${recordErrorText(parsed.error)}\n${text}`);
  expect(formatGameRecord(parsed.value)).toBe(text);
  const replayed = replayGameRecord(r, parsed.value, text);
  if (!replayed.ok) throw new Error(`${r.name}: ${recordErrorText(replayed.error)}\n${text}`);
  return replayed;
}

describe('game record fuzz', () => {
  it('reads any text without throwing: a record, or an ERR_RECORD error that words can say', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), recordish), (text) => {
        const parsed = parseGameRecord(text);
        if (parsed.ok) {
          // Whatever reads, writes and reads back as itself.
          const once = formatGameRecord(parsed.value);
          const again = parseGameRecord(once);
          expect(again.ok && formatGameRecord(again.value)).toBe(once);
        } else {
          expect(NOTATION_ERROR_CODES).toContain(parsed.error.code);
          expect(recordErrorText(parsed.error).length).toBeGreaterThan(10);
        }
      }),
      { numRuns: runs(2000) },
    );
  });

  it('replays any record that reads, under any game, without throwing', () => {
    const kalah = rules('kalah');
    const dakon = rules('dakon');
    fc.assert(
      fc.property(recordish, (text) => {
        const parsed = parseGameRecord(text);
        if (!parsed.ok) return;
        for (const r of [kalah, dakon]) {
          const replayed = replayGameRecord(r, parsed.value, text);
          if (!replayed.ok) expect(recordErrorText(replayed.error).length).toBeGreaterThan(10);
        }
      }),
      { numRuns: runs(1000) },
    );
  });
});

/** Several games with their defaults, from the registry: two rows, four rows, a circle, choices inside moves. */
const GAMES: Ruleset[] = ['kalah', 'wari', 'omweso', 'bao', ...VARIANT_IDS.filter((id) => !['kalah', 'wari', 'omweso', 'bao'].includes(id)).slice(0, 6)].map((id) => rules(id));

/** A random legal game of up to `length` moves, choices answered at random. */
function randomGame(r: Ruleset, game: Game, length: number, pick: () => number): Game {
  for (let i = 0; i < length; i++) {
    const position = currentPosition(game);
    if (position.toMove === null) break;
    const moves = r.legalMoves(position);
    if (!moves.length) break;
    const played = playChoosing(r, position, moves[pick() % moves.length]!, (options) => options[pick() % options.length]!);
    if (!played.ok) throw new Error(`legal move refused in ${r.name}`);
    game = extend(r, game, played.value.move, played.value);
  }
  return game;
}

const tagArb = fc.record({
  name: fc.constantFrom('Event', 'Place', 'Date', 'A', 'B', 'Source', 'Round', 'Annotator'),
  value: fc.string({ maxLength: 30 }),
});
const commentArb = fc.array(fc.string({ maxLength: 40 }), { maxLength: 2 });

describe('game record round trip', () => {
  it('writes random legal games with tags, comments and variations, reads them back exactly, and replays them to the same end', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAMES),
        fc.integer({ min: 0, max: 60 }),
        fc.uniqueArray(tagArb, { selector: (t) => t.name, maxLength: 5 }),
        fc.array(commentArb, { maxLength: 70 }),
        fc.infiniteStream(fc.nat()),
        (r, length, tags: RecordTag[], comments, picks) => {
          const it = picks[Symbol.iterator]();
          const pick = () => it.next().value as number;
          const game = randomGame(r, newGame(r.start()), length, pick);
          const record = withVariations(r, recordOfGame(r, game, tags, comments), game, pick);
          const replayed = readBack(r, record);
          expect(replayed.value.game.plies.length).toBe(game.plies.length);
          expect(formatPosition(r, currentPosition(replayed.value.game))).toBe(formatPosition(r, currentPosition(game)));
          expect(replayed.value.result).toBe(record.result);
        },
      ),
      { numRuns: runs(150) },
    );
  });
});

/** Adds to some moves a variation: a random legal line from the position before the move. */
function withVariations(r: Ruleset, record: RecordedGame, game: Game, pick: () => number): RecordedGame {
  const moves: RecordMove[] = record.line.moves.map((m, i) => {
    return pick() % 4 ? m : { ...m, variations: [variationAt(r, game, i, pick)] };
  });
  return { ...record, line: { ...record.line, moves } };
}

/**
 * A random legal line in place of the game's move `ply`. The game is replayed up to it, not cut short:
 * the positions seen so far go with it, so the line ends where the repetition rule ends it on replay.
 */
function variationAt(r: Ruleset, game: Game, ply: number, pick: () => number): RecordLine {
  const before = unwrap(
    replayMoves(
      r,
      game.start,
      game.plies.slice(0, ply).map((p) => p.move),
    ),
  );
  const alternative = randomGame(r, before, 1 + (pick() % 4), pick);
  const line = recordOfGame(r, { start: currentPosition(before), plies: alternative.plies.slice(ply) }, [], []).line;
  // The variation's numbers are the main line's at this point: leave them off, as a reader may.
  return { comments: [], moves: line.moves.map(({ number: _n, ...rest }) => rest) };
}

/** The games played in rounds, with their rounds on. */
const ROUND_GAMES: Ruleset[] = [rules('dakon'), rules('congkak'), rules('ohvalhu'), rules('pallanguzhi'), rules('sungka', { rounds: 'rounds' })];

/** Random legal rounds: each round up to `length` moves, the next one started (while the rules give one) up to `count` rounds. */
function randomRounds(r: Ruleset, count: number, length: number, pick: () => number): Game[] {
  const rounds = [randomGame(r, newGame(r.start()), length, pick)];
  while (rounds.length < count) {
    const next = r.nextRound?.(currentPosition(rounds[rounds.length - 1]!), rounds.length);
    if (!next) break;
    rounds.push(randomGame(r, newGame(next), length, pick));
  }
  return rounds;
}

describe('game record round trip across rounds', () => {
  it('plays games of several rounds (the generator reaches next-round)', () => {
    let seed = 7;
    const pick = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (const r of ROUND_GAMES) expect(recordOfRounds(r, randomRounds(r, 3, 400, pick)).line.moves.filter((m) => m.move === 'next-round')).toHaveLength(2);
  });

  it('writes random rounds with comments and variations inside them, reads them back exactly, and replays every round', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUND_GAMES),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 400 }),
        fc.array(commentArb, { maxLength: 100 }),
        fc.infiniteStream(fc.nat()),
        (r, count, length, comments, picks) => {
          const it = picks[Symbol.iterator]();
          const pick = () => it.next().value as number;
          const rounds = randomRounds(r, count, length, pick);
          const record = withRoundVariations(r, recordOfRounds(r, rounds, [], comments), rounds, pick);
          const replayed = readBack(r, record);
          expect(replayed.value.rounds.map((g) => g.plies.length)).toEqual(rounds.map((g) => g.plies.length));
          expect(replayed.value.rounds.map((g) => formatPosition(r, currentPosition(g)))).toEqual(rounds.map((g) => formatPosition(r, currentPosition(g))));
          expect(replayed.value.comments.length).toBe(record.line.moves.length + 1);
          expect(replayed.value.result).toBe(record.result);
        },
      ),
      { numRuns: runs(60) },
    );
  });
});

/** Adds to some moves of any round a variation: a random legal line from the position before the move (next-round keeps none). */
function withRoundVariations(r: Ruleset, record: RecordedGame, rounds: readonly Game[], pick: () => number): RecordedGame {
  /** The round and ply of each token of the main line; null for next-round. */
  const places = rounds.flatMap((g, round) => [...(round > 0 ? [null] : []), ...g.plies.map((_, ply) => ({ round, ply }))]);
  const moves: RecordMove[] = record.line.moves.map((m, i) => {
    const place = places[i];
    return !place || pick() % 4 ? m : { ...m, variations: [variationAt(r, rounds[place.round]!, place.ply, pick)] };
  });
  return { ...record, line: { ...record.line, moves } };
}
