/** The diagram page's board and download menu, once the address has been read (loaded with the rules, not before). */
import { Board } from './Board.js';
import { DownloadButton } from './DownloadButton.js';
import type { DiagramAddress } from '../board/diagram-address.js';

export default function DiagramView({ shown, playBase }: { shown: DiagramAddress; playBase: string }) {
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
      <p>
        <a href={play}>Play on from this position</a>
      </p>
    </figure>
  );
}
