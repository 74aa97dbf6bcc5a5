/**
 * How deep a list can be paged (page × limit): a deeper page makes the database read and skip
 * every row before it (docs/decisions/033-bounded-collections-and-reads.md). Free of zod so every
 * page can import it cheaply.
 */
export const MAX_PAGE_DEPTH = 10_000;
