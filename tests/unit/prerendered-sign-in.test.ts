// The built index.html carries the sign-in form in both languages (issue 30): the build's own
// step (vite.config.ts's prerender-sign-in plugin) run on index.html, read as a user reads it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { within } from '@testing-library/dom';
// @ts-expect-error: jsdom ships no types (only its document is used).
import { JSDOM } from 'jsdom';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import config from '../../vite.config';
import { inlineScriptHashes } from '../../sandbox/http/console-index';

const root = path.resolve(import.meta.dirname, '../..');

type IndexHtmlHook = (html: string, context?: { bundle: Record<string, unknown> }) => Promise<string>;

function pluginHook(name: string): IndexHtmlHook {
  const plugins = (config.plugins ?? []).flat() as Plugin[];
  const plugin = plugins.find((candidate) => candidate?.name === name);
  const hook = plugin?.transformIndexHtml as { handler: IndexHtmlHook } | undefined;
  if (!hook) throw new Error(`the ${name} plugin is missing from vite.config.ts`);
  return hook.handler;
}

async function builtIndexHtml(): Promise<string> {
  return pluginHook('prerender-sign-in')(readFileSync(path.join(root, 'index.html'), 'utf8'));
}

describe('the built sign-in page', () => {
  it('has the form in English and in Japanese, before any script', async () => {
    const html = await builtIndexHtml();
    const page = new JSDOM(html).window.document;
    const form = (language: string) => {
      const found = page.querySelector<HTMLElement>(`#root [data-prerendered-sign-in="${language}"]`);
      if (!found) throw new Error(`no ${language} form`);
      return within(found);
    };
    const english = form('en');
    expect(english.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(english.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(english.getByLabelText('Password')).toBeTruthy();
    expect(english.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(english.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
    const japanese = form('ja');
    expect(japanese.getByRole('heading', { name: 'サインイン' })).toBeTruthy();
    expect(japanese.getByRole('textbox', { name: 'メールアドレス' })).toBeTruthy();
    expect(japanese.getByLabelText('パスワード')).toBeTruthy();
    expect(japanese.getByRole('button', { name: 'サインイン' })).toBeTruthy();
    // Without JavaScript, a message says it is needed, in both languages, above the forms.
    const noScript = page.querySelector('#root > noscript');
    expect(noScript?.nextElementSibling?.getAttribute('data-prerendered-sign-in')).toBe('en');
    const said = new JSDOM(noScript?.textContent ?? '').window.document.body.textContent;
    expect(said).toBe('This console needs JavaScript.このコンソールには JavaScript が必要です。');
    // A form without the script posts (never a password in the address).
    expect(page.querySelector('[data-prerendered-sign-in="en"] form')?.getAttribute('method')).toBe('post');
    // Before the first paint: language and colour scheme (the next step inlines this script).
    expect(page.querySelector('head script[src="/sign-in-prefs.js"]')).not.toBeNull();
    // Rendering through tsx at build time takes a few seconds on a busy machine.
  }, 60_000);
});

describe('the built page before its first paint', () => {
  it('needs no request but its own: styles and preference script inlined, the entry fetched after', async () => {
    // index.html as Vite's build hands it over: its entry and stylesheet linked.
    const linked = readFileSync(path.join(root, 'index.html'), 'utf8')
      .replace('<script type="module" src="/src/main.tsx"></script>', '')
      .replace(
        '</head>',
        '<script type="module" crossorigin src="/assets/index-Ab12.js"></script>\n' +
          '<link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">\n</head>',
      );
    const css = '.m_b6d8b162{font-size:var(--text-fz)}';
    const bundle = { 'assets/index-Cd34.css': { type: 'asset', source: css } };
    const html = await pluginHook('inline-first-paint')(linked, { bundle });
    const page = new JSDOM(html).window.document;

    expect(
      page.querySelectorAll('script[src], link[rel="stylesheet"], link[rel="modulepreload"]'),
    ).toHaveLength(0);
    expect([...page.querySelectorAll('head style')].map((style) => style.textContent)).toEqual([css]);
    // The first paint waits for the whole of #root (the forms): no half-drawn form moves later.
    const expectLink = page.querySelector('head link[rel="expect"][blocking="render"]');
    const mark = page.getElementById(expectLink?.getAttribute('href')?.slice(1) ?? '');
    const forms = page.getElementById('root');
    expect(mark && forms && forms.compareDocumentPosition(mark)).toBe(
      page.defaultView.Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const scripts = [...page.querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('data-entry')).toBe('/assets/index-Ab12.js');
    // The CSP's hash (the sandbox reads it from the served page) is the browser's: of the text.
    const text = scripts[0]?.textContent ?? '';
    expect(text).toContain("setAttribute('data-mantine-color-scheme'");
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
    ]);
  });
});
