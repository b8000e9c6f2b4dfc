/**
 * TextMate grammars for our notations, so Shiki colours them like any other code:
 *
 *   mancala-position  0.1.2.1.3.2_0.1.1.0.6.1~0.0~a   (rows, stores, side to move, state; src/engine/notation.ts)
 *   mancala-moves     A5 B2 AA3/cw swap               (our moves: a pit, then any choices after '/')
 *   mancala-record    1. d(+1)* F(+1) - no pie; 2. …  (Mancala World's Kalah records: south lower case, north upper case)
 *
 * Scope names are the usual ones (constant.numeric, keyword.operator, variable…), so any theme colours
 * them sensibly; each field of a position gets its own scope, so a reader tells rows from stores.
 */
import type { LanguageRegistration } from 'shiki';

/** A pit name in our move notation: a row letter or two and a number (A5, b2, AA3, DD10). */
const PIT = '[A-Da-d]{1,2}[0-9]{1,2}';

const position: LanguageRegistration = {
  name: 'mancala-position',
  scopeName: 'source.mancala-position',
  displayName: 'Mancala Atlas position',
  patterns: [
    {
      // rows ~ stores ~ side [~ state]; lookarounds keep it from matching inside a longer word.
      match: '(?<![\\w.~])([0-9xX]+(?:[._][0-9xX]+)*)(~)([0-9]+(?:\\.[0-9]+)*)(~)(?:([a-dA-D])|(end(?:-[a-z]+)*))(?:(~)([a-z0-9.-]+))?(?![\\w~])',
      captures: {
        1: { name: 'meta.rows.mancala', patterns: [{ include: '#rows' }] },
        2: { name: 'keyword.operator.field.mancala' },
        3: { name: 'meta.stores.mancala', patterns: [{ include: '#stores' }] },
        4: { name: 'keyword.operator.field.mancala' },
        5: { name: 'variable.side.mancala' },
        6: { name: 'keyword.control.end.mancala' },
        7: { name: 'keyword.operator.field.mancala' },
        8: { name: 'meta.state.mancala', patterns: [{ include: '#state' }] },
      },
    },
  ],
  repository: {
    rows: {
      patterns: [
        { match: '[0-9]+', name: 'constant.numeric.count.mancala' },
        { match: '[xX]', name: 'constant.character.out-of-play.mancala' },
        { match: '_', name: 'punctuation.separator.row.mancala' },
        { match: '\\.', name: 'punctuation.separator.pit.mancala' },
      ],
    },
    stores: {
      patterns: [
        { match: '[0-9]+', name: 'entity.name.function.store.mancala' },
        { match: '\\.', name: 'punctuation.separator.store.mancala' },
      ],
    },
    state: {
      patterns: [
        { match: '(?:pie-pending|pie-offered|passed(?:-2)?|(?:own|loser|houses|takasia|gambit)-[a-z0-9]+)', name: 'entity.name.tag.state.mancala' },
        { match: '\\.', name: 'punctuation.separator.state.mancala' },
      ],
    },
  },
};

const moves: LanguageRegistration = {
  name: 'mancala-moves',
  scopeName: 'source.mancala-moves',
  displayName: 'Mancala Atlas moves',
  patterns: [
    {
      match: `(?<![\\w/])(${PIT})((?:/[A-Za-z0-9-]+)*)(?![\\w])`,
      captures: {
        1: { name: 'variable.pit.mancala' },
        2: {
          name: 'meta.choices.mancala',
          patterns: [
            { match: '/', name: 'keyword.operator.choice.mancala' },
            { match: '[A-Za-z0-9-]+', name: 'entity.name.tag.choice.mancala' },
          ],
        },
      },
    },
    { match: '\\b(?:swap|pass|next-round)\\b', name: 'keyword.other.move.mancala' },
    { match: '[,;]', name: 'punctuation.separator.move.mancala' },
  ],
  repository: {},
};

const record: LanguageRegistration = {
  name: 'mancala-record',
  scopeName: 'source.mancala-record',
  displayName: 'Mancala World game record',
  patterns: [
    { match: '(?<![\\w(+])[0-9]+\\.(?=\\s)', name: 'markup.heading.turn.mancala' },
    // A remark after a turn's moves ("- no pie"): words, not moves.
    { match: '(?<=\\s)-\\s+[a-z][a-z ]*[a-z]', name: 'comment.remark.mancala' },
    // South plays the lower-case pits, North the upper-case ones; a-b-c is one turn's chain of sowings.
    { match: '(?<![\\w-])[a-f](?:-[a-f])*(?![\\w-])', name: 'variable.south.mancala' },
    { match: '(?<![\\w-])[A-F](?:-[A-F])*(?![\\w-])', name: 'entity.name.function.north.mancala' },
    { match: '\\(\\+[0-9]+\\)', name: 'string.gain.mancala' },
    { match: '\\*', name: 'keyword.operator.pie.mancala' },
    { match: ';', name: 'punctuation.separator.turn.mancala' },
  ],
  repository: {},
};

export type NotationLanguage = 'mancala-position' | 'mancala-moves' | 'mancala-record';
export const NOTATION_GRAMMARS: readonly LanguageRegistration[] = [position, moves, record];
