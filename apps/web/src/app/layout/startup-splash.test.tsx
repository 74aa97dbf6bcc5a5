import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StartupSplash } from './startup-splash';

describe('the start-up splash', () => {
  it('is in the page the server sends, exactly as the app renders it, so nothing moves when the app takes over', () => {
    const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html);
    expect(root?.[1]).toBe(renderToStaticMarkup(<StartupSplash />));
  });
});
