import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { precacheList } from './precache-list';

const chunk = (fileName: string, facade: string, imports: string[] = [], extra = {}) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: facade,
  isEntry: false,
  imports,
  dynamicImports: [] as string[],
  viteMetadata: { importedCss: new Set<string>(), importedAssets: new Set<string>() },
  ...extra,
});

describe('precacheList', () => {
  it('holds the entry and the field area with their static imports and CSS, not the desktop', () => {
    const bundle = {
      a: chunk('assets/index-1.js', '/src/main.tsx', ['assets/vendor-react-1.js'], {
        isEntry: true,
        dynamicImports: ['assets/browser-screens-1.js', 'assets/mobile-screens-1.js'],
      }),
      b: chunk('assets/vendor-react-1.js', '/node_modules/react/index.js'),
      c: chunk(
        'assets/mobile-screens-1.js',
        '/src/app/screens/mobile-screens.tsx',
        ['assets/Button-1.js'],
        {
          dynamicImports: ['assets/mobile-office-screens-1.js'],
          viteMetadata: {
            importedCss: new Set(['assets/mobile-1.css']),
            importedAssets: new Set(),
          },
        },
      ),
      d: chunk('assets/Button-1.js', '/node_modules/@mui/material/Button/Button.js'),
      e: chunk('assets/browser-screens-1.js', '/src/app/screens/browser-screens.tsx'),
      f: chunk('assets/mobile-office-screens-1.js', '/src/app/screens/mobile-office-screens.tsx'),
      g: chunk('assets/index-2.js', '/node_modules/pdf-lib/es/index.js'),
      h: chunk('assets/route-table-1.js', '/src/app/route-table.ts'),
    } as unknown as Rollup.OutputBundle;
    expect(precacheList(bundle)).toEqual([
      '/index.html',
      '/favicon.svg',
      '/assets/Button-1.js',
      '/assets/index-1.js',
      '/assets/index-2.js',
      '/assets/mobile-1.css',
      '/assets/mobile-screens-1.js',
      '/assets/route-table-1.js',
      '/assets/vendor-react-1.js',
    ]);
  });
});
