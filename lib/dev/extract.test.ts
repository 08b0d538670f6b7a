import { describe, expect, it } from 'vitest'
import { exampleCode, importedNames, jsDocSummary, rankApi, readmeNarrative, type ExtractedExport } from './extract'

describe('readmeNarrative', () => {
  it('keeps the opening prose and drops logos, badges, headings and code', () => {
    const readme = [
      '<div align="center"><img src="logo.png" /><h1>Lib</h1></div>',
      '[![npm](https://img.shields.io/npm/v/lib.svg)](https://npm.im/lib)',
      '## Introduction',
      'Install it with the package manager of your choice:',
      '- a list item that is long enough to count as prose.',
      '> Lib is a **small** library for [fetching](https://example.com) data.',
      '```js\nimport lib from "lib"\n```',
      'It caches `responses` and revalidates them in the [background].',
      'A third paragraph that is long enough to count as prose.',
      'A fourth paragraph that is long enough but past the limit.',
    ].join('\n\n')
    expect(readmeNarrative(readme, 'Remote state for React')).toBe(
      'Remote state for React\n\nLib is a small library for fetching data.\n\nIt caches responses and revalidates them in the background.',
    )
  })

  it('does not repeat the package description when the README already says it', () => {
    expect(readmeNarrative('Lib is a library for fetching data in React apps.', 'a library for fetching data')).toBe('Lib is a library for fetching data in React apps.')
    expect(readmeNarrative('Lib is a JavaScript library for creating user interfaces.', 'Lib is a JavaScript library for building user interfaces.')).toBe(
      'Lib is a JavaScript library for creating user interfaces.',
    )
  })

  it('falls back to the description alone', () => {
    expect(readmeNarrative('<p align="center"><img src="x"></p>', 'Only this')).toBe('Only this')
  })
})

describe('rankApi', () => {
  const entry = (name: string, kind: 'value' | 'type', description = ''): ExtractedExport => ({ name, kind, description, examples: [] })

  it('lists documented values, then undocumented values, then types, then internal names', () => {
    const api = rankApi([entry('unstable_thing', 'value', 'doc'), entry('Type', 'type', 'doc'), entry('bare', 'value'), entry('zed', 'value', 'doc'), entry('alpha', 'value', 'doc')])
    expect(Object.keys(api)).toEqual(['alpha', 'zed', 'bare', 'Type', 'unstable_thing'])
  })

  it('lists what the project imports first', () => {
    const api = rankApi([entry('alpha', 'value', 'doc'), entry('Used', 'type')], new Set(['Used']))
    expect(Object.keys(api)).toEqual(['Used', 'alpha'])
  })

  it('keeps at most the limit and only description and examples per entry', () => {
    const api = rankApi([entry('a', 'value', 'x'), entry('b', 'value', 'y')], new Set(), 1)
    expect(api).toEqual({ a: { description: 'x', examples: [] } })
  })
})

describe('jsDocSummary', () => {
  it('keeps the first paragraph on one line, without code or link targets', () => {
    expect(jsDocSummary('Lets you create a {@link Context} that\ncomponents [read](https://x.dev/a).\n\nMore.')).toBe('Lets you create a Context that components read.')
    expect(jsDocSummary('Cache this for a while. ```\nstale: 300\n```')).toBe('Cache this for a while.')
    expect(jsDocSummary('See {@link https://x.dev | the docs}.')).toBe('See the docs.')
  })
})

describe('importedNames', () => {
  it('finds named, type-only, renamed and default imports of one specifier', () => {
    const source = [
      "import { notFound, redirect as go } from 'next/navigation'",
      "import type { Metadata } from 'next'",
      "import Image, { type ImageProps } from 'next/image'",
      "import {\n  useState,\n  type ReactNode,\n} from 'react'",
    ].join('\n')
    expect(importedNames(source, 'next/navigation')).toEqual(['notFound', 'redirect'])
    expect(importedNames(source, 'next')).toEqual(['Metadata'])
    expect(importedNames(source, 'next/image')).toEqual(['Image', 'ImageProps'])
    expect(importedNames(source, 'react')).toEqual(['useState', 'ReactNode'])
  })
})

describe('exampleCode', () => {
  it('removes the Markdown fence around an example', () => {
    expect(exampleCode('```jsx\nconst a = 1\n```')).toBe('const a = 1')
    expect(exampleCode('```\nuse(x)\n```\n')).toBe('use(x)')
    expect(exampleCode('plain(code)')).toBe('plain(code)')
  })
})
