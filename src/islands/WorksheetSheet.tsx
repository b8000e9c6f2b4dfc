/**
 * A worksheet as printed: the heading with the rules and instructions, one board a question with a
 * line for the answer, the seed and address that make the same sheet again, and the answer key.
 */
import { Board } from './Board.js';
import type { BoardLayout } from '../board/layout.js';
import type { Worksheet } from '../worksheets/generate.js';

export function WorksheetSheet({
  sheet,
  layout,
  shortAddress,
  heading,
}: {
  sheet: Worksheet;
  layout: BoardLayout;
  /** The address that makes this sheet again. */
  shortAddress: string;
  /** The sheet's title, focused when a sheet the reader asked for arrives. */
  heading: { current: HTMLHeadingElement | null };
}) {
  return (
    <article class="worksheet" aria-labelledby="sheet-title">
      <header class="sheet-head">
        <h2 id="sheet-title" tabIndex={-1} ref={heading}>
          {sheet.game}: worksheet
        </h2>
        <p class="pupil">
          Name: <span class="blank" /> Date: <span class="blank short" />
        </p>
        <p>
          Rules: {sheet.game}
          {sheet.rules.length > 0 && ` (${sheet.rules.join('; ')})`}. Level: {sheet.difficulty}.
        </p>
        <p class="instructions">
          Each question has its own board. The player to move is named in the question; pits are named as on the board, and the marks between pits point the way seeds are sown. Sow
          as the rules of {sheet.game} say, count carefully, and write your answer on the line under the board.
        </p>
        {sheet.shortfall && <p class="note">{sheet.shortfall}</p>}
        {sheet.longer && <p class="note">{sheet.longer}</p>}
      </header>
      <ol class="questions">
        {sheet.questions.map((q, i) => (
          <li class="question">
            <p class="prompt">{q.prompt}</p>
            <Board
              layout={layout}
              pits={q.board.pits}
              stores={q.board.stores}
              toMove={q.board.toMove}
              {...(q.board.owners ? { owners: q.board.owners } : {})}
              {...(q.board.blocked ? { blocked: q.board.blocked } : {})}
              label={`Question ${i + 1}: the board`}
              flow={sheet.flow}
            />
            <p class="answer-line">
              Answer: <span class="blank" />
            </p>
          </li>
        ))}
      </ol>
      <p class="sheet-seed">
        Seed {sheet.seed}. The same sheet again: <span class="address">{shortAddress}</span>
      </p>
      <section class="answer-key" aria-labelledby="key-title">
        <h2 id="key-title">
          Answer key: {sheet.game}, seed {sheet.seed}
        </h2>
        <ol>
          {sheet.questions.map((q) => (
            <li>
              <strong>{q.answer}.</strong> {q.explanation}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
