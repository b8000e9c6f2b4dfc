/**
 * "Download" under a board: a button, and nothing else until it is pressed. The menu and the code
 * that writes SVG and PNG files (DownloadMenu, diagram-file, the string renderer) load on the first
 * press, so a page pays nothing for them before the reader asks.
 */
import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import type { MenuProps } from './diagram-file.js';

export function DownloadButton({ source }: MenuProps) {
  const [Menu, setMenu] = useState<ComponentType<MenuProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState('');
  const toggle = async () => {
    if (!Menu) {
      try {
        const loaded = (await import('./DownloadMenu.js')).default;
        setMenu(() => loaded);
      } catch {
        return setFailed('The download menu could not be loaded: check the connection and try again.');
      }
    }
    setFailed('');
    setOpen(!open);
  };
  return (
    <>
      <button type="button" class="download-toggle" aria-expanded={open} onClick={toggle}>
        Download
      </button>
      {failed && (
        <p class="download-status" role="alert">
          {failed}
        </p>
      )}
      {open && Menu && <Menu source={source} />}
    </>
  );
}
