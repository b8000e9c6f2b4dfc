/**
 * Every game ends by its rules, or by a limit it declares (Dakon's ten rounds), in random play: whole
 * games, every round, under each game's defaults, presets and listed option values, each stopped at
 * the match runner's move limit if its rules have not ended it. A few games each here; for figures,
 * `node bin/game-ends.mjs 100`.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/engine/search/index.js';
import { searchRulesOf } from '../../src/variants/index.js';
import { optionSets } from '../option-sets.js';

const GAMES = 3;

describe('every game ends', () => {
  it.each(optionSets())('%s %j', (_, __, rules) => {
    const players = new Array(rules.topology.players).fill('random');
    const unfinished = Array.from({ length: GAMES }, (_, i) => playGame(searchRulesOf(rules), players, i, 11)).filter((g) => !g.finished);
    expect(unfinished.length).toBe(0);
  });
});
