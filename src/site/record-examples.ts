/**
 * The game-record format as /notation/ shows it: its grammar, its tags and worked examples. A test
 * (test/site/record-examples.test.ts) reads and replays every example, so the page cannot show a
 * record the site would refuse.
 */

/** The format's grammar, EBNF-like: `{ x }` any number of x, `[ x ]` an optional x. */
export const RECORD_GRAMMAR = `record    = { tag } movetext [ result ] ;
tag       = "[" name " " value "]" ;          (one a line)
name      = letter { letter | digit | "_" } ;
value     = '"' { character | '\\"' | '\\\\' } '"' ;
movetext  = { comment } { element } ;
element   = [ number ] move [ mark ] { comment } { variation }
          | "next-round" { comment } ;       (where a round has ended)
number    = digits "." | digits "..." ;
move      = pit { "/" choice } | "swap" | "pass" ;
mark      = "!" | "?" | "!!" | "??" | "!?" | "?!" ;
comment   = "{" { any character but "}" } "}" ;
variation = "(" { comment } element { element } ")" ;
result    = "1-0" | "0-1" | "1/2-1/2" | "*" ;`;

export interface RecordTagNote {
  readonly name: string;
  readonly meaning: string;
}

/** The tags the site reads and writes, in the order it writes them. */
export const RECORD_TAG_NOTES: readonly RecordTagNote[] = [
  { name: 'Game', meaning: "the game, by the site's name for it: kalah, wari, bao (the address of its page)." },
  { name: 'Options', meaning: 'the rules chosen where a game has options, as the play board’s address writes them: seeds=6,pie=true.' },
  { name: 'Event', meaning: 'the tournament, match or occasion.' },
  { name: 'Place', meaning: 'where the game was played.' },
  { name: 'Date', meaning: 'when, year.month.day, with ?? for what is not known: 2008.06.11, 2009.??.??.' },
  { name: 'A', meaning: 'the player in seat A, the bottom row, who moves first from the usual start; B, C and D likewise.' },
  {
    name: 'Result',
    meaning:
      '1-0 (A won), 0-1 (B won), 1/2-1/2 (a draw) or * (unfinished, or not known); the same as the result at the end of the moves; in a game of rounds, the result of the whole game, so * while another round is to follow.',
  },
  { name: 'Start', meaning: 'the position the game starts from, in position notation, where it is not the rules’ usual start.' },
  { name: 'Source', meaning: 'where the record was printed.' },
];

export interface RecordExample {
  readonly id: string;
  readonly caption: string;
  readonly text: string;
}

export const RECORD_EXAMPLES: readonly RecordExample[] = [
  {
    id: 'comment-variation',
    caption: 'A game of Kalah with a comment after the first move and a variation: A4 instead of A6, with B’s reply.',
    text: `[Game "kalah"]
[Event "Club evening"]
[Date "2026.11.27"]
[A "Ann"]
[B "Ben"]
[Result "*"]

1. A3 {The last seed lands in A's store: A sows again.} A6 (A4 B2) B2 2. A1 B3 *
`,
  },
  {
    id: 'start',
    caption: 'Wari from a position of our own, B to move: the first move is numbered 1... because it is B’s.',
    text: `[Game "wari"]
[Result "*"]
[Start "0.1.2.1.3.2_0.1.1.0.6.1~0.0~b"]

1... B6 2. A5! {A captures 8.} B5 *
`,
  },
  {
    id: 'rounds',
    caption:
      'The first two rounds of a game of Dakon, played by the site’s computer players (greedy as A, random as B): next-round starts a round from the seeds each player won, and its moves are numbered from 1 again. The game goes on, so the result is *.',
    text: `[Game "dakon"]
[A "Greedy"]
[B "Random"]
[Result "*"]

1. A4 B3 B4 B5 2. A2 B5 B5 3. A4 B3 4. A7 B5 B4 5. A5 B3 6. A1 A6 B4 7. A7 B4
8. A2 B2 9. A2 B1 next-round
{From 70 seeds A fills seven pits; from 28, B fills four.} 1. A2 B3 2. A3 B3
3. A7 A4 B3 4. A5 B2 5. A3 B3 6. A4 {A 73, B 25: a third round follows.} *
`,
  },
  {
    id: 'finished',
    caption: 'A finished game ends with its result, which must be the rules’ own: here B has more seeds.',
    text: `[Game "kalah"]
[Result "0-1"]
[Start "0.0.0.0.0.0_0.0.0.0.0.1~20.27~a"]

1. A6 0-1
`,
  },
];
