/**
 * Fails `npm run lint` when a comment, a test title or a document cites a file this repository
 * does not hold: a newcomer has only the repository, so a reason must be written out or point at
 * one of its own files (`docs/decisions/NNN-title.md`).
 *
 * What is read: the files git knows (tracked, or new and not ignored) ending in .ts, .tsx, .js,
 * .jsx, .mjs, .cjs, .css, .html, .md or .mdx. In code only comments and the titles of
 * describe/it/test are read, never other strings; in HTML only comments; in Markdown every line.
 *
 * The rules:
 * - A word ending in `.md` or `.mdx` is a citation wherever it stands, with or without a folder.
 * - A word with a folder and a file extension (`shared/src/money.ts`, `e2e/admin.spec.ts`,
 *   `db/migrations/0002_catalog_state.sql`) is a citation. A bare file name with another extension is not
 *   (`index.html`, `socket.io`, Razorpay's `checkout.js` name things outside the repository too).
 * - A citation is held when it names a file git knows, read from the repository's root or from
 *   the citing file's folder, or when a known file's path ends with it (`catalog/paths.ts`). A
 *   path git ignores (`apps/api/dist/server.js`, a build's output) is not a citation.
 * - Not citations: addresses (`https://…`), site paths (`/sandbox/razorpay/checkout.js`),
 *   package paths (`@shop/shared/…`, `node_modules/…`), a tool's own folder (Vite's
 *   `.vite/manifest.json`), a bare extension (`.md`), and patterns with `*`, `{`, `<`, `$`, `…` or
 *   `NNN` in them (globs and placeholders such as `<domain>.routes.ts`).
 * - The phrases "the spec" and "spec's" are refused too: the repository holds no spec.
 *
 * This file is not read: it has to name what it refuses.
 *
 * Prints `file:line: cites X, which this repository does not hold` for each and exits 1 if any.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const CODE = /\.(?:[cm]?[jt]sx?|css)$/;
const HTML = /\.html$/;
const MARKDOWN = /\.mdx?$/;
const CITED_ANYWHERE = /\.mdx?$/i;
const CITED_WITH_A_FOLDER =
  /\.(?:md|mdx|ts|tsx|mts|cts|js|jsx|mjs|cjs|json|sql|css|html|yml|yaml|sh|txt)$/i;
const NOT_A_FILE = /:\/\/|^www\.|^\/|^@|^~|^\.[\w-]+\/|node_modules\/|[*?{}<>$…[\]]|\.{3}|\bNNN\b/;
const SPEC_PHRASE = /\bthe spec\b(?!\s+sheet)|\bspec['’]s\b/gi;
const TEST_TITLE =
  /\b(?:describe|it|test)(?:\.(?:each|only|skip|todo|concurrent|sequential))?\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;

function git(args, input) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', input });
  if (result.status !== 0 && result.status !== 1)
    throw new Error(result.stderr || `git ${args[0]}`);
  return result.stdout;
}

const self = path
  .relative(root, import.meta.filename)
  .split(path.sep)
  .join('/');
const known = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
  .split('\0')
  .filter((file) => file && fs.existsSync(path.join(root, file)));
const knownFiles = new Set(known);

/** Comments of JavaScript, TypeScript or CSS, each as [line, text]; strings are skipped. */
function commentsOf(source) {
  const comments = [];
  let line = 1;
  let i = 0;
  const braces = []; // open `{` counts of the template expressions we are inside
  let lastSignificant = '';
  const regexMayStart = () =>
    lastSignificant === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(lastSignificant);
  const skipQuoted = (quote) => {
    for (i += 1; i < source.length && source[i] !== quote && source[i] !== '\n'; i += 1) {
      if (source[i] === '\\') i += 1;
    }
    i += 1;
  };
  const skipTemplate = () => {
    for (i += 1; i < source.length; i += 1) {
      if (source[i] === '\\') i += 1;
      else if (source[i] === '\n') line += 1;
      else if (source[i] === '`') return void (i += 1);
      else if (source[i] === '$' && source[i + 1] === '{') {
        braces.push(0);
        return void (i += 2);
      }
    }
  };
  while (i < source.length) {
    const ch = source[i];
    const next = source[i + 1];
    if (ch === '\n') {
      line += 1;
      i += 1;
    } else if (ch === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      comments.push([line, source.slice(i + 2, stop)]);
      i = stop;
    } else if (ch === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end;
      for (const part of source.slice(i + 2, stop).split('\n')) comments.push([line++, part]);
      line -= 1;
      i = stop + 2;
    } else if (ch === '"' || ch === "'") {
      skipQuoted(ch);
      lastSignificant = 'a';
    } else if (ch === '`') {
      skipTemplate();
      lastSignificant = 'a';
    } else if (ch === '/' && regexMayStart()) {
      let inClass = false;
      for (i += 1; i < source.length && source[i] !== '\n'; i += 1) {
        if (source[i] === '\\') i += 1;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        else if (source[i] === '/' && !inClass) break;
      }
      i += 1;
      lastSignificant = 'a';
    } else if (braces.length > 0 && ch === '}' && braces.at(-1) === 0) {
      braces.pop();
      i -= 1; // resume the template at the `}` as if it opened it
      skipTemplate();
      lastSignificant = 'a';
    } else {
      if (braces.length > 0 && ch === '{') braces[braces.length - 1] += 1;
      if (braces.length > 0 && ch === '}') braces[braces.length - 1] -= 1;
      if (!/\s/.test(ch)) lastSignificant = /[\w$)\]]/.test(ch) ? 'a' : ch;
      i += 1;
    }
  }
  return comments;
}

function testTitlesOf(source) {
  const titles = [];
  for (const match of source.matchAll(TEST_TITLE)) {
    titles.push([source.slice(0, match.index).split('\n').length, match[2]]);
  }
  return titles;
}

function htmlCommentsOf(source) {
  const comments = [];
  for (const match of source.matchAll(/<!--([\s\S]*?)-->/g)) {
    const first = source.slice(0, match.index).split('\n').length;
    match[1].split('\n').forEach((part, offset) => comments.push([first + offset, part]));
  }
  return comments;
}

function passagesOf(file, source) {
  if (MARKDOWN.test(file)) return source.split('\n').map((text, index) => [index + 1, text]);
  if (HTML.test(file)) return htmlCommentsOf(source);
  if (CODE.test(file)) return [...commentsOf(source), ...testTitlesOf(source)];
  return [];
}

/** The files a passage names, as written. */
function citationsIn(text) {
  const cited = [];
  for (let word of text.replace(/\bhttps?:\/\/\S+/g, ' ').split(/[\s`'"()|,;]+/)) {
    word = word
      .replace(/#.*$/, '')
      .replace(/:\d+(?::\d+)?$/, '')
      .replace(/[.:!?]+$/, '');
    if (!word || /^\.\w+$/.test(word) || NOT_A_FILE.test(word)) continue;
    if (CITED_ANYWHERE.test(word) || (word.includes('/') && CITED_WITH_A_FOLDER.test(word))) {
      cited.push(word);
    }
  }
  return cited;
}

function isHeld(citingFile, cited) {
  const fromRoot = path.posix.normalize(cited);
  const fromHere = path.posix.normalize(path.posix.join(path.posix.dirname(citingFile), cited));
  if (knownFiles.has(fromRoot) || knownFiles.has(fromHere)) return true;
  const tail = fromRoot.replace(/^(?:\.\.?\/)+/, '');
  return known.some((file) => file === tail || file.endsWith(`/${tail}`));
}

const findings = [];
const unheld = [];
for (const file of known) {
  if (file === self || (!CODE.test(file) && !HTML.test(file) && !MARKDOWN.test(file))) continue;
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const passages = passagesOf(file, source).sort((a, b) => a[0] - b[0]);
  for (const [line, text] of passages) {
    for (const phrase of text.match(SPEC_PHRASE) ?? [])
      findings.push({ file, line, cited: `"${phrase}"` });
    for (const cited of citationsIn(text)) {
      if (!isHeld(file, cited)) unheld.push({ file, line, cited });
    }
  }
}

// A path git ignores is a build's output, not a document someone forgot to add.
const ignored = new Set(
  git(['check-ignore', '--no-index', '--stdin'], unheld.map(({ cited }) => cited).join('\n'))
    .split('\n')
    .filter(Boolean),
);
findings.push(...unheld.filter(({ cited }) => !ignored.has(cited)));

findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
for (const { file, line, cited } of findings) {
  console.log(`${file}:${line}: cites ${cited}, which this repository does not hold`);
}
process.exit(findings.length > 0 ? 1 : 0);
