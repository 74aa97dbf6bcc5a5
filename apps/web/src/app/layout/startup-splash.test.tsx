import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withoutJavaScriptTexts } from '@shop/shared/web-routes';
import { StartupSplash } from './startup-splash';

const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');

describe('the start-up splash', () => {
  it('is in the page the server sends, exactly as the app renders it, so nothing moves when the app takes over', () => {
    const root =
      /<div id="root">([\s\S]*?)<div data-server-page>[\s\S]*?<\/div><\/div>\s*<script/.exec(html);
    expect(root?.[1]).toBe(renderToStaticMarkup(<StartupSplash />));
  });

  it('gives way, without JavaScript, to a line that says so and links to pages that work', () => {
    const { needed, browse, browseLink } = withoutJavaScriptTexts;
    expect(html).toContain(
      `</div><div data-server-page><p>${needed} ${browse} <a href="/">${browseLink}</a></p></div></div>`,
    );
  });
});
