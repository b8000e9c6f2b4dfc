/**
 * Content schemas, shared by the Astro build (src/content.config.ts) and the tests.
 * Ids are checked against lists in code, so a typo in a variant id fails the build.
 */
import { z } from 'astro/zod';
import { VARIANT_IDS } from '../variants/ids.js';
import { workId } from './bibliography';
import { COUNTRY_CODES } from '../map/countries.js';

/**
 * One reference in a page's list: the work (content/works/<id>.yaml), the part of it the page uses,
 * and what the page takes from it, in our words. The layout prints the full citation from the work.
 */
export const referenceSchema = z
  .object({
    work: workId,
    /** The part, chapter, section or page used, e.g. "part 2". */
    part: z.string().min(1).optional(),
    /** What this page takes from the work, e.g. "the rules of Wari and the worked capture". */
    note: z.string().min(3),
  })
  .strict();

/** A page's references: each work once, so the list and its anchors are unambiguous. */
const referencesSchema = z
  .array(referenceSchema)
  .default([])
  .refine((refs) => new Set(refs.map((r) => r.work)).size === refs.length, 'a work is listed twice in references');

/** The topic pages (content/topics/<id>.mdx) a game page can say it uses. */
export const TOPIC_IDS = ['relay-sowing'] as const;

/** Regions of the world, for the index's filter: `origin` says it in full, this groups the games. */
/**
 * A sentence of ours shown as it is written (a summary in a lede, the games index, a link's preview):
 * the Markdown body's typography does not reach frontmatter, so its quotation marks are written curly.
 */
const prose = z
  .string()
  .min(20)
  .refine((text) => !/["]/.test(text), { message: 'write quotation marks as “ and ”, not "' });

/**
 * When a game is first on record, in our sources: the earliest description of it or, where a board or a
 * mention comes first, that evidence; the work that gives it (also in the page's `references`); and one
 * sentence of ours on what that work says or shows. A year before the Common Era is negative. No year
 * means our sources date nothing: the timeline lists the game as undated rather than guess.
 */
export const firstDescribedSchema = z
  .object({
    /** The year the work dates its record to (seen, written down or read), e.g. 1894; negative for BCE. */
    year: z.number().int().max(new Date().getFullYear()).optional(),
    /** True when the work gives only an approximate date, e.g. “about 2009” or “the 1820s”. */
    circa: z.boolean().default(false),
    /** The work that dates it: an id in content/works/, listed in the page's references too. */
    work: workId,
    /** What that work says or shows, in one sentence of ours. */
    note: prose,
  })
  .strict()
  .refine((d) => d.year !== undefined || !d.circa, { message: 'an undated entry cannot be circa' });

export type FirstDescribed = z.infer<typeof firstDescribedSchema>;

/**
 * Where a game is or was played, as one of its sources says: the countries (ISO 3166-1 alpha-3 codes
 * listed in src/map/countries.ts, e.g. ["TZA", "MWI"]), places within them worth a mark of their own
 * (an island, a town), and the work that says so, also in the page's references. The game's inset map
 * and /map/ are drawn from these; they show where the game is played, not the lands of a people.
 */
export const playedInSchema = z
  .object({
    /** The countries, e.g. ["KEN", "TZA"]; a code must be in src/map/countries.ts. */
    countries: z.array(z.enum(COUNTRY_CODES)).min(1),
    /** Places the source names, marked on the map, e.g. [{ name: "Zanzibar", lat: -6.16, lon: 39.2 }]. */
    places: z.array(z.object({ name: z.string().min(1), lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).strict()).default([]),
    /** The work that says so: an id in content/works/, listed in the page's references too. */
    work: workId,
    /** The part of it, e.g. "part 5". */
    part: z.string().min(1).optional(),
    /** Anything a reader of the map should know, in one sentence of ours, e.g. that a source names only “the Congo”. */
    note: prose.optional(),
  })
  .strict();

export type PlayedIn = z.infer<typeof playedInSchema>;

export const REGIONS = [
  'West Africa',
  'East Africa',
  'Central Africa',
  'Southern Africa',
  'Arabia',
  'Central Asia',
  'Southeast Asia',
  'Americas',
  'Caribbean',
  'Anatolia',
  'South Asia',
  'Europe',
  'Levant',
] as const;
export type Region = (typeof REGIONS)[number];

/** Frontmatter of content/variants/<id>.mdx. */
export const variantPageSchema = z
  .object({
    /** The engine variant this page describes: one of VARIANT_IDS. */
    variant: z.enum(VARIANT_IDS),
    /** The page title, e.g. "Kalah". */
    title: z.string().min(1),
    /** One sentence for the home page and the meta description. */
    summary: prose,
    /** Other names the game goes by, e.g. ["Kalaha", "Mancala"]. */
    otherNames: z.array(z.string()).default([]),
    /**
     * A name this game shares with another game of ours that has a page of its own, and how the two
     * relate, in one sentence that names both. Both infoboxes, both rows of /games/ and both entries
     * of the 404 page's list print the sentence from here, so they cannot disagree. E.g. Hawalis:
     * { name: "Bao Kiarabu", with: "bao-kiarabu", relation: "Zanzibar calls both … Bao Kiarabu; …" }.
     */
    sharesName: z
      .object({ name: z.string().min(1), with: z.enum(VARIANT_IDS), relation: z.string().min(20) })
      .strict()
      .optional(),
    /** Where and when, e.g. "United States, 1940 (William Julius Champion Jr.)". */
    origin: z.string(),
    /** The regions `origin` names, for the index's filter, e.g. ["West Africa", "Caribbean"]. */
    region: z.array(z.enum(REGIONS)).min(1),
    /** The board in words, e.g. "2 rows of 6 pits, a store at each end". */
    board: z.string(),
    /** Seeds in play, e.g. "48, four per pit". */
    seeds: z.string(),
    /** How sowing goes, e.g. "Single lap, counter-clockwise". */
    sowing: z.string(),
    /** Number of players, e.g. "2" or "2 to 4". */
    players: z.string().default('2'),
    /** The works this page's rules come from (ids in content/works/), shown in the infobox; each is also in `references`. */
    sources: z.array(workId).min(1),
    /** Every work the page cites, in the order the References section lists them. */
    references: referencesSchema,
    /** Position in lists. */
    order: z.number().int(),
    /** The mechanisms with a topic page that this game uses: its topic page lists the game from this, so no list is kept by hand. */
    topics: z.array(z.enum(TOPIC_IDS)).default([]),
    /** Games described only as a section of this page (Kiela on Omweso's): listed in the index with a link to the section. */
    sections: z.array(z.object({ name: z.string().min(1), anchor: z.string().regex(/^[a-z0-9-]+$/), summary: prose }).strict()).default([]),
    /** Words of the glossary with several senses that this page uses in other than the first, e.g. { marker: "ownership" } (content/glossary.yaml). */
    glossary: z.record(z.string(), z.string()).default({}),
    /** The game's first record in our sources, for /timeline/ and the index's sort (test/site/timeline.test.ts lists games still without one). */
    firstDescribed: firstDescribedSchema.optional(),
    /** Where the game is played, each entry with its source, for its inset map and /map/ (test/site/played-in.test.ts holds every game to having it). */
    playedIn: z.array(playedInSchema).min(1).optional(),
  })
  .strict();

/**
 * Frontmatter of content/chapters/<variant>/<slug>.mdx: a companion page of a variant page, at
 * /variants/<variant>/<slug>/, for material that would make one page too heavy to load (the worked
 * examples of a game with many). Listed on the game's page, linked back to it and to its neighbours.
 */
export const chapterPageSchema = z
  .object({
    /** The game this chapter belongs to: one of VARIANT_IDS, with a page of its own. */
    variant: z.enum(VARIANT_IDS),
    /** The last part of the chapter's address, e.g. "examples"; the file must be named <slug>.mdx. */
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug is lower-case words joined by hyphens'),
    /** The chapter's own title, e.g. "Worked examples"; pages show it after the game's name. */
    title: z.string().min(1),
    /** One sentence for the game page's list of chapters and the meta description. */
    summary: prose,
    /** Position among the game's chapters. */
    order: z.number().int(),
    /** Words of the glossary with several senses that this page uses in other than the first, e.g. { marker: "ownership" } (content/glossary.yaml). */
    glossary: z.record(z.string(), z.string()).default({}),
  })
  .strict();

/** Frontmatter of content/topics/<id>.mdx: a mechanism shared by several games (relay sowing, say). */
export const topicPageSchema = z
  .object({
    title: z.string().min(1),
    /** One sentence for lists and the meta description. */
    summary: prose,
    /** The works this page draws on (ids in content/works/). */
    sources: z.array(workId).min(1),
    references: referencesSchema,
    order: z.number().int(),
    /** Words of the glossary with several senses that this page uses in other than the first, e.g. { marker: "ownership" } (content/glossary.yaml). */
    glossary: z.record(z.string(), z.string()).default({}),
  })
  .strict();

/** What the text says a move (or moves) does; the build and a test both check it. */
const expectSchema = z
  .object({
    /** The position after the last move, in our notation. */
    position: z.string().optional(),
    /** Seeds captured in the moves, per seat [A, B]. */
    captures: z.array(z.number().int()).optional(),
    /** Each lap of the last move as [start pit, end cell]: where each relay started and ended. */
    laps: z.array(z.tuple([z.string(), z.string()])).optional(),
    /** The legal moves at the start, when the text lists them. */
    legal: z.array(z.string()).optional(),
    /** The move is illegal: the error code the engine must give (a game's own rule: `ERR_RULE:<its key>`, e.g. `ERR_RULE:bao-takasia`). */
    error: z.string().optional(),
  })
  .strict();

const sourceSchema = z
  .object({
    /** The work the example comes from (an id in content/works/); none for an example of our own of a rule several sources state. */
    work: workId.optional(),
    /** Part or section of the work, e.g. "part 2". */
    part: z.string().optional(),
    /** True when we built the example ourselves to show a rule the texts state without one. */
    constructed: z.boolean().default(false),
  })
  .strict();

const optionsSchema = z.record(z.union([z.string(), z.number(), z.boolean()])).default({});

/** content/examples/<variant>/<name>.yaml: a position plus moves, stepped through seed by seed. */
const movesExampleSchema = z
  .object({
    kind: z.literal('moves'),
    variant: z.enum(VARIANT_IDS),
    title: z.string(),
    /** A sentence shown above the board: what to watch for. */
    intro: z.string(),
    source: sourceSchema,
    options: optionsSchema,
    position: z.string(),
    moves: z.array(z.string()).min(1),
    expect: expectSchema,
  })
  .strict();

/** One position and move resolved under several option sets, side by side. */
const compareExampleSchema = z
  .object({
    kind: z.literal('compare'),
    variant: z.enum(VARIANT_IDS),
    title: z.string(),
    intro: z.string(),
    source: sourceSchema,
    position: z.string(),
    moves: z.array(z.string()).min(1),
    rules: z
      .array(
        z
          .object({
            label: z.string(),
            options: optionsSchema,
            /** A different starting position for this rule set (Kalah's seeds per pit), else the example's. */
            position: z.string().optional(),
            expect: expectSchema,
          })
          .strict(),
      )
      .min(2),
  })
  .strict();

/** A recorded game in Mancala World notation, replayed turn by turn. */
const gameExampleSchema = z
  .object({
    kind: z.literal('game'),
    variant: z.enum(VARIANT_IDS),
    title: z.string(),
    intro: z.string(),
    source: sourceSchema,
    options: optionsSchema,
    /** Seats' names, e.g. ["Arty Sandler (South)", "Ralf Gering (North)"]. */
    players: z.tuple([z.string(), z.string()]),
    record: z.string(),
    expect: z
      .object({
        /** Final stores [A, B] after the remaining seeds are taken. */
        stores: z.tuple([z.number().int(), z.number().int()]),
      })
      .strict(),
    /** Turns whose printed store gain the engine shows to be a misprint: the turn's text and the true gain. */
    errata: z.array(z.object({ turn: z.string(), printed: z.number().int(), actual: z.number().int(), note: z.string() }).strict()).default([]),
  })
  .strict();

export const exampleSchema = z.discriminatedUnion('kind', [movesExampleSchema, compareExampleSchema, gameExampleSchema]);

export type VariantPage = z.infer<typeof variantPageSchema>;
export type ChapterPage = z.infer<typeof chapterPageSchema>;
export type ExampleData = z.infer<typeof exampleSchema>;
export type MovesExample = z.infer<typeof movesExampleSchema>;
export type CompareExample = z.infer<typeof compareExampleSchema>;
export type GameExample = z.infer<typeof gameExampleSchema>;
export type Expectation = z.infer<typeof expectSchema>;
