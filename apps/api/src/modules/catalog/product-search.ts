/**
 * What a shopper's search matches and how its matches rank. Full-text search finds whole words
 * anywhere in a product; on top of it a search forgives:
 * - part numbers typed without their dashes or spaces ("hcsr04", "esp32wroom32") and resistances
 *   without their unit ("10k" for "10kΩ"), against the product's `search_key`;
 * - misspelt words ("ardiuno"): a word no product matches is searched as its nearest words among
 *   the names and brands of the catalogue (`search_words`, by trigram similarity);
 * - a query whose words all match, just not together in one product's text ("resistor 10k"
 *   where the 10k is in the key): each word may match in its own way.
 * Every condition is one an index answers (the full-text, the key's and the words' trigram GIN
 * indexes), so a search stays a bitmap of index reads on a large catalogue.
 */
import { or, and, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client';
import { products } from '../../db/schema/index';
import { containsPattern } from '../../lib/search';

/** At most this many words of a query are looked at one by one; the rest only in full text. */
const MAX_WORDS = 8;
/** A word's nearest words searched in its place when nothing matches it as typed. */
const NEAREST_WORDS = 3;
/** Shorter words are not corrected: three letters are too few to tell a typo from another word. */
const MIN_CORRECTED_LENGTH = 4;
/** Shorter key fragments would match most names (and a trigram index cannot narrow them). */
const MIN_KEY_FRAGMENT = 3;

const RESISTANCE = /([0-9])\s*([km]?)\s*(\u2126|\u03a9|\u03c9|ohms?)/giu;

/**
 * What the shopper typed as the product's `search_key` spells things: a resistance loses its
 * unit ("10 kΩ" is `10k`), then everything but letters and digits goes, in lowercase.
 */
export function compactSearchTerm(text: string): string {
  return text
    .replace(RESISTANCE, '$1$2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

type WordFacts = {
  word: string;
  compact: string;
  /** False for a word full-text search ignores ("the", "of"). */
  has_lexemes: boolean;
  /** The nearest catalogue words, when no product matches the word as typed. */
  nearest: string[] | null;
};

/**
 * For each word of the query, in one round trip: whether full-text search sees it, and, when no
 * product matches it at all, its nearest words of the catalogue.
 */
async function wordFacts(db: Executor, words: string[]): Promise<WordFacts[]> {
  const compacts = words.map(compactSearchTerm);
  const list = (items: string[]) =>
    sql`ARRAY[${sql.join(
      items.map((item) => sql`${item}`),
      sql`, `,
    )}]::text[]`;
  const rows = await db.execute<WordFacts>(sql`
    SELECT w.word, w.compact,
      numnode(plainto_tsquery('english', w.word)) > 0 AS has_lexemes,
      CASE WHEN length(w.compact) >= ${MIN_CORRECTED_LENGTH} AND w.compact ~ '[[:alpha:]]'
        AND NOT EXISTS (
          SELECT 1 FROM ${products} AS p
          WHERE p.search_vector @@ plainto_tsquery('english', w.word)
            OR p.search_key LIKE '%' || w.compact || '%')
      THEN (
        SELECT array_agg(s.word ORDER BY s.similarity DESC, s.word)
        FROM (
          SELECT word, similarity(word, w.compact) AS similarity FROM search_words
          WHERE word % w.compact
          ORDER BY similarity DESC, word
          LIMIT ${NEAREST_WORDS}
        ) AS s)
      END AS nearest
    FROM unnest(${list(words)}, ${list(compacts)}) WITH ORDINALITY AS w(word, compact, position)
    ORDER BY w.position`);
  return rowsOf<WordFacts>(rows);
}

/** Catalogue words are letters and digits only (the lexicon's rule); anything else is left out. */
const isPlainWord = (word: string) => /^[\p{L}\p{N}]+$/u.test(word);

export interface ProductSearch {
  /** Whether a product matches the search. */
  matches: SQL;
  /**
   * The relevance of a match, highest first: the exact name (4), an exact part number (3), a
   * name that starts with what was typed (2), a full-text match (1), a forgiven one (0), each
   * plus its full-text rank (below 1).
   */
  relevance: SQL;
}

export async function productSearch(db: Executor, q: string): Promise<ProductSearch> {
  const typed = q.trim();
  const websearch = sql`websearch_to_tsquery('english', ${typed})`;
  const compact = compactSearchTerm(typed);
  const words = typed.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const facts = words.length > 0 ? await wordFacts(db, words) : [];

  const nearest = facts.flatMap((fact) => (fact.nearest ?? []).filter(isPlainWord));
  const nearestQuery = (found: string[]) => sql`to_tsquery('english', ${found.join(' | ')})`;
  const byWord = facts.flatMap((fact) => {
    const found = (fact.nearest ?? []).filter(isPlainWord);
    const ways = [
      fact.has_lexemes
        ? sql`${products.searchVector} @@ plainto_tsquery('english', ${fact.word})`
        : undefined,
      fact.compact.length >= MIN_KEY_FRAGMENT ? keyContains(fact.compact) : undefined,
      found.length > 0 ? sql`${products.searchVector} @@ ${nearestQuery(found)}` : undefined,
    ].filter((way) => way !== undefined);
    // A word full-text search ignores and too short to look for elsewhere asks nothing.
    return ways.length > 0 ? [or(...ways)!] : [];
  });

  const matches = or(
    sql`${products.searchVector} @@ ${websearch}`,
    sql`${products.name} ILIKE ${containsPattern(typed)}`,
    // A part number typed whole finds its product (the unique indexes answer it).
    sql`lower(${products.sku}) = lower(${typed})`,
    sql`lower(${products.mpn}) = lower(${typed})`,
    compact.length >= MIN_KEY_FRAGMENT ? keyContains(compact) : undefined,
    byWord.length > 1 || nearest.length > 0 ? and(...byWord) : undefined,
  )!;

  const rankQuery =
    nearest.length > 0 ? sql`(${websearch} || ${nearestQuery(nearest)})` : websearch;
  // Exact: the SKU or MPN as typed, or, for letters and digits together, a word of the key
  // (which holds the SKU, the MPN and the name's words compacted).
  const exactPartNumber = or(
    sql`lower(${products.sku}) = lower(${typed})`,
    sql`lower(${products.mpn}) = lower(${typed})`,
    looksLikePartNumber(compact)
      ? sql`(' ' || ${products.searchKey} || ' ') LIKE ${`% ${compact} %`}`
      : undefined,
  )!;
  const relevance = sql`(CASE
      WHEN lower(${products.name}) = lower(${typed}) THEN 4
      WHEN ${exactPartNumber} THEN 3
      WHEN starts_with(lower(${products.name}), lower(${typed})) THEN 2
      WHEN ${products.searchVector} @@ ${websearch} THEN 1
      ELSE 0
    END + ts_rank(${products.searchVector}, ${rankQuery}, 32))`;
  return { matches, relevance };
}

/** A fragment of letters and digits (no LIKE wildcards left) inside the product's key. */
const keyContains = (fragment: string) => sql`${products.searchKey} LIKE ${`%${fragment}%`}`;

/**
 * Letters and digits together ("esp32", "hcsr04", "lm358"): a word of a name that is exactly
 * this is the part's number, not just any word of the name.
 */
const looksLikePartNumber = (compact: string) => /\p{L}/u.test(compact) && /\p{N}/u.test(compact);
