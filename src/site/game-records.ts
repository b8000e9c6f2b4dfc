/**
 * Recorded games in the site's game-record format (/notation/#records): content/games/<variant>/<name>.txt,
 * one for each printed record in content/examples/<variant>/<name>.yaml that has been written out.
 * The printed form stays the source; a test replays both to the same moves and end.
 */
const files = import.meta.glob('../../content/games/*/*.txt', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** Records by id, "<variant>/<name>": "kalah/sandler-gering-2008". */
export const GAME_RECORDS: ReadonlyMap<string, string> = new Map(
  Object.entries(files).map(([path, text]) => [path.replace(/^.*content\/games\//, '').replace(/\.txt$/, ''), text]),
);

/** The address a record downloads from (src/pages/games/[variant]/[name].txt.ts writes it), or undefined where there is none. */
export const gameRecordHref = (base: string, id: string): string | undefined => (GAME_RECORDS.has(id) ? `${base}games/${id}.txt` : undefined);
