import { radixRootRule } from '@comptoir/ui/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/plugin-low-cost/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker lives here (package.json "msw.workerDirectory" keeps it current).
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss(), radixRootRule()],
      // Pre-bundled up front: a dependency first met mid-run makes Vite reload and fail the story test.
      optimizeDeps: {
        include: [
          '@tanstack/react-query',
          ...[
            'react-hot-toast',
            'zustand',
            'zustand/react/shallow',
            'vaul',
            '@tanstack/react-virtual',
            '@tanstack/react-table',
            'downshift',
            'react-day-picker',
            'react-day-picker/locale',
            'input-otp',
            'qrcode.react',
          ].map((dependency) => `@comptoir/ui > ${dependency}`),
          '@comptoir/web > @tanstack/react-router',
        ],
      },
    }),
};

export default config;
