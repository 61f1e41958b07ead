/**
 * Story fixtures of the account modals: captcha images drawn as inline SVG
 * data URLs (no network), login content, and the translator the stories use
 * to name what they look for. Not exported from the package.
 */
import { catalogues } from '../../locales/index.ts'
import { createTranslator } from '../../text/create-translator.ts'
import type { CaptchaImage } from './account-form.tsx'
import type { LoginContentItem } from './login-modal.tsx'

/**
 * The en_US text Storybook shows (the preview translates with the same
 * catalogue), so a story finds elements by their visible name whether or not
 * the account keys are merged into the catalogue yet.
 */
export const storyText = createTranslator(catalogues.en_US)

/** A 112x40 captcha picture of `text`, as `/captcha` and `/clientCaptcha` draw one. */
export function captchaFixture(text: string, hue = 230): CaptchaImage {
  const letters = [...text]
    .map(
      (char, index) =>
        `<text x="${16 + index * 26}" y="${28 + (index % 2 === 0 ? -2 : 3)}" transform="rotate(${index % 2 === 0 ? -8 : 7} ${16 + index * 26} 24)"` +
        ` font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="22" fill="hsl(${hue} 55% 28%)">${char}</text>`,
    )
    .join('')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="112" height="40" viewBox="0 0 112 40">` +
    `<rect width="112" height="40" fill="hsl(${hue} 40% 94%)"/>` +
    `<path d="M2 30 C 30 6, 70 38, 110 12" stroke="hsl(${hue} 30% 60%)" stroke-width="1.5" fill="none"/>` +
    `<path d="M2 12 C 40 30, 80 4, 110 26" stroke="hsl(${(hue + 120) % 360} 30% 65%)" stroke-width="1" fill="none"/>` +
    `${letters}</svg>`
  return { image: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` }
}

export const loginContent: LoginContentItem[] = [
  {
    title: 'Keep your account safe',
    sanitizedHtml:
      '<p>Never share your password or verification codes. Our staff will never ask for them.</p>' +
      '<ul><li>Use 6 to 12 letters and digits.</li><li>Log out on shared devices.</li></ul>',
  },
  {
    title: 'Need help?',
    sanitizedHtml: '<p>Our <a href="/service">customer service</a> is open 24 hours a day.</p>',
  },
]

export const longLoginContent: LoginContentItem[] = [
  ...loginContent,
  {
    title: 'Responsible gaming, terms of use and the privacy of your personal information on this site',
    sanitizedHtml: Array.from(
      { length: 8 },
      (_, index) =>
        `<p>Paragraph ${index + 1}: set deposit limits, take regular breaks and play only with money you can afford to lose. ` +
        'Supercalifragilisticexpialidocious-long-words-should-wrap-instead-of-overflowing-the-panel.</p>',
    ).join(''),
  },
]
