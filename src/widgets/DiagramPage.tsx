/**
 * The diagram page's board: drawn in the browser from the address (the page is one static file for
 * every position), with the download menu under it. The rules load with the page's first render,
 * since reading a position needs them.
 */
import { useEffect, useState } from 'preact/hooks';
import { Board } from './Board.js';
import { DownloadButton } from './DownloadButton.js';
import type { DiagramAddress } from './diagram-address.js';

export default function DiagramPage({ playBase }: { playBase: string }) {
  const [shown, setShown] = useState<DiagramAddress | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    import('./diagram-address.js')
      .then(({ readDiagramAddress }) => {
        const read = readDiagramAddress(location.search);
        if (read.ok) setShown(read.value);
        else setError(read.error.message);
      })
      .catch(() => setError('The rules could not be loaded to draw this position: check the connection and reload the page.'));
  }, []);
  if (error) return <p class="error" role="alert">{error}</p>;
  if (!shown) return <p class="status" role="status">Drawing the position…</p>;
  const { title, layout, frame, notation, variant } = shown;
  const options = new URLSearchParams(location.search).get('options');
  const play = `${playBase}${variant}/?${new URLSearchParams({ ...(options ? { options } : {}), position: notation })}`;
  return (
    <figure class="diagram-page" data-pagefind-ignore>
      <Board layout={layout} {...frame} label={title} />
      <figcaption>
        {title}: <code>{notation}</code>
      </figcaption>
      <div class="controls">
        <DownloadButton source={() => ({ layout, frame, title, caption: `${title}: ${notation}`, name: `${title} diagram` })} />
      </div>
      <p><a href={play}>Play on from this position</a></p>
    </figure>
  );
}
