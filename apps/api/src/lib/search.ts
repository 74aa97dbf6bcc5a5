/** Searching text columns for what someone typed into a search box. */

/** `%`, `_` and the escape character itself, escaped for LIKE/ILIKE. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * An ILIKE pattern for "contains this text", so a shopper's "100%" finds "100%" and not every
 * name with "100" in it.
 */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
