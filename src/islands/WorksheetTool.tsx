/**
 * The worksheet page's form and sheet. The form and the drawing ship with the page; the generator
 * (the engine and every game's rules) is imported when a sheet is made, so the page stays within
 * the widget budget before the first sheet. The address is the sheet: reading it makes the sheet,
 * and the form writes a new address.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Board } from './Board.js';
import { layoutOf } from '../board/layout.js';
import type { Worksheet } from '../worksheets/generate.js';
import type { Difficulty, WorksheetSettings } from '../worksheets/settings.js';
import { DEFAULT_DIFFICULTY, DEFAULT_QUESTIONS, DIFFICULTIES, LEVELS, MAX_QUESTIONS, MIN_QUESTIONS, readWorksheetAddress, writeWorksheetAddress } from '../worksheets/settings.js';
import { MAX_SEED } from '../worksheets/random.js';

/** One game as the form offers it: its name and each rule option in words (keys travel only in the address). */
export interface GameChoice {
  readonly id: string;
  readonly name: string;
  readonly options: readonly {
    readonly key: string;
    readonly name: string;
    readonly text: string;
    readonly values: readonly string[];
    readonly labels: readonly string[];
    readonly fallback: string;
  }[];
}

export interface WorksheetToolProps {
  readonly games: readonly GameChoice[];
  readonly defaultVariant: string;
}

interface Form {
  variant: string;
  options: Record<string, string>;
  position: string;
  questions: string;
  difficulty: Difficulty;
  seed: string;
}

const LEVEL_NAMES: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0]!;

const formOf = (settings: WorksheetSettings): Form => ({
  variant: settings.variant,
  options: Object.fromEntries(Object.entries(settings.options).map(([k, v]) => [k, String(v)])),
  position: settings.position ?? '',
  questions: String(settings.questions),
  difficulty: settings.difficulty,
  seed: settings.seed === undefined ? '' : String(settings.seed),
});

export default function WorksheetTool({ games, defaultVariant }: WorksheetToolProps) {
  const [form, setForm] = useState<Form>({ variant: defaultVariant, options: {}, position: '', questions: String(DEFAULT_QUESTIONS), difficulty: DEFAULT_DIFFICULTY, seed: '' });
  const [problems, setProblems] = useState<readonly string[]>([]);
  /** The sheet made, with the settings that made it (the short address is written from them). */
  const [made, setMade] = useState<{ sheet: Worksheet; settings: WorksheetSettings } | null>(null);
  const sheet = made?.sheet ?? null;
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const focusSheet = useRef(false);
  const game = games.find((g) => g.id === form.variant);
  const layout = useMemo(() => (sheet ? layoutOf(sheet.shape) : null), [sheet]);

  /** Makes the sheet the address names: the address is the only input, so reloading or sharing it gives the same sheet. */
  const fromAddress = async () => {
    if (location.search.length <= 1) {
      // A bare page wakes on the reader's first touch: keep anything chosen in the form before then.
      const chosen = document.querySelector<HTMLSelectElement>('#ws-variant')?.value;
      if (chosen && chosen !== defaultVariant && games.some((g) => g.id === chosen)) setForm((f) => ({ ...f, variant: chosen, options: {} }));
      setMade(null);
      setProblems([]);
      return;
    }
    const read = readWorksheetAddress(location.search, defaultVariant);
    setForm(formOf(read.settings));
    if (read.problems.length) {
      setMade(null);
      setProblems(read.problems);
      setStatus('');
      return;
    }
    let settings = read.settings;
    if (settings.seed === undefined) {
      // A sheet is only reproducible from its seed: draw one and put it in the address.
      settings = { ...settings, seed: randomSeed() };
      history.replaceState(history.state, '', location.pathname + writeWorksheetAddress(settings) + location.hash);
      setForm(formOf(settings));
    }
    setStatus('Making the worksheet…');
    const { generateWorksheet } = await import('../worksheets/generate.js');
    const result = await generateWorksheet({ ...settings, seed: settings.seed! });
    if (!result.ok) {
      setMade(null);
      setProblems([result.error.message]);
      setStatus('');
      return;
    }
    const ws = result.value;
    setProblems([]);
    setMade({ sheet: ws, settings: { ...settings, options: ws.options, ...(ws.position ? { position: ws.position } : {}) } });
    setForm((f) => ({ ...f, options: { ...ws.options } }));
    setStatus(`Worksheet made: ${ws.questions.length} question${ws.questions.length === 1 ? '' : 's'} on ${ws.game}, seed ${ws.seed}.`);
  };

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
      <form class="worksheet-form" aria-labelledby="worksheet-form-heading" onSubmit={submit(false)}>
        <h2 id="worksheet-form-heading">Make a worksheet</h2>
        <div class="field">
          <label for="ws-variant">Game</label>
          <select id="ws-variant" value={form.variant} onChange={(e) => set({ variant: (e.target as HTMLSelectElement).value, options: {}, position: '' })}>
            {!game && <option value={form.variant}>Choose a game</option>}
            {games.map((g) => (
              <option value={g.id}>{g.name}</option>
            ))}
          </select>
        </div>
        {game && game.options.length > 0 && (
          <fieldset class="field-group">
            <legend>Rules of {game.name}</legend>
            {game.options.map((o) => (
              <div class="field">
                <label for={`ws-option-${o.key}`}>{o.name}</label>
                <select
                  id={`ws-option-${o.key}`}
                  aria-describedby={`ws-option-${o.key}-text`}
                  value={form.options[o.key] ?? o.fallback}
                  onChange={(e) => set({ options: { ...form.options, [o.key]: (e.target as HTMLSelectElement).value } })}
                >
                  {o.values.map((v, i) => (
                    <option value={v}>{o.labels[i]}</option>
                  ))}
                </select>
                <span class="hint" id={`ws-option-${o.key}-text`}>
                  {o.text}.
                </span>
              </div>
            ))}
          </fieldset>
        )}
        <div class="field">
          <label for="ws-questions">Questions</label>
          <input
            id="ws-questions"
            type="number"
            min={MIN_QUESTIONS}
            max={MAX_QUESTIONS}
            step={1}
            required
            value={form.questions}
            onInput={(e) => set({ questions: (e.target as HTMLInputElement).value })}
          />
        </div>
        <fieldset class="field-group">
          <legend>Difficulty</legend>
          {DIFFICULTIES.map((d) => (
            <label class="choice">
              <input type="radio" name="difficulty" value={d} checked={form.difficulty === d} onChange={() => set({ difficulty: d })} /> <strong>{LEVEL_NAMES[d]}</strong>:{' '}
              {LEVELS[d].words}.
            </label>
          ))}
        </fieldset>
        <div class="field">
          <label for="ws-position">Position (optional)</label>
          <input
            id="ws-position"
            type="text"
            spellcheck={false}
            autocomplete="off"
            aria-describedby="ws-position-hint"
            value={form.position}
            onInput={(e) => set({ position: (e.target as HTMLInputElement).value })}
          />
          <span class="hint" id="ws-position-hint">
            Leave empty for a new position in every question, or give one in our notation to ask every question about it.
          </span>
        </div>
        <div class="field">
          <label for="ws-seed">Seed (optional)</label>
          <input
            id="ws-seed"
            type="number"
            min={0}
            max={MAX_SEED}
            step={1}
            aria-describedby="ws-seed-hint"
            value={form.seed}
            onInput={(e) => set({ seed: (e.target as HTMLInputElement).value })}
          />
          <span class="hint" id="ws-seed-hint">
            The same seed and settings make the same sheet; leave empty for a new one.
          </span>
        </div>
        <p class="actions">
          <button type="submit">Make the worksheet</button>{' '}
          <button type="button" onClick={submit(true)}>
            New questions
          </button>{' '}
          {sheet && (
            <button type="button" onClick={() => print()}>
              Print
            </button>
          )}
        </p>
      </form>
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
      {sheet && layout && (
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
              Each question has its own board. The player to move is named in the question; pits are named as on the board, and the marks between pits point the way seeds are sown.
              Sow as the rules of {sheet.game} say, count carefully, and write your answer on the line under the board.
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
      )}
    </div>
  );
}
