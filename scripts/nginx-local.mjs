// deploy/nginx.conf made runnable on loopback by a non-daemon nginx that the caller owns:
// used by server/nginx.test.ts (same HTTP checks as the Node server) and by the benchmark.

/** Where deploy/nginx.conf expects the build folder. */
const DEPLOY_DIR = '/srv/alon-cove'

/**
 * deploy/nginx.conf pointed at a build folder, a loopback port and a run folder for its pid,
 * logs and temp files. Throws when the deploy config no longer has a line this relies on.
 * @param {string} template  the text of deploy/nginx.conf
 * @param {{ buildDir: string, port: number, runDir: string, accessLog: boolean, apiPorts?: number[], clientsNamedByLoad?: boolean }} options
 *   apiPorts: loopback ports of the reservations servers behind /api (default: the config's own);
 *   clientsNamedByLoad: the client's address is the one a loopback sender puts in X-Forwarded-For
 */
export function renderLocalNginxConfig(
  template,
  { buildDir, port, runDir, accessLog, apiPorts, clientsNamedByLoad = false },
) {
  const replace = (
    /** @type {string} */ text,
    /** @type {RegExp} */ pattern,
    /** @type {string} */ replacement,
  ) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`)
    return text.replace(pattern, replacement)
  }
  let config = template.split(DEPLOY_DIR).join(buildDir)
  // master_process off (see localNginxArgs) runs one process as the caller's user: no user switch.
  config = replace(config, /^user .*;$/m, '')
  config = replace(config, /^pid .*;$/m, `pid ${runDir}/nginx.pid;`)
  config = replace(config, /listen 80 default_server;/, `listen 127.0.0.1:${port} default_server;`)
  config = replace(
    config,
    /access_log \S+( \w+)?;/,
    accessLog ? `access_log ${runDir}/access.log$1;` : 'access_log off;',
  )
  config = replace(config, /error_log .*;/, `error_log ${runDir}/error.log;`)
  if (apiPorts) {
    const servers = apiPorts.map((apiPort) => `        server 127.0.0.1:${apiPort};`).join('\n')
    config = replace(config, /(upstream resort_api \{\n)(?:\s*server .*;\n)+/, `$1${servers}\n`)
  }
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `    ${name}_temp_path ${runDir}/${name};`)
    .join('\n')
  // The bench's load, all on loopback, names each guest's address in X-Forwarded-For: nginx
  // takes it as the client's, as it would see each guest's own in service.
  const clients = clientsNamedByLoad
    ? `\n    set_real_ip_from 127.0.0.1;\n    real_ip_header X-Forwarded-For;`
    : ''
  return replace(config, /^http \{$/m, `http {\n${temps}${clients}`)
}

/**
 * Arguments for a foreground, single-process nginx with that config. The default prefix stays:
 * Debian's module includes load paths relative to it.
 * @param {string} configPath
 * @param {string} runDir
 */
export function localNginxArgs(configPath, runDir) {
  return ['-c', configPath, '-e', `${runDir}/error.log`, '-g', 'daemon off; master_process off;']
}
