import { describe, expect, test } from 'vitest'
import { firstLoadModules, importsOf, pageFiles, resolveUrl, scriptsInHtml } from './first-load.mjs'

const HTML = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/manifest-1.js"/>
<link rel="modulepreload" href="/assets/entry.client-2.js"/>
<link rel="stylesheet" href="/assets/root-3.css"/>
<link rel="preload" as="image" href="/pictures/slide.svg"/>
<script type="application/ld+json">{"import":"x.js"}</script>
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import("/assets/entry.client-2.js");</script>
<script type="module" src="/assets/extra-5.js"></script>
<script>import("/assets/not-a-module-script.js")</script>
</head></html>`

describe('scriptsInHtml', () => {
  test('finds modulepreloads, module script sources and the imports of inline module scripts', () => {
    expect(scriptsInHtml(HTML)).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-2.js',
      '/assets/root-4.js',
      '/assets/extra-5.js',
    ])
  })

  test('ignores stylesheets, images, JSON data blocks and classic scripts', () => {
    const found = scriptsInHtml(HTML)
    expect(found.some((url) => /\.css|\.svg|x\.js|not-a-module/.test(url))).toBe(false)
  })
})

describe('importsOf', () => {
  const code =
    'import{a as b}from"./jsx-runtime-1.js";import"./side-effect-2.js";' +
    'export{c}from"./re-export-3.js";import*as d from"./ns-4.js";import e,{f}from"./mixed-5.js";' +
    'const g=()=>import("./lazy-6.js");const s="import";'

  test('lists static imports and re-exports of minified code', () => {
    expect(importsOf(code)).toEqual([
      './jsx-runtime-1.js',
      './side-effect-2.js',
      './re-export-3.js',
      './ns-4.js',
      './mixed-5.js',
    ])
  })

  test('leaves dynamic imports out unless asked for', () => {
    expect(importsOf(code)).not.toContain('./lazy-6.js')
    expect(importsOf(code, { dynamic: true })).toContain('./lazy-6.js')
  })
})

describe('firstLoadModules', () => {
  test('follows static imports transitively, once each, and never into lazy chunks', () => {
    const files: Record<string, string> = {
      '/assets/manifest-1.js': 'window.m={}',
      '/assets/entry.client-2.js': 'import"./react-dom-6.js";import"./shared-7.js";',
      '/assets/root-4.js': 'import{x}from"./shared-7.js";const p=()=>import("./picker-8.js")',
      '/assets/extra-5.js': '',
      '/assets/react-dom-6.js': 'import"./shared-7.js"',
      '/assets/shared-7.js': '',
    }
    const modules = firstLoadModules(HTML, '/room/1', (url) => {
      const source = files[url]
      if (source === undefined) throw new Error(`unexpected read of ${url}`)
      return source
    })
    expect(modules).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-2.js',
      '/assets/root-4.js',
      '/assets/extra-5.js',
      '/assets/react-dom-6.js',
      '/assets/shared-7.js',
    ])
  })

  test('relative specifiers resolve against the importing file, bare ones are skipped', () => {
    expect(resolveUrl('./a.js', '/assets/b.js')).toBe('/assets/a.js')
    expect(resolveUrl('../x/a.js', '/assets/b.js')).toBe('/x/a.js')
    expect(resolveUrl('react', '/assets/b.js')).toBeNull()
  })
})

test('pageFiles maps site.json pages and the not-found page to their HTML files', () => {
  const site = { pages: ['/', '/room/1'], notFoundPage: '404/index.html' }
  expect(pageFiles(site, '/no-such-page')).toEqual([
    { page: '/', file: 'index.html' },
    { page: '/room/1', file: 'room/1/index.html' },
    { page: '/no-such-page', file: '404/index.html' },
  ])
})
