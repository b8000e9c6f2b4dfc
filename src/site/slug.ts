/** Lower-case ASCII letters and digits joined by hyphens: diacritics and clicks dropped. Imports nothing, so the browser's filter code can share it. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
