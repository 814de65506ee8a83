import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { icuPrecompile } from './build/icu-precompile.ts';

// Web app build (issue #2). The API runs on the same origin in production; in `vite dev` it is proxied.
export default defineConfig({
  plugins: [icuPrecompile(), react()],
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
    rolldownOptions: {
      output: {
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
