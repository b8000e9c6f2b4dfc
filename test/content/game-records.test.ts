/**
 * Kalah's recorded games are kept twice: as Mancala World printed them (content/examples/kalah/*.yaml,
 * with the erratum) and in the site's game-record format (content/games/kalah/*.txt). Both must replay
 * to the same moves and the same end, and the record's tags must say what the printed form does.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { currentPosition, formatMove, formatPosition, parseMancalaWorldRecord, recordTag, replayRecord, unwrap } from '../../src/engine/index.js';
import { GAME_RECORDS, gameRecordHref } from '../../src/site/game-records.js';
import { readGameRecord, recordFailureText } from '../../src/variants/record-rules.js';
import { createRuleset } from '../../src/variants/index.js';

interface Printed {
  variant: string;
  options: Record<string, unknown>;
  players: string[];
  record: string;
  title: string;
  expect: { stores: number[] };
}

const ids = [...GAME_RECORDS.keys()];

describe('recorded games in the game-record format', () => {
  it('holds both Kalah tournament games', () => expect(ids.sort()).toEqual(['kalah/gering-mille-2009', 'kalah/sandler-gering-2008']));

  it.each(ids)('%s replays to the same moves and end as the printed record', (id) => {
    const printed = parse(readFileSync(new URL(`../../content/examples/${id}.yaml`, import.meta.url), 'utf8')) as Printed;
    const rules = unwrap(createRuleset(printed.variant, printed.options));
    const old = unwrap(replayRecord(rules, unwrap(parseMancalaWorldRecord(printed.record, rules.topology.columns)))).game;
    const read = readGameRecord(GAME_RECORDS.get(id)!);
    if (!read.ok) throw new Error(recordFailureText(read.error));
    const { game } = read.value.replayed;
    expect(game.plies.map((p) => formatMove(rules, p.move))).toEqual(old.plies.map((p) => formatMove(rules, p.move)));
    expect(formatPosition(rules, currentPosition(game))).toBe(formatPosition(rules, currentPosition(old)));
    expect(currentPosition(game).stores).toEqual(printed.expect.stores);
  });

  it.each(ids)('%s names the players, the date, the source and the result the printed form gives', (id) => {
    const printed = parse(readFileSync(new URL(`../../content/examples/${id}.yaml`, import.meta.url), 'utf8')) as Printed;
    const { record } = unwrap(readGameRecord(GAME_RECORDS.get(id)!));
    expect(printed.players.map((p) => p.replace(/ \(.*\)$/, ''))).toEqual([recordTag(record, 'A'), recordTag(record, 'B')]);
    // "Arty Sandler v Ralf Gering, 11 June 2008": the title's date, as year.month.day.
    const date = new Date(`${printed.title.split(', ').at(-1)} UTC`);
    expect(recordTag(record, 'Date')).toBe(`${date.getUTCFullYear()}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${String(date.getUTCDate()).padStart(2, '0')}`);
    expect(recordTag(record, 'Source')).toContain('Mancala World');
    const [a, b] = printed.expect.stores as [number, number];
    expect(record.result).toBe(a > b ? '1-0' : b > a ? '0-1' : '1/2-1/2');
  });

  it('links each record for download, and no game without one', () => {
    expect(gameRecordHref('/', 'kalah/sandler-gering-2008')).toBe('/games/kalah/sandler-gering-2008.txt');
    expect(gameRecordHref('/', 'wari/none')).toBeUndefined();
  });
});
