/** Searching text columns for what someone typed into a search box. */

/**
 * An ILIKE pattern for "contains this text": `%`, `_` and the escape character itself are
 * escaped, so a shopper's "100%" finds "100%" and not every name with "100" in it.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
