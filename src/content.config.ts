import { glob } from 'astro/loaders';
import { defineCollection } from 'astro:content';
import { exampleSchema, topicPageSchema, variantPageSchema } from './site/schema';

export const collections = {
  /** content/variants/<id>.mdx: one page per variant. */
  variants: defineCollection({ loader: glob({ pattern: '*.mdx', base: './content/variants' }), schema: variantPageSchema }),
  /** content/topics/<id>.mdx: mechanisms shared by several games. */
  topics: defineCollection({ loader: glob({ pattern: '*.mdx', base: './content/topics' }), schema: topicPageSchema }),
  /** content/examples/<variant>/<name>.yaml: worked examples, id "<variant>/<name>". */
  examples: defineCollection({ loader: glob({ pattern: '**/*.yaml', base: './content/examples' }), schema: exampleSchema }),
};
