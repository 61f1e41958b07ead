/** Brands the stylesheet ships, keyed on `data-brand` on `<html>`. */
export const BRANDS = ['lobby', 'jade', 'ember'] as const
export type Brand = (typeof BRANDS)[number]

/** Colour themes; `dark` is the `.dark` class on `<html>`. */
export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

/** Layouts the components render (spec section 9: desktop from 992 px). */
export type Layout = 'desktop' | 'mobile'
