/**
 * The diagram page's island: the page is one static file for every position, so the board is drawn
 * in the browser from the address. What draws it (the rules to read the position, the board, the
 * download menu) loads after the page, so the page itself ships only this.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { DiagramAddress } from '../board/diagram-address.js';

type View = ComponentType<{ shown: DiagramAddress; playBase: string }>;

export default function DiagramPage({ playBase }: { playBase: string }) {
  const [shown, setShown] = useState<{ View: View; address: DiagramAddress } | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    Promise.all([import('../board/diagram-address.js'), import('./DiagramView.js')])
      .then(async ([{ readDiagramAddress }, { default: View }]) => {
        const read = await readDiagramAddress(location.search);
        if (read.ok) setShown({ View, address: read.value });
        else setError(read.error.message);
      })
      .catch(() => setError('The rules could not be loaded to draw this position: check the connection and reload the page.'));
  }, []);
  if (error)
    return (
      <p class="error" role="alert">
        {error}
      </p>
    );
  if (!shown)
    return (
      <p class="status" role="status">
        Drawing the position…
      </p>
    );
  return <shown.View shown={shown.address} playBase={playBase} />;
}
