/**
 * The games index's filters, loaded on the first focus or input in the filter form: every filter
 * that is set must match (combinable), the text filter matches any of a game's names, and the count
 * of games shown is announced in the form's live region.
 */
import { slugOf } from '../site/slug';

export function matches(row: HTMLElement, form: HTMLFormElement): boolean {
  for (const select of form.querySelectorAll<HTMLSelectElement>('select[name]')) {
    if (!select.value) continue;
    const values = row.dataset[select.name]?.split('|') ?? [];
    if (!values.includes(select.value)) return false;
  }
  const query = slugOf((form.elements.namedItem('q') as HTMLInputElement).value);
  return !query || (row.dataset.names ?? '').split(' ').some((name) => name.includes(query));
}

export function start(form: HTMLFormElement): void {
  const rows = [...document.querySelectorAll<HTMLElement>('#games-table tbody tr')];
  const status = document.getElementById('games-count')!;
  const apply = () => {
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
