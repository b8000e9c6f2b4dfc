import { glob } from 'astro/loaders';
import { defineCollection } from 'astro:content';
import { exampleSchema, variantPageSchema } from './site/schema';

export const collections = {
  /** content/variants/<id>.mdx: one page per variant. */
  variants: defineCollection({ loader: glob({ pattern: '*.mdx', base: './content/variants' }), schema: variantPageSchema }),
  /** content/examples/<variant>/<name>.yaml: worked examples, id "<variant>/<name>". */
  examples: defineCollection({ loader: glob({ pattern: '**/*.yaml', base: './content/examples' }), schema: exampleSchema }),
};
