import '@lobby/ui/styles.css'
import { languageCodeToHtmlLang } from '@lobby/domain'
import {
  BRANDS,
  catalogues,
  createTranslator,
  LOCALES,
  setLayout,
  TextProvider,
  THEMES,
  type Brand,
  type Layout,
  type Locale,
  type Theme,
} from '@lobby/ui'
import type { Decorator, Preview } from '@storybook/react-vite'

const LAYOUTS = ['desktop', 'mobile'] as const satisfies readonly Layout[]

const translators = Object.fromEntries(
  LOCALES.map((locale) => [locale, createTranslator(catalogues[locale])]),
) as Record<Locale, ReturnType<typeof createTranslator>>

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback
}

/**
 * Stamps brand and theme on <html> (not a wrapper) so portaled content such as
 * dialogs stays themed, and supplies the copy of the chosen locale.
 */
const withLobbyTheme: Decorator = (Story, context) => {
  const brand = pick<Brand>(BRANDS, context.globals.brand, 'lobby')
  const theme = pick<Theme>(THEMES, context.globals.theme, 'light')
  const locale = pick<Locale>(LOCALES, context.globals.locale, 'en_US')
  const layout = pick<Layout>(LAYOUTS, context.globals.layout, 'desktop')
  const root = document.documentElement
  // The layout is an attribute on <html> the components' `desktop:` styles read (docs/design-system.md).
  setLayout(layout)
  root.dataset.brand = brand
  root.classList.toggle('dark', theme === 'dark')
  root.lang = languageCodeToHtmlLang(locale)
  return (
    <TextProvider t={translators[locale]} locale={locale}>
      <Story />
    </TextProvider>
  )
}

const preview = {
  // Every component gets a docs page made from its JSDoc (the contract) and its props.
  tags: ['autodocs'],
  decorators: [withLobbyTheme],
  globalTypes: {
    brand: {
      description: 'Brand theme (data-brand on <html>)',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: [...BRANDS], dynamicTitle: true },
    },
    theme: {
      description: 'Light or dark (.dark on <html>)',
      toolbar: { title: 'Theme', icon: 'mirror', items: [...THEMES], dynamicTitle: true },
    },
    layout: {
      description: 'Desktop or mobile (data-layout on <html>, read by the desktop: variant)',
      toolbar: { title: 'Layout', icon: 'browser', items: [...LAYOUTS], dynamicTitle: true },
    },
    locale: {
      description: 'Language of the copy',
      toolbar: { title: 'Locale', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
    },
  },
  initialGlobals: { brand: 'lobby', theme: 'light', layout: 'desktop', locale: 'en_US' },
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: {
      options: {
        mobile: { name: 'Mobile (390x844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280x800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: { test: 'error' },
    // Docs first, then the floors bottom up: what a designer composes with before what is composed.
    options: {
      storySort: { order: ['Introduction', 'Compose a screen', 'Tokens', 'Primitives', 'Components', '*'] },
    },
  },
} satisfies Preview

export default preview
