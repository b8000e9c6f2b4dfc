/**
 * Sorts a table's body by one column, read from each cell's `data-sort` (numbers as numbers): the
 * first choice of a column sorts ascending, the next reverses it. The heading carries `aria-sort`,
 * and the change is announced in #sort-status.
 */
export function sortBy(table: HTMLTableElement, column: number): void {
  const heads = [...table.tHead!.rows[0]!.cells];
  const head = heads[column]!;
  const ascending = head.getAttribute('aria-sort') !== 'ascending';
  for (const h of heads) h.removeAttribute('aria-sort');
  head.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
  const body = table.tBodies[0]!;
  const key = (row: HTMLTableRowElement) => row.cells[column]?.dataset['sort'] ?? '';
  const rows = [...body.rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const numeric = x !== '' && y !== '' && !Number.isNaN(Number(x)) && !Number.isNaN(Number(y));
    const order = numeric ? Number(x) - Number(y) : x.localeCompare(y);
    return ascending ? order : -order;
  });
  body.append(...rows);
  const status = document.getElementById('sort-status');
  if (status) status.textContent = `Sorted by ${head.textContent?.trim()}, ${ascending ? 'ascending' : 'descending'}.`;
}
