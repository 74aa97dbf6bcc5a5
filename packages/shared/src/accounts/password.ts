/**
 * The password rule: at least 8 characters (at most 128) with a lowercase letter, an uppercase
 * letter, a digit and a symbol, which is any character that is not a letter or a digit (a space,
 * '_', '€' as much as '!'), so the passwords managers make pass. Letters of any script count.
 * Its message says what the password still lacks, not the whole rule. Zod-free.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const needs: ReadonlyArray<[RegExp, string]> = [
  [/\p{Ll}/u, 'a lowercase letter'],
  [/\p{Lu}/u, 'an uppercase letter'],
  [/\p{Nd}/u, 'a digit'],
  [/[^\p{L}\p{N}]/u, 'a symbol'],
];

const joinWithAnd = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/** What the password lacks, as one sentence ("Add an uppercase letter and a symbol"); undefined when it passes. */
export function passwordProblem(password: string): string | undefined {
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Use at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  const missing = needs.filter(([pattern]) => !pattern.test(password)).map(([, what]) => what);
  const tooShort = [...password].length < PASSWORD_MIN_LENGTH;
  if (!tooShort && missing.length === 0) return undefined;
  if (!password) return 'Enter a password';
  const add = missing.length > 0 ? `add ${joinWithAnd(missing)}` : '';
  const sentence = tooShort
    ? `use at least ${PASSWORD_MIN_LENGTH} characters${add ? ` and ${add}` : ''}`
    : add;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The rule as the form's hint states it. */
export const passwordHint =
  '8+ characters with upper and lower case letters, a number and a symbol (any character that is not a letter or a number)';
