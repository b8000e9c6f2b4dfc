/** Shiki's two themes for code on the site: the light one, and the dark one the stylesheet switches to. */
export const CODE_THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;
