/**
 * A game record's rules from its own tags: the game its Game tag names, under the options its
 * Options tag gives. For the build, the command line and tests (it loads the whole registry).
 */
import type { NotationError } from '../engine/errors.js';
import type { RecordedGame, ReplayedGameRecord } from '../engine/index.js';
import { parseGameRecord, recordOptions, recordTag, replayGameRecord } from '../engine/index.js';
import type { Result } from '../engine/result.js';
import { err, ok } from '../engine/result.js';
import type { Ruleset } from '../engine/ruleset.js';
import { recordErrorText } from '../words/record-text.js';
import type { GameError } from './ids.js';
import { createRuleset } from './index.js';
import { gameErrorText } from './game-error-text.js';

export function rulesetOfRecord(record: RecordedGame): Result<Ruleset, NotationError | GameError> {
  const game = recordTag(record, 'Game');
  if (game === undefined) return err({ code: 'ERR_RECORD', problem: { kind: 'record-no-game' } });
  const options = recordOptions(recordTag(record, 'Options') ?? '');
  if (!options.ok) return options;
  return createRuleset(game, options.value);
}

/** A record's text read, its rules made from its tags, and replayed: everything a reader of it needs. */
export function readGameRecord(text: string): Result<{ record: RecordedGame; rules: Ruleset; replayed: ReplayedGameRecord }, NotationError | GameError> {
  const parsed = parseGameRecord(text);
  if (!parsed.ok) return parsed;
  const rules = rulesetOfRecord(parsed.value);
  if (!rules.ok) return rules;
  const replayed = replayGameRecord(rules.value, parsed.value, text);
  if (!replayed.ok) return replayed;
  return ok({ record: parsed.value, rules: rules.value, replayed: replayed.value });
}

/** Why a record could not be read, in a sentence: its text or moves, its game, or its options. */
export const recordFailureText = (error: NotationError | GameError): string =>
  error.code === 'ERR_GAME' || error.code === 'ERR_OPTION' ? gameErrorText(error) : recordErrorText(error);
