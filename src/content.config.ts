import { glob } from 'astro/loaders';
import { defineCollection } from 'astro:content';
import { chapterPageSchema, exampleSchema, topicPageSchema, variantPageSchema } from './site/schema';

export const collections = {
  /** content/variants/<id>.mdx: one page per variant. */
  variants: defineCollection({ loader: glob({ pattern: '*.mdx', base: './content/variants' }), schema: variantPageSchema }),
  /** content/chapters/<variant>/<slug>.mdx: companion pages of a variant page, id "<variant>/<slug>". */
  chapters: defineCollection({
    loader: glob({
      pattern: '*/*.mdx',
      base: './content/chapters',
      // The file path, not the glob loader's default id (a `slug` field), which two games' chapters share.
      generateId: ({ entry }) => entry.replace(/\.mdx$/, ''),
    }),
    schema: chapterPageSchema,
  }),
  /** content/topics/<id>.mdx: mechanisms shared by several games. */
  topics: defineCollection({ loader: glob({ pattern: '*.mdx', base: './content/topics' }), schema: topicPageSchema }),
  /** content/examples/<variant>/<name>.yaml: worked examples, id "<variant>/<name>". */
  examples: defineCollection({ loader: glob({ pattern: '**/*.yaml', base: './content/examples' }), schema: exampleSchema }),
};
