/**
 * The worksheet form: the game and its rules, how many questions, the difficulty, a position to ask
 * about and a seed. It edits a Form (the fields as typed) and hands the submit back to the tool.
 */
import type { Difficulty } from '../worksheets/settings.js';
import { DIFFICULTIES, LEVELS, MAX_QUESTIONS, MIN_QUESTIONS } from '../worksheets/settings.js';
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

/** The form's fields as the reader typed them: checked when the address they make is read. */
export interface Form {
  variant: string;
  options: Record<string, string>;
  position: string;
  questions: string;
  difficulty: Difficulty;
  seed: string;
}

type Set = (patch: Partial<Form>) => void;

const LEVEL_NAMES: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** One select a rule option, each with its description. */
function RuleFields({ game, form, set }: { game: GameChoice; form: Form; set: Set }) {
  return (
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
  );
}

function DifficultyField({ form, set }: { form: Form; set: Set }) {
  return (
    <fieldset class="field-group">
      <legend>Difficulty</legend>
      {DIFFICULTIES.map((d) => (
        <label class="choice">
          <input type="radio" name="difficulty" value={d} checked={form.difficulty === d} onChange={() => set({ difficulty: d })} /> <strong>{LEVEL_NAMES[d]}</strong>:{' '}
          {LEVELS[d].words}.
        </label>
      ))}
    </fieldset>
  );
}

/** The two fields a sheet can do without: a position to ask every question about, and the seed. */
function PositionAndSeedFields({ form, set }: { form: Form; set: Set }) {
  return (
    <>
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
    </>
  );
}

export function WorksheetForm({
  games,
  game,
  form,
  set,
  submit,
  canPrint,
}: {
  games: readonly GameChoice[];
  /** The chosen game, if the address named one we have. */
  game: GameChoice | undefined;
  form: Form;
  set: Set;
  /** Makes the sheet the form describes; `fresh` draws a new seed. */
  submit: (fresh: boolean) => (e: Event) => void;
  /** A sheet is made, so Print is offered. */
  canPrint: boolean;
}) {
  return (
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
      {game && game.options.length > 0 && <RuleFields game={game} form={form} set={set} />}
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
      <DifficultyField form={form} set={set} />
      <PositionAndSeedFields form={form} set={set} />
      <p class="actions">
        <button type="submit">Make the worksheet</button>{' '}
        <button type="button" onClick={submit(true)}>
          New questions
        </button>{' '}
        {canPrint && (
          <button type="button" onClick={() => print()}>
            Print
          </button>
        )}
      </p>
    </form>
  );
}
