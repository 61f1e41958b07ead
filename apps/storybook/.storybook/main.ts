import type { StorybookConfig } from '@storybook/react-vite'
import tailwindcss from '@tailwindcss/vite'

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The designers' reference: the docs pages first (how the system is built, how to compose a screen), then every
  // story; components whose meta is tagged `autodocs` get a page made from their JSDoc (the contract) and props.
  // The operator console's screens (apps/console) come after the ui package's.
  stories: [
    '../docs/*.mdx',
    '../../../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../../console/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()]
    return viteConfig
  },
}

export default config
