import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// In development the console talks to a backend on the same origin through the proxy:
// the sandbox (BACKEND_URL, default http://127.0.0.1:8080) or Prism (npm run mock, port 4010).
const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:8080';

/**
 * The built index.html carries the sign-in form in both languages (issue 30: it paints before any
 * script runs). The form's own React code renders it, loaded through tsx at build time.
 */
function prerenderSignIn(): Plugin {
  return {
    name: 'prerender-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { tsImport } = await import('tsx/esm/api');
        const [{ prerenderedSignIn, withPrerenderedSignIn }, { readLocale }] = await Promise.all([
          tsImport('./src/app/prerender/sign-in-html.tsx', import.meta.url),
          tsImport('./src/app/prerender/read-locales.ts', import.meta.url),
        ]);
        const locales = fileURLToPath(new URL('./locales', import.meta.url));
        const forms = prerenderedSignIn({ en: readLocale(locales, 'en'), ja: readLocale(locales, 'ja') });
        return withPrerenderedSignIn(html, forms);
      },
    },
  };
}

/**
 * Nothing between the built page's bytes and its first paint (issue 30): the linked stylesheets
 * and the preference script inlined, the module entry fetched after the paint
 * (src/app/prerender/first-paint-html.ts).
 */
function inlineFirstPaint(): Plugin {
  return {
    name: 'inline-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const { tsImport } = await import('tsx/esm/api');
        const { firstPaintHtml } = await tsImport('./src/app/prerender/first-paint-html.ts', import.meta.url);
        const prefsScript = readFileSync(new URL('./public/sign-in-prefs.js', import.meta.url), 'utf8');
        const stylesheet = (href: string) => {
          const asset = context.bundle?.[href.replace(/^\//, '')];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        };
        return firstPaintHtml(html, { prefsScript, stylesheet });
      },
    },
  };
}

/**
 * Each hashed script and stylesheet also as `.br` and `.gz`, made once here and served as they
 * are by the sandbox (src/app/build/precompressed-assets.ts).
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    // After the bundle is written: the files as served (Vite rewrites chunks in generateBundle).
    async writeBundle(options, bundle) {
      const { tsImport } = await import('tsx/esm/api');
      const { precompressFile } = await tsImport('./src/app/build/precompressed-assets.ts', import.meta.url);
      const dir = options.dir ?? fileURLToPath(new URL('./dist', import.meta.url));
      await Promise.all(Object.keys(bundle).map((fileName) => precompressFile(dir, fileName)));
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
    }),
    react(),
    prerenderSignIn(),
    inlineFirstPaint(),
    precompressAssets(),
  ],
  resolve: {
    alias: [
      // No Ajv compiler in the browser (see the stub): only the package's index is replaced; the
      // precompiled validator's own module (lib/createPrecompiledValidator.js) is used as is.
      {
        find: /^@rjsf\/validator-ajv8$/,
        replacement: fileURLToPath(
          new URL('./src/components/schema-form/no-runtime-validator.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/restapi': { target: backend, changeOrigin: true },
      // /bff/login is also the console's sign-in page: the page itself stays with Vite.
      '/bff': {
        target: backend,
        changeOrigin: true,
        bypass: (req) =>
          req.method === 'GET' &&
          req.url?.startsWith('/bff/login') &&
          req.headers.accept?.includes('text/html')
            ? req.url
            : undefined,
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The entry is ONE chunk by design (below): the sign-in page of a fresh load, React, Mantine
    // and i18n included, ~400 kB raw and ~122 kB gzip (`npm run check:size`); the console is its
    // lazy chunk. Split, it sends more bytes (each piece's glue and gzip overhead). The limit
    // stays above the largest lazy chunk (the charts), so growth still warns.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // What the entry loads at start is one chunk: split into the shared pieces of many lazy
        // routes it was ~25 files, each with its own import/export glue and gzip overhead
        // (the sign-in page's size budget, issue 4). Lazy routes keep their own chunks.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
