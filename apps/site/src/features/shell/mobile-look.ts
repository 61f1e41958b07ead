import { templateConfig } from '@lobby/api'
import { MOBILE_TEMPLATES, type MobileTemplate } from '@lobby/domain'
import { api } from '../../app/api.ts'
import { siteConfig } from '../../app/site-config.ts'
import { shellStore } from './store.ts'

function isMobileTemplate(value: string | undefined): value is MobileTemplate {
  return (MOBILE_TEMPLATES as readonly (string | undefined)[]).includes(value)
}

/**
 * Loads the look of the site's mobile template (spec section 9: H5_1 to
 * H5_8, chosen by the site's `env_config.mobile_template`). Not in the first
 * route: the lobby shows every section until it arrives, and keeps doing so
 * if it cannot be had.
 */
export async function loadMobileLook(): Promise<void> {
  const configured = shellStore.detail.env?.mobile_template
  const template = isMobileTemplate(configured) ? configured : siteConfig.mobileTemplate
  if (shellStore.mobileLook?.template === template) return
  try {
    const look = await api.call(templateConfig, { mobileTemplateName: template })
    shellStore.mobileLook = { template, modules: look.home_modules, gameNav: look.game_nav }
  } catch {
    // The default look stays.
  }
}
