/** Why a game's rules could not be made from an id and options, in a sentence: the registry's refusal or the options'. */
import { optionsText } from '../words/problems.js';
import type { GameError } from './ids.js';
import { registryText } from './registry-text.js';

export const gameErrorText = (error: GameError): string => (error.code === 'ERR_GAME' ? registryText(error) : optionsText(error));
