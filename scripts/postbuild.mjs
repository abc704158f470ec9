// Runs after `npm run build` (npm's postbuild hook).
// Reads:  build/client/** (the prerendered site), build/site.json (known pages).
// Writes: the prerendered HTML with the display face cut to its headings' characters, inline
//         (scripts/display-face.mjs, run first from the command line), without its modulepreload
//         links (see withoutModulePreloads), with its scripts loading after the first paint
//         (withBootstrapAfterFirstPaint), its CSS inline (withInlineStylesheets) and its icon
//         inline (withInlineIcon),
//         build/client/**/*.{br,gz} next to each text file they shrink,
//         build/csp.json (hashes of every inline <script>/<style> for the CSP),
//         build/nginx-headers.conf, build/nginx-pages.conf and build/nginx-api.conf (included
//         by deploy/nginx.conf, so nginx sends the same headers and knows the same pages as the
//         Node server, and passes reservations mode's /api to it).
// postbuild() uses only node: built-ins; the display face step needs subset-font (a dev dependency,
// as the build itself is).

import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { IMMUTABLE, cachePolicyFor, pageFile, securityHeaders } from '../server/http-rules.js'
import { afterFirstPaint, endPictureFirst } from './after-first-paint.mjs'

const TEXT_FILE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/i

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g

/**
 * The prerendered HTML without React Router's <link rel="modulepreload"> tags. On a slow phone
 * those ~120 KiB of high-priority scripts share the link with the CSS and the hero picture and
 * hold back the first paint (Lighthouse mobile: FCP 1.9 s with them, 1.0 s without). The
 * module script at the end of the body still loads the same files right after, and React adds
 * the links back once it has hydrated, so nothing else changes.
 * @param {string} html
 */
export function withoutModulePreloads(html) {
  return html.replace(MODULE_PRELOAD, '')
}

const INLINE_MODULE = /<script type="module"([^>]*)>([\s\S]*?)<\/script>/g
const STATIC_IMPORT = /^[ \t]*import (?:\* as ([A-Za-z_$][\w$]*) from )?("[^"\n]+");[ \t]*\n?/gm
const DEFERRED_MARK = '/* after first paint: scripts/postbuild.mjs */'

/**
 * The prerendered HTML with React Router's bootstrap module made to wait for the first paint
 * (scripts/after-first-paint.mjs): its static imports, which the browser would fetch at once,
 * become dynamic imports that start after the gate. Only the script's text changes, not the
 * elements React hydrates. Pages already deferred are returned as they are; a bootstrap with an
 * import form this does not know fails the build instead of loading early unnoticed.
 * @param {string} html
 */
export function withBootstrapAfterFirstPaint(html) {
  const modules = [...html.matchAll(INLINE_MODULE)].filter(
    ([, attributes]) => !/\bsrc\s*=/.test(attributes ?? ''),
  )
  if (modules.length === 0) return html
  if (modules.length > 1)
    throw new Error(`expected one inline module script, found ${modules.length}`)
  const [element, attributes, body = ''] = modules[0] ?? []
  if (body.startsWith(DEFERRED_MARK)) return html

  /** @type {{ name: string, url: string }[]} */
  const imports = []
  const rest = body.replace(STATIC_IMPORT, (_, name, url) => {
    imports.push({ name: name ?? '', url })
    return ''
  })
  if (/^\s*(import|export)\b(?!\s*\()/m.test(rest)) {
    throw new Error(`unknown import form in React Router's bootstrap script: ${body.slice(0, 200)}`)
  }
  const bindings = imports.map((entry) => entry.name).join(', ')
  const loads = imports.map((entry) => `import(${entry.url})`).join(', ')
  const deferred = [
    DEFERRED_MARK,
    `await new Promise((resolve) => (${afterFirstPaint})(resolve));`,
    `await (${endPictureFirst})();`,
    `const [${bindings}] = await Promise.all([${loads}]);`,
    rest.trim(),
  ].join('\n')
  return html.replace(
    element ?? '',
    () => `<script type="module"${attributes}>${deferred}</script>`,
  )
}

const ICON_LINK = /<link rel="icon"[^>]*\/>/

/**
 * The prerendered HTML with the site's icon inside it, as a data: URL, instead of a link to
 * /favicon.svg: the browser asks for a page's icon as soon as the page has loaded, which on a
 * slow phone is before the hero picture is painted (decision 026). Here rather than in the app's
 * links, so the icon's 0.4 KB are in no script; hydration leaves a <head> element it did not
 * render be. An icon already there is replaced.
 * @param {string} html
 * @param {string} svg the icon's source
 */
export function withInlineIcon(html, svg) {
  const link = `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg.trim())}" type="image/svg+xml"/>`
  if (ICON_LINK.test(html)) return html.replace(ICON_LINK, () => link)
  const head = html.indexOf('</head>')
  if (head < 0) throw new Error('a page without <head>: nowhere to put its icon')
  return html.slice(0, head) + link + html.slice(head)
}

const STYLESHEET_LINK =
  /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"(\s+disabled="")?\s*\/>/g

/**
 * The prerendered HTML with each built stylesheet inlined in a <style>, so the first paint
 * needs no request but the HTML (about 6 KiB brotli; the page stays within the first round
 * trip of a new connection) and the hero picture gets the connection the HTML came on.
 * The <link> stays, `disabled`, so React still finds the element it rendered when it hydrates
 * <head>; a disabled stylesheet is never fetched. Should React one day enable it, the same CSS
 * would load once more, nothing worse.
 * @param {string} html
 * @param {(urlPath: string) => string} readAsset  the text of a built file, e.g. '/assets/root-x.css'
 */
export function withInlineStylesheets(html, readAsset) {
  return html.replace(STYLESHEET_LINK, (link, href, disabled) => {
    if (disabled) return link
    const css = readAsset(href)
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`)
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`
  })
}

/**
 * sha256 CSP sources for the inline scripts of one HTML document. Scripts with src= are
 * covered by 'self'; data blocks (type="application/json") need no hash but one is harmless.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return inlineBlocks(html, 'script').map(cspHash)
}

/**
 * @param {string} html
 * @returns {{ hashes: string[], attributes: boolean }}
 */
export function inlineStyles(html) {
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
  return {
    hashes: inlineBlocks(html, 'style').map(cspHash),
    attributes: /<[a-z][^>]*\sstyle\s*=/i.test(withoutScripts),
  }
}

/**
 * Text of every <tag> element without a src attribute, byte for byte as the browser hashes it.
 * @param {string} html
 * @param {'script' | 'style'} tag
 */
function inlineBlocks(html, tag) {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)<\\/${tag}\\s*>`, 'gi')
  return [...html.matchAll(pattern)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , body]) => body ?? '')
}

/** @param {string} text */
function cspHash(text) {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
}

/**
 * The CSP sources for a whole site: the union over its pages, sorted so builds are stable.
 * @param {string[]} htmlDocuments
 * @returns {import('../server/http-rules.js').CspSources}
 */
export function cspSourcesFor(htmlDocuments) {
  const scripts = new Set()
  const styles = new Set()
  let attributes = false
  for (const html of htmlDocuments) {
    for (const hash of inlineScriptHashes(html)) scripts.add(hash)
    const style = inlineStyles(html)
    for (const hash of style.hashes) styles.add(hash)
    attributes ||= style.attributes
  }
  return {
    scriptHashes: [...scripts].sort(),
    styleHashes: [...styles].sort(),
    inlineStyleAttributes: attributes,
  }
}

/**
 * Brotli and gzip versions of a text file, each kept only when smaller than the original
 * (tiny files grow; serving them compressed would cost bytes).
 * @param {Buffer} content
 * @returns {{ br?: Buffer, gz?: Buffer }}
 */
export function compressedVariants(content) {
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  })
  const gz = gzipSync(content, { level: 9 })
  return {
    ...(br.length < content.length ? { br } : {}),
    ...(gz.length < content.length ? { gz } : {}),
  }
}

/**
 * nginx add_header lines for the security headers; `always` puts them on errors too.
 * @param {Record<string, string>} headers
 */
export function nginxHeaderLines(headers) {
  return Object.entries(headers)
    .map(([name, value]) => {
      const quoted = nginxQuoted(name, value)
      return `add_header ${name} ${quoted.length > NGINX_PART ? `$${headerVariable(name)}` : quoted} always;`
    })
    .join('\n')
}

// nginx reads no configuration parameter over 4 KB ("too long parameter"), and a CSP that lists
// the hash of every inline script of the site passes that: such a value is put together at run
// time from parts under the limit, by maps in the http context (nginxLongHeaderMaps).
const NGINX_PART = 2000

/**
 * The maps (http context) that make each header value too long for one nginx parameter, as
 * `$resort_header_<name>`, from parts of at most NGINX_PART characters.
 * @param {Record<string, string>} headers
 */
export function nginxLongHeaderMaps(headers) {
  return Object.entries(headers)
    .filter(([name, value]) => nginxQuoted(name, value).length > NGINX_PART)
    .map(([name, value]) => {
      const variable = headerVariable(name)
      const parts = []
      for (let start = 0; start < value.length; start += NGINX_PART) {
        parts.push(value.slice(start, start + NGINX_PART))
      }
      const map = (/** @type {string} */ target, /** @type {string} */ text) =>
        `map $host $${target} {\n    default "${text}";\n}`
      return [
        `# ${name}, ${value.length} characters, in ${parts.length} parts.`,
        ...parts.map((part, index) => map(`${variable}_${index}`, part)),
        map(variable, parts.map((_, index) => `$${variable}_${index}`).join('')),
      ].join('\n')
    })
    .join('\n')
}

/** @param {string} name @param {string} value */
function nginxQuoted(name, value) {
  // nginx expands $ in strings and has no escape for it; our values never need one.
  if (/[$"\\\r\n]/.test(value)) throw new Error(`cannot quote ${name} for nginx: ${value}`)
  return `"${value}"`
}

/** @param {string} name */
function headerVariable(name) {
  return `resort_header_${name.toLowerCase().replace(/-/g, '_')}`
}

/**
 * nginx maps (http context) mirroring routeFor(): which URI is a page and its file, which
 * trailing-slash URI redirects where, and which files answer 404s.
 * @param {import('../server/http-rules.js').SiteJson} siteJson
 */
export function nginxPagesConf(siteJson) {
  const quote = (/** @type {string} */ text) => {
    if (!/^[A-Za-z0-9/._~-]+$/.test(text))
      throw new Error(`unexpected page path for nginx: ${text}`)
    return `"${text}"`
  }
  const languages = (siteJson.languages ?? []).map((lang) => {
    if (!/^[a-z]+$/.test(lang)) throw new Error(`unexpected language prefix for nginx: ${lang}`)
    return lang
  })
  /**
   * A 404 file picked by the path: English for `pattern` ("/room/[0-9]+"), each language's for the
   * pattern under its prefix, `fallback` for anything else (a room path under a first segment
   * that is no language is an unknown path, as in routeFor()).
   * @param {string} variable @param {string} file @param {string} pattern @param {string} fallback
   */
  const languageMap = (variable, file, pattern, fallback) => [
    `map $uri ${variable} {`,
    `    default ${quote(`/${fallback}`)};`,
    ...(fallback === file ? [] : [`    "~^${pattern}" ${quote(`/${file}`)};`]),
    ...languages.map((lang) => `    "~^/${lang}${pattern}" ${quote(`/${lang}/${file}`)};`),
    '}',
  ]
  const pages = siteJson.pages.map((page) => `    ${quote(page)} ${quote(`/${pageFile(page)}`)};`)
  const redirects = siteJson.pages
    .filter((page) => page !== '/')
    .map((page) => `    ${quote(`${page}/`)} ${quote(page)};`)
  return [
    '# Generated by scripts/postbuild.mjs from build/site.json. Do not edit.',
    'map $uri $page_file {',
    '    default "";',
    ...pages,
    '}',
    'map $uri $page_redirect {',
    '    default "";',
    ...redirects,
    '}',
    // A path under a language's prefix gets that language's 404 pages (routeFor()).
    ...languageMap('$not_found_page', siteJson.notFoundPage, '(/|$)', siteJson.notFoundPage),
    ...languageMap(
      '$empty_room_page',
      siteJson.emptyRoomPage,
      '/room/[0-9]+$',
      siteJson.notFoundPage,
    ),
    ...languageMap(
      '$not_a_room_page',
      siteJson.notARoomPage,
      '/room/[^/]+$',
      siteJson.notFoundPage,
    ),
    ...(siteJson.notAStaffScreenPage
      ? [
          'map "" $not_a_staff_screen_page {',
          `    default ${quote(`/${siteJson.notAStaffScreenPage}`)};`,
          '}',
        ]
      : []),
    // Only GET and HEAD for the site; reservations mode's API takes its own methods.
    'map "$request_method $uri" $method_refused {',
    '    default 1;',
    '    "~^(GET|HEAD) " 0;',
    ...(siteJson.reservations ? ['    "~^[A-Z]+ /api/" 0;'] : []),
    '}',
    '',
  ].join('\n')
}

/**
 * nginx's /api for a RESERVATIONS=on build (server context): the upstream resort_api of
 * deploy/nginx.conf answers, with its own security and cache headers (ours are hidden from
 * the server's answer, then sent once); a default build gets none, so /api stays a 404 there.
 * Channel calendars (/api/calendars/{token}.ics) go the same way but keep the API's
 * Cache-Control and ETag, so channels that poll them can revalidate (304); deploy/nginx.conf's
 * log format writes their path without the token.
 * @param {import('../server/http-rules.js').SiteJson} siteJson
 * @param {Record<string, string>} headers  the security headers, as securityHeaders() gives them
 */
export function nginxApiConf(siteJson, headers) {
  const generated = '# Generated by scripts/postbuild.mjs. Do not edit.'
  if (!siteJson.reservations) return `${generated}\n# A default build: no /api.\n`
  const proxied = [
    '    proxy_pass http://resort_api;',
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header Host $http_host;',
    '    proxy_set_header X-Forwarded-Host $http_host;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    // The API refuses bodies over 16 KiB itself, with its JSON error body.
    '    client_max_body_size 32k;',
    // The API's answers carry the site's security headers, hidden below, whose CSP lists the
    // hash of every page's inline scripts: over the 4 KiB nginx reads an answer's headers into
    // by default, past which it answers 502 itself.
    '    proxy_buffer_size 16k;',
    '    proxy_busy_buffers_size 16k;',
  ]
  const hidden = (/** @type {string[]} */ names) =>
    names.map((name) => `    proxy_hide_header ${name};`)
  const securityHeaders = `    ${nginxHeaderLines(headers).split('\n').join('\n    ')}`
  return [
    generated,
    'location /api/ {',
    ...proxied,
    ...hidden([...Object.keys(headers), 'Cache-Control']),
    securityHeaders,
    '    add_header Cache-Control "no-store" always;',
    '}',
    // ^~: no regex location of the server block takes these paths either.
    'location ^~ /api/calendars/ {',
    ...proxied,
    ...hidden(Object.keys(headers)),
    securityHeaders,
    '}',
    ...(siteJson.notAStaffScreenPage ? nginxStaffConf() : []),
    '',
  ].join('\n')
}

/**
 * routeFor()'s unknown /staff/ paths (server context, after the known pages were rewritten to
 * their files, which have a dot and so match neither): an old email's reservation link goes to
 * its screen, anything else gets the console's not-found page, with the server's headers.
 */
function nginxStaffConf() {
  return [
    'location ~ "^/staff/reservations/([A-Za-z0-9-]{1,32})$" {',
    '    return 302 /staff/reservation?ref=$1;',
    '}',
    'location ~ "^/staff/[^.]*$" {',
    '    error_page 404 $not_a_staff_screen_page;',
    '    return 404;',
    '}',
  ]
}

/**
 * Files the server will cache for a year (cachePolicyFor) whose names show no content hash:
 * a changed file under the same name would stay stale in browsers. Vite names are
 * name-XXXXXXXX.ext, build-images names are name-width-hhhhhhhhhh.ext; a hash has a digit or
 * a capital in all but a tiny share of cases, words in file names rarely do.
 * @param {string[]} urlPaths  "/assets/x.js", ...
 */
export function unhashedImmutableFiles(urlPaths) {
  return urlPaths.filter((path) => {
    if (cachePolicyFor(path) !== IMMUTABLE) return false
    const token = /-([A-Za-z0-9_]{8,})\.[A-Za-z0-9]+$/.exec(path)?.[1]
    const viteHash = /-([A-Za-z0-9_-]{8})\.[A-Za-z0-9]+$/.exec(path)?.[1]
    const hashed = [token, viteHash].some((hash) => hash && /[0-9A-Z]/.test(hash))
    return !hashed
  })
}

/** @param {string} dir */
function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * The whole post-build step on one build folder. Safe to run twice.
 * @param {string} buildDir
 */
export function postbuild(buildDir) {
  const clientDir = join(buildDir, 'client')
  const siteJsonPath = join(buildDir, 'site.json')
  if (!existsSync(clientDir)) throw new Error(`${clientDir} is missing: run the build first`)
  if (!existsSync(siteJsonPath)) {
    throw new Error(`${siteJsonPath} is missing: the build must write the list of known pages`)
  }
  const siteJson = JSON.parse(readFileSync(siteJsonPath, 'utf8'))

  const files = listFiles(clientDir).filter((file) => !/\.(br|gz)$/.test(file))
  const icon = readFileSync(join(clientDir, 'favicon.svg'), 'utf8')
  const htmlDocuments = files
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = withInlineIcon(
        withInlineStylesheets(
          withBootstrapAfterFirstPaint(withoutModulePreloads(readFileSync(file, 'utf8'))),
          (urlPath) => readFileSync(join(clientDir, urlPath), 'utf8'),
        ),
        icon,
      )
      writeFileSync(file, html)
      return html
    })
  const csp = cspSourcesFor(htmlDocuments)
  writeFileSync(join(buildDir, 'csp.json'), `${JSON.stringify(csp, null, 2)}\n`)

  let compressed = 0
  for (const file of files.filter((name) => TEXT_FILE.test(name))) {
    const variants = compressedVariants(readFileSync(file))
    for (const extension of /** @type {const} */ (['br', 'gz'])) {
      const target = `${file}.${extension}`
      const content = variants[extension]
      if (content) writeFileSync(target, content)
      else rmSync(target, { force: true })
    }
    if (variants.br || variants.gz) compressed += 1
  }

  const headerLines = [
    '# Generated by scripts/postbuild.mjs. Do not edit.',
    nginxHeaderLines(securityHeaders(csp)),
    '',
  ].join('\n')
  writeFileSync(join(buildDir, 'nginx-headers.conf'), headerLines)
  const longHeaders = nginxLongHeaderMaps(securityHeaders(csp))
  writeFileSync(
    join(buildDir, 'nginx-pages.conf'),
    `${nginxPagesConf(siteJson)}${longHeaders ? `\n${longHeaders}\n` : ''}`,
  )
  writeFileSync(join(buildDir, 'nginx-api.conf'), nginxApiConf(siteJson, securityHeaders(csp)))

  const urlPaths = files.map((file) => `/${relative(clientDir, file).split(sep).join('/')}`)
  const unhashed = unhashedImmutableFiles(urlPaths)
  return { csp, compressed, htmlPages: htmlDocuments.length, unhashed }
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href
if (isMain) {
  const buildDir =
    process.argv[2] ??
    (process.env.BUILD_DIR || fileURLToPath(new URL('../build', import.meta.url)))
  try {
    const { cutDisplayFaces } = await import('./display-face.mjs')
    const faces = await cutDisplayFaces(buildDir)
    const result = postbuild(buildDir)
    const where = relative(process.cwd(), buildDir).split(sep).join('/') || '.'
    const sizes = faces.filter((face) => face.bytes > 0).map((face) => face.bytes)
    if (sizes.length > 0) {
      console.log(
        `postbuild: display face cut for ${sizes.length} pages, ` +
          `${Math.min(...sizes)} to ${Math.max(...sizes)} bytes of WOFF2 each`,
      )
    }
    for (const face of faces.filter((item) => item.notInFace)) {
      console.warn(
        `postbuild: ${face.page}: the display face has no ${JSON.stringify(face.notInFace)}; ` +
          'drawn in the size-matched fallback',
      )
    }
    console.log(
      `postbuild: ${result.compressed} files precompressed, ` +
        `${result.csp.scriptHashes.length} inline script hashes from ${result.htmlPages} HTML files -> ${where}/csp.json`,
    )
    if (result.unhashed.length > 0) {
      console.warn(
        `postbuild: warning: served as immutable but no content hash in the name: ${result.unhashed.join(', ')}`,
      )
    }
  } catch (error) {
    console.error(`postbuild: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}
