/**
 * Every result the built site writes puts the winner's score first ("B wins, 44 to 4"): the captions,
 * status lines, step sheets, game viewers and prose, island data included (decoded from the HTML).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sitePages, skipReason } from './browser.js';

/** Endings not decided by the scores, where a winner can hold fewer seeds than the loser. */
const NOT_BY_SCORE = /a move that never ends loses|akawumbi|the player to move has no (move|seeds)|inner row is empty/;

const text = (path: string) =>
  readFileSync(`dist${path}index.html`, 'utf8')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\\+"/g, '"');

describe.skipIf(skipReason)('results are written winner first', () => {
  it('over every page, for endings decided by the score', () => {
    const loserFirst: string[] = [];
    let seen = 0;
    for (const path of sitePages()) {
      const page = text(path);
      for (const m of page.matchAll(/([^"<>]{0,120})\b([A-D]) wins, (\d+) to (\d+)/g)) {
        seen++;
        if (Number(m[3]) < Number(m[4]) && !NOT_BY_SCORE.test(m[1]!)) loserFirst.push(`${path}: ${m[0].trim()}`);
      }
      // Prose: "won by 6, 39 to 33".
      for (const m of page.matchAll(/won by (\d+), (\d+) to (\d+)/g)) {
        seen++;
        if (Number(m[2]) - Number(m[3]) !== Number(m[1])) loserFirst.push(`${path}: ${m[0]}`);
      }
    }
    expect(seen).toBeGreaterThan(50);
    expect([...new Set(loserFirst)]).toEqual([]);
  });
});
