/**
 * A board the reader plays on. The first frame (and its legal moves) come from the build; the
 * engine is imported only when the reader makes a move, or when the URL names a position.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { Board } from './Board.js';
import type { BoardLayout } from './frames.js';
import type { Session, View } from './play-session.js';

export interface PlayBoardProps {
  variant: string;
  options: Record<string, unknown>;
  layout: BoardLayout;
  /** The starting view, computed at build time. */
  initial: View;
  /** The starting position in our notation, when not the variant's opening. */
  position?: string;
  label: string;
  /** Read ?position= (and ?options= as JSON) from the page URL. */
  fromUrl?: boolean;
}

const SEATS = 'ABCD';

export default function PlayBoard({ variant, options, layout, initial, position: start, label, fromUrl }: PlayBoardProps) {
  const [v, setView] = useState<View>(initial);
  const [error, setError] = useState('');
  const session = useRef<Session | null>(null);

  async function load(position = start, opts = options): Promise<Session | null> {
    if (session.current) return session.current;
    try {
      const { createSession } = await import('./play-session.js');
      session.current = createSession(variant, opts, position);
      return session.current;
    } catch (e) {
      setError((e as Error).message);
      return null;
    }
  }
  const act = (f: (s: Session) => View) => async () => {
    const s = await load();
    if (s) setView(f(s));
  };

  useEffect(() => {
    if (!fromUrl) return;
    const q = new URLSearchParams(location.search);
    const position = q.get('position') ?? undefined;
    let opts = options;
    try {
      if (q.get('options')) opts = { ...options, ...JSON.parse(q.get('options')!) };
    } catch {
      return setError('The options in this link are not valid JSON, for example {"seeds":6}.');
    }
    if (position || q.get('options')) load(position, opts).then((s) => s && setView(s.view()));
  }, []);

  if (error) return <p class="error" role="alert">{error}</p>;
  return (
    <div class="play" role="group" aria-label={label}>
      <Board layout={layout} {...v} legal={v.legal} onPit={(pit) => act((s) => s.sow(pit))()} label={label} />
      <p class="status">
        <span>{v.toMove === null ? 'Game over' : `${SEATS[v.toMove]} to move: choose a highlighted pit`}</span>
      </p>
      <p class="caption" aria-live="polite">{v.message}</p>
      <div class="controls">
        <button type="button" onClick={act((s) => s.undo())} disabled={!v.history.length}>Undo</button>
        <button type="button" onClick={act((s) => s.restart())} disabled={!v.history.length}>Restart</button>
        {v.actions.map((a) => <button type="button" onClick={act((s) => s.act(a.id))}>{a.text}</button>)}
      </div>
      {v.history.length > 0 && <p class="history">Moves: {v.history.join(' ')}</p>}
    </div>
  );
}
