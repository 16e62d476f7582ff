/**
 * The one set of esbuild options for every Lambda bundle. The CDK stack
 * (NodejsFunction) and the cold-start benchmark (test/bench/cold-start.ts,
 * which calls esbuild directly) both read it, so what is measured is what is
 * deployed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * NODE_OPTIONS of every function: source maps ship with each bundle, so stack
 * traces of unexpected errors point at the TypeScript. The benchmark measures
 * cold imports with the same flag.
 */
export const RUNTIME_NODE_OPTIONS = '--enable-source-maps';

/** Node version of the Lambda runtime (nodejs22.x). */
export const NODE_TARGET = 'node22';

/** Main fields: prefer ESM builds of dependencies (better tree shaking). */
export const MAIN_FIELDS = ['module', 'main'];

/** CommonJS dependencies call require(); an ESM bundle has none unless we define it. */
export const ESM_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * Native modules that cannot be bundled: installed next to the bundle instead,
 * for linux arm64 (see NATIVE_INSTALL_ENV). Keyed by handler module.
 */
export const NATIVE_MODULES: Readonly<Record<string, readonly string[]>> = {
  'iddsi-classify-image': ['sharp'],
};

export function nativeModulesFor(handlerModule: string): string[] {
  return [...(NATIVE_MODULES[handlerModule] ?? [])];
}

/**
 * npm reads these as --os/--cpu/--libc: `npm ci` in the bundle directory then
 * installs sharp's prebuilt linux-arm64 (glibc) binaries
 * (@img/sharp-linux-arm64, @img/sharp-libvips-linux-arm64) whatever the build
 * machine is. No Docker, no compiler; npm needs the registry or a warm cache.
 */
export const NATIVE_INSTALL_ENV: Readonly<Record<string, string>> = {
  npm_config_os: 'linux',
  npm_config_cpu: 'arm64',
  npm_config_libc: 'glibc',
  npm_config_prefer_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  // sharp's install script only checks for the prebuilt binary that npm just installed.
  npm_config_ignore_scripts: 'true',
};

/** Options for esbuild's build() API (the benchmark bundles with these). */
export function esbuildOptions(handlerModule: string) {
  return {
    entryPoints: [path.join(PROJECT_ROOT, 'functions', `${handlerModule}.ts`)],
    bundle: true,
    platform: 'node' as const,
    format: 'esm' as const,
    target: NODE_TARGET,
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    mainFields: MAIN_FIELDS,
    banner: { js: ESM_BANNER },
    // The AWS SDK v3 is bundled, not taken from the runtime: tree-shaken and
    // minified it loads faster than the runtime's full copy and pins the version.
    external: nativeModulesFor(handlerModule),
    tsconfig: path.join(PROJECT_ROOT, 'tsconfig.json'),
    logLevel: 'warning' as const,
  };
}

/** The same options in NodejsFunction's terms. */
export function cdkBundling(handlerModule: string): BundlingOptions {
  const native = nativeModulesFor(handlerModule);
  return {
    format: OutputFormat.ESM,
    target: NODE_TARGET,
    minify: true,
    sourceMap: true,
    sourcesContent: false,
    mainFields: MAIN_FIELDS,
    banner: ESM_BANNER,
    externalModules: [],
    bundleAwsSDK: true,
    forceDockerBundling: false,
    tsconfig: path.join(PROJECT_ROOT, 'tsconfig.json'),
    ...(native.length > 0 ? { nodeModules: native, environment: { ...NATIVE_INSTALL_ENV } } : {}),
  };
}
