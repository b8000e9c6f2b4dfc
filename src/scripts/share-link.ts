/** The address that opens a page's example at a step: `?step=N#example-…`, other parts of the query kept. */
export function shareLink(page: string, anchor: string, step: number): string {
  const url = new URL(page);
  if (step > 0) url.searchParams.set('step', String(step));
  else url.searchParams.delete('step');
  url.hash = anchor;
  return url.href;
}
