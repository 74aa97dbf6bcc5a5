import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutJavaScriptTexts } from '@shop/shared/web-routes';
import { renderPageBody } from './page-body';

const webIndex = readFileSync(
  path.resolve(import.meta.dirname, '../../../../web/index.html'),
  'utf8',
);

describe('renderPageBody', () => {
  it("puts a page's essentials in the web app's root in place of its needs-JavaScript line", () => {
    expect(webIndex).toContain(withoutJavaScriptTexts.needed);
    const html = renderPageBody(webIndex, '<div data-server-page><h1>Relay</h1></div>');
    expect(html).not.toContain(withoutJavaScriptTexts.needed);
    // After the start-up splash, inside the root, once.
    expect(html).toMatch(
      /<div id="root"><div role="status"[\s\S]*?<\/div><div data-server-page><h1>Relay<\/h1><\/div><\/div>\s*<script/,
    );
    expect(html.match(/data-server-page>/g)).toHaveLength(1);
  });

  it('keeps a `$&` in the essentials as text', () => {
    const html = renderPageBody(webIndex, "<div data-server-page><h1>$& $' $1</h1></div>");
    expect(html).toContain("<h1>$& $' $1</h1>");
  });

  it('fills an empty root', () => {
    expect(renderPageBody('<body><div id="root"></div></body>', '<p>x</p>')).toBe(
      '<body><div id="root"><p>x</p></div></body>',
    );
  });
});
