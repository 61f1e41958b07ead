#!/usr/bin/env node
/**
 * Merges every src/locales/parts/*.<locale>.json into src/locales/<locale>.json:
 * sorted keys, 2-space JSON, trailing newline. Fails, writing nothing, when a
 * key already exists with different text (unless `--replace`) or a part names an unknown locale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/locales')
const partsDir = path.join(localesDir, 'parts')
const PART = /^(.+)\.([a-z]{2}_[A-Z]{2})\.json$/

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))
/** `--replace`: a part's text wins over the catalogue's (a part edited after an earlier merge). */
const replace = process.argv.includes('--replace')

const merged = new Map()
const clashes = []
for (const name of readdirSync(partsDir).sort()) {
  const match = PART.exec(name)
  if (!match) continue
  const locale = match[2]
  const target = path.join(localesDir, `${locale}.json`)
  if (!merged.has(locale)) {
    try {
      merged.set(locale, readJson(target))
    } catch (error) {
      throw new Error(`${name}: cannot read ${path.relative(process.cwd(), target)} (${error.message})`)
    }
  }
  const catalogue = merged.get(locale)
  for (const [key, text] of Object.entries(readJson(path.join(partsDir, name)))) {
    if (typeof text !== 'string') clashes.push(`${name}: ${key} is not a string`)
    else if (!replace && Object.hasOwn(catalogue, key) && catalogue[key] !== text)
      clashes.push(`${name}: ${key} is already "${catalogue[key]}", not "${text}"`)
    else catalogue[key] = text
  }
}

if (clashes.length > 0) {
  console.error(`merge-locales: ${clashes.length} clash(es), nothing written:\n  ${clashes.join('\n  ')}`)
  process.exit(1)
}

for (const [locale, catalogue] of merged) {
  const sorted = Object.fromEntries(
    Object.keys(catalogue)
      .sort()
      .map((key) => [key, catalogue[key]]),
  )
  writeFileSync(path.join(localesDir, `${locale}.json`), `${JSON.stringify(sorted, null, 2)}\n`)
  console.log(`merge-locales: ${locale}.json has ${Object.keys(sorted).length} keys`)
}
