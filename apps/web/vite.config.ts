import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { catalogAssets, icuPrecompile } from './build/icu-precompile.ts';

/**
 * Mantine's ScrollArea takes one hook from @floating-ui/react (`useMergeRefs`), which put the whole
 * floating-ui chunk on every page with a drawer or a scrolled list: its import resolves to the same
 * hook from @mantine/hooks instead (src/lib/merge-refs.ts; decision 051).
 */
function scrollAreaMergeRefs(): Plugin {
  const shim = fileURLToPath(new URL('./src/lib/merge-refs.ts', import.meta.url));
  return {
    name: 'abhyas:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer))
        return shim;
      return null;
    },
  };
}

// Web app build (issue #2). The API runs on the same origin in production; in `vite dev` it is proxied.
export default defineConfig({
  plugins: [
    scrollAreaMergeRefs(),
    icuPrecompile(),
    catalogAssets(fileURLToPath(new URL('./src/locales', import.meta.url))),
    react(),
    // The service worker (docs/decisions/010-offline-app-shell.md): the built app is precached so a
    // page reloaded without a connection still opens (a test in progress goes on from the device's
    // saved answers), and the test's GET calls are answered from the last response when offline.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        name: 'Abhyas',
        short_name: 'Abhyas',
        description: 'Learn, practise and take real-format mock tests in twelve Indian languages.',
        theme_color: '#e8590c',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // Code, styles and the message catalogs (decision 052); fonts (2 MB of Indic scripts) are
        // cached as they are used instead.
        globPatterns: ['**/*.{js,css,html,svg}', 'assets/locales/**/*.json'],
        // Not the new-password strength dictionary (~235 KB gzipped): it is needed only online,
        // when a new password is typed, and is fetched then (issue 14 §1.8).
        // Nor the prerendered study pages (decision 047): documents of their own, loaded from the server.
        globIgnores: ['**/password-strength-*.js', '**/study/**', '**/study-*.css'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/docs/, /^\/(?:[a-z]{2}\/)?study(?:\/|$)/, /^\/(?:sitemap\.xml|robots\.txt)$/],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.woff2'),
            handler: 'CacheFirst',
            options: { cacheName: 'abhyas-fonts', expiration: { maxEntries: 80 } },
          },
          {
            // The account (profiles) and the test-taking reads (session, paper, events, bundle meta;
            // never the time): fresh from the network, the last answer when offline. Emptied at
            // sign-out (lib/offline.ts).
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              (url.pathname === '/api/auth/connected_profiles' ||
                /^\/api\/v1\/test\/[^/]+\/(session|questions|events)$/.test(url.pathname) ||
                url.pathname === '/api/content/mocktest-bundles/meta'),
            handler: 'NetworkFirst',
            options: { cacheName: 'abhyas-api', networkTimeoutSeconds: 8, expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 } },
          },
        ],
      },
    }),
    // Brotli and gzip copies of the code, styles and page data (1 KB or more), served as they are
    // by the server (@fastify/static preCompressed): the bytes a phone downloads are the compressed
    // ones the budget counts, at no CPU per request. Decision 014.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|css|js|mjs|json|svg|webmanifest)$/, threshold: 1024, logLevel: 'silent' }),
  ],
  // ICU messages are parsed at build time (build/icu-precompile.ts), so the parser is not shipped.
  resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: process.env.API_ORIGIN ?? 'http://localhost:3000',
        changeOrigin: false,
        // The social-login redirect target is a page of this app, not an API call.
        bypass: (req) => (req.url?.startsWith('/api/oauth2_callback') ? '/index.html' : undefined),
      },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    // No modulepreload polyfill in the entry (0.3 KB gz of the landing page's budget): every browser
    // the app supports preloads modules natively (Chrome and Android WebView 66+, Safari 17+, Firefox
    // 115+); an older one still runs the app and fetches a route's chunks when it opens.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Seven characters of content hash (42 bits) instead of eight: the entry lists every lazy
        // chunk's files for preloading, about 260 names, and their hashes do not compress.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // The libraries every page needs travel in one chunk: fewer requests and better gzip than
        // many slivers (docs/decisions/004-landing-page-budget.md). Everything else splits by use.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|intl-messageformat|@formatjs[\\/]fast-memoize|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
