/**
 * The games index's filters, loaded on the first focus or input in the filter form: every filter
 * that is set must match (combinable), the text filter matches any of a game's names, and the count
 * of games shown is announced in the form's live region.
 */
import { slugOf } from '../site/slug';

export function matches(row: HTMLElement, form: HTMLFormElement): boolean {
  for (const select of form.querySelectorAll<HTMLSelectElement>('select[name]:not([data-sort])')) {
    if (!select.value) continue;
    const values = row.dataset[select.name]?.split('|') ?? [];
    if (!values.includes(select.value)) return false;
  }
  const query = slugOf((form.elements.namedItem('q') as HTMLInputElement).value);
  return !query || (row.dataset.names ?? '').split(' ').some((name) => name.includes(query));
}

/**
 * The rows in the order the form asks for: as built (family order) or by date of first description
 * (`data-date-rank`, from src/site/timeline.ts), the build's order breaking ties.
 */
export function ordered(rows: readonly HTMLElement[], by: string): HTMLElement[] {
  if (by !== 'date') return [...rows];
  const rank = (row: HTMLElement) => Number(row.dataset['dateRank'] ?? Infinity);
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.i - b.i)
    .map(({ row }) => row);
}

export function start(form: HTMLFormElement): void {
  const rows = [...document.querySelectorAll<HTMLElement>('#games-table tbody tr')];
  const status = document.getElementById('games-count')!;
  const sort = form.querySelector<HTMLSelectElement>('select[data-sort]');
  const apply = () => {
    if (sort) rows[0]?.parentElement?.append(...ordered(rows, sort.value));
    let shown = 0;
    for (const row of rows) {
      const show = matches(row, form);
      row.hidden = !show;
      if (show) shown++;
    }
    status.textContent = `${shown} of ${rows.length} games shown.`;
  };
  form.addEventListener('input', apply);
  form.addEventListener('change', apply);
  form.addEventListener('reset', () => setTimeout(apply));
  form.addEventListener('submit', (e) => e.preventDefault());
  apply();
}
