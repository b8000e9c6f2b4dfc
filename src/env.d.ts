/// <reference types="astro/client" />

// Plain tsc (npm run check) does not read .astro files; Astro's compiler checks them at build time.
declare module '*.astro' {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}
