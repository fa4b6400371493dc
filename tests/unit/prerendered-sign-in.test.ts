// The built index.html carries the sign-in form in both languages (issue 30): the build's own
// step (vite.config.ts's prerender-sign-in plugin) run on index.html, read as a user reads it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { within } from '@testing-library/dom';
// @ts-expect-error: jsdom ships no types (only its document is used).
import { JSDOM } from 'jsdom';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import config from '../../vite.config';

const root = path.resolve(import.meta.dirname, '../..');

async function builtIndexHtml(): Promise<string> {
  const plugins = (config.plugins ?? []).flat() as Plugin[];
  const prerender = plugins.find((plugin) => plugin?.name === 'prerender-sign-in');
  const hook = prerender?.transformIndexHtml as { handler: (html: string) => Promise<string> } | undefined;
  if (!hook) throw new Error('the prerender-sign-in plugin is missing from vite.config.ts');
  return hook.handler(readFileSync(path.join(root, 'index.html'), 'utf8'));
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
    // Before the first paint: language and colour scheme, from a script file (the CSP has no inline script).
    expect(page.querySelector('head script[src="/sign-in-prefs.js"]')).not.toBeNull();
    expect([...page.querySelectorAll('script:not([src])')]).toEqual([]);
    // Rendering through tsx at build time takes a few seconds on a busy machine.
  }, 60_000);
});
