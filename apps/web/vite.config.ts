import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const api = process.env.API_URL ?? 'http://localhost:3000';

// Two builds (package.json's build): the browser's app into dist/, and the server's renderer of the public
// pages (src/entry-server.tsx) into dist-server/, every dependency bundled in so the server imports one file.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside each file; the server sends them as they are (no compression per request).
    !isSsrBuild &&
      compression({
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
        include: /\.(js|css|svg|json|html)$/,
        threshold: 1024,
      }),
  ],
  server: { proxy: { '/api': api, '/media': api } },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { inlineDynamicImports: true } },
      }
    : { target: 'es2022', assetsInlineLimit: 0 },
  ssr: { noExternal: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
}));
