/**
 * An analysis on the play board, shown when the reader asks for one (OpponentPanel): every legal move
 * with its value, best first, and the line of play the search expects, which the reader steps
 * through on the board itself, move by move, with the board's captions; Undo steps back. The
 * analysis belongs to the position it was made in: once the game leaves its line, it is gone.
 */
import type { AnalysisText } from '../board/opponent-protocol.js';
import type { Session, View } from '../board/play-session.js';
import { analysisCaption, moveValueText } from '../words/hints.js';

export interface Analysed {
  /** The moves played when the position was analysed. */
  readonly history: readonly string[];
  readonly seat: string;
  readonly iterations: number;
  readonly analysis: AnalysisText;
}

/** How many of the line's moves the game has followed since the analysis, or -1 once it has left the line (or gone back past it). */
export function linePlayed(a: Analysed, history: readonly string[]): number {
  const base = a.history.length;
  if (history.length < base || a.history.some((m, i) => history[i] !== m)) return -1;
  const after = history.slice(base);
  return after.every((m, i) => a.analysis.line[i] === m) && after.length <= a.analysis.line.length ? after.length : -1;
}

export function AnalysisView({
  analysed,
  view,
  run,
  stepping,
}: {
  analysed: Analysed;
  view: View;
  run: (f: (s: Session) => View) => Promise<void>;
  /** Stepping through the line plays both sides: not while the computer plays one of them. */
  stepping: boolean;
}) {
  const played = linePlayed(analysed, view.history);
  if (played < 0) return null;
  const { analysis, seat, iterations } = analysed;
  const { line } = analysis;
  const next = line[played];
  return (
    <section class="analysis" aria-label="Analysis">
      <div class="table-scroll" tabIndex={0} role="region" aria-label="Every move's value">
        <table class="facts">
          <caption>{analysisCaption(seat, iterations, analysis.exact !== undefined)}</caption>
          <thead>
            <tr>
              <th scope="col">Move</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {analysis.moves.map((m) => (
              <tr>
                <th scope="row">{m.move}</th>
                <td>{moveValueText(m)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="line">
        Line expected{played ? ` (${played} of ${line.length} played)` : ''}:{' '}
        {line.map((m, i) => (
          <>
            {i ? ' ' : ''}
            {i < played ? <s>{m}</s> : i === played ? <strong>{m}</strong> : m}
          </>
        ))}
        {stepping && next !== undefined && (
          <>
            {' '}
            <button type="button" onClick={() => void run((s) => s.move(next))}>
              Play the line’s next move, {next}
            </button>
          </>
        )}
      </p>
    </section>
  );
}
