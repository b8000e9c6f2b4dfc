/**
 * The worksheet page's form and sheet. The form and the drawing ship with the page; the generator
 * (the engine and every game's rules) is imported when a sheet is made, so the page stays within
 * the widget budget before the first sheet. The address is the sheet: reading it makes the sheet,
 * and the form writes a new address.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { layoutOf } from '../board/layout.js';
import type { Worksheet } from '../worksheets/generate.js';
import type { WorksheetSettings } from '../worksheets/settings.js';
import { DEFAULT_DIFFICULTY, DEFAULT_QUESTIONS, readWorksheetAddress, writeWorksheetAddress } from '../worksheets/settings.js';
import type { Form, GameChoice } from './WorksheetForm.js';
import { WorksheetForm } from './WorksheetForm.js';
import { WorksheetSheet } from './WorksheetSheet.js';

export type { GameChoice };

export interface WorksheetToolProps {
  readonly games: readonly GameChoice[];
  readonly defaultVariant: string;
}

const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0]!;

const formOf = (settings: WorksheetSettings): Form => ({
  variant: settings.variant,
  options: Object.fromEntries(Object.entries(settings.options).map(([k, v]) => [k, String(v)])),
  position: settings.position ?? '',
  questions: String(settings.questions),
  difficulty: settings.difficulty,
  seed: settings.seed === undefined ? '' : String(settings.seed),
});

/** The tool's state that reading an address sets. */
interface SheetSetters {
  setForm: (f: Form | ((f: Form) => Form)) => void;
  setMade: (made: Made | null) => void;
  setProblems: (problems: readonly string[]) => void;
  setStatus: (status: string) => void;
}

/** The sheet made, with the settings that made it (the short address is written from them). */
interface Made {
  sheet: Worksheet;
  settings: WorksheetSettings;
}

/** Makes the sheet the address names: the address is the only input, so reloading or sharing it gives the same sheet. */
async function sheetFromAddress(games: readonly GameChoice[], defaultVariant: string, s: SheetSetters) {
  if (location.search.length <= 1) {
    // A bare page wakes on the reader's first touch: keep anything chosen in the form before then.
    const chosen = document.querySelector<HTMLSelectElement>('#ws-variant')?.value;
    if (chosen && chosen !== defaultVariant && games.some((g) => g.id === chosen)) s.setForm((f) => ({ ...f, variant: chosen, options: {} }));
    s.setMade(null);
    s.setProblems([]);
    return;
  }
  const read = readWorksheetAddress(location.search, defaultVariant);
  s.setForm(formOf(read.settings));
  if (read.problems.length) {
    s.setMade(null);
    s.setProblems(read.problems);
    s.setStatus('');
    return;
  }
  let settings = read.settings;
  if (settings.seed === undefined) {
    // A sheet is only reproducible from its seed: draw one and put it in the address.
    settings = { ...settings, seed: randomSeed() };
    history.replaceState(history.state, '', location.pathname + writeWorksheetAddress(settings) + location.hash);
    s.setForm(formOf(settings));
  }
  s.setStatus('Making the worksheet…');
  const { generateWorksheet } = await import('../worksheets/generate.js');
  const result = await generateWorksheet({ ...settings, seed: settings.seed! });
  if (!result.ok) {
    s.setMade(null);
    s.setProblems([result.error.message]);
    s.setStatus('');
    return;
  }
  const ws = result.value;
  s.setProblems([]);
  s.setMade({ sheet: ws, settings: { ...settings, options: ws.options, ...(ws.position ? { position: ws.position } : {}) } });
  s.setForm((f) => ({ ...f, options: { ...ws.options } }));
  s.setStatus(`Worksheet made: ${ws.questions.length} question${ws.questions.length === 1 ? '' : 's'} on ${ws.game}, seed ${ws.seed}.`);
}

export default function WorksheetTool({ games, defaultVariant }: WorksheetToolProps) {
  const [form, setForm] = useState<Form>({ variant: defaultVariant, options: {}, position: '', questions: String(DEFAULT_QUESTIONS), difficulty: DEFAULT_DIFFICULTY, seed: '' });
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [made, setMade] = useState<Made | null>(null);
  const sheet = made?.sheet ?? null;
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const focusSheet = useRef(false);
  const game = games.find((g) => g.id === form.variant);
  const layout = useMemo(() => (sheet ? layoutOf(sheet.shape) : null), [sheet]);

  const fromAddress = () => sheetFromAddress(games, defaultVariant, { setForm, setMade, setProblems, setStatus });

  useEffect(() => {
    fromAddress();
    const back = () => fromAddress();
    addEventListener('popstate', back);
    return () => removeEventListener('popstate', back);
  }, []);

  useEffect(() => {
    if (focusSheet.current && sheet) heading.current?.focus();
    focusSheet.current = false;
  }, [sheet]);

  const submit = (fresh: boolean) => (e: Event) => {
    e.preventDefault();
    const seedText = form.seed.trim();
    const settings: WorksheetSettings = {
      variant: form.variant,
      options: Object.fromEntries(Object.entries(form.options).filter(([k, v]) => game?.options.find((o) => o.key === k)?.fallback !== v)),
      ...(form.position.trim() ? { position: form.position.trim() } : {}),
      // Out of range or not a number (the browser's own checks bypassed): reading the address names the mistake.
      questions: Number(form.questions),
      difficulty: form.difficulty,
      seed: fresh || !seedText ? randomSeed() : Number(seedText),
    };
    history.pushState(null, '', location.pathname + writeWorksheetAddress(settings));
    focusSheet.current = true;
    fromAddress();
  };

  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const shortAddress = made ? new URL(location.pathname + writeWorksheetAddress(made.settings), location.href).href : '';

  return (
    <div class="worksheet-tool">
      <WorksheetForm games={games} game={game} form={form} set={set} submit={submit} canPrint={sheet !== null} />
      <p class="worksheet-status" role="status">
        {status}
      </p>
      {problems.length > 0 && (
        <div class="worksheet-problems" role="alert">
          <p>This worksheet cannot be made from the address:</p>
          <ul>
            {problems.map((p) => (
              <li>{p}</li>
            ))}
          </ul>
          <p>Change the settings above and make the worksheet again.</p>
        </div>
      )}
      {sheet && layout && <WorksheetSheet sheet={sheet} layout={layout} shortAddress={shortAddress} heading={heading} />}
    </div>
  );
}
