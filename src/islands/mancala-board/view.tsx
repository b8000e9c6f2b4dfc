/**
 * A <mancala-board> drawn: the site's stepper with controls, else the site's board at one step with,
 * if asked, its caption. Loaded with the game's rules (see element.tsx).
 */
import { Board } from '../Board.js';
import { turnLayout } from '../../board/layout.js';
import Stepper from '../Stepper.js';
import type { BoardRequest } from './attributes.js';
import type { Scene } from './scene.js';

export function View({ request, scene, label }: { request: BoardRequest; scene: Scene; label: string }) {
  const last = scene.frames.length - 1;
  if (request.controls) {
    return (
      <div class={request.captions ? undefined : 'quiet'}>
        <Stepper key={JSON.stringify(request)} data={scene} label={label} step={request.step} turned={request.turned} />
      </div>
    );
  }
  const frame = scene.frames[Math.min(request.step, last)]!;
  return (
    <div class="still">
      <Board layout={request.turned ? turnLayout(scene.layout) : scene.layout} {...frame} label={request.captions ? label : `${label}. ${frame.caption}`} />
      {request.captions && <p class="caption">{frame.caption}</p>}
    </div>
  );
}
