/**
 * The download menu (loaded on the first press of "Download"): the board as it stands, as an SVG
 * file, or as a PNG drawn from that same SVG at twice its size, with or without pit names and caption.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { MenuProps } from './diagram-file.js';
import { diagramFile, diagramFileName } from './diagram-file.js';

/** Hands a file to the browser to save, under the given name. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The SVG drawn on a canvas at twice its size. A data: address, as the site's policy allows images only from itself and data:. */
async function pngOf(svg: string, width: number, height: number): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width * 2;
  canvas.height = height * 2;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The browser made no PNG.'))), 'image/png'));
}

const kb = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KB`);

export default function DownloadMenu({ source }: MenuProps) {
  const [labels, setLabels] = useState(true);
  const [caption, setCaption] = useState(true);
  const [status, setStatus] = useState('');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const download = async (kind: 'svg' | 'png') => {
    const { layout, frame, title, caption: words, name } = source();
    const file = diagramFile(layout, frame, { title, labels, ...(caption ? { caption: words } : {}) });
    const fileName = diagramFileName(name, kind);
    try {
      setStatus(`Making ${fileName}…`);
      const blob = kind === 'svg' ? new Blob([file.svg], { type: 'image/svg+xml' }) : await pngOf(file.svg, file.width, file.height);
      save(blob, fileName);
      setStatus(`Saved ${fileName} (${kind === 'png' ? `${file.width * 2} × ${file.height * 2} pixels, ` : ''}${kb(blob.size)}).`);
    } catch (e) {
      setStatus(`Could not make ${fileName}: ${(e as Error).message}`);
    }
  };

  return (
    // Keys inside the menu belong to it: the stepper around it must not take an arrow key as a step.
    <div class="download-menu" role="group" aria-label="Download this board" onKeyDown={(e) => e.stopPropagation()}>
      <label>
        <input ref={first} type="checkbox" checked={labels} onChange={(e) => setLabels((e.target as HTMLInputElement).checked)} /> Pit names
      </label>
      <label>
        <input type="checkbox" checked={caption} onChange={(e) => setCaption((e.target as HTMLInputElement).checked)} /> Caption
      </label>
      <button type="button" onClick={() => download('svg')}>
        SVG
      </button>
      <button type="button" onClick={() => download('png')}>
        PNG
      </button>
      <p class="download-status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
